import {
  CONTRACT_ENDING_DAYS,
  DASHBOARD_CARD_SIZE,
  DASHBOARD_AMC_MONTH_SIZE,
  STALE_COMPLAINT_DAYS,
  COMPLAINT_STATUSES,
  WORK_STATUSES,
  type TDashboardData,
  type TDashboardQuery,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { hasPermission, ownRowsSql, type TCaller } from '../../lib/kernel/caller';
import {
  COMPLAINT_DAY_TOTALS,
  dayTotalsOf,
  SALE_DAY_TOTALS,
  SERVICE_DAY_TOTALS,
} from '../../lib/rules/day-totals';
import { addDays, monthBounds, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import { readJoinedRowsWhere } from '../../lib/kernel/joined-rows';
import { COMPLAINT_READ, toComplaint, type TComplaintRow } from '../complaint/complaint-public';
import { SERVICE_READ, toService, type TServiceRow } from '../service/service-public';
import { findCalendarEntries } from './dashboard-calendar';

const DAILY_SUMMARY_DAYS = 7;

/**
 * The owner columns of complaints, services and AMC contracts (ownComplaintsWhere, ownServiceWhere, ownAmcWhere
 * in SQL): a customer's own rows, those assigned to an employee.
 */
const WORK_OWNERS = { customer: 'customer_id', employee: 'assigned_to_id' };
/** ownUserWhere in SQL: a scoped caller counts itself only. */
const USER_OWNERS = { customer: 'id', employee: 'id', supplier: 'id' };

const sqlLimit = (n: number) => Prisma.raw(String(n));
const NULL = Prisma.raw('NULL');

/**
 * One row of the figures statement: which figure, its key (a status or a day) and up to three numbers. A count
 * comes back as BigInt and a sum as a Decimal, so each is read with Number().
 */
type TFigureRow = { figure: string; k: string | null; n: unknown; a: unknown; b: unknown };

type TFigureColumns = { k?: Prisma.Sql; n: Prisma.Sql; a?: Prisma.Sql; b?: Prisma.Sql };

/** One part of a figures statement: the figure's name, its columns and the rest (FROM ...). */
const figure = (name: string, columns: TFigureColumns, rest: Prisma.Sql) =>
  Prisma.sql`SELECT ${name} AS figure, ${columns.k ?? NULL} AS k, ${columns.n} AS n, ${columns.a ?? NULL} AS a,
    ${columns.b ?? NULL} AS b ${rest}`;
const COUNT = Prisma.sql`COUNT(*)`;
const SUM = Prisma.sql`SUM(row_count)`;

/** Employees and clients as the user list would show them to the caller, the active products, the money overdue. */
function peopleAndProductFigures(caller: TCaller, today: string): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (hasPermission(caller, 'user_view'))
    for (const [name, role] of [
      ['employees', 'employee'],
      ['clients', 'customer'],
    ] as const)
      parts.push(
        figure(
          name,
          { n: COUNT },
          Prisma.sql`FROM users
            WHERE role_id = (SELECT id FROM roles WHERE slug = ${role}) AND ${ownRowsSql(caller, USER_OWNERS)}`,
        ),
      );
  if (hasPermission(caller, 'product_view'))
    parts.push(figure('products', { n: COUNT }, Prisma.sql`FROM products WHERE is_archived = FALSE`));
  // Bills not fully paid past their due date: two ranges of (payment_status, due_date).
  if (hasPermission(caller, 'sell_view'))
    parts.push(
      figure(
        'money_overdue',
        { n: COUNT, a: Prisma.sql`SUM(total - credited_total - paid_total)` },
        Prisma.sql`FROM sales WHERE ${ownRowsSql(caller, { customer: 'customer_id' })}
          AND payment_status IN ('unpaid', 'partial') AND due_date < ${today}`,
      ),
      // Everything still owed on bills, overdue or not: the bills' per-day sums of what each still owes.
      figure(
        'money_owed',
        { n: Prisma.sql`0`, a: Prisma.sql`SUM(due_total)` },
        Prisma.sql`FROM ${dayTotalsOf(caller, SALE_DAY_TOTALS, { customer: 'customer_id' })}`,
      ),
    );
  return parts;
}

/**
 * Complaints by status, the open ones dated from the stale day on, the last 7 days' counts, and those at risk and
 * breached as of now: ranges of the due_at index (behind the owner's: (assigned_to_id, due_at), (customer_id,
 * due_at)); due_at is null once a complaint is resolved or while it waits, so only running clocks are counted.
 */
function complaintFigures(caller: TCaller, today: string, at: Date): Prisma.Sql[] {
  if (!hasPermission(caller, 'complaint_view')) return [];
  const rows = () => dayTotalsOf(caller, COMPLAINT_DAY_TOTALS, WORK_OWNERS);
  const own = ownRowsSql(caller, WORK_OWNERS);
  return [
    figure('complaints_breached', { n: COUNT }, Prisma.sql`FROM complaints WHERE ${own} AND due_at <= ${at}`),
    figure(
      'complaints_at_risk',
      { n: COUNT },
      Prisma.sql`FROM complaints WHERE ${own} AND due_at > ${at} AND warn_at <= ${at}`,
    ),
    figure(
      'complaint_status',
      { k: Prisma.sql`\`status\``, n: SUM },
      Prisma.sql`FROM ${rows()} GROUP BY \`status\``,
    ),
    // Stale = the open ones less those dated from the stale day on: both read an index of the owner alone
    // ((status, ...) and (date)) or a few rows, where "open and older" would look up every old open row.
    figure(
      'complaints_open_recent',
      { n: SUM },
      Prisma.sql`FROM ${rows()} WHERE \`status\` <> 'closed' AND \`day\` >= ${addDays(today, -STALE_COMPLAINT_DAYS)}`,
    ),
    figure(
      'complaint_day',
      { k: Prisma.sql`DATE_FORMAT(\`day\`, '%Y-%m-%d')`, n: SUM },
      Prisma.sql`FROM ${rows()} WHERE \`day\` BETWEEN ${addDays(today, 1 - DAILY_SUMMARY_DAYS)} AND ${today}
        GROUP BY \`day\``,
    ),
  ];
}

/** Services by status with the overdue and this week's among them; the contracts ending within 30 days. */
function serviceAndContractFigures(caller: TCaller, today: string): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (hasPermission(caller, 'service_view'))
    // One pass over the status groups (an employee's through its (assigned_to_id, status, service_date) index
    // alone): all, those dated before today (overdue unless closed), those due this week.
    parts.push(
      figure(
        'service_status',
        {
          k: Prisma.sql`\`status\``,
          n: SUM,
          a: Prisma.sql`SUM(IF(\`day\` < ${today}, row_count, 0))`,
          b: Prisma.sql`SUM(IF(\`day\` BETWEEN ${today} AND ${addDays(today, 6)}, row_count, 0))`,
        },
        Prisma.sql`FROM ${dayTotalsOf(caller, SERVICE_DAY_TOTALS, WORK_OWNERS)} GROUP BY \`status\``,
      ),
    );
  if (hasPermission(caller, 'amc_view'))
    parts.push(
      figure(
        'contracts_ending',
        { n: COUNT },
        Prisma.sql`FROM amcs WHERE ${ownRowsSql(caller, WORK_OWNERS)} AND \`status\` <> 'closed'
          AND end_date BETWEEN ${today} AND ${addDays(today, CONTRACT_ENDING_DAYS)}`,
      ),
    );
  return parts;
}

