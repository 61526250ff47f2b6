import { todayIn } from '@amc/contracts';
import { getStoredBranding } from './browser-storage';

/**
 * Today in the business's time zone (the settings', as the server counts days), not the browser's clock: a laptop
 * set to another zone, or a late evening west of the business, must not propose yesterday's or tomorrow's date for
 * a complaint, a payment or a visit done.
 */
export function businessToday(now: Date = new Date()): string {
  const zone = getStoredBranding().time_zone;
  try {
    if (zone) return todayIn(zone, now);
  } catch {
    // An unknown zone name (older settings): the browser's own day is the best guess left.
  }
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
