import {
  MSG,
  type TCreateSaleBody,
  type TCreateSalePaymentBody,
  type TSale,
  type TUpdateSaleBody,
} from '@amc/contracts';
import { Prisma, type PaymentStatus } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity, type TActor } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn } from '../../lib/kernel/calendar-date';
import { isActiveOfRole, readChosenUsers } from '../../lib/rules/chosen-records';
import {
  priceDocumentLines,
  productIdsOf,
  type TLineRow,
  type TPricedDocument,
} from '../../lib/rules/document-lines';
import { stockTransaction, type TStockLine } from '../../lib/rules/stock-ledger';
import { deleteDocumentsIn, keepBooks, readLocked, writeDocument } from './document-write';
import { fullName } from '../../lib/kernel/person';
import {
  dueOf,
  findSaleRow,
  ownSalesWhere,
  readSaleBooks,
  SALE_INCLUDE,
  toSale,
  type TSaleRow,
} from './sale-list';
import { useCredit } from './credit-note-credit';
import { enqueueWebhookEvent } from '../../lib/kernel/webhook-events';
import { customerCrossesStates } from '../../lib/rules/place-of-supply';
import { billCreated } from './sale-events';
import { queuePaymentReceipt } from './sale-receipts';

/** A sale's line as it is written: a catalogue line, or a contract bill's period (no product, a description). */
export type TSaleLine = Omit<TLineRow, 'productId'> & {
  productId: number | null;
  description?: string | null;
};

/** What a sale is written from: its fields and its lines already priced. */
export type TSaleDraft = {
  customerId: number;
  date: string;
  billingAddress: string;
  discountPercent: string;
  note: string | null;
  /** The payment terms' due date; left out, a changed sale keeps its own (a new one has none). */
  dueDate?: string | null;
  priced: { rows: TSaleLine[]; columns: TPricedDocument['columns'] };
  /** The customer's name when the caller has read it already (checkCustomer). */
  customer?: { firstName: string; lastName: string } | null;
};

/**
 * unpaid until something is paid, paid once nothing is due (a sale discounted to 0 is paid), partial between;
 * credited once its credit notes took back the whole bill. Credit off an unpaid bill leaves it unpaid (nothing was
 * paid), with less due.
 */
export function paymentStatusOf(
  total: Prisma.Decimal,
  paid: Prisma.Decimal,
  credited: Prisma.Decimal = new Prisma.Decimal(0),
): PaymentStatus {
  if (credited.gt(0) && credited.gte(total)) return 'credited';
  if (paid.add(credited).gte(total)) return 'paid';
  return paid.gt(0) ? 'partial' : 'unpaid';
}

/** A bill with credit notes is settled history: it, its lines and its payments stay as they are (409). */
export function refuseCredited(sale: { creditNotes: readonly unknown[] }) {
  if (sale.creditNotes.length) throw new AppError('CONFLICT', MSG.saleHasCreditNotes);
}

/**
 * A customer (when its role has the right to write sales at all) writes only its own; anyone else names an active
 * customer, checked only when the write changes it so a sale keeps a customer disabled since.
 */
export async function checkCustomer(db: TDb, caller: TCaller, customerId: number, changed: boolean) {
  if (caller.role === 'customer' && customerId !== caller.id)
    throw AppError.field('customer_id', MSG.chooseCustomer);
  if (!changed) return null;
  // Returned: the sale's log line names the customer, without a second read.
  const customer = (await readChosenUsers(db, [customerId])).get(customerId);
  if (!isActiveOfRole(customer, 'customer')) throw AppError.field('customer_id', MSG.chooseCustomer);
  return customer!;
}

/** The sale as the caller may write it, locked; another's id answers 404. */
const findLockedSale = (tx: TDb, caller: TCaller, id: number): Promise<TSaleRow> =>
  readLocked(tx, 'sales', id, () => findSaleRow(tx, caller, id));

