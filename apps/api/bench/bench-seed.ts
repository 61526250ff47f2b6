import {
  closedWeekdays,
  contractTerm,
  DEFAULT_WORKING_WEEK,
  todayIn,
  type TComplaintPriority,
} from '@amc/contracts';
import { DAY_TOTALS, rebuildDayTotalsSql } from '../src/lib/rules/day-totals';
import { STOCK_REBUILD_SQL } from '../src/lib/rules/stock-ledger';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { applyMigrations, createDatabaseIfMissing, parseDatabaseUrl } from '../src/db/migrate';
import { loadReferenceData } from '../src/db/reference-data';
import { computeDocumentTotals } from '../src/lib/rules/document-totals';
import { formatDocumentNumber, type TCounterName } from '../src/lib/rules/counters';
import {
  SEARCH_WORD_KINDS,
  SEARCH_WORD_SOURCES,
  searchWords,
  type TSearchWordKind,
} from '../src/lib/list/search-words';
import { hashPassword } from '../src/lib/kernel/password';
import { amcServiceTitle, scheduleServices } from '../src/modules/amc/amc-public';
import { pendingAlerts, promiseColumns, type TPromiseFacts } from '../src/modules/complaint/complaint-public';
import { readBusinessCalendar, readWorkCalendar } from '../src/lib/kernel/calendar-date';
import type { TWorkCalendar } from '../src/lib/kernel/working-time';
import type { TPrisma } from '../src/lib/kernel/db-client';
import { createPrismaClient } from '../src/plugins/database';
import { runContractBilling } from '../src/jobs/contract-billing';
import * as V from './bench-data';
import { between, pick, rand } from './bench-data';

/**
 * `pnpm bench:seed`: a scratch database with the data shape of issue 11 (50,000 customers, 100,000 AMCs,
 * 1,000,000 services, complaints and sales at scale 1), written through LOAD DATA LOCAL INFILE in one transaction per
 * batch. Every row is a pure function of its id (bench-data.ts), so a stopped seed resumes from each table's
 * highest id, and the rows obey the schema's foreign keys and unique indexes even though the session skips
 * checking them for speed.
 */

export const BENCH_PASSWORD = 'Bench12345';
export const BENCH_DATABASE_URL = 'mysql://root@127.0.0.1:3306/amc_bench';
/** The signed-in users of the bench: the admin and, per scoped role, the one holding many rows. */
export const BENCH_USERS = {
  admin: 'admin@bench.example',
  employee: 'employee@bench.example',
  customer: 'customer@bench.example',
  supplier: 'supplier@bench.example',
} as const;
export type TBenchRole = keyof typeof BENCH_USERS;
/** The settings' purchase key of a bench database: a database holding another installation is never touched. */
const BENCH_MARK = 'BENCH-SEED';

export type TBenchSizes = ReturnType<typeof benchSizes>;

export function benchSizes(scale: number) {
  const of = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const amcs = of(100_000, 2);
  const services = of(1_000_000, 10);
  return {
    employees: of(500, 3),
    suppliers: of(200, 2),
    customers: of(50_000, 5),
    products: of(2_000, 5),
    amcs,
    /** Installed items: item k of the first `amcs` is covered by contract k, the rest by none. */
    equipment: of(200_000, 10),
    /** Services per contract: 80% of the services belong to a contract, the rest stand alone. */
    servicesPerAmc: Math.max(1, Math.min(12, Math.round((services * 0.8) / amcs))),
    services,
    complaints: of(1_000_000, 10),
    sales: of(1_000_000, 10),
    quotations: of(100_000, 5),
    purchases: of(20_000, 5),
    tasks: of(100_000, 5),
    incomes: of(100_000, 5),
    expenses: of(100_000, 5),
  };
}

export type TSeedOptions = {
  databaseUrl: string;
  scale: number;
  /** Drop the database first (only a database whose name says bench or test). */
  fresh?: boolean;
  /** Parent rows per transaction. */
  batchSize?: number;
  /** Tables written at the same time, each on its own connection. */
  jobs?: number;
  log?: (message: string) => void;
};

const DAY = 86_400_000;
const SPAN_DAYS = 5 * 365;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
const money = (cents: number) => (cents / 100).toFixed(2);

/** How long before the seed's moment the complaint alerts were last sent: the alert job's measured backlog. */
const BENCH_ALERT_BACKLOG_MS = 3 * 60 * 60 * 1000;

/** A complaint's priority, as often as a service desk sees each: critical 5%, high 15%, normal 40%, low 40%. */
const complaintPriority = (r: number): TComplaintPriority =>
  r < 0.05 ? 'critical' : r < 0.2 ? 'high' : r < 0.6 ? 'normal' : 'low';

type TBenchPromises = {
  levelId: number;
  targets: Record<TComplaintPriority, { respondMinutes: number; resolveMinutes: number }>;
  calendar: TWorkCalendar;
  /** The instant (ms) the promises are counted to. */
  moment: number;
};

/** Category ids: each list's names in one block, in bench-data order. */
const CATEGORY_LISTS = [
  ['brand', V.BRANDS],
  ['product_category', V.PRODUCT_KINDS],
  ['unit', V.UNITS],
  ['complaint_type', V.COMPLAINT_TYPES],
  ['task_type', V.TASK_TYPES],
] as const;
const categoryBase = (type: (typeof CATEGORY_LISTS)[number][0]) => {
  let base = 0;
  for (const [name, items] of CATEGORY_LISTS) {
    if (name === type) return base;
    base += items.length;
  }
  return base;
};

type TAmcPlan = {
  startMs: number;
  intervalMonths: number;
  serviceCount: number;
  customerId: number;
  assignedToId: number | null;
  employeeStatus: string | null;
  services: { id: number; sequence: number; date: string; status: string }[];
};

/** One row of the stock ledger, whichever document (or the opening stock) moves it. */
const movement = (m: {
  productId: number;
  quantity: number;
  kind: 'adjustment' | 'purchase' | 'sale';
  purchaseId?: number;
  saleId?: number;
  supplierId?: number;
  note?: string;
  date: string;
  created: string;
}) => [
  m.productId,
  m.quantity,
  m.kind,
  m.purchaseId ?? null,
  m.saleId ?? null,
  m.supplierId ?? null,
  m.note ?? null,
  m.date,
  1,
  m.created,
];
const movementsInsert = (rows: unknown[][]): TInsert => ({
  table: 'stock_movements',
  columns: [
    'product_id',
    'quantity',
    'kind',
    'purchase_id',
    'sale_id',
    'supplier_id',
    'note',
    'movement_date',
    'created_by_id',
    'created_at',
  ],
  rows,
});

type TInsert = { table: string; columns: string[]; rows: unknown[][] };
type TTable = { table: string; total: number; build: (from: number, to: number) => TInsert[] };

/**
 * The word index rows (lib/list/search-words) of a batch of a searched table, in the batch's transaction: a stopped
 * seed resumes with its words as it does with its child rows. Sorted by the primary key (word, row id), so the
 * load appends to each word's range instead of splitting pages at random.
 */
