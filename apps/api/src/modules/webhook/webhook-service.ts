import { randomBytes, randomUUID } from 'node:crypto';
import {
  MSG,
  WEBHOOK_LIMIT,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_TEST_EVENT,
  type TWebhook,
  type TWebhookBody,
  type TWebhookDelivery,
  type TWebhookUpdateBody,
} from '@amc/contracts';
import type { Webhook } from '../../generated/prisma/client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { now } from '../../lib/kernel/clock';
import type { TPrisma } from '../../lib/kernel/db-client';
import { checkWebhookAddress } from '../../lib/kernel/webhook-address';

export type TWebhookDeps = { prisma: TPrisma; allowPrivate: boolean };

type TWebhookRow = Webhook & {
  deliveries: { status: TWebhookDelivery['status']; event: string; createdAt: Date }[];
};

const toWebhook = (row: TWebhookRow): TWebhook => ({
  id: row.id,
  url: row.url,
  secret: row.secret,
  events: row.events.split(','),
  status: row.status,
  failures_in_row: row.failuresInRow,
  paused_at: row.pausedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  last_delivery: row.deliveries[0]
    ? {
        status: row.deliveries[0].status,
        event: row.deliveries[0].event,
        at: row.deliveries[0].createdAt.toISOString(),
      }
    : null,
});

const WITH_LAST_DELIVERY = {
  deliveries: { orderBy: { id: 'desc' }, take: 1, select: { status: true, event: true, createdAt: true } },
} as const;

const readWebhook = async (prisma: TPrisma, id: number): Promise<TWebhook> => {
  const row = await prisma.webhook.findUnique({ where: { id }, include: WITH_LAST_DELIVERY });
  if (!row) throw new AppError('NOT_FOUND');
  return toWebhook(row);
};

/** GET /webhook/list: every endpoint (at most WEBHOOK_LIMIT), newest first. */
export async function listWebhooks(prisma: TPrisma): Promise<TWebhook[]> {
  const rows = await prisma.webhook.findMany({ orderBy: { id: 'desc' }, include: WITH_LAST_DELIVERY });
  return rows.map(toWebhook);
}

/** POST /webhook/store: a new endpoint with a new secret; its address is checked (SSRF) before it is saved. */
export async function createWebhook(
  deps: TWebhookDeps,
  caller: TCaller,
  body: TWebhookBody,
): Promise<TWebhook> {
  await checkWebhookAddress(body.url, deps.allowPrivate);
  const id = await deps.prisma.$transaction(async (tx) => {
    // Counted under a lock of the table's rows, so two forms sent at once cannot both pass the limit.
    const existing = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM webhooks FOR UPDATE`;
    if (existing.length >= WEBHOOK_LIMIT) throw new AppError('CONFLICT', MSG.webhookLimit);
    const created = await tx.webhook.create({
      data: {
        url: body.url,
        events: [...new Set(body.events)].join(','),
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        createdById: caller.id,
      },
    });
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: 'webhook_create',
      description: `Added the webhook ${body.url} for ${body.events.join(', ')}`,
      recordId: created.id,
    });
    return created.id;
  });
  return readWebhook(deps.prisma, id);
}

/** POST /webhook/update: its address and events (the secret stays). */
export async function updateWebhook(
  deps: TWebhookDeps,
  caller: TCaller,
  body: TWebhookUpdateBody,
): Promise<TWebhook> {
  await checkWebhookAddress(body.url, deps.allowPrivate);
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.webhook.updateMany({
      where: { id: body.id },
      data: { url: body.url, events: [...new Set(body.events)].join(',') },
    });
    if (!count) throw new AppError('NOT_FOUND');
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: 'webhook_update',
      description: `Changed the webhook ${body.url} to ${body.events.join(', ')}`,
      recordId: body.id,
    });
  });
  return readWebhook(deps.prisma, body.id);
}

/** POST /webhook/delete/:id: the endpoint and its log go. */
export async function deleteWebhook(prisma: TPrisma, caller: TCaller, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.webhook.findUnique({ where: { id }, select: { url: true } });
    if (!row) throw new AppError('NOT_FOUND');
    await tx.webhook.delete({ where: { id } });
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: 'webhook_delete',
      description: `Deleted the webhook ${row.url}`,
      recordId: id,
    });
  });
}

/** POST /webhook/test/:id: a test delivery to this endpoint alone, whatever it hears (also while paused: it waits). */
export async function testWebhook(prisma: TPrisma, id: number): Promise<void> {
  const row = await prisma.webhook.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND');
  const at = now();
  await prisma.webhookDelivery.create({
    data: {
      webhookId: id,
      deliveryId: randomUUID(),
      event: WEBHOOK_TEST_EVENT,
      eventKey: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`,
      payload: JSON.stringify({ message: 'A test delivery from AMC Service Manager.' }),
      nextAttemptAt: at,
      createdAt: at,
    },
  });
}

/**
 * POST /webhook/pause/:id and /webhook/resume/:id: a paused endpoint's events wait; resuming sends what waited at
 * once and starts its count of failures again.
 */
export async function setWebhookPaused(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
  paused: boolean,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.webhook.findUnique({ where: { id }, select: { url: true } });
    if (!row) throw new AppError('NOT_FOUND');
    const at = now();
    await tx.webhook.update({
      where: { id },
      data: paused
        ? { status: 'paused', pausedAt: at }
        : { status: 'active', pausedAt: null, failuresInRow: 0 },
    });
    if (!paused)
      await tx.webhookDelivery.updateMany({
        where: { webhookId: id, status: 'queued' },
        data: { nextAttemptAt: at },
      });
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: paused ? 'webhook_pause' : 'webhook_resume',
      description: `${paused ? 'Paused' : 'Resumed'} the webhook ${row.url}`,
      recordId: id,
    });
  });
}

/** GET /webhook/deliveries/:id: the endpoint's latest deliveries with each try and its answer. */
export async function listDeliveries(prisma: TPrisma, id: number): Promise<TWebhookDelivery[]> {
  const row = await prisma.webhook.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new AppError('NOT_FOUND');
  const rows = await prisma.webhookDelivery.findMany({
    where: { webhookId: id },
    orderBy: { id: 'desc' },
    take: WEBHOOK_LOG_LIMIT,
    include: { tries: { orderBy: { id: 'asc' } } },
  });
  return rows.map((delivery) => ({
    id: delivery.id,
    delivery_id: delivery.deliveryId,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    next_attempt_at: delivery.nextAttemptAt.toISOString(),
    created_at: delivery.createdAt.toISOString(),
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    tries: delivery.tries.map((attempt) => ({
      status: attempt.status,
      response: attempt.response,
      error: attempt.error,
      duration_ms: attempt.durationMs,
      created_at: attempt.createdAt.toISOString(),
    })),
  }));
}
