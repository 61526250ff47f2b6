import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText, ZDeletedIds } from './common';
import { ZPaymentStatus } from './enums';
import { ZAmount } from './account-entry';
import {
  ZDiscountPercent,
  ZDocumentCustomer,
  ZDocumentLine,
  ZDocumentLinesBody,
  ZDocumentTotals,
} from './document-lines';
import { ZDateField, ZOptionalRef, ZRequiredRef } from './work-fields';

/** Each sort has an index: sale_no (unique), date, (payment_status, created_at), total, created_at. */
export const SALE_SORT_COLUMNS = ['sale_no', 'date', 'payment_status', 'total', 'created_at'] as const;
export type TSaleSortColumn = (typeof SALE_SORT_COLUMNS)[number];
/**
 * from / to: YYYY-MM-DD bounds of the sale date, both included. With either of them and no sort chosen, the list
 * is newest first by the sale date (not by creation time), id breaking ties; the date index serves that order.
 * overdue_on: YYYY-MM-DD (the web sends the business's today): bills not fully paid whose due date is before it.
 */
export const SALE_FILTERS = ['payment_status', 'customer_id', 'from', 'to', 'overdue_on'] as const;
export type TSaleFilter = (typeof SALE_FILTERS)[number];

/** How money changes hands: a bill's payments and a credit note's refunds. */
export const PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer', 'cheque', 'other'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
/** A bill is also paid with the customer's credit: a payment of method credit_note names the credit note. */
export const SALE_PAYMENT_METHODS = [...PAYMENT_METHODS, 'credit_note'] as const;
export type TSalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/** A payment's or refund's method, with the product's own messages. */
export const ZMethodField = <const T extends readonly [string, ...string[]]>(methods: T) =>
  z.enum(methods, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? MSG.required('Payment method')
        : MSG.choosePaymentMethod,
  });

