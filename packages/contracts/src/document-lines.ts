import { z } from 'zod';
import { MSG } from './messages';
import { ZLineProduct, ZPrice } from './product';
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
/** One component's share of a line's tax (CGST 9%: 90.00), as the document's place of supply applies them. */
export const ZTaxPart = z.object({ name: z.string(), percent: z.string(), amount: z.string() });
export type TTaxPart = z.infer<typeof ZTaxPart>;

export const ZDocumentLine = z.object({
  id: z.number().int(),
  /** Null on a contract bill's line, which is for a period of the contract: `description` names it. */
  product: ZLineProduct.nullable(),
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
  /** The tax's components that apply (within or across states), adding up to tax_amount; none for a plain tax. */
  tax_parts: z.array(ZTaxPart),
  total: z.string(),
});
export type TDocumentLine = z.infer<typeof ZDocumentLine>;

/** Cents of a decimal string ("-12.30" -> -1230), exact: no float ever holds a fraction. */
const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
};
const fromCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * A document's tax by component (CGST 9%: 90.00, SGST 9%: 90.00), in the order the lines first name them, as its
 * totals print it; `rest` is the tax of lines whose tax has no components. The parts and the rest add up to the
 * document's tax. The printed PDF and the screens show the same.
 */
export function taxSummaryOf(lines: readonly Pick<TDocumentLine, 'tax_amount' | 'tax_parts'>[]) {
  const parts = new Map<string, { name: string; percent: string; cents: number }>();
  let rest = 0;
  for (const line of lines) {
    if (!line.tax_parts.length) rest += centsOf(line.tax_amount);
    for (const part of line.tax_parts) {
      const key = `${part.name}\u0000${part.percent}`;
      const found = parts.get(key) ?? { name: part.name, percent: part.percent, cents: 0 };
      found.cents += centsOf(part.amount);
      parts.set(key, found);
    }
  }
  return {
    parts: [...parts.values()].map((p) => ({ name: p.name, percent: p.percent, amount: fromCents(p.cents) })),
    rest: fromCents(rest),
  };
}

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
