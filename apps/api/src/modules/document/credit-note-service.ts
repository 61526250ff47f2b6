import {
  MSG,
  type TCreateCreditNoteBody,
  type TCreateCreditRefundBody,
  type TCreditNote,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn } from '../../lib/kernel/calendar-date';
import { computeDocumentTotals } from '../../lib/rules/document-totals';
import { fullName } from '../../lib/kernel/person';
import { stockTransaction } from '../../lib/rules/stock-ledger';
import { keepBooks, lockDocuments, readLocked, writeDocument } from './document-write';
import { dueOf, findSaleRow, type TSaleRow } from './sale-list';
import { paymentStatusOf } from './sale-service';
import { CREDIT_SUMS_SELECT, moveCredit } from './credit-note-credit';
import { chooseReturnLines, quantityBack, type TChosenLine } from './document-returns';
import { readTaxBook } from '../../lib/rules/document-lines';
import { CREDIT_NOTE_INCLUDE, ownCreditNotesWhere, toCreditNote } from './credit-note-list';

const MONEY_COLUMNS = ['grossTotal', 'discountTotal', 'taxTotal', 'total'] as const;
type TMoneyColumn = (typeof MONEY_COLUMNS)[number];
type TMoneyColumns = Record<TMoneyColumn, Prisma.Decimal>;

/**
 * The bill's lines the body names, checked against what was billed and not yet credited (its lines' credit lines,
 * read under the bill's lock): a restock of a line without a product is refused (400) besides.
 */
const chooseLines = (sale: TSaleRow, body: TCreateCreditNoteBody) =>
  chooseReturnLines(
    sale.items,
    (item) => quantityBack(item.creditLines),
    body.items.map((line) => ({ id: line.sale_item_id, quantity: line.quantity, restock: line.restock })),
    {
      idField: 'sale_item_id',
      notOnDocument: MSG.creditLineNotOfBill,
      left: MSG.creditQuantityLeft,
      nothingLeft: MSG.saleFullyCredited,
      refuse: (item, wanted) =>
        wanted.restock && item.productId === null
          ? { field: 'restock', message: MSG.creditRestockNoProduct }
          : null,
    },
  );

type TChosenSaleLine = TChosenLine<TSaleRow['items'][number]>;

/**
 * The note's sums, priced as the bill priced its lines (the line's price, tax and discount, the bill's discount),
 * never more than the bill has left to credit; the note that takes back the last units credits exactly what is left,
 * so a bill credited in parts adds up to its total to the cent.
 */
async function creditSums(tx: TDb, sale: TSaleRow, lines: TChosenSaleLine[], completes: boolean) {
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
  const { lines, completes } = chooseLines(sale, body);
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
          interState: sale.interState,
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
      refunded_total: '0',
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
  toCreditNote(
    await db.creditNote.findUniqueOrThrow({ where: { id }, include: CREDIT_NOTE_INCLUDE }),
    await readTaxBook(db),
  );

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
