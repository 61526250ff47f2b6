import dayjs from 'dayjs';
import ar from 'dayjs/locale/ar';
import 'dayjs/locale/hi';

/**
 * Arabic month and day names, but Western digits: dayjs's "ar" writes dates in Arabic-Indic digits, which
 * would differ from every other date in the app and from what the user types.
 */
const ARABIC_WESTERN_DIGITS = 'ar-latn';
dayjs.locale(
  {
    name: ARABIC_WESTERN_DIGITS,
    weekdays: ar.weekdays,
    weekdaysShort: ar.weekdaysShort,
    weekdaysMin: ar.weekdaysMin,
    months: ar.months,
    monthsShort: ar.monthsShort,
    weekStart: ar.weekStart,
    formats: ar.formats,
    relativeTime: ar.relativeTime,
  },
  undefined,
  true,
);

/** The dayjs locale of a date picker for the interface language; languages without a bundle use English. */
export function calendarLocale(language: string): string {
  if (language === 'ar') return ARABIC_WESTERN_DIGITS;
  return language === 'hi' ? 'hi' : 'en';
}
