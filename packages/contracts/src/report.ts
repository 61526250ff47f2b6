import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { MSG } from './messages';
import { MAX_PAGE_SIZE, ZListMeta } from './common';
import { ZComplaintPriority, ZComplaintStatus, ZPaymentStatus, ZWorkStatus } from './enums';
import { ZReportRangeBody } from './account-entry';
import { ZPersonRef } from './work-fields';
import { ENDPOINTS, type TEndpoint } from './endpoints';

/**
 * The reports of the reports page: SPEC's three, the renewals of contracts (issue 25), the taxes charged (issue
 * 27), the service levels' promises kept and the customers' ratings and the technicians' timesheets (issue 28); the monthly income and expense reports live with their module.
 */
export const REPORT_KINDS = [
  'sale',
  'service',
  'complaint',
  'renewal',
  'tax',
  'promise',
  'rating',
  'timesheet',
] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** POST /api/report/saleReport ...: the call of each report. */
export const REPORT_PATHS: Record<TReportKind, TEndpoint> = {
  sale: ENDPOINTS.report.saleReport,
  service: ENDPOINTS.report.serviceReport,
  complaint: ENDPOINTS.report.complaintReport,
  renewal: ENDPOINTS.report.renewalReport,
  tax: ENDPOINTS.report.taxReport,
  promise: ENDPOINTS.report.promiseReport,
  rating: ENDPOINTS.report.ratingReport,
  timesheet: ENDPOINTS.report.timesheetReport,
};

/** The download names, after SPEC's CSV names (sellData, serviceData ...). */
export const REPORT_FILE_NAMES: Record<TReportKind, string> = {
  sale: 'sellReport',
  service: 'serviceReport',
  complaint: 'complaintReport',
  renewal: 'renewalReport',
  tax: 'taxReport',
  promise: 'serviceLevelReport',
  rating: 'ratingReport',
  timesheet: 'timesheetReport',
};

/** The answers' sentences; an empty range answers SPEC's "No data available in ... Report". */
export const REPORT_MESSAGES: Record<TReportKind, { report: string; empty: string }> = {
  sale: { report: 'Sell report.', empty: MSG.noSellReport },
  service: { report: 'Service report.', empty: MSG.noServiceReport },
  complaint: { report: 'Complaint report.', empty: MSG.noComplaintReport },
  renewal: { report: 'Renewal report.', empty: MSG.noRenewalReport },
  tax: { report: 'Tax report.', empty: MSG.noTaxReport },
  promise: { report: 'Service level report.', empty: MSG.noPromiseReport },
  rating: { report: 'Rating report.', empty: MSG.noRatingReport },
  timesheet: { report: 'Timesheet report.', empty: MSG.noTimesheetReport },
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
    /** What the range's bills still owe (each bill's total less its credit notes and payments, never below 0). */
    due_total: ZMoneyText,
    /** Credit notes dated in the range (whichever bill they take back). */
    credited_total: ZMoneyText,
    /** Sales net of credit notes: total - credited_total. */
    net_total: ZMoneyText,
    /** What the range's credit notes refunded in money. */
    refunded_total: ZMoneyText,
    /** Money received net of refunds: paid_total - refunded_total. */
    received_net: ZMoneyText,
  }),
  /** Months (YYYY-MM) with sales or credit notes, oldest first. */
  months: z.array(
    z.object({
      month: z.string(),
      count: z.number().int(),
      total: ZMoneyText,
      paid_total: ZMoneyText,
      credited_total: ZMoneyText,
      refunded_total: ZMoneyText,
    }),
  ),
  rows: z.array(ZSaleReportRow),
  meta: ZListMeta,
});
export type TSaleReport = z.infer<typeof ZSaleReport>;

/** Count and charges of one status; every status is listed, with 0 when it has none. */
/** A status's count: the complaint statuses hold the work statuses and "waiting". */
const ZStatusCount = z.object({
  status: ZComplaintStatus,
  count: z.number().int(),
  charge_total: ZMoneyText,
});
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
  status: ZComplaintStatus,
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

