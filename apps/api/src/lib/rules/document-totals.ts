import { MSG, type TTaxComponentScope } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from '../kernel/app-error';

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

/** A component of a tax as a line's split reads it (tax_components). */
export type TTaxComponentRate = { name: string; percentage: TDecimal; applies: TTaxComponentScope };

/** One component's share of a line's tax: its rate scaled to the line's (9.00 of 18.00) and its amount. */
export type TTaxPart = { name: string; percent: TDecimal; amount: TDecimal };

/**
 * A line's tax shared among the components that apply to its document (within or across states), by their rates:
 * each part rounded half-up to the cent, the last one taking what is left, so the parts always add up to the tax
 * the line was priced with. Scaled to the line's own rate, so a line written at an older rate splits the same way.
 * A tax without components answers none (it prints as itself).
 */
export function splitTax(
  tax: TDecimal,
  taxPercent: TDecimalLike,
  components: readonly TTaxComponentRate[],
  interState: boolean,
): TTaxPart[] {
  const scope: TTaxComponentScope = interState ? 'across_states' : 'within_state';
  const applying = components.filter((c) => c.applies === 'always' || c.applies === scope);
  const rate = applying.reduce((sum, c) => sum.add(c.percentage), new Decimal(0));
  if (rate.isZero()) return [];
  let left = tax;
  return applying.map((component, index) => {
    const share = component.percentage.div(rate);
    const amount = index === applying.length - 1 ? left : toCents(tax.mul(share));
    left = left.sub(amount);
    return { name: component.name, percent: toCents(new Decimal(taxPercent).mul(share)), amount };
  });
}
