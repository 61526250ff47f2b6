import type { TRatingFigures } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useRatingReport } from '../api/use-rating-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import {
  FigureText,
  formatFigure,
  formatMonth,
  GroupedReportBody,
  type TGroupLine,
  type TReportColumn,
} from './report-parts';
import { useReportRange } from './use-report-range';

/**
 * The customers' ratings (issue 28): of the visits and complaints done in the range and rated, how many ratings,
 * their average of 5 and how many were 1 or 2; per employee and month, per employee, with the average by month as a
 * chart.
 */
export function RatingReportPanel() {
  const { t, i18n } = useTranslation();
  const { range, go } = useReportRange();
  const report = useRatingReport(range);

  const figures: TReportColumn<TGroupLine<TRatingFigures>>[] = [
    { key: 'ratings', header: t('report.rating.ratings'), cell: (r) => r.ratings, numeric: true },
    {
      key: 'average',
      header: t('report.rating.average'),
      cell: (r) => <FigureText text={formatFigure(r.average, { minDecimals: 1 })} />,
      numeric: true,
    },
    { key: 'low', header: t('report.rating.low'), cell: (r) => r.low, numeric: true },
  ];

  return (
    <ReportPanel
      kind="rating"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.totals.ratings === 0}
    >
      {({ data }) => {
        const nameOf = (employee: (typeof data.employees)[number]['employee']) =>
          employee?.full_name ?? t('report.rating.unassigned');
        return (
          <GroupedReportBody
            kind="rating"
            label={t('report.tab.rating')}
            figures={figures}
            totals={data.totals}
            groups={[
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
            ]}
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
