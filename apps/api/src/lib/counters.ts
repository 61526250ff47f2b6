import type { TDb } from '../plugins/database';

/** Prefixes of the document and identity numbers the product hands out. */
export const NUMBER_PREFIX = {
  customer: 'CUS',
  employee: 'EMP',
  supplier: 'SUP',
  admin: 'ADM',
  sale: 'INV',
  quotation: 'QUO',
  purchase: 'PUR',
  complaint: 'CMP',
  amc: 'AMC',
  service: 'SRV',
} as const;
export type TCounterName = keyof typeof NUMBER_PREFIX;

/**
 * The next number of a series, e.g. INV-00042. The upsert takes the counter row's lock until the caller's
 * transaction ends, so concurrent writers queue instead of colliding, and a rolled-back write gives its
 * number back (no gaps, no duplicates). Always call it inside the transaction that stores the document.
 */
export async function nextDocumentNumber(db: TDb, name: TCounterName): Promise<string> {
  await db.$executeRaw`INSERT INTO counters (name, value, updated_at) VALUES (${name}, 1, NOW(3))
    ON DUPLICATE KEY UPDATE value = value + 1, updated_at = NOW(3)`;
  const [row] = await db.$queryRaw<{ value: number }[]>`SELECT value FROM counters WHERE name = ${name}`;
  return `${NUMBER_PREFIX[name]}-${String(row!.value).padStart(5, '0')}`;
}
