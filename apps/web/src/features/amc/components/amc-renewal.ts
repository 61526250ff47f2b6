import { nextContractTerm, ZAmcPrice, ZRenewAmcBody, type TAmc } from '@amc/contracts';
import { centsToDecimal } from '../../../components/document-lines/line-maths';

/** The uplift as the contract reads it: "7.5" -> "7.50", empty -> "0.00"; refused values fail as on the server. */
const ZUplift = ZRenewAmcBody.shape.uplift_percent;

/** A stored price ("12345.67") in cents, or null if it is not one (read as the contract reads a price). */
function priceToCents(price: string): bigint | null {
  const parsed = ZAmcPrice.safeParse(price);
  return parsed.success && parsed.data !== undefined ? BigInt(parsed.data.replace('.', '')) : null;
}

/**
 * The price of the next term as the server sets it: price x (1 + uplift / 100), rounded half up to the cent.
 * Counted in integer cents and hundredths of a percent (12345.67 at 7.5 % is 13271.60, with no float drift).
 * Null while the uplift typed is not one the contract takes.
 */
export function renewedPrice(price: string, uplift: string): string | null {
  const parsed = ZUplift.safeParse(uplift);
  const cents = priceToCents(price);
  if (!parsed.success || cents === null) return null;
  const hundredths = BigInt(parsed.data.replace('.', ''));
  return centsToDecimal((cents * (10_000n + hundredths) + 5_000n) / 10_000n);
}

/** The next term's first and last day, as the server sets them: from the day after this one's months. */
export const renewedTerm = (amc: Pick<TAmc, 'start_date' | 'interval_months' | 'service_count'>) =>
  nextContractTerm(amc.start_date, amc.interval_months, amc.service_count);