/** What a sale's log line names: a stored row, or the values of one just written. */
export type TDescribedSale = {
  saleNo: string;
  customer: { firstName: string; lastName: string };
  total: Prisma.Decimal;
};

export const describeSale = (row: TDescribedSale) =>
  `the sale ${row.saleNo} of ${fullName(row.customer)} (total ${row.total.toFixed(2)})`;

/** A sale's own columns as a draft writes them, its payment status from what was paid already. */
const saleValues = (draft: TSaleDraft, paid: Prisma.Decimal, interState: boolean) => ({
  customerId: draft.customerId,
  interState,
  date: dateColumn(draft.date),
  ...(draft.dueDate === undefined ? {} : { dueDate: draft.dueDate ? dateColumn(draft.dueDate) : null }),
  billingAddress: draft.billingAddress,
  discountPercent: draft.discountPercent,
  note: draft.note,
  ...draft.priced.columns,
  paymentStatus: paymentStatusOf(new Prisma.Decimal(draft.priced.columns.total), paid),
});

/**
 * Writes a new sale (current null) or a changed one with its stock: each line is one movement of -quantity (kind
 * sale, on the sale date). The stock gate locks every product of the old and new lines first and refuses (409) a
 * change that would take one below zero; the old movements go and the new ones come. A total below what was already
 * paid is refused (409). Runs inside the caller's stock transaction, after the sale's own row lock. A line
 * without a product (a contract bill's period) moves no stock. The billing run writes with no caller (actor id null).
 */
export async function writeSale(
  tx: TDb,
  caller: TActor,
  current: TSaleRow | null,
  draft: TSaleDraft,
  activity?: (saved: TDescribedSale) => { action: string; description: string },
): Promise<{ id: number; saleNo: string }> {
  const { rows, columns } = draft.priced;
  const paid = current?.paidTotal ?? new Prisma.Decimal(0);
  const total = new Prisma.Decimal(columns.total);
  if (total.lt(paid)) throw new AppError('CONFLICT', MSG.totalBelowPaid(paid.toFixed(2)));
  // The log line's customer is read before any lock.
  const customer =
    draft.customer ??
    (current?.customerId === draft.customerId
      ? current.customer
      : await tx.user.findUniqueOrThrow({
          where: { id: draft.customerId },
          select: { firstName: true, lastName: true },
        }));

  const values = saleValues(draft, paid, await customerCrossesStates(tx, draft.customerId));
  const { id, number: saleNo } = await writeDocument(tx, caller, {
    table: 'sales',
    counter: 'sale',
    slug: 'sell',
    current: current && { id: current.id, number: current.saleNo },
    stock: {
      kind: 'sale',
      // The lines go out of the stock; a changed sale's old lines come back first.
      replacing: current ? stockLines(current.items) : undefined,
      lines: stockLines(rows),
      date: dateColumn(draft.date),
    },
    create: (saleNo) =>
      tx.sale.create({
        data: { ...values, createdById: caller.id, items: { create: rows }, saleNo },
        select: { id: true },
      }),
    newTotals: {
      day: draft.date,
      gross_total: columns.grossTotal,
      tax_total: columns.taxTotal,
      discount_total: columns.discountTotal,
      total: columns.total,
      paid_total: '0',
      due_total: columns.total,
    },
    update: (id) =>
      tx.sale.update({
        where: { id },
        data: { ...values, items: { deleteMany: {}, create: rows } },
        select: { id: true },
      }),
    activity: ({ number }) => {
      const saved = { saleNo: number, customer, total };
      return (
        activity?.(saved) ??
        (current
          ? { action: 'update', description: `Updated ${describeSale(saved)}` }
          : { action: 'create', description: `Added ${describeSale(saved)}` })
      );
    },
  });
  if (!current) {
    const bill = billCreated({ id, saleNo, ...draft });
    await enqueueWebhookEvent(tx, 'bill.created', bill.key, bill.data);
  }
  return { id, saleNo };
}

