import {
  MSG,
  REPORT_PDF_MAX_ROWS,
  type TReceivableRow,
  type TReceivables,
  type TReceivablesQuery,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/db-client';
import { ownRowsSql, type TCaller } from '../../lib/caller';
import { addDays, formatCalendarDate, readBusinessCalendar } from '../../lib/calendar-date';
import { readerLanguage } from '../../lib/i18n/server-texts';
import { PERSON_SELECT, personRef } from '../../lib/person';
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
  bills: unknown;
};

const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/**
 * Each open bill's due amount by how long past due it is on `today`: its due date, or its date when it has no terms.
 * The sums read the covering index (payment_status, customer_id, due_date, date, total, credited_total, paid_total).
 */
function bucketSums(today: string): Prisma.Sql {
  const due = Prisma.sql`(total - credited_total - paid_total)`;
  const day = Prisma.sql`COALESCE(due_date, date)`;
  const [d30, d60, d90] = [30, 60, 90].map((n) => addDays(today, -n));
  return Prisma.sql`CAST(SUM(${due}) AS CHAR) AS total,
    CAST(SUM(IF(${day} >= ${today}, ${due}, 0)) AS CHAR) AS current,
    CAST(SUM(IF(${day} < ${today} AND ${day} >= ${d30}, ${due}, 0)) AS CHAR) AS d1_30,
    CAST(SUM(IF(${day} < ${d30} AND ${day} >= ${d60}, ${due}, 0)) AS CHAR) AS d31_60,
    CAST(SUM(IF(${day} < ${d60} AND ${day} >= ${d90}, ${due}, 0)) AS CHAR) AS d61_90,
    CAST(SUM(IF(${day} < ${d90}, ${due}, 0)) AS CHAR) AS d90_plus,
    COUNT(*) AS bills`;
}

const SORTS: Record<TReceivablesQuery['sort'], Prisma.Sql> = {
  total: Prisma.sql`SUM(total - credited_total - paid_total)`,
  // Overdue: everything but what is not yet due.
  overdue: Prisma.sql`total_overdue`,
  d90_plus: Prisma.sql`d90_plus_sort`,
};

const money = (value: unknown) => new Prisma.Decimal(String(value ?? 0));

function bucketsOf(sums: TSums) {
  const values = Object.fromEntries(BUCKETS.map((b) => [b, money(sums[b]).toFixed(2)])) as Record<
    (typeof BUCKETS)[number],
    string
  >;
  const total = money(sums.total);
  return { total: total.toFixed(2), overdue: total.sub(money(sums.current)).toFixed(2), ...values };
}

/**
 * What each customer owes on its open bills (unpaid or part paid), by age on the business's today: a page of
 * customers in the order asked, and the totals of all. A customer sees its own row; an employee none.
 */
export async function readReceivables(
  prisma: TPrisma,
  caller: TCaller,
  query: Pick<TReceivablesQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
  today: string,
  all = false,
): Promise<TReceivables> {
  const open = Prisma.sql`payment_status IN ('unpaid', 'partial') AND ${ownRowsSql(caller, { customer: 'customer_id' })}`;
  const [totals] = await prisma.$queryRaw<(TSums & { customers: unknown })[]>`
    SELECT ${bucketSums(today)}, COUNT(DISTINCT customer_id) AS customers FROM sales WHERE ${open}`;
  const order = query.order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const d90 = addDays(today, -90);
  const limit = all
    ? Prisma.empty
    : Prisma.sql`LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
  const groups = await prisma.$queryRaw<(TSums & { customer_id: number })[]>`
    SELECT customer_id, ${bucketSums(today)},
      SUM(IF(COALESCE(due_date, date) < ${today}, total - credited_total - paid_total, 0)) AS total_overdue,
      SUM(IF(COALESCE(due_date, date) < ${d90}, total - credited_total - paid_total, 0)) AS d90_plus_sort
    FROM sales WHERE ${open}
    GROUP BY customer_id
    ORDER BY ${SORTS[query.sort]} ${order}, customer_id
    ${limit}`;
  const people = new Map(
    (
      await prisma.user.findMany({
        where: { id: { in: groups.map((g) => Number(g.customer_id)) } },
        select: { ...PERSON_SELECT.select, email: true },
      })
    ).map((person) => [person.id, person]),
  );
  const rows: TReceivableRow[] = groups.map((group) => ({
    customer: (({ email, ...person }) => ({ ...personRef(person), email }))(
      people.get(Number(group.customer_id))!,
    ),
    bills: Number(group.bills),
    ...bucketsOf(group),
  }));
  const customers = Number(totals?.customers ?? 0);
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
