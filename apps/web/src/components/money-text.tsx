import { getStoredBranding } from '../lib/browser-storage';
import { formatMoney } from '../lib/format-money';

/** The installation's default currency, until the settings call has stored the chosen one. */
const FALLBACK_CURRENCY = 'INR';

export function MoneyText({ amount }: { amount: string | number | null | undefined }) {
  const currency = getStoredBranding().currency_code || FALLBACK_CURRENCY;
  // Left to right and on one line in every language, like the figures on the invoices.
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
    </bdi>
  );
}
