import {
  ACCOUNT_ENTRY_SORT_COLUMNS,
  AMC_SORT_COLUMNS,
  EQUIPMENT_SORT_COLUMNS,
  COMPLAINT_SORT_COLUMNS,
  PRODUCT_SORT_COLUMNS,
  PURCHASE_SORT_COLUMNS,
  QUOTATION_SORT_COLUMNS,
  ENDPOINTS,
  REPORT_KINDS,
  REPORT_PATHS,
  SALE_SORT_COLUMNS,
  SERVICE_SORT_COLUMNS,
  STOCK_SORT_COLUMNS,
  TASK_SORT_COLUMNS,
  type USER_FILTERS,
  USER_SORT_COLUMNS,
  type TAccountEntryFilter,
  type TAmcFilter,
  type TEquipmentFilter,
  type TComplaintFilter,
  type TProductFilter,
  type TPurchaseFilter,
  type TQuotationFilter,
  type TSaleFilter,
  type TServiceFilter,
  type TStockFilter,
  type TTaskFilter,
} from '@amc/contracts';
import { formatDocumentNumber, type TCounterName } from '../src/lib/rules/counters';
import type { TBenchRole } from './bench-seed';

/** One measured call: a page of a list (`page` worked out from the list's total), a report or the dashboard. */
export type TBenchOperation = {
  name: string;
  role: TBenchRole;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, string>;
  /**
   * The middle of the whole list or its real last page, by number (a link or a jump in the pager asks so); `end`
   * the last page counted from the end (page -1), as the table's "last page" asks while the total is capped.
   */
  page?: 'deep' | 'last' | 'end';
  /** The page asked for as the table's Next asks for it: after the last row of the page before (its key range). */
  next?: true;
};

/**
 * Real values from the bench data for the lists' filters (looked up by `pnpm bench` before it measures): the
 * bench users' own ids (they hold many rows), one of the customer's contracts, and one category of each kind.
 */
export type TBenchValues = {
  customerId: number;
  employeeId: number;
  supplierId: number;
  amcId: number;
  productId: number;
  complaintTypeId: number;
  taskTypeId: number;
  brandId: number;
  categoryId: number;
  unitId: number;
};

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A filter's name and the value the bench sends; a list's filters are typed by its contract's *_FILTERS. */
type TFilters<TName extends string> = Record<TName, string | number | boolean>;

/**
 * Every list of the product: its sorts, every filter its contract offers (each with a real value), a document
 * number to search for (by its series' counter: a prefix of the middle record's number) or a fixed term, a name
 * people remember, words of its texts (the lists searched by word, lib/list/search-words), and the scoped roles that
 * reach it. The date filters bound the last month (from), the
 * first month of the data (to) and, together, one month in the middle.
 */
