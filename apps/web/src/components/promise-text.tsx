import type { TComplaint } from '@amc/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WhenText } from './date-text';

/**
 * A complaint's next promise (issue 28): its due time, marked "At risk" past 80% of the time and "Breached" past it,
 * as of the page's clock; "Paused" while it waits for the customer, nothing once resolved or without a promise.
 * The server's list filter decides the same by the same columns (due_at, warn_at).
 */
export function PromiseText({ complaint }: { complaint: Pick<TComplaint, 'due_at' | 'warn_at' | 'status'> }) {
  const { t } = useTranslation();
  if (complaint.status === 'waiting')
    return (
      <Text size="sm" c="dimmed">
        {t('promise.paused')}
      </Text>
    );
  if (!complaint.due_at) return null;
  const now = Date.now();
  const standing =
    Date.parse(complaint.due_at) <= now
      ? 'breached'
      : complaint.warn_at && Date.parse(complaint.warn_at) <= now
        ? 'at_risk'
        : null;
  // The mark under the time, not beside it: the list's column stays as narrow as a date and time.
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" span>
        <WhenText value={complaint.due_at} />
      </Text>
      {standing && (
        <Badge
          color={standing === 'breached' ? 'red' : 'orange'}
          variant="light"
          radius="sm"
          miw="max-content"
        >
          {t(`promise.${standing}`)}
        </Badge>
      )}
    </Stack>
  );
}
