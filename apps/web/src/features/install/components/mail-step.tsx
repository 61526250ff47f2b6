import type { TMailServerFieldsInput } from '@amc/contracts';
import { Alert, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MailServerFields } from '../../../components/mail-server/mail-server-fields';
import { TestMailButton } from '../../../components/mail-server/test-mail-button';
import { useFieldProps } from '../../../lib/form-errors';
import { useWizardTestMail } from '../api/use-wizard-test-mail';

/**
 * The optional mail step: the mail server, tried with a test mail before anything is installed. Left empty, the
 * product is installed without mail and the thank-you screen says so. Where the server's own configuration names
 * the mail server (mail_preset), there is nothing to ask.
 */
export function MailStep({
  form,
  adminEmail,
  setupCode,
  preset,
}: {
  form: UseFormReturnType<TMailServerFieldsInput>;
  adminEmail: string;
  setupCode: string | undefined;
  preset: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const sender = useWizardTestMail(setupCode);
  if (preset)
    return (
      <Alert variant="light" icon={<IconInfoCircle />}>
        {t('install.mailPreset')}
      </Alert>
    );
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('install.mailIntro')}
      </Text>
      <MailServerFields
        field={field}
        autoFocus
        testButton={<TestMailButton values={form.getValues} defaultTo={adminEmail} sender={sender} />}
      />
    </>
  );
}
