import { ZTestMailBody, type TMailServerFieldsInput, type TTestMailBody } from '@amc/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../../lib/http-client';
import { FormModal } from '../form-modal';

/** What sends the test mail: Settings' POST /mail/test, or the install wizard's POST /install/test-mail. */
type TTestMailSender = {
  mutate: (body: TTestMailBody, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * "Send a test mail" beside the mail server's fields: to an address (the admin's own by default), with the
 * settings as typed, saved or not, so a wrong host or password shows before anything depends on it; the mail
 * server's answer is shown.
 */
export function TestMailButton({
  values,
  defaultTo,
  sender,
}: {
  values: () => TMailServerFieldsInput;
  defaultTo: string;
  sender: TTestMailSender;
}) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [to, setTo] = useState(defaultTo);
  const refusal =
    sender.error instanceof ApiError ? (sender.error.issues[0]?.message ?? sender.error.message) : undefined;
  const open = () => {
    if (!to) setTo(defaultTo);
    modal.open();
  };
  const send = () => {
    const body = ZTestMailBody.safeParse({ ...values(), to });
    if (body.success) sender.mutate(body.data, { onSuccess: modal.close });
  };
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={open}>
        {t('mailServer.testMail')}
      </Button>
      <FormModal
        opened={opened}
        onClose={modal.close}
        title={t('mailServer.testMail')}
        submitting={sender.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">{t('mailServer.testMailHint')}</Text>
          <TextInput
            label={t('mailServer.testMailTo')}
            type="email"
            dir="ltr"
            withAsterisk
            data-autofocus
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={refusal ? translateMessage(t, refusal) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              {t('action.cancel')}
            </Button>
            <Button onClick={send} loading={sender.isPending} disabled={sender.isPending || !to.trim()}>
              {t('mailServer.testMailSend')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}
