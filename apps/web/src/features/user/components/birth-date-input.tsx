import '@mantine/dates/styles.css';
import { DEFAULT_DATE_FORMAT } from '@amc/contracts';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { getStoredBranding } from '../../../lib/browser-storage';
import { calendarLocale } from '../../../lib/calendar-locale';

// A typed date is read in the settings' format ("15-08-1990"), which dayjs only parses with this plugin.
dayjs.extend(customParseFormat);

type TBirthDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** YYYY-MM-DD, the contract's calendar date; empty while unset. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * The date of birth: shown and typed in the settings' date format, held as YYYY-MM-DD. The calendar offers no day
 * after today, but a later date typed in is kept, so the server's check (in the business's time zone) answers
 * "DOB cannot be later than today"; a `maxDate` would silently empty the field and the form would say "DOB is
 * required!" instead.
 */
export function BirthDateInput({ value, onChange, ...props }: TBirthDateInputProps) {
  const { i18n } = useTranslation();
  const format = getStoredBranding().date_formate ?? DEFAULT_DATE_FORMAT;
  const parsed = value ? dayjs(value, 'YYYY-MM-DD', true) : null;
  return (
    <DateInput
      {...props}
      value={parsed?.isValid() ? parsed.toDate() : null}
      onChange={(date) => onChange(date ? dayjs(date).format('YYYY-MM-DD') : '')}
      valueFormat={format}
      dateParser={(input) => {
        const typed = dayjs(input.trim(), format, true);
        return typed.isValid() ? typed.toDate() : null;
      }}
      locale={calendarLocale(i18n.language)}
      getDayProps={(date) => ({ disabled: dayjs(date).isAfter(dayjs(), 'day') })}
      defaultLevel={parsed?.isValid() ? 'month' : 'decade'}
      placeholder={format}
      clearable
    />
  );
}
