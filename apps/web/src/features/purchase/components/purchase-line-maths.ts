import { MSG, parseMoney } from '@amc/contracts';

/**
 * The live amounts of the purchase form, in integer cents (BigInt): 3 x 33.33 is 99.99, never 99.98999..., and
 * a million units at ten billion still add up exactly. The server computes the stored amounts the same way.
 */

const MONEY_RULES = {
  minimum: 'positive',
  messages: { format: MSG.priceFormat, belowMinimum: MSG.priceGreaterThanZero, tooLarge: MSG.priceTooLarge },
} as const;

/** A rate as typed ("33.3") in cents (3330n), or null while it is not a valid positive amount. */
export function rateToCents(rate: string): bigint | null {
  const parsed = parseMoney(rate.trim(), MONEY_RULES);
  return 'amount' in parsed ? BigInt(parsed.amount.replace('.', '')) : null;
}

/** A whole quantity of 1 or more as typed, or null. */
export function parseQuantity(quantity: string): bigint | null {
  const value = quantity.trim();
  return /^\d{1,9}$/.test(value) && BigInt(value) >= 1n ? BigInt(value) : null;
}

/** amount = quantity x rate, in cents; null while either is not valid yet. */
export function lineAmountCents(line: { quantity: string; rate: string }): bigint | null {
  const quantity = parseQuantity(line.quantity);
  const rate = rateToCents(line.rate);
  return quantity === null || rate === null ? null : quantity * rate;
}

/** The sum of the lines that have an amount. */
export function totalCents(lines: readonly { quantity: string; rate: string }[]): bigint {
  return lines.reduce((sum, line) => sum + (lineAmountCents(line) ?? 0n), 0n);
}

/** Cents as the contracts' decimal string: 9999n -> "99.99", 5n -> "0.05". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
