import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/data-table/download-csv';

/**
 * A set of recovery codes, shown once as made (the server keeps only their hashes): each stands in for the
 * authenticator's code once, should the phone be lost. Copy and download keep them; `children` is what comes next.
 */
export function RecoveryCodes({
  codes,
  fromAccountPage = true,
  children,
}: {
  codes: readonly string[];
  /** On the two-factor page, which also makes new codes; a sign-in's setup leaves that line out. */
  fromAccountPage?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('twoFactor.codes.title')}>
        {t('twoFactor.codes.hint')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes" dir="ltr">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs" grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          // A text file, one code a line, as people keep them in a password manager or print them.
          onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {t('twoFactor.codes.download')}
        </Button>
      </Group>
      {fromAccountPage && (
        <Text size="xs" c="dimmed">
          {t('twoFactor.codes.once')}
        </Text>
      )}
      {children}
    </Stack>
  );
}
