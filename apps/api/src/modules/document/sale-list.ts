import {
  MSG,
  PAYMENT_STATUSES,
  type TListSalesQuery,
  type TSale,
  type TSaleBalance,
  type TSaleFilter,
  type TSaleSortColumn,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError, foundOr404 } from '../../lib/kernel/app-error';
import { creditBalanceOf } from './credit-note-credit';
import { isAdmin, ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
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
import { filterDate, filterEnum, runList } from '../../lib/list/list-query';
import { defineDocumentList, type TOwnFilters } from './document-list';
import { quantityBack } from './document-returns';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { readUpiPayee, upiUriOf, type TUpiPayee } from '../../lib/rules/upi-payee';

type TWhere = Prisma.SaleWhereInput;
type TOrderBy = Prisma.SaleOrderByWithRelationInput;

/** The row boundary: a customer reaches its own sales, admin all, other roles none. */
export const ownSalesWhere = (caller: TCaller) => ownRowsWhere<TWhere>(caller, { customer: 'customerId' });

/** Each sort has an index: sale_no (unique), date, (payment_status, created_at), total, created_at. */
const sort: Record<TSaleSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  sale_no: (order) => ({ saleNo: order }),
  date: (order) => ({ date: order }),
  payment_status: (order) => [{ paymentStatus: order }, { createdAt: order }],
  total: (order) => ({ total: order }),
  created_at: (order) => ({ createdAt: order }),
};
const filters: TOwnFilters<TSaleFilter, TWhere> = {
  payment_status: (value) => ({ paymentStatus: filterEnum('payment_status', PAYMENT_STATUSES, value) }),
  // Read from (payment_status, due_date): two ranges of that index.
  overdue_on: (value) => ({
    paymentStatus: { in: ['unpaid', 'partial'] },
    dueDate: { lt: filterDate('overdue_on', value) },
  }),
};

const saleList = defineDocumentList<TWhere, TOrderBy>({
  sort,
  number: { sort: 'sale_no', column: 'saleNo' },
  party: 'customer',
  filters,
});

export const SALE_INCLUDE = {
  customer: CUSTOMER_SELECT,
  items: {
    orderBy: { id: 'asc' },
    include: { ...LINE_INCLUDE, creditLines: { select: { quantity: true } } },
  },
  payments: {
    orderBy: [{ paidOn: 'asc' }, { id: 'asc' }],
    include: { creditNote: { select: { id: true, creditNo: true } } },
  },
  creditNotes: {
    orderBy: { id: 'asc' },
    select: { id: true, creditNo: true, date: true, total: true },
  },
  quotation: { select: { id: true, quotationNo: true } },
  contractBill: {
    select: { periodStart: true, periodEnd: true, amc: { select: { id: true, amcNo: true } } },
  },
} as const satisfies Prisma.SaleInclude;
export type TSaleRow = Prisma.SaleGetPayload<{ include: typeof SALE_INCLUDE }>;

/** SALE_INCLUDE as the list reads it: customer and quotation joined, lines and payments one statement each. */
export const SALE_READ: TJoinedRead = {
  table: 'sales',
  booleans: ['interState'],
  one: {
    customer: CUSTOMER_JOIN,
    quotation: one('quotations', { backKey: 'saleId' }, ['id', 'quotationNo']),
    contractBill: one('amc_bills', { backKey: 'saleId' }, ['periodStart', 'periodEnd'], {
      amc: one('amcs', { key: 'amcId' }, ['id', 'amcNo']),
    }),
  },
  many: {
    items: many('sale_items', 'saleId', {
      orderBy: ['id'],
      fields: '*',
      one: LINE_JOINS,
      many: {
        creditLines: many('credit_note_items', 'saleItemId', { orderBy: ['id'], fields: ['quantity'] }),
      },
    }),
    payments: many('sale_payments', 'saleId', {
      orderBy: ['paidOn', 'id'],
      fields: '*',
      one: { creditNote: one('credit_notes', { key: 'creditNoteId' }, ['id', 'creditNo']) },
    }),
    creditNotes: many('credit_notes', 'saleId', {
      orderBy: ['id'],
      fields: ['id', 'creditNo', 'date', 'total'],
    }),
  },
};

/**
 * What a bill still owes: its total less its credit notes and payments, never below 0 (credit beyond what was owed
 * stays on the credit note, the customer's to refund or use).
 */
export function dueOf(row: {
  total: Prisma.Decimal;
  creditedTotal: Prisma.Decimal;
  paidTotal: Prisma.Decimal;
}) {
  return Prisma.Decimal.max(row.total.sub(row.creditedTotal).sub(row.paidTotal), 0);
}

/**
 * What a bill is answered with besides its row: the business's UPI payee (a bill with money due gets its payment
 * link) and the taxes' components (its lines' tax split within or across states). Read once per page.
 */
export type TSaleBooks = { upi: TUpiPayee | null; taxes: TTaxBook };

export const readSaleBooks = async (db: TDb): Promise<TSaleBooks> => {
  const [upi, taxes] = await Promise.all([readUpiPayee(db), readTaxBook(db)]);
  return { upi, taxes };
};

