import { describe, expect, it } from 'vitest';
import { buildCsvParams, buildListParams } from './list-params';
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
});