function wordsInsert(kind: TSearchWordKind, insert: TInsert): TInsert {
  const idAt = insert.columns.indexOf('id');
  const textAt = SEARCH_WORD_SOURCES[kind].columns.map((column) => insert.columns.indexOf(column));
  const rows: [number, string, number][] = [];
  for (const row of insert.rows) {
    const id = row[idAt] as number;
    const texts = textAt.map((at) => (at < 0 ? null : (row[at] as string | null)));
    for (const word of searchWords(...texts)) rows.push([SEARCH_WORD_KINDS[kind], word, id]);
  }
  rows.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
  return { table: 'search_words', columns: ['kind', 'word', 'row_id'], rows };
}

/** A searched table's batches also write their words. */
function withWords(table: TTable): TTable {
  const kind = (Object.keys(SEARCH_WORD_SOURCES) as TSearchWordKind[]).find(
    (k) => SEARCH_WORD_SOURCES[k].table === table.table,
  );
  if (!kind) return table;
  return {
    ...table,
    build: (from, to) => {
      const inserts = table.build(from, to);
      const own = inserts.find((insert) => insert.table === table.table);
      return own ? [...inserts, wordsInsert(kind, own)] : inserts;
    },
  };
}

/** Which rows exist and how each is made: one instance per seed, built from the sizes and the day it is anchored to. */
class BenchRows {
  readonly start: number;
  readonly firstEmployee = 2;
  readonly firstSupplier: number;
  readonly firstCustomer: number;
  readonly users: number;
  readonly amcServices: number;
  private lastPlan: { amc: number; plan: TAmcPlan } | null = null;

  constructor(
    readonly n: TBenchSizes,
    readonly today: number,
    readonly roleIds: Record<string, number>,
    readonly passwordHash: string,
    readonly promises: TBenchPromises,
  ) {
    this.start = today - SPAN_DAYS * DAY;
    this.firstSupplier = this.firstEmployee + n.employees;
    this.firstCustomer = this.firstSupplier + n.suppliers;
    this.users = this.firstCustomer + n.customers - 1;
    this.amcServices = Math.min(n.services, n.amcs * n.servicesPerAmc);
  }

  /** Row i of n documents: created in id order over five years, give or take a day. */
  timeOf(i: number, n: number, salt: number) {
    return Math.min(
      this.today - DAY,
      this.start + (i / n) * SPAN_DAYS * DAY + (rand(i, salt) - 0.5) * 2 * DAY,
    );
  }

  /** 0.5% of the customers' rows belong to customer@bench.example, the rest spread evenly. */
  customer(row: number, salt: number) {
    return rand(row, salt) < 0.005
      ? this.firstCustomer
      : between(this.firstCustomer, this.users, row, salt + 1);
  }
  /** 5% of the assigned rows go to employee@bench.example. */
  employee(row: number, salt: number) {
    return rand(row, salt) < 0.05
      ? this.firstEmployee
      : between(this.firstEmployee, this.firstSupplier - 1, row, salt + 1);
  }
  supplier(row: number, salt: number) {
    return rand(row, salt) < 0.1
      ? this.firstSupplier
      : between(this.firstSupplier, this.firstCustomer - 1, row, salt + 1);
  }
  product = (row: number, salt: number) => between(1, this.n.products, row, salt);
  productPrice = (product: number) => between(8, 600, product, 41) * 100 - 1;
  category = (type: (typeof CATEGORY_LISTS)[number][0], row: number, salt: number) =>
    categoryBase(type) +
    1 +
    Math.floor(rand(row, salt) * CATEGORY_LISTS.find(([t]) => t === type)![1].length);
  tax = (row: number, salt: number) => 1 + Math.floor(rand(row, salt) * V.TAXES.length);

  person(user: number): { first: string; last: string } {
    if (user === this.firstEmployee) return { first: 'Ravi', last: 'Kumar' };
    if (user === this.firstCustomer) return { first: 'Priya', last: 'Sharma' };
    if (user === this.firstSupplier) return { first: 'Manoj', last: 'Agarwal' };
    return { first: pick(V.FIRST_NAMES, user, 1), last: pick(V.LAST_NAMES, user, 2) };
  }
  address = (user: number) => `${between(1, 400, user, 3)}, ${pick(V.STREETS, user, 4)}`;

  /** A work item's status from its date: most of the past is done, the future is still open. */
  workStatus(row: number, salt: number, ms: number) {
    const r = rand(row, salt);
    if (ms < this.today - 30 * DAY)
      return r < 0.9 ? 'closed' : pick(['open', 'pending', 'progress'], row, salt + 1);
    if (ms < this.today) return r < 0.5 ? 'closed' : pick(['open', 'pending', 'progress'], row, salt + 1);
    return r < 0.7 ? 'open' : r < 0.9 ? 'pending' : 'progress';
  }

  /**
   * Complaint id's priority, response and promise columns under the default level, counted by the product's own
   * arithmetic (complaint-promises) on the bench's calendar. The alerts due before the backlog began are recorded as
   * sent, as the job running every minute would have; those of the last BENCH_ALERT_BACKLOG_MS before the seed's
   * moment are not, so the alert job's measured run finds a backlog of them (a server down for that long).
   * The alerts of complaints resolved are not recorded: nothing measured reads them.
   */
  complaintPromise(id: number, ms: number, status: string, resolvedMs: number | null) {
    const priority = complaintPriority(rand(id, 63));
    const respondedMs =
      status === 'closed' || status === 'progress' || (status === 'pending' && rand(id, 64) < 0.5)
        ? Math.min(ms + between(5, 600, id, 65) * 60_000, resolvedMs ?? Infinity)
        : null;
    const facts: TPromiseFacts = {
      createdAt: new Date(ms),
      status: status as TPromiseFacts['status'],
      respondedAt: respondedMs === null ? null : new Date(respondedMs),
      resolvedAt: resolvedMs === null ? null : new Date(resolvedMs),
      pauses: [],
      target: this.promises.targets[priority],
      sent: new Set(),
    };
    const backlogFrom = this.promises.moment - BENCH_ALERT_BACKLOG_MS;
    const sent = pendingAlerts(facts, this.promises.calendar).alerts.filter(
      (alert) => alert.at.getTime() <= backlogFrom,
    );
    const columns = promiseColumns(
      { ...facts, sent: new Set(sent.map((alert) => `${alert.promise}:${alert.level}` as const)) },
      this.promises.calendar,
    );
    return { priority, respondedMs, columns, sent };
  }

