import { MSG, type THoliday, type TStoreHolidayBody } from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';
import { isUniqueViolation } from '../../lib/kernel/db-errors';

/** A holiday moves the business's working time: the open complaints' promises are counted again (the alert job). */
const moveCalendar = (db: TDb) =>
  db.setting.updateMany({ where: { id: 1 }, data: { calendarVersion: { increment: 1 } } });

const toHoliday = (row: { id: number; day: Date; name: string }): THoliday => ({
  id: row.id,
  day: calendarDate(row.day),
  name: row.name,
});

/** The holidays of a year, in date order: a range of the day's unique index (a few dozen rows at most). */
export async function listHolidays(prisma: TPrisma, year: number): Promise<THoliday[]> {
  const rows = await prisma.holiday.findMany({
    where: { day: { gte: dateColumn(`${year}-01-01`), lte: dateColumn(`${year}-12-31`) } },
    orderBy: { day: 'asc' },
  });
  return rows.map(toHoliday);
}

/**
 * A new holiday, logged. The day's unique index is the rule: a day already a holiday (also when two requests race)
 * answers 409 on `day`. The contracts planned before keep their dates; a contract planned again steps over it.
 */
export async function storeHoliday(
  prisma: TPrisma,
  caller: TCaller,
  body: TStoreHolidayBody,
): Promise<THoliday> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.holiday.create({ data: { day: dateColumn(body.day), name: body.name } });
      await moveCalendar(tx);
      await recordActivity(tx, caller, {
        slug: 'setting',
        action: 'create',
        description: `Added the holiday ${body.name} on ${body.day}`,
        recordId: row.id,
      });
      return toHoliday(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('day', MSG.holidayTaken, 'CONFLICT');
    throw error;
  }
}

/** Deletes a holiday, logged; one that is not there answers 404. */
export async function deleteHoliday(prisma: TPrisma, caller: TCaller, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.holiday.findUnique({ where: { id } });
    if (!row) throw new AppError('NOT_FOUND');
    await tx.holiday.delete({ where: { id } });
    await moveCalendar(tx);
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: 'delete',
      description: `Removed the holiday ${row.name} on ${calendarDate(row.day)}`,
      recordId: id,
    });
  });
}
