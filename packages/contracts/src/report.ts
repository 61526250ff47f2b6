import { z } from 'zod';
import { MSG } from './messages';
import { MAX_PAGE_SIZE, ZListMeta } from './common';
import { ZPaymentStatus, ZWorkStatus } from './enums';
import { ZReportRangeBody } from './account-entry';
import { ZPersonRef } from './work-fields';
import { ENDPOINTS, type TEndpoint } from './endpoints';

/** SPEC's three reports of the reports page (the monthly income and expense reports live with their module). */
export const REPORT_KINDS = ['sale', 'service', 'complaint'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** POST /api/report/saleReport ...: the call of each report. */
export const REPORT_PATHS: Record<TReportKind, TEndpoint> = {
  sale: ENDPOINTS.report.saleReport,
  service: ENDPOINTS.report.serviceReport,
  complaint: ENDPOINTS.report.complaintReport,
};

/** The download names, after SPEC's CSV names (sellData, serviceData ...). */
export const REPORT_FILE_NAMES: Record<TReportKind, string> = {
  sale: 'sellReport',
  service: 'serviceReport',
  complaint: 'complaintReport',
};

/** The answers' sentences; an empty range answers SPEC's "No data available in ... Report". */
export const REPORT_MESSAGES: Record<TReportKind, { report: string; empty: string }> = {
  sale: { report: 'Sell report.', empty: MSG.noSellReport },
  service: { report: 'Service report.', empty: MSG.noServiceReport },
  complaint: { report: 'Complaint report.', empty: MSG.noComplaintReport },
};

/**
 * The body of every report: SPEC section 5's range rule, the same schema and messages as the monthly income
 * and expense reports (both dates required, the end later than the start), both days included.
 */
export const ZReportBody = ZReportRangeBody;
export type TReportBody = z.infer<typeof ZReportBody>;

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** The PDF lists at most this many rows and says how many it left out; the CSV carries every row. */
export const REPORT_PDF_MAX_ROWS = 1000;

/**
 * The query of a report: the page of rows (the totals always cover the whole range), or `format=csv|pdf`
 * for the whole report as a file.
 */
export const ZReportQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  format: z.enum(REPORT_FORMATS).default('json'),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;
export type TReportQueryInput = z.input<typeof ZReportQuery>;

const ZMoneyText = z.string();

/** One sale of the sell report; `due` is total - paid. */
export const ZSaleReportRow = z.object({
  id: z.number().int(),
  sale_no: z.string(),
  customer: ZPersonRef,
  date: z.string(),
  total: ZMoneyText,
  paid_total: ZMoneyText,
  due: ZMoneyText,
  payment_status: ZPaymentStatus,
});
export type TSaleReportRow = z.infer<typeof ZSaleReportRow>;

export const ZSaleReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: z.object({
    count: z.number().int(),
    gross_total: ZMoneyText,
    tax_total: ZMoneyText,
    discount_total: ZMoneyText,
    total: ZMoneyText,
    paid_total: ZMoneyText,
    due_total: ZMoneyText,
  }),
  /** Months (YYYY-MM) with sales, oldest first. */
  months: z.array(
    z.object({ month: z.string(), count: z.number().int(), total: ZMoneyText, paid_total: ZMoneyText }),
  ),
  rows: z.array(ZSaleReportRow),
  meta: ZListMeta,
});
export type TSaleReport = z.infer<typeof ZSaleReport>;

/** Count and charges of one status; every status is listed, with 0 when it has none. */
const ZStatusCount = z.object({ status: ZWorkStatus, count: z.number().int(), charge_total: ZMoneyText });
const ZMonthCount = z.object({ month: z.string(), count: z.number().int(), charge_total: ZMoneyText });

export const ZServiceReportRow = z.object({
  id: z.number().int(),
  service_no: z.string(),
  title: z.string(),
  customer: ZPersonRef.nullable(),
  assigned_to: ZPersonRef.nullable(),
  service_date: z.string(),
  status: ZWorkStatus,
  charge: ZMoneyText,
  is_overdue: z.boolean(),
});
export type TServiceReportRow = z.infer<typeof ZServiceReportRow>;

export const ZServiceReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** overdue: dated before today (the business's) and not closed. */
  totals: z.object({ count: z.number().int(), overdue: z.number().int(), charge_total: ZMoneyText }),
  by_status: z.array(ZStatusCount),
  months: z.array(ZMonthCount),
  rows: z.array(ZServiceReportRow),
  meta: ZListMeta,
});
export type TServiceReport = z.infer<typeof ZServiceReport>;

export const ZComplaintReportRow = z.object({
  id: z.number().int(),
  complaint_no: z.string(),
  customer: ZPersonRef,
  product: z.string().nullable(),
  complaint_date: z.string(),
  complaint_type: z.string().nullable(),
  assigned_to: ZPersonRef.nullable(),
  status: ZWorkStatus,
  charge: ZMoneyText,
});
export type TComplaintReportRow = z.infer<typeof ZComplaintReportRow>;

export const ZComplaintReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: z.object({ count: z.number().int(), charge_total: ZMoneyText }),
  by_status: z.array(ZStatusCount),
  /** Each complaint type of the range, most complaints first; complaints without a type have type null. */
  by_type: z.array(
    z.object({
      type_id: z.number().int().nullable(),
      type: z.string().nullable(),
      count: z.number().int(),
      charge_total: ZMoneyText,
    }),
  ),
  months: z.array(ZMonthCount),
  rows: z.array(ZComplaintReportRow),
  meta: ZListMeta,
});
export type TComplaintReport = z.infer<typeof ZComplaintReport>;
