import { DEFAULT_DATE_FORMAT } from '@amc/contracts';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';

/**
 * Month arithmetic on calendar strings (YYYY-MM and YYYY-MM-DD), so that no time zone can move a day: the
 * dashboard's month and "today" are the business's, as the server sends them.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `delta` months after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const total = year * 12 + (m - 1) + delta;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** The first and last day of a month (YYYY-MM-DD). */
export function monthRange(month: string): { first: string; last: string } {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return { first: `${month}-01`, last: `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}` };
}

/**
 * The month's days as weeks of 7 cells starting on Monday; cells outside the month are null. Weekday 0 in the
 * result is Monday, as in Mantine's own date pickers.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const days = Number(monthRange(month).last.slice(8));
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The digits of the user's language kept Western, like every other date in the app. */
const intlLocale = (language: string) => `${language}-u-nu-latn`;

/** "November 2026" in the user's language. */
export function formatMonthTitle(month: string, language: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** Monday to Sunday, short, in the user's language. */
export function weekdayNames(language: string, width: 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/**
 * A day as the settings' date format without its year ("23-11" for DD-MM-YYYY): seven of them fit side by side
 * on a chart's axis, in every language.
 */
export function formatDayAndMonth(day: string): string {
  const format = getStoredBranding().date_formate || DEFAULT_DATE_FORMAT;
  return formatDate(day, format.replace(/[^DM]*YYYY[^DM]*/, ''));
}
