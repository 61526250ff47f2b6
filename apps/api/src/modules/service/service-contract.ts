import type { TDb } from '../../lib/kernel/db-client';

/*
 * What a service's write does to its contract. The contract module plans its services and calls these too, so
 * they live here, the side it depends on: a contract knows its services, a service never imports the contract
 * module.
 */

/**
 * Takes the contract's row lock until the transaction ends: a schedule change and a service's completion of
 * the same contract queue instead of overwriting each other.
 */
export async function lockAmc(db: TDb, amcId: number) {
  await db.$queryRaw`SELECT id FROM amcs WHERE id = ${amcId} FOR UPDATE`;
}

/**
 * Keeps each contract's "next service" (its earliest service not done) equal to its services. Called by every write
 * that changes a contract's services. (Its end date is its term's last day, set with the contract's dates.)
 */
export async function refreshAmcDates(db: TDb, amcIds: readonly (number | null)[]) {
  const ids = [...new Set(amcIds.filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const next = await db.service.groupBy({
    by: ['amcId'],
    where: { amcId: { in: ids }, status: { not: 'closed' } },
    _min: { serviceDate: true },
  });
  const nextOf = new Map(next.map((g) => [g.amcId, g._min.serviceDate]));
  for (const id of ids)
    await db.amc.updateMany({ where: { id }, data: { nextServiceDate: nextOf.get(id) ?? null } });
}
