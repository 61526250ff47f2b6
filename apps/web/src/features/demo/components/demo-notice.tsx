import { Group, Paper, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the demo notice (demo-notice-gate.tsx) shows, in its own chunk: a real business's pages never load it. */
export function DemoNotice({ mb }: { mb?: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      role="note"
      data-testid="demo-notice"
      bg="blue.0"
      c="dark.8"
      withBorder
      px="sm"
      py={6}
      mb={mb}
      mih={44}
      style={{ display: 'flex', alignItems: 'center' }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconFlask size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {t('demo.notice')}
        </Text>
      </Group>
    </Paper>
  );
}
