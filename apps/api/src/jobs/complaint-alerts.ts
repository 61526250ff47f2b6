import { LIVE_EVENTS } from '@amc/contracts';
import type { TDb, TPrisma } from '../lib/kernel/db-client';
import { composeNotice, readNoticeReaders } from '../lib/documents/admin-notice';
import { enqueueMails, type TOutgoingMail } from '../lib/documents/outbox';
import { Prisma } from '../generated/prisma/client';
import type { TWorkCalendar } from '../lib/kernel/working-time';
import {
  readBusinessCalendar,
  formatBusinessTime,
  type TBusinessCalendar,
} from '../lib/kernel/calendar-date';
import { fullName } from '../lib/kernel/person';
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
 * are warned at 80% of a promise's time and at its breach, each once: a hundred complaints a transaction, locked
 * first, so their complaint_alerts rows, the mails (the assignee and the admins, each in its language) and their
 * new alert_at are written together, and a second process or a run twice finds them sent (the rows' key refuses a
 * second anyway) and mails nothing. The live notices go after the commit.
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
  const batches = recordBatches(
    (afterId, take) =>
      prisma.complaint.findMany({
        where: { alertAt: { lte: now }, id: { gt: afterId } },
        select: { id: true, createdAt: true },
        orderBy: { id: 'asc' },
        take,
      }),
    ALERT_BATCH,
  );
  for await (const batch of batches) {
    // One calendar serves the batch (from its earliest filing), so each complaint costs its own rows only.
    const calendar = await readPromiseCalendar(
      prisma,
      batch.map((row) => row.createdAt),
    );
    const { mails, told } = await prisma.$transaction(
      (tx) =>
        alertBatch(
          tx,
          batch.map((row) => row.id),
          { calendar, business, now },
        ),
      { timeout: 60_000 },
    );
    queued += mails;
    if (told.length) context.publish?.(told, LIVE_EVENTS.complaintAlert);
  }
  return queued;
}

/** Complaints alerted per transaction: a few hundred mails at most, row locks held for well under a second. */
const ALERT_BATCH = 100;

/**
 * One batch's alerts in one transaction: its complaints locked first (a second process running the job waits
 * here, then reads the alerts this one sent, and sends none), their facts read in four statements, the readers
 * once; then every alert row, mail and new alert_at of the batch written together.
 */
async function alertBatch(
  tx: TDb,
  ids: number[],
  { calendar, business, now }: { calendar: TWorkCalendar; business: TBusinessCalendar; now: Date },
): Promise<{ mails: number; told: number[] }> {
  await tx.$queryRaw`SELECT id FROM complaints WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  const read = await readPromiseFacts(tx, ids);
  const assignees = read.flatMap(({ row }) => (row.assignedToId === null ? [] : [row.assignedToId]));
  const readers = await readNoticeReaders(tx, assignees);
  const claims: { complaintId: number; promise: TAlert['promise']; level: TAlert['level'] }[] = [];
  const mails: TOutgoingMail[] = [];
  const told = new Set<number>();
  const after = read.map(({ row, facts }) => {
    const { send, alsoDone } = alertsDue(facts, calendar, now);
    for (const alert of [...alsoDone, ...send])
      claims.push({ complaintId: row.id, promise: alert.promise, level: alert.level });
    for (const alert of send) {
      const [subject, body] = ALERT_TEXTS[`${alert.promise}:${alert.level}`];
      const values = {
        number: row.complaintNo,
        customer: fullName(row.customer),
        due: formatBusinessTime(promiseTimes(facts, calendar)[alert.promise]?.due ?? alert.at, business),
      };
      const notice = composeNotice(
        readers,
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
      mails.push(...notice.mails);
      notice.userIds.forEach((id) => told.add(id));
    }
    // Sent now: the next alert_at looks past them.
    const sent = new Set(facts.sent);
    for (const alert of [...alsoDone, ...send]) sent.add(`${alert.promise}:${alert.level}`);
    return { row, facts: { ...facts, sent } };
  });
  // The key (complaint, promise, level) still refuses a second row, should anything reach it unlocked.
  if (claims.length) await tx.complaintAlert.createMany({ data: claims, skipDuplicates: true });
  await enqueueMails(tx, mails);
  // Every complaint of the batch had its alert come: each gets its next alert_at (or none).
  await storePromises(tx, after, calendar);
  return { mails: mails.length, told: [...told] };
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
