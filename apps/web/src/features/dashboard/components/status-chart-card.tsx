import { COMPLAINT_STATUSES, STATUS_COLORS, type TStatusCounts } from '@amc/contracts';
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Open, pending, progress and closed (and a complaint's "waiting") as a ring in SPEC section 4's colours, with the
 * figures beside it: the statuses the counts hold, in their order.
 */
export function StatusChartCard({
  title,
  empty,
  counts,
  testId,
}: {
  title: string;
  empty: string;
  counts: TStatusCounts & { waiting?: number };
  testId: string;
}) {
  const { t } = useTranslation();
  const statuses = COMPLAINT_STATUSES.filter((status) => counts[status] !== undefined);
  const total = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const data = statuses.map((status) => ({
    name: t(`status.${status}`),
    value: counts[status] ?? 0,
    color: `${STATUS_COLORS[status] ?? 'gray'}.6`,
  }));
  const segments = data.filter((d) => d.value > 0);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {total === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Group wrap="nowrap" gap="lg" justify="center">
          <DonutChart
            data={segments}
            // The stroke parts segments; a ring of one status would show it as a stray line.
            strokeWidth={segments.length > 1 ? 1 : 0}
            size={150}
            thickness={22}
            withTooltip
            tooltipDataSource="segment"
            chartLabel={String(total)}
            // A named picture: a bare div may not carry a name (axe-core's aria-prohibited-attr).
            role="img"
            aria-label={title}
          />
          <Stack gap={6}>
            {statuses.map((status, i) => (
              <Group key={status} gap="xs" wrap="nowrap">
                <ColorSwatch size={12} color={`var(--mantine-color-${STATUS_COLORS[status] ?? 'gray'}-6)`} />
                <Text size="sm" miw={70}>
                  {data[i]!.name}
                </Text>
                <Text size="sm" fw={700} data-testid={`${testId}-${status}`}>
                  {counts[status]}
                </Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('dashboard.chart.total')}: {total}
            </Text>
          </Stack>
        </Group>
      )}
    </Card>
  );
}
