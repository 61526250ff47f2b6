import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZDeletedIds } from './common';
import { ZDocumentCustomer, ZDocumentLine, ZDocumentLinesBody, ZDocumentTotals } from './document-lines';
import { ZDateField, ZRequiredRef } from './work-fields';

export const QUOTATION_STATUSES = ['open', 'progress', 'closed'] as const;
export const ZQuotationStatus = z.enum(QUOTATION_STATUSES);
export type TQuotationStatus = z.infer<typeof ZQuotationStatus>;

/** What the screens and the server decide a quotation's actions from. */
type TQuotationState = { status: TQuotationStatus; sale: unknown; renewal_of: unknown };

/**
 * A quotation that is done with: converted to a sale, or closed (accepted elsewhere or declined); or a renewal offer,
 * which its contract answers. It is neither edited nor converted any more; a new offer is a new quotation. The server
 * refuses both, the screens offer neither.
 */
export const isQuotationFinal = (quotation: TQuotationState) =>
  quotation.status === 'closed' || quotation.sale !== null || quotation.renewal_of !== null;

/** Each sort has an index: quotation_no (unique), date, (status, created_at), total, created_at. */
export const QUOTATION_SORT_COLUMNS = ['quotation_no', 'date', 'status', 'total', 'created_at'] as const;
export type TQuotationSortColumn = (typeof QUOTATION_SORT_COLUMNS)[number];
/**
 * from / to: YYYY-MM-DD bounds of the quotation date, both included. With either of them and no sort chosen, the list
 * is newest first by the quotation date (not by creation time), id breaking ties; the date index serves that order.
 */
export const QUOTATION_FILTERS = ['status', 'customer_id', 'from', 'to'] as const;
export type TQuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** SPEC section 3's quotation; calendar dates as YYYY-MM-DD, money as decimal strings ("99.99"). */
export const ZQuotation = ZDocumentTotals.extend({
  id: z.number().int(),
  quotation_no: z.string(),
  customer: ZDocumentCustomer,
  date: z.string(),
  /** open (red) | progress (orange) | closed (green); a converted quotation is closed. */
  status: ZQuotationStatus,
  note: z.string().nullable(),
  /** The sale this quotation became, once converted. */
  sale: z.object({ id: z.number().int(), sale_no: z.string() }).nullable(),
  /**
   * On a renewal offer, the contract term it offers to renew: the customer answers it on that contract, and it is
   * neither edited nor converted (its one line names the next term instead of a product).
   */
  renewal_of: z
    .object({
      id: z.number().int(),
      amc_no: z.string(),
      /** The next term's first and last day, which the offer is for. */
      start_date: z.string(),
      end_date: z.string(),
    })
    .nullable(),
  items: z.array(ZDocumentLine),
  created_at: z.string(),
});
export type TQuotation = z.infer<typeof ZQuotation>;

/**
 * GET /api/quotation/list: search matches a prefix of the quotation number or the customer's name;
 * filters status, customer_id, from, to; CSV export as quotationData.csv.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListQuotationsQuery = ZListQuery;
export type TListQuotationsQuery = z.infer<typeof ZListQuotationsQuery>;

/** open | progress | closed; left out or empty means "not sent". */
const ZQuotationStatusField = z
  .union([z.string(), z.null()], { error: MSG.chooseStatus })
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim();
    if (!value) return undefined;
    const status = QUOTATION_STATUSES.find((s) => s === value);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseStatus });
      return z.NEVER;
    }
    return status;
  });

const quotationFields = {
  customer_id: ZRequiredRef('Customer', MSG.chooseCustomer),
  date: ZDateField('Date'),
  status: ZQuotationStatusField,
  note: ZOptionalText(5000).transform((v) => v ?? null),
  items: ZDocumentLinesBody,
};

/**
 * POST /api/quotation/store (JSON): under the next quotation number, open unless a status is sent. Amounts and
 * totals are computed by the server, never taken from the client.
 */
export const ZCreateQuotationBody = z.object(quotationFields);
export type TCreateQuotationBody = z.infer<typeof ZCreateQuotationBody>;
export type TCreateQuotationInput = z.input<typeof ZCreateQuotationBody>;

/** POST /api/quotation/update: the whole quotation with its lines; a status left out keeps the stored one. */
export const ZUpdateQuotationBody = z.object({ id: ZId, ...quotationFields });
export type TUpdateQuotationBody = z.infer<typeof ZUpdateQuotationBody>;
export type TUpdateQuotationInput = z.input<typeof ZUpdateQuotationBody>;

/**
 * POST /api/quotation/convert: one transaction makes the sale with the same lines (taking them out of the stock),
 * links it and closes the quotation; a quotation already converted answers 409.
 */
export const ZConvertQuotationBody = ZIdBody;
/** POST /api/quotation/email: mails the quotation to its customer with the PDF attached. */
export const ZEmailQuotationBody = ZIdBody;
export const QUOTATION_ANSWERS = ['accept', 'decline'] as const;
export type TQuotationAnswer = (typeof QUOTATION_ANSWERS)[number];
/**
 * POST /api/quotation/answer: the customer's answer to its own open quotation, once. Accepting moves it to
 * progress (the office converts it to a sale), declining closes it; every administrator is told by mail and live.
 */
export const ZAnswerQuotationBody = z.object({ id: ZId, answer: z.enum(QUOTATION_ANSWERS) });
export type TAnswerQuotationBody = z.infer<typeof ZAnswerQuotationBody>;

/** Whether the customer may still answer the quotation here: open, not converted, not a renewal offer. */
export const isQuotationAnswerable = (quotation: TQuotationState) =>
  quotation.status === 'open' && quotation.sale === null && quotation.renewal_of === null;

/** POST /api/quotation/delete. */
export const ZDeleteQuotationBody = ZIdBody;
/** POST /api/quotation/deleteMulti: all or nothing. */
export const ZDeleteQuotationsBody = ZIdsBody;
export const ZDeletedQuotations = ZDeletedIds;
export type TDeletedQuotations = z.infer<typeof ZDeletedQuotations>;
