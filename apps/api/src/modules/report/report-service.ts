import {
  REPORT_MESSAGES,
  REPORT_PDF_MAX_ROWS,
  type TReportBody,
  type TReportKind,
  type TReportQuery,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { readerLanguage } from '../../lib/kernel/i18n/server-texts';
import { findAllBatches } from '../../lib/list/list-query';
import { complaintReportSource } from './complaint-report';
import { produceRenewalReport } from './renewal-report';
import { reportCsv, reportPdf, type TReportOptions, type TReportResult } from './report-files';
import { findReportPage, type TReportSource } from './report-source';
import { saleReportSource } from './sale-report';
import { serviceReportSource } from './service-report';
import { produceTaxReport } from './tax-report';
import { producePromiseReport } from './promise-report';
import { produceRatingReport } from './rating-report';
import { produceTimesheetReport } from './timesheet-report';

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
  if (kind === 'renewal') return produceRenewalReport(prisma, caller, options);
  if (kind === 'tax') return produceTaxReport(prisma, caller, options);
  if (kind === 'promise') return producePromiseReport(prisma, caller, options);
  if (kind === 'rating') return produceRatingReport(prisma, caller, options);
  if (kind === 'timesheet') return produceTimesheetReport(prisma, caller, options);
  return produceReport(prisma, complaintReportSource(prisma, caller, range), options);
}

async function produceReport<TWhere, TOrderBy, TRow extends { id: number }, TOut, TSummary>(
  prisma: TPrisma,
  source: TReportSource<TWhere, TOrderBy, TRow, TOut, TSummary>,
  options: TReportOptions,
): Promise<TReportResult> {
  const { query } = options;
  const texts = REPORT_MESSAGES[source.kind];

  if (query.format === 'csv') {
    async function* rows() {
      const args = { where: source.where, orderBy: source.orderBy, skip: 0, take: 0 };
      for await (const batch of findAllBatches(args, source.run)) yield batch.map(source.toRow);
    }
    return reportCsv(source.kind, source.columns, rows(), options);
  }

  const summary = await source.summarize();
  const count = summary.totals.count;

  if (query.format === 'pdf') {
    return reportPdf(
      prisma,
      source.kind,
      {
        title: source.title,
        summary: (t) => source.summaryLines(summary, t),
        columns: source.columns,
        rows: count ? findReportPage(source, 1, REPORT_PDF_MAX_ROWS) : [],
        rowCount: count,
      },
      options,
    );
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
