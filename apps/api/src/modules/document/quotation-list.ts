import {
  nextContractTerm,
  QUOTATION_STATUSES,
  type TListQuotationsQuery,
  type TQuotation,
  type TQuotationFilter,
  type TQuotationSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { foundOr404 } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import {
  CUSTOMER_JOIN,
  CUSTOMER_SELECT,
  LINE_INCLUDE,
  LINE_JOINS,
  readTaxBook,
  toDocumentCustomer,
  toDocumentLines,
  toDocumentTotals,
  type TTaxBook,
} from '../../lib/rules/document-lines';
import { many, one, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { filterEnum, runList } from '../../lib/list/list-query';
import { defineDocumentList, type TOwnFilters } from './document-list';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.QuotationWhereInput;
type TOrderBy = Prisma.QuotationOrderByWithRelationInput;

/** The row boundary: a customer reaches its own quotations, admin all, other roles none. */
export const ownQuotationsWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { customer: 'customerId' });

/** Each sort has an index: quotation_no (unique), date, (status, created_at), total, created_at. */
const sort: Record<TQuotationSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  quotation_no: (order) => ({ quotationNo: order }),
  date: (order) => ({ date: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  total: (order) => ({ total: order }),
  created_at: (order) => ({ createdAt: order }),
};
const filters: TOwnFilters<TQuotationFilter, TWhere> = {
  status: (value) => ({ status: filterEnum('status', QUOTATION_STATUSES, value) }),
};

const quotationList = defineDocumentList<TWhere, TOrderBy>({
  sort,
  number: { sort: 'quotation_no', column: 'quotationNo' },
  party: 'customer',
  filters,
});

export const QUOTATION_INCLUDE = {
  customer: CUSTOMER_SELECT,
  items: { orderBy: { id: 'asc' }, include: LINE_INCLUDE },
  sale: { select: { id: true, saleNo: true } },
  renewsAmc: { select: { id: true, amcNo: true, startDate: true, intervalMonths: true, serviceCount: true } },
} as const satisfies Prisma.QuotationInclude;
export type TQuotationRow = Prisma.QuotationGetPayload<{ include: typeof QUOTATION_INCLUDE }>;

/** QUOTATION_INCLUDE as the list reads it: customer and sale joined, the lines in one more statement. */
export const QUOTATION_READ: TJoinedRead = {
  table: 'quotations',
  booleans: ['interState'],
  one: {
    customer: CUSTOMER_JOIN,
    sale: one('sales', { key: 'saleId' }, ['id', 'saleNo']),
    renewsAmc: one('amcs', { key: 'renewsAmcId' }, [
      'id',
      'amcNo',
      'startDate',
      'intervalMonths',
      'serviceCount',
    ]),
  },
  many: { items: many('quotation_items', 'quotationId', { orderBy: ['id'], fields: '*', one: LINE_JOINS }) },
};

/** The term a renewal offer offers: the one after the contract's (computed, as every term end is). */
function toRenewalOf(amc: NonNullable<TQuotationRow['renewsAmc']>): TQuotation['renewal_of'] {
  const next = nextContractTerm(calendarDate(amc.startDate), amc.intervalMonths, amc.serviceCount);
  return { id: amc.id, amc_no: amc.amcNo, start_date: next.start, end_date: next.end };
}

/** A quotation as it is answered (`taxes`: readTaxBook, for its lines' tax split). */
export function toQuotation(row: TQuotationRow, taxes: TTaxBook): TQuotation {
  return {
    id: row.id,
    quotation_no: row.quotationNo,
    customer: toDocumentCustomer(row.customer),
    date: calendarDate(row.date),
    status: row.status,
    ...toDocumentTotals(row),
    note: row.note,
    sale: row.sale ? { id: row.sale.id, sale_no: row.sale.saleNo } : null,
    renewal_of: row.renewsAmc && toRenewalOf(row.renewsAmc),
    items: toDocumentLines(row.items, { book: taxes, interState: row.interState }),
    created_at: row.createdAt.toISOString(),
  };
}

/** One quotation within the caller's reach; another's id answers 404. */
export const findQuotationRow = async (db: TDb, caller: TCaller, id: number): Promise<TQuotationRow> =>
  foundOr404(
    await db.quotation.findFirst({
      where: { AND: [{ id }, ownQuotationsWhere(caller)] },
      include: QUOTATION_INCLUDE,
    }),
  );

/** One quotation by id, whoever's it is: for work the server does on its own (a queued mail's PDF). */
export const findQuotationRowById = (db: TDb, id: number): Promise<TQuotationRow> =>
  db.quotation.findUniqueOrThrow({ where: { id }, include: QUOTATION_INCLUDE });

/** GET /quotation/view/:id. */
export const getQuotation = async (db: TDb, caller: TCaller, id: number) =>
  toQuotation(await findQuotationRow(db, caller, id), await readTaxBook(db));

const productsOf = (row: TQuotation) =>
  row.items.map((i) => `${i.product?.name ?? i.description ?? ''} x ${i.quantity} (${i.total})`).join('; ');

/** GET /quotation/list: a page, or every matching row as quotationData.csv. */
export async function findQuotations(prisma: TPrisma, caller: TCaller, query: TListQuotationsQuery) {
  const taxes = await readTaxBook(prisma);
  return runList(
    prisma,
    query,
    quotationList,
    [ownQuotationsWhere(caller)],
    prismaListRunner(prisma.quotation, (ids) => readJoinedRows<TQuotationRow>(prisma, QUOTATION_READ, ids)),
    (row) => toQuotation(row, taxes),
    {
      filename: 'quotationData',
      columns: [
        { header: 'column.quotationNo', value: (r) => r.quotation_no },
        { header: 'column.customer', value: (r) => r.customer.full_name },
        { header: 'column.email', value: (r) => r.customer.email },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.products', value: productsOf },
        { header: 'column.grossTotal', value: (r) => r.gross_total },
        { header: 'column.discount', value: (r) => r.discount_total },
        { header: 'column.tax', value: (r) => r.tax_total },
        { header: 'column.total', value: (r) => r.total },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.sale', value: (r) => r.sale?.sale_no ?? '' },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