/**
 * Every count of the dashboard the caller may see, in up to three statements run side by side (people and
 * products, complaints, services and contracts): each a UNION ALL of one part per figure, each part read through
 * an index (or the per-day summary) on its own. Complaints and services count from `dayTotalsOf`: for admin the
 * per-day summary (a few thousand rows, not a million), for an employee or a customer its own rows through an
 * index of the owner column (status first) read alone. Three groups rather than one statement: an employee's
 * complaints and services are each some 40,000 index entries at a million rows, counted in parallel.
 */
async function readFigures(prisma: TPrisma, caller: TCaller, today: string): Promise<TFigureRow[]> {
  const groups = [
    peopleAndProductFigures(caller, today),
    complaintFigures(caller, today, now()),
    serviceAndContractFigures(caller, today),
  ].filter((parts) => parts.length);
  const results = await Promise.all(
    groups.map((parts) => prisma.$queryRaw<TFigureRow[]>`${Prisma.join(parts, ' UNION ALL ')}`),
  );
  return results.flat();
}

/** A figure's rows, and the reading of them. */
class Figures {
  constructor(private readonly rows: TFigureRow[]) {}

  /** A single count (0 when its part was left out: the caller checks the right). */
  count(figure: string): number {
    return Number(this.rows.find((r) => r.figure === figure)?.n ?? 0);
  }

