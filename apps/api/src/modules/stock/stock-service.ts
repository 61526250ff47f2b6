import { MSG } from '@amc/contracts';
import type {
  TListStockMovementsQuery,
  TStockAdjustBody,
  TListStockQuery,
  TStockFilter,
  TStockMovement,
  TStockMovementSortColumn,
  TStockRow,
  TStockSortColumn,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import type { TCaller } from '../../lib/kernel/caller';
import {
  lockStockForCount,
  openStockWrite,
  stockTransaction,
  WAREHOUSE_PLACE_ID,
} from '../../lib/rules/stock-ledger';
import { defineList, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { PLACE_SELECT, toPlace } from './stock-places';
import { PERSON_FIELDS, PERSON_SELECT, personRef, personRefOrNull } from '../../lib/kernel/person';

type TProductWhere = Prisma.ProductWhereInput;
type TProductOrderBy = Prisma.ProductOrderByWithRelationInput;

/**
 * The stock list pages, sorts and searches products (the (is_archived, column) indexes); the ledger is then
 * aggregated for the page's products alone, so a page costs the same with a thousand movements or a million.
 */
const stockList = defineList<TProductWhere, TProductOrderBy>({
  sort: {
    code: (order) => ({ code: order }),
    name: (order) => ({ name: order }),
    created_at: (order) => ({ createdAt: order }),
  } satisfies Record<TStockSortColumn, (order: Prisma.SortOrder) => TProductOrderBy>,
  defaultSort: { column: 'name', order: 'asc' },
  search: (term) => ({ OR: [{ code: { startsWith: term } }, { name: { startsWith: term } }] }),
  filters: {
    brand_id: (value) => ({ brandId: filterId('brand_id', value) }),
    category_id: (value) => ({ categoryId: filterId('category_id', value) }),
    unit_id: (value) => ({ unitId: filterId('unit_id', value) }),
  } satisfies Record<TStockFilter, (value: unknown) => TProductWhere>,
});

const dayOf = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? calendarDate(value)
      : String(value).slice(0, 10);

/**
 * The stock of these products: the running totals kept on each product row (see lockProductStock), and its latest
 * delivery (date and supplier), one row read backwards from the stock_movements (product_id, kind, movement_date)
 * index for each product of the page. Nothing sums the ledger.
 */
async function findStockRows(db: TDb, ids: number[]): Promise<(TStockRow & { id: number })[]> {
  const products = await db.product.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      code: true,
      name: true,
      currentStock: true,
      totalReceived: true,
      // The warehouse's share, by its (place_id, product_id) key.
      placeStock: { where: { placeId: WAREHOUSE_PLACE_ID }, select: { quantity: true } },
    },
  });
  const latest = (column: string) => Prisma.sql`(SELECT ${Prisma.raw(`m.${column}`)} FROM stock_movements m
        WHERE m.product_id = p.id AND m.kind = 'purchase'
        ORDER BY m.movement_date DESC, m.id DESC LIMIT 1)`;
  const lasts = await db.$queryRaw<{ product_id: number; last_date: unknown; supplier_id: number | null }[]>`
    SELECT p.id AS product_id, ${latest('movement_date')} AS last_date, ${latest('supplier_id')} AS supplier_id
    FROM products p WHERE p.id IN (${Prisma.join(ids)})`;
  const supplierIds = [...new Set(lasts.flatMap((l) => (l.supplier_id ? [Number(l.supplier_id)] : [])))];
  const suppliers = supplierIds.length
    ? await db.user.findMany({
        where: { id: { in: supplierIds } },
        select: PERSON_FIELDS,
      })
    : [];
  const lastOf = new Map(lasts.map((l) => [Number(l.product_id), l]));
  const personOf = new Map(suppliers.map((u) => [u.id, personRef(u)]));
  return products.map(({ currentStock, totalReceived, placeStock, ...product }) => {
    const last = lastOf.get(product.id);
    const supplierId = last?.supplier_id ? Number(last.supplier_id) : null;
    return {
      id: product.id,
      product,
      current_stock: currentStock,
      in_warehouse: placeStock[0]?.quantity ?? 0,
      total_received: totalReceived,
      last_product_date: dayOf(last?.last_date),
      last_supplier: supplierId ? (personOf.get(supplierId) ?? null) : null,
    };
  });
}

/** GET /stock/list: the active products' stock, a page or every matching row as stockData.csv. */
export function findStock(prisma: TPrisma, query: TListStockQuery) {
  return runList(
    prisma,
    query,
    stockList,
    [{ isArchived: false }],
    prismaListRunner(prisma.product, (ids) => findStockRows(prisma, ids)),
    (row): TStockRow => row,
    {
      filename: 'stockData',
      columns: [
        { header: 'column.code', value: (r) => r.product.code },
        { header: 'column.product', value: (r) => r.product.name },
        { header: 'column.currentStock', value: (r) => r.current_stock },
        { header: 'column.inWarehouse', value: (r) => r.in_warehouse },
        { header: 'column.totalReceived', value: (r) => r.total_received },
        { header: 'column.lastProductDate', value: (r) => r.last_product_date ?? '', as: 'date' },
        { header: 'column.lastSupplier', value: (r) => r.last_supplier?.full_name ?? '' },
      ],
    },
  );
}

type TMovementWhere = Prisma.StockMovementWhereInput;
type TMovementOrderBy = Prisma.StockMovementOrderByWithRelationInput;