/**
 * The renewal figures of a month or of the range. Contracts count by the month their term ends (the day before
 * start + interval x number of visits), cancelled ones left out: `due` of them, `renewed` (a later term renews it,
 * whenever it was made), `lapsed` (no renewal, and its last day is before the business's today), `awaiting` (no
 * renewal yet, its last day today or later); `renewal_rate` is renewed / (renewed + lapsed) in per cent, one
 * decimal, null when both are 0. `value_due` sums the due terms' prices, `value_kept` their renewals' prices.
 */
export const ZRenewalFigures = z.object({
  due: z.number().int(),
  renewed: z.number().int(),
  lapsed: z.number().int(),
  awaiting: z.number().int(),
  renewal_rate: z.number().nullable(),
  value_due: ZMoneyText,
  value_kept: ZMoneyText,
});
export type TRenewalFigures = z.infer<typeof ZRenewalFigures>;

/**
 * POST /api/report/renewalReport: the whole months the range touches (`start_date` is the first day of the start
 * date's month, `end_date` the last day of the end date's), each month with contracts due, oldest first, and the
 * range's totals. No rows to page: a month is a row.
 */
export const ZRenewalReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: ZRenewalFigures,
  months: z.array(ZRenewalFigures.extend({ month: z.string() })),
});
export type TRenewalReport = z.infer<typeof ZRenewalReport>;

/**
 * The service levels' promises kept (issue 28), over the complaints filed in the range that were held to a level
 * (a promise to respond and one to resolve each): `responded_in_time` / `responded_late` count the responses given
 * by their due time and after it, or still missing past it; `resolved_in_time` / `resolved_late` the same of the
 * resolutions. `kept_rate` is resolved in time / (in time + late) in per cent, one decimal, null while none is
 * decided. The averages are in working hours (the clock's time, pauses left out), one decimal, null without any.
 */
export const ZPromiseFigures = z.object({
  complaints: z.number().int(),
  responded_in_time: z.number().int(),
  responded_late: z.number().int(),
  resolved_in_time: z.number().int(),
  resolved_late: z.number().int(),
  kept_rate: z.number().nullable(),
  avg_response_hours: z.number().nullable(),
  avg_resolution_hours: z.number().nullable(),
});
export type TPromiseFigures = z.infer<typeof ZPromiseFigures>;

/**
 * POST /api/report/promiseReport: the figures of the range, and by the month of filing (oldest first), by assignee
 * (most complaints first; null: none assigned) and by priority (most urgent first). No rows to page.
 */
export const ZPromiseReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: ZPromiseFigures,
  months: z.array(ZPromiseFigures.extend({ month: z.string() })),
  employees: z.array(ZPromiseFigures.extend({ employee: ZPersonRef.nullable() })),
  priorities: z.array(ZPromiseFigures.extend({ priority: ZComplaintPriority })),
});
export type TPromiseReport = z.infer<typeof ZPromiseReport>;

/** What a tax group's lines were charged on after discounts (`taxable_*`) and charged in tax, net of credit notes. */
const ZTaxFigures = z.object({
  /** On the bills dated in the range. */
  taxable_billed: ZMoneyText,
  /** On the credit notes dated in the range (whichever bill they take back). */
  taxable_credited: ZMoneyText,
  /** taxable_billed - taxable_credited. */
  taxable_total: ZMoneyText,
  /** The tax of the bills less that of the credit notes. */
  tax_total: ZMoneyText,
});

/**
 * One tax at one rate and place of supply: its net tax split by the components that apply to it (CGST and SGST
 * within the state, IGST across states), as a document splits a line's. `tax_id` null is the lines without a tax; a
 * tax without components has no parts.
 */
