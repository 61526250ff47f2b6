import {
  addDays,
  addYears,
  CHART_AUTO_WEEK_DAYS,
  CHART_DEFAULT_MONTHS,
  CHART_MAX_YEARS,
  CHART_WEEK_MAX_DAYS,
  daysBetween,
  MSG,
  type TChartGrouping,
  type TChartPeriod,
  type TChartsData,
  type TChartsQuery,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../lib/kernel/app-error';
import { readBusinessCalendar } from '../../lib/kernel/calendar-date';
import type { TCaller } from '../../lib/kernel/caller';
import {
  COMPLAINT_DAY_TOTALS,
  dayTotalsOf,
  SALE_DAY_TOTALS,
  SERVICE_DAY_TOTALS,
} from '../../lib/rules/day-totals';
import type { TPrisma } from '../../lib/kernel/db-client';
import { count, money } from './report-source';

/** The owner columns of services and complaints: a customer's own rows, those assigned to an employee. */
const WORK_OWNERS = { customer: 'customer_id', employee: 'assigned_to_id' };

/** The period a `day` falls in, as SQL: its month (YYYY-MM) or its week's Monday (YYYY-MM-DD). */
const PERIOD_SQL: Record<TChartGrouping, Prisma.Sql> = {
  month: Prisma.sql`DATE_FORMAT(\`day\`, '%Y-%m')`,
  week: Prisma.sql`DATE_FORMAT(DATE_SUB(\`day\`, INTERVAL WEEKDAY(\`day\`) DAY), '%Y-%m-%d')`,
};

type TSaleGroup = { period: string; n: unknown; total: unknown };
type TWorkGroup = { period: string; n: unknown; closed: unknown };

/** The first day of the month `months` months before the month of `day`. */
function monthStartBefore(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/** The Monday of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The range and grouping asked for, the missing parts filled in from the business's today. The schema checks a
 * range given whole; one filled in from today is checked here with the same rules and messages.
 */
export function resolveChartRange(
  query: TChartsQuery,
  today: string,
): { from: string; to: string; group: TChartGrouping } {
  const to = query.to ?? today;
  const from = query.from ?? monthStartBefore(to, CHART_DEFAULT_MONTHS - 1);
  if (to <= from) throw AppError.field('to', MSG.endDateAfterStart);
  if (to >= addYears(from, CHART_MAX_YEARS)) throw AppError.field('to', MSG.chartRangeTooLong);
  const days = daysBetween(from, to);
  if (query.group === 'week' && days > CHART_WEEK_MAX_DAYS)
    throw AppError.field('group', MSG.chartWeekRangeTooLong);
  return { from, to, group: query.group ?? (days <= CHART_AUTO_WEEK_DAYS ? 'week' : 'month') };
}

/** Every period of the range in order, each with its days inside the range. */
export function chartPeriods(
  from: string,
  to: string,
  group: TChartGrouping,
): { period: string; start: string; end: string }[] {
  const periods = [];
  let start = group === 'month' ? `${from.slice(0, 7)}-01` : mondayOf(from);
  while (start <= to) {
    const next = group === 'month' ? monthStartBefore(start, -1) : addDays(start, 7);
    periods.push({
      period: group === 'month' ? start.slice(0, 7) : start,
      start: start < from ? from : start,
      end: addDays(next, -1) > to ? to : addDays(next, -1),
    });
    start = next;
  }
  return periods;
}

/**
 * GET /api/report/charts: the business's sales, services and complaints per period of the range, within the
 * caller's rows as the reports count them (admin everything; a customer its own; an employee what is assigned
 * to it). Three GROUP BY statements run side by side, each over a range of the per-day summary's key (admin: a
 * row per day, or per day and status, whatever the number of sales, services and complaints) or a scoped
 * caller's own rows through its owner column's index; no rows are loaded to be counted.
 */
export async function getCharts(prisma: TPrisma, caller: TCaller, query: TChartsQuery): Promise<TChartsData> {
  const { today } = await readBusinessCalendar(prisma);
  const { from, to, group } = resolveChartRange(query, today);
  const period = PERIOD_SQL[group];
  const inRange = Prisma.sql`\`day\` BETWEEN ${from} AND ${to}`;
  // ORDER BY NULL: the periods are matched by key below, so MariaDB's implicit sort of the groups is skipped.
  const workGroups = (rows: Prisma.Sql) => prisma.$queryRaw<TWorkGroup[]>`
    SELECT ${period} AS period, SUM(row_count) AS n, SUM(IF(\`status\` = 'closed', row_count, 0)) AS closed
    FROM ${rows} WHERE ${inRange} GROUP BY period ORDER BY NULL`;
  const [sales, services, complaints] = await Promise.all([
    prisma.$queryRaw<TSaleGroup[]>`
      SELECT ${period} AS period, SUM(row_count) AS n, SUM(total) AS total
      FROM ${dayTotalsOf(caller, SALE_DAY_TOTALS, { customer: 'customer_id' })} WHERE ${inRange}
      GROUP BY period ORDER BY NULL`,
    workGroups(dayTotalsOf(caller, SERVICE_DAY_TOTALS, WORK_OWNERS)),
    workGroups(dayTotalsOf(caller, COMPLAINT_DAY_TOTALS, WORK_OWNERS)),
  ]);
  const byPeriod = <T extends { period: string }>(rows: T[]) =>
    new Map(rows.map((r) => [String(r.period), r]));
  const sale = byPeriod(sales);
  const service = byPeriod(services);
  const complaint = byPeriod(complaints);
  const periods: TChartPeriod[] = chartPeriods(from, to, group).map((p) => ({
    ...p,
    sales_count: count(sale.get(p.period)?.n),
    sales_total: money(sale.get(p.period)?.total),
    services_scheduled: count(service.get(p.period)?.n),
    services_done: count(service.get(p.period)?.closed),
    complaints_opened: count(complaint.get(p.period)?.n),
    complaints_resolved: count(complaint.get(p.period)?.closed),
  }));
  return { from, to, group, periods };
}