  /** Contract a and its services' schedule (the product's own scheduler), shared by the AMC and service rows. */
  amcPlan(a: number): TAmcPlan {
    if (this.lastPlan?.amc === a) return this.lastPlan.plan;
    const startMs = this.timeOf(a, this.n.amcs, 10);
    const intervalMonths = pick([1, 2, 3, 6], a, 11);
    const serviceCount = this.n.servicesPerAmc;
    const assignedToId = rand(a, 12) < 0.8 ? this.employee(a, 13) : null;
    const slots = scheduleServices({
      startDate: ymd(startMs),
      intervalMonths,
      serviceCount,
      weeklyOffDays: closedWeekdays(DEFAULT_WORKING_WEEK),
    });
    const services = slots.map((slot) => {
      const id = (a - 1) * serviceCount + slot.sequence;
      return { id, ...slot, status: this.workStatus(id, 14, Date.parse(slot.date)) };
    });
    const plan = {
      startMs,
      intervalMonths,
      serviceCount,
      customerId: this.customer(a, 15),
      assignedToId,
      employeeStatus: assignedToId
        ? pick(['approved', 'approved', 'approved', 'pending', 'rejected'], a, 17)
        : null,
      services,
    };
    this.lastPlan = { amc: a, plan };
    return plan;
  }

  /** Priced lines of a quotation or a sale, through the product's own pricing. */
  lines(row: number, salt: number, documentDiscount: string) {
    const count = between(1, 3, row, salt);
    const items = Array.from({ length: count }, (_, k) => {
      const productId = ((this.product(row, salt + 1) + k * 7) % this.n.products) + 1;
      const taxId = rand(row, salt + 2 + k) < 0.1 ? null : this.tax(row, salt + 3 + k);
      return {
        productId,
        quantity: between(1, 3, row, salt + 4 + k),
        price: money(this.productPrice(productId)),
        taxId,
        taxPercent: taxId === null ? '0.00' : V.TAXES[taxId - 1]![1],
        discountPercent: rand(row, salt + 5 + k) < 0.8 ? '0.00' : pick(['5.00', '10.00'], row, salt + 6 + k),
      };
    });
    return { items, sums: computeDocumentTotals(items, documentDiscount) };
  }

