import {
  WORK_STATUSES,
  type TComplaintReport,
  type TComplaintReportRow,
  type TReportBody,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../plugins/database';
import { ownRowsWhere, type TCaller } from '../../lib/caller';
import { calendarDate, formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../auth/auth-service';
import { count, dateRangeWhere, money, ownRowsSql, sumMoney, type TReportSource } from './report-source';

type TWhere = Prisma.ComplaintWhereInput;
type TOrderBy = Prisma.ComplaintOrderByWithRelationInput;
type TSummary = Omit<TComplaintReport, 'rows' | 'meta'>;

const PERSON = { select: { id: true, firstName: true, lastName: true } } as const;
const COMPLAINT_INCLUDE = {
  customer: PERSON,
  assignedTo: PERSON,
  product: { select: { name: true } },
  type: { select: { name: true } },
} as const;
type TComplaintRow = Prisma.ComplaintGetPayload<{ include: typeof COMPLAINT_INCLUDE }>;

type TMonthRow = { month: string; count: unknown; charges: unknown };

function toComplaintReportRow(row: TComplaintRow): TComplaintReportRow {
  return {
    id: row.id,
    complaint_no: row.complaintNo,
    customer: { id: row.customer.id, full_name: fullName(row.customer) },
    product: row.product?.name ?? null,
    complaint_date: calendarDate(row.complaintDate),
    complaint_type: row.type?.name ?? null,
    assigned_to: row.assignedTo ? { id: row.assignedTo.id, full_name: fullName(row.assignedTo) } : null,
    status: row.status,
    charge: row.charge.toFixed(2),
  };
}

/**
 * The complaint report: the caller's complaints dated in the range (a customer its own, an employee those
 * assigned to it), counted by status, by complaint type and by month in the database.
 */
export function complaintReportSource(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
): TReportSource<TWhere, TOrderBy, TComplaintRow, TComplaintReportRow, TSummary> {
  const where: TWhere = {
    AND: [
      ownRowsWhere<TWhere>(caller, { customer: 'customerId', employee: 'assignedToId' }),
      { complaintDate: dateRangeWhere(range) },
    ],
  };

  async function summarize() {
    const [byStatus, byType, months] = await Promise.all([
      prisma.complaint.groupBy({ by: ['status'], where, _count: { _all: true }, _sum: { charge: true } }),
      prisma.complaint.groupBy({ by: ['typeId'], where, _count: { _all: true }, _sum: { charge: true } }),
      prisma.$queryRaw<TMonthRow[]>`
        SELECT DATE_FORMAT(complaint_date, '%Y-%m') AS month, COUNT(*) AS count, SUM(charge) AS charges
        FROM complaints
        WHERE complaint_date BETWEEN ${range.start_date} AND ${range.end_date}
          AND ${ownRowsSql(caller, { customer: 'customer_id', employee: 'assigned_to_id' })}
        GROUP BY month
        ORDER BY month`,
    ]);
    // One name per type of the range: as many rows as there are complaint types, never one per complaint.
    const typeIds = byType.flatMap((g) => (g.typeId === null ? [] : [g.typeId]));
    const types = typeIds.length
      ? await prisma.category.findMany({ where: { id: { in: typeIds } }, select: { id: true, name: true } })
      : [];
    const typeName = new Map(types.map((c) => [c.id, c.name]));
    const statuses = WORK_STATUSES.map((status) => {
      const group = byStatus.find((g) => g.status === status);
      return { status, count: group?._count._all ?? 0, charge_total: money(group?._sum.charge) };
    });
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: {
        count: statuses.reduce((sum, s) => sum + s.count, 0),
        charge_total: sumMoney(byStatus.map((g) => g._sum.charge)),
      },
      by_status: statuses,
      by_type: byType
        .map((g) => ({
          type_id: g.typeId,
          type: g.typeId === null ? null : (typeName.get(g.typeId) ?? null),
          count: g._count._all,
          charge_total: money(g._sum.charge),
        }))
        // Most complaints first; complaints without a type after the named types of the same count.
        .sort(
          (a, b) =>
            b.count - a.count ||
            Number(a.type === null) - Number(b.type === null) ||
            (a.type ?? '').localeCompare(b.type ?? ''),
        ),
      months: months.map((m) => ({
        month: String(m.month),
        count: count(m.count),
        charge_total: money(m.charges),
      })),
    };
  }

  return {
    kind: 'complaint',
    title: 'Complaint Report',
    where,
    orderBy: [{ complaintDate: 'asc' }, { id: 'asc' }],
    run: {
      findIds: async ({ cursor, ...args }) =>
        (
          await prisma.complaint.findMany({
            ...args,
            cursor: cursor ? { id: cursor } : undefined,
            select: { id: true },
          })
        ).map((r) => r.id),
      findByIds: (ids) =>
        prisma.complaint.findMany({ where: { id: { in: ids } }, include: COMPLAINT_INCLUDE }),
    },
    toRow: toComplaintReportRow,
    summarize,
    columns: [
      { header: 'Complaint no', value: (r) => r.complaint_no, width: 85 },
      { header: 'Customer', value: (r) => r.customer.full_name, width: 130 },
      { header: 'Product', value: (r) => r.product ?? '', width: 120 },
      { header: 'Date', value: (r, format) => formatCalendarDate(r.complaint_date, format), width: 75 },
      { header: 'Type', value: (r) => r.complaint_type ?? '', width: 100 },
      { header: 'Assigned to', value: (r) => r.assigned_to?.full_name ?? '', width: 110 },
      { header: 'Status', value: (r) => r.status, width: 60 },
      { header: 'Charge', value: (r) => r.charge, width: 80, numeric: true },
    ],
    summaryLines: (s) => [
      ['Complaints', String(s.totals.count)],
      ...s.by_status.map((b): [string, string] => [`Status ${b.status}`, String(b.count)]),
      ...s.by_type.map((b): [string, string] => [`Type ${b.type ?? 'none'}`, String(b.count)]),
      ['Charges', s.totals.charge_total],
    ],
  };
}
