import { LOW_RATING, type TRatingFigures, type TRatingReport, type TReportBody } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import { personRef } from '../../lib/kernel/person';
import type { TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { summaryReport, totalsSummary, type TReportOptions, type TReportResult } from './report-files';
import { count, formatMonth, groupBy, type TReportColumn } from './report-source';

/** Whose ratings a caller counts: an employee those of its own work, a customer those it gave. */
const RATING_OWNERS = { customer: 'r.customer_id', employee: 'r.employee_id' };

/** A group of the statement: one month and employee, with sums, so the averages add up across groups. */
type TGroupRow = {
  month: string;
  employee_id: number | null;
  first_name: string | null;
  last_name: string | null;
  ratings: unknown;
  score_sum: unknown;
  low: unknown;
};

function figuresOf(rows: readonly TGroupRow[]): TRatingFigures {
  const ratings = rows.reduce((sum, row) => sum + count(row.ratings), 0);
  const scores = rows.reduce((sum, row) => sum + count(row.score_sum), 0);
  return {
    ratings,
    average: ratings ? Math.round((scores * 10) / ratings) / 10 : null,
    low: rows.reduce((sum, row) => sum + count(row.low), 0),
  };
}

const employeeOf = (row: TGroupRow) =>
  row.employee_id === null
    ? null
    : personRef({ id: row.employee_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' });

/**
 * The customers' ratings of the work done in the range (the visit's or complaint's day done, by the done_on index)
 * and rated, in one grouped statement: per month, per employee and per employee and month, and in total.
 */
export async function summarizeRatings(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
): Promise<TRatingReport> {
  const rows = await prisma.$queryRaw<TGroupRow[]>`
    SELECT DATE_FORMAT(r.done_on, '%Y-%m') AS month, r.employee_id, u.first_name, u.last_name,
           COUNT(*) AS ratings, SUM(r.score) AS score_sum, SUM(r.score <= ${LOW_RATING}) AS low
    FROM ratings r
    LEFT JOIN users u ON u.id = r.employee_id
    WHERE r.done_on BETWEEN ${range.start_date} AND ${range.end_date} AND r.rated_at IS NOT NULL
      AND ${ownRowsSql(caller, RATING_OWNERS)}
    GROUP BY month, r.employee_id, u.first_name, u.last_name
    ORDER BY month, r.employee_id`;
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    totals: figuresOf(rows),
    months: groupBy(rows, (row) => String(row.month)).map((groups) => ({
      month: String(groups[0]!.month),
      ...figuresOf(groups),
    })),
    employees: groupBy(rows, (row) => row.employee_id)
      .map((groups) => ({ employee: employeeOf(groups[0]!), ...figuresOf(groups) }))
      .sort((a, b) => b.ratings - a.ratings || (a.employee?.id ?? 0) - (b.employee?.id ?? 0)),
    employee_months: rows.map((row) => ({
      month: String(row.month),
      employee: employeeOf(row),
      ...figuresOf([row]),
    })),
  };
}

/** A line of the CSV and the PDF: an employee in a month, an employee over the range, or the totals. */
type TRatingLine = TRatingFigures & { label: (out: { dateFormat: string; t: TServerTexts }) => string };

const RATING_COLUMNS: TReportColumn<TRatingLine>[] = [
  { header: 'column.group', value: (r, out) => r.label(out), width: 200 },
  { header: 'column.ratings', value: (r) => String(r.ratings), width: 70, numeric: true },
  {
    header: 'column.averageRating',
    value: (r) => (r.average === null ? '—' : r.average.toFixed(1)),
    width: 80,
    numeric: true,
  },
  { header: 'column.lowRatings', value: (r) => String(r.low), width: 80, numeric: true },
];

function ratingLines(report: TRatingReport): TRatingLine[] {
  const name = (employee: TRatingReport['employees'][number]['employee'], t: TServerTexts) =>
    employee?.full_name ?? t('report.promise.unassigned');
  return [
    ...report.employee_months.map((line) => ({
      ...line,
      label: ({ dateFormat, t }: { dateFormat: string; t: TServerTexts }) =>
        `${formatMonth(line.month, dateFormat)}: ${name(line.employee, t)}`,
    })),
    ...report.employees.map((line) => ({
      ...line,
      label: ({ t }: { t: TServerTexts }) => `${t('report.promise.byEmployee')}: ${name(line.employee, t)}`,
    })),
    { ...report.totals, label: ({ t }: { t: TServerTexts }) => t('report.summary.total') },
  ];
}

/**
 * POST /api/report/ratingReport: the customers' ratings of the range, as JSON, or as ratingReport.csv / .pdf with
 * a line per employee and month, then per employee, the totals last.
 */
export async function produceRatingReport(
  prisma: TPrisma,
  caller: TCaller,
  options: TReportOptions,
): Promise<TReportResult> {
  const report = await summarizeRatings(prisma, caller, options.range);
  return summaryReport(
    prisma,
    'rating',
    {
      data: report,
      any: report.totals.ratings > 0,
      lines: ratingLines(report),
      columns: RATING_COLUMNS,
      summary: totalsSummary(RATING_COLUMNS, { ...report.totals, label: () => '' }),
    },
    options,
  );
}
