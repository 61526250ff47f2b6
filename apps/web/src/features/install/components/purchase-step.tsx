import type { ZInstallPurchaseStep } from '@amc/contracts';
import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldProps } from '../../../lib/form-errors';
import { SetupCodeInput } from './setup-code-input';

export type TPurchaseValues = z.input<typeof ZInstallPurchaseStep>;

export function PurchaseStep({
  form,
  withSetupCode,
}: {
  form: UseFormReturnType<TPurchaseValues>;
  withSetupCode: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('install.domainName')}
        placeholder="example.com"
        description={t('install.domainNameHint')}
        dir="ltr"
        withAsterisk
        autoFocus
        {...field('domain_name')}
      />
      <TextInput
        label={t('install.purchaseKey')}
        description={t('install.purchaseKeyHint')}
        placeholder="1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d"
        dir="ltr"
        withAsterisk
        autoComplete="off"
        {...field('purchase_key')}
      />
      <TextInput
        label={t('install.purchaseEmail')}
        description={t('install.purchaseEmailHint')}
        type="email"
        withAsterisk
        dir="ltr"
        {...field('purchase_email')}
      />
      {withSetupCode && <SetupCodeInput {...field('setup_code')} />}
    </Stack>
  );
}
