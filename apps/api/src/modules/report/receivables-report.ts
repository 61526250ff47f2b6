import {
  MSG,
  RECEIVABLE_BUCKETS,
  type TReceivableBucket,
  REPORT_PDF_MAX_ROWS,
  type TReceivableRow,
  type TReceivables,
  type TReceivablesQuery,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { CUSTOMER_RECEIVABLE_TOTALS, dayTotalsOf, RECEIVABLE_DAY_TOTALS } from '../../lib/rules/day-totals';
import { addDays, formatCalendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { readerLanguage } from '../../lib/kernel/i18n/server-texts';
import { PERSON_SELECT, personRef } from '../../lib/kernel/person';
import { tableCsv, type TReportResult } from './report-files';
import { renderReportPdf } from './report-pdf';
import type { TReportColumn } from './report-source';

type TSums = {
  total: unknown;
  current: unknown;
  d1_30: unknown;
  d31_60: unknown;
  d61_90: unknown;
  d90_plus: unknown;
};

/** The five ages as conditions on a due day, as of `today`: not yet due, then 1-30 ... days past it. */
function ageSums(today: string, day: Prisma.Sql, due: Prisma.Sql): Prisma.Sql {
  const [d30, d60, d90] = [30, 60, 90].map((n) => addDays(today, -n));
  return Prisma.sql`CAST(SUM(${due}) AS CHAR) AS total,
    CAST(SUM(IF(${day} >= ${today}, ${due}, 0)) AS CHAR) AS current,
    CAST(SUM(IF(${day} < ${today} AND ${day} >= ${d30}, ${due}, 0)) AS CHAR) AS d1_30,
    CAST(SUM(IF(${day} < ${d30} AND ${day} >= ${d60}, ${due}, 0)) AS CHAR) AS d31_60,
    CAST(SUM(IF(${day} < ${d60} AND ${day} >= ${d90}, ${due}, 0)) AS CHAR) AS d61_90,
    CAST(SUM(IF(${day} < ${d90}, ${due}, 0)) AS CHAR) AS d90_plus`;
}

/** An open bill's due day and what it still owes, as the bills' columns. */
const BILL_DAY = Prisma.sql`COALESCE(due_date, date)`;
const BILL_DUE = Prisma.sql`(total - credited_total - paid_total)`;
const OPEN = Prisma.sql`payment_status IN ('unpaid', 'partial')`;

const SORT_COLUMNS: Record<TReceivablesQuery['sort'], Prisma.Sql> = {
  total: Prisma.sql`due_total`,
  bills: Prisma.sql`open_bills`,
};

const money = (value: unknown) => new Prisma.Decimal(String(value ?? 0));

function bucketsOf(sums: TSums) {
  const values = Object.fromEntries(RECEIVABLE_BUCKETS.map((b) => [b, money(sums[b]).toFixed(2)])) as Record<
    TReceivableBucket,
    string
  >;
  const total = money(sums.total);
  return { total: total.toFixed(2), overdue: total.sub(money(sums.current)).toFixed(2), ...values };
}

/**
 * What each customer owes on its open bills (unpaid or part paid), by age on the business's today: a page of
 * customers in the order asked, and the totals of all. The order and the totals come from what is kept beside the
 * bills (lib/rules/day-totals: per customer, per due day), so a page reads only its own customers' open bills, whatever
 * the number of bills. A customer sees its own row; an employee none.
 */
export async function readReceivables(
  prisma: TPrisma,
  caller: TCaller,
  query: Pick<TReceivablesQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
  today: string,
  all = false,
): Promise<TReceivables> {
  const owners = { customer: 'customer_id' };
  const byDay = dayTotalsOf(caller, RECEIVABLE_DAY_TOTALS, owners);
  const byCustomer = dayTotalsOf(caller, CUSTOMER_RECEIVABLE_TOTALS, owners);
  const [[totals], [counted]] = await Promise.all([
    prisma.$queryRaw<(TSums & { bills: unknown })[]>`
      SELECT ${ageSums(today, Prisma.sql`\`day\``, Prisma.sql`due_total`)}, SUM(open_bills) AS bills FROM ${byDay}`,
    prisma.$queryRaw<{ customers: unknown }[]>`
      SELECT COUNT(DISTINCT customer_id) AS customers FROM ${byCustomer} WHERE due_total > 0`,
  ]);
  const order = query.order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const limit = all
    ? Prisma.empty
    : Prisma.sql`LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
  // A scoped caller's own rows come one a bill: summed by customer (its own only).
  const page = await prisma.$queryRaw<{ customer_id: number; open_bills: unknown }[]>`
    SELECT customer_id, SUM(due_total) AS due_total, SUM(open_bills) AS open_bills FROM ${byCustomer}
    GROUP BY customer_id HAVING due_total > 0
    ORDER BY ${SORT_COLUMNS[query.sort]} ${order}, customer_id ${limit}`;
  const ids = page.map((row) => Number(row.customer_id));
  const [groups, people] = ids.length
    ? await Promise.all([
        prisma.$queryRaw<(TSums & { customer_id: number; bills: unknown })[]>`
          SELECT customer_id, ${ageSums(today, BILL_DAY, BILL_DUE)}, COUNT(*) AS bills
          FROM sales WHERE ${OPEN} AND customer_id IN (${Prisma.join(ids)}) GROUP BY customer_id`,
        prisma.user.findMany({
          where: { id: { in: ids } },
          select: { ...PERSON_SELECT.select, email: true },
        }),
      ])
    : [[], []];
  const sumsOf = new Map(groups.map((group) => [Number(group.customer_id), group]));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const rows: TReceivableRow[] = ids.map((id) => {
    const { email, ...person } = personOf.get(id)!;
    const sums = sumsOf.get(id);
    return {
      customer: { ...personRef(person), email },
      bills: Number(sums?.bills ?? 0),
      ...bucketsOf(sums ?? ({} as TSums)),
    };
  });
  const customers = Number(counted?.customers ?? 0);
  return {
    as_of: today,
    totals: { ...bucketsOf(totals ?? ({} as TSums)), customers, bills: Number(totals?.bills ?? 0) },
    rows,
    meta: { total: customers, totalExact: true, page: query.page, pageSize: query.pageSize },
  };
}

const COLUMNS: TReportColumn<TReceivableRow>[] = [
  { header: 'column.customer', value: (r) => r.customer.full_name, width: 160 },
  { header: 'column.bills', value: (r) => String(r.bills), width: 50, numeric: true },
  { header: 'column.notDue', value: (r) => r.current, width: 80, numeric: true },
  { header: 'column.days1to30', value: (r) => r.d1_30, width: 80, numeric: true },
  { header: 'column.days31to60', value: (r) => r.d31_60, width: 80, numeric: true },
  { header: 'column.days61to90', value: (r) => r.d61_90, width: 80, numeric: true },
  { header: 'column.daysOver90', value: (r) => r.d90_plus, width: 80, numeric: true },
  { header: 'column.total', value: (r) => r.total, width: 90, numeric: true },
];

/** GET /report/receivables: the page as JSON, or every customer as receivables.csv / receivables.pdf. */
export async function runReceivables(
  prisma: TPrisma,
  caller: TCaller,
  query: TReceivablesQuery,
): Promise<TReportResult> {
  const calendar = await readBusinessCalendar(prisma);
  const report = await readReceivables(prisma, caller, query, calendar.today, query.format !== 'json');
  if (query.format === 'json') {
    const message = report.totals.customers ? MSG.receivablesReport : MSG.receivablesEmpty;
    return { kind: 'json', body: { message, data: report } };
  }
  const language = readerLanguage(caller.language, calendar.systemLanguage);
  if (query.format === 'csv') {
    async function* batches() {
      yield report.rows;
    }
    return tableCsv('receivables.csv', COLUMNS, batches(), calendar, language);
  }
  const settings = await prisma.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, currencyCode: true },
  });
  const asOf = formatCalendarDate(report.as_of, calendar.dateFormat);
  const body = await renderReportPdf(
    {
      title: 'report.title.receivables',
      businessName: settings?.businessName ?? '',
      start: asOf,
      end: asOf,
      currency: settings?.currencyCode ?? '',
      summary: (t) => [
        [t('report.summary.owed'), report.totals.total],
        [t('report.summary.overdue'), report.totals.overdue],
        [t('column.daysOver90'), report.totals.d90_plus],
        [t('report.summary.customers'), String(report.totals.customers)],
      ],
      columns: COLUMNS,
      rows: report.rows.slice(0, REPORT_PDF_MAX_ROWS),
      rowCount: report.rows.length,
      dateFormat: calendar.dateFormat,
      emptyText: 'report.empty.receivables',
    },
    language,
  );
  return { kind: 'file', filename: 'receivables.pdf', contentType: 'application/pdf', body };
}
