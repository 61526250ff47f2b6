import { DASHBOARD_MONTH_LIMIT, type TCalendarEntry } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { hasPermission, ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import { monthBounds } from '../../lib/kernel/calendar-date';

const KIND_ORDER: Record<TCalendarEntry['kind'], number> = { amc_start: 0, service: 1, task: 2, amc_end: 3 };

/**
 * One kind of calendar entry: the rows of `table` within the caller's rows (`owners` as ownRowsWhere has them)
 * whose `date` falls in the month, at most DASHBOARD_MONTH_LIMIT by date then id, read through the date's index
 * (alone, or after the owner column) in order.
 */
type TKind = {
  kind: TCalendarEntry['kind'];
  permission: 'service_view' | 'amc_view' | 'task_view';
  table: string;
  title: string;
  date: string;
  owners: { customer: string; employee: string };
};

const KINDS: TKind[] = [
  {
    kind: 'service',
    permission: 'service_view',
    table: 'services',
    title: 'title',
    date: 'service_date',
    owners: { customer: 'customer_id', employee: 'assigned_to_id' },
  },
  // A contract's start and its end are kinds of their own, each with its own limit and its own date's index.
  {
    kind: 'amc_start',
    permission: 'amc_view',
    table: 'amcs',
    title: 'amc_no',
    date: 'start_date',
    owners: { customer: 'customer_id', employee: 'assigned_to_id' },
  },
  {
    kind: 'amc_end',
    permission: 'amc_view',
    table: 'amcs',
    title: 'amc_no',
    date: 'end_date',
    owners: { customer: 'customer_id', employee: 'assigned_to_id' },
  },
  {
    kind: 'task',
    permission: 'task_view',
    table: 'tasks',
    title: 'name',
    date: 'due_date',
    owners: { customer: 'client_id', employee: 'assigned_to_id' },
  },
];

/**
 * The dashboard calendar of a month: services by their date, AMC contracts on their start and end dates, tasks on
 * their due dates; each kind only with its view right and within the caller's rows, at most DASHBOARD_MONTH_LIMIT
 * of each kind. Sorted by date, then kind, then id. One statement: a UNION ALL of the kinds the caller may view.
 */
export async function findCalendarEntries(
  prisma: TPrisma,
  caller: TCaller,
  month: string,
): Promise<TCalendarEntry[]> {
  const { first, next } = monthBounds(month);
  const parts = KINDS.filter((k) => hasPermission(caller, k.permission)).map((k) => {
    const [table, title, date] = [k.table, k.title, k.date].map((name) => Prisma.raw(`\`${name}\``));
    return Prisma.sql`(SELECT ${k.kind} AS kind, id, ${title} AS title, DATE_FORMAT(${date}, '%Y-%m-%d') AS date,
        \`status\` FROM ${table}
      WHERE ${ownRowsSql(caller, k.owners)} AND ${date} >= ${first} AND ${date} < ${next}
      ORDER BY ${date}, id LIMIT ${Prisma.raw(String(DASHBOARD_MONTH_LIMIT))})`;
  });
  if (!parts.length) return [];
  const rows = await prisma.$queryRaw<TCalendarEntry[]>`${Prisma.join(parts, ' UNION ALL ')}`;
  return rows
    .map((row) => ({
      date: row.date,
      kind: row.kind,
      title: row.title,
      status: row.status,
      id: Number(row.id),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
}
