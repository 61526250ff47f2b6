import type { TDb } from '../../lib/db-client';
import { businessCalendarOf } from '../../lib/calendar-date';

/** The business's calendar: today in its time zone, its date format, and its weekly days off (0 = Sunday). */
export type TBusinessCalendar = ReturnType<typeof businessCalendarOf> & {
  weeklyOffDays: number[];
};

export async function getBusinessCalendar(db: TDb): Promise<TBusinessCalendar> {
  // One read of the settings row for all three.
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { timeZone: true, dateFormat: true, weeklyOffDays: true },
  });
  const weeklyOffDays = settings?.weeklyOffDays ? settings.weeklyOffDays.split(',').map(Number) : [];
  return { ...businessCalendarOf(settings), weeklyOffDays };
}
