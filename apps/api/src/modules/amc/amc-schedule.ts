/**
 * The service schedule of an AMC contract, as pure date arithmetic on calendar dates (YYYY-MM-DD), so that
 * no time zone or daylight-saving shift can move a service by a day.
 */

import type { TLanguageCode } from '@amc/contracts';
import { addDays } from '../../lib/calendar-date';
import { storedTexts } from '../../lib/i18n/server-texts';

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

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string) => {
  const { year, monthIndex, day } = parts(date);
  return new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
};

/**
 * The date itself when it is a working day, else the next working day (into the next month if need be).
 * A week made only of days off has no working day: then the date stays as it is.
 */
export function nextWorkingDay(date: string, weeklyOffDays: readonly number[]): string {
  const off = new Set(weeklyOffDays);
  if ([0, 1, 2, 3, 4, 5, 6].every((d) => off.has(d))) return date;
  let day = date;
  while (off.has(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

export type TSchedulePlan = {
  startDate: string;
  intervalMonths: number;
  serviceCount: number;
  weeklyOffDays: readonly number[];
  /** The first sequence to plan (1 for a new contract; done services keep 1 .. k-1). */
  fromSequence?: number;
};

export type TScheduledService = { sequence: number; date: string };

/**
 * Service k (k = fromSequence .. serviceCount) falls on start + k x interval months, always counted from the
 * start date and never from the service before (31 Jan -> 28 Feb -> 31 Mar -> 30 Apr), then moved off a
 * weekly day off to the next working day.
 */
export function scheduleServices(plan: TSchedulePlan): TScheduledService[] {
  const from = plan.fromSequence ?? 1;
  const services: TScheduledService[] = [];
  for (let sequence = from; sequence <= plan.serviceCount; sequence += 1) {
    const date = addMonths(plan.startDate, sequence * plan.intervalMonths);
    services.push({ sequence, date: nextWorkingDay(date, plan.weeklyOffDays) });
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
