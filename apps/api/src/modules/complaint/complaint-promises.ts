import type { TComplaintStatus } from '@amc/contracts';
import type { ServiceAlertLevel, ServicePromise } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { calendarDate, readBusinessCalendar, readWorkCalendar } from '../../lib/kernel/calendar-date';
import {
  clockTimeUntil,
  whenClockReaches,
  type TClockSpan,
  type TWorkCalendar,
} from '../../lib/kernel/working-time';

/**
 * A complaint's promises (issue 28): its service level's time to respond and to resolve for its priority, counted in
 * the business's working time from its filing, over the spans its clock ran (every span but those it waited for
 * the customer). Counted afresh from that history on every change (a new priority, a pause, a new calendar), so a
 * change applies to the whole complaint, not from the change on.
 */

/** The share of a promise's time after which its assignee and the admins are warned. */
export const WARN_SHARE = 0.8;
const MINUTE = 60_000;

/** What the promises are counted from: the complaint, its pauses, its level's target and the alerts already sent. */
export type TPromiseFacts = {
  createdAt: Date;
  status: TComplaintStatus;
  respondedAt: Date | null;
  resolvedAt: Date | null;
  pauses: readonly { pausedAt: Date; resumedAt: Date | null }[];
  target: { respondMinutes: number; resolveMinutes: number } | null;
  sent: ReadonlySet<TAlertKey>;
};

export type TAlertKey = `${ServicePromise}:${ServiceAlertLevel}`;
export type TAlert = { promise: ServicePromise; level: ServiceAlertLevel; at: Date };

/** The columns a complaint keeps of its promises (schema.prisma, Complaint). */
export type TPromiseColumns = {
  responseDueAt: Date | null;
  resolutionDueAt: Date | null;
  dueAt: Date | null;
  warnAt: Date | null;
  alertAt: Date | null;
  responseMinutes: number | null;
  resolutionMinutes: number | null;
};

/**
 * The spans the clock ran: from the filing, less each pause. The last span runs on (to: null) unless the complaint
 * waits now, also once it is resolved: a resolved complaint's promises are the times it was promised, not cut short.
 */
export function clockSpans(facts: Pick<TPromiseFacts, 'createdAt' | 'pauses'>): TClockSpan[] {
  const spans: TClockSpan[] = [];
  let from: Date | null = facts.createdAt;
  for (const pause of [...facts.pauses].sort((a, b) => a.pausedAt.getTime() - b.pausedAt.getTime())) {
    if (pause.pausedAt > from) spans.push({ from, to: pause.pausedAt });
    if (pause.resumedAt === null) {
      from = null;
      break;
    }
    if (pause.resumedAt > from) from = pause.resumedAt;
  }
  if (from !== null) spans.push({ from, to: null });
  return spans;
}

/** The due and 80% instants of each promise (null without a target). */
export function promiseTimes(facts: TPromiseFacts, calendar: TWorkCalendar) {
  const times = (spans: TClockSpan[], minutes: number) => ({
    due: whenClockReaches(spans, minutes * MINUTE, calendar),
    warn: whenClockReaches(spans, minutes * WARN_SHARE * MINUTE, calendar),
  });
  const target = facts.target;
  if (!target) return { response: null, resolution: null };
  const { response, resolution } = promiseSpans(facts);
  return {
    response: times(response, target.respondMinutes),
    resolution: times(resolution, target.resolveMinutes),
  };
}

/**
 * The clock of each promise: the resolution's runs over every span; the response's leaves out the pauses from its
 * response on, as a response given is kept or broken as it stood then.
 */
function promiseSpans(facts: Pick<TPromiseFacts, 'createdAt' | 'pauses' | 'respondedAt'>) {
  const responded = facts.respondedAt;
  const beforeResponse = responded
    ? facts.pauses.filter((pause) => pause.pausedAt < responded)
    : facts.pauses;
  return {
    response: clockSpans({ createdAt: facts.createdAt, pauses: beforeResponse }),
    resolution: clockSpans(facts),
  };
}

/** The working minutes its clock ran until it was responded to and resolved (null until then). */
function minutesTaken(facts: TPromiseFacts, calendar: TWorkCalendar) {
  const spans = promiseSpans(facts);
  const minutes = (clock: TClockSpan[], until: Date | null) =>
    until === null ? null : Math.round(clockTimeUntil(clock, until, calendar) / MINUTE);
  return {
    responseMinutes: minutes(spans.response, facts.respondedAt),
    resolutionMinutes: minutes(spans.resolution, facts.resolvedAt),
  };
}

/** Each alert the complaint can still be sent, with its instant: none once resolved or while it waits. */
export function pendingAlerts(facts: TPromiseFacts, calendar: TWorkCalendar) {
  const { response, resolution } = promiseTimes(facts, calendar);
  const running = facts.status !== 'closed' && facts.status !== 'waiting';
  const alerts: TAlert[] = [];
  const add = (promise: ServicePromise, times: { due: Date | null; warn: Date | null } | null) => {
    if (!times || !running) return;
    if (times.warn) alerts.push({ promise, level: 'warning', at: times.warn });
    if (times.due) alerts.push({ promise, level: 'breach', at: times.due });
  };
  if (facts.respondedAt === null) add('response', response);
  add('resolution', resolution);
  return { response, resolution, running, alerts };
}

