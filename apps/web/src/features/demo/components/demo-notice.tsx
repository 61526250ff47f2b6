import { Group, Paper, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDemoEnabled } from '../api/use-demo';

/**
 * On every page while the demo data is loaded (signed in or not): its people and records are made up, so nobody
 * takes the installation for a real business's, or enters real records among the demo's.
 */
export function DemoNotice({ mb }: { mb?: string }) {
  const { t } = useTranslation();
  const { enabled } = useDemoEnabled();
  if (!enabled) return null;
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
