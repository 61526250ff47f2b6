import dayjs from 'dayjs';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { businessToday } from '../../../lib/business-today';

type TBirthDateInputProps = Omit<Parameters<typeof CalendarDateInput>[0], 'value' | 'onChange'> & {
  /** YYYY-MM-DD, the contract's calendar date; empty while unset. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * The date of birth: the calendar offers no day after the business's today and opens on decades while empty, but
 * a later date typed in is kept, so the server's check (in the business's time zone) answers "DOB cannot be later
 * than today"; a `maxDate` would silently empty the field and the form would say "DOB is required!" instead.
 */
export function BirthDateInput({ value, onChange, ...props }: TBirthDateInputProps) {
  const today = businessToday();
  return (
    <CalendarDateInput
      {...props}
      value={value}
      onChange={onChange}
      getDayProps={(date) => ({ disabled: dayjs(date).isAfter(today, 'day') })}
      defaultLevel={value ? 'month' : 'decade'}
      clearable
    />
  );
}
