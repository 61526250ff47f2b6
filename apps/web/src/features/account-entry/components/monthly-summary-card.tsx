import type { TAccountEntryKind } from '@amc/contracts';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { ActionIcon, Card, Group, Loader, Text, Title, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { translateMessage } from '../../../i18n/translate-message';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatMoney } from '../../../lib/format-money';
import { useMonthlyReport } from '../api/use-monthly-report';
import { accountEntryTexts } from './account-entry-texts';

/** Twelve month names of the interface language, January first. */
function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 1)));
}

/**
 * A year of the kind's monthly totals as bars, from the monthly report call (which leaves out months without
 * entries; they are drawn as 0 here), with the year's total; arrows step to the years before and after.
 */
export function MonthlySummaryCard({ kind }: { kind: TAccountEntryKind }) {
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  // The arrow to the earlier year points to where reading starts.
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const texts = accountEntryTexts(t, kind);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const report = useMonthlyReport(kind, { start_date: `${year}-01-01`, end_date: `${year}-12-31` });
  const currency = getStoredBranding().currency_code || 'INR';

  const data = useMemo(() => {
    const totals = new Map((report.data?.data.months ?? []).map((m) => [m.month, Number(m.total)]));
    return monthNames(i18n.language).map((name, index) => ({
      month: name,
      total: totals.get(`${year}-${String(index + 1).padStart(2, '0')}`) ?? 0,
    }));
  }, [report.data, i18n.language, year]);

  const months = report.data?.data.months ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`${kind}-monthly-summary`}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('accountEntry.chart.previousYear')}
            onClick={() => setYear(year - 1)}
          >
            <Back size={18} />
          </ActionIcon>
          <Title order={4}>
            {texts.chartTitle} <bdi dir="ltr">{year}</bdi>
          </Title>
          <ActionIcon
            variant="subtle"
            aria-label={t('accountEntry.chart.nextYear')}
            onClick={() => setYear(year + 1)}
          >
            <Forward size={18} />
          </ActionIcon>
        </Group>
        {report.data && (
          <Text size="sm">
            {t('accountEntry.chart.total')}:{' '}
            <Text span fw={700} data-testid={`${kind}-year-total`}>
              <MoneyText amount={report.data.data.total} />
            </Text>
          </Text>
        )}
      </Group>
      {report.isPending ? (
        <Group justify="center" h={180}>
          <Loader size="sm" />
        </Group>
      ) : report.isError ? (
        <Text c="red" size="sm">
          {translateMessage(t, report.error.message)}
        </Text>
      ) : months.length === 0 ? (
        <Text c="dimmed" size="sm">
          {translateMessage(t, report.data.message)}
        </Text>
      ) : (
        <BarChart
          h={180}
          data={data}
          dataKey="month"
          series={[
            { name: 'total', label: texts.chartSeries, color: kind === 'income' ? 'teal.6' : 'red.6' },
          ]}
          valueFormatter={(value) => formatMoney(value, currency)}
          // Months run in reading order: from the right in right-to-left languages, the amounts at the start.
          xAxisProps={{ reversed: dir === 'rtl' }}
          yAxisProps={{ width: 90, orientation: dir === 'rtl' ? 'right' : 'left' }}
          // A named picture: a bare div may not carry a name (axe-core's aria-prohibited-attr).
          role="img"
          aria-label={`${texts.chartTitle} ${year}`}
        />
      )}
    </Card>
  );
}
