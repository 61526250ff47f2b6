import { Readable } from 'node:stream';
import { csvLine, type TLanguageCode } from '@amc/contracts';
import { businessTimeFormatter, formatCalendarDate, type TBusinessCalendar } from '../kernel/calendar-date';
import { storedTexts, type TColumnKey, type TServerTexts } from '../kernel/i18n/server-texts';

/**
 * A column's header: a text key, so the file is headed in its reader's language, or a name the business gave (a tax
 * component's, "CGST") written as it is.
 */
export type TColumnHeader = TColumnKey | { text: string };

export const headerText = (header: TColumnHeader, t: TServerTexts) =>
  typeof header === 'string' ? t(header) : header.text;

export type TCsvColumn<TRow> = {
  header: TColumnHeader;
  value: (row: TRow) => unknown;
  /** A calendar date (YYYY-MM-DD) or an instant (a timestamp): written as the screens show it. */
  as?: 'date' | 'time';
};

/** A cell's value as the business reads it: dates in the settings' format, instants in its time zone. */
function readableCells<TRow>(calendar: Pick<TBusinessCalendar, 'dateFormat' | 'timeZone'>) {
  const time = businessTimeFormatter(calendar);
  return (column: TCsvColumn<TRow>, row: TRow) => {
    const value = column.value(row);
    if (!column.as || value === null || value === undefined || value === '') return value;
    return column.as === 'date'
      ? formatCalendarDate(String(value), calendar.dateFormat)
      : time(value as string | Date);
  };
}

/**
 * A CSV stream of rows that arrive in batches, headed in `language`: the whole result is never held in memory.
 * Headers are plain text (no bidi isolates): a spreadsheet shows each cell on its own.
 */
export function csvStream<TRow>(
  columns: TCsvColumn<TRow>[],
  batches: AsyncIterable<TRow[]>,
  calendar: Pick<TBusinessCalendar, 'dateFormat' | 'timeZone'>,
  language: TLanguageCode,
): Readable {
  const readable = readableCells<TRow>(calendar);
  const t = storedTexts(language);
  async function* lines() {
    // A byte order mark makes spreadsheet programs read the UTF-8 (names in Hindi or Arabic) correctly.
    yield `\uFEFF${csvLine(columns.map((c) => headerText(c.header, t)))}`;
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(columns.map((c) => readable(c, row)))).join('');
    }
  }
  return Readable.from(lines());
}
