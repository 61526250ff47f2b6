import type { TReportBody, TSaleReport, TSaleReportRow } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../plugins/database';
import { ownRowsWhere, type TCaller } from '../../lib/caller';
import { calendarDate, formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../auth/auth-service';
import { count, dateRangeWhere, money, ownRowsSql, type TReportSource } from './report-source';

type TWhere = Prisma.SaleWhereInput;
type TOrderBy = Prisma.SaleOrderByWithRelationInput;
type TSummary = Omit<TSaleReport, 'rows' | 'meta'>;

const SALE_INCLUDE = { customer: { select: { id: true, firstName: true, lastName: true } } } as const;
type TSaleRow = Prisma.SaleGetPayload<{ include: typeof SALE_INCLUDE }>;

type TMonthRow = { month: string; count: unknown; total: unknown; paid: unknown };

function toSaleReportRow(row: TSaleRow): TSaleReportRow {
  return {
    id: row.id,
    sale_no: row.saleNo,
    customer: { id: row.customer.id, full_name: fullName(row.customer) },
    date: calendarDate(row.date),
    total: row.total.toFixed(2),
    paid_total: row.paidTotal.toFixed(2),
    due: row.total.minus(row.paidTotal).toFixed(2),
    payment_status: row.paymentStatus,
  };
}

/**
 * The sell report: the caller's sales dated in the range (a customer its own; sales have no assignee, so an
 * employee has none), summed and grouped by month in the database, and its rows in date order.
 */
export function saleReportSource(
  prisma: TPrisma,
  caller: TCaller,
  range: TReportBody,
): TReportSource<TWhere, TOrderBy, TSaleRow, TSaleReportRow, TSummary> {
  const where: TWhere = {
    AND: [ownRowsWhere<TWhere>(caller, { customer: 'customerId' }), { date: dateRangeWhere(range) }],
  };

  async function summarize() {
    const [sums, months] = await Promise.all([
      prisma.sale.aggregate({
        where,
        _count: { _all: true },
        _sum: { grossTotal: true, taxTotal: true, discountTotal: true, total: true, paidTotal: true },
      }),
      prisma.$queryRaw<TMonthRow[]>`
        SELECT DATE_FORMAT(\`date\`, '%Y-%m') AS month, COUNT(*) AS count, SUM(total) AS total,
               SUM(paid_total) AS paid
        FROM sales
        WHERE \`date\` BETWEEN ${range.start_date} AND ${range.end_date}
          AND ${ownRowsSql(caller, { customer: 'customer_id' })}
        GROUP BY month
        ORDER BY month`,
    ]);
    const total = money(sums._sum.total);
    const paid = money(sums._sum.paidTotal);
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: {
        count: sums._count._all,
        gross_total: money(sums._sum.grossTotal),
        tax_total: money(sums._sum.taxTotal),
        discount_total: money(sums._sum.discountTotal),
        total,
        paid_total: paid,
        due_total: new Prisma.Decimal(total).minus(paid).toFixed(2),
      },
      months: months.map((m) => ({
        month: String(m.month),
        count: count(m.count),
        total: money(m.total),
        paid_total: money(m.paid),
      })),
    };
  }

  return {
    kind: 'sale',
    title: 'Sell Report',
    where,
    // The (date) index serves the order; id breaks ties the same way.
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
    run: {
      findIds: async ({ cursor, ...args }) =>
        (
          await prisma.sale.findMany({
            ...args,
            cursor: cursor ? { id: cursor } : undefined,
            select: { id: true },
          })
        ).map((r) => r.id),
      findByIds: (ids) => prisma.sale.findMany({ where: { id: { in: ids } }, include: SALE_INCLUDE }),
    },
    toRow: toSaleReportRow,
    summarize,
    columns: [
      { header: 'Bill no', value: (r) => r.sale_no, width: 90 },
      { header: 'Customer', value: (r) => r.customer.full_name, width: 180 },
      { header: 'Date', value: (r, format) => formatCalendarDate(r.date, format), width: 80 },
      { header: 'Total', value: (r) => r.total, width: 100, numeric: true },
      { header: 'Paid', value: (r) => r.paid_total, width: 100, numeric: true },
      { header: 'Due', value: (r) => r.due, width: 100, numeric: true },
      { header: 'Payment status', value: (r) => r.payment_status, width: 110 },
    ],
    summaryLines: (s) => [
      ['Sales', String(s.totals.count)],
      ['Gross total', s.totals.gross_total],
      ['Tax', s.totals.tax_total],
      ['Discount', s.totals.discount_total],
      ['Total', s.totals.total],
      ['Paid', s.totals.paid_total],
      ['Due', s.totals.due_total],
    ],
  };
}
