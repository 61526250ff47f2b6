import type { ZInstallLoginForm } from '@amc/contracts';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldProps } from '../../../lib/form-errors';

export type TLoginValues = z.input<typeof ZInstallLoginForm>;

export function LoginStep({ form }: { form: UseFormReturnType<TLoginValues> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('install.adminEmail')}
        description={t('install.adminEmailHint')}
        type="email"
        withAsterisk
        dir="ltr"
        autoFocus
        {...field('email')}
      />
      <PasswordInput
        label={t('install.password')}
        description={t('install.passwordHint')}
        withAsterisk
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordInput
        label={t('install.confirmPassword')}
        description={t('install.confirmPasswordHint')}
        withAsterisk
        autoComplete="new-password"
        {...field('confirm_password')}
      />
    </Stack>
  );
}
