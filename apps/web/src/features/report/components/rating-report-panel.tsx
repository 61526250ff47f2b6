import type { TRatingFigures } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useRatingReport } from '../api/use-rating-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import {
  FigureText,
  formatFigure,
  formatMonth,
  groupColumn,
  ReportBody,
  ReportStats,
  ReportTable,
  type TReportColumn,
} from './report-parts';
import { useReportRange } from './use-report-range';

/** A line of the table: an employee in a month (the month above the name), an employee over the range, the totals. */
type TRatingLine = TRatingFigures & { id: number; kind?: string; name: string };

/**
 * The customers' ratings (issue 28): of the visits and complaints done in the range and rated, how many ratings,
 * their average of 5 and how many were 1 or 2; per employee and month, per employee, with the average by month as a
 * chart.
 */
export function RatingReportPanel() {
  const { t, i18n } = useTranslation();
  const { range, go } = useReportRange();
  const report = useRatingReport(range);

  const figures: TReportColumn<TRatingLine>[] = [
    { key: 'ratings', header: t('report.rating.ratings'), cell: (r) => r.ratings, numeric: true },
    {
      key: 'average',
      header: t('report.rating.average'),
      cell: (r) => <FigureText text={formatFigure(r.average, { minDecimals: 1 })} />,
      numeric: true,
    },
    { key: 'low', header: t('report.rating.low'), cell: (r) => r.low, numeric: true },
  ];
  const columns = [groupColumn<TRatingLine>(t('report.promise.group')), ...figures];

  return (
    <ReportPanel
      kind="rating"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.totals.ratings === 0}
    >
      {({ data }) => {
        const totals: TRatingLine = { ...data.totals, id: -1, name: t('report.account.total') };
        const nameOf = (employee: (typeof data.employees)[number]['employee']) =>
          employee?.full_name ?? t('report.rating.unassigned');
        const lines: TRatingLine[] = [
          ...data.employee_months.map((line) => ({
            ...line,
            kind: formatMonth(line.month, i18n.language),
            name: nameOf(line.employee),
          })),
          ...data.employees.map((line) => ({
            ...line,
            kind: t('report.rating.employee'),
            name: nameOf(line.employee),
          })),
        ].map((line, index) => ({ ...line, id: index }));
        return (
          <ReportBody
            stats={
              <ReportStats
                stats={figures.map((column) => ({
                  label: column.header,
                  value: column.cell(totals),
                  testId: `rating-report-${column.key}`,
                }))}
              />
            }
            table={<ReportTable label={t('report.tab.rating')} columns={columns} rows={[...lines, totals]} />}
            chart={
              <ReportBarChart
                title={t('report.chart.ratings')}
                dataKey="month"
                data={data.months.map((m) => ({
                  month: formatMonth(m.month, i18n.language),
                  average: m.average ?? 0,
                }))}
                series={[{ name: 'average', label: t('report.rating.average'), color: 'yellow.6' }]}
                max={5}
              />
            }
          />
        );
      }}
    </ReportPanel>
  );
}
