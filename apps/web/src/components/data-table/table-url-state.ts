import { PAGE_SIZES } from '@amc/contracts';

export type TSortOrder = 'asc' | 'desc';
export type TFilterValue = string | number | boolean;

/** What a table shows, as kept in the address bar: a reload or a shared link opens the same view. */
export type TTableUrlState = {
  /** 1, 2 ... by number; -1, -2 ... counted from the list's end (ZListQuery's page). */
  page: number;
  pageSize: number;
  sort: string | null;
  order: TSortOrder;
  search: string;
  filters: Record<string, TFilterValue>;
};

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0];

export const DEFAULT_TABLE_STATE: TTableUrlState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  order: 'asc',
  search: '',
  filters: {},
};

const FIELDS = ['page', 'pageSize', 'sort', 'order', 'search', 'filters'] as const;
type TField = (typeof FIELDS)[number];

/**
 * Every table prefixes its parameters with its id ("product.page=2"): several tables can then live on one
 * page (the profile's tabs) without reading each other's state, and a link says which table it is about.
 */
export function paramName(tableId: string, field: TField): string {
  return `${tableId}.${field}`;
}

function isFilterValue(value: unknown): value is TFilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Empty values mean "no filter": they never travel, so `{}` and `{ brand_id: '' }` are the same view. */
export function cleanFilters(filters: Record<string, unknown>): Record<string, TFilterValue> {
  const clean: Record<string, TFilterValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isFilterValue(value) && value !== '') clean[key] = value;
  }
  return clean;
}

function parseFilters(raw: string | null): Record<string, TFilterValue> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? cleanFilters(parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Reads a table's state; a hand-edited or stale link falls back to the defaults field by field. */
export function readTableState(params: URLSearchParams, tableId: string): TTableUrlState {
  const get = (field: TField) => params.get(paramName(tableId, field));
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const order = get('order');
  return {
    // Counted from the end when negative (-1 the last page), as the list query takes it.
    page: Number.isInteger(page) && page !== 0 ? page : DEFAULT_TABLE_STATE.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: get('sort') || null,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_TABLE_STATE.order,
    search: get('search') ?? '',
    filters: parseFilters(get('filters')),
  };
}

/**
 * The parameters with this table's state written in; defaults are left out so a plain list keeps a plain
 * address. Parameters of other tables and of the page itself stay as they are.
 */
export function writeTableState(
  params: URLSearchParams,
  tableId: string,
  state: TTableUrlState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<TField, string | null> = {
    page: state.page !== 1 ? String(state.page) : null,
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : null,
    sort: state.sort,
    order: state.sort ? state.order : null,
    search: state.search ? state.search : null,
    filters: Object.keys(cleanFilters(state.filters)).length
      ? JSON.stringify(cleanFilters(state.filters))
      : null,
  };
  for (const field of FIELDS) {
    const value = values[field];
    if (value === null) next.delete(paramName(tableId, field));
    else next.set(paramName(tableId, field), value);
  }
  return next;
}

/**
 * A change of the view: a new sort, search or filter shows other rows, so it starts again at page 1;
 * only paging keeps the rest.
 */
export function applyTableChange(state: TTableUrlState, change: Partial<TTableUrlState>): TTableUrlState {
  const resetsPage = (['sort', 'order', 'search', 'filters', 'pageSize'] as const).some(
    (field) => field in change && JSON.stringify(change[field]) !== JSON.stringify(state[field]),
  );
  return { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
}
