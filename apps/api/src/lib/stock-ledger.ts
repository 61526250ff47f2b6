import { MSG } from '@amc/contracts';
import { Prisma, type StockAdjustReason } from '../generated/prisma/client';
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
type TStockDeltas = Map<number, number>;

function addDelta(deltas: TStockDeltas, productId: number, quantity: number) {
  deltas.set(productId, (deltas.get(productId) ?? 0) + quantity);
}

/** What a ledger write moves: sale movements leave the stock, purchase movements also count as received. */
export type TMovementKind =
  'sale' | 'purchase' | 'service' | 'adjustment' | 'sale_return' | 'purchase_return';

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
async function lockProductStock(
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

/** A movement as a write asks for it: a signed quantity (+ into the stock, - out of it) of one product. */
export type TStockLine = {
  productId: number;
  quantity: number;
  note?: string | null;
  supplierId?: number | null;
  reason?: StockAdjustReason | null;
};

/**
 * What movements belong to (and go with, by the foreign key): a sale, a purchase, a visit, a credit note's returned
 * goods, a purchase return's goods sent back; an adjustment to none.
 */
export type TStockOwner =
  | { saleId: number }
  | { purchaseId: number }
  | { serviceId: number }
  | { creditNoteId: number }
  | { purchaseReturnId: number }
  | null;

/**
 * The one door of every stock write; nothing else inserts movements or moves the products' totals, so the two
 * cannot part. Open it before the write inserts any line of these products (see lockProductStock): it passes the gate
 * for exactly the change it then writes — `replacing`, the owner's movements of this kind now in the ledger, go;
 * `lines` come — and `alsoLock` takes products a write touches without moving them (a purchase line that keeps its
 * quantity). `write(owner, at)` writes the movements once the owner's id is known. Answers the locked products.
 */
export async function openStockWrite(
  tx: TDb,
  kind: TMovementKind,
  change: { replacing?: readonly TStockLine[]; lines: readonly TStockLine[]; alsoLock?: Iterable<number> },
) {
  const deltas: TStockDeltas = new Map();
  for (const line of change.replacing ?? []) addDelta(deltas, line.productId, -line.quantity);
  for (const line of change.lines) addDelta(deltas, line.productId, line.quantity);
  const products = await lockProductStock(tx, change.alsoLock ?? [], deltas, kind);
  return {
    products,
    async write(owner: TStockOwner, at: { date: Date; actorId: number | null }) {
      if (change.replacing && owner) await tx.stockMovement.deleteMany({ where: { ...owner, kind } });
      if (!change.lines.length) return;
      await tx.stockMovement.createMany({
        data: change.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          kind,
          ...owner,
          supplierId: line.supplierId ?? null,
          reason: line.reason ?? null,
          note: line.note ?? null,
          movementDate: at.date,
          createdById: at.actorId,
        })),
      });
    },
  };
}

/**
 * Before movements go with their owner (a deleted sale, purchase or visit: the foreign key takes them), their
 * quantities leave the products' totals through the gate: 409 when a product would go below zero.
 */
export async function undoStockLines(tx: TDb, kind: TMovementKind, moved: readonly TStockLine[]) {
  const deltas: TStockDeltas = new Map();
  for (const line of moved) addDelta(deltas, line.productId, -line.quantity);
  await lockProductStock(tx, [], deltas, kind);
}

/**
 * The products' stock read under their lock, for a count that becomes a difference only then (a hand count, an
 * imported stock column): a sale committed meanwhile is not overwritten. The same lock is then held by the write.
 */
export const lockStockForCount = (tx: TDb, productIds: Iterable<number>) =>
  lockProductStock(tx, productIds, new Map(), 'adjustment');

/**
 * Sets every product's running totals from the ledger (what the migration did once): for a bulk load that bypasses
 * the write paths, such as the bench seed's LOAD DATA, and for tests that prove the columns equal the ledger.
 */
export const PRODUCT_STOCK_REBUILD_SQL = `UPDATE products p
  LEFT JOIN (SELECT product_id, SUM(quantity) AS stock,
                    SUM(CASE WHEN kind = 'purchase' THEN quantity ELSE 0 END) AS received
               FROM stock_movements GROUP BY product_id) m ON m.product_id = p.id
  SET p.current_stock = COALESCE(m.stock, 0), p.total_received = COALESCE(m.received, 0)`;
