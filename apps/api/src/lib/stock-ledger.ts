import { MSG } from '@amc/contracts';
import { Prisma } from '../generated/prisma/client';
import type { TDb, TPrisma } from './db-client';
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

/** What a ledger write moves: sale movements leave the stock, purchase movements also count as received. */
export type TMovementKind = 'sale' | 'purchase' | 'service' | 'adjustment';

/**
 * The one gate of the stock ledger, and the only writer of the products' running totals. Locks the products' rows
 * (SELECT ... FOR UPDATE, in id order, so two writers never wait on each other crosswise), reads their
 * current_stock from the locked rows (the latest committed value, not the transaction's snapshot), refuses with 409
 * a change that would take any of them below zero, and adds the deltas to current_stock (and, for purchase
 * movements, to total_received) in one UPDATE.
 *
 * `deltas` must be exactly what the caller's transaction then inserts into or deletes from stock_movements (of
 * `kind`): the columns stay equal to the ledger's sums because both change in one transaction under this lock.
 *
 * Call it before the write inserts or deletes any line or movement of these products: a line's foreign key takes a
 * shared lock on the product, and upgrading that to this lock could deadlock with a second writer. Lock order in
 * every stock write: the document's own row(s) first, then these products, then the document counter.
 */
export async function lockProductStock(
  db: TDb,
  productIds: Iterable<number>,
  deltas: TStockDeltas,
  kind: TMovementKind,
): Promise<Map<number, TLockedProduct>> {
  const ids = [...new Set([...productIds, ...deltas.keys()])].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const rows = await db.$queryRaw<{ id: number; code: string; name: string; current_stock: number }[]>`
    SELECT id, code, name, current_stock FROM products WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  if (rows.length !== ids.length) throw AppError.field('items', MSG.chooseProduct);
  const locked = new Map<number, TLockedProduct>();
  for (const row of rows) {
    const id = Number(row.id);
    const stock = Number(row.current_stock);
    const delta = deltas.get(id) ?? 0;
    if (delta < 0 && stock + delta < 0)
      throw new AppError('CONFLICT', MSG.stockBelowZero(`${row.name} (${row.code})`, stock));
    locked.set(id, { id, code: row.code, name: row.name, stock });
  }
  const moved = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moved.length) {
    const byId = (column: string) =>
      Prisma.sql`${Prisma.raw(column)} + CASE id ${Prisma.join(
        moved.map(([id, delta]) => Prisma.sql`WHEN ${id} THEN ${delta}`),
        ' ',
      )} ELSE 0 END`;
    await db.$executeRaw`UPDATE products SET current_stock = ${byId('current_stock')}${
      kind === 'purchase' ? Prisma.sql`, total_received = ${byId('total_received')}` : Prisma.empty
    } WHERE id IN (${Prisma.join(moved.map(([id]) => id))})`;
  }
  return locked;
}

/**
 * Sets every product's running totals from the ledger (what the migration did once): for a bulk load that bypasses
 * the write paths, such as the bench seed's LOAD DATA, and for tests that prove the columns equal the ledger.
 */
export const PRODUCT_STOCK_REBUILD_SQL = `UPDATE products p
  LEFT JOIN (SELECT product_id, SUM(quantity) AS stock,
                    SUM(CASE WHEN kind = 'purchase' THEN quantity ELSE 0 END) AS received
               FROM stock_movements GROUP BY product_id) m ON m.product_id = p.id
  SET p.current_stock = COALESCE(m.stock, 0), p.total_received = COALESCE(m.received, 0)`;