export function benchLists(values: TBenchValues, today: Date) {
  const monthAgo = day(new Date(today.getTime() - 30 * DAY));
  const firstMonth = day(new Date(today.getTime() - (5 * 365 - 30) * DAY));
  const middle = [
    day(new Date(today.getTime() - 2.5 * 365 * DAY)),
    day(new Date(today.getTime() - (2.5 * 365 - 30) * DAY)),
  ];
  const dates = { from: monthAgo, to: firstMonth } as const;
  // The product and stock lists filter the same product columns.
  const productFilters = { brand_id: values.brandId, category_id: values.categoryId, unit_id: values.unitId };
  return [
    {
      list: 'service',
      path: '/api/service/list',
      sorts: SERVICE_SORT_COLUMNS,
      number: 'service',
      name: 'Priya',
      // Words of the title beyond its first ("Filter cleaning", "Coil cleaning"): 1 service in 5.
      words: 'cleaning',
      filters: {
        status: 'open',
        amc_id: values.amcId,
        customer_id: values.customerId,
        assigned_to_id: values.employeeId,
        overdue: true,
        due: true,
        ...dates,
      } satisfies TFilters<TServiceFilter>,
      range: middle,
      roles: ['employee', 'customer'],
    },
    {
      list: 'complaint',
      path: '/api/complaint/list',
      sorts: COMPLAINT_SORT_COLUMNS,
      number: 'complaint',
      name: 'Priya',
      // Two words of the description, each in 1 complaint in 8-10: every word must match.
      words: 'leakage kitchen',
      filters: {
        status: 'open',
        customer_id: values.customerId,
        assigned_to_id: values.employeeId,
        type_id: values.complaintTypeId,
        priority: 'critical',
        due_at: 'breached',
        ...dates,
      } satisfies TFilters<TComplaintFilter>,
      range: middle,
      roles: ['employee', 'customer'],
    },
    {
      list: 'amc',
      path: '/api/amc/list',
      sorts: AMC_SORT_COLUMNS,
      number: 'amc',
      name: 'Priya',
      // A word of every contract's detail ("4 services every 3 months"): the commonest case.
      words: 'months',
      filters: {
        status: 'open',
        customer_id: values.customerId,
        assigned_to_id: values.employeeId,
        employee_status: 'pending',
      } satisfies TFilters<TAmcFilter>,
      range: null,
      roles: ['employee', 'customer'],
    },
    {
      list: 'equipment',
      path: '/api/equipment/list',
      sorts: EQUIPMENT_SORT_COLUMNS,
      // A serial's prefix, as read off a rating plate (the bench's serials run SN0000001 upwards).
      number: 'SN0001',
      name: 'Priya',
      filters: {
        status: 'in_use',
        customer_id: values.customerId,
        product_id: values.productId,
      } satisfies TFilters<TEquipmentFilter>,
      range: null,
      roles: ['employee', 'customer'],
    },
    {
      list: 'sale',
      path: '/api/sale/list',
      sorts: SALE_SORT_COLUMNS,
      number: 'sale',
      name: 'Sharma',
      filters: {
        payment_status: 'unpaid',
        customer_id: values.customerId,
        overdue_on: day(today),
        ...dates,
      } satisfies TFilters<TSaleFilter>,
      range: middle,
      roles: ['customer'],
    },
    {
      list: 'quotation',
      path: '/api/quotation/list',
      sorts: QUOTATION_SORT_COLUMNS,
      number: 'quotation',
      name: 'Sharma',
      filters: {
        status: 'open',
        customer_id: values.customerId,
        ...dates,
      } satisfies TFilters<TQuotationFilter>,
      range: middle,
      roles: ['customer'],
    },
    {
      list: 'purchase',
      path: '/api/purchase/list',
      sorts: PURCHASE_SORT_COLUMNS,
      number: 'purchase',
      name: 'Manoj',
      filters: {
        status: 'ordered',
        supplier_id: values.supplierId,
        ...dates,
      } satisfies TFilters<TPurchaseFilter>,
      range: middle,
      roles: ['supplier'],
    },
    {
      list: 'task',
      path: '/api/task/list',
      sorts: TASK_SORT_COLUMNS,
      number: null,
      name: 'Priya',
      // A word of the name and description ("Site visit ...", "... of the last visit").
      words: 'inspection',
      filters: {
        status: 'open',
        assigned_to_id: values.employeeId,
        client_id: values.customerId,
        type_id: values.taskTypeId,
      } satisfies TFilters<TTaskFilter>,
      range: null,
      roles: ['employee'],
    },
    {
      list: 'user',
      path: '/api/user/list',
      sorts: USER_SORT_COLUMNS,
      number: 'customer',
      name: 'Priya',
      filters: { role: 'customer' } satisfies TFilters<(typeof USER_FILTERS)[number]>,
      range: null,
      roles: [],
    },
    {
      list: 'product',
      path: '/api/product/list',
      sorts: PRODUCT_SORT_COLUMNS,
      number: 'PRD-0001',
      name: 'Voltas',
      filters: productFilters satisfies TFilters<TProductFilter>,
      range: null,
      roles: [],
    },
    {
      list: 'stock',
      path: '/api/stock/list',
      sorts: STOCK_SORT_COLUMNS,
      number: 'PRD-0001',
      name: 'Voltas',
      filters: productFilters satisfies TFilters<TStockFilter>,
      range: null,
      roles: [],
    },
    {
      list: 'income',
      path: '/api/income/list',
      sorts: ACCOUNT_ENTRY_SORT_COLUMNS,
      number: null,
      name: 'Service',
      filters: { label: 'Pune office', ...dates } satisfies TFilters<TAccountEntryFilter>,
      range: middle,
      roles: [],
    },
    {
      list: 'expense',
      path: '/api/expense/list',
      sorts: ACCOUNT_ENTRY_SORT_COLUMNS,
      number: null,
      name: 'Rent',
      filters: { label: 'Pune office', ...dates } satisfies TFilters<TAccountEntryFilter>,
      range: middle,
      roles: [],
    },
  ] as const satisfies readonly {
    list: string;
    path: string;
    sorts: readonly string[];
    number: TCounterName | string | null;
    name: string;
    /** Words of the texts the list searches by word (lib/list/search-words), for the lists that have such texts. */
    words?: string;
    filters: Record<string, string | number | boolean>;
    /** from and to together (a month in the middle of the data), for the lists with a date filter. */
    range: string[] | null;
    roles: readonly TBenchRole[];
  }[];
}

