import {
  ACCOUNT_ENTRY_SORT_COLUMNS,
  AMC_SORT_COLUMNS,
  COMPLAINT_SORT_COLUMNS,
  PRODUCT_SORT_COLUMNS,
  PURCHASE_SORT_COLUMNS,
  QUOTATION_SORT_COLUMNS,
  REPORT_KINDS,
  REPORT_PATHS,
  SALE_SORT_COLUMNS,
  SERVICE_SORT_COLUMNS,
  STOCK_SORT_COLUMNS,
  TASK_SORT_COLUMNS,
  USER_SORT_COLUMNS,
} from '@amc/contracts';
import { formatDocumentNumber, type TCounterName } from '../lib/counters';
import type { TBenchRole } from './bench-seed';

/** One measured call: a page of a list (`page` worked out from the list's total), a report or the dashboard. */
export type TBenchOperation = {
  name: string;
  role: TBenchRole;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, string>;
  page?: 'deep' | 'last';
};

/**
 * Every list of the product: its sorts, a document number to search for (by its series' counter: a prefix of
 * the middle record's number) or a fixed term, a name people remember, and the scoped roles that reach it.
 */
const LISTS: {
  list: string;
  path: string;
  sorts: readonly string[];
  number: TCounterName | string | null;
  name: string;
  /** One filter the list offers (the issue asks for each; one a list for now). */
  filter: Record<string, string | number>;
  roles: TBenchRole[];
}[] = [
  {
    list: 'service',
    path: '/api/service/list',
    sorts: SERVICE_SORT_COLUMNS,
    number: 'service',
    name: 'Priya',
    filter: { status: 'open' },
    roles: ['employee', 'customer'],
  },
  {
    list: 'complaint',
    path: '/api/complaint/list',
    sorts: COMPLAINT_SORT_COLUMNS,
    number: 'complaint',
    name: 'Priya',
    filter: { status: 'open' },
    roles: ['employee', 'customer'],
  },
  {
    list: 'amc',
    path: '/api/amc/list',
    sorts: AMC_SORT_COLUMNS,
    number: 'amc',
    name: 'Priya',
    filter: { status: 'open' },
    roles: ['employee', 'customer'],
  },
  {
    list: 'sale',
    path: '/api/sale/list',
    sorts: SALE_SORT_COLUMNS,
    number: 'sale',
    name: 'Sharma',
    filter: { payment_status: 'unpaid' },
    roles: ['customer'],
  },
  {
    list: 'quotation',
    path: '/api/quotation/list',
    sorts: QUOTATION_SORT_COLUMNS,
    number: 'quotation',
    name: 'Sharma',
    filter: { status: 'open' },
    roles: ['customer'],
  },
  {
    list: 'purchase',
    path: '/api/purchase/list',
    sorts: PURCHASE_SORT_COLUMNS,
    number: 'purchase',
    name: 'Manoj',
    filter: { status: 'ordered' },
    roles: ['supplier'],
  },
  {
    list: 'task',
    path: '/api/task/list',
    sorts: TASK_SORT_COLUMNS,
    number: null,
    name: 'Priya',
    filter: { status: 'open' },
    roles: ['employee'],
  },
  {
    list: 'user',
    path: '/api/user/list',
    sorts: USER_SORT_COLUMNS,
    number: 'customer',
    name: 'Priya',
    filter: { role: 'customer' },
    roles: [],
  },
  {
    list: 'product',
    path: '/api/product/list',
    sorts: PRODUCT_SORT_COLUMNS,
    number: 'PRD-0001',
    name: 'Voltas',
    filter: { brand_id: 1 },
    roles: [],
  },
  {
    list: 'stock',
    path: '/api/stock/list',
    sorts: STOCK_SORT_COLUMNS,
    number: 'PRD-0001',
    name: 'Voltas',
    filter: { brand_id: 1 },
    roles: [],
  },
  {
    list: 'income',
    path: '/api/income/list',
    sorts: ACCOUNT_ENTRY_SORT_COLUMNS,
    number: null,
    name: 'Service',
    filter: { label: 'Pune office' },
    roles: [],
  },
  {
    list: 'expense',
    path: '/api/expense/list',
    sorts: ACCOUNT_ENTRY_SORT_COLUMNS,
    number: null,
    name: 'Rent',
    filter: { label: 'Pune office' },
    roles: [],
  },
];

const REPORTS = [
  ...REPORT_KINDS.map((kind) => ({ report: kind, path: `/api${REPORT_PATHS[kind]}` })),
  { report: 'income', path: '/api/income/monthly/report' },
  { report: 'expense', path: '/api/expense/monthly/report' },
];

const DAY = 86_400_000;
const RANGES = [
  ['1 month', 30],
  ['1 year', 365],
  ['5 years', 5 * 365],
] as const;

/**
 * The operation table of `pnpm bench`: for each list page 1, a deep page, the last page, each sort both ways,
 * a number search, a name search and a filter as admin, and page 1, last page and name search as each scoped
 * role that reaches it; each report over 1 month, 1 year and 5 years; the dashboard for every role.
 */
export function benchOperations(counters: Record<string, number>, today: Date): TBenchOperation[] {
  const numberSearch = (number: string) =>
    number in counters
      ? formatDocumentNumber(number as TCounterName, Math.ceil(counters[number]! / 2)).slice(0, -1)
      : number;
  const lists = LISTS.flatMap(({ list, path, sorts, number, name, filter, roles }): TBenchOperation[] => {
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
      ...sorts.flatMap((sort) =>
        (['asc', 'desc'] as const).map((order) => op(`sort ${sort} ${order}`, { query: { sort, order } })),
      ),
      ...(number
        ? [op(`search number "${numberSearch(number)}"`, { query: { search: numberSearch(number) } })]
        : []),
      op(`search name "${name}"`, { query: { search: name } }),
      op(
        `filter ${Object.entries(filter)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`,
        { query: { filters: JSON.stringify(filter) } },
      ),
      ...roles.flatMap((role) => [
        op(`${role} · page 1`, { role }),
        op(`${role} · last page`, { role, page: 'last' }),
        op(`${role} · search name "${name}"`, { role, query: { search: name } }),
      ]),
    ];
  });
  const end = today.toISOString().slice(0, 10);
  const reports = REPORTS.flatMap(({ report, path }) =>
    RANGES.map(([label, days]): TBenchOperation => ({
      name: `report ${report} · ${label}`,
      role: 'admin',
      method: 'POST',
      path,
      body: { start_date: new Date(today.getTime() - days * DAY).toISOString().slice(0, 10), end_date: end },
    })),
  );
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
  return [health, ...lists, ...reports, ...dashboards];
}
