import { WORK_STATUSES, type TReportBody, type TServiceReport, type TServiceReportRow } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../plugins/database';
import { ownRowsWhere, type TCaller } from '../../lib/caller';
import { calendarDate, dateColumn, formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../auth/auth-service';
import { count, dateRangeWhere, money, ownRowsSql, sumMoney, type TReportSource } from './report-source';

type TWhere = Prisma.ServiceWhereInput;
type TOrderBy = Prisma.ServiceOrderByWithRelationInput;
type TSummary = Omit<TServiceReport, 'rows' | 'meta'>;

const PERSON = { select: { id: true, firstName: true, lastName: true } } as const;
const SERVICE_INCLUDE = { customer: PERSON, assignedTo: PERSON } as const;
type TServiceRow = Prisma.ServiceGetPayload<{ include: typeof SERVICE_INCLUDE }>;

type TMonthRow = { month: string; count: unknown; charges: unknown };

const person = (u: { id: number; firstName: string; lastName: string } | null) =>
  u ? { id: u.id, full_name: fullName(u) } : null;

/**
 * The service report: the caller's services dated in the range (a customer its own, an employee those
 * assigned to it), counted by status and month in the database. Overdue as in the service list: dated
 * before the business's today and not closed.
 */
export function serviceReportSource(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
  today: string,
): TReportSource<TWhere, TOrderBy, TServiceRow, TServiceReportRow, TSummary> {
  const where: TWhere = {
    AND: [
      ownRowsWhere<TWhere>(caller, { customer: 'customerId', employee: 'assignedToId' }),
      { serviceDate: dateRangeWhere(range) },
    ],
  };

  async function summarize() {
    const [byStatus, overdue, months] = await Promise.all([
      prisma.service.groupBy({ by: ['status'], where, _count: { _all: true }, _sum: { charge: true } }),
      prisma.service.count({
        where: { AND: [where, { serviceDate: { lt: dateColumn(today) } }, { status: { not: 'closed' } }] },
      }),
      prisma.$queryRaw<TMonthRow[]>`
        SELECT DATE_FORMAT(service_date, '%Y-%m') AS month, COUNT(*) AS count, SUM(charge) AS charges
        FROM services
        WHERE service_date BETWEEN ${range.start_date} AND ${range.end_date}
          AND ${ownRowsSql(caller, { customer: 'customer_id', employee: 'assigned_to_id' })}
        GROUP BY month
        ORDER BY month`,
    ]);
    const statuses = WORK_STATUSES.map((status) => {
      const group = byStatus.find((g) => g.status === status);
      return { status, count: group?._count._all ?? 0, charge_total: money(group?._sum.charge) };
    });
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: {
        count: statuses.reduce((sum, s) => sum + s.count, 0),
        overdue,
        charge_total: sumMoney(byStatus.map((g) => g._sum.charge)),
      },
      by_status: statuses,
      months: months.map((m) => ({
        month: String(m.month),
        count: count(m.count),
        charge_total: money(m.charges),
      })),
    };
  }

  return {
    kind: 'service',
    title: 'Service Report',
    where,
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    run: {
      findIds: async ({ cursor, ...args }) =>
        (
          await prisma.service.findMany({
            ...args,
            cursor: cursor ? { id: cursor } : undefined,
            select: { id: true },
          })
        ).map((r) => r.id),
      findByIds: (ids) => prisma.service.findMany({ where: { id: { in: ids } }, include: SERVICE_INCLUDE }),
    },
    toRow: (row) => {
      const serviceDate = calendarDate(row.serviceDate);
      return {
        id: row.id,
        service_no: row.serviceNo,
        title: row.title,
        customer: person(row.customer),
        assigned_to: person(row.assignedTo),
        service_date: serviceDate,
        status: row.status,
        charge: row.charge.toFixed(2),
        is_overdue: row.status !== 'closed' && serviceDate < today,
      };
    },
    summarize,
    columns: [
      { header: 'Service no', value: (r) => r.service_no, width: 80 },
      { header: 'Title', value: (r) => r.title, width: 160 },
      { header: 'Customer', value: (r) => r.customer?.full_name ?? '', width: 130 },
      { header: 'Assigned to', value: (r) => r.assigned_to?.full_name ?? '', width: 120 },
      { header: 'Service date', value: (r, format) => formatCalendarDate(r.service_date, format), width: 80 },
      { header: 'Status', value: (r) => r.status, width: 60 },
      { header: 'Overdue', value: (r) => (r.is_overdue ? 'yes' : 'no'), width: 50 },
      { header: 'Charge', value: (r) => r.charge, width: 80, numeric: true },
    ],
    summaryLines: (s) => [
      ['Services', String(s.totals.count)],
      ...s.by_status.map((b): [string, string] => [`Status ${b.status}`, String(b.count)]),
      ['Overdue', String(s.totals.overdue)],
      ['Charges', s.totals.charge_total],
    ],
  };
}
