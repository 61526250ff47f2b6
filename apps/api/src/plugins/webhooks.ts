import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEBHOOK_HEADERS } from '@amc/contracts';
import { mailAdmins } from '../lib/documents/admin-notice';
import { APP_VERSION } from '../lib/kernel/app-version';
import { now } from '../lib/kernel/clock';
import { postWebhook } from '../lib/kernel/webhook-address';
import { Prisma } from '../generated/prisma/client';
import type { Database } from './database';
import { OutboxWorker, runOutboxWorker } from './outbox-worker';
import { retryDelayMs } from './mailer';

/** A delivery is tried this often (about seven hours with the back-off) before it counts as failed. */
const MAX_ATTEMPTS = 12;
/** Failed tries in a row (of any of its deliveries) after which an endpoint is paused and the admins told. */
export const PAUSE_AFTER_FAILURES = 10;
const TIMEOUT_MS = 10_000;
const STALE_SENDING_MS = 10 * 60 * 1000;
/** The outbox event of the admins' mail that an endpoint was paused. */
export const WEBHOOK_PAUSED_EVENT = 'webhook_paused';

/** The signature a receiver recomputes: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`. */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Sends the webhook outbox (its loop and kick: OutboxWorker). Like the mail worker, several API processes may run
 * it: due deliveries are claimed with SELECT ... FOR UPDATE SKIP LOCKED, so each try is made by one process. A paused
 * endpoint's deliveries wait. Delivery is at least once: a try whose outcome was not recorded (the process died)
 * is made again after STALE_SENDING_MS, and the receiver drops the repeat by its delivery id.
 */
export class WebhookWorker extends OutboxWorker {
  constructor(
    db: Database,
    private readonly allowPrivate: boolean,
    log: FastifyInstance['log'],
  ) {
    super(db, log, 'webhook outbox');
  }

  protected async sendDue(): Promise<number> {
    const prisma = this.db.prisma;
    const at = now();
    await prisma.webhookDelivery.updateMany({
      where: { status: 'sending', updatedAt: { lt: new Date(at.getTime() - STALE_SENDING_MS) } },
      data: { status: 'queued' },
    });
    const ids = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM webhook_deliveries
        WHERE status = 'queued' AND next_attempt_at <= ${at}
          AND webhook_id IN (SELECT id FROM webhooks WHERE status = 'active')
        ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`;
      const claimed = rows.map((row) => Number(row.id));
      if (claimed.length)
        await tx.webhookDelivery.updateMany({ where: { id: { in: claimed } }, data: { status: 'sending' } });
      return claimed;
    });
    let delivered = 0;
    for (const id of ids) if (await this.send(id)) delivered += 1;
    return delivered;
  }

  /** One try of one delivery, its attempt kept; the endpoint paused (and the admins told) after too many failures. */
  private async send(id: number): Promise<boolean> {
    const prisma = this.db.prisma;
    const delivery = await prisma.webhookDelivery.findUnique({ where: { id }, include: { webhook: true } });
    // Its webhook was deleted since the claim (the delivery went with it): nothing to send.
    if (!delivery) return false;
    const body = JSON.stringify({
      id: delivery.deliveryId,
      event: delivery.event,
      created_at: delivery.createdAt.toISOString(),
      data: JSON.parse(delivery.payload) as unknown,
    });
    const timestamp = Math.floor(now().getTime() / 1000);
    const started = performance.now();
    let answer: { status: number; response: string } | null = null;
    let error: string | null = null;
    try {
      answer = await postWebhook(
        delivery.webhook.url,
        body,
        {
          'user-agent': `AMC-Service-Manager/${APP_VERSION}`,
          [WEBHOOK_HEADERS.event]: delivery.event,
          [WEBHOOK_HEADERS.delivery]: delivery.deliveryId,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: webhookSignature(delivery.webhook.secret, timestamp, body),
        },
        { allowPrivate: this.allowPrivate, timeoutMs: TIMEOUT_MS },
      );
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const ok = answer !== null && answer.status >= 200 && answer.status < 300;
    const attempts = delivery.attempts + 1;
    const at = now();
    const recorded = prisma.$transaction(async (tx) => {
      await tx.webhookAttempt.create({
        data: {
          deliveryId: id,
          status: answer?.status ?? null,
          response: answer?.response ?? null,
          error: error?.slice(0, 500) ?? null,
          durationMs: Math.round(performance.now() - started),
          createdAt: at,
        },
      });
      await tx.webhookDelivery.update({
        where: { id },
        data: ok
          ? { status: 'delivered', attempts, deliveredAt: at, lastStatus: answer!.status, lastError: null }
          : {
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
              attempts,
              lastStatus: answer?.status ?? null,
              lastError: (error ?? `HTTP ${answer?.status}`).slice(0, 500),
              nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)),
            },
      });
      if (ok) {
        await tx.webhook.updateMany({ where: { id: delivery.webhookId }, data: { failuresInRow: 0 } });
        return;
      }
      await tx.webhook.update({
        where: { id: delivery.webhookId },
        data: { failuresInRow: { increment: 1 } },
      });
      // Paused once, by the try that reaches the limit: the conditional update lets only one process do it.
      const { count } = await tx.webhook.updateMany({
        where: { id: delivery.webhookId, status: 'active', failuresInRow: { gte: PAUSE_AFTER_FAILURES } },
        data: { status: 'paused', pausedAt: at },
      });
      if (count)
        await mailAdmins(tx, {
          compose: (t) => ({
            subject: t('notice.webhookPaused.subject'),
            paragraphs: [
              t('notice.webhookPaused.body', {
                url: delivery.webhook.url,
                failures: PAUSE_AFTER_FAILURES,
                error: error ?? `HTTP ${answer?.status}`,
              }),
              t('notice.webhookPaused.resume'),
            ],
          }),
          event: WEBHOOK_PAUSED_EVENT,
        });
    });
    // Its webhook was deleted while the try was on its way: there is nothing left to record it in.
    await recorded.catch((error: unknown) => {
      const gone =
        error instanceof Prisma.PrismaClientKnownRequestError &&
        (error.code === 'P2003' || error.code === 'P2025');
      if (!gone) throw error;
    });
    if (!ok)
      this.log.warn({ deliveryId: id, attempts, err: error ?? answer?.status }, 'webhook not delivered');
    return ok;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookWorker: WebhookWorker;
  }
}

export const webhooksPlugin = fp(async (app: FastifyInstance) => {
  const worker = new WebhookWorker(app.db, app.appConfig.webhooksAllowPrivate, app.log);
  app.decorate('webhookWorker', worker);
  // An event queued by a request goes out right after the response.
  runOutboxWorker(app, worker);
});
