import { MSG } from '@amc/contracts';
import { Prisma } from '../generated/prisma/client';
import { AppError } from './app-error';

const Decimal = Prisma.Decimal;
type TDecimal = Prisma.Decimal;
type TDecimalLike = Prisma.Decimal | string | number;

/** DECIMAL(12,2): the largest amount a line or a total can hold. */
export const MAX_MONEY = new Decimal('9999999999.99');

/** To the cent, half away from zero (0.005 -> 0.01), as on a paper invoice. */
export const toCents = (value: TDecimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export type TLineToPrice = {
  quantity: number;
  price: TDecimalLike;
  /** 0 when the line has no tax. */
  taxPercent: TDecimalLike;
  discountPercent: TDecimalLike;
};

export type TPricedLine = {
  /** quantity x price. */
  amount: TDecimal;
  /** The line's own discount plus its share of the document's. */
  discount: TDecimal;
  tax: TDecimal;
  /** amount - discount + tax. */
  total: TDecimal;
};

export type TDocumentSums = {
  lines: TPricedLine[];
  grossTotal: TDecimal;
  discountTotal: TDecimal;
  taxTotal: TDecimal;
  total: TDecimal;
};

/**
 * The one pricing of quotations and sales, in exact decimals (3 x 33.33 is 99.99, never 99.98999...).
 *
 * Discount comes BEFORE tax: tax is charged on what the customer actually pays for (as GST is on the
 * transaction value). Per line: amount = quantity x price; the line's discount % comes off the amount, then the
 * document's discount % (a sale's whole-bill discount) off what is left, each rounded half-up to the cent; the
 * tax % is charged on the rest and rounded the same way. The document's sums are the sums of the rounded line
 * figures, so the lines printed on an invoice always add up to its totals.
 *
 * A line or a total that would not fit DECIMAL(12,2) is refused with a field error on that line (or on items).
 */
export function computeDocumentTotals(
  lines: readonly TLineToPrice[],
  documentDiscountPercent: TDecimalLike = 0,
): TDocumentSums {
  const hundred = new Decimal(100);
  const documentRate = new Decimal(documentDiscountPercent).div(hundred);
  let grossTotal = new Decimal(0);
  let discountTotal = new Decimal(0);
  let taxTotal = new Decimal(0);
  const priced = lines.map((line, index) => {
    const amount = toCents(new Decimal(line.price).mul(line.quantity));
    if (amount.gt(MAX_MONEY)) throw AppError.field(`items.${index}.quantity`, MSG.amountTooLarge);
    const lineDiscount = toCents(amount.mul(new Decimal(line.discountPercent).div(hundred)));
    const documentDiscount = toCents(amount.sub(lineDiscount).mul(documentRate));
    const discount = lineDiscount.add(documentDiscount);
    const tax = toCents(amount.sub(discount).mul(new Decimal(line.taxPercent).div(hundred)));
    const total = amount.sub(discount).add(tax);
    if (total.gt(MAX_MONEY)) throw AppError.field(`items.${index}.quantity`, MSG.amountTooLarge);
    grossTotal = grossTotal.add(amount);
    discountTotal = discountTotal.add(discount);
    taxTotal = taxTotal.add(tax);
    return { amount, discount, tax, total };
  });
  const total = grossTotal.sub(discountTotal).add(taxTotal);
  if (grossTotal.gt(MAX_MONEY) || total.gt(MAX_MONEY)) throw AppError.field('items', MSG.amountTooLarge);
  return { lines: priced, grossTotal, discountTotal, taxTotal, total };
}
