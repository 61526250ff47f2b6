import { ZTwoFactorEnableBody, type TTwoFactorEnableBody, type TTwoFactorSetup } from '@amc/contracts';
import { Button, Code, CopyButton, Group, Image, List, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { CodeInput } from './code-input';

/** The key grouped by 4, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Adding the business to an authenticator app: scan the QR code, or type the key, then confirm with the app's
 * first code. Used by the account's two-factor page and by a sign-in that must set one up.
 */
export function AuthenticatorSetup({
  setup,
  pending,
  onConfirm,
}: {
  setup: TTwoFactorSetup;
  pending: boolean;
  /** Sends the first code; rejects with the server's issues, which land on the code field. */
  onConfirm: (body: TTwoFactorEnableBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<TTwoFactorEnableBody>({
    initialValues: { code: '' },
    validate: zod4Resolver(ZTwoFactorEnableBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('twoFactor.setup.stepApp')}</List.Item>
        <List.Item>{t('twoFactor.setup.stepScan')}</List.Item>
        <List.Item>{t('twoFactor.setup.stepCode')}</List.Item>
      </List>
      <Paper withBorder p="sm" radius="md">
        <Stack align="center" gap="xs">
          {/* The QR code holds the key, so it is named for what it is, not described. */}
          <Image
            src={setup.qr}
            alt={t('twoFactor.setup.qrAlt')}
            w={200}
            h={200}
            bg="white"
            data-testid="totp-qr"
          />
          <Text size="xs" c="dimmed">
            {t('twoFactor.setup.keyLabel')}
          </Text>
          <Group gap={4} wrap="nowrap" justify="center" maw="100%">
            <Code fz="sm" dir="ltr" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
              {grouped(setup.secret)}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={copy}
                  aria-label={t('twoFactor.setup.copyKey')}
                  miw={44}
                  mih={44}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Paper>
      <form
        onSubmit={form.onSubmit((values) =>
          onConfirm(ZTwoFactorEnableBody.parse(values)).catch((error: unknown) =>
            applyServerIssues(form, error),
          ),
        )}
        noValidate
      >
        <Stack gap="sm">
          <CodeInput
            label={t('twoFactor.codeLabel')}
            description={t('twoFactor.codeHint')}
            {...field('code')}
          />
          <Button type="submit" loading={pending} disabled={pending}>
            {t('twoFactor.setup.confirm')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
