import {
  PURCHASE_STATUSES,
  type TListPurchasesQuery,
  type TPurchase,
  type TPurchaseFilter,
  type TPurchaseSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { foundOr404 } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { many, person, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { filterEnum, runList } from '../../lib/list/list-query';
import { defineDocumentList, type TOwnFilters } from './document-list';
import { quantityBack } from './document-returns';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { PERSON_FIELDS, personRef } from '../../lib/kernel/person';
import {
  LINE_PRODUCT_JOIN,
  LINE_PRODUCT_SELECT,
  PARTY_FIELDS,
  toLineProduct,
  toPartyDetails,
} from '../../lib/rules/document-lines';

type TWhere = Prisma.PurchaseWhereInput;
type TOrderBy = Prisma.PurchaseOrderByWithRelationInput;

/** The row boundary: a supplier reaches its own purchases, admin all, other roles none. */
export const ownPurchasesWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { supplier: 'supplierId' });

/** Each sort has an index: purchase_no (unique), date, (status, created_at), created_at. */
const sort: Record<TPurchaseSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  purchase_no: (order) => ({ purchaseNo: order }),
  date: (order) => ({ date: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  created_at: (order) => ({ createdAt: order }),
};
const filters: TOwnFilters<TPurchaseFilter, TWhere> = {
  status: (value) => ({ status: filterEnum('status', PURCHASE_STATUSES, value) }),
};

const purchaseList = defineDocumentList<TWhere, TOrderBy>({
  sort,
  number: { sort: 'purchase_no', column: 'purchaseNo' },
  party: 'supplier',
  filters,
});

export const PURCHASE_INCLUDE = {
  supplier: { select: { ...PERSON_FIELDS, ...PARTY_FIELDS } },
  items: {
    orderBy: { id: 'asc' },
    include: {
      product: LINE_PRODUCT_SELECT,
      returnLines: { select: { quantity: true } },
    },
  },
  returns: {
    orderBy: { id: 'asc' },
    select: { id: true, returnNo: true, date: true, totalAmount: true },
  },
} as const satisfies Prisma.PurchaseInclude;
export type TPurchaseRow = Prisma.PurchaseGetPayload<{ include: typeof PURCHASE_INCLUDE }>;

/** PURCHASE_INCLUDE as the list reads it: the supplier joined, the lines in one more statement. */
export const PURCHASE_READ: TJoinedRead = {
  table: 'purchases',
  one: { supplier: person('supplierId', Object.keys(PARTY_FIELDS)) },
  many: {
    items: many('purchase_items', 'purchaseId', {
      orderBy: ['id'],
      fields: '*',
      one: { product: LINE_PRODUCT_JOIN },
      many: {
        returnLines: many('purchase_return_items', 'purchaseItemId', {
          orderBy: ['id'],
          fields: ['quantity'],
        }),
      },
    }),
    returns: many('purchase_returns', 'purchaseId', {
      orderBy: ['id'],
      fields: ['id', 'returnNo', 'date', 'totalAmount'],
    }),
  },
};

export function toPurchase(row: TPurchaseRow): TPurchase {
  return {
    id: row.id,
    purchase_no: row.purchaseNo,
    supplier: { ...personRef(row.supplier), ...toPartyDetails(row.supplier) },
    date: calendarDate(row.date),
    contact_person: row.contactPerson,
    billing_address: row.billingAddress,
    status: row.status,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    supplier_answer: row.supplierAnswer,
    supplier_answered_at: row.supplierAnsweredAt?.toISOString() ?? null,
    supplier_delivery_date: row.supplierDeliveryDate ? calendarDate(row.supplierDeliveryDate) : null,
    supplier_note: row.supplierNote,
    supplier_invoice: row.supplierInvoice,
    supplier_invoice_at: row.supplierInvoiceAt?.toISOString() ?? null,
    note: row.note,
    total: row.totalAmount.toFixed(2),
    returned_total: row.returnedTotal.toFixed(2),
    items: row.items.map((item) => ({
      id: item.id,
      product: toLineProduct(item.product),
      quantity: item.quantity,
      rate: item.rate.toFixed(2),
      amount: item.amount.toFixed(2),
      returned_quantity: quantityBack(item.returnLines),
    })),
    returns: row.returns.map((back) => ({
      id: back.id,
      return_no: back.returnNo,
      date: calendarDate(back.date),
      total: back.totalAmount.toFixed(2),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One purchase within the caller's reach; another's id answers 404. */
export const findPurchaseRow = async (db: TDb, caller: TCaller, id: number): Promise<TPurchaseRow> =>
  foundOr404(
    await db.purchase.findFirst({
      where: { AND: [{ id }, ownPurchasesWhere(caller)] },
      include: PURCHASE_INCLUDE,
    }),
  );

/** GET /purchase/view/:id. */
export const getPurchase = async (db: TDb, caller: TCaller, id: number) =>
  toPurchase(await findPurchaseRow(db, caller, id));

const productsOf = (row: TPurchase) => row.items.map((i) => `${i.product.name} x ${i.quantity}`).join('; ');

/** GET /purchase/list: a page, or every matching row as purchaseData.csv. */
export function findPurchases(prisma: TPrisma, caller: TCaller, query: TListPurchasesQuery) {
  return runList(
    prisma,
    query,
    purchaseList,
    [ownPurchasesWhere(caller)],
    prismaListRunner(prisma.purchase, (ids) => readJoinedRows<TPurchaseRow>(prisma, PURCHASE_READ, ids)),
    toPurchase,
    {
      filename: 'purchaseData',
      columns: [
        { header: 'column.purchaseNo', value: (r) => r.purchase_no },
        { header: 'column.supplier', value: (r) => r.supplier.full_name },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.contactPerson', value: (r) => r.contact_person ?? '' },
        { header: 'column.billingAddress', value: (r) => r.billing_address },
        { header: 'column.products', value: productsOf },
        { header: 'column.total', value: (r) => r.total },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