/** A sale's lines as the stock moves them: out, each of a product (a contract bill's period moves nothing). */
const stockLines = (rows: readonly { productId: number | null; quantity: number }[]): TStockLine[] =>
  rows.flatMap((row) =>
    row.productId === null ? [] : [{ productId: row.productId, quantity: -row.quantity }],
  );

/** The sale as it is answered. */
const readSale = async (db: TDb, id: number): Promise<TSale> =>
  toSale(await db.sale.findUniqueOrThrow({ where: { id }, include: SALE_INCLUDE }), await readSaleBooks(db));

async function draftOf(tx: TDb, caller: TCaller, current: TSaleRow | null, body: TCreateSaleBody) {
  const customer = await checkCustomer(
    tx,
    caller,
    body.customer_id,
    current?.customerId !== body.customer_id,
  );
  const known = productIdsOf(current?.items);
  return {
    customerId: body.customer_id,
    date: body.date,
    billingAddress: body.billing_address,
    discountPercent: body.discount,
    note: body.note,
    priced: await priceDocumentLines(tx, body.items, known, body.discount),
    customer,
  };
}

/** A new sale inside a stock transaction the caller runs (the demo seed's). */
export async function storeSale(tx: TDb, caller: TCaller, body: TCreateSaleBody): Promise<TSale> {
  return readSale(tx, (await writeSale(tx, caller, null, await draftOf(tx, caller, null, body))).id);
}

/** POST /sale/store: under the next bill number, its lines out of the stock. */
export async function createSale(prisma: TPrisma, caller: TCaller, body: TCreateSaleBody): Promise<TSale> {
  const { id } = await stockTransaction(prisma, async (tx) =>
    writeSale(tx, caller, null, await draftOf(tx, caller, null, body)),
  );
  // After the commit: the product rows and the counter are free while the answer is read.
  return readSale(prisma, id);
}

/** POST /sale/update: the whole sale; the old lines come back to the stock, the new ones leave it. */
export function updateSale(prisma: TPrisma, caller: TCaller, body: TUpdateSaleBody): Promise<TSale> {
  return stockTransaction(prisma, async (tx) => {
    const current = await findLockedSale(tx, caller, body.id);
    if (current.contractBill) throw new AppError('CONFLICT', MSG.contractBillLocked);
    refuseCredited(current);
    return readSale(tx, (await writeSale(tx, caller, current, await draftOf(tx, caller, current, body))).id);
  });
}

/**
 * Deletes sales all or nothing: an id that is not there, or not the caller's to reach, answers 404. Their lines go
 * back to the stock (the movements go with the sale), their payments with them.
 */