export const ZTaxReportRow = ZTaxFigures.extend({
  tax_id: z.number().int().nullable(),
  /** The tax's name today; null for the lines without a tax. */
  tax_name: z.string().nullable(),
  /** The rate the lines were written at. */
  tax_percent: ZMoneyText,
  inter_state: z.boolean(),
  parts: z.array(z.object({ name: z.string(), percent: ZMoneyText, amount: ZMoneyText })),
});
export type TTaxReportRow = z.infer<typeof ZTaxReportRow>;

/**
 * POST /api/report/taxReport: the taxes charged on the bills dated in the range, net of the credit notes dated in
 * it, by tax, rate and place of supply (the tax, then the rate, then within the state before across), with the
 * range's totals and each component's total (by name, in the order the rows first name it). A group is a row: no
 * page.
 */
export const ZTaxReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: ZTaxFigures,
  components: z.array(z.object({ name: z.string(), amount: ZMoneyText })),
  rows: z.array(ZTaxReportRow),
});
export type TTaxReport = z.infer<typeof ZTaxReport>;

/** The business charts' periods: calendar months, or weeks (Monday to Sunday) for a short range. */
export const CHART_GROUPINGS = ['month', 'week'] as const;
export type TChartGrouping = (typeof CHART_GROUPINGS)[number];
/** The longest range the charts cover (60 months, 1,826 days at most). */
export const CHART_MAX_YEARS = 5;
/** Weeks are offered up to a year (53 bars); beyond it they would be too thin to read. */
export const CHART_WEEK_MAX_DAYS = 366;
/** Without a grouping asked for, a range of up to this many days (three months) is shown by week. */
export const CHART_AUTO_WEEK_DAYS = 92;
/** Without a range, the charts cover the current month and the 11 before it. */
export const CHART_DEFAULT_MONTHS = 12;

/** The calendar date `years` years after `day` (29 February goes to 1 March in a common year). */
export function addYears(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v);
const ZOptionalDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isDay(v), MSG.invalidDate);

/**
 * GET /api/report/charts?from=&to=&group=: every parameter optional (from alone runs to today, to alone starts
 * 12 months earlier; none, the last 12 months); the end later than the start, at most 5 years, weeks at most a
 * year. Anything else answers 400.
 */
export const ZChartsQuery = z
  .object({
    from: ZOptionalDay,
    to: ZOptionalDay,
    group: z.enum(CHART_GROUPINGS).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    // A bad date has its own issue; the range is judged between two good ones.
    if (!q.from || !q.to || !isDay(q.from) || !isDay(q.to)) return;
    if (q.to <= q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: MSG.endDateAfterStart });
    else if (q.to >= addYears(q.from, CHART_MAX_YEARS))
      ctx.addIssue({ code: 'custom', path: ['to'], message: MSG.chartRangeTooLong });
    else if (q.group === 'week' && daysBetween(q.from, q.to) > CHART_WEEK_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['group'], message: MSG.chartWeekRangeTooLong });
  });
export type TChartsQuery = z.infer<typeof ZChartsQuery>;
export type TChartsQueryInput = z.input<typeof ZChartsQuery>;

/**
 * One period of the charts: `period` is the month (YYYY-MM) or the week's Monday (YYYY-MM-DD), `start`/`end` the
 * days of it inside the range. Sales by bill date; services by scheduled date, `services_done` those of them closed;
 * complaints by complaint date, `complaints_resolved` those of them closed.
 */
export const ZChartPeriod = z.object({
  period: z.string(),
  start: z.string(),
  end: z.string(),
  sales_count: z.number().int(),
  sales_total: ZMoneyText,
  services_scheduled: z.number().int(),
  services_done: z.number().int(),
  complaints_opened: z.number().int(),
  complaints_resolved: z.number().int(),
});
export type TChartPeriod = z.infer<typeof ZChartPeriod>;

/** The business's charts: every period of the range in order, periods without rows included (zeros). */
export const ZChartsData = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(CHART_GROUPINGS),
  periods: z.array(ZChartPeriod),
});
export type TChartsData = z.infer<typeof ZChartsData>;