  /** A single sum of money from column `column`, exact (a DECIMAL sum, never through a float). */
  money(figure: string, column: 'a' | 'b'): string {
    const value = this.rows.find((r) => r.figure === figure)?.[column];
    return new Prisma.Decimal(value === null || value === undefined ? 0 : String(value)).toFixed(2);
  }

  /** Each key's number from column `column`. */
  byKey(figure: string, column: 'n' | 'a' | 'b' = 'n'): Map<string, number> {
    return new Map(
      this.rows.filter((r) => r.figure === figure).map((r) => [String(r.k), Number(r[column] ?? 0)]),
    );
  }

  /** Rows by status, of the statuses given (a work's, or a complaint's); a status with none counts 0. */
  statusCounts<S extends string>(figure: string, statuses: readonly S[], column: 'n' | 'a' | 'b' = 'n') {
    const counts = this.byKey(figure, column);
    return Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0])) as Record<
      S,
      number
    >;
  }

  /** The rows of every status but closed. */
  open(figure: string, statuses: readonly string[], column: 'n' | 'a' | 'b'): number {
    const counts = this.statusCounts(figure, statuses, column);
    return statuses.reduce((sum, status) => sum + (status === 'closed' ? 0 : counts[status]!), 0);
  }
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The owner columns of a table in a statement that joins others with columns of the same names. */
const ownersOf = (table: string) => ({
  customer: `\`${table}\`.customer_id`,
  employee: `\`${table}\`.assigned_to_id`,
});

/**
 * The lists of the cards, each one statement in its order: the rows chosen by their own ordered, limited condition
 * (read through the date's index, after the owner column's for a scoped caller, as far as the limit) with their
 * names joined (lib/kernel/joined-rows).
 */
async function readCards(prisma: TPrisma, caller: TCaller, today: string) {
  const { first, next } = monthBounds(today.slice(0, 7));
  const complaints = hasPermission(caller, 'complaint_view');
  const services = hasPermission(caller, 'service_view');
  const ownServices = ownRowsSql(caller, ownersOf('services'));
  const [recent, upcoming, amcThisMonth] = await Promise.all([
    complaints
      ? readJoinedRowsWhere<TComplaintRow>(
          prisma,
          COMPLAINT_READ,
          Prisma.sql`WHERE ${ownRowsSql(caller, ownersOf('complaints'))}
            ORDER BY complaints.complaint_date DESC, complaints.id DESC LIMIT ${sqlLimit(DASHBOARD_CARD_SIZE)}`,
        )
      : [],
    services
      ? readJoinedRowsWhere<TServiceRow>(
          prisma,
          SERVICE_READ,
          Prisma.sql`WHERE ${ownServices} AND services.status <> 'closed' AND services.service_date >= ${today}
            ORDER BY services.service_date, services.id LIMIT ${sqlLimit(DASHBOARD_CARD_SIZE)}`,
        )
      : [],
    services
      ? readJoinedRowsWhere<TServiceRow>(
          prisma,
          SERVICE_READ,
          Prisma.sql`WHERE ${ownServices} AND services.amc_id IS NOT NULL
              AND services.service_date >= ${first} AND services.service_date < ${next}
            ORDER BY services.service_date, services.id LIMIT ${sqlLimit(DASHBOARD_AMC_MONTH_SIZE + 1)}`,
        )
      : [],
  ]);
  return {
    recent: recent.map(toComplaint),
    upcoming: upcoming.map((row) => toService(row, today)),
    amcThisMonth: amcThisMonth.slice(0, DASHBOARD_AMC_MONTH_SIZE).map((row) => toService(row, today)),
    amcThisMonthMore: amcThisMonth.length > DASHBOARD_AMC_MONTH_SIZE,
  };
}