/** The promise columns of a complaint, from its facts. */
export function promiseColumns(facts: TPromiseFacts, calendar: TWorkCalendar): TPromiseColumns {
  const { response, resolution, running, alerts } = pendingAlerts(facts, calendar);
  const next = facts.respondedAt === null ? response : resolution;
  const unsent = alerts.filter((alert) => !facts.sent.has(`${alert.promise}:${alert.level}`));
  return {
    responseDueAt: response?.due ?? null,
    resolutionDueAt: resolution?.due ?? null,
    dueAt: running ? (next?.due ?? null) : null,
    warnAt: running ? (next?.warn ?? null) : null,
    alertAt: unsent.length ? new Date(Math.min(...unsent.map((alert) => alert.at.getTime()))) : null,
    ...minutesTaken(facts, calendar),
  };
}

/**
 * The alerts to send now: per promise, its breach once reached, else its warning once reached, if not sent. A
 * promise warned and breached since the last run is sent its breach only (a warning then would be late news),
 * and its warning is marked as done with it (`alsoDone`).
 */
export function alertsDue(
  facts: TPromiseFacts,
  calendar: TWorkCalendar,
  now: Date,
): { send: TAlert[]; alsoDone: TAlert[] } {
  const reached = pendingAlerts(facts, calendar).alerts.filter((alert) => alert.at <= now);
  const send: TAlert[] = [];
  const alsoDone: TAlert[] = [];
  for (const promise of ['response', 'resolution'] as const) {
    const mine = reached.filter((alert) => alert.promise === promise);
    const breach = mine.find((alert) => alert.level === 'breach');
    const warning = mine.find((alert) => alert.level === 'warning');
    const unsent = (alert: TAlert | undefined) => alert && !facts.sent.has(`${alert.promise}:${alert.level}`);
    if (breach && unsent(breach)) {
      send.push(breach);
      if (unsent(warning)) alsoDone.push(warning!);
    } else if (warning && unsent(warning)) send.push(warning);
  }
  return { send, alsoDone };
}

/** What the promises of complaints are counted from, read in four statements (complaints, pauses, alerts, targets). */
export async function readPromiseFacts(db: TDb, ids: readonly number[]) {
  const rows = await db.complaint.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      createdAt: true,
      status: true,
      priority: true,
      serviceLevelId: true,
      respondedAt: true,
      resolvedAt: true,
      assignedToId: true,
      complaintNo: true,
      description: true,
      customer: { select: { firstName: true, lastName: true } },
      assignedTo: { select: { firstName: true, lastName: true } },
    },
  });
  const [pauses, alerts] = await Promise.all([
    db.complaintPause.findMany({ where: { complaintId: { in: [...ids] } }, orderBy: { pausedAt: 'asc' } }),
    db.complaintAlert.findMany({ where: { complaintId: { in: [...ids] } } }),
  ]);
  const levelIds = [
    ...new Set(rows.flatMap((row) => (row.serviceLevelId === null ? [] : [row.serviceLevelId]))),
  ];
  const targets = levelIds.length
    ? await db.serviceLevelTarget.findMany({ where: { serviceLevelId: { in: levelIds } } })
    : [];
  return rows.map((row) => ({
    row,
    facts: {
      createdAt: row.createdAt,
      status: row.status,
      respondedAt: row.respondedAt,
      resolvedAt: row.resolvedAt,
      pauses: pauses.filter((pause) => pause.complaintId === row.id),
      target:
        targets.find((t) => t.serviceLevelId === row.serviceLevelId && t.priority === row.priority) ?? null,
      sent: new Set(
        alerts
          .filter((alert) => alert.complaintId === row.id)
          .map((a): TAlertKey => `${a.promise}:${a.level}`),
      ),
    } satisfies TPromiseFacts,
  }));
}

/** The business's working time from the earliest of some instants on (a day early: a zone may be behind UTC). */
export async function readPromiseCalendar(db: TDb, from: readonly Date[]): Promise<TWorkCalendar> {
  const calendar = await readBusinessCalendar(db);
  const earliest = from.length ? new Date(Math.min(...from.map((d) => d.getTime()))) : new Date();
  return readWorkCalendar(db, calendar, calendarDate(new Date(earliest.getTime() - 86_400_000)));
}

/**
 * Counts a complaint's promises again from its history and stores them: called in every transaction that changes
 * what they hang on (its filing, status, priority, response), and for every complaint not resolved when the
 * business's calendar changes.
 */
export async function keepPromises(db: TDb, ids: readonly number[], calendar?: TWorkCalendar): Promise<void> {
  if (!ids.length) return;
  const read = await readPromiseFacts(db, ids);
  const work =
    calendar ??
    (await readPromiseCalendar(
      db,
      read.map(({ facts }) => facts.createdAt),
    ));
  await storePromises(db, read, work);
}

/** Writes the promise columns of complaints whose facts are already read. */
export async function storePromises(
  db: TDb,
  read: readonly { row: { id: number }; facts: TPromiseFacts }[],
  calendar: TWorkCalendar,
): Promise<void> {
  for (const { row, facts } of read)
    await db.complaint.update({ where: { id: row.id }, data: promiseColumns(facts, calendar) });
}
