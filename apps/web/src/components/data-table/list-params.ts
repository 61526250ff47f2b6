import { cleanFilters, type TFilterValue, type TTableUrlState } from './table-url-state';

export type TListParams = Record<string, string | number>;

type TListRequest = {
  fixedFilters?: Record<string, TFilterValue>;
  extraParams?: Record<string, string | number>;
};

/**
 * The shared list query (contracts' ZListQuery) of one view. Fixed filters are merged last, so the screen's
 * own scope (a role tab, a customer's rows) cannot be widened by a filter typed into the address bar.
 */
export function buildListParams(
  state: TTableUrlState,
  { fixedFilters, extraParams }: TListRequest,
): TListParams {
  const filters = { ...cleanFilters(state.filters), ...cleanFilters(fixedFilters ?? {}) };
  const search = state.search.trim();
  const query: TListParams = {
    ...extraParams,
    page: state.page,
    pageSize: state.pageSize,
  };
  if (state.sort) {
    query.sort = state.sort;
    query.order = state.order;
  }
  if (search) query.search = search;
  if (Object.keys(filters).length) query.filters = JSON.stringify(filters);
  return query;
}

/** The export carries the same search, sort and filters as the screen, but every row instead of a page. */
export function buildCsvParams(params: TListParams): TListParams {
  const { page: _page, pageSize: _pageSize, after: _after, before: _before, ...rest } = params;
  return { ...rest, format: 'csv' };
}

/**
 * The page next to the one shown, named by a row the table has (ZListQuery's `after` / `before`): the server
 * finds it by its key range, as fast at page 20,000 as at page 2, instead of counting the rows before it.
 * `view` is the rest of the query it belongs to: another sort, search or page size makes it no key.
 */
export type TPageKey = { page: number; view: string } & ({ after: number } | { before: number });

const viewOf = ({ page: _page, after: _after, before: _before, ...rest }: TListParams) =>
  JSON.stringify(rest);

/**
 * The key of `page` when it is next to the page whose rows are shown (`params` asked for them), by number or
 * counted from the end alike; none for a jump or for page 1 (the server reads the first page from the start anyway).
 */
export function pageKeyFor(
  params: TListParams,
  rows: readonly { id: number }[],
  page: number,
): TPageKey | undefined {
  const shown = Number(params.page);
  const [first, last] = [rows[0], rows.at(-1)];
  if (!first || !last || page === 1) return undefined;
  if (page === shown + 1) return { page, view: viewOf(params), after: last.id };
  if (page === shown - 1) return { page, view: viewOf(params), before: first.id };
  return undefined;
}

/** The list query with the page's key when it is the key of this page of this view. */
export function withPageKey(params: TListParams, key: TPageKey | undefined): TListParams {
  if (!key || key.page !== params.page || key.view !== viewOf(params)) return params;
  return 'after' in key ? { ...params, after: key.after } : { ...params, before: key.before };
}