/** Within one product, (product_id, movement_date) and (product_id, created_at) serve both sorts. */
const movementList = defineList<TMovementWhere, TMovementOrderBy>({
  sort: {
    movement_date: (order) => ({ movementDate: order }),
    created_at: (order) => ({ createdAt: order }),
  } satisfies Record<TStockMovementSortColumn, (order: Prisma.SortOrder) => TMovementOrderBy>,
  defaultSort: { column: 'movement_date', order: 'desc' },
});

const MOVEMENT_INCLUDE = {
  place: { select: PLACE_SELECT },
  purchase: { select: { id: true, purchaseNo: true } },
  sale: { select: { id: true, saleNo: true } },
  creditNote: { select: { id: true, creditNo: true } },
  purchaseReturn: { select: { id: true, returnNo: true } },
  supplier: PERSON_SELECT,
  createdBy: PERSON_SELECT,
} as const satisfies Prisma.StockMovementInclude;
type TMovementRow = Prisma.StockMovementGetPayload<{ include: typeof MOVEMENT_INCLUDE }>;

const toMovement = (row: TMovementRow): TStockMovement => ({
  id: row.id,
  product_id: row.productId,
  quantity: row.quantity,
  place: toPlace(row.place),
  kind: row.kind,
  movement_date: calendarDate(row.movementDate),
  purchase: row.purchase ? { id: row.purchase.id, purchase_no: row.purchase.purchaseNo } : null,
  sale: row.sale ? { id: row.sale.id, sale_no: row.sale.saleNo } : null,
  credit_note: row.creditNote ? { id: row.creditNote.id, credit_no: row.creditNote.creditNo } : null,
  purchase_return: row.purchaseReturn
    ? { id: row.purchaseReturn.id, return_no: row.purchaseReturn.returnNo }
    : null,
  supplier: personRefOrNull(row.supplier),
  reason: row.reason,
  note: row.note,
  // Only a hand adjustment or a transfer names its author: a document's movement is its document's.
  created_by: row.kind === 'adjustment' || row.kind === 'transfer' ? personRefOrNull(row.createdBy) : null,
  created_at: row.createdAt.toISOString(),
});

/** GET /stock/movements?product_id=: one product's ledger; an unknown product answers 404. */
export async function findStockMovements(prisma: TPrisma, query: TListStockMovementsQuery) {
  const product = await prisma.product.findUnique({ where: { id: query.product_id }, select: { id: true } });
  if (!product) throw new AppError('NOT_FOUND');
  return runList(
    prisma,
    query,
    movementList,
    [{ productId: product.id }],
    prismaListRunner(prisma.stockMovement, { include: MOVEMENT_INCLUDE }),
    toMovement,
    {
      filename: 'stockMovementData',
      columns: [
        { header: 'column.date', value: (r) => r.movement_date, as: 'date' },
        { header: 'column.kind', value: (r) => r.kind },
        { header: 'column.quantity', value: (r) => r.quantity },
        { header: 'column.document', value: (r) => r.purchase?.purchase_no ?? r.sale?.sale_no ?? '' },
        { header: 'column.supplier', value: (r) => r.supplier?.full_name ?? '' },
        { header: 'column.reason', value: (r) => r.reason ?? '' },
        { header: 'column.note', value: (r) => r.note ?? '' },
        { header: 'column.addedBy', value: (r) => r.created_by?.full_name ?? '' },
      ],
    },
  );
}

/**
 * POST /stock/adjust: stock counted or changed by hand (an opening balance, a count, damaged or lost goods), so no
 * one invents a purchase to set it. One ledger movement of kind adjustment with its reason and note, and its line in
 * the activity log, in one transaction. A count becomes a difference only under the product's lock, so a sale
 * committed meanwhile is not overwritten; the ledger never goes below zero (409).
 */
export async function adjustStock(
  prisma: TPrisma,
  caller: TCaller,
  body: TStockAdjustBody,
): Promise<{ name: string; stock: number }> {
  return stockTransaction(prisma, async (tx) => {
    const exists = await tx.product.findUnique({ where: { id: body.product_id }, select: { id: true } });
    if (!exists) throw new AppError('NOT_FOUND');
    // The stock a count is measured against is the one read under the product's lock, which the second call (the
    // same lock, already held) then moves.
    const product = (await lockStockForCount(tx, [exists.id])).get(exists.id)!;
    const stock = product.stock;
    const change = body.counted !== undefined ? body.counted - stock : body.change!;
    if (change === 0) throw new AppError('CONFLICT', MSG.stockAlreadyAt(stock));
    const movement = await openStockWrite(tx, 'adjustment', {
      lines: [{ productId: product.id, quantity: change, reason: body.reason, note: body.note || null }],
    });
    const { today } = await readBusinessCalendar(tx);
    await movement.write(null, { date: dateColumn(today), actorId: caller.id });
    const after = stock + change;
    const signed = change > 0 ? `+${change}` : String(change);
    await recordActivity(tx, caller, {
      slug: 'stock',
      action: 'adjust',
      recordId: product.id,
      description: `Adjusted the stock of ${product.name} (${product.code}) by ${signed} to ${after} (${body.reason})${
        body.note ? `: ${body.note}` : ''
      }`,
    });
    return { name: product.name, stock: after };
  });
}
