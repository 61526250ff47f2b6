/**
 * The service schedule of an AMC contract, as pure date arithmetic on calendar dates (YYYY-MM-DD), so that
 * no time zone or daylight-saving shift can move a service by a day.
 */

import { addMonths, type TLanguageCode } from '@amc/contracts';
import { addDays } from '../../lib/kernel/calendar-date';
import { storedTexts } from '../../lib/kernel/i18n/server-texts';

export { addMonths } from '@amc/contracts';

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A year of days: a calendar closed that long has no working day to move a service to. */
const MAX_DAYS_AHEAD = 366;

/**
 * The date itself when it is a working day, else the next working day (into the next month if need be): not a
 * weekday the business is closed, nor a holiday. A calendar without a working day in the next year leaves the
 * date as it is.
 */
export function nextWorkingDay(
  date: string,
  weeklyOffDays: readonly number[],
  holidays: ReadonlySet<string> = new Set(),
): string {
  const off = new Set(weeklyOffDays);
  let day = date;
  for (let i = 0; i < MAX_DAYS_AHEAD; i += 1, day = addDays(day, 1))
    if (!off.has(weekdayOf(day)) && !holidays.has(day)) return day;
  return date;
}

export type TSchedulePlan = {
  startDate: string;
  intervalMonths: number;
  serviceCount: number;
  weeklyOffDays: readonly number[];
  /** The business's holidays (YYYY-MM-DD) over the schedule's dates. */
  holidays?: ReadonlySet<string>;
  /** The first sequence to plan (1 for a new contract; done services keep 1 .. k-1). */
  fromSequence?: number;
};

export type TScheduledService = { sequence: number; date: string };

/**
 * Service k (k = fromSequence .. serviceCount) falls on start + k x interval months, always counted from the
 * start date and never from the service before (31 Jan -> 28 Feb -> 31 Mar -> 30 Apr), then moved off a
 * closed weekday or a holiday to the next working day.
 */
export function scheduleServices(plan: TSchedulePlan): TScheduledService[] {
  const from = plan.fromSequence ?? 1;
  const services: TScheduledService[] = [];
  for (let sequence = from; sequence <= plan.serviceCount; sequence += 1) {
    const date = addMonths(plan.startDate, sequence * plan.intervalMonths);
    services.push({ sequence, date: nextWorkingDay(date, plan.weeklyOffDays, plan.holidays) });
  }
  return services;
}

/**
 * The title of the k-th generated service in the business's system language: "AMC-00001 service 3 of 12".
 * It is stored, so everyone reads the same title; re-planning a contract writes it again in the language of
 * the day.
 */
export const amcServiceTitle = (
  language: TLanguageCode,
  amcNo: string,
  sequence: number,
  serviceCount: number,
) => storedTexts(language)('service.generatedTitle', { amc: amcNo, n: sequence, count: serviceCount });
