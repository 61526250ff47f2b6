import {
  COMPLAINT_PRIORITIES,
  type TComplaintPriority,
  type TPromiseFigures,
  type TPromiseReport,
  type TReportBody,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import { now } from '../../lib/kernel/clock';
import { personRef } from '../../lib/kernel/person';
import type { TServerTexts } from '../../lib/kernel/i18n/server-texts';
import { summaryReport, totalsSummary, type TReportOptions, type TReportResult } from './report-files';
import { count, formatMonth, type TReportColumn } from './report-source';

/** Whose complaints a caller counts: as the complaint list, a customer its own, an employee those assigned to it. */
const PROMISE_OWNERS = { customer: 'c.customer_id', employee: 'c.assigned_to_id' };

/** A group of the statement: one month, assignee and priority, with sums (so the averages add up across groups). */
type TGroupRow = {
  month: string;
  assigned_to_id: number | null;
  first_name: string | null;
  last_name: string | null;
  priority: TComplaintPriority;
  complaints: unknown;
  responded_in_time: unknown;
  responded_late: unknown;
  resolved_in_time: unknown;
  resolved_late: unknown;
  response_minutes: unknown;
  responses: unknown;
  resolution_minutes: unknown;
  resolutions: unknown;
};

type TSums = {
  complaints: number;
  responded_in_time: number;
  responded_late: number;
  resolved_in_time: number;
  resolved_late: number;
  response_minutes: number;
  responses: number;
  resolution_minutes: number;
  resolutions: number;
};

const SUM_KEYS = [
  'complaints',
  'responded_in_time',
  'responded_late',
  'resolved_in_time',
  'resolved_late',
  'response_minutes',
  'responses',
  'resolution_minutes',
  'resolutions',
] as const satisfies readonly (keyof TSums)[];

function sumsOf(rows: readonly TGroupRow[]): TSums {
  return Object.fromEntries(
    SUM_KEYS.map((key) => [key, rows.reduce((sum, row) => sum + count(row[key]), 0)]),
  ) as TSums;
}

/** One decimal, half up; null without a denominator. */
const ratio = (part: number, whole: number, scale = 1) =>
  whole ? Math.round((part * scale * 10) / whole) / 10 : null;

function figuresOf(rows: readonly TGroupRow[]): TPromiseFigures {
  const s = sumsOf(rows);
  return {
    complaints: s.complaints,
    responded_in_time: s.responded_in_time,
    responded_late: s.responded_late,
    resolved_in_time: s.resolved_in_time,
    resolved_late: s.resolved_late,
    kept_rate: ratio(s.resolved_in_time, s.resolved_in_time + s.resolved_late, 100),
    avg_response_hours: ratio(s.response_minutes, s.responses * 60),
    avg_resolution_hours: ratio(s.resolution_minutes, s.resolutions * 60),
  };
}

/** The distinct keys of the groups, in first-seen order, each with its groups. */
function groupBy<K>(rows: readonly TGroupRow[], keyOf: (row: TGroupRow) => K): [K, TGroupRow[]][] {
  const groups = new Map<K, TGroupRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups];
}

/**
 * The promises kept on the caller's complaints filed (complaint date) in the range and held to a service level, in
 * one grouped statement over the complaint date's index: a response or a resolution is in time when it came by its
 * due time, late when it came after it or is still missing after it (as of now); undecided ones count in neither.
 * The averages are of the working minutes each took (complaints.response_minutes / resolution_minutes).
 */
