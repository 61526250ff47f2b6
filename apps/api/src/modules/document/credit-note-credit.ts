import { MSG } from '@amc/contracts';
import { Prisma, type CreditNoteStatus } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { keepBooks, lockDocuments } from './document-write';

/** What a credit note's credit is made of. */
type TCreditSums = {
  total: Prisma.Decimal;
  billSettled: Prisma.Decimal;
  usedTotal: Prisma.Decimal;
  refundedTotal: Prisma.Decimal;
};

/** Credit left: the total less what came off its own bill, what paid later bills and what was refunded. */
export const creditBalanceOf = (row: TCreditSums) =>
  row.total.sub(row.billSettled).sub(row.usedTotal).sub(row.refundedTotal);

/** open until some of its credit is used or refunded, settled once none is left, partial between. */
export function creditStatusOf(row: TCreditSums): CreditNoteStatus {
  if (creditBalanceOf(row).lte(0)) return 'settled';
  return row.usedTotal.add(row.refundedTotal).gt(0) ? 'partial' : 'open';
}

/**
 * Moves a locked credit note's used or refunded credit by `change` (negative gives credit back: a payment or a
 * refund deleted), its status following. Taking more than is left is refused (409), so the credit used and refunded
 * never exceeds what the note gave.
 */
export async function moveCredit(
  tx: TDb,
  note: TCreditSums & { id: number },
  change: { used?: Prisma.Decimal; refunded?: Prisma.Decimal },
) {
  const taken = (change.used ?? new Prisma.Decimal(0)).add(change.refunded ?? 0);
  const left = creditBalanceOf(note);
  if (taken.gt(left)) {
    if (left.lte(0)) throw new AppError('CONFLICT', MSG.creditNoteNoCredit);
    throw AppError.field('amount', MSG.creditLeftExceeded(left.toFixed(2)), 'CONFLICT');
  }
  const after = {
    ...note,
    usedTotal: note.usedTotal.add(change.used ?? 0),
    refundedTotal: note.refundedTotal.add(change.refunded ?? 0),
  };
  // Through the credit notes' books: what they refunded is summed per day for the reports.
  await keepBooks(tx, 'credit_notes', [note.id], () =>
    tx.creditNote.update({
      where: { id: note.id },
      data: { usedTotal: after.usedTotal, refundedTotal: after.refundedTotal, status: creditStatusOf(after) },
    }),
  );
}

export const CREDIT_SUMS_SELECT = {
  id: true,
  customerId: true,
  total: true,
  billSettled: true,
  usedTotal: true,
  refundedTotal: true,
} as const;

/**
 * A bill paid with (or, `amount` negative, a payment giving back) a customer's credit: locks the credit note, which
 * must be `owner.customerId`'s when given (else 400 on credit_note_id), and moves its used credit. The bill's row
 * is locked first by the caller: bill, then credit note, the order of every write that holds both.
 */
export async function useCredit(
  tx: TDb,
  creditNoteId: number,
  amount: Prisma.Decimal,
  owner?: { customerId: number },
) {
  await lockDocuments(tx, 'credit_notes', [creditNoteId]);
  const note = await tx.creditNote.findUnique({ where: { id: creditNoteId }, select: CREDIT_SUMS_SELECT });
  if (!note || (owner && note.customerId !== owner.customerId))
    throw AppError.field('credit_note_id', MSG.chooseCreditNote);
  await moveCredit(tx, note, { used: amount });
}
