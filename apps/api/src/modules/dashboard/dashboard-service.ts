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
import {
  addDays,
  calendarDate,
  dateColumn,
  monthBounds,
  readBusinessCalendar,
} from '../../lib/calendar-date';
import { ownAmcWhere } from '../amc/amc-shape';
import { COMPLAINT_INCLUDE, ownComplaintsWhere, toComplaint } from '../complaint/complaint-list';
import { ownServiceWhere, SERVICE_INCLUDE, toService } from '../service/service-shape';
import { ownUserWhere } from '../user/user-shape';
import { findCalendarEntries } from './dashboard-calendar';

const DAILY_SUMMARY_DAYS = 7;
const NOT_CLOSED = { not: 'closed' } as const;

const statusCounts = (groups: { status: TWorkStatus; _count: { _all: number } }[]): TStatusCounts =>
  Object.fromEntries(
    WORK_STATUSES.map((status) => [status, groups.find((g) => g.status === status)?._count._all ?? 0]),
  ) as TStatusCounts;

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

/** Complaint figures within the caller's rows; null without complaint_view. */
async function summarizeComplaints(prisma: TPrisma, caller: TCaller, today: string) {
  if (!hasPermission(caller, 'complaint_view')) return null;
  const scope = ownComplaintsWhere(caller);
  const firstDay = addDays(today, 1 - DAILY_SUMMARY_DAYS);
  const [byStatus, byDay, stale, recent] = await Promise.all([
    prisma.complaint.groupBy({ by: ['status'], where: scope, _count: { _all: true } }),
    prisma.complaint.groupBy({
      by: ['complaintDate'],
      where: { AND: [scope, { complaintDate: { gte: dateColumn(firstDay), lte: dateColumn(today) } }] },
      _count: { _all: true },
    }),
    prisma.complaint.count({
      where: {
        AND: [
          scope,
          { status: NOT_CLOSED },
          { complaintDate: { lt: dateColumn(addDays(today, -STALE_COMPLAINT_DAYS)) } },
        ],
      },
    }),
    prisma.complaint.findMany({
      where: scope,
      orderBy: [{ complaintDate: 'desc' }, { id: 'desc' }],
      take: DASHBOARD_CARD_SIZE,
      include: COMPLAINT_INCLUDE,
    }),
  ]);
  const perDay = new Map(byDay.map((g) => [calendarDate(g.complaintDate), g._count._all]));
  const days = Array.from({ length: DAILY_SUMMARY_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, count: perDay.get(date) ?? 0 };
  });
  return {
    status: statusCounts(byStatus),
    daily: { today: perDay.get(today) ?? 0, days },
    stale,
    recent: recent.map(toComplaint),
  };
}

/** Service figures within the caller's rows; null without service_view. */
async function summarizeServices(prisma: TPrisma, caller: TCaller, today: string) {
  if (!hasPermission(caller, 'service_view')) return null;
  const scope = ownServiceWhere(caller);
  const { first, next } = monthBounds(today.slice(0, 7));
  const [byStatus, overdue, dueThisWeek, upcoming, amcThisMonth] = await Promise.all([
    prisma.service.groupBy({ by: ['status'], where: scope, _count: { _all: true } }),
    prisma.service.count({
      where: { AND: [scope, { status: NOT_CLOSED }, { serviceDate: { lt: dateColumn(today) } }] },
    }),
    prisma.service.count({
      where: {
        AND: [
          scope,
          { status: NOT_CLOSED },
          { serviceDate: { gte: dateColumn(today), lte: dateColumn(addDays(today, 6)) } },
        ],
      },
    }),
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
    overdue,
    dueThisWeek,
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
