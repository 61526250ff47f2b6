import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText, ZDeletedIds } from './common';
import { PURCHASE_STATUSES, ZPurchaseStatus, ZSupplierAnswer } from './enums';
import { ZLineProduct, ZPrice } from './product';
import { ZDateField, ZOptionalDateField, ZPartyDetails, ZPersonRef, ZRequiredRef } from './work-fields';

/** Each sort has an index: purchase_no (unique), date, (status, created_at), created_at. */
export const PURCHASE_SORT_COLUMNS = ['purchase_no', 'date', 'status', 'created_at'] as const;
export type TPurchaseSortColumn = (typeof PURCHASE_SORT_COLUMNS)[number];
/**
 * from / to: YYYY-MM-DD bounds of the purchase date, both included. With either of them and no sort chosen, the list
 * is newest first by the purchase date (not by creation time), id breaking ties; the date index serves that order.
 */
export const PURCHASE_FILTERS = ['status', 'supplier_id', 'from', 'to'] as const;
export type TPurchaseFilter = (typeof PURCHASE_FILTERS)[number];

/** Most lines a purchase may hold. */
export const PURCHASE_MAX_ITEMS = 100;
export const PURCHASE_MAX_QUANTITY = 1_000_000;

export const ZPurchaseItem = z.object({
  id: z.number().int(),
  product: ZLineProduct,
  quantity: z.number().int(),
  /** Money as strings with 2 decimals ("33.33"); amount = quantity x rate, computed by the server. */
  rate: z.string(),
  amount: z.string(),
});
export type TPurchaseItem = z.infer<typeof ZPurchaseItem>;

/** SPEC section 3's purchase, one row of the list; calendar dates as YYYY-MM-DD, money as decimal strings. */
export const ZPurchase = z.object({
  id: z.number().int(),
  purchase_no: z.string(),
  supplier: ZPersonRef.extend(ZPartyDetails.shape),
  date: z.string(),
  contact_person: z.string().nullable(),
  billing_address: z.string(),
  /** ordered (red) | delivered (green): a delivered purchase's lines are in the stock. */
  status: ZPurchaseStatus,
  delivered_at: z.string().nullable(),
  /** The supplier's answer (pending, confirmed, declined) and when it last gave it. */
  supplier_answer: ZSupplierAnswer,
  supplier_answered_at: z.string().nullable(),
  /** The day the supplier promises delivery (YYYY-MM-DD) while its answer is confirmed. */
  supplier_delivery_date: z.string().nullable(),
  /** The supplier's words with its answer: why it declines, or anything it adds to a confirmation. */
  supplier_note: z.string().nullable(),
  /** The supplier's own invoice (a PDF under /api/files/) and when it was uploaded; null until it sends one. */
  supplier_invoice: z.string().nullable(),
  supplier_invoice_at: z.string().nullable(),
  note: z.string().nullable(),
  /** The sum of the lines' amounts. */
  total: z.string(),
  /** What its returns sent back to the supplier. */
  returned_total: z.string(),
  /** Its lines, each with how many of it went back to the supplier. */
  items: z.array(ZPurchaseItem.extend({ returned_quantity: z.number().int() })),
  /** Its returns, oldest first. */
  returns: z.array(
    z.object({ id: z.number().int(), return_no: z.string(), date: z.string(), total: z.string() }),
  ),
  created_at: z.string(),
});
export type TPurchase = z.infer<typeof ZPurchase>;

/**
 * GET /api/purchase/list: search matches a prefix of the purchase number or the supplier's name;
 * filters status, supplier_id, from, to; CSV export as purchaseData.csv.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListPurchasesQuery = ZListQuery;
export type TListPurchasesQuery = z.infer<typeof ZListPurchasesQuery>;

/** A whole quantity of 1 or more, as form text or a JSON number. */
export const ZQuantity = z
  .union([z.string(), z.number()], { error: MSG.required('Quantity') })
  .transform((raw, ctx) => {
    const value = String(raw).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!value) return fail(MSG.required('Quantity'));
    if (!/^-?\d+$/.test(value) || Number(value) < 1) return fail(MSG.quantityMinOne);
    if (Number(value) > PURCHASE_MAX_QUANTITY) return fail(MSG.quantityTooLarge);
    return Number(value);
  });

/** One line: the product, how many and the rate (SPEC: "quantity 1 or above", "price greater than 0"). */
export const ZPurchaseLineBody = z.object({
  product_id: ZRequiredRef('Product', MSG.chooseProduct),
  quantity: ZQuantity,
  rate: ZPrice,
});
export type TPurchaseLineBody = z.infer<typeof ZPurchaseLineBody>;

