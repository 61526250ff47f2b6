import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZListQuery, ZOptionalText, ZRequiredText } from './common';
import { ZCreditNoteStatus } from './enums';
import { ZAmount } from './account-entry';
import { ZDocumentCustomer, ZDocumentLine, ZDocumentTotals } from './document-lines';
import { ZQuantity } from './purchase';
import { ZMethodField, PAYMENT_METHODS } from './sale';
import { ZDateField, ZRequiredRef } from './work-fields';

/**
 * Issue 27's credit note: takes back a bill in whole or in part, with a reason. Final once issued (no update, no
 * delete). Its credit first comes off what its bill still owed (bill_settled); what is left (balance) is the
 * customer's, refunded or used to pay a later bill.
 */

/** Each sort has an index: credit_no (unique), date, (status, created_at), total, created_at. */
export const CREDIT_NOTE_SORT_COLUMNS = ['credit_no', 'date', 'status', 'total', 'created_at'] as const;
export type TCreditNoteSortColumn = (typeof CREDIT_NOTE_SORT_COLUMNS)[number];
/**
 * status: open | partial | settled; customer_id, from, to as on the bills; with_credit=1: only those with credit
 * left (open or partial), what the payment form offers to pay a bill with.
 */
export const CREDIT_NOTE_FILTERS = ['status', 'customer_id', 'from', 'to', 'with_credit'] as const;
export type TCreditNoteFilter = (typeof CREDIT_NOTE_FILTERS)[number];

/** One credited line: a quantity of the bill's line (sale_item_id), priced as the bill priced it. */
export const ZCreditNoteLine = ZDocumentLine.extend({
  sale_item_id: z.number().int(),
  /** The goods came back into stock. */
  restock: z.boolean(),
});
export type TCreditNoteLine = z.infer<typeof ZCreditNoteLine>;

export const ZCreditRefund = z.object({
  id: z.number().int(),
  amount: z.string(),
  date: z.string(),
  method: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TCreditRefund = z.infer<typeof ZCreditRefund>;

export const ZCreditNote = ZDocumentTotals.extend({
  id: z.number().int(),
  credit_no: z.string(),
  /** The bill it credits. */
  sale: z.object({ id: z.number().int(), sale_no: z.string(), date: z.string() }),
  customer: ZDocumentCustomer,
  date: z.string(),
  reason: z.string(),
  discount_percent: z.string(),
  /** The part of the credit that came off its bill's balance when it was issued. */
  bill_settled: z.string(),
  /** Credit used to pay later bills. */
  used_total: z.string(),
  refunded_total: z.string(),
  /** Credit left: total - bill_settled - used - refunded. */
  balance: z.string(),
  status: ZCreditNoteStatus,
  items: z.array(ZCreditNoteLine),
  refunds: z.array(ZCreditRefund),
  /** The later bills its credit paid. */
  uses: z.array(
    z.object({
      payment_id: z.number().int(),
      sale_id: z.number().int(),
      sale_no: z.string(),
      amount: z.string(),
      date: z.string(),
    }),
  ),
  created_at: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/** GET /api/credit-note/list: search by a prefix of the number or the customer's name; CSV creditNoteData.csv. */
export const ZListCreditNotesQuery = ZListQuery;
export type TListCreditNotesQuery = z.infer<typeof ZListCreditNotesQuery>;

/** Most lines one credit note may hold: a bill's (DOCUMENT_MAX_ITEMS). */
const CREDIT_MAX_LINES = 100;

export const ZCreditNoteLineBody = z.object({
  sale_item_id: ZRequiredRef('Product', MSG.creditLineNotOfBill),
  quantity: ZQuantity,
  restock: z.boolean().optional().default(false),
});
export type TCreditNoteLineBody = z.infer<typeof ZCreditNoteLineBody>;

/**
 * POST /api/credit-note/store: lines of the bill and how many of each; more than was billed and not yet credited
 * is refused (409). Lines with restock go back into stock. Under the next credit note number.
 */
export const ZCreateCreditNoteBody = z.object({
  sale_id: ZRequiredRef('Sale', MSG.notFound),
  date: ZDateField('Date'),
  reason: ZRequiredText('Reason', 500),
  items: z
    .array(ZCreditNoteLineBody, { error: MSG.creditLinesRequired })
    .min(1, MSG.creditLinesRequired)
    .max(CREDIT_MAX_LINES, MSG.tooManyProducts),
});
export type TCreateCreditNoteBody = z.infer<typeof ZCreateCreditNoteBody>;
export type TCreateCreditNoteInput = z.input<typeof ZCreateCreditNoteBody>;

/** POST /api/credit-note/email: mails the credit note's PDF to its customer. */
export const ZEmailCreditNoteBody = ZIdBody;

/** POST /api/credit-note/refund: money paid back from the credit left; more than is left is refused (409). */
export const ZCreateCreditRefundBody = z.object({
  credit_note_id: ZId,
  amount: ZAmount,
  date: ZDateField('Date'),
  method: ZMethodField(PAYMENT_METHODS),
  note: ZOptionalText(500).transform((v) => v ?? null),
});
export type TCreateCreditRefundBody = z.infer<typeof ZCreateCreditRefundBody>;
export type TCreateCreditRefundInput = z.input<typeof ZCreateCreditRefundBody>;

/** POST /api/credit-note/refund/delete: the refund's id; its amount is credit left again. */
export const ZDeleteCreditRefundBody = ZIdBody;
