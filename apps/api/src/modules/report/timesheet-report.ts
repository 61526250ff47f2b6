import {
  isoWeek,
  workedMinutes,
  type TReportBody,
  type TTimesheetFigures,
  type TTimesheetReport,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/db-client';
import type { TCaller } from '../../lib/caller';
import { formatCalendarDate } from '../../lib/calendar-date';
import { personRef } from '../../lib/person';
import type { TServerTexts } from '../../lib/i18n/server-texts';
import {
  figuresOf,
  inReachOf,
  readTimesheetDays,
  sumFigures,
  type TTimesheetDay,
} from '../my-work/my-work-public';
import { summaryReport, totalsSummary, type TReportOptions, type TReportResult } from './report-files';
import { groupBy, type TReportColumn } from './report-source';

/**
 * The employees' time in the range (lib my-work timesheet: travel, on site and on tasks per business day), per
 * employee (most hours first), per employee and ISO week, per employee and day, and in total. An employee reads
 * its own, an admin everyone's.
 */
export async function summarizeTimesheets(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
  timeZone: string,
): Promise<TTimesheetReport> {
  const days = await readTimesheetDays(prisma, inReachOf(caller), {
    from: range.start_date,
    to: range.end_date,
    timeZone,
  });
  const people = await prisma.user.findMany({
    where: { id: { in: [...new Set(days.map((row) => row.employee_id))] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(people.map((user) => [user.id, personRef(user)]));
  const employeeOf = (row: TTimesheetDay) =>
    names.get(row.employee_id) ?? { id: row.employee_id, full_name: `#${row.employee_id}` };
  const byEmployee = (a: TTimesheetDay, b: TTimesheetDay) =>
    employeeOf(a).full_name.localeCompare(employeeOf(b).full_name) || a.employee_id - b.employee_id;
  const ordered = [...days].sort((a, b) => byEmployee(a, b) || a.day.localeCompare(b.day));
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    totals: sumFigures(days),
    employees: groupBy(ordered, (row) => row.employee_id)
      .map((rows) => ({ employee: employeeOf(rows[0]!), ...sumFigures(rows) }))
      .sort((a, b) => workedMinutes(b) - workedMinutes(a) || a.employee.id - b.employee.id),
    employee_weeks: groupBy(ordered, (row) => `${row.employee_id}:${isoWeek(row.day)}`).map((rows) => ({
      week: isoWeek(rows[0]!.day),
      employee: employeeOf(rows[0]!),
      ...sumFigures(rows),
    })),
    employee_days: ordered.map((row) => ({ day: row.day, employee: employeeOf(row), ...figuresOf(row) })),
  };
}

/** Minutes as decimal hours, "7.50": what a spreadsheet adds up. */
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** A line of the CSV and the PDF: an employee's day or week, an employee over the range, or the totals. */
type TTimesheetLine = TTimesheetFigures & { label: (out: { dateFormat: string; t: TServerTexts }) => string };

const TIMESHEET_COLUMNS: TReportColumn<TTimesheetLine>[] = [
  { header: 'column.group', value: (r, out) => r.label(out), width: 190 },
  { header: 'column.visits', value: (r) => String(r.visits), width: 50, numeric: true },
  { header: 'column.travelHours', value: (r) => hours(r.travel_minutes), width: 65, numeric: true },
  { header: 'column.siteHours', value: (r) => hours(r.site_minutes), width: 65, numeric: true },
  { header: 'column.taskHours', value: (r) => hours(r.task_minutes), width: 65, numeric: true },
  { header: 'column.totalHours', value: (r) => hours(workedMinutes(r)), width: 65, numeric: true },
];

function timesheetLines(report: TTimesheetReport): TTimesheetLine[] {
  type TOut = { dateFormat: string; t: TServerTexts };
  return [
    ...report.employee_days.map((line) => ({
      ...line,
      label: ({ dateFormat }: TOut) =>
        `${formatCalendarDate(line.day, dateFormat)}: ${line.employee.full_name}`,
    })),
    ...report.employee_weeks.map((line) => ({
      ...line,
      label: () => `${line.week}: ${line.employee.full_name}`,
    })),
    ...report.employees.map((line) => ({
      ...line,
      label: ({ t }: TOut) => `${t('report.promise.byEmployee')}: ${line.employee.full_name}`,
    })),
    { ...report.totals, label: ({ t }: TOut) => t('report.summary.total') },
  ];
}

/**
 * POST /api/report/timesheetReport: the employees' time in the range, as JSON, or as timesheetReport.csv / .pdf
 * with a line per employee and day, then per employee and week, then per employee, the totals last.
 */
export async function produceTimesheetReport(
  prisma: TPrisma,
  caller: TCaller,
  options: TReportOptions,
): Promise<TReportResult> {
  const report = await summarizeTimesheets(prisma, caller, options.range, options.calendar.timeZone);
  return summaryReport(
    prisma,
    'timesheet',
    {
      data: report,
      any: report.employee_days.length > 0,
      lines: timesheetLines(report),
      columns: TIMESHEET_COLUMNS,
      summary: totalsSummary(TIMESHEET_COLUMNS, { ...report.totals, label: () => '' }),
    },
    options,
  );
}
