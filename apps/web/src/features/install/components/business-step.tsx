import type { ZInstallBusinessStep } from '@amc/contracts';
import { Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldProps } from '../../../lib/form-errors';

export type TBusinessValues = z.input<typeof ZInstallBusinessStep>;

/** The business as every document prints it from the first bill on; Settings can change it later. */
export function BusinessStep({ form }: { form: UseFormReturnType<TBusinessValues> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('install.businessName')}
        description={t('install.businessNameHint')}
        withAsterisk
        dir="auto"
        autoFocus
        {...field('business_name')}
      />
      <Textarea
        label={t('install.address')}
        description={t('install.addressHint')}
        dir="auto"
        autosize
        minRows={2}
        {...field('address')}
      />
      <TextInput
        label={t('install.officeNumber')}
        description={t('install.officeNumberHint')}
        type="tel"
        dir="ltr"
        {...field('office_number')}
      />
      <TextInput
        label={t('install.taxNumber')}
        description={t('install.taxNumberHint')}
        dir="auto"
        autoComplete="off"
        {...field('tax_number')}
      />
    </Stack>
  );
}