/**
 * GET /dashboard/data: every figure counted by the database (grouped counts, never rows loaded to count them),
 * within the caller's rows; the lists are a few rows each. After the business day is read, at most seven
 * statements run side by side on the pool: the figures (up to three), the cards (one each) and the calendar; the
 * sign-in check before them makes nine at most (28 before issue 11's work on it).
 */
export async function getDashboardData(
  prisma: TPrisma,
  caller: TCaller,
  query: TDashboardQuery,
): Promise<TDashboardData> {
  const { today } = await readBusinessCalendar(prisma);
  const month = query.month ?? today.slice(0, 7);
  const [rows, cards, calendar] = await Promise.all([
    readFigures(prisma, caller, today),
    readCards(prisma, caller, today),
    findCalendarEntries(prisma, caller, month),
  ]);
  const figures = new Figures(rows);
  const complaints = hasPermission(caller, 'complaint_view');
  const services = hasPermission(caller, 'service_view');
  const users = hasPermission(caller, 'user_view');
  const complaintStatus = complaints ? figures.statusCounts('complaint_status', COMPLAINT_STATUSES) : null;
  const serviceStatus = services ? figures.statusCounts('service_status', WORK_STATUSES) : null;
  const perDay = figures.byKey('complaint_day');
  const firstDay = addDays(today, 1 - DAILY_SUMMARY_DAYS);
  return {
    today,
    month,
    counts: {
      employees: users ? figures.count('employees') : null,
      clients: users ? figures.count('clients') : null,
      complaints: complaintStatus ? total(complaintStatus) : null,
      products: hasPermission(caller, 'product_view') ? figures.count('products') : null,
      services: serviceStatus ? total(serviceStatus) : null,
    },
    complaint_status: complaintStatus,
    service_status: serviceStatus,
    daily_complaints: complaints
      ? {
          today: perDay.get(today) ?? 0,
          days: Array.from({ length: DAILY_SUMMARY_DAYS }, (_, i) => {
            const date = addDays(firstDay, i);
            return { date, count: perDay.get(date) ?? 0 };
          }),
        }
      : null,
    smart_summary: {
      overdue_services: services ? figures.open('service_status', WORK_STATUSES, 'a') : null,
      services_due_this_week: services ? figures.open('service_status', WORK_STATUSES, 'b') : null,
      open_complaints_older_than_7_days: complaints
        ? figures.open('complaint_status', COMPLAINT_STATUSES, 'n') - figures.count('complaints_open_recent')
        : null,
      complaints_at_risk: complaints ? figures.count('complaints_at_risk') : null,
      complaints_breached: complaints ? figures.count('complaints_breached') : null,
      contracts_ending_within_30_days: hasPermission(caller, 'amc_view')
        ? figures.count('contracts_ending')
        : null,
      money_overdue: hasPermission(caller, 'sell_view')
        ? { bills: figures.count('money_overdue'), amount: figures.money('money_overdue', 'a') }
        : null,
      money_owed: hasPermission(caller, 'sell_view') ? figures.money('money_owed', 'a') : null,
    },
    recent_complaints: cards.recent,
    upcoming_services: cards.upcoming,
    amc_services_this_month: cards.amcThisMonth,
    amc_services_this_month_more: cards.amcThisMonthMore,
    calendar,
  };
}
