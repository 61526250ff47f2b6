import {
  WORK_STATUSES,
  type TComplaintReport,
  type TComplaintReportRow,
  type TReportBody,
  type TWorkStatus,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../plugins/database';
import { ownRowsWhere, type TCaller } from '../../lib/caller';
import { calendarDate, formatCalendarDate } from '../../lib/calendar-date';
import { COMPLAINT_DAY_TOTALS, dayTotalsOf } from '../../lib/day-totals';
import { fullName } from '../auth/auth-service';
import { count, dateRangeWhere, sumMoney, type TReportSource } from './report-source';

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

type TGroupRow = { month: string; status: TWorkStatus; type_id: unknown; count: unknown; charges: unknown };

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

  // One statement for every figure: the range's totals grouped by month, status and type, from the per-day
  // summary for admin or the caller's own complaints (dayTotalsOf); then the names of the types found.
  async function summarize() {
    const groups = await prisma.$queryRaw<TGroupRow[]>`
      SELECT DATE_FORMAT(\`day\`, '%Y-%m') AS month, \`status\`, type_id,
             SUM(row_count) AS count, SUM(charge_total) AS charges
      FROM ${dayTotalsOf(caller, COMPLAINT_DAY_TOTALS, { customer: 'customer_id', employee: 'assigned_to_id' })}
      WHERE \`day\` BETWEEN ${range.start_date} AND ${range.end_date}
      GROUP BY month, \`status\`, type_id
      HAVING count > 0
      ORDER BY month`;
    // type_id 0 is the summary's "no type".
    const typeOf = (g: TGroupRow) => (Number(g.type_id) === 0 ? null : Number(g.type_id));
    const typeIds = [...new Set(groups.map(typeOf))];
    const named = typeIds.filter((id): id is number => id !== null);
    const types = named.length
      ? await prisma.category.findMany({ where: { id: { in: named } }, select: { id: true, name: true } })
      : [];
    const typeName = new Map(types.map((c) => [c.id, c.name]));
    const totalOf = (of: TGroupRow[]) => ({
      count: of.reduce((sum, g) => sum + count(g.count), 0),
      charge_total: sumMoney(of.map((g) => g.charges)),
    });
    const statuses = WORK_STATUSES.map((status) => ({
      status,
      ...totalOf(groups.filter((g) => g.status === status)),
    }));
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: totalOf(groups),
      by_status: statuses,
      by_type: typeIds
        .map((typeId) => ({
          type_id: typeId,
          type: typeId === null ? null : (typeName.get(typeId) ?? null),
          ...totalOf(groups.filter((g) => typeOf(g) === typeId)),
        }))
        // Most complaints first; complaints without a type after the named types of the same count.
        .sort(
          (a, b) =>
            b.count - a.count ||
            Number(a.type === null) - Number(b.type === null) ||
            (a.type ?? '').localeCompare(b.type ?? ''),
        ),
      months: [...new Set(groups.map((g) => String(g.month)))].map((month) => ({
        month,
        ...totalOf(groups.filter((g) => g.month === month)),
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
