import {
  isoWeek,
  workedMinutes,
  type TReportBody,
  type TTimesheetFigures,
  type TTimesheetReport,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate } from '../../lib/kernel/calendar-date';
import { personRef } from '../../lib/kernel/person';
import type { TServerTexts } from '../../lib/kernel/i18n/server-texts';
import {
  figuresOf,
  inReachOf,
  readTimesheetDays,
  sumFigures,
  type TTimesheetDay,
} from '../my-work/my-work-public';
import { summaryReport, totalsSummary, type TReportOptions, type TReportResult } from './report-files';
import { groupBy, type TReportColumn } from './report-source';

/** The lines per employee and day and per employee and week: the CSV's and the PDF's, not the JSON's. */
type TTimesheetDetail = {
  employee_days: (TTimesheetFigures & { day: string; employee: { id: number; full_name: string } })[];
  employee_weeks: (TTimesheetFigures & { week: string; employee: { id: number; full_name: string } })[];
};

/**
 * The employees' time in the range (my-work's timesheet: travel, on site and on tasks per business day), per
 * employee (most hours first), per ISO week and in total; with `detail`, also per employee and day and per employee
 * and week, by name and day. An employee reads its own, an admin everyone's.
 */
export async function summarizeTimesheets(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
  { detail }: { detail: boolean },
): Promise<{ report: TTimesheetReport; detail: TTimesheetDetail | null }> {
  const range_ = { from: range.start_date, to: range.end_date };
  // The screen's groups are read as such (as many rows as employees, as days); the files' every employee's day.
  const [employees, dayTotals, days] = await Promise.all([
    readTimesheetDays(prisma, inReachOf(caller), range_, 'employee'),
    readTimesheetDays(prisma, inReachOf(caller), range_, 'day'),
    detail ? readTimesheetDays(prisma, inReachOf(caller), range_, 'employee_day') : Promise.resolve([]),
  ]);
  const people = await prisma.user.findMany({
    where: { id: { in: employees.map((row) => row.employee_id) } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(people.map((user) => [user.id, personRef(user)]));
  // A day's ISO week, worked out once per day rather than once per employee and day.
  const weeks = new Map<string, string>();
  const weekOf = (day: string) => {
    let week = weeks.get(day);
    if (week === undefined) weeks.set(day, (week = isoWeek(day)));
    return week;
  };
  const employeeOf = (row: TTimesheetDay) =>
    names.get(row.employee_id) ?? { id: row.employee_id, full_name: `#${row.employee_id}` };
  const report: TTimesheetReport = {
    start_date: range.start_date,
    end_date: range.end_date,
    totals: sumFigures(employees),
    employees: employees
      .map((row) => ({ employee: employeeOf(row), ...figuresOf(row) }))
      .sort((a, b) => workedMinutes(b) - workedMinutes(a) || a.employee.id - b.employee.id),
    weeks: groupBy(dayTotals, (row) => weekOf(row.day))
      .map((rows) => ({ week: weekOf(rows[0]!.day), ...sumFigures(rows) }))
      .sort((a, b) => (a.week < b.week ? -1 : 1)),
  };
  if (!detail) return { report, detail: null };
  // By name, then day: the names compared once per employee (a collator per pair of a million rows is dear).
  const rank = new Map(
    [...names.values()]
      .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.id - b.id)
      .map((person, index) => [person.id, index]),
  );
  const ordered = [...days].sort(
    (a, b) =>
      (rank.get(a.employee_id) ?? -1) - (rank.get(b.employee_id) ?? -1) ||
      a.employee_id - b.employee_id ||
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
  );
  return {
    report,
    detail: {
      employee_days: ordered.map((row) => ({ day: row.day, employee: employeeOf(row), ...figuresOf(row) })),
      employee_weeks: groupBy(ordered, (row) => `${row.employee_id}:${weekOf(row.day)}`).map((rows) => ({
        week: weekOf(rows[0]!.day),
        employee: employeeOf(rows[0]!),
        ...sumFigures(rows),
      })),
    },
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

function timesheetLines(report: TTimesheetReport, detail: TTimesheetDetail): TTimesheetLine[] {
  type TOut = { dateFormat: string; t: TServerTexts };
  return [
    ...detail.employee_days.map((line) => ({
      ...line,
      label: ({ dateFormat }: TOut) =>
        `${formatCalendarDate(line.day, dateFormat)}: ${line.employee.full_name}`,
    })),
    ...detail.employee_weeks.map((line) => ({
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
  const { report, detail } = await summarizeTimesheets(prisma, caller, options.range, {
    // The JSON answers the employees and the weeks; the files list every employee's days and weeks too.
    detail: options.query.format !== 'json',
  });
  return summaryReport(
    prisma,
    'timesheet',
    {
      data: report,
      any: report.employees.length > 0,
      lines: detail ? timesheetLines(report, detail) : [],
      columns: TIMESHEET_COLUMNS,
      summary: totalsSummary(TIMESHEET_COLUMNS, { ...report.totals, label: () => '' }),
    },
    options,
  );
}
