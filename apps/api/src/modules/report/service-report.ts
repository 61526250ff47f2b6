import { WORK_STATUSES, type TReportBody, type TServiceReport, type TServiceReportRow } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, formatCalendarDate } from '../../lib/kernel/calendar-date';
import { dayTotalsOf, SERVICE_DAY_TOTALS } from '../../lib/rules/day-totals';
import { PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';
import {
  byMonthOf,
  byStatusOf,
  count,
  dateRangeWhere,
  totalOf,
  type TReportSource,
  type TWorkGroupRow,
} from './report-source';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.ServiceWhereInput;
type TOrderBy = Prisma.ServiceOrderByWithRelationInput;
type TSummary = Omit<TServiceReport, 'rows' | 'meta'>;

const SERVICE_INCLUDE = { customer: PERSON_SELECT, assignedTo: PERSON_SELECT } as const;
type TServiceRow = Prisma.ServiceGetPayload<{ include: typeof SERVICE_INCLUDE }>;

type TGroupRow = TWorkGroupRow & { past: unknown };

const SERVICE_OWNERS = { customer: 'customer_id', employee: 'assigned_to_id' };

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

  // One statement for every figure: the range's totals grouped by month, status and "dated before today"
  // (overdue), from the per-day summary for admin or the caller's own services (dayTotalsOf).
  async function summarize() {
    const groups = await prisma.$queryRaw<TGroupRow[]>`
      SELECT DATE_FORMAT(\`day\`, '%Y-%m') AS month, \`status\`, \`day\` < ${today} AS past,
             SUM(row_count) AS count, SUM(charge_total) AS charges
      FROM ${dayTotalsOf(caller, SERVICE_DAY_TOTALS, SERVICE_OWNERS)}
      WHERE \`day\` BETWEEN ${range.start_date} AND ${range.end_date}
      GROUP BY month, \`status\`, past
      HAVING count > 0
      ORDER BY month`;
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: {
        ...totalOf(groups),
        overdue: groups
          .filter((g) => Number(g.past) === 1 && g.status !== 'closed')
          .reduce((sum, g) => sum + count(g.count), 0),
      },
      by_status: byStatusOf(groups, WORK_STATUSES),
      months: byMonthOf(groups),
    };
  }

  return {
    kind: 'service',
    title: 'report.title.service',
    where,
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    run: prismaListRunner(prisma.service, { include: SERVICE_INCLUDE }),
    toRow: (row) => {
      const serviceDate = calendarDate(row.serviceDate);
      return {
        id: row.id,
        service_no: row.serviceNo,
        title: row.title,
        customer: personRefOrNull(row.customer),
        assigned_to: personRefOrNull(row.assignedTo),
        service_date: serviceDate,
        status: row.status,
        charge: row.charge.toFixed(2),
        is_overdue: row.status !== 'closed' && serviceDate < today,
      };
    },
    summarize,
    columns: [
      { header: 'column.serviceNo', value: (r) => r.service_no, width: 80 },
      { header: 'column.title', value: (r) => r.title, width: 160 },
      { header: 'column.customer', value: (r) => r.customer?.full_name ?? '', width: 130 },
      { header: 'column.assignedTo', value: (r) => r.assigned_to?.full_name ?? '', width: 120 },
      {
        header: 'column.serviceDate',
        value: (r, out) => formatCalendarDate(r.service_date, out.dateFormat),
        width: 80,
      },
      { header: 'column.status', value: (r, out) => out.t(`status.work.${r.status}`), width: 60 },
      {
        header: 'column.overdue',
        value: (r, out) => out.t(r.is_overdue ? 'report.yes' : 'report.no'),
        width: 50,
      },
      { header: 'column.charge', value: (r) => r.charge, width: 80, numeric: true },
    ],
    summaryLines: (s, t) => [
      [t('report.summary.services'), String(s.totals.count)],
      ...s.by_status.map((b): [string, string] => [t(`status.work.${b.status}`), String(b.count)]),
      [t('report.summary.overdue'), String(s.totals.overdue)],
      [t('report.summary.charges'), s.totals.charge_total],
    ],
  };
}
