import { z } from 'zod';
import { MSG } from './messages';

/** DECIMAL(12,2): ten digits before the point at most. */
export const MAX_MONEY_DIGITS = 10;

export type TMoneyRules = {
  /** 'positive': 0 and any signed value fail with `belowMinimum`; 'zero': 0 (even "-0") passes, below it fails. */
  minimum: 'positive' | 'zero';
  /** notNumber: not a number at all ("abc"); format: a number with more than 2 decimals. */
  messages: { notNumber: string; format: string; belowMinimum: string; tooLarge: string };
};

/**
 * Reads a decimal amount typed into a form or sent as JSON, for an exact DECIMAL(12,2): at most 2 decimals
 * and 10 integer digits. Answers the amount normalised to 2 decimals ("007.5" -> "7.50"), or the one message
 * that applies first: not a number, then below the minimum, then too many decimals, then too large. The
 * sign is judged before the decimals so "-0.001" says "greater than 0" rather than "2 decimals".
 */
export function parseMoney(
  value: string,
  { minimum, messages }: TMoneyRules,
): { amount: string } | { message: string } {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return { message: messages.notNumber };
  const negative = value.startsWith('-');
  const nonZero = /[1-9]/.test(value);
  if (minimum === 'positive' ? negative || !nonZero : negative && nonZero)
    return { message: messages.belowMinimum };
  const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
  if (fraction.length > 2) return { message: messages.format };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_MONEY_DIGITS) return { message: messages.tooLarge };
  return { amount: `${digits}.${fraction.padEnd(2, '0')}` };
}

/**
 * A decimal of 2 places, 0 or more, typed into a form or sent as JSON: empty is 0.00, left out stays undefined;
 * `within` sets a ceiling of its own (refused with `messages.tooLarge`).
 */
export const ZZeroOrMore = (
  messages: TMoneyRules['messages'],
  within: (amount: string) => boolean = () => true,
) =>
  z
    .union([z.string(), z.number()], { error: messages.notNumber })
    .optional()
    .transform((raw, ctx): string | undefined => {
      if (raw === undefined) return undefined;
      const value = String(raw).trim();
      if (!value) return '0.00';
      const parsed = parseMoney(value, { minimum: 'zero', messages });
      const message = 'message' in parsed ? parsed.message : within(parsed.amount) ? null : messages.tooLarge;
      if (message !== null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return (parsed as { amount: string }).amount;
    });

/** A renewal's uplift: 0 to 100 %, 2 decimals; empty is 0 (the settings' default uplift reads the same). */
export const ZUpliftPercent = ZZeroOrMore(
  {
    notNumber: MSG.upliftRange,
    format: MSG.upliftRange,
    belowMinimum: MSG.upliftRange,
    tooLarge: MSG.upliftRange,
  },
  (amount) => Number(amount) <= 100,
).transform((value) => value ?? '0.00');
