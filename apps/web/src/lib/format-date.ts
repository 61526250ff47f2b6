import { DEFAULT_DATE_FORMAT } from '@amc/contracts';
import dayjs from 'dayjs';

export const MISSING_DATE = 'NA';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPEC_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** The wall-clock time of an instant in a time zone, as a local Date that dayjs can format. */
function inTimeZone(instant: Date, timeZone: string): Date {
  try {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(instant)
        .map((p) => [p.type, Number(p.value)]),
    );
    const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    return new Date(year, month - 1, day, hour, minute, second);
  } catch {
    // An unknown zone name: the browser's own zone is the best remaining guess.
    return instant;
  }
}

/**
 * A date in the settings' format (SPEC: default DD-MM-YYYY, "NA" when missing). Calendar dates
 * ("2024-03-31", or SPEC's "31-03-2024") are shown as they are; instants (created_at) are shown as the date
 * in the settings' time zone, because the same instant is another day elsewhere.
 */
export function formatDate(
  value: string | Date | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  let date: Date;
  if (typeof value === 'string' && (CALENDAR_DATE.test(value) || SPEC_DATE.test(value))) {
    const calendar = CALENDAR_DATE.exec(value);
    const spec = SPEC_DATE.exec(value);
    const [year, month, day] = calendar
      ? [calendar[1], calendar[2], calendar[3]]
      : [spec?.[3], spec?.[2], spec?.[1]];
    date = new Date(Number(year), Number(month) - 1, Number(day));
    if (date.getDate() !== Number(day)) return MISSING_DATE;
  } else {
    const instant = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(instant.getTime())) return MISSING_DATE;
    date = timeZone ? inTimeZone(instant, timeZone) : instant;
  }
  return dayjs(date).format(format || DEFAULT_DATE_FORMAT);
}
