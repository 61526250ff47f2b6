import { addNewRowDayTotals, keepDayTotals, rowsById, SALE_DAY_TOTALS } from '../../lib/day-totals';
import {
  MSG,
  type TCreateSaleBody,
  type TCreateSalePaymentBody,
  type TSale,
  type TUpdateSaleBody,
} from '@amc/contracts';
import { Prisma, type PaymentStatus } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/db-client';
import { recordActivity, type TActor } from '../../lib/activity-log';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import { dateColumn } from '../../lib/calendar-date';
import { isActiveOfRole, readChosenUsers } from '../../lib/chosen-records';
import { nextDocumentNumber } from '../../lib/counters';
import {
  priceDocumentLines,
  productIdsOf,
  type TLineRow,
  type TPricedDocument,
} from '../../lib/document-lines';
import { addDelta, lockProductStock, stockTransaction, type TStockDeltas } from '../../lib/stock-ledger';
import { fullName } from '../../lib/person';
import { ownSalesWhere, SALE_INCLUDE, toSale, type TSaleRow } from './sale-list';
import { enqueueWebhookEvent } from '../../lib/webhook-events';
import { billCreated } from './sale-events';

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

/** unpaid until something is paid, paid once nothing is due (a sale discounted to 0 is paid), partial between. */
export function paymentStatusOf(total: Prisma.Decimal, paid: Prisma.Decimal): PaymentStatus {
  if (paid.gte(total)) return 'paid';
  return paid.gt(0) ? 'partial' : 'unpaid';
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

/** Takes the sales' row locks (id order) before reading them, so two writes of one sale queue. */
async function lockSales(db: TDb, ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  await db.$queryRaw`SELECT id FROM sales WHERE id IN (${Prisma.join(sorted)}) ORDER BY id FOR UPDATE`;
}

/** The sale as the caller may write it, locked; another's id answers 404. */
async function findLockedSale(tx: TDb, caller: TCaller, id: number): Promise<TSaleRow> {
  await lockSales(tx, [id]);
  const row = await tx.sale.findFirst({
    where: { AND: [{ id }, ownSalesWhere(caller)] },
    include: SALE_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** What a sale's log line names: a stored row, or the values of one just written. */
export type TDescribedSale = {
  saleNo: string;
  customer: { firstName: string; lastName: string };
  total: Prisma.Decimal;
};

export const describeSale = (row: TDescribedSale) =>
  `the sale ${row.saleNo} of ${fullName(row.customer)} (total ${row.total.toFixed(2)})`;

/** A sale's own columns as a draft writes them, its payment status from what was paid already. */
const saleValues = (draft: TSaleDraft, paid: Prisma.Decimal) => ({
  customerId: draft.customerId,
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

  const deltas: TStockDeltas = new Map();
  for (const item of current?.items ?? [])
    if (item.productId !== null) addDelta(deltas, item.productId, item.quantity);
  for (const row of rows) if (row.productId !== null) addDelta(deltas, row.productId, -row.quantity);
  await lockProductStock(tx, deltas.keys(), deltas, 'sale');

  const date = dateColumn(draft.date);
  const values = saleValues(draft, paid);
  let saleNo: string;
  let id: number;
  if (current) {
    saleNo = current.saleNo;
    id = current.id;
    await keepDayTotals(tx, SALE_DAY_TOTALS, rowsById([current.id]), () =>
      tx.sale.update({
        where: { id },
        data: { ...values, items: { deleteMany: {}, create: rows } },
        select: { id: true },
      }),
    );
  } else {
    // Taken after the product locks: the counter row stays locked until the transaction ends, so from here on
    // only writes run (the sale, its summary, its movements, the log line); the caller reads the answer.
    saleNo = await nextDocumentNumber(tx, 'sale');
    id = (
      await tx.sale.create({
        data: { ...values, createdById: caller.id, items: { create: rows }, saleNo },
        select: { id: true },
      })
    ).id;
    await addNewRowDayTotals(tx, SALE_DAY_TOTALS, {
      day: draft.date,
      gross_total: columns.grossTotal,
      tax_total: columns.taxTotal,
      discount_total: columns.discountTotal,
      total: columns.total,
      paid_total: '0',
    });
  }

  // A new sale has no movements yet: the delete is for a changed one (and would run under the counter's lock).
  if (current) await tx.stockMovement.deleteMany({ where: { saleId: id } });
  await tx.stockMovement.createMany({
    data: stockLines(rows).map((row) => ({
      productId: row.productId,
      quantity: -row.quantity,
      kind: 'sale' as const,
      saleId: id,
      movementDate: date,
      createdById: caller.id,
    })),
  });

  const saved = { saleNo, customer, total };
  await recordActivity(tx, caller, {
    slug: 'sell',
    recordId: id,
    ...(activity?.(saved) ??
      (current
        ? { action: 'update', description: `Updated ${describeSale(saved)}` }
        : { action: 'create', description: `Added ${describeSale(saved)}` })),
  });
  if (!current) {
    const bill = billCreated({ id, saleNo, ...draft });
    await enqueueWebhookEvent(tx, 'bill.created', bill.key, bill.data);
  }
  return { id, saleNo };
}

/** The lines that move stock: those of a product. */
const stockLines = (rows: TSaleLine[]) =>
  rows.flatMap((row) => (row.productId === null ? [] : [{ ...row, productId: row.productId }]));

/** The sale as it is answered. */
const readSale = async (db: TDb, id: number): Promise<TSale> =>
  toSale(await db.sale.findUniqueOrThrow({ where: { id }, include: SALE_INCLUDE }));

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
    return readSale(tx, (await writeSale(tx, caller, current, await draftOf(tx, caller, current, body))).id);
  });
}

/**
 * Deletes sales all or nothing: an id that is not there, or not the caller's to reach, answers 404. Their lines go
 * back to the stock (the movements go with the sale), their payments with them.
 */
export function deleteSales(prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  return stockTransaction(prisma, async (tx) => {
    await lockSales(tx, unique);
    const where = { AND: [{ id: { in: unique } }, ownSalesWhere(caller)] };
    const rows = await tx.sale.findMany({
      where,
      select: {
        id: true,
        saleNo: true,
        total: true,
        customer: { select: { firstName: true, lastName: true } },
        items: { select: { productId: true, quantity: true } },
      },
    });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const deltas: TStockDeltas = new Map();
    for (const row of rows)
      for (const item of row.items)
        if (item.productId !== null) addDelta(deltas, item.productId, item.quantity);
    await lockProductStock(tx, deltas.keys(), deltas, 'sale');
    const { count } = await keepDayTotals(tx, SALE_DAY_TOTALS, rowsById(unique), () =>
      tx.sale.deleteMany({ where }),
    );
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows)
      await recordActivity(tx, caller, {
        slug: 'sell',
        action: 'delete',
        description: `Deleted the sale ${row.saleNo} of ${fullName(row.customer)} (total ${row.total.toFixed(2)}), its lines back in the stock`,
        recordId: row.id,
      });
    return unique;
  });
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

/** A payment inside a transaction the caller runs (the demo seed's), with the same row lock and checks. */
export async function recordSalePayment(
  tx: TDb,
  caller: TCaller,
  body: TCreateSalePaymentBody,
): Promise<TSale> {
  const sale = await findLockedSale(tx, caller, body.sale_id);
  const due = sale.total.sub(sale.paidTotal);
  if (due.lte(0)) throw new AppError('CONFLICT', MSG.saleFullyPaid);
  const amount = new Prisma.Decimal(body.amount);
  if (amount.gt(due)) throw AppError.field('amount', MSG.paymentMoreThanDue(due.toFixed(2)), 'CONFLICT');
  const payment = await tx.salePayment.create({
    select: { id: true },
    data: {
      saleId: sale.id,
      amount: body.amount,
      paidOn: dateColumn(body.date),
      method: body.method,
      note: body.note,
      createdById: caller.id,
    },
  });
  const paid = sale.paidTotal.add(amount);
  await keepDayTotals(tx, SALE_DAY_TOTALS, rowsById([sale.id]), () =>
    tx.sale.update({
      where: { id: sale.id },
      data: { paidTotal: paid, paymentStatus: paymentStatusOf(sale.total, paid) },
    }),
  );
  await recordActivity(tx, caller, {
    slug: 'sell',
    action: 'payment',
    description: `Recorded a payment of ${amount.toFixed(2)} (${body.method}) for ${describeSale(sale)}`,
    recordId: sale.id,
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
    payment_status: paymentStatusOf(sale.total, paid),
  });
  return toSale(await tx.sale.findUniqueOrThrow({ where: { id: sale.id }, include: SALE_INCLUDE }));
}

/** POST /sale/payment/delete: the payment goes, the sale's paid total and status follow. */
export function deleteSalePayment(prisma: TPrisma, caller: TCaller, paymentId: number): Promise<TSale> {
  return prisma.$transaction(async (tx) => {
    const payment = await tx.salePayment.findUnique({ where: { id: paymentId }, select: { saleId: true } });
    if (!payment) throw new AppError('NOT_FOUND');
    const sale = await findLockedSale(tx, caller, payment.saleId);
    const locked = sale.payments.find((p) => p.id === paymentId);
    if (!locked) throw new AppError('NOT_FOUND');
    await tx.salePayment.delete({ where: { id: paymentId } });
    const paid = sale.paidTotal.sub(locked.amount);
    await keepDayTotals(tx, SALE_DAY_TOTALS, rowsById([sale.id]), () =>
      tx.sale.update({
        where: { id: sale.id },
        data: { paidTotal: paid, paymentStatus: paymentStatusOf(sale.total, paid) },
      }),
    );
    await recordActivity(tx, caller, {
      slug: 'sell',
      action: 'payment_delete',
      description: `Deleted a payment of ${locked.amount.toFixed(2)} from ${describeSale(sale)}`,
      recordId: sale.id,
    });
    return toSale(await tx.sale.findUniqueOrThrow({ where: { id: sale.id }, include: SALE_INCLUDE }));
  });
}