  tables(): TTable[] {
    const n = this.n;
    const updated = stamp(this.today);
    return [
      {
        table: 'users',
        total: this.users,
        build: (from, to) => {
          const users: unknown[][] = [];
          const contacts: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            const role =
              id === 1
                ? 'admin'
                : id < this.firstSupplier
                  ? 'employee'
                  : id < this.firstCustomer
                    ? 'supplier'
                    : 'customer';
            const first = {
              admin: 1,
              employee: this.firstEmployee,
              supplier: this.firstSupplier,
              customer: this.firstCustomer,
            }[role];
            const { first: firstName, last: lastName } =
              id === 1 ? { first: 'Admin', last: '' } : this.person(id);
            const email =
              id === first ? BENCH_USERS[role] : `${firstName}.${lastName}.${id}@bench.example`.toLowerCase();
            const [city, state] = pick(V.CITIES, id, 5);
            const company =
              role === 'employee' || role === 'admin' ? null : `${lastName} ${pick(V.COMPANY_WORDS, id, 6)}`;
            const created = stamp(this.timeOf(id, this.users, 7));
            users.push([
              id,
              formatDocumentNumber(role, id - first + 1),
              this.roleIds[role],
              email,
              this.passwordHash,
              firstName,
              lastName,
              rand(id, 8) < 0.5 ? 'female' : 'male',
              this.address(id),
              city,
              state,
              String(between(110_001, 799_999, id, 9)),
              '+91',
              `9${String(between(100_000_000, 999_999_999, id, 10))}`,
              role === 'employee'
                ? pick(['Service engineer', 'Technician', 'Senior technician'], id, 11)
                : null,
              company,
              company ? `${firstName} ${lastName}` : null,
              created,
              created,
            ]);
            if (role === 'customer')
              contacts.push([
                id,
                `${lastName} Office`,
                `8${String(between(100_000_000, 999_999_999, id, 12))}`,
                'Manager',
                0,
              ]);
          }
          return [
            {
              table: 'users',
              columns: [
                'id',
                'unique_identity',
                'role_id',
                'email',
                'password_hash',
                'first_name',
                'last_name',
                'gender',
                'address',
                'city',
                'state',
                'pincode',
                'country_code',
                'mobile',
                'designation',
                'company_name',
                'company_contact_person',
                'created_at',
                'updated_at',
              ],
              rows: users,
            },
            {
              table: 'customer_contacts',
              columns: ['user_id', 'contact_person', 'mobile', 'designation', 'sort_order'],
              rows: contacts,
            },
          ];
        },
      },
      {
        table: 'categories',
        total: categoryBase('task_type') + V.TASK_TYPES.length,
        build: (from, to) => [
          {
            table: 'categories',
            columns: ['id', 'type', 'name', 'created_at', 'updated_at'],
            rows: CATEGORY_LISTS.flatMap(([type, names]) =>
              names.map((name, k) => [categoryBase(type) + k + 1, type, name, stamp(this.start), updated]),
            ).filter(([id]) => (id as number) >= from && (id as number) <= to),
          },
        ],
      },
      {
        table: 'taxes',
        total: V.TAXES.length,
        build: (from, to) => [
          {
            table: 'taxes',
            columns: ['id', 'name', 'percentage', 'created_at', 'updated_at'],
            rows: V.TAXES.map(([name, percent], k) => [
              k + 1,
              name,
              percent,
              stamp(this.start),
              updated,
            ]).slice(from - 1, to),
          },
        ],
      },
      {
        table: 'products',
        total: n.products,
        build: (from, to) => {
          const products: unknown[][] = [];
          const stock: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            const brand = this.category('brand', id, 20);
            const kind = this.category('product_category', id, 21);
            const model = `${V.BRANDS[brand - 1]!.slice(0, 3).toUpperCase()}-${100 + id}`;
            const created = stamp(this.timeOf(id, n.products, 22) - 30 * DAY);
            const archived = rand(id, 23) < 0.02;
            products.push([
              id,
              `PRD-${String(id).padStart(5, '0')}`,
              `${V.BRANDS[brand - 1]} ${V.PRODUCT_KINDS[kind - categoryBase('product_category') - 1]} ${model}`,
              model,
              money(this.productPrice(id)),
              brand,
              kind,
              this.category('unit', id, 24),
              `${model} with one year warranty`,
              archived,
              archived ? updated : null,
              created,
              updated,
            ]);
            stock.push(
              movement({
                productId: id,
                quantity: 1_000_000,
                kind: 'adjustment',
                note: 'Opening stock',
                date: ymd(this.start),
                created,
              }),
            );
          }
          return [
            {
              table: 'products',
              columns: [
                'id',
                'code',
                'name',
                'model_number',
                'price',
                'brand_id',
                'category_id',
                'unit_id',
                'description',
                'is_archived',
                'archived_at',
                'created_at',
                'updated_at',
              ],
              rows: products,
            },
            movementsInsert(stock),
          ];
        },
      },
      {
        table: 'amcs',
        total: n.amcs,
        build: (from, to) => {
          const amcs: unknown[][] = [];
          const products: unknown[][] = [];
          for (let a = from; a <= to; a += 1) {
            const plan = this.amcPlan(a);
            const open = plan.services.filter((s) => s.status !== 'closed');
            const status =
              open.length === 0 ? 'closed' : open.length === plan.services.length ? 'open' : 'progress';
            const created = stamp(plan.startMs - between(0, 5, a, 18) * DAY);
            const first = this.product(a, 19);
            const second = rand(a, 20) < 0.3 ? (first % n.products) + 1 : null;
            amcs.push([
              a,
              formatDocumentNumber('amc', a),
              plan.customerId,
              plan.assignedToId,
              plan.employeeStatus,
              ymd(plan.startMs),
              status,
              `${plan.serviceCount} services every ${plan.intervalMonths} months`,
              plan.intervalMonths,
              plan.serviceCount,
              open[0]?.date ?? null,
              contractTerm(ymd(plan.startMs), plan.intervalMonths, plan.serviceCount).end,
              // The billing plan: a term begun by the seed's day is billed upfront (its one bill made by the
              // product's billing run at the end of the seed), a later one in instalments from its start.
              between(60, 600, a, 21) * 100,
              plan.startMs <= this.today
                ? 'upfront'
                : pick(['monthly', 'quarterly', 'half_yearly', 'yearly'], a, 22),
              15,
              ymd(plan.startMs),
              1,
              created,
              created,
            ]);
            products.push([a, first], ...(second && second !== first ? [[a, second]] : []));
          }
          return [
            {
              table: 'amcs',
              columns: [
                'id',
                'amc_no',
                'customer_id',
                'assigned_to_id',
                'employee_status',
                'start_date',
                'status',
                'detail',
                'interval_months',
                'service_count',
                'next_service_date',
                'end_date',
                'price',
                'billing_cycle',
                'payment_days',
                'next_bill_date',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows: amcs,
            },
            { table: 'amc_products', columns: ['amc_id', 'product_id'], rows: products },
          ];
        },
      },
      {
        table: 'equipment',
        total: n.equipment,
        build: (from, to) => {
          const items: unknown[][] = [];
          const links: unknown[][] = [];
          for (let e = from; e <= to; e += 1) {
            // Item k of the first contracts is contract k's: its customer, its first product (the same salt as
            // the contract's), installed before the contract started; the others are spread like other rows.
            const plan = e <= n.amcs ? this.amcPlan(e) : null;
            const installMs = plan
              ? plan.startMs - between(0, 400, e, 70) * DAY
              : this.timeOf(e - n.amcs, n.equipment - n.amcs, 71);
            const created = stamp(installMs);
            items.push([
              e,
              plan ? plan.customerId : this.customer(e, 72),
              plan ? this.product(e, 19) : this.product(e, 73),
              `SN${e.toString(36).toUpperCase().padStart(7, '0')}`,
              rand(e, 74) < 0.5 ? pick(V.STREETS, e, 75) : null,
              pick(V.ROOMS, e, 76),
              ymd(installMs),
              ymd(installMs + pick([1, 1, 2, 3], e, 77) * 365 * DAY),
              rand(e, 78) < 0.02 ? 'retired' : 'in_use',
              // Unique and 32 hex digits like a real one; a bench's labels need not be unguessable.
              createHash('md5').update(`bench-label-${e}`).digest('hex'),
              1,
              created,
              created,
            ]);
            if (plan) links.push([e, e, plan.assignedToId]);
          }
          return [
            {
              table: 'equipment',
              columns: [
                'id',
                'customer_id',
                'product_id',
                'serial_no',
                'site',
                'location',
                'install_date',
                'warranty_end',
                'status',
                'label_token',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows: items,
            },
            { table: 'amc_equipment', columns: ['amc_id', 'equipment_id', 'assigned_to_id'], rows: links },
          ];
        },
      },
      {
        table: 'services',
        total: n.services,
        build: (from, to) => {
          const rows: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            let service: {
              amcId: number | null;
              sequence: number | null;
              customerId: number;
              title: string;
              date: string;
              status: string;
              assignedToId: number | null;
              employeeStatus: string | null;
              created: number;
            };
            if (id <= this.amcServices) {
              const a = Math.ceil(id / n.servicesPerAmc);
              const plan = this.amcPlan(a);
              const slot = plan.services[id - (a - 1) * n.servicesPerAmc - 1]!;
              service = {
                amcId: a,
                sequence: slot.sequence,
                customerId: plan.customerId,
                title: amcServiceTitle(
                  'en',
                  formatDocumentNumber('amc', a),
                  slot.sequence,
                  plan.serviceCount,
                ),
                date: slot.date,
                status: slot.status,
                assignedToId: plan.assignedToId,
                employeeStatus: plan.assignedToId
                  ? plan.employeeStatus === 'approved' || slot.status === 'closed'
                    ? 'approved'
                    : 'pending'
                  : null,
                created: plan.startMs,
              };
            } else {
              const ms =
                this.timeOf(id - this.amcServices, n.services - this.amcServices, 30) +
                between(0, 30, id, 31) * DAY;
              const assignedToId = rand(id, 32) < 0.7 ? this.employee(id, 33) : null;
              const status = this.workStatus(id, 34, ms);
              service = {
                amcId: null,
                sequence: null,
                customerId: this.customer(id, 35),
                title: pick(V.SERVICE_TITLES, id, 36),
                date: ymd(ms),
                status,
                assignedToId,
                employeeStatus: assignedToId
                  ? status === 'closed'
                    ? 'approved'
                    : pick(['pending', 'approved'], id, 37)
                  : null,
                created: ms - between(1, 20, id, 38) * DAY,
              };
            }
            const closed = service.status === 'closed';
            const created = stamp(service.created);
            // A done visit of an employee's has its times, as the phone sends them (the timesheet's): set out
            // 10-60 minutes before arriving between 03:30 and 11:30 UTC, and 30 minutes to 3 hours on site.
            const timed = closed && service.assignedToId !== null;
            const arrived = Date.parse(`${service.date}T03:30:00Z`) + between(0, 480, id, 43) * 60_000;
            rows.push([
              id,
              formatDocumentNumber('service', id),
              service.amcId,
              service.sequence,
              service.customerId,
              service.title,
              rand(id, 39) < 0.3 ? pick(V.ROOMS, id, 40) : null,
              service.date,
              closed ? service.date : null,
              service.assignedToId,
              service.employeeStatus,
              money(closed ? between(0, 30, id, 41) * 100 : 0),
              closed ? 'Done, customer satisfied' : null,
              pick(['paid', 'free', 'warranty'], id, 42),
              service.status,
              timed ? stamp(arrived - between(10, 60, id, 44) * 60_000) : null,
              timed ? stamp(arrived) : null,
              timed ? stamp(arrived + between(30, 180, id, 45) * 60_000) : null,
              timed ? todayIn(this.promises.calendar.timeZone, new Date(arrived)) : null,
              1,
              created,
              created,
            ]);
          }
          return [
            {
              table: 'services',
              columns: [
                'id',
                'service_no',
                'amc_id',
                'sequence',
                'customer_id',
                'title',
                'label',
                'service_date',
                'completed_date',
                'assigned_to_id',
                'employee_status',
                'charge',
                'remark',
                'type',
                'status',
                'travel_started_at',
                'started_at',
                'finished_at',
                'work_day',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows,
            },
          ];
        },
      },
      {
        table: 'complaints',
        total: n.complaints,
        build: (from, to) => {
          const rows: unknown[][] = [];
          const alerts: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            const ms = this.timeOf(id, n.complaints, 50);
            const typeId = this.category('complaint_type', id, 51);
            const productId = rand(id, 52) < 0.8 ? this.product(id, 53) : null;
            const assignedToId = rand(id, 54) < 0.75 ? this.employee(id, 55) : null;
            const status = this.workStatus(id, 56, ms);
            const closed = status === 'closed';
            const resolvedMs = closed ? ms + between(1, 10, id, 62) * DAY : null;
            const promise = this.complaintPromise(id, ms, status, resolvedMs);
            for (const alert of promise.sent)
              alerts.push([id, alert.promise, alert.level, stamp(alert.at.getTime())]);
            const { columns } = promise;
            rows.push([
              id,
              formatDocumentNumber('complaint', id),
              this.customer(id, 57),
              productId,
              ymd(ms),
              typeId,
              `${V.COMPLAINT_TYPES[typeId - categoryBase('complaint_type') - 1]} in the ${pick(V.ROOMS, id, 58)}, since ${between(1, 7, id, 59)} days`,
              assignedToId,
              assignedToId ? ymd(ms + between(0, 2, id, 60) * DAY) : null,
              money(closed ? between(0, 20, id, 61) * 100 : 0),
              status,
              resolvedMs === null ? null : stamp(resolvedMs),
              promise.priority,
              this.promises.levelId,
              promise.respondedMs === null ? null : stamp(promise.respondedMs),
              ...[
                columns.responseDueAt,
                columns.resolutionDueAt,
                columns.dueAt,
                columns.warnAt,
                columns.alertAt,
              ].map((at) => (at ? stamp(at.getTime()) : null)),
              columns.responseMinutes,
              columns.resolutionMinutes,
              1,
              stamp(ms),
              stamp(ms),
            ]);
          }
          return [
            {
              table: 'complaints',
              columns: [
                'id',
                'complaint_no',
                'customer_id',
                'product_id',
                'complaint_date',
                'type_id',
                'description',
                'assigned_to_id',
                'assign_date',
                'charge',
                'status',
                'resolved_at',
                'priority',
                'service_level_id',
                'responded_at',
                'response_due_at',
                'resolution_due_at',
                'due_at',
                'warn_at',
                'alert_at',
                'response_minutes',
                'resolution_minutes',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows,
            },
            {
              table: 'complaint_alerts',
              columns: ['complaint_id', 'promise', 'level', 'created_at'],
              rows: alerts,
            },
          ];
        },
      },
      this.documentTable('quotations', n.quotations),
      this.documentTable('sales', n.sales),
      {
        table: 'purchases',
        total: n.purchases,
        build: (from, to) => {
          const purchases: unknown[][] = [];
          const items: unknown[][] = [];
          const stock: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            const ms = this.timeOf(id, n.purchases, 70);
            const supplierId = this.supplier(id, 71);
            const delivered = ms < this.today - 14 * DAY ? rand(id, 72) < 0.95 : rand(id, 72) < 0.3;
            let total = 0;
            for (let k = 0; k < between(1, 3, id, 73); k += 1) {
              const productId = ((this.product(id, 74) + k * 11) % n.products) + 1;
              const quantity = between(5, 50, id, 75 + k);
              const rate = Math.round(this.productPrice(productId) * 0.7);
              total += quantity * rate;
              items.push([id, productId, quantity, money(rate), money(quantity * rate)]);
              if (delivered)
                stock.push(
                  movement({
                    productId,
                    quantity,
                    kind: 'purchase',
                    purchaseId: id,
                    supplierId,
                    date: ymd(ms + 3 * DAY),
                    created: stamp(ms + 3 * DAY),
                  }),
                );
            }
            const { first, last } = this.person(supplierId);
            purchases.push([
              id,
              formatDocumentNumber('purchase', id),
              supplierId,
              ymd(ms),
              `${first} ${last}`,
              this.address(supplierId),
              delivered ? 'delivered' : 'ordered',
              delivered ? stamp(ms + 3 * DAY) : null,
              money(total),
              1,
              stamp(ms),
              stamp(ms),
            ]);
          }
          return [
            {
              table: 'purchases',
              columns: [
                'id',
                'purchase_no',
                'supplier_id',
                'date',
                'contact_person',
                'billing_address',
                'status',
                'delivered_at',
                'total_amount',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows: purchases,
            },
            {
              table: 'purchase_items',
              columns: ['purchase_id', 'product_id', 'quantity', 'rate', 'amount'],
              rows: items,
            },
            movementsInsert(stock),
          ];
        },
      },
      {
        table: 'tasks',
        total: n.tasks,
        build: (from, to) => {
          const rows: unknown[][] = [];
          for (let id = from; id <= to; id += 1) {
            const ms = this.timeOf(id, n.tasks, 80) + between(0, 14, id, 81) * DAY;
            const clientId = rand(id, 82) < 0.6 ? this.customer(id, 83) : null;
            const typeId = this.category('task_type', id, 84);
            const client = clientId ? this.person(clientId) : null;
            const status = this.workStatus(id, 85, ms);
            const type = V.TASK_TYPES[typeId - categoryBase('task_type') - 1]!;
            rows.push([
              id,
              client ? `${type} ${client.first} ${client.last}` : `${type} ${pick(V.ROOMS, id, 86)}`,
              clientId,
              typeId,
              `${type}: see the notes of the last visit`,
              rand(id, 87) < 0.85 ? this.employee(id, 88) : null,
              ymd(ms),
              status,
              status === 'closed' ? stamp(ms) : null,
              1,
              stamp(ms - 7 * DAY),
              stamp(ms - 7 * DAY),
            ]);
          }
          return [
            {
              table: 'tasks',
              columns: [
                'id',
                'name',
                'client_id',
                'type_id',
                'description',
                'assigned_to_id',
                'due_date',
                'status',
                'completed_at',
                'created_by_id',
                'created_at',
                'updated_at',
              ],
              rows,
            },
          ];
        },
      },
      this.entryTable('incomes', n.incomes, V.INCOME_TITLES, 90),
      this.entryTable('expenses', n.expenses, V.EXPENSE_TITLES, 95),
    ];
  }

