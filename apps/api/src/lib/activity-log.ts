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
  // createMany: one INSERT, where create would read the row back; inside a document's transaction that read
  // would run while the counter row is locked.
  await db.activityLog.createMany({
    data: {
      slug: activity.slug,
      action: activity.action,
      description: activity.description.slice(0, 500),
      recordId: activity.recordId ?? null,
      userId: caller?.id ?? null,
      ip: caller?.ip?.slice(0, 64) ?? null,
      userAgent: caller?.userAgent?.slice(0, 255) ?? null,
    },
  });
}
