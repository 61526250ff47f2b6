import { numberLocale } from './number-locale';

export const MISSING_AMOUNT = 'NA';

/**
 * An amount with the settings' currency and 2 decimals, written as the interface language writes money
 * ("₹1,499.00", "1.499,00 ₹"; number-locale.ts). Amounts arrive as decimal strings ("1499.00"). A code Intl does
 * not know is put in front as it is ("ABC 1,499.00").
 */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return MISSING_AMOUNT;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return MISSING_AMOUNT;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(numberLocale(), { style: 'currency', currency, ...digits }).format(value);
  } catch {
    const figure = new Intl.NumberFormat(numberLocale(), digits).format(value);
    return currency ? `${currency} ${figure}` : figure;
  }
}
