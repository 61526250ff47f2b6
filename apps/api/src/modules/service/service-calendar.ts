import type { TDb } from '../../plugins/database';
import { readBusinessCalendar } from '../../lib/calendar-date';

/** The business's calendar: today in its time zone, its date format, and its weekly days off (0 = Sunday). */
export type TBusinessCalendar = Awaited<ReturnType<typeof readBusinessCalendar>> & {
  weeklyOffDays: number[];
};

export async function getBusinessCalendar(db: TDb): Promise<TBusinessCalendar> {
  const calendar = await readBusinessCalendar(db);
  const settings = await db.setting.findUnique({ where: { id: 1 }, select: { weeklyOffDays: true } });
  const weeklyOffDays = settings?.weeklyOffDays ? settings.weeklyOffDays.split(',').map(Number) : [];
  return { ...calendar, weeklyOffDays };
}
