import type { TReportBody, TSaleReport, TSaleReportRow } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, formatCalendarDate } from '../../lib/kernel/calendar-date';
import { CREDIT_NOTE_DAY_TOTALS, dayTotalsOf, SALE_DAY_TOTALS } from '../../lib/rules/day-totals';
import { dueOf } from '../document/document-public';
import { PERSON_SELECT, personRef } from '../../lib/kernel/person';
import { count, dateRangeWhere, money, sumMoney, type TReportSource } from './report-source';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.SaleWhereInput;
type TOrderBy = Prisma.SaleOrderByWithRelationInput;
type TSummary = Omit<TSaleReport, 'rows' | 'meta'>;

const SALE_INCLUDE = { customer: PERSON_SELECT } as const;
type TSaleRow = Prisma.SaleGetPayload<{ include: typeof SALE_INCLUDE }>;

type TMonthRow = {
  month: string;
  count: unknown;
  gross: unknown;
  tax: unknown;
  discount: unknown;
  total: unknown;
  paid: unknown;
  due: unknown;
  credited: unknown;
  refunded: unknown;
};

function toSaleReportRow(row: TSaleRow): TSaleReportRow {
  return {
    id: row.id,
    sale_no: row.saleNo,
    customer: personRef(row.customer),
    date: calendarDate(row.date),
    total: row.total.toFixed(2),
    paid_total: row.paidTotal.toFixed(2),
    due: dueOf(row).toFixed(2),
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

  // One statement: the range's sums by month, from the per-day summaries of the bills and of the credit notes for
  // admin, or the customer's own rows (dayTotalsOf); the range's totals add the months' exact decimals.
  async function summarize() {
    const owners = { customer: 'customer_id' };
    const inRange = Prisma.sql`\`day\` BETWEEN ${range.start_date} AND ${range.end_date}`;
    const months = await prisma.$queryRaw<TMonthRow[]>`
      SELECT month, SUM(count) AS count, SUM(gross) AS gross, SUM(tax) AS tax, SUM(discount) AS discount,
             SUM(total) AS total, SUM(paid) AS paid, SUM(due) AS due, SUM(credited) AS credited,
             SUM(refunded) AS refunded
      FROM (
        SELECT DATE_FORMAT(\`day\`, '%Y-%m') AS month, SUM(row_count) AS count, SUM(gross_total) AS gross,
               SUM(tax_total) AS tax, SUM(discount_total) AS discount, SUM(total) AS total, SUM(paid_total) AS paid,
               SUM(due_total) AS due, 0 AS credited, 0 AS refunded
        FROM ${dayTotalsOf(caller, SALE_DAY_TOTALS, owners)} WHERE ${inRange} GROUP BY month
        UNION ALL
        SELECT DATE_FORMAT(\`day\`, '%Y-%m'), 0, 0, 0, 0, 0, 0, 0, SUM(total), SUM(refunded_total)
        FROM ${dayTotalsOf(caller, CREDIT_NOTE_DAY_TOTALS, owners)} WHERE ${inRange} GROUP BY 1
      ) AS sums
      GROUP BY month
      HAVING count > 0 OR credited <> 0
      ORDER BY month`;
    const sumOf = (column: keyof Omit<TMonthRow, 'month'>) => sumMoney(months.map((m) => m[column]));
    const total = sumOf('total');
    const credited = sumOf('credited');
    const paid = sumOf('paid');
    const refunded = sumOf('refunded');
    return {
      start_date: range.start_date,
      end_date: range.end_date,
      totals: {
        count: months.reduce((sum, m) => sum + count(m.count), 0),
        gross_total: sumOf('gross'),
        tax_total: sumOf('tax'),
        discount_total: sumOf('discount'),
        total,
        paid_total: paid,
        due_total: sumOf('due'),
        credited_total: credited,
        net_total: new Prisma.Decimal(total).minus(credited).toFixed(2),
        refunded_total: refunded,
        received_net: new Prisma.Decimal(paid).minus(refunded).toFixed(2),
      },
      months: months.map((m) => ({
        month: String(m.month),
        count: count(m.count),
        total: money(m.total),
        paid_total: money(m.paid),
        credited_total: money(m.credited),
        refunded_total: money(m.refunded),
      })),
    };
  }

  return {
    kind: 'sale',
    title: 'report.title.sale',
    where,
    // The (date) index serves the order; id breaks ties the same way.
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
    run: prismaListRunner(prisma.sale, { include: SALE_INCLUDE }),
    toRow: toSaleReportRow,
    summarize,
    columns: [
      { header: 'column.billNo', value: (r) => r.sale_no, width: 90 },
      { header: 'column.customer', value: (r) => r.customer.full_name, width: 180 },
      { header: 'column.date', value: (r, out) => formatCalendarDate(r.date, out.dateFormat), width: 80 },
      { header: 'column.total', value: (r) => r.total, width: 100, numeric: true },
      { header: 'column.paid', value: (r) => r.paid_total, width: 100, numeric: true },
      { header: 'column.due', value: (r) => r.due, width: 100, numeric: true },
      {
        header: 'column.paymentStatus',
        value: (r, out) => out.t(`status.sale.${r.payment_status}`),
        width: 110,
      },
    ],
    summaryLines: (s, t) => [
      [t('report.summary.sales'), String(s.totals.count)],
      [t('report.summary.grossTotal'), s.totals.gross_total],
      [t('report.summary.tax'), s.totals.tax_total],
      [t('report.summary.discount'), s.totals.discount_total],
      [t('report.summary.total'), s.totals.total],
      [t('report.summary.creditNotes'), s.totals.credited_total],
      [t('report.summary.netTotal'), s.totals.net_total],
      [t('report.summary.paid'), s.totals.paid_total],
      [t('report.summary.refunded'), s.totals.refunded_total],
      [t('report.summary.receivedNet'), s.totals.received_net],
      [t('report.summary.due'), s.totals.due_total],
    ],
  };
}
