import type { Readable } from 'node:stream';
import {
  REPORT_FILE_NAMES,
  REPORT_MESSAGES,
  type TLanguageCode,
  type TReportBody,
  type TReportKind,
  type TReportQuery,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { formatCalendarDate, type TBusinessCalendar } from '../../lib/kernel/calendar-date';
import { csvStream } from '../../lib/documents/csv';
import { storedTexts, type TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { headerText } from '../../lib/documents/csv';
import { renderReportPdf, type TReportPdf } from './report-pdf';
import type { TReportColumn } from './report-source';

export type TReportResult =
  | { kind: 'json'; body: { message: string; data: object } }
  | { kind: 'file'; filename: string; contentType: string; body: Readable | Buffer };

/** What a report is written for: its range and query, the business's calendar and the reader's language. */
export type TReportOptions = {
  range: TReportBody;
  query: TReportQuery;
  calendar: TBusinessCalendar;
  language: TLanguageCode;
};

/**
 * A report's rows as `<name>.csv`, headed and worded in the reader's language. A spreadsheet cell shows its text
 * alone: plain texts, no bidi isolates (those are for the PDF's lines).
 */
export function reportCsv<TOut>(
  kind: TReportKind,
  columns: TReportColumn<TOut>[],
  batches: AsyncIterable<TOut[]>,
  { calendar, language }: TReportOptions,
): TReportResult {
  return tableCsv(`${REPORT_FILE_NAMES[kind]}.csv`, columns, batches, calendar, language);
}

/** A table of report columns as a CSV file (a report, a statement, the receivables), worded as its PDF. */
export function tableCsv<TOut>(
  filename: string,
  columns: TReportColumn<TOut>[],
  batches: AsyncIterable<TOut[]>,
  calendar: TBusinessCalendar,
  language: TLanguageCode,
): TReportResult & { kind: 'file' } {
  const out = { dateFormat: calendar.dateFormat, t: storedTexts(language) };
  return {
    kind: 'file',
    filename,
    contentType: 'text/csv; charset=utf-8',
    body: csvStream(
      columns.map((c) => ({ header: c.header, value: (r: TOut) => c.value(r, out) })),
      batches,
      calendar,
      language,
    ),
  };
}

/** A report as `<name>.pdf`: the business, the period in the settings' date format, the totals and the rows. */
export async function reportPdf<TOut>(
  prisma: TPrisma,
  kind: TReportKind,
  report: Pick<TReportPdf<TOut>, 'title' | 'summary' | 'columns' | 'rowCount'> & {
    /** The rows to print, read while the settings are. */
    rows: TOut[] | Promise<TOut[]>;
  },
  { range, calendar, language }: TReportOptions,
): Promise<TReportResult> {
  const [rows, settings] = await Promise.all([
    report.rows,
    prisma.setting.findUnique({ where: { id: 1 }, select: { businessName: true, currencyCode: true } }),
  ]);
  const body = await renderReportPdf(
    {
      ...report,
      rows,
      businessName: settings?.businessName ?? '',
      start: formatCalendarDate(range.start_date, calendar.dateFormat),
      end: formatCalendarDate(range.end_date, calendar.dateFormat),
      currency: settings?.currencyCode ?? '',
      dateFormat: calendar.dateFormat,
      emptyText: `report.empty.${kind}`,
    },
    language,
  );
  return { kind: 'file', filename: `${REPORT_FILE_NAMES[kind]}.pdf`, contentType: 'application/pdf', body };
}

/**
 * The totals above a grouped report's PDF table: each figure column (all but the first, the group's name) of the
 * totals line, headed by its own words.
 */
export const totalsSummary =
  <TOut>(columns: TReportColumn<TOut>[], totals: TOut) =>
  (t: TServerTexts): [string, string][] =>
    columns
      .slice(1)
      .map((column) => [headerText(column.header, t), column.value(totals, { dateFormat: '', t })]);

/**
 * A report whose lines are all in hand (figures grouped by month, employee, tax...: no rows to page): JSON with
 * the figures, or its CSV and PDF of `lines` (none when the range is empty) under the totals' `summary`.
 */
export async function summaryReport<TOut>(
  prisma: TPrisma,
  kind: TReportKind,
  report: {
    data: object;
    any: boolean;
    lines: TOut[];
    columns: TReportColumn<TOut>[];
    summary: TReportPdf<TOut>['summary'];
  },
  options: TReportOptions,
): Promise<TReportResult> {
  const lines = report.any ? report.lines : [];
  if (options.query.format === 'csv') {
    async function* batches() {
      yield lines;
    }
    return reportCsv(kind, report.columns, batches(), options);
  }
  if (options.query.format === 'pdf')
    return reportPdf(
      prisma,
      kind,
      {
        title: `report.title.${kind}`,
        summary: report.summary,
        columns: report.columns,
        rows: lines,
        rowCount: lines.length,
      },
      options,
    );
  const texts = REPORT_MESSAGES[kind];
  return { kind: 'json', body: { message: report.any ? texts.report : texts.empty, data: report.data } };
}