  /** Quotations and sales: priced lines, and for a sale its payments and the stock it takes out. */
  private documentTable(table: 'quotations' | 'sales', total: number): TTable {
    const sale = table === 'sales';
    const salt = sale ? 100 : 130;
    return {
      table,
      total,
      build: (from, to) => {
        const documents: unknown[][] = [];
        const items: unknown[][] = [];
        const payments: unknown[][] = [];
        const stock: unknown[][] = [];
        for (let id = from; id <= to; id += 1) {
          const ms = this.timeOf(id, total, salt);
          const customerId = this.customer(id, salt + 1);
          const discount = sale && rand(id, salt + 2) < 0.15 ? '5.00' : '0.00';
          const { items: lines, sums } = this.lines(id, salt + 3, discount);
          lines.forEach((line, k) => {
            items.push([
              id,
              line.productId,
              line.quantity,
              line.price,
              line.taxId,
              line.taxPercent,
              line.discountPercent,
              sums.lines[k]!.amount.toFixed(2),
            ]);
            if (sale)
              stock.push(
                movement({
                  productId: line.productId,
                  quantity: -line.quantity,
                  kind: 'sale',
                  saleId: id,
                  date: ymd(ms),
                  created: stamp(ms),
                }),
              );
          });
          const totals = [sums.grossTotal, sums.taxTotal, sums.discountTotal, sums.total].map((d) =>
            d.toFixed(2),
          );
          if (!sale) {
            const status =
              ms < this.today - 60 * DAY
                ? pick(['closed', 'closed', 'closed', 'open', 'progress'], id, salt + 4)
                : pick(['open', 'progress'], id, salt + 4);
            documents.push([
              id,
              formatDocumentNumber('quotation', id),
              customerId,
              ymd(ms),
              status,
              ...totals,
              1,
              stamp(ms),
              stamp(ms),
            ]);
            continue;
          }
          const totalCents = Math.round(sums.total.toNumber() * 100);
          const r = rand(id, salt + 5);
          const old = ms < this.today - 60 * DAY;
          const paidCents =
            r < (old ? 0.75 : 0.3) ? totalCents : r < (old ? 0.9 : 0.5) ? Math.floor(totalCents / 2) : 0;
          if (paidCents > 0) {
            const paidOn = Math.min(this.today - DAY, ms + between(0, 20, id, salt + 6) * DAY);
            payments.push([
              id,
              money(paidCents),
              ymd(paidOn),
              pick(V.PAYMENT_METHODS, id, salt + 7),
              1,
              stamp(paidOn),
            ]);
          }
          const status = paidCents === 0 ? 'unpaid' : paidCents < totalCents ? 'partial' : 'paid';
          documents.push([
            id,
            formatDocumentNumber('sale', id),
            customerId,
            ymd(ms),
            this.address(customerId),
            discount,
            ...totals,
            money(paidCents),
            status,
            1,
            stamp(ms),
            stamp(ms),
          ]);
        }
        const lineColumns = [
          'product_id',
          'quantity',
          'price',
          'tax_id',
          'tax_percent',
          'discount_percent',
          'amount',
        ];
        return sale
          ? [
              {
                table: 'sales',
                columns: [
                  'id',
                  'sale_no',
                  'customer_id',
                  'date',
                  'billing_address',
                  'discount_percent',
                  'gross_total',
                  'tax_total',
                  'discount_total',
                  'total',
                  'paid_total',
                  'payment_status',
                  'created_by_id',
                  'created_at',
                  'updated_at',
                ],
                rows: documents,
              },
              { table: 'sale_items', columns: ['sale_id', ...lineColumns], rows: items },
              {
                table: 'sale_payments',
                columns: ['sale_id', 'amount', 'paid_on', 'method', 'created_by_id', 'created_at'],
                rows: payments,
              },
              movementsInsert(stock),
            ]
          : [
              {
                table: 'quotations',
                columns: [
                  'id',
                  'quotation_no',
                  'customer_id',
                  'date',
                  'status',
                  'gross_total',
                  'tax_total',
                  'discount_total',
                  'total',
                  'created_by_id',
                  'created_at',
                  'updated_at',
                ],
                rows: documents,
              },
              { table: 'quotation_items', columns: ['quotation_id', ...lineColumns], rows: items },
            ];
      },
    };
  }

