import {
  COMPLAINT_STATUSES,
  type TComplaintReport,
  type TComplaintReportRow,
  type TReportBody,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, formatCalendarDate } from '../../lib/kernel/calendar-date';
import { COMPLAINT_DAY_TOTALS, COMPLAINT_TYPE_DAY_TOTALS, dayTotalsOf } from '../../lib/rules/day-totals';
import { PERSON_SELECT, personRef, personRefOrNull } from '../../lib/kernel/person';
import {
  byMonthOf,
  byStatusOf,
  count,
  dateRangeWhere,
  money,
  totalOf,
  type TReportSource,
  type TWorkGroupRow,
} from './report-source';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.ComplaintWhereInput;
type TOrderBy = Prisma.ComplaintOrderByWithRelationInput;
type TSummary = Omit<TComplaintReport, 'rows' | 'meta'>;

const COMPLAINT_INCLUDE = {
  customer: PERSON_SELECT,
  assignedTo: PERSON_SELECT,
  product: { select: { name: true } },
  type: { select: { name: true } },
} as const;
type TComplaintRow = Prisma.ComplaintGetPayload<{ include: typeof COMPLAINT_INCLUDE }>;

type TTypeRow = { type_id: unknown; count: unknown; charges: unknown };

function toComplaintReportRow(row: TComplaintRow): TComplaintReportRow {
  return {
    id: row.id,
    complaint_no: row.complaintNo,
    customer: personRef(row.customer),
    product: row.product?.name ?? null,
    complaint_date: calendarDate(row.complaintDate),
    complaint_type: row.type?.name ?? null,
    assigned_to: personRefOrNull(row.assignedTo),
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

  // Two statements side by side: the range's totals by month and status, and by type, each from its per-day
  // summary for admin or from the caller's own complaints (dayTotalsOf); then the names of the types found.
  async function summarize() {
    const owners = { customer: 'customer_id', employee: 'assigned_to_id' };
    const [groups, byType] = await Promise.all([
      prisma.$queryRaw<TWorkGroupRow[]>`
        SELECT DATE_FORMAT(\`day\`, '%Y-%m') AS month, \`status\`, SUM(row_count) AS count,
               SUM(charge_total) AS charges
        FROM ${dayTotalsOf(caller, COMPLAINT_DAY_TOTALS, owners)}
        WHERE \`day\` BETWEEN ${range.start_date} AND ${range.end_date}
        GROUP BY month, \`status\`
        HAVING count > 0
        ORDER BY month`,
      prisma.$queryRaw<TTypeRow[]>`
        SELECT type_id, SUM(row_count) AS count, SUM(charge_total) AS charges
        FROM ${dayTotalsOf(caller, COMPLAINT_TYPE_DAY_TOTALS, owners)}
        WHERE \`day\` BETWEEN ${range.start_date} AND ${range.end_date}
        GROUP BY type_id
        HAVING count > 0`,
    ]);
    // type_id 0 is the summary's "no type".
    const typeOf = (g: TTypeRow) => (Number(g.type_id) === 0 ? null : Number(g.type_id));
    const named = byType.flatMap((g) => typeOf(g) ?? []);
    const types = named.length
      ? await prisma.category.findMany({ where: { id: { in: named } }, select: { id: true, name: true } })
      : [];
    const typeName = new Map(types.map((c) => [c.id, c.name]));
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: totalOf(groups),
      by_status: byStatusOf(groups, COMPLAINT_STATUSES),
      by_type: byType
        .map((g) => {
          const typeId = typeOf(g);
          return {
            type_id: typeId,
            type: typeId === null ? null : (typeName.get(typeId) ?? null),
            count: count(g.count),
            charge_total: money(g.charges),
          };
        })
        // Most complaints first; complaints without a type after the named types of the same count.
        .sort(
          (a, b) =>
            b.count - a.count ||
            Number(a.type === null) - Number(b.type === null) ||
            (a.type ?? '').localeCompare(b.type ?? ''),
        ),
      months: byMonthOf(groups),
    };
  }

  return {
    kind: 'complaint',
    title: 'report.title.complaint',
    where,
    orderBy: [{ complaintDate: 'asc' }, { id: 'asc' }],
    run: prismaListRunner(prisma.complaint, { include: COMPLAINT_INCLUDE }),
    toRow: toComplaintReportRow,
    summarize,
    columns: [
      { header: 'column.complaintNo', value: (r) => r.complaint_no, width: 85 },
      { header: 'column.customer', value: (r) => r.customer.full_name, width: 130 },
      { header: 'column.product', value: (r) => r.product ?? '', width: 120 },
      {
        header: 'column.date',
        value: (r, out) => formatCalendarDate(r.complaint_date, out.dateFormat),
        width: 75,
      },
      { header: 'column.type', value: (r) => r.complaint_type ?? '', width: 100 },
      { header: 'column.assignedTo', value: (r) => r.assigned_to?.full_name ?? '', width: 110 },
      { header: 'column.status', value: (r, out) => out.t(`status.work.${r.status}`), width: 60 },
      { header: 'column.charge', value: (r) => r.charge, width: 80, numeric: true },
    ],
    summaryLines: (s, t) => [
      [t('report.summary.complaints'), String(s.totals.count)],
      ...s.by_status.map((b): [string, string] => [t(`status.work.${b.status}`), String(b.count)]),
      ...s.by_type.map((b): [string, string] => [b.type ?? t('report.summary.noType'), String(b.count)]),
      [t('report.summary.charges'), s.totals.charge_total],
    ],
  };
}
