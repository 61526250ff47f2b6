import {
  CONTRACT_ENDING_DAYS,
  DASHBOARD_CARD_SIZE,
  DASHBOARD_MONTH_LIMIT,
  STALE_COMPLAINT_DAYS,
  WORK_STATUSES,
  type TDashboardData,
  type TDashboardQuery,
  type TStatusCounts,
  type TWorkStatus,
} from '@amc/contracts';
import type { TPrisma } from '../../plugins/database';
import { hasPermission, type TCaller } from '../../lib/caller';
import { COMPLAINT_DAY_TOTALS, dayTotalsOf, SERVICE_DAY_TOTALS } from '../../lib/day-totals';
import { addDays, dateColumn, monthBounds, readBusinessCalendar } from '../../lib/calendar-date';
import { ownAmcWhere } from '../amc/amc-shape';
import { COMPLAINT_INCLUDE, ownComplaintsWhere, toComplaint } from '../complaint/complaint-list';
import { ownServiceWhere, SERVICE_INCLUDE, toService } from '../service/service-shape';
import { ownUserWhere } from '../user/user-shape';
import { findCalendarEntries } from './dashboard-calendar';

const DAILY_SUMMARY_DAYS = 7;
const NOT_CLOSED = { not: 'closed' } as const;

const total = (counts: TStatusCounts) => WORK_STATUSES.reduce((sum, status) => sum + counts[status], 0);

/** Employees and clients as the user list would show them to the caller, and the active products. */
async function countPeopleAndProducts(prisma: TPrisma, caller: TCaller) {
  const countUsers = (role: 'employee' | 'customer') =>
    hasPermission(caller, 'user_view')
      ? prisma.user.count({ where: { AND: [{ role: { slug: role } }, ownUserWhere(caller)] } })
      : null;
  const [employees, clients, products] = await Promise.all([
    countUsers('employee'),
    countUsers('customer'),
    hasPermission(caller, 'product_view') ? prisma.product.count({ where: { isArchived: false } }) : null,
  ]);
  return { employees, clients, products };
}

type TStatusRow = { status: TWorkStatus; count: unknown };

const statusCounts = (groups: TStatusRow[]): TStatusCounts =>
  Object.fromEntries(
    WORK_STATUSES.map((status) => [status, Number(groups.find((g) => g.status === status)?.count ?? 0)]),
  ) as TStatusCounts;

const countOf = (rows: { count: unknown }[]) => Number(rows[0]?.count ?? 0);

/** The counts of the groups not closed. */
const sumOpen = (groups: TStatusRow[]) =>
  groups.reduce((sum, g) => sum + (g.status === 'closed' ? 0 : Number(g.count ?? 0)), 0);

/**
 * The figures below count from `dayTotalsOf`: for admin the per-day summary (a few thousand rows, not a million),
 * for an employee or a customer its own rows through the owner column's index.
 */
const WORK_OWNERS = { customer: 'customer_id', employee: 'assigned_to_id' };

/** Complaint figures within the caller's rows; null without complaint_view. */
async function summarizeComplaints(prisma: TPrisma, caller: TCaller, today: string) {
  if (!hasPermission(caller, 'complaint_view')) return null;
  const scope = ownComplaintsWhere(caller);
  const rows = () => dayTotalsOf(caller, COMPLAINT_DAY_TOTALS, WORK_OWNERS);
  const firstDay = addDays(today, 1 - DAILY_SUMMARY_DAYS);
  const [byStatus, byDay, notStale, recent] = await Promise.all([
    prisma.$queryRaw<TStatusRow[]>`
      SELECT \`status\`, SUM(row_count) AS count FROM ${rows()} GROUP BY \`status\``,
    prisma.$queryRaw<{ day: string; count: unknown }[]>`
      SELECT DATE_FORMAT(\`day\`, '%Y-%m-%d') AS day, SUM(row_count) AS count FROM ${rows()}
      WHERE \`day\` BETWEEN ${firstDay} AND ${today} GROUP BY \`day\``,
    // Stale = every complaint not closed less those dated from the stale day on: both read an index of the
    // owner (status; date) with no row lookups, where "not closed and older" would look up every old row.
    prisma.$queryRaw<{ count: unknown }[]>`
      SELECT SUM(row_count) AS count FROM ${rows()}
      WHERE \`status\` <> 'closed' AND \`day\` >= ${addDays(today, -STALE_COMPLAINT_DAYS)}`,
    prisma.complaint.findMany({
      where: scope,
      orderBy: [{ complaintDate: 'desc' }, { id: 'desc' }],
      take: DASHBOARD_CARD_SIZE,
      include: COMPLAINT_INCLUDE,
    }),
  ]);
  const perDay = new Map(byDay.map((g) => [String(g.day), Number(g.count)]));
  const days = Array.from({ length: DAILY_SUMMARY_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, count: perDay.get(date) ?? 0 };
  });
  return {
    status: statusCounts(byStatus),
    daily: { today: perDay.get(today) ?? 0, days },
    stale: sumOpen(byStatus) - countOf(notStale),
    recent: recent.map(toComplaint),
  };
}

