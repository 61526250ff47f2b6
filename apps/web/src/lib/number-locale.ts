import { i18n } from '../i18n/i18n';

/**
 * The locale figures are written in: the interface language's separators, grouping and currency placement
 * ("1.499,00 ₹" in German, "₹1,49,999.00" in Hindi), with Western digits in every language (-u-nu-latn), so a
 * figure on the screen reads the same as in the CSV and on the printed invoice.
 */
export function numberLocale(): string {
  const language = i18n.language || 'en';
  return `${language === 'en' ? 'en-US' : language}-u-nu-latn`;
}
