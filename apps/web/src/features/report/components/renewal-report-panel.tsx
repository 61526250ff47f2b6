import type { TRenewalFigures } from '@amc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRenewalReport } from '../api/use-renewal-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import {
  FigureText,
  formatFigure,
  formatMonth,
  moneyColumn,
  ReportBody,
  ReportStats,
  ReportTable,
  type TReportColumn,
} from './report-parts';
import { useReportRange } from './use-report-range';

/** A line of the table: a month, or the range's totals (month null) last. */
type TRenewalLine = TRenewalFigures & { id: number; month: string | null };

/**
 * The contracts' renewals (issue 25): the contracts whose term ends in each month of the range, how many were
 * renewed, lapsed or still await renewal, the rate and the value kept, with renewed against lapsed as a chart.
 */
export function RenewalReportPanel() {
  const { t, i18n } = useTranslation();
  const { range, go } = useReportRange();
  const report = useRenewalReport(range);

  const figures: TReportColumn<TRenewalLine>[] = [
    { key: 'due', header: t('report.renewal.due'), cell: (r) => r.due, numeric: true },
    { key: 'renewed', header: t('report.renewal.renewed'), cell: (r) => r.renewed, numeric: true },
    { key: 'lapsed', header: t('report.renewal.lapsed'), cell: (r) => r.lapsed, numeric: true },
    { key: 'awaiting', header: t('report.renewal.awaiting'), cell: (r) => r.awaiting, numeric: true },
    {
      key: 'rate',
      header: t('report.renewal.rate'),
      cell: (r) => <FigureText text={formatFigure(r.renewal_rate, { percent: true })} />,
      numeric: true,
    },
    moneyColumn('value_due', t('report.renewal.valueDue'), (r) => r.value_due),
    moneyColumn('value_kept', t('report.renewal.valueKept'), (r) => r.value_kept),
  ];
  const columns: TReportColumn<TRenewalLine>[] = [
    {
      key: 'month',
      header: t('report.account.month'),
      cell: (r) =>
        r.month ? (
          formatMonth(r.month, i18n.language)
        ) : (
          <Text span fw={700} inherit>
            {t('report.account.total')}
          </Text>
        ),
    },
    ...figures,
  ];

  return (
    <ReportPanel
      kind="renewal"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.totals.due === 0}
    >
      {({ data }) => {
        const totals: TRenewalLine = { ...data.totals, id: -1, month: null };
        return (
          <ReportBody
            stats={
              <ReportStats
                note={t('report.renewal.note')}
                stats={figures.map((column) => ({
                  label: column.header,
                  value: column.cell(totals),
                  testId: `renewal-report-${column.key}`,
                }))}
              />
            }
            table={
              <ReportTable
                label={t('report.tab.renewal')}
                columns={columns}
                rows={[...data.months.map((m, index) => ({ ...m, id: index })), totals]}
              />
            }
            chart={
              <ReportBarChart
                title={t('report.chart.renewals')}
                dataKey="month"
                data={data.months.map((m) => ({
                  month: formatMonth(m.month, i18n.language),
                  renewed: m.renewed,
                  lapsed: m.lapsed,
                }))}
                series={[
                  { name: 'renewed', label: t('report.renewal.renewed'), color: 'teal.6' },
                  { name: 'lapsed', label: t('report.renewal.lapsed'), color: 'red.6' },
                ]}
              />
            }
          />
        );
      }}
    </ReportPanel>
  );
}
