import type {
  TListPurchaseReturnsQuery,
  TPurchaseReturn,
  TPurchaseReturnFilter,
  TPurchaseReturnSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { foundOr404 } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import {
  LINE_PRODUCT_JOIN,
  LINE_PRODUCT_SELECT,
  PARTY_FIELDS,
  toLineProduct,
  toPartyDetails,
} from '../../lib/rules/document-lines';
import { many, one, person, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { runList } from '../../lib/list/list-query';
import { PERSON_FIELDS, personRef } from '../../lib/kernel/person';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { defineDocumentList, type TOwnFilters } from './document-list';

type TWhere = Prisma.PurchaseReturnWhereInput;
type TOrderBy = Prisma.PurchaseReturnOrderByWithRelationInput;

/** The row boundary, as a purchase's: a supplier reaches its own returns, admin all, other roles none. */
export const ownPurchaseReturnsWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { supplier: 'supplierId' });

/** Each sort has an index: return_no (unique), date, created_at. */
const sort: Record<TPurchaseReturnSortColumn, (order: Prisma.SortOrder) => TOrderBy> = {
  return_no: (order) => ({ returnNo: order }),
  date: (order) => ({ date: order }),
  created_at: (order) => ({ createdAt: order }),
};
const filters: TOwnFilters<TPurchaseReturnFilter, TWhere> = {};

const purchaseReturnList = defineDocumentList<TWhere, TOrderBy>({
  sort,
  number: { sort: 'return_no', column: 'returnNo' },
  party: 'supplier',
  filters,
});

export const PURCHASE_RETURN_INCLUDE = {
  supplier: { select: { ...PERSON_FIELDS, ...PARTY_FIELDS } },
  purchase: { select: { id: true, purchaseNo: true, date: true } },
  items: {
    orderBy: { id: 'asc' },
    include: { product: LINE_PRODUCT_SELECT },
  },
} as const satisfies Prisma.PurchaseReturnInclude;
export type TPurchaseReturnRow = Prisma.PurchaseReturnGetPayload<{ include: typeof PURCHASE_RETURN_INCLUDE }>;

/** PURCHASE_RETURN_INCLUDE as the list reads it: supplier and purchase joined, the lines in one more statement. */
export const PURCHASE_RETURN_READ: TJoinedRead = {
  table: 'purchase_returns',
  one: {
    supplier: person('supplierId', Object.keys(PARTY_FIELDS)),
    purchase: one('purchases', { key: 'purchaseId' }, ['id', 'purchaseNo', 'date']),
  },
  many: {
    items: many('purchase_return_items', 'purchaseReturnId', {
      orderBy: ['id'],
      fields: '*',
      one: { product: LINE_PRODUCT_JOIN },
    }),
  },
};

export const toPurchaseReturn = (row: TPurchaseReturnRow): TPurchaseReturn => ({
  id: row.id,
  return_no: row.returnNo,
  purchase: {
    id: row.purchase.id,
    purchase_no: row.purchase.purchaseNo,
    date: calendarDate(row.purchase.date),
  },
  supplier: { ...personRef(row.supplier), ...toPartyDetails(row.supplier) },
  date: calendarDate(row.date),
  reason: row.reason,
  total: row.totalAmount.toFixed(2),
  items: row.items.map((item) => ({
    id: item.id,
    purchase_item_id: item.purchaseItemId,
    product: toLineProduct(item.product),
    quantity: item.quantity,
    rate: item.rate.toFixed(2),
    amount: item.amount.toFixed(2),
  })),
  created_at: row.createdAt.toISOString(),
});

/** GET /purchase-return/view/:id: one within the caller's reach; another's id answers 404. */
export const getPurchaseReturn = async (db: TDb, caller: TCaller, id: number) =>
  toPurchaseReturn(
    foundOr404(
      await db.purchaseReturn.findFirst({
        where: { AND: [{ id }, ownPurchaseReturnsWhere(caller)] },
        include: PURCHASE_RETURN_INCLUDE,
      }),
    ),
  );

/** GET /purchase-return/list: a page, or every matching row as purchaseReturnData.csv. */
export const findPurchaseReturns = (prisma: TPrisma, caller: TCaller, query: TListPurchaseReturnsQuery) =>
  runList(
    prisma,
    query,
    purchaseReturnList,
    [ownPurchaseReturnsWhere(caller)],
    prismaListRunner(prisma.purchaseReturn, (ids) =>
      readJoinedRows<TPurchaseReturnRow>(prisma, PURCHASE_RETURN_READ, ids),
    ),
    toPurchaseReturn,
    {
      filename: 'purchaseReturnData',
      columns: [
        { header: 'column.returnNo', value: (r) => r.return_no },
        { header: 'column.purchaseNo', value: (r) => r.purchase.purchase_no },
        { header: 'column.supplier', value: (r) => r.supplier.full_name },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.reason', value: (r) => r.reason },
        {
          header: 'column.products',
          value: (r) => r.items.map((i) => `${i.product.name} x ${i.quantity}`).join('; '),
        },
        { header: 'column.total', value: (r) => r.total },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
