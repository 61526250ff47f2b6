import { todayIn } from '@amc/contracts';
import type { TDb } from '../kernel/db-client';
import { now } from '../kernel/clock';

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
  credit_note: 'CN',
  purchase_return: 'PRN',
} as const;
export type TCounterName = keyof typeof NUMBER_PREFIX;

/** The n-th number of a series as people see it: INV-00042 (five digits at least). */
export const formatDocumentNumber = (name: TCounterName, n: number) =>
  `${NUMBER_PREFIX[name]}-${String(n).padStart(5, '0')}`;

/** The documents whose numbers restart each financial year when the settings say so (tax invoices must). */
const YEARLY_SERIES: ReadonlySet<TCounterName> = new Set([
  'sale',
  'quotation',
  'purchase',
  'credit_note',
  'purchase_return',
]);

/**
 * The financial year a day falls in, as Indian invoices print it: with April first, 2026-04-01 to 2027-03-31 is
 * "2026-27"; with January first, the calendar year "2026".
 */
export function financialYearOf(day: string, startMonth: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = month >= startMonth ? year : year - 1;
  return startMonth === 1 ? String(first) : `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/**
 * The series a number is taken from now: the document's own, or, when the settings restart numbers each financial
 * year, that year's (its own counter row, `sale:2026-27`, so each year starts at 1 and stays gap-free), by the
 * business's today.
 */
async function seriesOf(db: TDb, name: TCounterName) {
  const plain = { counter: name as string, format: (n: number) => formatDocumentNumber(name, n) };
  if (!YEARLY_SERIES.has(name)) return plain;
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { financialYearStartMonth: true, timeZone: true },
  });
  const startMonth = settings?.financialYearStartMonth ?? 0;
  if (startMonth < 1) return plain;
  const year = financialYearOf(todayIn(settings!.timeZone, now()), startMonth);
  return {
    counter: `${name}:${year}`,
    format: (n: number) => `${NUMBER_PREFIX[name]}/${year}/${String(n).padStart(4, '0')}`,
  };
}

/**
 * The next number of a series, e.g. INV-00042. The upsert takes the counter row's lock until the caller's
 * transaction ends, so concurrent writers queue instead of colliding, and a rolled-back write gives its
 * number back (no gaps, no duplicates). Always call it inside the transaction that stores the document.
 */
export async function nextDocumentNumber(db: TDb, name: TCounterName): Promise<string> {
  const [number] = await nextDocumentNumbers(db, name, 1);
  return number!;
}

/**
 * `count` consecutive numbers of a series at once (an AMC's generated services), under the same lock and with
 * the same guarantees as nextDocumentNumber: one statement instead of one per number.
 */
export async function nextDocumentNumbers(db: TDb, name: TCounterName, count: number): Promise<string[]> {
  if (count < 1) return [];
  const series = await seriesOf(db, name);
  await db.$executeRaw`INSERT INTO counters (name, value, updated_at) VALUES (${series.counter}, ${count}, NOW(3))
    ON DUPLICATE KEY UPDATE value = value + ${count}, updated_at = NOW(3)`;
  const [row] = await db.$queryRaw<
    { value: number }[]
  >`SELECT value FROM counters WHERE name = ${series.counter}`;
  const last = Number(row!.value);
  return Array.from({ length: count }, (_, i) => series.format(last - count + 1 + i));
}

/**
 * A number given from outside (an imported contract's AMC-00420) moves its series past it, so the next number
 * handed out never collides with it. A number of another form leaves the series as it is.
 */
export async function raiseCounterPast(db: TDb, name: TCounterName, number: string): Promise<void> {
  const match = new RegExp(`^${NUMBER_PREFIX[name]}-(\\d{1,9})$`).exec(number);
  if (!match) return;
  const n = Number(match[1]);
  await db.$executeRaw`INSERT INTO counters (name, value, updated_at) VALUES (${name}, ${n}, NOW(3))
    ON DUPLICATE KEY UPDATE value = GREATEST(value, ${n}), updated_at = NOW(3)`;
}
