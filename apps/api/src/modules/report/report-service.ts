import type { Readable } from 'node:stream';
import {
  REPORT_FILE_NAMES,
  REPORT_MESSAGES,
  REPORT_PDF_MAX_ROWS,
  type TReportBody,
  type TLanguageCode,
  type TReportKind,
  type TReportQuery,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/db-client';
import type { TCaller } from '../../lib/caller';
import { formatCalendarDate, readBusinessCalendar, type TBusinessCalendar } from '../../lib/calendar-date';
import { csvStream } from '../../lib/csv';
import { readerLanguage, storedTexts } from '../../lib/i18n/server-texts';
import { findAllBatches } from '../../lib/list-query';
import { complaintReportSource } from './complaint-report';
import { renderReportPdf } from './report-pdf';
import { findReportPage, type TReportSource } from './report-source';
import { saleReportSource } from './sale-report';
import { serviceReportSource } from './service-report';

export type TReportResult =
  | { kind: 'json'; body: { message: string; data: object } }
  | { kind: 'file'; filename: string; contentType: string; body: Readable | Buffer };

/** POST /api/report/<kind>Report: the caller's report of the range, as JSON (one page of rows), CSV or PDF. */
export async function runReport(
  prisma: TPrisma,
  caller: TCaller,
  kind: TReportKind,
  range: TReportBody,
  query: TReportQuery,
): Promise<TReportResult> {
  const calendar = await readBusinessCalendar(prisma);
  const language = readerLanguage(caller.language, calendar.systemLanguage);
  const options = { range, query, calendar, language };
  if (kind === 'sale') return produceReport(prisma, saleReportSource(prisma, caller, range), options);
  if (kind === 'service')
    return produceReport(prisma, serviceReportSource(prisma, caller, range, calendar.today), options);
  return produceReport(prisma, complaintReportSource(prisma, caller, range), options);
}

async function produceReport<TWhere, TOrderBy, TRow extends { id: number }, TOut, TSummary>(
  prisma: TPrisma,
  source: TReportSource<TWhere, TOrderBy, TRow, TOut, TSummary>,
  options: { range: TReportBody; query: TReportQuery; calendar: TBusinessCalendar; language: TLanguageCode },
): Promise<TReportResult> {
  const { query, range, language } = options;
  const name = REPORT_FILE_NAMES[source.kind];
  const texts = REPORT_MESSAGES[source.kind];

  if (query.format === 'csv') {
    async function* rows() {
      const args = { where: source.where, orderBy: source.orderBy, skip: 0, take: 0 };
      for await (const batch of findAllBatches(args, source.run)) yield batch.map(source.toRow);
    }
    // A spreadsheet cell shows its text alone: plain texts, no bidi isolates (those are for the PDF's lines).
    const out = { dateFormat: options.calendar.dateFormat, t: storedTexts(language) };
    const columns = source.columns.map((c) => ({
      header: c.header,
      value: (r: TOut) => c.value(r, out),
    }));
    return {
      kind: 'file',
      filename: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: csvStream(columns, rows(), options.calendar, language),
    };
  }

  const summary = await source.summarize();
  const count = summary.totals.count;

  if (query.format === 'pdf') {
    const [rows, settings] = await Promise.all([
      count ? findReportPage(source, 1, REPORT_PDF_MAX_ROWS) : Promise.resolve([]),
      prisma.setting.findUnique({ where: { id: 1 }, select: { businessName: true, currencyCode: true } }),
    ]);
    const body = await renderReportPdf(
      {
        title: source.title,
        businessName: settings?.businessName ?? '',
        start: formatCalendarDate(range.start_date, options.calendar.dateFormat),
        end: formatCalendarDate(range.end_date, options.calendar.dateFormat),
        currency: settings?.currencyCode ?? '',
        summary: (t) => source.summaryLines(summary, t),
        columns: source.columns,
        rows,
        dateFormat: options.calendar.dateFormat,
        rowCount: count,
        emptyText: `report.empty.${source.kind}`,
      },
      language,
    );
    return { kind: 'file', filename: `${name}.pdf`, contentType: 'application/pdf', body };
  }

  const rows = count ? await findReportPage(source, query.page, query.pageSize) : [];
  return {
    kind: 'json',
    body: {
      message: count ? texts.report : texts.empty,
      data: {
        ...summary,
        rows,
        meta: { total: count, totalExact: true, page: query.page, pageSize: query.pageSize },
      },
    },
  };
}
