import type { TWebhookDelivery } from '@amc/contracts';
import { Badge, Code, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WhenText } from '../../../components/date-text';
import { useWebhookDeliveries } from '../api/use-webhooks';

const STATUS_COLORS: Record<TWebhookDelivery['status'], string> = {
  queued: 'yellow',
  sending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

/** Each try of a delivery: when, the receiver's status and the start of its answer, or why it was not reached. */
function Tries({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation();
  if (!delivery.tries.length)
    return (
      <Text size="xs" c="dimmed">
        {t('webhook.notTriedYet')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {delivery.tries.map((attempt) => (
        <Text key={attempt.created_at} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <WhenText value={attempt.created_at} />{' '}
          <Code fz="xs" dir="ltr">
            {attempt.status === null ? t('webhook.noAnswer') : `HTTP ${attempt.status}`} ·{' '}
            {attempt.duration_ms} ms
          </Code>{' '}
          <Text span size="xs" c="dimmed" dir="ltr">
            {(attempt.error ?? attempt.response ?? '').slice(0, 200)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** An endpoint's delivery log: its latest deliveries, newest first, with every try. */
export function WebhookDeliveries({ id }: { id: number }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(id);
  if (!deliveries.data) return <Loader size="sm" />;
  if (!deliveries.data.length) return <Text c="dimmed">{t('webhook.noDeliveries')}</Text>;
  return (
    <Table verticalSpacing="xs" withTableBorder data-testid={`webhook-log-${id}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('webhook.log.event')}</Table.Th>
          <Table.Th>{t('webhook.log.tries')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {deliveries.data.map((delivery) => (
          <Table.Tr key={delivery.id}>
            <Table.Td>
              <Text size="sm">{t(`webhook.event.${delivery.event}`)}</Text>
              <Text size="xs" c="dimmed" dir="ltr">
                {delivery.event}
              </Text>
              <Text size="xs" c="dimmed">
                <WhenText value={delivery.created_at} />
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={STATUS_COLORS[delivery.status]}
                style={{ minWidth: 'max-content' }}
              >
                {t(`webhook.delivery.${delivery.status}`)}
              </Badge>
              <Stack mt={4}>
                <Tries delivery={delivery} />
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
