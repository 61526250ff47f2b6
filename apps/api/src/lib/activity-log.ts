import type { TDb } from './db-client';
import type { TCaller } from './caller';

export type TActivity = {
  /** The module the record belongs to (its activity slug), e.g. "setting", "role", "auth". */
  slug: string;
  action: string;
  description: string;
  recordId?: number | null;
};

/**
 * Records who did what to which record, when and from where. Services call it inside the transaction of the
 * write itself, so a write and its log line stand or fall together.
 */
export async function recordActivity(
  db: TDb,
  // id null: someone with no account (a scanned label's reporter), known by address only.
  caller: (Pick<TCaller, 'ip' | 'userAgent'> & { id: number | null }) | null,
  activity: TActivity,
) {
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
