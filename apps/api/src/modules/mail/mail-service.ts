import {
  MAIL_STATUSES,
  MSG,
  type TListQuery,
  type TMailHealth,
  type TOutboxFilter,
  type TOutboxMail,
  type TOutboxSortColumn,
  type TTestMailBody,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { defineList, filterEnum, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { sendTestMail } from '../../lib/kernel/smtp';

type TWhere = Prisma.MailOutboxWhereInput;
type TOrderBy = Prisma.MailOutboxOrderByWithRelationInput;

const outboxList = defineList<TWhere, TOrderBy>({
  sort: {
    created_at: (order) => ({ createdAt: order }),
  } satisfies Record<TOutboxSortColumn, (order: Prisma.SortOrder) => TOrderBy>,
  defaultSort: { column: 'created_at', order: 'desc' },
  search: (term) => ({ toAddress: { contains: term } }),
  filters: {
    status: (value) => ({ status: filterEnum('status', MAIL_STATUSES, value) }),
  } satisfies Record<TOutboxFilter, (value: unknown) => TWhere>,
});

/** What the list reads of a row: the body, text and attachments stay in the database. */
const OUTBOX_COLUMNS = {
  id: true,
  toAddress: true,
  cc: true,
  subject: true,
  event: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} as const;

export async function findOutboxMails(prisma: TPrisma, query: TListQuery) {
  return runList(
    prisma,
    query,
    outboxList,
    [],
    prismaListRunner(prisma.mailOutbox, { select: OUTBOX_COLUMNS }),
    (row): TOutboxMail => ({
      id: row.id,
      to_address: row.toAddress,
      cc: row.cc,
      subject: row.subject,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      last_error: row.lastError,
      next_attempt_at: row.nextAttemptAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }),
    {
      filename: 'outboxData',
      columns: [
        { header: 'column.date', value: (r) => r.created_at, as: 'time' },
        { header: 'column.to', value: (r) => r.to_address },
        { header: 'column.subject', value: (r) => r.subject },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.attempts', value: (r) => String(r.attempts) },
        { header: 'column.error', value: (r) => r.last_error ?? '' },
      ],
    },
  );
}

/**
 * A failed mail back into the queue, due now, with a fresh count of attempts (the worker gives up after a
 * number of them). Conditional on still being failed, so two clicks queue it once. 404 unknown, 409 not failed.
 */
export async function retryOutboxMail(prisma: TPrisma, id: number): Promise<void> {
  const { count } = await prisma.mailOutbox.updateMany({
    where: { id, status: 'failed' },
    data: { status: 'queued', attempts: 0, nextAttemptAt: new Date() },
  });
  if (count > 0) return;
  const exists = await prisma.mailOutbox.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw new AppError('NOT_FOUND');
  throw new AppError('CONFLICT', MSG.mailNotFailed);
}

/** GET /mail/status: a mail server set up (the settings', or the server's SMTP_URL), and whether its sends fail. */
export async function mailHealth(prisma: TPrisma, smtpUrl: string | undefined): Promise<TMailHealth> {
  const settings = await prisma.setting.findUniqueOrThrow({
    where: { id: 1 },
    select: { smtpHost: true, mailFailingSince: true, mailLastError: true },
  });
  return {
    configured: Boolean(smtpUrl || settings.smtpHost),
    server_url: Boolean(smtpUrl),
    failing_since: settings.mailFailingSince?.toISOString() ?? null,
    last_error: settings.mailFailingSince ? settings.mailLastError : null,
  };
}

/** POST /mail/test: the settings as typed over the stored ones (an empty password: the stored one). */
export async function testMailSettings(
  prisma: TPrisma,
  smtpUrl: string | undefined,
  body: TTestMailBody,
): Promise<void> {
  const stored = await prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
  await sendTestMail(
    {
      businessName: stored.businessName,
      domainName: stored.domainName,
      mailFromName: body.mail_from_name ?? stored.mailFromName,
      mailFromAddress: body.mail_from_address ?? stored.mailFromAddress,
      smtpHost: body.smtp_host ?? stored.smtpHost,
      smtpPort: body.smtp_port ?? stored.smtpPort,
      smtpUser: body.smtp_user ?? stored.smtpUser,
      smtpPassword: body.smtp_password || stored.smtpPassword,
      smtpSecure: body.smtp_secure ?? stored.smtpSecure,
    },
    smtpUrl,
    body.to,
  );
}
