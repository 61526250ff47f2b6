import { addDays, todayIn } from '@amc/contracts';

/**
 * Working time (issue 28): the business's open hours as instants, and time counted in them, for the service levels'
 * due times. Written here rather than taken from a library: the date libraries (date-fns-tz, Luxon) convert wall
 * times to instants, which Intl already does, but none counts hours across a week of opening times, holidays and
 * paused spans, which is the whole of this file. Daylight saving is the time zone database's (Intl): a working day
 * is its wall-clock hours, so a day that loses an hour at night still opens at 9:00.
 */

/** A weekday's working hours in minutes after the local midnight: 9:00-18:00 is { start: 540, end: 1080 }. */
export type TWorkingHours = { start: number; end: number };

export type TWorkCalendar = {
  /** The business's time zone (an IANA name). */
  timeZone: string;
  /** By weekday, 0 = Sunday ... 6 = Saturday: the day's hours, or null when the business is closed. */
  week: readonly (TWorkingHours | null)[];
  /** Closed days (YYYY-MM-DD, the business's dates). */
  holidays: ReadonlySet<string>;
};

/** A span of time on a clock: from an instant to another, or still running (`to` null). */
export type TClockSpan = { from: Date; to: Date | null };

const MINUTE = 60_000;
/** How far a count looks for working hours: a calendar closed for three years has none. */
const MAX_DAYS = 3 * 366;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone, made once per zone (an Intl.DateTimeFormat is dear to build). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's offset at an instant (its wall time less UTC), in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant of a wall time in a zone: a day (YYYY-MM-DD) and minutes after its midnight (1440 is the next
 * midnight). A wall time that does not exist (the hour skipped when the clocks go forward) is the instant after the
 * gap; one that happens twice (the clocks go back) is the first.
 */
export function instantOf(day: string, minutes: number, timeZone: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date) + minutes * MINUTE;
  const first = offsetAt(wall, timeZone);
  const guess = wall - first;
  const second = offsetAt(guess, timeZone);
  if (second === first) return guess;
  const other = wall - second;
  // Near a change of offset: the offset that maps back to the same wall time wins; none does in a gap, where the
  // earlier (smaller) offset carries the wall time past it.
  return offsetAt(other, timeZone) === second ? other : wall - Math.min(first, second);
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type TOpenHours = { from: number; to: number } | null;

/**
 * Each calendar's open hours by day, worked out once: a day's instants take several zone lookups (offsetAt), and a
 * count over many complaints (the alert job, a recount after a calendar change, the bench seed) meets the same days
 * again and again. A calendar is read whole and never changed, so its days stay true while it lives.
 */
const openHoursByCalendar = new WeakMap<TWorkCalendar, Map<string, TOpenHours>>();

/** The business's open hours on one of its days, as instants, or null when it is closed that day. */
export function openHoursOn(day: string, calendar: TWorkCalendar): TOpenHours {
  let days = openHoursByCalendar.get(calendar);
  if (!days) openHoursByCalendar.set(calendar, (days = new Map()));
  let hours = days.get(day);
  if (hours === undefined) days.set(day, (hours = countOpenHours(day, calendar)));
  return hours;
}

function countOpenHours(day: string, calendar: TWorkCalendar): TOpenHours {
  if (calendar.holidays.has(day)) return null;
  const hours = calendar.week[weekdayOf(day)];
  if (!hours || hours.end <= hours.start) return null;
  return {
    from: instantOf(day, hours.start, calendar.timeZone),
    to: instantOf(day, hours.end, calendar.timeZone),
  };
}

/** The business's date of an instant. */
const dayOf = (instant: number, calendar: TWorkCalendar) => todayIn(calendar.timeZone, new Date(instant));

/**
 * The instant `ms` of working time after `from`: counted in the open hours only, so 2 working hours from 17:00 on a
 * Friday (open to 18:00, closed at the weekend) is 10:00 on Monday. No time (0) from a closed hour is the next
 * opening. Null when the calendar has no open hours in the next three years.
 */
export function addWorkingTime(from: Date, ms: number, calendar: TWorkCalendar): Date | null {
  let left = Math.max(0, ms);
  const at = from.getTime();
  let day = dayOf(at, calendar);
  for (let i = 0; i < MAX_DAYS; i++, day = addDays(day, 1)) {
    const open = openHoursOn(day, calendar);
    if (!open) continue;
    const start = Math.max(at, open.from);
    if (start >= open.to) continue;
    if (left <= open.to - start) return new Date(start + left);
    left -= open.to - start;
  }
  return null;
}

/**
 * The instant `ms` of working time before `to`: addWorkingTime counted backwards, so 2 working hours before 10:00 on
 * a Monday (open 9:00-18:00, closed at the weekend) is 17:00 on the Friday before. Null when the calendar had no
 * open hours in the three years before.
 */
export function subtractWorkingTime(to: Date, ms: number, calendar: TWorkCalendar): Date | null {
  let left = Math.max(0, ms);
  const at = to.getTime();
  let day = dayOf(at, calendar);
  for (let i = 0; i < MAX_DAYS; i++, day = addDays(day, -1)) {
    const open = openHoursOn(day, calendar);
    if (!open) continue;
    const end = Math.min(at, open.to);
    if (end <= open.from) continue;
    if (left <= end - open.from) return new Date(end - left);
    left -= end - open.from;
  }
  return null;
}

/** The working time (ms) between two instants: the part of [from, to] in the open hours; 0 when to is not later. */
export function workingTimeBetween(from: Date, to: Date, calendar: TWorkCalendar): number {
  const [start, end] = [from.getTime(), to.getTime()];
  if (end <= start) return 0;
  let total = 0;
  const last = dayOf(end, calendar);
  for (let day = dayOf(start, calendar), i = 0; day <= last && i < MAX_DAYS; day = addDays(day, 1), i++) {
    const open = openHoursOn(day, calendar);
    if (open) total += Math.max(0, Math.min(end, open.to) - Math.max(start, open.from));
  }
  return total;
}

/**
 * When a clock that runs in `spans` (oldest first; the last may still run) has counted `ms` of working time: the
 * instant inside the span where it got there, or, for a running last span, ahead of it. Null when the clock stopped
 * (every span ended: waiting for the customer) before it got there. Counted afresh from the spans each time, so a
 * new target (another priority) or calendar applies to the whole history, not from the change on.
 */
export function whenClockReaches(
  spans: readonly TClockSpan[],
  ms: number,
  calendar: TWorkCalendar,
): Date | null {
  let left = ms;
  for (const span of spans) {
    if (span.to === null) return addWorkingTime(span.from, left, calendar);
    const worked = workingTimeBetween(span.from, span.to, calendar);
    if (left <= worked) return addWorkingTime(span.from, left, calendar);
    left -= worked;
  }
  return null;
}

/** The working time (ms) a clock that runs in `spans` counted up to `until` (a still running span counts to it). */
export function clockTimeUntil(spans: readonly TClockSpan[], until: Date, calendar: TWorkCalendar): number {
  let total = 0;
  for (const span of spans) {
    if (span.from >= until) break;
    const to = span.to === null || span.to > until ? until : span.to;
    total += workingTimeBetween(span.from, to, calendar);
  }
  return total;
}
