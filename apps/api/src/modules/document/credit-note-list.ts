import {
  CREDIT_NOTE_STATUSES,
  type TCreditNote,
  type TCreditNoteFilter,
  type TCreditNoteSortColumn,
  type TListCreditNotesQuery,
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
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { defineDocumentList, type TOwnFilters } from './document-list';
import { creditBalanceOf } from './credit-note-credit';

type TWhere = Prisma.CreditNoteWhereInput;
type TOrderBy = Prisma.CreditNoteOrderByWithRelationInput;

/** The row boundary, as a bill's: a customer reaches its own credit notes, admin all, other roles none. */
export const ownCreditNotesWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { customer: 'customerId' });

/** Each sort has an index: credit_no (unique), date, (status, created_at), total, created_at. */
const sort: Record<TCreditNoteSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  credit_no: (order) => ({ creditNo: order }),
  date: (order) => ({ date: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  total: (order) => ({ total: order }),
  created_at: (order) => ({ createdAt: order }),
};
const filters: TOwnFilters<TCreditNoteFilter, TWhere> = {
  status: (value) => ({ status: filterEnum('status', CREDIT_NOTE_STATUSES, value) }),
  // With the customer's filter: two ranges of (customer_id, status, created_at).
  with_credit: (value) => {
    filterEnum('with_credit', ['1'], value);
    return { status: { in: ['open', 'partial'] } };
  },
};

const creditNoteList = defineDocumentList<TWhere, TOrderBy>({
  sort,
  number: { sort: 'credit_no', column: 'creditNo' },
  party: 'customer',
  filters,
});

export const CREDIT_NOTE_INCLUDE = {
  customer: CUSTOMER_SELECT,
  sale: { select: { id: true, saleNo: true, date: true, interState: true } },
  items: { orderBy: { id: 'asc' }, include: LINE_INCLUDE },
  refunds: { orderBy: [{ paidOn: 'asc' }, { id: 'asc' }] },
  payments: {
    orderBy: [{ paidOn: 'asc' }, { id: 'asc' }],
    select: { id: true, amount: true, paidOn: true, sale: { select: { id: true, saleNo: true } } },
  },
} as const satisfies Prisma.CreditNoteInclude;
export type TCreditNoteRow = Prisma.CreditNoteGetPayload<{ include: typeof CREDIT_NOTE_INCLUDE }>;

/** CREDIT_NOTE_INCLUDE as the list reads it: customer and bill joined, lines, refunds and uses a statement each. */
export const CREDIT_NOTE_READ: TJoinedRead = {
  table: 'credit_notes',
  booleans: ['interState'],
  one: {
    customer: CUSTOMER_JOIN,
    sale: one('sales', { key: 'saleId' }, ['id', 'saleNo', 'date', 'interState'], {}, ['interState']),
  },
  many: {
    items: many('credit_note_items', 'creditNoteId', {
      orderBy: ['id'],
      fields: '*',
      booleans: ['restock'],
      one: LINE_JOINS,
    }),
    refunds: many('credit_refunds', 'creditNoteId', { orderBy: ['paidOn', 'id'], fields: '*' }),
    payments: many('sale_payments', 'creditNoteId', {
      orderBy: ['paidOn', 'id'],
      fields: ['id', 'amount', 'paidOn'],
      one: { sale: one('sales', { key: 'saleId' }, ['id', 'saleNo']) },
    }),
  },
};

/** A credit note as it is answered: its lines split their tax as its bill's did (`taxes`: readTaxBook). */
export function toCreditNote(row: TCreditNoteRow, taxes: TTaxBook): TCreditNote {
  const split = { book: taxes, interState: row.sale.interState };
  const lines = toDocumentLines(row.items, split, row.discountPercent);
  return {
    id: row.id,
    credit_no: row.creditNo,
    sale: { id: row.sale.id, sale_no: row.sale.saleNo, date: calendarDate(row.sale.date) },
    customer: toDocumentCustomer(row.customer),
    date: calendarDate(row.date),
    reason: row.reason,
    discount_percent: row.discountPercent.toFixed(2),
    ...toDocumentTotals(row),
    bill_settled: row.billSettled.toFixed(2),
    used_total: row.usedTotal.toFixed(2),
    refunded_total: row.refundedTotal.toFixed(2),
    balance: creditBalanceOf(row).toFixed(2),
    status: row.status,
    items: lines.map((line, index) => ({
      ...line,
      sale_item_id: row.items[index]!.saleItemId,
      restock: row.items[index]!.restock,
    })),
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount.toFixed(2),
      date: calendarDate(refund.paidOn),
      method: refund.method,
      note: refund.note,
      created_at: refund.createdAt.toISOString(),
    })),
    uses: row.payments.map((payment) => ({
      payment_id: payment.id,
      sale_id: payment.sale.id,
      sale_no: payment.sale.saleNo,
      amount: payment.amount.toFixed(2),
      date: calendarDate(payment.paidOn),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One credit note within the caller's reach; another's id answers 404. */
export const findCreditNoteRow = async (db: TDb, caller: TCaller, id: number): Promise<TCreditNoteRow> =>
  foundOr404(
    await db.creditNote.findFirst({
      where: { AND: [{ id }, ownCreditNotesWhere(caller)] },
      include: CREDIT_NOTE_INCLUDE,
    }),
  );

/** GET /credit-note/view/:id. */
export const getCreditNote = async (db: TDb, caller: TCaller, id: number) =>
  toCreditNote(await findCreditNoteRow(db, caller, id), await readTaxBook(db));

const linesOf = (row: TCreditNote) =>
  row.items.map((i) => `${i.product?.name ?? i.description ?? ''} x ${i.quantity}`).join('; ');

/** GET /credit-note/list: a page, or every matching row as creditNoteData.csv. */
export async function findCreditNotes(prisma: TPrisma, caller: TCaller, query: TListCreditNotesQuery) {
  const taxes = await readTaxBook(prisma);
  return runList(
    prisma,
    query,
    creditNoteList,
    [ownCreditNotesWhere(caller)],
    prismaListRunner(prisma.creditNote, (ids) =>
      readJoinedRows<TCreditNoteRow>(prisma, CREDIT_NOTE_READ, ids),
    ),
    (row) => toCreditNote(row, taxes),
    {
      filename: 'creditNoteData',
      columns: [
        { header: 'column.creditNoteNo', value: (r) => r.credit_no },
        { header: 'column.billNo', value: (r) => r.sale.sale_no },
        { header: 'column.customer', value: (r) => r.customer.full_name },
        { header: 'column.date', value: (r) => r.date, as: 'date' },
        { header: 'column.reason', value: (r) => r.reason },
        { header: 'column.products', value: linesOf },
        { header: 'column.total', value: (r) => r.total },
        { header: 'column.refunded', value: (r) => r.refunded_total },
        { header: 'column.creditLeft', value: (r) => r.balance },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
