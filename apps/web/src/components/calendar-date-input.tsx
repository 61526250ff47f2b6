import '@mantine/dates/styles.css';
import { DEFAULT_DATE_FORMAT } from '@amc/contracts';
import { DateInput, DatePickerInput, type DateInputProps, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { calendarLocale } from '../lib/calendar-locale';
import { getStoredBranding } from '../lib/browser-storage';

// A typed date is read in the settings' format ("15-08-2024"), which dayjs only parses with this plugin.
dayjs.extend(customParseFormat);

/**
 * Mantine's date inputs hold the same YYYY-MM-DD strings as the contracts; anything that is not a real calendar
 * date (empty, half-typed, a stray number) is shown as no date.
 */
function calendarDateOrNull(value: string | number | null | undefined): string | null {
  const parsed = value ? dayjs(String(value), 'YYYY-MM-DD', true) : null;
  return parsed?.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

type TCalendarDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** YYYY-MM-DD, the contracts' calendar date; empty while unset. */
  value?: string | number | null;
  onChange: (value: string) => void;
};

/**
 * A calendar date of a form (complaint date, due date ...): shown and typed in the settings' date format, held
 * as the contracts' YYYY-MM-DD, with the calendar in the interface language.
 */
export function CalendarDateInput({ value, onChange, ...props }: TCalendarDateInputProps) {
  const { i18n } = useTranslation();
  const format = getStoredBranding().date_formate ?? DEFAULT_DATE_FORMAT;
  return (
    <DateInput
      {...props}
      value={calendarDateOrNull(value)}
      onChange={(date) => onChange(date ?? '')}
      valueFormat={format}
      dateParser={(input) => {
        const typed = dayjs(input.trim(), format, true);
        return typed.isValid() ? typed.format('YYYY-MM-DD') : null;
      }}
      locale={calendarLocale(i18n.language)}
      placeholder={format}
    />
  );
}

/** A from-to pair of calendar dates (YYYY-MM-DD, '' while open), e.g. a list's date filter. */
export type TCalendarRange = [from: string, to: string];

/** Picks a range of calendar dates, shown in the settings' date format. */
export function CalendarRangeInput({
  value,
  onChange,
  ...props
}: Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: TCalendarRange;
  onChange: (value: TCalendarRange) => void;
}) {
  const { i18n } = useTranslation();
  const format = getStoredBranding().date_formate ?? DEFAULT_DATE_FORMAT;
  return (
    <DatePickerInput
      {...props}
      type="range"
      allowSingleDateInRange
      value={[calendarDateOrNull(value[0]), calendarDateOrNull(value[1])]}
      onChange={([from, to]) => onChange([from ?? '', to ?? ''])}
      valueFormat={format}
      locale={calendarLocale(i18n.language)}
    />
  );
}
