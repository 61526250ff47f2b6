import type { TDashboardData } from '@amc/contracts';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayAndMonth } from './dashboard-month';

/** Complaints per day over the last 7 days, today last; SPEC's sentence when there is nothing to show. */
export function DailyComplaintsCard({ daily }: { daily: TDashboardData['daily_complaints'] }) {
  const { t } = useTranslation();
  const hasAny = !!daily && daily.days.some((d) => d.count > 0);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="daily-complaints">
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <div>
          <Title order={4}>{t('dashboard.daily.title')}</Title>
          <Text size="xs" c="dimmed">
            {t('dashboard.daily.subtitle')}
          </Text>
        </div>
        {daily && (
          <Badge variant="light" size="lg" radius="sm" style={{ flex: 'none' }}>
            {t('dashboard.daily.today', { count: daily.today })}
          </Badge>
        )}
      </Group>
      {hasAny && daily ? (
        // A time axis reads left to right in every language, like the dates themselves.
        <div dir="ltr">
          <BarChart
            h={170}
            data={daily.days.map((d) => ({ day: formatDayAndMonth(d.date), count: d.count }))}
            dataKey="day"
            series={[{ name: 'count', label: t('dashboard.daily.count'), color: 'blue.6' }]}
            tickLine="none"
            xAxisProps={{ interval: 'preserveStartEnd' }}
            gridAxis="y"
            yAxisProps={{ allowDecimals: false }}
            barProps={{ radius: 4 }}
          />
        </div>
      ) : (
        <Text c="dimmed" size="sm">
          {t('dashboard.daily.none')}
        </Text>
      )}
    </Card>
  );
}
