import { addDays, isoWeek, weekStart, type TMyTimesheet, type TTimesheetFigures } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';
import { HOURS_SELECT, toTaskHours } from '../task/task-public';

/** An employee's figures on one of the business's days. */
export type TTimesheetDay = TTimesheetFigures & { employee_id: number; day: string };

const NO_TIME: TTimesheetFigures = { travel_minutes: 0, site_minutes: 0, task_minutes: 0, visits: 0 };

/** Figures added up. */
export const sumFigures = (rows: readonly TTimesheetFigures[]): TTimesheetFigures =>
  rows.reduce(
    (sum, row) => ({
      travel_minutes: sum.travel_minutes + row.travel_minutes,
      site_minutes: sum.site_minutes + row.site_minutes,
      task_minutes: sum.task_minutes + row.task_minutes,
      visits: sum.visits + row.visits,
    }),
    NO_TIME,
  );

/** A row's figures alone. */
export const figuresOf = (row: TTimesheetFigures): TTimesheetFigures => ({
  travel_minutes: row.travel_minutes,
  site_minutes: row.site_minutes,
  task_minutes: row.task_minutes,
  visits: row.visits,
});

type TVisitGroup = {
  employee_id: number;
  day: Date | null;
  visits: unknown;
  travel: unknown;
  site: unknown;
};
type THoursGroup = { employee_id: number; day: Date | null; minutes: unknown };

/** Whose time a timesheet reads: the condition on a statement's employee column. */
export type TWhoseTime = (column: string) => Prisma.Sql;
/** The employees in a caller's reach: an employee itself, an admin everyone, anyone else no one. */
export const inReachOf =
  (caller: TCaller): TWhoseTime =>
  (column) =>
    ownRowsSql(caller, { employee: column });
/** One person's own time, whatever its role (an admin's week is its own work too). */
const onlyOf =
  (userId: number): TWhoseTime =>
  (column) =>
    Prisma.sql`${Prisma.raw(column)} = ${userId}`;

/** How a timesheet's time is grouped: per employee and day, per employee over the range, per day for everyone. */
export type TTimesheetGrouping = 'employee_day' | 'employee' | 'day';

/**
 * The time of the employees `whose` names from `from` to `to` (both included), grouped `by` employee and day (the
 * files', My week's), employee or day (the report's screen: as many rows as employees or days, never their
 * product), in two grouped statements. A visit counts on its work day, the business's day of its arrival (counted
 * in its time zone when the arrival is recorded): travel is arrival less setting out, on site is finish less arrival,
 * each in whole minutes, so every grouping adds up to the same totals. The visits' times come from their per-day
 * totals (lib/rules/day-totals TIMESHEET_DAY_TOTALS: a few thousand rows for a year, not every visit), by (day) or
 * (employee_id, day); task hours likewise. Groups without time are left out; the rest come in no particular order
 * (employee_id 0 per day, day '' per employee).
 */
export async function readTimesheetDays(
  prisma: TPrisma,
  whose: TWhoseTime,
  range: { from: string; to: string },
  by: TTimesheetGrouping = 'employee_day',
): Promise<TTimesheetDay[]> {
  const perEmployee = by !== 'day';
  const perDay = by !== 'employee';
  /** The select and group of a table whose employee and day columns are so named. */
  const grouping = (employee: string, day: string) => ({
    select: Prisma.raw(`${perEmployee ? employee : '0'} AS employee_id, ${perDay ? day : 'NULL'} AS day`),
    groupBy: Prisma.raw([...(perEmployee ? [employee] : []), ...(perDay ? [day] : [])].join(', ')),
  });
  const visits = grouping('t.employee_id', 't.day');
  const hours = grouping('th.employee_id', 'th.day');
  const [visitGroups, hourGroups] = await Promise.all([
    prisma.$queryRaw<TVisitGroup[]>`
      SELECT ${visits.select}, SUM(t.row_count) AS visits,
             SUM(t.travel_minutes) AS travel, SUM(t.site_minutes) AS site
      FROM timesheet_day_totals t
      WHERE t.day BETWEEN ${dateColumn(range.from)} AND ${dateColumn(range.to)} AND t.row_count <> 0
        AND ${whose('t.employee_id')}
      GROUP BY ${visits.groupBy}`,
    prisma.$queryRaw<THoursGroup[]>`
      SELECT ${hours.select}, SUM(th.minutes) AS minutes
      FROM task_hours th
      WHERE th.day BETWEEN ${dateColumn(range.from)} AND ${dateColumn(range.to)}
        AND ${whose('th.employee_id')}
      GROUP BY ${hours.groupBy}`,
  ]);
  const byKey = new Map<string, TTimesheetDay>();
  const entry = (employeeId: number, day: string) => {
    const key = `${employeeId}:${day}`;
    let row = byKey.get(key);
    if (!row) byKey.set(key, (row = { employee_id: employeeId, day, ...NO_TIME }));
    return row;
  };
  for (const group of visitGroups) {
    const row = entry(Number(group.employee_id), group.day ? calendarDate(group.day) : '');
    row.visits += Number(group.visits);
    row.travel_minutes += Number(group.travel ?? 0);
    row.site_minutes += Number(group.site ?? 0);
  }
  for (const group of hourGroups)
    entry(Number(group.employee_id), group.day ? calendarDate(group.day) : '').task_minutes += Number(
      group.minutes,
    );
  return [...byKey.values()];
}

/**
 * GET /my-work/timesheet?week_of=: the caller's own week, Monday to Sunday, each day listed (zeros included),
 * with its totals and the task hours it logged, so My week shows the week and the hours form finds a day's value.
 */
export async function getMyTimesheet(
  prisma: TPrisma,
  caller: TCaller,
  weekOf: string,
): Promise<TMyTimesheet> {
  const from = weekStart(weekOf);
  const to = addDays(from, 6);
  const [rows, hours] = await Promise.all([
    readTimesheetDays(prisma, onlyOf(caller.id), { from, to }),
    prisma.taskHours.findMany({
      where: { employeeId: caller.id, day: { gte: dateColumn(from), lte: dateColumn(to) } },
      select: HOURS_SELECT,
      orderBy: [{ day: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = addDays(from, index);
    const found = rows.find((row) => row.day === day);
    return { day, ...(found ? figuresOf(found) : NO_TIME) };
  });
  return {
    week: isoWeek(from),
    start_date: from,
    end_date: to,
    days,
    totals: sumFigures(days),
    task_hours: hours.map(toTaskHours),
  };
}