  private entryTable(
    table: 'incomes' | 'expenses',
    total: number,
    titles: readonly string[],
    salt: number,
  ): TTable {
    return {
      table,
      total,
      build: (from, to) => {
        const rows: unknown[][] = [];
        for (let id = from; id <= to; id += 1) {
          const ms = this.timeOf(id, total, salt);
          rows.push([
            id,
            pick(titles, id, salt + 1),
            pick(V.ENTRY_LABELS, id, salt + 2),
            money(between(5, 500, id, salt + 3) * 100),
            ymd(ms),
            1,
            stamp(ms),
            stamp(ms),
          ]);
        }
        return [
          {
            table,
            columns: ['id', 'title', 'label', 'amount', 'date', 'created_by_id', 'created_at', 'updated_at'],
            rows,
          },
        ];
      },
    };
  }

  /** Each series' counter past the seeded numbers, so creates through the API continue after them. */
  counters(): [TCounterName, number][] {
    const n = this.n;
    return [
      ['admin', 1],
      ['employee', n.employees],
      ['supplier', n.suppliers],
      ['customer', n.customers],
      ['amc', n.amcs],
      ['service', n.services],
      ['complaint', n.complaints],
      ['quotation', n.quotations],
      ['sale', n.sales],
      ['purchase', n.purchases],
    ];
  }
}

type TConnection = mysql.Connection;

async function connect(databaseUrl: string): Promise<TConnection> {
  const connection = await mysql.createConnection({ ...parseDatabaseUrl(databaseUrl), dateStrings: true });
  // Valid by construction (see BenchRows): the checks would only slow the load down.
  await connection.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  return connection;
}

async function maxId(connection: TConnection, table: string): Promise<number> {
  const [rows] = await connection.query<RowDataPacket[]>(
    `SELECT COALESCE(MAX(id), 0) AS id FROM \`${table}\``,
  );
  return Number(rows[0]!.id);
}

