import { z } from 'zod';
import { ZId } from './common';
import { MSG } from './messages';

/** The events an endpoint can hear (issue 26, section 5). */
export const WEBHOOK_EVENTS = [
  'complaint.created',
  'complaint.updated',
  'complaint.resolved',
  'fault.reported',
  'visit.completed',
  'contract.expiring',
  'contract.renewed',
  'bill.created',
  'payment.received',
  'bill.overdue',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** "Send a test": an event of its own, sent to that one endpoint whatever it hears. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The most endpoints an installation keeps. */
export const WEBHOOK_LIMIT = 20;

/** The headers of every delivery: the event, its delivery id (the receiver drops repeats by it), the signature. */
export const WEBHOOK_HEADERS = {
  event: 'x-amc-event',
  delivery: 'x-amc-delivery',
  timestamp: 'x-amc-timestamp',
  /** `sha256=` and the hex HMAC-SHA256, keyed with the endpoint's secret, of `<timestamp>.<body>`. */
  signature: 'x-amc-signature',
} as const;

const ZWebhookUrl = z
  .string({ error: MSG.webhookUrl })
  .trim()
  .max(500, MSG.maxChars(500))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, MSG.webhookUrl);

/** POST /api/webhook/store: where to send, and which events. */
export const ZWebhookBody = z.object({
  url: ZWebhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS), { error: MSG.webhookEvents }).min(1, MSG.webhookEvents),
});
export type TWebhookBody = z.infer<typeof ZWebhookBody>;
export const ZWebhookUpdateBody = ZWebhookBody.extend({ id: ZId });
export type TWebhookUpdateBody = z.infer<typeof ZWebhookUpdateBody>;

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;

/** An endpoint as admins see it, with its secret (to check signatures) and how its last delivery went. */
export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  secret: z.string(),
  events: z.array(z.string()),
  status: z.enum(['active', 'paused']),
  failures_in_row: z.number().int(),
  paused_at: z.string().nullable(),
  created_at: z.string(),
  last_delivery: z
    .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), event: z.string(), at: z.string() })
    .nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** One try of a delivery: the receiver's HTTP status and the start of its answer, or why it could not be reached. */
export const ZWebhookAttempt = z.object({
  status: z.number().int().nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});

/** GET /api/webhook/deliveries/:id: an endpoint's latest deliveries, newest first, each with its tries. */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  delivery_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  tries: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
/** How many deliveries the log shows. */
export const WEBHOOK_LOG_LIMIT = 50;
