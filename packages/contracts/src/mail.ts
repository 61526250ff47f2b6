import { z } from 'zod';
import { MSG } from './messages';
import { ZIdBody, ZListQuery } from './common';
import { ZMailServerFields } from './setting';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;

/** One outbox row as the admin's outbox screen lists it: never the body or the attachments' bytes. */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  cc: z.string().nullable(),
  subject: z.string(),
  event: z.string().nullable(),
  status: ZMailStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

export const OUTBOX_SORT_COLUMNS = ['created_at'] as const;
export type TOutboxSortColumn = (typeof OUTBOX_SORT_COLUMNS)[number];
export const OUTBOX_FILTERS = ['status'] as const;
export type TOutboxFilter = (typeof OUTBOX_FILTERS)[number];

/**
 * GET /api/mail/outbox: newest first, paged like every list. `search` matches the recipient; the list's
 * `filters` take status (queued, sending, sent or failed).
 */
export const ZListOutboxQuery = ZListQuery;

/** POST /api/mail/outbox/retry: a failed mail goes back to the queue, due now. */
export const ZRetryOutboxMailBody = ZIdBody;
export type TRetryOutboxMailBody = z.infer<typeof ZRetryOutboxMailBody>;

/**
 * The scheduler's jobs (apps/api/src/jobs/scheduler.ts), by the names they are locked and logged under: the
 * reminders of visits, each employee's day, the monthly service list, overdue bills, contracts ending, and the
 * contracts' billing; the daily backup; the complaints' service level alerts, the rating requests and the
 * timesheet's days after a change of time zone (every minute).
 */
export const SCHEDULED_JOB_NAMES = [
  'service_reminder',
  'employee_daily_tasks',
  'monthly_service_list',
  'bill_overdue',
  'contract_expiring',
  'contract_billing',
  'daily_backup',
  'complaint_alerts',
  'rating_requests',
  'timesheet_days',
] as const;
export const ZScheduledJobName = z.enum(SCHEDULED_JOB_NAMES, { error: MSG.chooseJob });
export type TScheduledJobName = z.infer<typeof ZScheduledJobName>;

/** GET /api/mail/jobs: each job and when this process runs it next (null while it is not scheduled). */
export const ZScheduledJob = z.object({ name: ZScheduledJobName, next_run: z.string().nullable() });
export type TScheduledJob = z.infer<typeof ZScheduledJob>;

/**
 * POST /api/mail/jobs/run: the admin runs a job now, as its hour would (after fixing the mail server, or to see a
 * reminder go): under the job's lock, so it never runs twice at once (409 while another process runs it), and
 * what it makes it makes once (the database's unique keys), so its own hour later adds nothing twice.
 */
export const ZRunJobBody = z.object({ name: ZScheduledJobName });
export type TRunJobBody = z.infer<typeof ZRunJobBody>;
/** What the run made: mails queued, or bills for the billing. */
export const ZJobRun = z.object({ name: ZScheduledJobName, made: z.number().int() });
export type TJobRun = z.infer<typeof ZJobRun>;

/**
 * GET /api/mail/status: whether mail can go out. `configured`: a mail server is set up (Settings, or SMTP_URL on
 * the server: `server_url`); `failing_since`: the worker's sends have failed since then, with the server's last
 * words (null while mail goes out).
 */
export const ZMailHealth = z.object({
  configured: z.boolean(),
  server_url: z.boolean(),
  failing_since: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type TMailHealth = z.infer<typeof ZMailHealth>;

/**
 * POST /api/mail/test: the mail settings as typed (an empty password keeps the stored one) and where the test mail
 * goes. It is sent at once, not through the outbox: the admin is waiting to see whether the settings work.
 */
export const ZTestMailBody = ZMailServerFields.extend({
  to: z
    .string({ error: MSG.required('Email') })
    .trim()
    .min(1, MSG.required('Email'))
    .email(MSG.invalidEmail),
});
export type TTestMailBody = z.infer<typeof ZTestMailBody>;
export type TTestMailInput = z.input<typeof ZTestMailBody>;
