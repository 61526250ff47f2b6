import {
  addDays,
  addMonths,
  type TRenewalFigures,
  type TRenewalReport,
  type TReportBody,
} from '@amc/contracts';
import { headerText } from '../../lib/documents/csv';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import type { TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { summaryReport, type TReportOptions, type TReportResult } from './report-files';
import { count, formatMonth, money, sumMoney, type TReportColumn } from './report-source';

/** Whose contracts a caller counts: as the contract list, a customer its own, an employee those assigned to it. */
const RENEWAL_OWNERS = { customer: 'a.customer_id', employee: 'a.assigned_to_id' };

type TMonthRow = {
  month: string;
  due: unknown;
  renewed: unknown;
  lapsed: unknown;
  value_due: unknown;
  value_kept: unknown;
};

/** A line of the CSV and the PDF: a month, or the range's totals (month null). */
type TRenewalLine = TRenewalFigures & { month: string | null };

/** The whole months the range touches: from the 1st of its first month to the last day of its last. */
function renewalMonths(range: TReportBody): TReportBody {
  const first = `${range.start_date.slice(0, 7)}-01`;
  return { start_date: first, end_date: addDays(addMonths(`${range.end_date.slice(0, 7)}-01`, 1), -1) };
}

/** Renewed / (renewed + lapsed) in per cent to one decimal, null while neither has happened. */
const renewalRate = (renewed: number, lapsed: number) =>
  renewed + lapsed ? Math.round((renewed * 1000) / (renewed + lapsed)) / 10 : null;

function figuresOf(due: number, renewed: number, lapsed: number, valueDue: string, valueKept: string) {
  return {
    due,
    renewed,
    lapsed,
    awaiting: due - renewed - lapsed,
    renewal_rate: renewalRate(renewed, lapsed),
    value_due: valueDue,
    value_kept: valueKept,
  };
}

/**
 * The renewal figures of the caller's contracts by the month their term ends (amcs.end_date, the term's last day:
 * a range of its index), in one grouped statement; a cancelled term is not due. Each term's renewal is the row that
 * names it (renewed_from_id, unique), whoever it is assigned to now: a chain of terms is one customer's.
 */
export async function summarizeRenewals(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
  today: string,
): Promise<TRenewalReport> {
  const { start_date: first, end_date: last } = renewalMonths(range);
  const rows = await prisma.$queryRaw<TMonthRow[]>`
    SELECT DATE_FORMAT(a.end_date, '%Y-%m') AS month, COUNT(*) AS due, COUNT(r.id) AS renewed,
           SUM(r.id IS NULL AND a.end_date < ${today}) AS lapsed,
           SUM(a.price) AS value_due, SUM(r.price) AS value_kept
    FROM amcs a
    LEFT JOIN amcs r ON r.renewed_from_id = a.id
    WHERE a.end_date BETWEEN ${first} AND ${last}
      AND a.cancelled_on IS NULL AND ${ownRowsSql(caller, RENEWAL_OWNERS)}
    GROUP BY month
    ORDER BY month`;
  const months = rows.map((row) => ({
    month: String(row.month),
    ...figuresOf(
      count(row.due),
      count(row.renewed),
      count(row.lapsed),
      money(row.value_due),
      money(row.value_kept),
    ),
  }));
  const total = (key: 'due' | 'renewed' | 'lapsed') => months.reduce((sum, m) => sum + m[key], 0);
  return {
    start_date: first,
    end_date: last,
    totals: figuresOf(
      total('due'),
      total('renewed'),
      total('lapsed'),
      sumMoney(months.map((m) => m.value_due)),
      sumMoney(months.map((m) => m.value_kept)),
    ),
    months,
  };
}

const RENEWAL_COLUMNS: TReportColumn<TRenewalLine>[] = [
  {
    header: 'column.month',
    value: (r, out) => (r.month ? formatMonth(r.month, out.dateFormat) : out.t('report.summary.total')),
    width: 90,
  },
  { header: 'column.renewalsDue', value: (r) => String(r.due), width: 70, numeric: true },
  { header: 'column.renewed', value: (r) => String(r.renewed), width: 70, numeric: true },
  { header: 'column.lapsed', value: (r) => String(r.lapsed), width: 70, numeric: true },
  { header: 'column.awaitingRenewal', value: (r) => String(r.awaiting), width: 80, numeric: true },
  {
    header: 'column.renewalRate',
    value: (r) => (r.renewal_rate === null ? '—' : r.renewal_rate.toFixed(1)),
    width: 80,
    numeric: true,
  },
  { header: 'column.valueDue', value: (r) => r.value_due, width: 100, numeric: true },
  { header: 'column.valueKept', value: (r) => r.value_kept, width: 100, numeric: true },
];

/** The totals above the PDF's table: the columns' own words. */
const summaryLines = ({ totals }: TRenewalReport, t: TServerTexts): [string, string][] =>
  RENEWAL_COLUMNS.slice(1).map((column) => [
    headerText(column.header, t),
    column.value({ ...totals, month: null }, { dateFormat: '', t }),
  ]);

/**
 * POST /api/report/renewalReport: the renewal figures of the caller's contracts month by month, as JSON, or as
 * renewalReport.csv / .pdf with a line a month and the totals last. A month is a row: nothing to page.
 */
export async function produceRenewalReport(
  prisma: TPrisma,
  caller: TCaller,
  options: TReportOptions,
): Promise<TReportResult> {
  const report = await summarizeRenewals(prisma, caller, options.range, options.calendar.today);
  // The files name the whole months counted.
  const files = { ...options, range: { start_date: report.start_date, end_date: report.end_date } };
  const lines: TRenewalLine[] = [...report.months, { ...report.totals, month: null }];
  return summaryReport(
    prisma,
    'renewal',
    {
      data: report,
      any: report.totals.due > 0,
      lines,
      columns: RENEWAL_COLUMNS,
      summary: (t) => summaryLines(report, t),
    },
    files,
  );
}