/** Service figures within the caller's rows; null without service_view. */
async function summarizeServices(prisma: TPrisma, caller: TCaller, today: string) {
  if (!hasPermission(caller, 'service_view')) return null;
  const scope = ownServiceWhere(caller);
  const { first, next } = monthBounds(today.slice(0, 7));
  // One pass over the status groups gives the counts, the overdue ones and those due this week (an employee's
  // through its (assigned_to_id, status, service_date) index alone).
  const [byStatus, upcoming, amcThisMonth] = await Promise.all([
    prisma.$queryRaw<(TStatusRow & { overdue: unknown; week: unknown })[]>`
      SELECT \`status\`, SUM(row_count) AS count,
             SUM(IF(\`day\` < ${today}, row_count, 0)) AS overdue,
             SUM(IF(\`day\` BETWEEN ${today} AND ${addDays(today, 6)}, row_count, 0)) AS week
      FROM ${dayTotalsOf(caller, SERVICE_DAY_TOTALS, WORK_OWNERS)}
      GROUP BY \`status\``,
    prisma.service.findMany({
      where: { AND: [scope, { status: NOT_CLOSED }, { serviceDate: { gte: dateColumn(today) } }] },
      orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
      take: DASHBOARD_CARD_SIZE,
      include: SERVICE_INCLUDE,
    }),
    prisma.service.findMany({
      where: {
        AND: [
          scope,
          { amcId: { not: null } },
          { serviceDate: { gte: dateColumn(first), lt: dateColumn(next) } },
        ],
      },
      orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
      take: DASHBOARD_MONTH_LIMIT,
      include: SERVICE_INCLUDE,
    }),
  ]);
  return {
    status: statusCounts(byStatus),
    overdue: sumOpen(byStatus.map((g) => ({ status: g.status, count: g.overdue }))),
    dueThisWeek: sumOpen(byStatus.map((g) => ({ status: g.status, count: g.week }))),
    upcoming: upcoming.map((row) => toService(row, today)),
    amcThisMonth: amcThisMonth.map((row) => toService(row, today)),
  };
}

/** Contracts not closed whose end date falls from today to 30 days on; null without amc_view. */
async function countEndingContracts(prisma: TPrisma, caller: TCaller, today: string) {
  if (!hasPermission(caller, 'amc_view')) return null;
  return prisma.amc.count({
    where: {
      AND: [
        ownAmcWhere(caller),
        { status: NOT_CLOSED },
        { endDate: { gte: dateColumn(today), lte: dateColumn(addDays(today, CONTRACT_ENDING_DAYS)) } },
      ],
    },
  });
}

/**
 * GET /dashboard/data: every figure counted by the database (grouped counts, never rows loaded to count them),
 * within the caller's rows; the lists are a few rows each.
 */
export async function getDashboardData(
  prisma: TPrisma,
  caller: TCaller,
  query: TDashboardQuery,
): Promise<TDashboardData> {
  const { today } = await readBusinessCalendar(prisma);
  const month = query.month ?? today.slice(0, 7);
  const [people, complaints, services, endingContracts, calendar] = await Promise.all([
    countPeopleAndProducts(prisma, caller),
    summarizeComplaints(prisma, caller, today),
    summarizeServices(prisma, caller, today),
    countEndingContracts(prisma, caller, today),
    findCalendarEntries(prisma, caller, month),
  ]);
  return {
    today,
    month,
    counts: {
      ...people,
      complaints: complaints ? total(complaints.status) : null,
      services: services ? total(services.status) : null,
    },
    complaint_status: complaints?.status ?? null,
    service_status: services?.status ?? null,
    daily_complaints: complaints?.daily ?? null,
    smart_summary: {
      overdue_services: services?.overdue ?? null,
      services_due_this_week: services?.dueThisWeek ?? null,
      open_complaints_older_than_7_days: complaints?.stale ?? null,
      contracts_ending_within_30_days: endingContracts,
    },
    recent_complaints: complaints?.recent ?? [],
    upcoming_services: services?.upcoming ?? [],
    amc_services_this_month: services?.amcThisMonth ?? [],
    calendar,
  };
}