export const deleteSales = (prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> =>
  stockTransaction(prisma, (tx) => {
    const where = (ids: number[]) => ({ AND: [{ id: { in: ids } }, ownSalesWhere(caller)] });
    return deleteDocumentsIn(tx, caller, ids, {
      table: 'sales',
      slug: 'sell',
      find: (ids) =>
        tx.sale.findMany({
          where: where(ids),
          select: {
            id: true,
            saleNo: true,
            total: true,
            customer: { select: { firstName: true, lastName: true } },
            items: { select: { productId: true, quantity: true } },
            creditNotes: { select: { id: true }, take: 1 },
          },
        }),
      check: (rows) => rows.forEach(refuseCredited),
      stock: { kind: 'sale', moved: (rows) => stockLines(rows.flatMap((row) => row.items)) },
      remove: (ids) => tx.sale.deleteMany({ where: where(ids) }),
      describe: (row) => `Deleted ${describeSale(row)}, its lines back in the stock`,
    });
  });

/** A locked sale's paid total moves (its status and day totals follow), with its log line. */
async function settleSale(
  tx: TDb,
  caller: TCaller,
  sale: TSaleRow,
  paid: Prisma.Decimal,
  activity: { action: string; description: string },
) {
  await keepBooks(tx, 'sales', [sale.id], () =>
    tx.sale.update({
      where: { id: sale.id },
      data: { paidTotal: paid, paymentStatus: paymentStatusOf(sale.total, paid, sale.creditedTotal) },
    }),
  );
  await recordActivity(tx, caller, { slug: 'sell', recordId: sale.id, ...activity });
}

/**
 * POST /sale/payment: under the sale's row lock, so two payments of one sale queue and paid_total is always the sum
 * of its payments; more than what is still due is refused (409).
 */
export const addSalePayment = (
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateSalePaymentBody,
): Promise<TSale> => prisma.$transaction((tx) => recordSalePayment(tx, caller, body));

/**
 * A payment inside a transaction the caller runs (the demo seed's), with the same row lock and checks; its receipt is
 * mailed as the settings say unless `mailReceipt` is false (the demo mails no one).
 */
export async function recordSalePayment(
  tx: TDb,
  caller: TCaller,
  body: TCreateSalePaymentBody,
  { mailReceipt = true }: { mailReceipt?: boolean } = {},
): Promise<TSale> {
  const sale = await findLockedSale(tx, caller, body.sale_id);
  const due = dueOf(sale);
  if (due.lte(0))
    throw new AppError(
      'CONFLICT',
      sale.paymentStatus === 'credited' ? MSG.saleFullyCredited : MSG.saleFullyPaid,
    );
  const amount = new Prisma.Decimal(body.amount);
  if (amount.gt(due)) throw AppError.field('amount', MSG.paymentMoreThanDue(due.toFixed(2)), 'CONFLICT');
  // Paid with the customer's credit: the credit note's row is locked after the bill's (the order of every write
  // that holds both), and must be this customer's with that much left.
  const creditNoteId = body.method === 'credit_note' ? body.credit_note_id : null;
  if (creditNoteId !== null) await useCredit(tx, creditNoteId, amount, { customerId: sale.customerId });
  const payment = await tx.salePayment.create({
    select: { id: true },
    data: {
      saleId: sale.id,
      amount: body.amount,
      paidOn: dateColumn(body.date),
      method: body.method,
      creditNoteId,
      note: body.note,
      createdById: caller.id,
    },
  });
  const paid = sale.paidTotal.add(amount);
  await settleSale(tx, caller, sale, paid, {
    action: 'payment',
    description: `Recorded a payment of ${amount.toFixed(2)} (${body.method}) for ${describeSale(sale)}`,
  });
  await enqueueWebhookEvent(tx, 'payment.received', String(payment.id), {
    id: payment.id,
    sale_id: sale.id,
    sale_no: sale.saleNo,
    customer_id: sale.customerId,
    amount: amount.toFixed(2),
    method: body.method,
    date: body.date,
    paid_total: paid.toFixed(2),
    payment_status: paymentStatusOf(sale.total, paid, sale.creditedTotal),
  });
  if (mailReceipt) await queuePaymentReceipt(tx, payment.id);
  return readSale(tx, sale.id);
}

/** POST /sale/payment/delete: the payment goes, the sale's paid total and status follow. */
export function deleteSalePayment(prisma: TPrisma, caller: TCaller, paymentId: number): Promise<TSale> {
  return prisma.$transaction(async (tx) => {
    const payment = await tx.salePayment.findUnique({ where: { id: paymentId }, select: { saleId: true } });
    if (!payment) throw new AppError('NOT_FOUND');
    const sale = await findLockedSale(tx, caller, payment.saleId);
    const locked = sale.payments.find((p) => p.id === paymentId);
    if (!locked) throw new AppError('NOT_FOUND');
    refuseCredited(sale);
    await tx.salePayment.delete({ where: { id: paymentId } });
    // Credit it used is the credit note's again.
    if (locked.creditNoteId !== null) await useCredit(tx, locked.creditNoteId, locked.amount.neg());
    await settleSale(tx, caller, sale, sale.paidTotal.sub(locked.amount), {
      action: 'payment_delete',
      description: `Deleted a payment of ${locked.amount.toFixed(2)} from ${describeSale(sale)}`,
    });
    return readSale(tx, sale.id);
  });
}
