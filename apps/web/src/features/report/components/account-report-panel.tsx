import type { TAccountEntryKind, TMonthlyReport } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/data-table/download-csv';
import { MoneyText } from '../../../components/money-text';
import { useAccountReport } from '../api/use-account-report';
import { ReportBarChart } from './report-bar-chart';
import {
  formatMonth,
  moneyColumn,
  ReportBody,
  ReportState,
  ReportStats,
  ReportTable,
  type TReportColumn,
} from './report-parts';
import { ReportRangeForm } from './report-range-form';
import { useReportRange } from './use-report-range';

type TMonthRow = TMonthlyReport['months'][number] & { id: number };

/** The monthly report as CSV: a line a month, summed by the server (a range has a few dozen months at most). */
function saveMonthlyCsv(kind: TAccountEntryKind, report: TMonthlyReport) {
  const lines = [
    'Month,Entries,Total',
    ...report.months.map((m) => `${m.month},${m.entries},${m.total}`),
    `Total,${report.months.reduce((sum, m) => sum + m.entries, 0)},${report.total}`,
  ];
  saveBlob(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), `${kind}Report.csv`);
}

/** SPEC's monthly income or expense report: each month's total of the range, from that module's call. */
export function AccountReportPanel({ kind }: { kind: TAccountEntryKind }) {
  const { t, i18n } = useTranslation();
  const { range, go } = useReportRange();
  const report = useAccountReport(kind, range);
  const months = report.data?.data.months ?? [];

  const columns: TReportColumn<TMonthRow>[] = [
    { key: 'month', header: t('report.account.month'), cell: (r) => formatMonth(r.month, i18n.language) },
    { key: 'entries', header: t('report.account.entries'), cell: (r) => r.entries, numeric: true },
    moneyColumn('total', t('report.account.total'), (r) => r.total),
  ];

  return (
    <Stack gap="md">
      <ReportRangeForm
        onGo={go}
        busy={report.isFetching}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            disabled={months.length === 0}
            onClick={() => report.data && saveMonthlyCsv(kind, report.data.data)}
          >
            {t('report.action.csv')}
          </Button>
        }
      />
      <ReportState query={report} isEmpty={(answer) => answer.data.months.length === 0}>
        {({ data }) => (
          <ReportBody
            stats={
              <ReportStats
                stats={[
                  {
                    label: t('report.account.total'),
                    value: <MoneyText amount={data.total} />,
                    testId: `${kind}-report-total`,
                  },
                  {
                    label: t('report.account.entries'),
                    value: data.months.reduce((sum, m) => sum + m.entries, 0),
                  },
                  { label: t('report.account.months'), value: data.months.length },
                ]}
              />
            }
            table={
              <ReportTable
                label={t(`report.tab.${kind}`)}
                columns={columns}
                rows={data.months.map((m, index) => ({ ...m, id: index }))}
              />
            }
            chart={
              <ReportBarChart
                title={t('report.chart.byMonth')}
                money
                dataKey="month"
                data={data.months.map((m) => ({
                  month: formatMonth(m.month, i18n.language),
                  total: Number(m.total),
                }))}
                series={[
                  {
                    name: 'total',
                    label: t('report.account.total'),
                    color: kind === 'income' ? 'teal.6' : 'red.6',
                  },
                ]}
              />
            }
          />
        )}
      </ReportState>
    </Stack>
  );
}
