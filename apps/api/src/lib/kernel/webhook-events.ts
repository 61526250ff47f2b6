import { randomUUID } from 'node:crypto';
import type { TWebhookEvent } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { now } from './clock';
import type { TDb } from './db-client';

/** One happening of an event: its key (see enqueueWebhookEvents) and the record's data. */
export type TWebhookOccurrence = { key: string; data: Record<string, unknown> };

/** Occurrences per statement: a billing run's batch of bills in one. */
const PER_STATEMENT = 500;

/**
 * Queues events for every webhook that hears them (issue 26, section 5), in the caller's transaction: a delivery
 * exists exactly when the change commits, and the webhook worker sends it after. One statement per 500, which reads
 * the few webhooks and writes the deliveries, so a write that holds a counter's lock runs no separate read for it,
 * and a run of 100,000 bills adds 200 statements. `key` names the occurrence: the same event and key make one
 * delivery per endpoint however often they are queued (a job run twice; the unique webhook and event key); an event
 * that happens anew each time (an update) passes `occurrence(id)`. `data` is the record's ids, numbers and status,
 * which the receiver can read further through the API with a token.
 */
export async function enqueueWebhookEvents(
  db: TDb,
  event: TWebhookEvent,
  occurrences: readonly TWebhookOccurrence[],
): Promise<void> {
  const at = now();
  for (let start = 0; start < occurrences.length; start += PER_STATEMENT) {
    const rows = occurrences
      .slice(start, start + PER_STATEMENT)
      .map(
        ({ key, data }) =>
          Prisma.sql`SELECT ${`${event}:${key}`.slice(0, 120)} AS event_key, ${JSON.stringify(data)} AS payload`,
      );
    await db.$executeRaw`INSERT IGNORE INTO webhook_deliveries
        (webhook_id, delivery_id, event, event_key, payload, next_attempt_at, created_at, updated_at)
      SELECT w.id, UUID(), ${event}, e.event_key, e.payload, ${at}, ${at}, ${at}
      FROM webhooks w JOIN (${Prisma.join(rows, ' UNION ALL ')}) e
      WHERE FIND_IN_SET(${event}, w.events) > 0`;
  }
}

/** One event (see enqueueWebhookEvents). */
export const enqueueWebhookEvent = (
  db: TDb,
  event: TWebhookEvent,
  key: string,
  data: Record<string, unknown>,
) => enqueueWebhookEvents(db, event, [{ key, data }]);

/** The key of an event that happens anew each time (`<id>:<random>`). */
export const occurrence = (id: number) => `${id}:${randomUUID()}`;
