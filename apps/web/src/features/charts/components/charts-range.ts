import { addYears, CHART_MAX_YEARS, MSG, type TChartGrouping, type TChartsQuery } from '@amc/contracts';

/** The range picker's presets; `custom` takes the from and to of the address. */
export const CHART_PRESETS = ['3m', '6m', '12m', 'year', 'custom'] as const;
export type TChartPreset = (typeof CHART_PRESETS)[number];

const MONTHS: Partial<Record<TChartPreset, number>> = { '3m': 3, '6m': 6, '12m': 12 };

/** The first day of the month `months` months before the month of `day`. */
function monthStartBefore(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/**
 * The range of a preset ending today (the business's): the last N months are the current month and the N-1
 * before it, as the server's default of 12; this year runs from 1 January (on 1 January itself, to the 2nd, so
 * the end stays later than the start as the server asks).
 */
export function presetRange(preset: Exclude<TChartPreset, 'custom'>, today: string): TChartsQuery {
  if (preset === 'year') {
    const from = `${today.slice(0, 4)}-01-01`;
    return { from, to: today > from ? today : `${today.slice(0, 4)}-01-02` };
  }
  return { from: monthStartBefore(today, (MONTHS[preset] ?? 12) - 1), to: today };
}

/** What is wrong with a custom range, as the server's own message (empty when it may be sent). */
export function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return MSG.invalidDate;
  if (to <= from) return MSG.endDateAfterStart;
  if (to >= addYears(from, CHART_MAX_YEARS)) return MSG.chartRangeTooLong;
  return null;
}

/** The label of a period: "Mar 2026" for a month, "9 Mar" (the week's Monday) for a week, in the given language. */
export function periodLabel(period: string, group: TChartGrouping, language: string): string {
  const [year = 0, month = 1, day = 1] = period.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(Date.UTC(year, month - 1, day));
}
