import { z } from 'zod';
import { ZId, ZIdBody } from './common';
import { ZReportRangeBody } from './account-entry';
import { REPORT_FORMATS } from './report';
import { ZPartyDetails } from './work-fields';

/**
 * Issue 27, section 3: a statement of account, what a customer owes the business (or the business a supplier) over a
 * period: the opening balance, then each document and money movement with the running balance.
 *
 * A customer's: bills and refunds raise what it owes (debit); payments and credit notes lower it (credit). A payment
 * made with a credit note's credit is left out: the credit note lowered the balance already.
 * A supplier's: delivered purchases raise what the business owes it (credit); purchase returns lower it (debit).
 */
export const STATEMENT_LINE_KINDS = [
  'bill',
  'credit_note',
  'payment',
  'refund',
  'purchase',
  'purchase_return',
] as const;
export type TStatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/**
 * GET /api/statement/{customer|supplier}?id=: the party, the period (both days included) and the form of the
 * answer.
 */
export const ZStatementQuery = ZReportRangeBody.and(
  z.object({ id: ZId, format: z.enum(REPORT_FORMATS).default('json') }),
);
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const ZStatementLine = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** The document's number (a payment's or a refund's: its bill's or credit note's). */
  number: z.string(),
  /** The document to open: the bill, credit note, purchase or return (a payment's bill, a refund's credit note). */
  document_id: z.number().int(),
  debit: z.string(),
  credit: z.string(),
  /** After this line: a customer's debit - credit, a supplier's credit - debit, from the opening balance on. */
  balance: z.string(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatement = z.object({
  party: ZPartyDetails.extend({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    role: z.enum(['customer', 'supplier']),
  }),
  start_date: z.string(),
  end_date: z.string(),
  /** What was owed at the start of the first day (a customer: to the business; a supplier: by it). */
  opening_balance: z.string(),
  debit_total: z.string(),
  credit_total: z.string(),
  closing_balance: z.string(),
  lines: z.array(ZStatementLine),
});
export type TStatement = z.infer<typeof ZStatement>;

/** POST /api/statement/email: a customer's statement of the period, mailed with its PDF. */
export const ZEmailStatementBody = ZIdBody.and(ZReportRangeBody);
export type TEmailStatementBody = z.infer<typeof ZEmailStatementBody>;
