import { z } from 'zod';
import { MSG } from './messages';
import { ZPrice } from './product';
import { ZQuantity } from './purchase';
import { ZOptionalRef, ZPartyDetails, ZRequiredRef } from './work-fields';

/**
 * The lines of a quotation or a sale: one shape for both, so both are priced by the same code (the API's
 * document-totals). Money travels as decimal strings with 2 decimals, percentages with up to 2.
 */

/** Most lines one document may hold. */
export const DOCUMENT_MAX_ITEMS = 100;

/**
 * A discount percentage: left out, empty or 0 means no discount; otherwise from 1 to 100 with at most 2 decimals
 * (SPEC: "percentage 1 or above"). Kept as text so it is stored as an exact DECIMAL(5,2).
 */
export const ZDiscountPercent = z
  .union([z.string(), z.number(), z.null()], { error: MSG.percentageFormat })
  .optional()
  .transform((raw, ctx): string => {
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!value) return '0.00';
    const match = /^(-)?(\d{1,10})(?:\.(\d+))?$/.exec(value);
    if (!match) return fail(MSG.percentageFormat);
    const [, minus, whole = '', fraction = ''] = match;
    if (!minus && !/[1-9]/.test(whole + fraction)) return '0.00';
    if (minus || Number(whole) < 1) return fail(MSG.percentageMinOne);
    if (fraction.length > 2) return fail(MSG.percentageFormat);
    const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (hundredths > 10_000) return fail(MSG.percentageRange);
    return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
  });

/** One line as a form sends it: the product, how many, the unit price, an optional tax and discount. */
export const ZDocumentLineBody = z.object({
  product_id: ZRequiredRef('Product', MSG.chooseProduct),
  quantity: ZQuantity,
  price: ZPrice,
  tax_id: ZOptionalRef(MSG.chooseTax),
  discount: ZDiscountPercent,
});
export type TDocumentLineBody = z.infer<typeof ZDocumentLineBody>;
export type TDocumentLineInput = z.input<typeof ZDocumentLineBody>;

export const ZDocumentLinesBody = z
  .array(ZDocumentLineBody, { error: MSG.required('Product') })
  .min(1, MSG.required('Product'))
  .max(DOCUMENT_MAX_ITEMS, MSG.tooManyProducts);

/**
 * One stored line with what the server computed from it: amount = quantity x price; the discount comes off the
 * amount before the tax is charged on what is left; total = amount - discount + tax.
 */
export const ZDocumentLine = z.object({
  id: z.number().int(),
  /** Null on a contract bill's line, which is for a period of the contract: `description` names it. */
  product: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  price: z.string(),
  tax: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The tax rate when the line was written. */
  tax_percent: z.string(),
  discount_percent: z.string(),
  amount: z.string(),
  discount: z.string(),
  tax_amount: z.string(),
  total: z.string(),
});
export type TDocumentLine = z.infer<typeof ZDocumentLine>;

/** A document's sums: gross = the lines' amounts; total = gross - discount + tax. */
export const ZDocumentTotals = z.object({
  gross_total: z.string(),
  discount_total: z.string(),
  tax_total: z.string(),
  total: z.string(),
});
export type TDocumentTotals = z.infer<typeof ZDocumentTotals>;

/** The customer a quotation or a sale is for. */
export const ZDocumentCustomer = ZPartyDetails.extend({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});

/** GET /quotation/pdf/:id, /sale/invoice/:id: ?download=1 asks for an attachment instead of an inline view. */
export const ZPdfQuery = z.object({
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** POST /quotation/email, /sale/email: the address the mail was queued for. */
export const ZMailedDocument = z.object({ to: z.string() });
export type TMailedDocument = z.infer<typeof ZMailedDocument>;

/**
 * A document's PDF file name from its number: invoice-INV-00042.pdf. A number with characters a file name cannot
 * hold (a financial year's INV/2026-27/0001) has them as dashes: invoice-INV-2026-27-0001.pdf.
 */
export const pdfFileName = (stem: string, number: string) =>
  `${stem}-${number.replace(/[^\w.-]+/g, '-')}.pdf`;
