import { Prisma } from '../generated/prisma/client';
import type { TPrisma } from '../lib/kernel/db-client';
import { todayIn } from '@amc/contracts';
import { keepDayTotals, rowsById, TIMESHEET_DAY_TOTALS } from '../lib/rules/day-totals';
import { recordBatches } from './record-batches';

export const TIMESHEET_DAYS_JOB = 'timesheet_days';

/** Visits a transaction: a recount of a million visits is 2,000 short transactions. */
const WORK_DAY_BATCH = 500;

/**
 * Every minute (issue 28): when the visits' work days were counted in another time zone than the business's (after
 * a change of zone, and once after the migration that added them), each timed visit's day of arrival is counted
 * again in id batches, its timesheet totals moved in the same transaction (keepDayTotals locks the batch's rows
 * first), then the settings note the zone. A second process or a run twice sets the same days and moves nothing;
 * a change of zone during the run leaves the note behind, so the next run counts again. Nothing is mailed.
 */
export async function runTimesheetDays(prisma: TPrisma): Promise<number> {
  const settings = await prisma.setting.findUnique({
    where: { id: 1 },
    select: { timeZone: true, workDaysZone: true },
  });
  if (!settings || settings.timeZone === settings.workDaysZone) return 0;
  const { timeZone } = settings;
  const batches = recordBatches(
    (afterId, take) =>
      prisma.service.findMany({
        where: { startedAt: { not: null }, id: { gt: afterId } },
        select: { id: true, startedAt: true },
        orderBy: { id: 'asc' },
        take,
      }),
    WORK_DAY_BATCH,
  );
  for await (const batch of batches) {
    const idsByDay = new Map<string, number[]>();
    for (const visit of batch) {
      const day = todayIn(timeZone, visit.startedAt!);
      const ids = idsByDay.get(day);
      if (ids) ids.push(visit.id);
      else idsByDay.set(day, [visit.id]);
    }
    await prisma.$transaction((tx) =>
      keepDayTotals(tx, TIMESHEET_DAY_TOTALS, rowsById(batch.map((visit) => visit.id)), async () => {
        // Raw, so the visits' updated_at (what a phone's sync compares) stays as it was.
        for (const [day, ids] of idsByDay)
          await tx.$executeRaw`UPDATE services SET work_day = ${day} WHERE id IN (${Prisma.join(ids)})`;
      }),
    );
  }
  await prisma.setting.updateMany({ where: { id: 1, timeZone }, data: { workDaysZone: timeZone } });
  return 0;
}
