/**
 * Calendar dates (YYYY-MM-DD): the business's days, free of any time zone once read. The server's DATE columns,
 * the forms and the dashboard's links all count in them.
 */

export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A zone's date formatter, made once per zone: building one costs a hundred times formatting with it. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (YYYY-MM-DD) in a time zone: what "later than today" means for the business. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar date a number of days after (or, negative, before) another. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (year: number, monthIndex: number, day: number) =>
  `${pad(year, 4)}-${pad(monthIndex + 1)}-${pad(day)}`;

function parts(date: string): { year: number; monthIndex: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, monthIndex: month! - 1, day: day! };
}

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * `date` plus whole months. A day the target month lacks becomes its last day: 31 January + 1 month is
 * 28 (or 29) February.
 */
export function addMonths(date: string, months: number): string {
  const { year, monthIndex, day } = parts(date);
  const total = year * 12 + monthIndex + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/**
 * The day after an AMC contract's months: start + interval x number of visits. Its term (what is billed) runs up to
 * the day before; its renewal starts here, so the visits keep their rhythm and the bills follow on with no day twice.
 */
export const termFollowingDay = (start: string, intervalMonths: number, serviceCount: number) =>
  addMonths(start, intervalMonths * serviceCount);

/** A contract's term: its first and last day (the day before termFollowingDay). */
export const contractTerm = (start: string, intervalMonths: number, serviceCount: number) => ({
  start,
  end: addDays(termFollowingDay(start, intervalMonths, serviceCount), -1),
});

/** The term a renewal of the contract would have: from the day after its term, with as many months. */
export const nextContractTerm = (start: string, intervalMonths: number, serviceCount: number) =>
  contractTerm(termFollowingDay(start, intervalMonths, serviceCount), intervalMonths, serviceCount);

/** The Monday of the ISO week holding a calendar date: the timesheet's weeks run Monday to Sunday. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A calendar date's ISO week, "2026-W49": the Thursday of its week decides the year, as ISO 8601 says. */
export function isoWeek(day: string): string {
  const thursday = addDays(weekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(weekStart(`${year}-01-04`), 3);
  const week = Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000)) + 1;
  return `${year}-W${pad(week)}`;
}