export async function summarizePromises(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
): Promise<TPromiseReport> {
  const at = now();
  const rows = await prisma.$queryRaw<TGroupRow[]>`
    SELECT DATE_FORMAT(c.complaint_date, '%Y-%m') AS month, c.assigned_to_id, u.first_name, u.last_name,
           c.priority, COUNT(*) AS complaints,
           SUM(c.responded_at <= c.response_due_at) AS responded_in_time,
           SUM(c.responded_at > c.response_due_at OR (c.responded_at IS NULL AND c.response_due_at < ${at}))
             AS responded_late,
           SUM(c.resolved_at <= c.resolution_due_at) AS resolved_in_time,
           SUM(c.resolved_at > c.resolution_due_at OR (c.resolved_at IS NULL AND c.resolution_due_at < ${at}))
             AS resolved_late,
           SUM(c.response_minutes) AS response_minutes, COUNT(c.response_minutes) AS responses,
           SUM(c.resolution_minutes) AS resolution_minutes, COUNT(c.resolution_minutes) AS resolutions
    FROM complaints c
    LEFT JOIN users u ON u.id = c.assigned_to_id
    WHERE c.complaint_date BETWEEN ${range.start_date} AND ${range.end_date}
      AND c.service_level_id IS NOT NULL AND ${ownRowsSql(caller, PROMISE_OWNERS)}
    GROUP BY month, c.assigned_to_id, u.first_name, u.last_name, c.priority
    ORDER BY month`;
  const employeeOf = (row: TGroupRow) =>
    row.assigned_to_id === null
      ? null
      : personRef({ id: row.assigned_to_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' });
  const employees = groupBy(rows, (row) => row.assigned_to_id)
    .map(([, groups]) => ({ employee: employeeOf(groups[0]!), ...figuresOf(groups) }))
    .sort((a, b) => b.complaints - a.complaints || (a.employee?.id ?? 0) - (b.employee?.id ?? 0));
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    totals: figuresOf(rows),
    months: groupBy(rows, (row) => String(row.month)).map(([month, groups]) => ({
      month,
      ...figuresOf(groups),
    })),
    employees,
    priorities: COMPLAINT_PRIORITIES.flatMap((priority) => {
      const groups = rows.filter((row) => row.priority === priority);
      return groups.length ? [{ priority, ...figuresOf(groups) }] : [];
    }),
  };
}

/** A line of the CSV and the PDF: a month, an employee, a priority, or the range's totals. */
type TPromiseLine = TPromiseFigures & { label: (out: { dateFormat: string; t: TServerTexts }) => string };

const hours = (value: number | null) => (value === null ? '—' : value.toFixed(1));

const PROMISE_COLUMNS: TReportColumn<TPromiseLine>[] = [
  { header: 'column.group', value: (r, out) => r.label(out), width: 110 },
  { header: 'column.complaints', value: (r) => String(r.complaints), width: 60, numeric: true },
  { header: 'column.respondedInTime', value: (r) => String(r.responded_in_time), width: 60, numeric: true },
  { header: 'column.respondedLate', value: (r) => String(r.responded_late), width: 60, numeric: true },
  { header: 'column.resolvedInTime', value: (r) => String(r.resolved_in_time), width: 60, numeric: true },
  { header: 'column.resolvedLate', value: (r) => String(r.resolved_late), width: 60, numeric: true },
  { header: 'column.keptRate', value: (r) => hours(r.kept_rate), width: 50, numeric: true },
  { header: 'column.avgResponseHours', value: (r) => hours(r.avg_response_hours), width: 70, numeric: true },
  {
    header: 'column.avgResolutionHours',
    value: (r) => hours(r.avg_resolution_hours),
    width: 70,
    numeric: true,
  },
];

/** Every line of the files: the months, the employees, the priorities (each named by its kind), the totals last. */
function promiseLines(report: TPromiseReport): TPromiseLine[] {
  return [
    ...report.months.map((m) => ({
      ...m,
      label: (out: { dateFormat: string; t: TServerTexts }) =>
        `${out.t('report.promise.byMonth')}: ${formatMonth(m.month, out.dateFormat)}`,
    })),
    ...report.employees.map((e) => ({
      ...e,
      label: ({ t }: { t: TServerTexts }) =>
        `${t('report.promise.byEmployee')}: ${e.employee?.full_name ?? t('report.promise.unassigned')}`,
    })),
    ...report.priorities.map((p) => ({
      ...p,
      label: ({ t }: { t: TServerTexts }) =>
        `${t('report.promise.byPriority')}: ${t(`priority.${p.priority}`)}`,
    })),
    { ...report.totals, label: ({ t }: { t: TServerTexts }) => t('report.summary.total') },
  ];
}

/**
 * POST /api/report/promiseReport: the service levels' promises kept on the caller's complaints of the range, as
 * JSON, or as serviceLevelReport.csv / .pdf with a line per month, employee and priority, the totals last.
 */
export async function producePromiseReport(
  prisma: TPrisma,
  caller: TCaller,
  options: TReportOptions,
): Promise<TReportResult> {
  const report = await summarizePromises(prisma, caller, options.range);
  return summaryReport(
    prisma,
    'promise',
    {
      data: report,
      any: report.totals.complaints > 0,
      lines: promiseLines(report),
      columns: PROMISE_COLUMNS,
      summary: totalsSummary(PROMISE_COLUMNS, { ...report.totals, label: () => '' }),
    },
    options,
  );
}
