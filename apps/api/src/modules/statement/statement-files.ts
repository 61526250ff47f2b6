import {
  pdfFileName,
  REPORT_PDF_MAX_ROWS,
  type TLanguageCode,
  type TStatement,
  type TStatementLine,
} from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { formatCalendarDate, type TBusinessCalendar } from '../../lib/kernel/calendar-date';
import { renderReportPdf, tableCsv, type TReportColumn } from '../report/report-public';

/** A statement's file name: the party's id and the period (a name in any script stays out of it). */
const fileStem = (statement: TStatement) =>
  `statement-${statement.party.role}-${statement.party.id}-${statement.start_date}-${statement.end_date}`;

const COLUMNS: TReportColumn<TStatementLine>[] = [
  { header: 'column.date', value: (r, out) => formatCalendarDate(r.date, out.dateFormat), width: 80 },
  { header: 'column.kind', value: (r, out) => out.t(`statement.kind.${r.kind}`), width: 110 },
  { header: 'column.document', value: (r) => r.number, width: 120 },
  { header: 'column.debit', value: (r) => r.debit, width: 90, numeric: true },
  { header: 'column.credit', value: (r) => r.credit, width: 90, numeric: true },
  { header: 'column.balance', value: (r) => r.balance, width: 100, numeric: true },
];

/** The statement's lines as a CSV in the reader's language, worded as its PDF (dates, kinds). */
export function statementCsv(statement: TStatement, calendar: TBusinessCalendar, language: TLanguageCode) {
  async function* batches() {
    yield statement.lines;
  }
  return tableCsv(`${fileStem(statement)}.csv`, COLUMNS, batches(), calendar, language);
}

/**
 * The statement as a PDF in its reader's language: the business, the party and the period, the opening balance,
 * the totals and the closing balance, then the lines (the first REPORT_PDF_MAX_ROWS; the CSV has every line).
 */
export async function statementPdf(
  db: TDb,
  statement: TStatement,
  calendar: TBusinessCalendar,
  language: TLanguageCode,
): Promise<{ filename: string; pdf: Buffer }> {
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, currencyCode: true },
  });
  const pdf = await renderReportPdf(
    {
      title: 'statement.title',
      businessName: settings?.businessName ?? '',
      start: formatCalendarDate(statement.start_date, calendar.dateFormat),
      end: formatCalendarDate(statement.end_date, calendar.dateFormat),
      currency: settings?.currencyCode ?? '',
      summary: (t) => [
        [t(`statement.party.${statement.party.role}`), statement.party.full_name],
        [t('statement.opening'), statement.opening_balance],
        [t('statement.debitTotal'), statement.debit_total],
        [t('statement.creditTotal'), statement.credit_total],
        [t('statement.closing'), statement.closing_balance],
      ],
      columns: COLUMNS,
      rows: statement.lines.slice(0, REPORT_PDF_MAX_ROWS),
      rowCount: statement.lines.length,
      dateFormat: calendar.dateFormat,
      emptyText: 'statement.empty',
    },
    language,
  );
  return { filename: pdfFileName('statement', fileStem(statement).slice('statement-'.length)), pdf };
}
