import type { TPromiseFigures } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { usePromiseReport } from '../api/use-promise-report';
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

/** A share in per cent, or working hours with one decimal, in the interface language; a dash when there is none. */
function PromiseFigure({ value, unit }: { value: number | null; unit: 'percent' | 'hours' }) {
  const { t } = useTranslation();
  const text = formatFigure(value, { percent: unit === 'percent', minDecimals: unit === 'hours' ? 1 : 0 });
  return (
    <FigureText
      text={text === null || unit === 'percent' ? text : t('report.promise.hours', { value: text })}
    />
  );
}

/**
 * The service levels' promises (issue 28): of the complaints filed in the range and held to a level, how many were
 * responded to and resolved in time or late, the share kept and the working hours they took on average; by month,
 * by employee and by priority, with kept against broken by month as a chart.
 */
export function PromiseReportPanel() {
  const { t, i18n } = useTranslation();
  const { range, go } = useReportRange();
  const report = usePromiseReport(range);

  const figures: TReportColumn<TGroupLine<TPromiseFigures>>[] = [
    { key: 'complaints', header: t('report.promise.complaints'), cell: (r) => r.complaints, numeric: true },
    {
      key: 'responded_in_time',
      header: t('report.promise.respondedInTime'),
      cell: (r) => r.responded_in_time,
      numeric: true,
    },
    {
      key: 'responded_late',
      header: t('report.promise.respondedLate'),
      cell: (r) => r.responded_late,
      numeric: true,
    },
    {
      key: 'resolved_in_time',
      header: t('report.promise.resolvedInTime'),
      cell: (r) => r.resolved_in_time,
      numeric: true,
    },
    {
      key: 'resolved_late',
      header: t('report.promise.resolvedLate'),
      cell: (r) => r.resolved_late,
      numeric: true,
    },
    {
      key: 'kept_rate',
      header: t('report.promise.keptRate'),
      cell: (r) => <PromiseFigure value={r.kept_rate} unit="percent" />,
      numeric: true,
    },
    {
      key: 'avg_response_hours',
      header: t('report.promise.avgResponse'),
      cell: (r) => <PromiseFigure value={r.avg_response_hours} unit="hours" />,
      numeric: true,
    },
    {
      key: 'avg_resolution_hours',
      header: t('report.promise.avgResolution'),
      cell: (r) => <PromiseFigure value={r.avg_resolution_hours} unit="hours" />,
      numeric: true,
    },
  ];

  return (
    <ReportPanel
      kind="promise"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.totals.complaints === 0}
    >
      {({ data }) => (
        <GroupedReportBody
          kind="promise"
          label={t('report.tab.promise')}
          note={t('report.promise.note')}
          figures={figures}
          totals={data.totals}
          groups={[
            ...data.months.map((m) => ({
              ...m,
              kind: t('report.promise.byMonth'),
              name: formatMonth(m.month, i18n.language),
            })),
            ...data.employees.map((e) => ({
              ...e,
              kind: t('report.promise.byEmployee'),
              name: e.employee?.full_name ?? t('report.promise.unassigned'),
            })),
            ...data.priorities.map((p) => ({
              ...p,
              kind: t('report.promise.byPriority'),
              name: t(`report.promise.priority.${p.priority}`),
            })),
          ]}
          chart={
            <ReportBarChart
              title={t('report.chart.promises')}
              dataKey="month"
              data={data.months.map((m) => ({
                month: formatMonth(m.month, i18n.language),
                kept: m.resolved_in_time,
                broken: m.resolved_late,
              }))}
              series={[
                { name: 'kept', label: t('report.promise.resolvedInTime'), color: 'teal.6' },
                { name: 'broken', label: t('report.promise.resolvedLate'), color: 'red.6' },
              ]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
