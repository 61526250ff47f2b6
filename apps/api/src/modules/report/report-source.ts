import { type TComplaintStatus, type TReportBody, type TReportKind } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { dateColumn, formatCalendarDate } from '../../lib/kernel/calendar-date';
import type { TColumnHeader } from '../../lib/documents/csv';
import type { TServerTextKey, TServerTexts } from '../../lib/kernel/i18n/server-texts';
import type { TListArgs, TListRunner } from '../../lib/list/list-query';

/** How a report is being written: the dates' format and the texts of its reader's language. */
export type TReportOutput = { dateFormat: string; t: TServerTexts };

/**
 * One column of a report's rows, for the CSV and the PDF (`width` in PDF points, `numeric` aligned right),
 * headed and worded (statuses, yes/no) in the reader's language; dates in the settings' format.
 */
export type TReportColumn<TRow> = {
  header: TColumnHeader;
  value: (row: TRow, out: TReportOutput) => string;
  width: number;
  numeric?: boolean;
};

/**
 * What each report knows: its summary (totals, counts, series: all aggregated by the database), how its
 * rows are read (ids from an index, then those rows), and how they are written out.
 */
export type TReportSource<TWhere, TOrderBy, TRow extends { id: number }, TOut, TSummary> = {
  kind: TReportKind;
  title: TServerTextKey;
  where: TWhere;
  orderBy: TOrderBy[];
  run: Pick<TListRunner<TWhere, TOrderBy, TRow>, 'findIds' | 'findByIds'>;
  toRow: (row: TRow) => TOut;
  summarize: () => Promise<TSummary & { totals: { count: number } }>;
  columns: TReportColumn<TOut>[];
  /** The summary as label / value lines above the PDF's table, labelled in the reader's language. */
  summaryLines: (summary: TSummary, t: TServerTexts) => [string, string][];
};

/** The range of a DATE column, both days included. */
export const dateRangeWhere = (range: TReportBody) => ({
  gte: dateColumn(range.start_date),
  lte: dateColumn(range.end_date),
});

/** A SUM of DECIMAL(12,2) as exact text with 2 decimals (null, the sum of no rows, is 0.00). */
export const money = (value: unknown) =>
  new Prisma.Decimal(value === null || value === undefined ? 0 : String(value)).toFixed(2);

/** Exact sum of decimal sums (the groups of a GROUP BY) as text with 2 decimals. */
export const sumMoney = (values: unknown[]) =>
  values.reduce<Prisma.Decimal>((sum, value) => sum.plus(money(value)), new Prisma.Decimal(0)).toFixed(2);

export const count = (value: unknown) => Number(value ?? 0);

/** A grouped report's rows by a key (its month, employee, week...), the groups in first-seen order. */
export function groupBy<TRow, K>(rows: readonly TRow[], keyOf: (row: TRow) => K): TRow[][] {
  const groups = new Map<K, TRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** One page of a report's rows: the page's ids in report order, then those rows. */
export async function findReportPage<TWhere, TOrderBy, TRow extends { id: number }, TOut, TSummary>(
  source: TReportSource<TWhere, TOrderBy, TRow, TOut, TSummary>,
  page: number,
  pageSize: number,
): Promise<TOut[]> {
  const args: TListArgs<TWhere, TOrderBy> = {
    where: source.where,
    orderBy: source.orderBy,
    skip: (page - 1) * pageSize,
    take: pageSize,
  };
  const ids = await source.run.findIds(args);
  if (!ids.length) return [];
  const byId = new Map((await source.run.findByIds(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [source.toRow(row)] : [];
  });
}

/** A grouped row of a work report (services, complaints): one month and status of the range. */
export type TWorkGroupRow = { month: string; status: TComplaintStatus; count: unknown; charges: unknown };

/** The count and exact charge total of some grouped rows. */
export const totalOf = (groups: TWorkGroupRow[]) => ({
  count: groups.reduce((sum, g) => sum + count(g.count), 0),
  charge_total: sumMoney(groups.map((g) => g.charges)),
});

/** Every status of the report's (a service's, a complaint's) with its count and charges (0 without rows). */
export const byStatusOf = <S extends TComplaintStatus>(groups: TWorkGroupRow[], statuses: readonly S[]) =>
  statuses.map((status) => ({ status, ...totalOf(groups.filter((g) => g.status === status)) }));

/** Each month that has rows, in the groups' (month) order. */
export const byMonthOf = (groups: TWorkGroupRow[]) =>
  [...new Set(groups.map((g) => String(g.month)))].map((month) => ({
    month,
    ...totalOf(groups.filter((g) => g.month === month)),
  }));

/** "2026-03" in the settings' date format without its day (03-2026, 03/2026, 2026-03 ...): a report's month. */
export const formatMonth = (month: string, dateFormat: string) =>
  formatCalendarDate(`${month}-01`, dateFormat.replace(/DD[-/.]|[-/.]DD/, ''));