export const ZSalePayment = z.object({
  id: z.number().int(),
  amount: z.string(),
  date: z.string(),
  method: z.string(),
  /** The credit note whose credit paid it (method credit_note). */
  credit_note: z.object({ id: z.number().int(), credit_no: z.string() }).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TSalePayment = z.infer<typeof ZSalePayment>;

/**
 * SPEC section 3's sale (a bill): calendar dates as YYYY-MM-DD, money as decimal strings. discount_percent is the
 * whole bill's discount, taken off each line after the line's own discount and before its tax.
 */
export const ZSale = ZDocumentTotals.extend({
  id: z.number().int(),
  sale_no: z.string(),
  customer: ZDocumentCustomer,
  date: z.string(),
  billing_address: z.string(),
  discount_percent: z.string(),
  /**
   * unpaid (red) | partial (orange, "Partial paid") | paid (green), from what was paid against the total; credited
   * (grey) once its credit notes took back the whole bill.
   */
  payment_status: ZPaymentStatus,
  paid_total: z.string(),
  /** What its credit notes took back. */
  credited_total: z.string(),
  /** total - credited - paid, never below 0 (a credit beyond it is the customer's, on the credit note). */
  due_total: z.string(),
  note: z.string().nullable(),
  /**
   * The UPI payment link of what is still due (upiPaymentUri), for its QR code: null when nothing is due, or the
   * business takes no UPI payments (no UPI ID, or a currency other than the rupee).
   */
  upi_uri: z.string().nullable(),
  /** When it is to be paid (a contract bill's payment terms); null: no terms, never overdue. */
  due_date: z.string().nullable(),
  /** The contract period this bill is for, made by the billing run; null for any other bill. */
  contract: z
    .object({
      amc_id: z.number().int(),
      amc_no: z.string(),
      period_start: z.string(),
      period_end: z.string(),
    })
    .nullable(),
  /** The quotation this sale was converted from. */
  quotation: z.object({ id: z.number().int(), quotation_no: z.string() }).nullable(),
  /** Its lines, each with how many of it credit notes took back. */
  items: z.array(ZDocumentLine.extend({ credited_quantity: z.number().int() })),
  payments: z.array(ZSalePayment),
  /** Its credit notes, oldest first. */
  credit_notes: z.array(
    z.object({ id: z.number().int(), credit_no: z.string(), date: z.string(), total: z.string() }),
  ),
  created_at: z.string(),
});
export type TSale = z.infer<typeof ZSale>;

/**
 * GET /api/sale/list: search matches a prefix of the bill number or the customer's name; filters
 * payment_status, customer_id, from, to; CSV export as sellData.csv.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListSalesQuery = ZListQuery;

/**
 * GET /api/sale/balance: what a customer owes on its open bills (net of credit notes and payments) and the credit
 * its credit notes still hold. A customer asks for its own (customer_id is its own, whatever is sent); an admin
 * names the customer.
 */
export const ZSaleBalanceQuery = z.object({ customer_id: z.coerce.number().int().positive().optional() });
export const ZSaleBalance = z.object({
  customer_id: z.number().int(),
  due_total: z.string(),
  open_bills: z.number().int(),
  credit_left: z.string(),
});
export type TSaleBalance = z.infer<typeof ZSaleBalance>;
export type TListSalesQuery = z.infer<typeof ZListSalesQuery>;

const saleFields = {
  customer_id: ZRequiredRef('Customer', MSG.chooseCustomer),
  date: ZDateField('Date'),
  billing_address: ZRequiredText('Billing address', 500),
  discount: ZDiscountPercent,
  note: ZOptionalText(5000).transform((v) => v ?? null),
  items: ZDocumentLinesBody,
};

/**
 * POST /api/sale/store (JSON): under the next bill number; its lines leave the stock in the same transaction,
 * refused (409) when a product has not enough. Amounts and totals are computed by the server.
 */
export const ZCreateSaleBody = z.object(saleFields);
export type TCreateSaleBody = z.infer<typeof ZCreateSaleBody>;
export type TCreateSaleInput = z.input<typeof ZCreateSaleBody>;

/**
 * POST /api/sale/update: the whole sale with its lines; the old lines go back to the stock and the new ones leave
 * it. A total below what was already paid is refused (409).
 */
export const ZUpdateSaleBody = z.object({ id: ZId, ...saleFields });
export type TUpdateSaleBody = z.infer<typeof ZUpdateSaleBody>;
export type TUpdateSaleInput = z.input<typeof ZUpdateSaleBody>;

/** POST /api/sale/delete: the lines go back to the stock. */
export const ZDeleteSaleBody = ZIdBody;
/** POST /api/sale/deleteMulti: all or nothing. */
export const ZDeleteSalesBody = ZIdsBody;
export const ZDeletedSales = ZDeletedIds;
export type TDeletedSales = z.infer<typeof ZDeletedSales>;
/** POST /api/sale/email: mails the invoice to the customer. */
export const ZEmailSaleBody = ZIdBody;

/** A payment's own fields, as its form has them. credit_note_id counts only with method credit_note. */
export const ZSalePaymentFields = z.object({
  amount: ZAmount,
  date: ZDateField('Date'),
  method: ZMethodField(SALE_PAYMENT_METHODS),
  credit_note_id: ZOptionalRef(MSG.chooseCreditNote),
  note: ZOptionalText(500).transform((v) => v ?? null),
});

/** A payment by credit names the credit note whose credit pays it. */
export const checkCreditNotePayment = (
  payment: { method: string; credit_note_id: number | null },
  ctx: z.RefinementCtx,
) => {
  if (payment.method === 'credit_note' && payment.credit_note_id === null)
    ctx.addIssue({ code: 'custom', path: ['credit_note_id'], message: MSG.chooseCreditNote });
};

/**
 * POST /api/sale/payment: a payment of the sale; more than what is still due is refused (409). Method credit_note
 * pays with the customer's credit: credit_note_id names one of its credit notes with at least that much left.
 */
export const ZCreateSalePaymentBody = ZSalePaymentFields.extend({
  sale_id: ZRequiredRef('Sale', MSG.notFound),
}).superRefine(checkCreditNotePayment);
export type TCreateSalePaymentBody = z.infer<typeof ZCreateSalePaymentBody>;
export type TCreateSalePaymentInput = z.input<typeof ZCreateSalePaymentBody>;

/** POST /api/sale/payment/delete: the payment's id. */
export const ZDeleteSalePaymentBody = ZIdBody;
