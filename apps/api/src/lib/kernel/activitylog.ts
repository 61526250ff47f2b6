import { insertRows } from './bulk-insert';
import type { TDb } from './db-client';

export type TActivity = {
  /** The module the record belongs to (its activity slug), e.g. "setting", "role", "auth". */
  slug: string;
  action: string;
  description: string;
  recordId?: number | null;
};

/**
 * Who did it: a signed-in caller, someone with no account (id null: a scanned label's reporter, known by address
 * only), or the scheduler (id null, no address).
 */
export type TActor = { id: number | null; ip?: string; userAgent?: string };

/**
 * Records who did what to which record, when and from where. Services call it inside the transaction of the
 * write itself, so a write and its log line stand or fall together.
 */
export async function recordActivity(db: TDb, caller: TActor | null, activity: TActivity) {
  await recordActivities(db, caller, [activity]);
}

/** Several log lines of one actor in one INSERT (a batch of the billing run's bills). */
export async function recordActivities(db: TDb, caller: TActor | null, activities: readonly TActivity[]) {
  if (!activities.length) return;
  // One INSERT, where create would read the row back; inside a document's transaction that read would run while
  // the counter row is locked.
  const createdAt = new Date();
  await insertRows(
    db,
    'activity_logs',
    activities.map((activity) => ({
      slug: activity.slug,
      action: activity.action,
      description: activity.description.slice(0, 500),
      record_id: activity.recordId ?? null,
      user_id: caller?.id ?? null,
      ip: caller?.ip?.slice(0, 64) ?? null,
      user_agent: caller?.userAgent?.slice(0, 255) ?? null,
      created_at: createdAt,
    })),
  );
}
