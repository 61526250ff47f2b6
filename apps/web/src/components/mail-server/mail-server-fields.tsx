import type { TMailServerFieldsInput } from '@amc/contracts';
import { Group, NumberInput, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The field props of a form holding the mail server's fields (lib/form-errors.ts useFieldProps). */
type TFieldProps = (
  path: keyof TMailServerFieldsInput & string,
  options?: { type?: 'input' | 'checkbox' },
) => object;

/**
 * The mail server's fields, each saying what to type, as Settings → E-mail and the install wizard's mail step
 * both ask for them; `testButton` sits beside the secure-connection switch. Texts: locales/mail-server.
 */
export function MailServerFields({
  field,
  passwordKept = false,
  testButton,
  autoFocus = false,
}: {
  field: TFieldProps;
  /** A password is stored: an empty field keeps it. */
  passwordKept?: boolean;
  testButton: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label={t('mailServer.smtpHost')}
          description={t('mailServer.smtpHostHint')}
          placeholder="smtp.example.com"
          dir="ltr"
          autoFocus={autoFocus}
          {...field('smtp_host')}
        />
        <NumberInput
          label={t('mailServer.smtpPort')}
          description={t('mailServer.smtpPortHint')}
          min={0}
          max={65535}
          allowDecimal={false}
          {...field('smtp_port')}
        />
        <TextInput
          label={t('mailServer.smtpUser')}
          description={t('mailServer.smtpUserHint')}
          dir="ltr"
          autoComplete="off"
          {...field('smtp_user')}
        />
        <PasswordInput
          label={t('mailServer.smtpPassword')}
          description={passwordKept ? t('mailServer.smtpPasswordKept') : t('mailServer.smtpPasswordHint')}
          autoComplete="new-password"
          {...field('smtp_password')}
        />
        <TextInput
          label={t('mailServer.mailFromName')}
          description={t('mailServer.mailFromNameHint')}
          dir="auto"
          {...field('mail_from_name')}
        />
        <TextInput
          label={t('mailServer.mailFromAddress')}
          description={t('mailServer.mailFromAddressHint')}
          type="email"
          dir="ltr"
          {...field('mail_from_address')}
        />
      </SimpleGrid>
      <Group mt="md" justify="space-between" gap="sm">
        <Switch
          label={t('mailServer.smtpSecure')}
          description={t('mailServer.smtpSecureHint')}
          {...field('smtp_secure', { type: 'checkbox' })}
        />
        {testButton}
      </Group>
    </>
  );
}
