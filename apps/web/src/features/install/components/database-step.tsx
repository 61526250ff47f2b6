import type { ZInstallDatabaseStep } from '@amc/contracts';
import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldProps } from '../../../lib/form-errors';

export type TDatabaseValues = z.input<typeof ZInstallDatabaseStep>;

/** Step 2's fields, in the wizard's own form or in a form that holds them among others (the restore's). */
export function DatabaseStep<V extends TDatabaseValues>({
  form,
  autoFocus = true,
}: {
  form: UseFormReturnType<V>;
  /** The wizard's step starts at the database name; the restore form starts at its file. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('install.dbName')}
        description={t('install.dbNameHint')}
        dir="ltr"
        withAsterisk
        autoFocus={autoFocus}
        {...field('db_name')}
      />
      <TextInput
        label={t('install.dbUsername')}
        description={t('install.dbUsernameHint')}
        dir="ltr"
        withAsterisk
        autoComplete="off"
        {...field('db_username')}
      />
      <PasswordInput
        label={t('install.dbPass')}
        description={t('install.dbPassHint')}
        autoComplete="new-password"
        {...field('db_pass')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('install.dbHost')}
          description={t('install.dbHostHint')}
          dir="ltr"
          withAsterisk
          {...field('db_host')}
        />
        <TextInput
          label={t('install.dbPort')}
          description={t('install.dbPortHint')}
          dir="ltr"
          withAsterisk
          inputMode="numeric"
          {...field('db_port')}
        />
      </Group>
    </Stack>
  );
}
