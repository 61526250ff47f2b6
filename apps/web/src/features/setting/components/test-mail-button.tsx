import { ZTestMailBody, type TTestMailInput } from '@amc/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { translateMessage } from '../../../i18n/translate-message';
import { ApiError } from '../../../lib/http-client';
import { useSession } from '../../../lib/session';
import { useTestMail } from '../api/use-test-mail';

/** The mail fields as the settings form holds them; the contract reads them as the server will. */
type TMailFields = Omit<TTestMailInput, 'to'>;

/**
 * "Send a test mail" under the mail settings: to an address (the admin's own by default), with the settings as
 * typed, saved or not, so a wrong host or password shows before it is saved; the mail server's answer is shown.
 */
export function TestMailButton({ values }: { values: () => TMailFields }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [opened, modal] = useDisclosure(false);
  const [to, setTo] = useState(user?.email ?? '');
  const test = useTestMail();
  const refusal =
    test.error instanceof ApiError ? (test.error.issues[0]?.message ?? test.error.message) : undefined;
  const send = () => {
    const body = ZTestMailBody.safeParse({ ...values(), to });
    if (body.success) test.mutate(body.data, { onSuccess: modal.close });
  };
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={modal.open}>
        {t('settings.testMail')}
      </Button>
      <FormModal
        opened={opened}
        onClose={modal.close}
        title={t('settings.testMail')}
        submitting={test.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">{t('settings.testMailHint')}</Text>
          <TextInput
            label={t('settings.testMailTo')}
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
            <Button onClick={send} loading={test.isPending} disabled={test.isPending || !to.trim()}>
              {t('settings.testMailSend')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}
