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
  const { page: _page, pageSize: _pageSize, ...rest } = params;
  return { ...rest, format: 'csv' };
}
