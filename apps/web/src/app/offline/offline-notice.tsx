import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredBranding } from '../../lib/browser-storage';
import { formatDate } from '../../lib/format-date';
import { offlineDataSavedAt } from './offline-queries';

/**
 * What the offline banner says: what is on screen is what the device kept, from the time shown (the newest kept
 * answer, in the phone's own clock).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Follows the cache: the time changes when the kept answers are restored after the first paint.
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const savedAt = useSyncExternalStore(subscribe, () => offlineDataSavedAt(queryClient));
  const format = `${getStoredBranding().date_formate ?? 'DD-MM-YYYY'} HH:mm`;
  return (
    <Paper
      role="status"
      data-testid="offline-banner"
      bg="yellow.1"
      c="dark.8"
      withBorder
      px="sm"
      py={6}
      mb="md"
      mih={44}
      style={{ display: 'flex', alignItems: 'center' }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconWifiOff size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {savedAt
            ? t('offline.banner', { time: formatDate(new Date(savedAt), format) })
            : t('offline.bannerNothingSaved')}
        </Text>
      </Group>
    </Paper>
  );
}
