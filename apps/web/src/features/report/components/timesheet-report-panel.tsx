import { workedMinutes, type TTimesheetFigures } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format-duration';
import { useTimesheetReport } from '../api/use-timesheet-report';
import { ReportBarChart } from './report-bar-chart';
import { ReportPanel } from './report-panel';
import { FigureText, GroupedReportBody, type TGroupLine, type TReportColumn } from './report-parts';
import { useReportRange } from './use-report-range';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * The technicians' time (issue 28): per employee, the time travelling, on site and on tasks in the range, in hours
 * and minutes, with the hours of those who worked most as a chart; each employee's days and weeks are in the CSV
 * and PDF.
 */
export function TimesheetReportPanel() {
  const { t } = useTranslation();
  const { range, go } = useReportRange();
  const report = useTimesheetReport(range);

  const duration = (minutes: number) => <FigureText text={formatDuration(minutes)} />;
  const figures: TReportColumn<TGroupLine<TTimesheetFigures>>[] = [
    { key: 'visits', header: t('report.timesheet.visits'), cell: (r) => r.visits, numeric: true },
    {
      key: 'travel',
      header: t('report.timesheet.travel'),
      cell: (r) => duration(r.travel_minutes),
      numeric: true,
    },
    {
      key: 'site',
      header: t('report.timesheet.onSite'),
      cell: (r) => duration(r.site_minutes),
      numeric: true,
    },
    {
      key: 'tasks',
      header: t('report.timesheet.tasks'),
      cell: (r) => duration(r.task_minutes),
      numeric: true,
    },
    {
      key: 'total',
      header: t('report.timesheet.total'),
      cell: (r) => duration(workedMinutes(r)),
      numeric: true,
    },
  ];

  return (
    <ReportPanel
      kind="timesheet"
      range={range}
      onGo={go}
      query={report}
      isEmpty={(answer) => answer.data.employees.length === 0}
    >
      {({ data }) => (
        <GroupedReportBody
          kind="timesheet"
          label={t('report.tab.timesheet')}
          figures={figures}
          totals={data.totals}
          groups={data.employees.map((line) => ({
            ...line,
            kind: t('report.rating.employee'),
            name: line.employee.full_name,
          }))}
          chart={
            <ReportBarChart
              title={t('report.chart.timesheet')}
              dataKey="employee"
              // The twelve with the most hours: a bar each stays readable on a phone.
              data={data.employees.slice(0, 12).map((line) => ({
                employee: line.employee.full_name,
                travel: hours(line.travel_minutes),
                site: hours(line.site_minutes),
                tasks: hours(line.task_minutes),
              }))}
              series={[
                { name: 'travel', label: t('report.timesheet.travel'), color: 'orange.6' },
                { name: 'site', label: t('report.timesheet.onSite'), color: 'blue.6' },
                { name: 'tasks', label: t('report.timesheet.tasks'), color: 'teal.6' },
              ]}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
