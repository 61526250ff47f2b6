import { LIVE_EVENTS } from '@amc/contracts';
import type { TDb, TPrisma } from '../lib/db-client';
import { mailAdmins } from '../lib/admin-notice';
import { readBusinessCalendar, formatBusinessTime } from '../lib/calendar-date';
import { fullName } from '../lib/person';
import {
  alertsDue,
  keepPromises,
  promiseTimes,
  storePromises,
  readPromiseCalendar,
  readPromiseFacts,
  type TAlert,
} from '../modules/complaint/complaint-public';
import { recordBatches } from './record-batches';
import type { TJobContext } from './daily-backup';

export const COMPLAINT_ALERTS_JOB = 'complaint_alerts';

/** The server texts of an alert: the subject and body per promise and level. */
const ALERT_TEXTS = {
  'response:warning': ['notice.responseAtRisk.subject', 'notice.responseAtRisk.body'],
  'response:breach': ['notice.responseBreached.subject', 'notice.responseBreached.body'],
  'resolution:warning': ['notice.resolutionAtRisk.subject', 'notice.resolutionAtRisk.body'],
  'resolution:breach': ['notice.resolutionBreached.subject', 'notice.resolutionBreached.body'],
} as const;

/**
 * Every minute (issue 28): the complaints whose next alert has come (alert_at, by its index; nothing else is read)
 * are warned at 80% of a promise's time and at its breach, each once. The complaint_alerts row, the mails (the
 * assignee and the admins, each in its language) and the new alert_at are one transaction; the row's key makes a
 * second process or a run twice write nothing, so mail nothing. The live notice goes after the commit.
 * After a change of the business's calendar, it first counts the open complaints' promises again.
 */
export async function runComplaintAlerts(
  prisma: TPrisma,
  now: Date,
  _publicUrl: string | undefined,
  context: TJobContext,
): Promise<number> {
  await recountAfterCalendarChange(prisma);
  const business = await readBusinessCalendar(prisma);
  let queued = 0;
  const batches = recordBatches((afterId, take) =>
    prisma.complaint.findMany({
      where: { alertAt: { lte: now }, id: { gt: afterId } },
      select: { id: true, createdAt: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const batch of batches) {
    // One calendar serves the batch (from its earliest filing), so each complaint costs its own rows only.
    const calendar = await readPromiseCalendar(
      prisma,
      batch.map((row) => row.createdAt),
    );
    for (const { id } of batch) {
      const told = await prisma.$transaction(async (tx) => {
        const [read] = await readPromiseFacts(tx, [id]);
        if (!read) return [];
        const { send, alsoDone } = alertsDue(read.facts, calendar, now);
        const userIds = new Set<number>();
        for (const alert of alsoDone) await claimAlert(tx, id, alert);
        for (const alert of send) {
          if (!(await claimAlert(tx, id, alert))) continue;
          const [subject, body] = ALERT_TEXTS[`${alert.promise}:${alert.level}`];
          const { row } = read;
          const values = {
            number: row.complaintNo,
            customer: fullName(row.customer),
            due: formatBusinessTime(
              promiseTimes(read.facts, calendar)[alert.promise]?.due ?? alert.at,
              business,
            ),
          };
          const ids = await mailAdmins(
            tx,
            {
              compose: (t) => ({
                subject: t(subject, { ...values, priority: t(`priority.${row.priority}`) }),
                paragraphs: [
                  t(body, values),
                  row.assignedTo
                    ? t('notice.promise.assignee', { employee: fullName(row.assignedTo) })
                    : t('notice.promise.unassigned'),
                ],
              }),
              event: COMPLAINT_ALERTS_JOB,
            },
            row.assignedToId === null ? [] : [row.assignedToId],
          );
          ids.forEach((userId) => userIds.add(userId));
          queued += ids.length;
        }
        // Sent now or by another process before: either way the next alert_at looks past them.
        const sent = new Set(read.facts.sent);
        for (const alert of [...alsoDone, ...send]) sent.add(`${alert.promise}:${alert.level}`);
        await storePromises(tx, [{ row: read.row, facts: { ...read.facts, sent } }], calendar);
        return [...userIds];
      });
      if (told.length) context.publish?.(told, LIVE_EVENTS.complaintAlert);
    }
  }
  return queued;
}

/** Writes an alert's row; false when it was already there (another process or an earlier run sent it). */
async function claimAlert(db: TDb, complaintId: number, alert: TAlert) {
  const { count } = await db.complaintAlert.createMany({
    data: [{ complaintId, promise: alert.promise, level: alert.level }],
    skipDuplicates: true,
  });
  return count === 1;
}

/**
 * After a change of the working week, the time zone or the holidays, the promises of every complaint not resolved
 * are counted again, in id batches, then the settings note the calendar version they were counted on.
 */
async function recountAfterCalendarChange(prisma: TPrisma): Promise<void> {
  const settings = await prisma.setting.findUnique({
    where: { id: 1 },
    select: { calendarVersion: true, promisesVersion: true },
  });
  if (!settings || settings.calendarVersion === settings.promisesVersion) return;
  const batches = recordBatches((afterId, take) =>
    prisma.complaint.findMany({
      where: { resolvedAt: null, serviceLevelId: { not: null }, id: { gt: afterId } },
      select: { id: true, createdAt: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const batch of batches) {
    await prisma.$transaction(async (tx) => {
      const calendar = await readPromiseCalendar(
        tx,
        batch.map((row) => row.createdAt),
      );
      await keepPromises(
        tx,
        batch.map((row) => row.id),
        calendar,
      );
    });
  }
  await prisma.setting.updateMany({
    where: { id: 1, promisesVersion: settings.promisesVersion },
    data: { promisesVersion: settings.calendarVersion },
  });
}
