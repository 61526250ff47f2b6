import { MSG, parseMoney } from '@amc/contracts';

/**
 * The live figures of the purchase, quotation and sale forms, in integer cents (BigInt): 3 x 33.33 is 99.99,
 * never 99.98999..., and a million units at ten billion still add up exactly. The server prices the stored
 * documents the same way (discount before tax, each step rounded half-up to the cent); its figures are the ones
 * kept once saved.
 */

const MONEY_RULES = {
  minimum: 'positive',
  messages: {
    notNumber: MSG.priceNotNumber,
    format: MSG.priceFormat,
    belowMinimum: MSG.priceGreaterThanZero,
    tooLarge: MSG.priceTooLarge,
  },
} as const;

/** A price as typed ("33.3") in cents (3330n), or null while it is not a valid positive amount. */
export function priceToCents(price: string): bigint | null {
  const parsed = parseMoney(price.trim(), MONEY_RULES);
  return 'amount' in parsed ? BigInt(parsed.amount.replace('.', '')) : null;
}

/** A whole quantity of 1 or more as typed, or null. */
export function parseQuantity(quantity: string): bigint | null {
  const value = quantity.trim();
  return /^\d{1,9}$/.test(value) && BigInt(value) >= 1n ? BigInt(value) : null;
}

/**
 * A percentage as typed or stored ("18.00", "12.5") in hundredths (1800n, 1250n); empty is 0. Null when it is not
 * a number from 0 to 100 with at most 2 decimals; the contract's own rules (a discount is 1 or above) are for
 * the form's validation to say.
 */
export function percentToHundredths(percent: string | null | undefined): bigint | null {
  const value = (percent ?? '').trim();
  if (!value) return 0n;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return hundredths > 10_000n ? null : hundredths;
}

/** cents x percent, rounded half-up to the cent (the amounts are never negative). */
function percentOf(cents: bigint, hundredths: bigint): bigint {
  return (cents * hundredths + 5_000n) / 10_000n;
}

/** amount = quantity x price, in cents; null while either is not valid yet. */
export function lineAmountCents(line: { quantity: string; price: string }): bigint | null {
  const quantity = parseQuantity(line.quantity);
  const price = priceToCents(line.price);
  return quantity === null || price === null ? null : quantity * price;
}

export type TLineFigures = { amount: bigint; discount: bigint; tax: bigint; total: bigint };

/**
 * One line of a quotation or a sale: the line's discount % comes off the amount, then the document's discount %
 * (a sale's whole-bill discount) off what is left, and the tax % is charged on the rest. Null while the quantity,
 * the price or a percentage is not valid yet.
 */
export function lineFigures(
  line: { quantity: string; price: string; discount: string; taxPercent: string | null },
  documentDiscount = '',
): TLineFigures | null {
  const amount = lineAmountCents(line);
  const lineRate = percentToHundredths(line.discount);
  const documentRate = percentToHundredths(documentDiscount);
  // A tax whose rate is not known (yet) leaves the line out rather than pricing it untaxed.
  const taxRate = line.taxPercent === null ? null : percentToHundredths(line.taxPercent);
  if (amount === null || lineRate === null || documentRate === null || taxRate === null) return null;
  const lineDiscount = percentOf(amount, lineRate);
  const discount = lineDiscount + percentOf(amount - lineDiscount, documentRate);
  const tax = percentOf(amount - discount, taxRate);
  return { amount, discount, tax, total: amount - discount + tax };
}

export type TDocumentFigures = { gross: bigint; discount: bigint; tax: bigint; total: bigint };

/** The sums of the lines that have figures: gross = the amounts; total = gross - discount + tax. */
export function documentFigures(lines: readonly (TLineFigures | null)[]): TDocumentFigures {
  return lines.reduce<TDocumentFigures>(
    (sum, line) =>
      line
        ? {
            gross: sum.gross + line.amount,
            discount: sum.discount + line.discount,
            tax: sum.tax + line.tax,
            total: sum.total + line.total,
          }
        : sum,
    { gross: 0n, discount: 0n, tax: 0n, total: 0n },
  );
}

/** Cents as the contracts' decimal string: 9999n -> "99.99", 5n -> "0.05". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