const ZPurchaseLines = z
  .array(ZPurchaseLineBody, { error: MSG.required('Product') })
  .min(1, MSG.required('Product'))
  .max(PURCHASE_MAX_ITEMS, MSG.tooManyProducts);

/** ordered | delivered; left out or empty means "not sent". */
const ZPurchaseStatusField = z
  .union([z.string(), z.null()], { error: MSG.chooseStatus })
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim();
    if (!value) return undefined;
    const status = PURCHASE_STATUSES.find((s) => s === value);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseStatus });
      return z.NEVER;
    }
    return status;
  });

const purchaseFields = {
  supplier_id: ZRequiredRef('Supplier', MSG.chooseSupplier),
  date: ZDateField('Date'),
  contact_person: ZOptionalText(191).transform((v) => v ?? null),
  billing_address: ZRequiredText('Billing address', 500),
  note: ZOptionalText(5000).transform((v) => v ?? null),
  items: ZPurchaseLines,
};

/**
 * POST /api/purchase/store (JSON). The status defaults to ordered; a purchase stored as delivered puts its lines in
 * the stock at once. Amounts and the total are computed by the server, never taken from the client.
 */
export const ZCreatePurchaseBody = z.object({ ...purchaseFields, status: ZPurchaseStatusField });
export type TCreatePurchaseBody = z.infer<typeof ZCreatePurchaseBody>;
export type TCreatePurchaseInput = z.input<typeof ZCreatePurchaseBody>;

/**
 * POST /api/purchase/update: the whole purchase with its lines (they replace the stored ones). A status left out
 * keeps the stored one. Delivering adds the lines to the stock; going back to ordered, or changing the lines of a
 * delivered purchase, takes the old lines out again, which is refused (409) when a product's stock would go below
 * zero.
 */
export const ZUpdatePurchaseBody = z.object({ id: ZId, ...purchaseFields, status: ZPurchaseStatusField });
export type TUpdatePurchaseBody = z.infer<typeof ZUpdatePurchaseBody>;
export type TUpdatePurchaseInput = z.input<typeof ZUpdatePurchaseBody>;

/** POST /api/purchase/deliver: marks an ordered purchase delivered (a delivered one stays as it is). */
export const ZDeliverPurchaseBody = ZIdBody;

/** What a supplier answers to its order. */
export const PURCHASE_ANSWERS = ['confirmed', 'declined'] as const;
export type TPurchaseAnswer = (typeof PURCHASE_ANSWERS)[number];
/** The longest note a supplier gives with its answer. */
export const SUPPLIER_NOTE_MAX = 500;

/**
 * POST /api/purchase/answer: the supplier's answer to its own ordered purchase, which it may change until the
 * purchase is delivered (409 after). Confirming names the day it promises delivery (not before the purchase date,
 * which the server checks); declining says why. Every administrator is told by mail and live.
 */
export const ZAnswerPurchaseBody = z
  .object({
    id: ZId,
    answer: z.enum(PURCHASE_ANSWERS),
    delivery_date: ZOptionalDateField,
    // Null too: the form sends what this schema answered (an empty note as null).
    note: ZOptionalText(SUPPLIER_NOTE_MAX)
      .nullable()
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.answer === 'confirmed' && !body.delivery_date)
      ctx.addIssue({ code: 'custom', path: ['delivery_date'], message: MSG.required('Delivery date') });
    if (body.answer === 'declined' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MSG.required('Reason') });
  });
export type TAnswerPurchaseBody = z.infer<typeof ZAnswerPurchaseBody>;
export type TAnswerPurchaseInput = z.input<typeof ZAnswerPurchaseBody>;

/** The supplier's invoice: a PDF (its content starts with %PDF-) of at most this many bytes. */
export const SUPPLIER_INVOICE_MAX_BYTES = 2_048_000;
/**
 * POST /api/purchase/invoice (multipart): the purchase's id, then its supplier's own invoice as the file `invoice`.
 * Only the purchase's supplier sends it; a new one replaces the last. Every administrator is told by mail and live.
 */
export const ZPurchaseInvoiceFields = ZIdBody;
/** POST /api/purchase/delete. */
export const ZDeletePurchaseBody = ZIdBody;
/** POST /api/purchase/deleteMulti: all or nothing. */
export const ZDeletePurchasesBody = ZIdsBody;
export const ZDeletedPurchases = ZDeletedIds;
export type TDeletedPurchases = z.infer<typeof ZDeletedPurchases>;
