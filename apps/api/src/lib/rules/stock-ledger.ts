import { MSG } from '@amc/contracts';
import { Prisma, type StockAdjustReason } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../kernel/db-client';
import { AppError } from '../kernel/app-error';
import { fullName } from '../kernel/person';

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

/** The warehouse: stock place 1 (its migration made it), where goods come and go unless a van's are named. */
export const WAREHOUSE_PLACE_ID = 1;

/**
 * Signed quantities by product id, and by place and product: what a write is about to add to (or take from) each
 * product's stock and each place's share of it.
 */
type TStockDeltas = {
  products: Map<number, number>;
  places: Map<string, { placeId: number; productId: number; delta: number }>;
};

const noDeltas = (): TStockDeltas => ({ products: new Map(), places: new Map() });

function addDelta(deltas: TStockDeltas, productId: number, quantity: number, placeId = WAREHOUSE_PLACE_ID) {
  deltas.products.set(productId, (deltas.products.get(productId) ?? 0) + quantity);
  const key = `${placeId}:${productId}`;
  const place = deltas.places.get(key) ?? { placeId, productId, delta: 0 };
  deltas.places.set(key, { ...place, delta: place.delta + quantity });
}

/** The refusal of a change a place cannot give: the warehouse's, or the van's with its employee. */
async function notEnoughAt(
  db: TDb,
  placeId: number,
  product: TLockedProduct,
  held: number,
): Promise<AppError> {
  const place = await db.stockPlace.findUnique({
    where: { id: placeId },
    select: { kind: true, employee: { select: { firstName: true, lastName: true } } },
  });
  const name = `${product.name} (${product.code})`;
  return new AppError(
    'CONFLICT',
    place?.kind === 'van' && place.employee
      ? MSG.notInVan(name, fullName(place.employee), held)
      : MSG.notInWarehouse(name, held),
  );
}

/**
 * The places' share of the products, kept with the products' totals under the same product locks: refuses (409) a
 * change that would take a place below zero, then adds the deltas in one upsert.
 */
async function movePlaceStock(db: TDb, deltas: TStockDeltas, products: Map<number, TLockedProduct>) {
  const moved = [...deltas.places.values()].filter((line) => line.delta !== 0);
  if (!moved.length) return;
  const taken = moved.filter((line) => line.delta < 0);
  if (taken.length) {
    const rows = await db.$queryRaw<{ place_id: number; product_id: number; quantity: number }[]>`
      SELECT place_id, product_id, quantity FROM place_stock
      WHERE (place_id, product_id) IN (${Prisma.join(taken.map((line) => Prisma.sql`(${line.placeId}, ${line.productId})`))})`;
    const held = new Map(
      rows.map((row) => [`${Number(row.place_id)}:${Number(row.product_id)}`, Number(row.quantity)]),
    );
    const short = taken.find((line) => (held.get(`${line.placeId}:${line.productId}`) ?? 0) + line.delta < 0);
    if (short)
      throw await notEnoughAt(
        db,
        short.placeId,
        products.get(short.productId)!,
        held.get(`${short.placeId}:${short.productId}`) ?? 0,
      );
  }
  await db.$executeRaw`INSERT INTO place_stock (place_id, product_id, quantity) VALUES ${Prisma.join(
    moved.map((line) => Prisma.sql`(${line.placeId}, ${line.productId}, ${line.delta})`),
  )} ON DUPLICATE KEY UPDATE quantity = quantity + VALUES(quantity)`;
}

/** What a ledger write moves: sale movements leave the stock, purchase movements also count as received. */
export type TMovementKind =
  'sale' | 'purchase' | 'service' | 'adjustment' | 'sale_return' | 'purchase_return' | 'transfer';

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
  const ids = [...new Set([...productIds, ...deltas.products.keys()])].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const rows = await db.$queryRaw<{ id: number; code: string; name: string; current_stock: number }[]>`
    SELECT id, code, name, current_stock FROM products WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  if (rows.length !== ids.length) throw AppError.field('items', MSG.chooseProduct);
  const locked = new Map<number, TLockedProduct>();
  for (const row of rows) {
    const id = Number(row.id);
    const stock = Number(row.current_stock);
    const delta = deltas.products.get(id) ?? 0;
    if (delta < 0 && stock + delta < 0)
      throw new AppError('CONFLICT', MSG.stockBelowZero(`${row.name} (${row.code})`, stock));
    locked.set(id, { id, code: row.code, name: row.name, stock });
  }
  const moved = [...deltas.products].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
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
  await movePlaceStock(db, deltas, locked);
  return locked;
}

/** A movement as a write asks for it: a signed quantity (+ into the stock, - out of it) of one product. */
export type TStockLine = {
  productId: number;
  quantity: number;
  /** Where it comes in or goes out: the warehouse unless named (a van's parts, a transfer's two places). */
  placeId?: number;
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
  | { transferId: number }
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
  const deltas = noDeltas();
  for (const line of change.replacing ?? []) addDelta(deltas, line.productId, -line.quantity, line.placeId);
  for (const line of change.lines) addDelta(deltas, line.productId, line.quantity, line.placeId);
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
          placeId: line.placeId ?? WAREHOUSE_PLACE_ID,
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
  const deltas = noDeltas();
  for (const line of moved) addDelta(deltas, line.productId, -line.quantity, line.placeId);
  await lockProductStock(tx, [], deltas, kind);
}

/**
 * The products' stock at a place (the warehouse unless named) read under their lock, for a count that becomes a
 * difference only then (a hand count, an imported stock column): a sale committed meanwhile is not overwritten. The
 * same lock is then held by the write. `stock` is the place's.
 */
export async function lockStockForCount(
  tx: TDb,
  productIds: Iterable<number>,
  placeId = WAREHOUSE_PLACE_ID,
): Promise<Map<number, TLockedProduct>> {
  const locked = await lockProductStock(tx, productIds, noDeltas(), 'adjustment');
  if (!locked.size) return locked;
  const rows = await tx.placeStock.findMany({
    where: { placeId, productId: { in: [...locked.keys()] } },
    select: { productId: true, quantity: true },
  });
  const held = new Map(rows.map((row) => [row.productId, row.quantity]));
  return new Map([...locked].map(([id, product]) => [id, { ...product, stock: held.get(id) ?? 0 }]));
}

/**
 * Sets every product's running totals and every place's share from the ledger (what the migrations did once): for a
 * bulk load that bypasses the write paths, such as the bench seed's LOAD DATA, and for tests that prove the columns
 * equal the ledger. Statements to run in order, in one transaction.
 */
export const STOCK_REBUILD_SQL = [
  `UPDATE products p
  LEFT JOIN (SELECT product_id, SUM(quantity) AS stock,
                    SUM(CASE WHEN kind = 'purchase' THEN quantity ELSE 0 END) AS received
               FROM stock_movements GROUP BY product_id) m ON m.product_id = p.id
  SET p.current_stock = COALESCE(m.stock, 0), p.total_received = COALESCE(m.received, 0)`,
  'DELETE FROM place_stock',
  `INSERT INTO place_stock (place_id, product_id, quantity)
  SELECT place_id, product_id, SUM(quantity) FROM stock_movements GROUP BY place_id, product_id
  HAVING SUM(quantity) <> 0`,
];
