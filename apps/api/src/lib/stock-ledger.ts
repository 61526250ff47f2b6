import { MSG } from '@amc/contracts';
import { Prisma } from '../generated/prisma/client';
import type { TDb, TPrisma } from '../plugins/database';
import { AppError } from './app-error';

/**
 * Every write that moves stock (purchases delivered or taken back, sales) runs in a READ COMMITTED transaction:
 * once a product row is locked, each following statement sees what the writer before it committed, and InnoDB
 * takes no gap locks, so writers of different products never block each other on the ledger's indexes. A deadlock
 * or a lock wait timeout runs the whole write again (the client's retry, see createPrismaClient).
 */
export function stockTransaction<T>(prisma: TPrisma, write: (tx: TDb) => Promise<T>): Promise<T> {
  return prisma.$transaction(write, {
    isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted,
    timeout: 20_000,
  });
}

export type TLockedProduct = { id: number; code: string; name: string; stock: number };

/** Signed quantities by product id: what a write is about to add to (or take from) each product's stock. */
export type TStockDeltas = Map<number, number>;

export function addDelta(deltas: TStockDeltas, productId: number, quantity: number) {
  deltas.set(productId, (deltas.get(productId) ?? 0) + quantity);
}

/**
 * The one gate of the stock ledger. Locks the products' rows (SELECT ... FOR UPDATE, in id order, so two writers
 * never wait on each other crosswise), reads their stock with a locking read (the latest committed ledger, not the
 * transaction's snapshot), and refuses with 409 a change that would take any of them below zero.
 *
 * Call it before the write inserts or deletes any line or movement of these products: a line's foreign key takes a
 * shared lock on the product, and upgrading that to this lock could deadlock with a second writer. Lock order in
 * every stock write: the document's own row(s) first, then these products, then the document counter.
 */
export async function lockProductStock(
  db: TDb,
  productIds: Iterable<number>,
  deltas: TStockDeltas = new Map(),
): Promise<Map<number, TLockedProduct>> {
  const ids = [...new Set([...productIds, ...deltas.keys()])].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const rows = await db.$queryRaw<{ id: number; code: string; name: string }[]>`
    SELECT id, code, name FROM products WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  if (rows.length !== ids.length) throw AppError.field('items', MSG.chooseProduct);
  const sums = await db.$queryRaw<{ product_id: number; stock: unknown }[]>`
    SELECT product_id, SUM(quantity) AS stock FROM stock_movements
    WHERE product_id IN (${Prisma.join(ids)}) GROUP BY product_id LOCK IN SHARE MODE`;
  const stockOf = new Map(sums.map((s) => [Number(s.product_id), Number(s.stock ?? 0)]));
  const locked = new Map<number, TLockedProduct>();
  for (const row of rows) {
    const id = Number(row.id);
    const stock = stockOf.get(id) ?? 0;
    const delta = deltas.get(id) ?? 0;
    if (delta < 0 && stock + delta < 0)
      throw new AppError('CONFLICT', MSG.stockBelowZero(`${row.name} (${row.code})`, stock));
    locked.set(id, { id, code: row.code, name: row.name, stock });
  }
  return locked;
}