/** A sale as it is answered. */
export function toSale(row: TSaleRow, { upi, taxes }: TSaleBooks): TSale {
  const due = dueOf(row);
  return {
    id: row.id,
    sale_no: row.saleNo,
    customer: toDocumentCustomer(row.customer),
    date: calendarDate(row.date),
    billing_address: row.billingAddress,
    discount_percent: row.discountPercent.toFixed(2),
    ...toDocumentTotals(row),
    payment_status: row.paymentStatus,
    paid_total: row.paidTotal.toFixed(2),
    credited_total: row.creditedTotal.toFixed(2),
    due_total: due.toFixed(2),
    upi_uri: upiUriOf(upi, due, row.saleNo),
    note: row.note,
    due_date: row.dueDate ? calendarDate(row.dueDate) : null,
    contract: row.contractBill
      ? {
          amc_id: row.contractBill.amc.id,
          amc_no: row.contractBill.amc.amcNo,
          period_start: calendarDate(row.contractBill.periodStart),
          period_end: calendarDate(row.contractBill.periodEnd),
        }
      : null,
    quotation: row.quotation ? { id: row.quotation.id, quotation_no: row.quotation.quotationNo } : null,
    items: toDocumentLines(row.items, { book: taxes, interState: row.interState }, row.discountPercent).map(
      (line, index) => ({
        ...line,
        credited_quantity: quantityBack(row.items[index]!.creditLines),
      }),
    ),
    payments: row.payments.map((p) => ({
      id: p.id,
      amount: p.amount.toFixed(2),
      date: calendarDate(p.paidOn),
      method: p.method,
      credit_note: p.creditNote && { id: p.creditNote.id, credit_no: p.creditNote.creditNo },
      note: p.note,
      created_at: p.createdAt.toISOString(),
    })),
    credit_notes: row.creditNotes.map((note) => ({
      id: note.id,
      credit_no: note.creditNo,
      date: calendarDate(note.date),
      total: note.total.toFixed(2),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One sale within the caller's reach; another's id answers 404. */
export const findSaleRow = async (db: TDb, caller: TCaller, id: number): Promise<TSaleRow> =>
  foundOr404(
    await db.sale.findFirst({ where: { AND: [{ id }, ownSalesWhere(caller)] }, include: SALE_INCLUDE }),
  );

/** One sale by id, whoever's it is: for work the server does itself (a queued mail's invoice). */
export const findSaleRowById = async (db: TDb, id: number): Promise<TSaleRow> =>
  foundOr404(await db.sale.findUnique({ where: { id }, include: SALE_INCLUDE }));

/** GET /sale/view/:id. */
export const getSale = async (db: TDb, caller: TCaller, id: number) =>
  toSale(await findSaleRow(db, caller, id), await readSaleBooks(db));

const productsOf = (row: TSale) =>
  row.items.map((i) => `${i.product?.name ?? i.description ?? ''} x ${i.quantity}`).join('; ');

/** GET /sale/list: a page, or every matching row as sellData.csv. */
export async function findSales(prisma: TPrisma, caller: TCaller, query: TListSalesQuery) {
  const books = await readSaleBooks(prisma);
  return runList(
    prisma,
    query,
    saleList,
    [ownSalesWhere(caller)],
    prismaListRunner(prisma.sale, (ids) => readJoinedRows<TSaleRow>(prisma, SALE_READ, ids)),
    (row) => toSale(row, books),
    {
      filename: 'sellData',
      columns: [
        { header: 'column.billNo', value: (r) => r.sale_no },
        { header: 'column.customer', value: (r) => r.customer.full_name },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.billingAddress', value: (r) => r.billing_address },
        { header: 'column.products', value: productsOf },
        { header: 'column.discountPercent', value: (r) => r.discount_percent },
        { header: 'column.grossTotal', value: (r) => r.gross_total },
        { header: 'column.discount', value: (r) => r.discount_total },
        { header: 'column.tax', value: (r) => r.tax_total },
        { header: 'column.total', value: (r) => r.total },
        { header: 'column.paid', value: (r) => r.paid_total },
        { header: 'column.paymentStatus', value: (r) => r.payment_status },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}

/**
 * GET /sale/balance: what a customer owes and the credit it holds, from the summary kept beside its bills
 * (customer_receivable_totals) and its credit notes with credit left (their (customer, status) index): two small
 * reads at any size. A customer reads its own; an admin names one (400 without); anyone else is out of reach (404).
 */
export async function getSaleBalance(db: TDb, caller: TCaller, customerId?: number): Promise<TSaleBalance> {
  const id = caller.role === 'customer' ? caller.id : isAdmin(caller) ? customerId : undefined;
  if (id === undefined) {
    if (isAdmin(caller)) throw AppError.field('customer_id', MSG.required('Customer'));
    throw new AppError('NOT_FOUND');
  }
  const [owed, credits] = await Promise.all([
    db.customerReceivableTotal.findUnique({ where: { customerId: id } }),
    db.creditNote.findMany({
      where: { customerId: id, status: { in: ['open', 'partial'] } },
      select: { total: true, billSettled: true, usedTotal: true, refundedTotal: true },
    }),
  ]);
  const creditLeft = credits.reduce((sum, note) => sum.add(creditBalanceOf(note)), new Prisma.Decimal(0));
  return {
    customer_id: id,
    due_total: (owed?.dueTotal ?? new Prisma.Decimal(0)).toFixed(2),
    open_bills: Number(owed?.openBills ?? 0),
    credit_left: creditLeft.toFixed(2),
  };
}
