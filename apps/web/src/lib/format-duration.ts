import { numberLocale } from './number-locale';

/**
 * Minutes as hours and minutes, "7:05", in the interface language's digits (number-locale.ts): the timesheet's
 * form, which adds up by eye like a clock and reads the same in every language. A dash for none.
 */
export function formatDuration(minutes: number): string {
  if (minutes <= 0) return '–';
  const hours = new Intl.NumberFormat(numberLocale(), { useGrouping: false });
  const mins = new Intl.NumberFormat(numberLocale(), { minimumIntegerDigits: 2 });
  return `${hours.format(Math.floor(minutes / 60))}:${mins.format(minutes % 60)}`;
}
