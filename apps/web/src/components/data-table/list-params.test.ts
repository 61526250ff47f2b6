import { describe, expect, it } from 'vitest';
import { buildCsvParams, buildListParams, pageKeyFor, withPageKey } from './list-params';
import { DEFAULT_TABLE_STATE } from './table-url-state';

describe('list params', () => {
  it('asks for the first page by default', () => {
    expect(buildListParams(DEFAULT_TABLE_STATE, {})).toEqual({ page: 1, pageSize: 10 });
  });

  it('sends sort with its order, a trimmed search and the filters as JSON', () => {
    const params = buildListParams(
      { page: 2, pageSize: 25, sort: 'price', order: 'desc', search: '  pump ', filters: { brand_id: '3' } },
      {},
    );
    expect(params).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'price',
      order: 'desc',
      search: 'pump',
      filters: '{"brand_id":"3"}',
    });
  });

  it('lets fixed filters win over filters from the address bar, and adds extra params', () => {
    const params = buildListParams(
      { ...DEFAULT_TABLE_STATE, filters: { role: 'employee', city: 'Pune' } },
      { fixedFilters: { role: 'customer' }, extraParams: { customer_id: 12 } },
    );
    expect(params).toEqual({
      customer_id: 12,
      page: 1,
      pageSize: 10,
      filters: '{"role":"customer","city":"Pune"}',
    });
  });

  it('leaves out an empty search and empty filters', () => {
    expect(buildListParams({ ...DEFAULT_TABLE_STATE, search: '   ', filters: { a: '' } }, {})).toEqual({
      page: 1,
      pageSize: 10,
    });
  });

  it('exports the same view without paging', () => {
    const params = buildListParams(
      { page: 3, pageSize: 50, sort: 'name', order: 'asc', search: 'a', filters: {} },
      { fixedFilters: { role: 'supplier' } },
    );
    expect(buildCsvParams(params)).toEqual({
      sort: 'name',
      order: 'asc',
      search: 'a',
      filters: '{"role":"supplier"}',
      format: 'csv',
    });
  });

  it('names the page next to the shown one by its row, and only for that page of that view', () => {
    const rows = [{ id: 40 }, { id: 39 }, { id: 35 }];
    const shown = { page: 4, pageSize: 3, sort: 'date', order: 'desc' };
    const next = pageKeyFor(shown, rows, 5);
    expect(withPageKey({ ...shown, page: 5 }, next)).toEqual({ ...shown, page: 5, after: 35 });
    const previous = pageKeyFor(shown, rows, 3);
    expect(withPageKey({ ...shown, page: 3 }, previous)).toEqual({ ...shown, page: 3, before: 40 });
    // A key is worth nothing to another page, another sort or page size, or a jump; page 1 needs none.
    expect(withPageKey({ ...shown, page: 6 }, next)).toEqual({ ...shown, page: 6 });
    expect(withPageKey({ ...shown, page: 5, order: 'asc' }, next)).toEqual({
      ...shown,
      page: 5,
      order: 'asc',
    });
    expect(pageKeyFor(shown, rows, 7)).toBeUndefined();
    expect(pageKeyFor({ ...shown, page: 2 }, rows, 1)).toBeUndefined();
    expect(pageKeyFor(shown, [], 5)).toBeUndefined();
    // The key of the page shown does not follow it to the next: the next key is made from its rows.
    expect(pageKeyFor({ ...shown, page: 5, after: 35 }, [{ id: 30 }], 6)).toEqual(
      expect.objectContaining({ page: 6, after: 30 }),
    );
    expect(buildCsvParams({ ...shown, page: 5, after: 35 })).toEqual({
      sort: 'date',
      order: 'desc',
      format: 'csv',
    });
  });
});