/** Writes a table's missing rows, batch after batch, each batch with its child rows in one transaction. */
/** A value as LOAD DATA reads it: \\N for NULL, 1/0 for booleans, tabs, newlines and backslashes escaped. */
const tsvValue = (value: unknown) =>
  value === null || value === undefined
    ? '\\N'
    : typeof value === 'boolean'
      ? value
        ? '1'
        : '0'
      : String(value).replace(/[\\\t\n]/g, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\\\'));

/** One batch of rows through LOAD DATA LOCAL INFILE: the server reads them without parsing an INSERT. */
async function loadRows(connection: TConnection, insert: TInsert) {
  const tsv = insert.rows.map((row) => row.map(tsvValue).join('\t')).join('\n');
  await connection.query({
    sql: `LOAD DATA LOCAL INFILE 'rows.tsv' INTO TABLE \`${insert.table}\` CHARACTER SET utf8mb4 (${insert.columns.map((c) => `\`${c}\``).join(', ')})`,
    infileStreamFactory: () => Readable.from([Buffer.from(tsv)]),
  });
}

async function fillTable(
  connection: TConnection,
  table: TTable,
  batchSize: number,
  log: (m: string) => void,
) {
  const done = await maxId(connection, table.table);
  if (done >= table.total) return;
  const started = Date.now();
  let reported = 0;
  for (let from = done + 1; from <= table.total; from += batchSize) {
    const to = Math.min(table.total, from + batchSize - 1);
    const inserts = table.build(from, to).filter((insert) => insert.rows.length);
    await connection.beginTransaction();
    for (const insert of inserts) await loadRows(connection, insert);
    await connection.commit();
    const share = Math.floor(((to - done) / (table.total - done)) * 10);
    if (share > reported || to === table.total) {
      reported = share;
      const seconds = (Date.now() - started) / 1000;
      log(
        `  ${table.table}: ${to.toLocaleString('en')} / ${table.total.toLocaleString('en')} (${seconds.toFixed(1)} s, ${Math.round((to - done) / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)`,
      );
    }
  }
}

/** Runs the tables on `jobs` connections; users, categories, taxes and products first, since every other table names them. */
async function fillTables(
  databaseUrl: string,
  tables: TTable[],
  options: Required<Pick<TSeedOptions, 'batchSize' | 'jobs'>> & { log: (m: string) => void },
) {
  const first = new Set(['users', 'categories', 'taxes', 'products']);
  const runQueue = async (queue: TTable[], jobs: number) => {
    const workers = Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      const connection = await connect(databaseUrl);
      try {
        for (let table = queue.shift(); table; table = queue.shift())
          await fillTable(connection, table, options.batchSize, options.log);
      } finally {
        await connection.end();
      }
    });
    await Promise.all(workers);
  };
  await runQueue(
    tables.filter((t) => first.has(t.table)),
    1,
  );
  await runQueue(
    tables.filter((t) => !first.has(t.table)),
    options.jobs,
  );
}

function databaseNameOf(databaseUrl: string): string {
  const name = parseDatabaseUrl(databaseUrl).database;
  if (!name || !/^[A-Za-z0-9_]+$/.test(name))
    throw new Error('The bench database URL must name a database (letters, digits and _).');
  return name;
}

/** Drops a bench (or test) database, whatever its name holds otherwise: refused. */
export async function dropBenchDatabase(databaseUrl: string) {
  const name = databaseNameOf(databaseUrl);
  if (!/bench|test/i.test(name))
    throw new Error(
      `Refusing to drop ${name}: --fresh drops only a database whose name contains "bench" or "test".`,
    );
  const { database: _database, ...server } = parseDatabaseUrl(databaseUrl);
  const connection = await mysql.createConnection(server);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
}

/**
 * The reference data of an installation (roles, rights, templates, settings) on first run; the day the data is
 * anchored to (the settings' installed_at), so a resumed seed makes the same rows; the role ids.
 */
async function prepareReferenceData(
  databaseUrl: string,
): Promise<{ today: number; roleIds: Record<string, number>; promises: TBenchPromises }> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    const settings = await prisma.setting.findUnique({ where: { id: 1 } });
    if (settings && settings.purchaseKey !== BENCH_MARK) {
      throw new Error(
        'This database holds an installation that the bench did not make: choose another BENCH_DATABASE_URL.',
      );
    }
    if (!settings) {
      await prisma.$transaction(
        (tx) =>
          loadReferenceData(tx, {
            domainName: 'bench.example',
            purchaseKey: BENCH_MARK,
            purchaseEmail: BENCH_USERS.admin,
          }),
        { timeout: 60_000 },
      );
    }
    const installedAt = (await prisma.setting.findUniqueOrThrow({ where: { id: 1 } })).installedAt;
    const roles = await prisma.role.findMany();
    const today = Date.UTC(installedAt.getUTCFullYear(), installedAt.getUTCMonth(), installedAt.getUTCDate());
    return {
      today,
      roleIds: Object.fromEntries(roles.map((r) => [r.slug, r.id])),
      promises: await readBenchPromises(prisma, today),
    };
  } finally {
    await prisma.$disconnect();
  }
}

/** The moment the complaints' promises are counted to: the seed's day at 10:00 UTC, as the billing catch-up. */
export const benchMoment = (today: number) => new Date(today + 10 * 60 * 60 * 1000);

/** The default level's targets and the business's working time (its zone, week and holidays) the seed counts on. */
async function readBenchPromises(prisma: TPrisma, today: number): Promise<TBenchPromises> {
  const level = await prisma.serviceLevel.findFirstOrThrow({
    where: { isDefault: true },
    include: { targets: true },
  });
  const business = await readBusinessCalendar(prisma);
  return {
    levelId: level.id,
    targets: Object.fromEntries(
      level.targets.map((t) => [
        t.priority,
        { respondMinutes: t.respondMinutes, resolveMinutes: t.resolveMinutes },
      ]),
    ) as TBenchPromises['targets'],
    calendar: await readWorkCalendar(prisma, business, ymd(today - SPAN_DAYS * DAY - 2 * DAY)),
    moment: benchMoment(today).getTime(),
  };
}

/**
 * The contracts' bills up to the seed's day, made by the product's own billing run (the catch-up a server does
 * after days down, at the bench's size): a bill per begun term, with its line, day totals, log line and mail. The
 * mails are not kept (the bench's API must not deliver them, and 100,000 of them would be half a gigabyte of outbox
 * no list measures). A top-up's run finds those billed already.
 */
async function billStartedContracts(databaseUrl: string, today: number, log: (message: string) => void) {
  const prisma = createPrismaClient(databaseUrl);
  try {
    const started = performance.now();
    const made = await runContractBilling(prisma, benchMoment(today));
    await prisma.mailOutbox.deleteMany({ where: { event: 'contract_bill', status: 'queued' } });
    log(
      `Billed the begun contracts: ${made.toLocaleString('en')} bills in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await prisma.$disconnect();
  }
}

/**
 * Credit notes and purchase returns, as a business has them beside its bills and purchases: one in 50 paid bills older than 30 days is taken back in
 * whole ten days after its date and refunded by bank transfer (status settled; the bill Credited). Written from the
 * loaded bills in SQL, since their lines' ids are the database's; each statement skips what a top-up already has.
 */
const CREDIT_NOTE_SEED_SQL = [
  `INSERT IGNORE INTO credit_notes (id, credit_no, sale_id, customer_id, date, reason, discount_percent, gross_total,
     tax_total, discount_total, total, bill_settled, used_total, refunded_total, inter_state, status, created_by_id,
     created_at, updated_at)
   SELECT id, CONCAT('CN-', LPAD(id, 7, '0')), id, customer_id, DATE_ADD(date, INTERVAL 10 DAY),
     'Goods returned', discount_percent, gross_total, tax_total, discount_total, total, 0, 0, total, inter_state,
     'settled', 1, DATE_ADD(created_at, INTERVAL 10 DAY), DATE_ADD(created_at, INTERVAL 10 DAY)
   FROM sales WHERE id % 50 = 7 AND payment_status = 'paid' AND date < DATE_SUB(CURDATE(), INTERVAL 30 DAY)`,
  `INSERT INTO credit_note_items (credit_note_id, sale_item_id, product_id, description, quantity, price, tax_id,
     tax_percent, discount_percent, amount, restock)
   SELECT cn.id, si.id, si.product_id, si.description, si.quantity, si.price, si.tax_id, si.tax_percent,
     si.discount_percent, si.amount, FALSE
   FROM credit_notes cn JOIN sale_items si ON si.sale_id = cn.sale_id
   WHERE NOT EXISTS (SELECT 1 FROM credit_note_items ci WHERE ci.credit_note_id = cn.id)`,
  `INSERT INTO credit_refunds (credit_note_id, amount, paid_on, method, created_by_id, created_at)
   SELECT id, total, date, 'bank_transfer', 1, created_at FROM credit_notes cn
   WHERE NOT EXISTS (SELECT 1 FROM credit_refunds r WHERE r.credit_note_id = cn.id)`,
  `UPDATE sales s JOIN credit_notes cn ON cn.sale_id = s.id
   SET s.credited_total = s.total, s.payment_status = 'credited'`,
  // One in 40 delivered purchases has its first line sent back in part (one unit), by the same rule.
  `INSERT IGNORE INTO purchase_returns (id, return_no, purchase_id, supplier_id, date, reason, total_amount,
     created_by_id, created_at, updated_at)
   SELECT p.id, CONCAT('PRN-', LPAD(p.id, 7, '0')), p.id, p.supplier_id, DATE_ADD(p.date, INTERVAL 5 DAY),
     'Damaged in transit', (SELECT rate FROM purchase_items WHERE purchase_id = p.id ORDER BY id LIMIT 1), 1,
     DATE_ADD(p.created_at, INTERVAL 5 DAY), DATE_ADD(p.created_at, INTERVAL 5 DAY)
   FROM purchases p WHERE p.id % 40 = 3 AND p.status = 'delivered' AND p.date < DATE_SUB(CURDATE(), INTERVAL 30 DAY)`,
  `INSERT INTO purchase_return_items (purchase_return_id, purchase_item_id, product_id, quantity, rate, amount)
   SELECT pr.id, pi.id, pi.product_id, 1, pi.rate, pi.rate
   FROM purchase_returns pr JOIN purchase_items pi ON pi.id =
     (SELECT MIN(id) FROM purchase_items WHERE purchase_id = pr.purchase_id)
   WHERE NOT EXISTS (SELECT 1 FROM purchase_return_items ri WHERE ri.purchase_return_id = pr.id)`,
  `INSERT INTO stock_movements (product_id, quantity, kind, purchase_return_id, movement_date, created_by_id,
     created_at)
   SELECT ri.product_id, -ri.quantity, 'purchase_return', pr.id, pr.date, 1, pr.created_at
   FROM purchase_returns pr JOIN purchase_return_items ri ON ri.purchase_return_id = pr.id
   WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.purchase_return_id = pr.id)`,
  `UPDATE purchases p JOIN purchase_returns pr ON pr.purchase_id = p.id SET p.returned_total = pr.total_amount`,
];

/** Fills (or tops up) the bench database. Returns the sizes and the seconds it took. */
export async function seedBench(options: TSeedOptions): Promise<{ sizes: TBenchSizes; seconds: number }> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const sizes = benchSizes(options.scale);
  databaseNameOf(options.databaseUrl);
  if (options.fresh) {
    await dropBenchDatabase(options.databaseUrl);
    log('Dropped the bench database.');
  }
  await createDatabaseIfMissing(options.databaseUrl);
  await applyMigrations(options.databaseUrl, { log });
  const { today, roleIds, promises } = await prepareReferenceData(options.databaseUrl);
  const rows = new BenchRows(sizes, today, roleIds, await hashPassword(BENCH_PASSWORD), promises);
  log(
    `Seeding at scale ${options.scale}: ${Object.entries(sizes)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}`,
  );
  await fillTables(options.databaseUrl, rows.tables().map(withWords), {
    batchSize: options.batchSize ?? 2000,
    jobs: options.jobs ?? 2,
    log,
  });
  const connection = await connect(options.databaseUrl);
  try {
    for (const [name, value] of rows.counters()) {
      await connection.query(
        'INSERT INTO counters (name, value, updated_at) VALUES (?, ?, NOW(3)) ON DUPLICATE KEY UPDATE value = GREATEST(value, VALUES(value))',
        [name, value],
      );
    }
    // LOAD DATA bypasses the write paths that keep the per-day report totals and the products' running stock
    // totals: rebuilt from the rows once.
    await connection.beginTransaction();
    for (const sql of CREDIT_NOTE_SEED_SQL) await connection.query(sql);
    for (const spec of DAY_TOTALS) for (const sql of rebuildDayTotalsSql(spec)) await connection.query(sql);
    // The visits' work days were counted in the business's zone: the timesheet_days job has nothing to count.
    await connection.query('UPDATE settings SET work_days_zone = time_zone WHERE id = 1');
    for (const sql of STOCK_REBUILD_SQL) await connection.query(sql);
    await connection.commit();
  } finally {
    await connection.end();
  }
  await billStartedContracts(options.databaseUrl, rows.today, log);
  const analyze = await connect(options.databaseUrl);
  try {
    await analyze.query(
      'ANALYZE TABLE users, amcs, amc_bills, amc_equipment, equipment, services, complaints, sales, sale_items, credit_notes, credit_note_items, purchase_returns, quotations, purchases, tasks, incomes, expenses, products, stock_movements, search_words',
    );
  } finally {
    await analyze.end();
  }
  return { sizes, seconds: (Date.now() - started) / 1000 };
}

/**
 * Rows whose foreign key names no row (each foreign key of the schema, read from information_schema): the seed
 * skips the server's checks, so this is how a test proves the data valid. Empty when all is well.
 */
export async function findOrphans(databaseUrl: string): Promise<string[]> {
  const connection = await connect(databaseUrl);
  try {
    const [keys] = await connection.query<RowDataPacket[]>(
      `SELECT TABLE_NAME AS t, COLUMN_NAME AS c, REFERENCED_TABLE_NAME AS rt, REFERENCED_COLUMN_NAME AS rc
         FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL`,
    );
    const orphans: string[] = [];
    for (const key of keys) {
      const [rows] = await connection.query<RowDataPacket[]>(
        `SELECT COUNT(*) AS n FROM \`${key.t}\` c LEFT JOIN \`${key.rt}\` p ON p.\`${key.rc}\` = c.\`${key.c}\` WHERE c.\`${key.c}\` IS NOT NULL AND p.\`${key.rc}\` IS NULL`,
      );
      if (Number(rows[0]!.n) > 0) orphans.push(`${key.t}.${key.c} -> ${key.rt}: ${rows[0]!.n}`);
    }
    return orphans;
  } finally {
    await connection.end();
  }
}
