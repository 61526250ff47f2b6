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
