import { z } from 'zod';
import { MSG } from './messages';
import { ZRequiredText } from './common';
import { ZDateField } from './work-fields';

/**
 * The business's working week (issue 28): each weekday's opening and closing time, or closed. The settings keep it
 * as one text, Sunday first, a day "09:00-18:00" or empty when closed:
 * ",09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-13:00" is Monday to Saturday, Saturday
 * mornings only. The screens and the API read it as seven days.
 */

/** One day's hours as HH:MM; 24:00 is the midnight that ends the day. */
export type TWorkingHours = { start: string; end: string };
/** Sunday first; null is a day the business is closed. */
export type TWorkingWeek = (TWorkingHours | null)[];

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** "09:30" in minutes after midnight (570). */
export const minutesOfClock = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

const nineToSix: TWorkingHours = { start: '09:00', end: '18:00' };

/** Monday to Saturday, 9:00 to 18:00: a new installation's week. */
export const DEFAULT_WORKING_WEEK: TWorkingWeek = [null, ...Array.from({ length: 6 }, () => nineToSix)];

/** The week as the settings store it. */
export const workingWeekText = (week: TWorkingWeek) =>
  week.map((day) => (day ? `${day.start}-${day.end}` : '')).join(',');

/** The weekdays the business is closed (0 = Sunday): what a contract's schedule steps over. */
export const closedWeekdays = (week: TWorkingWeek) => week.flatMap((day, weekday) => (day ? [] : [weekday]));

/** The stored text as seven days; null when it is not a week (a day's closing not after its opening, a bad time). */
export function parseWorkingWeek(text: string): TWorkingWeek | null {
  const days = text.split(',').map((day) => day.trim());
  if (days.length !== 7) return null;
  const week: TWorkingWeek = [];
  for (const day of days) {
    if (!day) {
      week.push(null);
      continue;
    }
    const [start = '', end = '', ...rest] = day.split('-');
    if (rest.length || !CLOCK.test(start) || !CLOCK.test(end)) return null;
    if (minutesOfClock(end) <= minutesOfClock(start)) return null;
    week.push({ start, end });
  }
  return week;
}

const ZWorkingHours = z.object({ start: z.string(), end: z.string() });

/** The week as the API answers it: seven days, Sunday first. */
export const ZWorkingWeek = z.array(ZWorkingHours.nullable()).length(7);

/**
 * The week in a settings update (a multipart form): its stored text, or the seven days; either is checked and stored
 * as the text. A day whose closing is not after its opening, or a time not HH:MM, answers 400.
 */
export const ZWorkingWeekInput = z
  .union([ZWorkingWeek.transform(workingWeekText), z.string()])
  .refine((text) => parseWorkingWeek(text) !== null, MSG.workingWeek)
  .transform((text) => workingWeekText(parseWorkingWeek(text)!));

/** A day the business is closed beyond its working week (issue 28): a public holiday, with its name. */
export const ZHoliday = z.object({ id: z.number().int(), day: z.string(), name: z.string() });
export type THoliday = z.infer<typeof ZHoliday>;

/** GET /api/setting/holidays?year=2027: the year's holidays, in date order (a year has a few dozen at most). */
export const ZHolidayListQuery = z
  .object({
    year: z.coerce
      .number({ error: MSG.startYear })
      .int(MSG.startYear)
      .min(1900, MSG.startYear)
      .max(2200, MSG.startYear),
  })
  .strict();
export type THolidayListQuery = z.infer<typeof ZHolidayListQuery>;

/** POST /api/setting/holiday/store: a day and its name; a day already a holiday answers 409. */
export const ZStoreHolidayBody = z.object({
  day: ZDateField('Date'),
  name: ZRequiredText('Name', 100),
});
export type TStoreHolidayBody = z.infer<typeof ZStoreHolidayBody>;
export type TStoreHolidayInput = z.input<typeof ZStoreHolidayBody>;
