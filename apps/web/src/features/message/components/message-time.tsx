import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';

/** When a message was written: the settings' date format and time zone, plus the time of day. */
export function MessageTime({ value }: { value: string }) {
  const { date_formate, time_zone } = getStoredBranding();
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, `${date_formate || 'DD-MM-YYYY'} HH:mm`, time_zone)}
    </bdi>
  );
}
