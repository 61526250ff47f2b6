import { todayIn, toPublicOrigin, type TTemplateEvent } from '@amc/contracts';
import type { TPrisma } from '../lib/kernel/db-client';
import { enqueueTemplateMail, type TMailRecipient, type TMailVariables } from '../lib/documents/outbox';
import { dateColumn, formatCalendarDate } from '../lib/kernel/calendar-date';

export type TScheduledMail = {
  job: string;
  /** What the mail is about and for whom, e.g. "service:12:2026-11-24:customer". */
  key: string;
  /** The business day of the run (YYYY-MM-DD). */
  day: string;
  event: TTemplateEvent;
  /** The reader, with the language the job read with it (no lookup per mail). */
  to: TMailRecipient;
  variables: TMailVariables;
};

/**
 * Queues one scheduled mail at most once per (job, key, day), across restarts and concurrent runs: the log row
 * and the outbox row are written in one transaction, and a log row that already exists (unique key) means this
 * mail was queued before, so nothing is written. The outbox's dedupe key guards the same thing a second time.
 * Returns whether a mail was queued.
 */
export async function queueScheduledMail(prisma: TPrisma, mail: TScheduledMail): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.scheduledMailLog.createMany({
      skipDuplicates: true,
      data: [{ job: mail.job, key: mail.key, runDate: dateColumn(mail.day) }],
    });
    if (count === 0) return false;
    return enqueueTemplateMail(tx, mail.event, mail.to, mail.variables, {
      dedupeKey: `${mail.job}:${mail.key}:${mail.day}`.slice(0, 191),
    });
  });
}

export type TJobContext = {
  /** The business day at `now`, in the settings' time zone. */
  today: string;
  dateFormat: string;
  formatDate: (day: string) => string;
};

/** The business calendar at the job's clock, and the job's template when it is turned on (null: send nothing). */
export async function loadJobContext(prisma: TPrisma, event: TTemplateEvent, now: Date) {
  const [settings, template] = await Promise.all([
    prisma.setting.findUnique({ where: { id: 1 }, select: { timeZone: true, dateFormat: true } }),
    prisma.emailTemplate.findUnique({ where: { event }, select: { isEnabled: true, daysBefore: true } }),
  ]);
  const dateFormat = settings?.dateFormat ?? '';
  const context: TJobContext = {
    today: todayIn(settings?.timeZone || 'UTC', now),
    dateFormat,
    formatDate: (day) => formatCalendarDate(day, dateFormat || undefined),
  };
  return { context, template: template?.isEnabled ? template : null };
}

/**
 * Where a job's mail links point: PUBLIC_URL, else the settings' domain name; null when neither is an address
 * (the mail then has no link).
 */
export async function publicOrigin(prisma: TPrisma, publicUrl: string | undefined): Promise<string | null> {
  const address =
    publicUrl ??
    (await prisma.setting.findUnique({ where: { id: 1 }, select: { domainName: true } }))?.domainName ??
    '';
  return toPublicOrigin(address);
}

/** What a job reads of a person it mails: the name, the address, the language, and whether it may be mailed. */
export const RECIPIENT_SELECT = {
  select: { id: true, email: true, firstName: true, lastName: true, isActive: true, language: true },
} as const;

/**
 * Claims a reminder of several days (days before an end, days after a due date) once: inserts the latest day reached,
 * whose unique key refuses a second claim (another process, a run twice), and, when this run claimed it, the
 * earlier days reached too, as done: after days down only the latest is sent. `insert` writes the rows of those days
 * (skipping duplicates) and answers how many it wrote. Returns whether this run claimed it.
 */
export async function claimLatestReminder(
  latest: number,
  reached: number[],
  insert: (days: number[]) => Promise<number>,
): Promise<boolean> {
  if ((await insert([latest])) === 0) return false;
  await insert(reached);
  return true;
}
