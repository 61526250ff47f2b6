import {
  addDays,
  closedWeekdays,
  minutesOfClock,
  DEFAULT_DATE_FORMAT,
  DEFAULT_WORKING_WEEK,
  parseWorkingWeek,
  todayIn,
  type TLanguageCode,
  type TWorkingWeek,
} from '@amc/contracts';

// Date arithmetic on calendar dates is the contract's, shared with the web.
export { addDays } from '@amc/contracts';
import type { TDb } from './db-client';
import { readerLanguage } from './i18n/server-texts';
import { now } from './clock';
import type { TWorkCalendar } from './working-time';

/** YYYY-MM-DD of a DATE column (stored at UTC midnight). */
export const calendarDate = (date: Date) => date.toISOString().slice(0, 10);

/** The value a DATE column compares with for a calendar date. */
export const dateColumn = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The business's day of an instant, as a DATE column's value: a visit's work day, the timesheet's day of its
 * arrival (issue 28), counted when the arrival is recorded and again by the timesheet_days job after a change of zone.
 */
export const workDayOf = (timeZone: string, instant: Date | null) =>
  instant ? dateColumn(todayIn(timeZone, instant)) : null;

/** The first day of a month (YYYY-MM) and the first day of the month after it. */
export function monthBounds(month: string): { first: string; next: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** A calendar date in the settings' date format (DD-MM-YYYY, MM/DD/YYYY ...), as the screens show it. */
export function formatCalendarDate(day: string, format: string = DEFAULT_DATE_FORMAT): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return (format || DEFAULT_DATE_FORMAT).replace(/YYYY|MM|DD/g, (token) =>
    token === 'YYYY' ? year : token === 'MM' ? month : date,
  );
}

/**
 * The business's calendar (the settings', not the server's): its today, date format and time zone, its working week
 * and the weekdays it is closed (0 = Sunday), which a contract's schedule steps over.
 */
export type TBusinessCalendar = {
  today: string;
  dateFormat: string;
  timeZone: string;
  workingWeek: TWorkingWeek;
  weeklyOffDays: number[];
  /** The business's system language: texts the server stores for everyone (generated service titles). */
  systemLanguage: TLanguageCode;
};

/**
 * Instants as the business reads them: the date in the settings' format and the time in its zone,
 * "24-11-2026 14:05". The formatter is made once (an Intl.DateTimeFormat is dear to build), so an export of a
 * million rows formats each cell with it.
 */
export function businessTimeFormatter(
  calendar: Pick<TBusinessCalendar, 'dateFormat' | 'timeZone'>,
): (instant: string | Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: calendar.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
    );
    return `${formatCalendarDate(`${parts.year}-${parts.month}-${parts.day}`, calendar.dateFormat)} ${parts.hour}:${parts.minute}`;
  };
}

/** One instant as the business reads it (businessTimeFormatter, for a single value). */
export const formatBusinessTime = (
  instant: string | Date,
  calendar: Pick<TBusinessCalendar, 'dateFormat' | 'timeZone'>,
) => businessTimeFormatter(calendar)(instant);

/** The business's holidays from one day to another (both included), as YYYY-MM-DD: a range of their unique index. */
export async function readHolidays(db: TDb, from: string, to: string): Promise<Set<string>> {
  const rows = await db.holiday.findMany({
    where: { day: { gte: dateColumn(from), lte: dateColumn(to) } },
    select: { day: true },
  });
  return new Set(rows.map((row) => calendarDate(row.day)));
}

/** The business's calendar, from the settings row: one read for its day, formats and days off. */
export async function readBusinessCalendar(db: TDb): Promise<TBusinessCalendar> {
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { timeZone: true, dateFormat: true, workingWeek: true, systemLanguage: true },
  });
  // Before install there is no settings row: UTC, the default format and week.
  const timeZone = settings?.timeZone ?? 'UTC';
  const workingWeek = (settings && parseWorkingWeek(settings.workingWeek)) ?? DEFAULT_WORKING_WEEK;
  return {
    today: todayIn(timeZone, now()),
    dateFormat: settings?.dateFormat ?? DEFAULT_DATE_FORMAT,
    timeZone,
    workingWeek,
    weeklyOffDays: closedWeekdays(workingWeek),
    systemLanguage: readerLanguage(settings?.systemLanguage),
  };
}

/** How far ahead a working-time count reads holidays: the longest promise, 1,000 working hours, is under 2 years. */
const WORK_CALENDAR_YEARS = 3;

/**
 * The business's working time (lib/kernel/working-time) from a day on: its zone, its week and the holidays from that
 * day to three years after today, read in one range of their index.
 */
export async function readWorkCalendar(
  db: TDb,
  calendar: Pick<TBusinessCalendar, 'timeZone' | 'workingWeek' | 'today'>,
  from: string,
): Promise<TWorkCalendar> {
  return {
    timeZone: calendar.timeZone,
    week: calendar.workingWeek.map((day) =>
      day ? { start: minutesOfClock(day.start), end: minutesOfClock(day.end) } : null,
    ),
    holidays: await readHolidays(db, from, addDays(calendar.today, WORK_CALENDAR_YEARS * 366)),
  };
}
