import { DEFAULT_DATE_FORMAT } from '@amc/contracts';
import { getStoredBranding } from '../lib/browser-storage';
import { formatDate } from '../lib/format-date';

/** A date as the settings say (format and time zone, both kept in browser storage by the settings call). */
export function DateText({ value }: { value: string | Date | null | undefined }) {
  const { date_formate, time_zone } = getStoredBranding();
  // Digits and separators read left to right even inside Arabic text, and a date is never split over lines.
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, date_formate, time_zone)}
    </bdi>
  );
}

/** A time of day as stored ("14:30", 24-hour), read left to right inside Arabic text too. */
export function TimeText({ value }: { value: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </bdi>
  );
}

/** A moment with its time of day ("29-11-2026 14:30"): the settings' date format and time zone. */
export function WhenText({ value }: { value: string }) {
  const { date_formate, time_zone } = getStoredBranding();
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, `${date_formate || DEFAULT_DATE_FORMAT} HH:mm`, time_zone)}
    </bdi>
  );
}

const MARK = '\u0001';

/**
 * A translated sentence with a date in it ("Rated on {{date}}"), the date shown as DateText: isolated, left to
 * right and never split, wherever the language puts it in the sentence. `sentence` gets the place to fill.
 */
export function SentenceWithDate({ sentence, value }: { sentence: (date: string) => string; value: string }) {
  return (
    <>
      {sentence(`${MARK}date${MARK}`)
        .split(MARK)
        .map((part, index) => (index % 2 === 1 ? <DateText key={index} value={value} /> : part))}
    </>
  );
}
