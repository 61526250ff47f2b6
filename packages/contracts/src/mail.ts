import { z } from 'zod';
import { ZIdBody, ZListQuery } from './common';

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

/**
 * GET /api/mail/outbox: newest first, paged like every list. `search` matches the recipient; the list's
 * `filters` take status (queued, sending, sent or failed).
 */
export const ZListOutboxQuery = ZListQuery;

/** POST /api/mail/outbox/retry: a failed mail goes back to the queue, due now. */
export const ZRetryOutboxMailBody = ZIdBody;
export type TRetryOutboxMailBody = z.infer<typeof ZRetryOutboxMailBody>;
