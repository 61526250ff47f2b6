import {
  MSG,
  type TCreateCreditNoteBody,
  type TCreateCreditRefundBody,
  type TCreditNote,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/db-client';
import { recordActivity } from '../../lib/activity-log';
import { AppError, type TIssue } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import { dateColumn } from '../../lib/calendar-date';
import { computeDocumentTotals } from '../../lib/document-totals';
import { fullName } from '../../lib/person';
import { stockTransaction } from '../../lib/stock-ledger';
import { keepBooks, lockDocuments, readLocked, writeDocument } from './document-write';
import { dueOf, findSaleRow, type TSaleRow } from './sale-list';
import { paymentStatusOf } from './sale-service';
import { CREDIT_SUMS_SELECT, moveCredit } from './credit-note-credit';
import { CREDIT_NOTE_INCLUDE, ownCreditNotesWhere, toCreditNote } from './credit-note-list';

const MONEY_COLUMNS = ['grossTotal', 'discountTotal', 'taxTotal', 'total'] as const;
type TMoneyColumn = (typeof MONEY_COLUMNS)[number];
type TMoneyColumns = Record<TMoneyColumn, Prisma.Decimal>;

/** One chosen line of the bill with how many to credit; the same line chosen twice counts once, summed. */
type TChosenLine = { item: TSaleRow['items'][number]; quantity: number; restock: boolean; index: number };

/**
 * The bill's lines the body names, checked against what was billed and not yet credited: a line not on the bill is
 * refused (400), more than is left of a line (409, naming how many are), restock of a line without a product (400).
 */
async function chooseLines(tx: TDb, sale: TSaleRow, body: TCreateCreditNoteBody) {
  const credited = new Map(
    (
      await tx.creditNoteItem.groupBy({
        by: ['saleItemId'],
        where: { creditNote: { saleId: sale.id } },
        _sum: { quantity: true },
      })
    ).map((row) => [row.saleItemId, row._sum.quantity ?? 0]),
  );
  const byItem = new Map(sale.items.map((item) => [item.id, item]));
  const chosen = new Map<number, TChosenLine>();
  const issues: TIssue[] = [];
  body.items.forEach((line, index) => {
    const item = byItem.get(line.sale_item_id);
    if (!item) return issues.push({ path: `items.${index}.sale_item_id`, message: MSG.creditLineNotOfBill });
    if (line.restock && item.productId === null)
      issues.push({ path: `items.${index}.restock`, message: MSG.creditRestockNoProduct });
    const before = chosen.get(item.id);
    chosen.set(item.id, {
      item,
      index,
      quantity: (before?.quantity ?? 0) + line.quantity,
      restock: (before?.restock ?? false) || line.restock,
    });
  });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
  for (const line of chosen.values()) {
    const left = line.item.quantity - (credited.get(line.item.id) ?? 0);
    if (line.quantity > left) {
      const message = left > 0 ? MSG.creditQuantityLeft(left) : MSG.saleFullyCredited;
      throw AppError.field(`items.${line.index}.quantity`, message, 'CONFLICT');
    }
  }
  // Whether this note takes back every unit the bill has left: it then credits exactly what is left of each sum.
  const completes = sale.items.every(
    (item) => item.quantity - (credited.get(item.id) ?? 0) === (chosen.get(item.id)?.quantity ?? 0),
  );
  return { lines: [...chosen.values()], completes };
}

/**
 * The note's sums, priced as the bill priced its lines (the line's price, tax and discount, the bill's discount),
 * never more than the bill has left to credit; the note that takes back the last units credits exactly what is left,
 * so a bill credited in parts adds up to its total to the cent.
 */
async function creditSums(tx: TDb, sale: TSaleRow, lines: TChosenLine[], completes: boolean) {
  const priced = computeDocumentTotals(
    lines.map(({ item, quantity }) => ({ ...item, quantity })),
    sale.discountPercent,
  );
  const before = await tx.creditNote.aggregate({
    where: { saleId: sale.id },
    _sum: { grossTotal: true, discountTotal: true, taxTotal: true, total: true },
  });
  const columns = (of: (column: TMoneyColumn) => Prisma.Decimal) =>
    Object.fromEntries(MONEY_COLUMNS.map((column) => [column, of(column)])) as TMoneyColumns;
  const left = columns((column) => sale[column].sub(before._sum[column] ?? 0));
  const sums = completes || priced.total.gt(left.total) ? left : columns((column) => priced[column]);
  return { priced, sums };
}

/**
 * POST /credit-note/store: under the bill's row lock, so credit notes of one bill queue and never credit more of a
 * line than was billed (200 at once against the last units: one succeeds, the rest answer 409). In the lock order of
 * every stock write (the bill's row, the products, the counter): the returned goods come back into stock (kind
 * sale_return), the note is numbered and stored, and the bill's credited total, due and status follow. Its credit
 * first comes off what the bill still owed; the rest is the customer's (balance).
 */
export async function createCreditNote(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateCreditNoteBody,
): Promise<TCreditNote> {
  const { id } = await stockTransaction(prisma, (tx) => writeCreditNote(tx, caller, body));
  // After the commit: the products, the counter and the bill are free while the answer is read.
  return readCreditNote(prisma, id);
}

/** A new credit note inside a stock transaction the caller runs (the demo seed's). */
export const storeCreditNote = async (tx: TDb, caller: TCaller, body: TCreateCreditNoteBody) =>
  readCreditNote(tx, (await writeCreditNote(tx, caller, body)).id);

async function writeCreditNote(tx: TDb, caller: TCaller, body: TCreateCreditNoteBody) {
  const sale = await readLocked(tx, 'sales', body.sale_id, () => findSaleRow(tx, caller, body.sale_id));
  const { lines, completes } = await chooseLines(tx, sale, body);
  const { priced, sums } = await creditSums(tx, sale, lines, completes);
  const billSettled = Prisma.Decimal.min(sums.total, dueOf(sale));
  const date = dateColumn(body.date);
  const saved = await writeDocument(tx, caller, {
    table: 'credit_notes',
    counter: 'credit_note',
    slug: 'sell',
    current: null,
    stock: {
      kind: 'sale_return',
      lines: lines.flatMap(({ item, quantity, restock }) =>
        restock && item.productId !== null ? [{ productId: item.productId, quantity }] : [],
      ),
      date,
    },
    create: (creditNo) =>
      tx.creditNote.create({
        select: { id: true },
        data: {
          creditNo,
          saleId: sale.id,
          customerId: sale.customerId,
          date,
          reason: body.reason,
          discountPercent: sale.discountPercent,
          ...sums,
          billSettled,
          status: billSettled.gte(sums.total) ? 'settled' : 'open',
          createdById: caller.id,
          items: {
            create: lines.map(({ item, quantity, restock }, index) => ({
              saleItemId: item.id,
              productId: item.productId,
              description: item.description,
              quantity,
              price: item.price,
              taxId: item.taxId,
              taxPercent: item.taxPercent,
              discountPercent: item.discountPercent,
              amount: priced.lines[index]!.amount,
              restock: restock && item.productId !== null,
            })),
          },
        },
      }),
    newTotals: {
      day: body.date,
      gross_total: sums.grossTotal.toFixed(2),
      tax_total: sums.taxTotal.toFixed(2),
      discount_total: sums.discountTotal.toFixed(2),
      total: sums.total.toFixed(2),
    },
    activity: ({ number }) => ({
      action: 'create',
      description: `Issued the credit note ${number} of ${sums.total.toFixed(2)} against the sale ${sale.saleNo} of ${fullName(sale.customer)}: ${body.reason}`,
    }),
  });
  // After the products and the counter (the stock lock order): the bill's own columns and day totals.
  const credited = sale.creditedTotal.add(sums.total);
  await keepBooks(tx, 'sales', [sale.id], () =>
    tx.sale.update({
      where: { id: sale.id },
      data: {
        creditedTotal: credited,
        paymentStatus: paymentStatusOf(sale.total, sale.paidTotal, credited),
      },
    }),
  );
  return saved;
}

const readCreditNote = async (db: TDb, id: number) =>
  toCreditNote(await db.creditNote.findUniqueOrThrow({ where: { id }, include: CREDIT_NOTE_INCLUDE }));

/** The credit note within the caller's reach, locked, with what its credit is made of; another's answers 404. */
async function findLockedCreditNote(tx: TDb, caller: TCaller, id: number) {
  await lockDocuments(tx, 'credit_notes', [id]);
  const note = await tx.creditNote.findFirst({
    where: { AND: [{ id }, ownCreditNotesWhere(caller)] },
    select: { ...CREDIT_SUMS_SELECT, creditNo: true },
  });
  if (!note) throw new AppError('NOT_FOUND');
  return note;
}

/** POST /credit-note/refund: money paid back from the credit left, under the note's row lock (409 beyond it). */
export const addCreditRefund = (prisma: TPrisma, caller: TCaller, body: TCreateCreditRefundBody) =>
  prisma.$transaction(async (tx) => {
    const note = await findLockedCreditNote(tx, caller, body.credit_note_id);
    const amount = new Prisma.Decimal(body.amount);
    await moveCredit(tx, note, { refunded: amount });
    await tx.creditRefund.create({
      data: {
        creditNoteId: note.id,
        amount,
        paidOn: dateColumn(body.date),
        method: body.method,
        note: body.note,
        createdById: caller.id,
      },
    });
    await recordActivity(tx, caller, {
      slug: 'sell',
      action: 'refund',
      recordId: note.id,
      description: `Refunded ${amount.toFixed(2)} (${body.method}) from the credit note ${note.creditNo}`,
    });
    return readCreditNote(tx, note.id);
  });

/** POST /credit-note/refund/delete: the refund goes; its amount is credit left again. */
export const deleteCreditRefund = (prisma: TPrisma, caller: TCaller, refundId: number) =>
  prisma.$transaction(async (tx) => {
    const refund = await tx.creditRefund.findUnique({
      where: { id: refundId },
      select: { creditNoteId: true },
    });
    if (!refund) throw new AppError('NOT_FOUND');
    const note = await findLockedCreditNote(tx, caller, refund.creditNoteId);
    // Read again under the note's lock: a refund deleted meanwhile answers 404.
    const locked = await tx.creditRefund.findUnique({ where: { id: refundId }, select: { amount: true } });
    if (!locked) throw new AppError('NOT_FOUND');
    await tx.creditRefund.delete({ where: { id: refundId } });
    await moveCredit(tx, note, { refunded: locked.amount.neg() });
    await recordActivity(tx, caller, {
      slug: 'sell',
      action: 'refund_delete',
      recordId: note.id,
      description: `Deleted a refund of ${locked.amount.toFixed(2)} from the credit note ${note.creditNo}`,
    });
    return readCreditNote(tx, note.id);
  });