const REPORTS = [
  ...REPORT_KINDS.map((kind) => ({ report: kind, path: `/api${REPORT_PATHS[kind]}` })),
  { report: 'income', path: '/api/income/monthly/report' },
  { report: 'expense', path: '/api/expense/monthly/report' },
];

const RANGES = [
  ['1 month', 30],
  ['1 year', 365],
  ['5 years', 5 * 365],
] as const;

/**
 * The operation table of `pnpm bench`: for each list page 1, a deep page, the last page, each sort both ways,
 * a number search, a name search, a word search (whole and half typed), each filter alone and the date range as admin, and page 1, last page and
 * name and word search as each scoped role that reaches it; each report over 1 month, 1 year and 5 years; the dashboard
 * for every role.
 */
export function benchOperations(
  counters: Record<string, number>,
  today: Date,
  values: TBenchValues,
): TBenchOperation[] {
  const numberSearch = (number: string) =>
    number in counters
      ? formatDocumentNumber(number as TCounterName, Math.ceil(counters[number]! / 2)).slice(0, -1)
      : number;
  const filterOp = (filter: Record<string, string | number | boolean>) => ({
    label: `filter ${Object.entries(filter)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
    query: { filters: JSON.stringify(filter) },
  });
  const lists = benchLists(values, today).flatMap(
    ({ list, path, sorts, number, name, filters, range, roles, ...rest }): TBenchOperation[] => {
      const words = 'words' in rest ? rest.words : undefined;
      const op = (label: string, extra: Partial<TBenchOperation> = {}): TBenchOperation => ({
        name: `${list} · ${label}`,
        role: 'admin',
        method: 'GET',
        path,
        ...extra,
      });
      return [
        op('page 1'),
        op('deep page', { page: 'deep' }),
        op('last page', { page: 'last' }),
        op('deep page · next', { page: 'deep', next: true }),
        op('last page · next', { page: 'last', next: true }),
        op('last page · from the end', { page: 'end' }),
        ...sorts.flatMap((sort) =>
          (['asc', 'desc'] as const).map((order) => op(`sort ${sort} ${order}`, { query: { sort, order } })),
        ),
        ...(number
          ? [op(`search number "${numberSearch(number)}"`, { query: { search: numberSearch(number) } })]
          : []),
        op(`search name "${name}"`, { query: { search: name } }),
        ...(words
          ? [
              op(`search words "${words}"`, { query: { search: words } }),
              // The last word half typed: a prefix of a few stored words.
              op(`search words "${words.slice(0, -3)}"`, { query: { search: words.slice(0, -3) } }),
            ]
          : []),
        ...[
          ...Object.entries(filters).map(([key, value]) => ({ [key]: value })),
          ...(range ? [{ from: range[0]!, to: range[1]! }] : []),
        ].map((filter) => {
          const { label, query } = filterOp(filter);
          return op(label, { query });
        }),
        ...roles.flatMap((role) => [
          op(`${role} · page 1`, { role }),
          op(`${role} · last page`, { role, page: 'last' }),
          // The list's first filter within the role's rows (a status, mostly: one most rows have).
          ...Object.entries(filters)
            .slice(0, 1)
            .map(([key, value]) => {
              const { label, query } = filterOp({ [key]: value });
              return op(`${role} · ${label}`, { role, query });
            }),
          op(`${role} · search name "${name}"`, { role, query: { search: name } }),
          ...(words ? [op(`${role} · search words "${words}"`, { role, query: { search: words } })] : []),
        ]),
      ];
    },
  );
  const end = day(today);
  const reports = REPORTS.flatMap(({ report, path }) =>
    RANGES.map(([label, days]): TBenchOperation => ({
      name: `report ${report} · ${label}`,
      role: 'admin',
      method: 'POST',
      path,
      body: { start_date: day(new Date(today.getTime() - days * DAY)), end_date: end },
    })),
  );
  // Receivables by age (every open bill grouped by customer), each sort, and a deep page; a customer's statement
  // of a year (the bench customer holds thousands of bills).
  const receivables = (['total', 'bills'] as const).map((sort): TBenchOperation => ({
    name: `report receivables · by ${sort}`,
    role: 'admin',
    method: 'GET',
    path: `/api${ENDPOINTS.report.receivables}`,
    query: { sort, page: sort === 'total' ? 1 : 40 },
  }));
  const statements = (['customer', 'admin'] as const).map((role): TBenchOperation => ({
    name: `statement · customer · 1 year as ${role}`,
    role,
    method: 'GET',
    path: `/api${ENDPOINTS.statement.customer}`,
    query: { id: values.customerId, start_date: day(new Date(today.getTime() - 365 * DAY)), end_date: end },
  }));
  // The business charts by month over 1 and 5 years, and by week over 3 months.
  const charts = (
    [
      ['1 year by month', 365, 'month'],
      ['5 years by month', 5 * 365, 'month'],
      ['3 months by week', 91, 'week'],
    ] as const
  ).map(([label, days, group]): TBenchOperation => ({
    name: `charts · ${label}`,
    role: 'admin',
    method: 'GET',
    path: `/api${ENDPOINTS.report.charts}`,
    query: { from: day(new Date(today.getTime() - days * DAY)), to: end, group },
  }));
  const dashboards = (['admin', 'employee', 'customer', 'supplier'] as const).map(
    (role): TBenchOperation => ({
      name: `dashboard · ${role}`,
      role,
      method: 'GET',
      path: '/api/dashboard/data',
    }),
  );
  // The floor: a signed-in call that reads no table, so the cost of HTTP, auth and serialization shows apart.
  const health: TBenchOperation = {
    name: 'health · no table read',
    role: 'admin',
    method: 'GET',
    path: '/api/health',
  };
  return [health, ...lists, ...reports, ...receivables, ...statements, ...charts, ...dashboards];
}

/** The names of the measurements at scale (selected with --only like the operations). */
export function scaleMeasurementNames(args: {
  clients: number;
  streams: number;
  writeClients: number;
  workers: number;
  mix?: string;
}) {
  return {
    export: 'export · complaint csv · every row',
    load: `load · ${args.clients} clients · lists${args.mix ? ` matching /${args.mix}/` : ''}${args.workers ? ` · ${args.workers} workers` : ''}`,
    complaintSequential: 'write · complaint store · sequential',
    complaintConcurrent: `write · complaint store · ${args.writeClients} clients`,
    saleSequential: 'write · sale store · sequential',
    saleConcurrent: `write · sale store · ${args.writeClients} clients`,
    events: `events · ${args.streams} streams · permission notice`,
    billing: 'job · contract billing · 100,000 contracts',
    alerts: 'job · complaint alerts · every complaint',
    backup: 'job · backup · whole database, lists answering',
    import: 'job · import · 100,000 customers, lists answering',
    cpu: 'cpu · API per list page · one process',
  };
}
