import { describe, expect, it } from 'vitest';
import {
  applyTableChange,
  DEFAULT_TABLE_STATE,
  readTableState,
  writeTableState,
  type TTableUrlState,
} from './table-url-state';

const params = (search: string) => new URLSearchParams(search);

describe('table URL state', () => {
  it('reads the defaults from an empty address', () => {
    expect(readTableState(params(''), 'product')).toEqual(DEFAULT_TABLE_STATE);
  });

  it("reads only its own table's parameters", () => {
    const state = readTableState(
      params(
        'product.page=3&product.pageSize=50&product.sort=name&product.order=desc&product.search=ac' +
          '&product.filters=%7B%22brand_id%22%3A%224%22%7D&tax.page=9&tab=2',
      ),
      'product',
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'name',
      order: 'desc',
      search: 'ac',
      filters: { brand_id: '4' },
    });
  });

  it('falls back field by field on a hand-edited link', () => {
    const state = readTableState(
      params('t.page=0&t.pageSize=33&t.order=sideways&t.filters=%5B1%5D&t.sort='),
      't',
    );
    expect(state).toEqual(DEFAULT_TABLE_STATE);
    expect(readTableState(params('t.filters=not-json'), 't').filters).toEqual({});
    expect(readTableState(params('t.page=2.5'), 't').page).toBe(1);
    // A page counted from the end (-1 the last) is a page, and written as one.
    expect(readTableState(params('t.page=-2'), 't').page).toBe(-2);
  });

  it('drops empty and non-scalar filter values', () => {
    const state = readTableState(
      params(`t.filters=${encodeURIComponent('{"a":"","b":null,"c":[1],"d":0,"e":false,"f":"x"}')}`),
      't',
    );
    expect(state.filters).toEqual({ d: 0, e: false, f: 'x' });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state: TTableUrlState = {
      ...DEFAULT_TABLE_STATE,
      page: 2,
      search: 'pump',
      filters: { unit_id: 7 },
    };
    const written = writeTableState(params('tab=2&other.page=4&t.sort=name'), 't', state);
    expect(Object.fromEntries(written)).toEqual({
      tab: '2',
      'other.page': '4',
      't.page': '2',
      't.search': 'pump',
      't.filters': '{"unit_id":7}',
    });
  });

  it('round-trips a full view', () => {
    const state: TTableUrlState = {
      page: 4,
      pageSize: 100,
      sort: 'created_at',
      order: 'asc',
      search: 'a & b',
      filters: { role: 'customer' },
    };
    expect(readTableState(writeTableState(params(''), 'users', state), 'users')).toEqual(state);
  });

  it('goes back to page 1 when the sort, search, filters or page size change', () => {
    const on5 = { ...DEFAULT_TABLE_STATE, page: 5 };
    expect(applyTableChange(on5, { search: 'x' }).page).toBe(1);
    expect(applyTableChange(on5, { sort: 'name', order: 'asc' }).page).toBe(1);
    expect(applyTableChange(on5, { filters: { brand_id: '1' } }).page).toBe(1);
    expect(applyTableChange(on5, { pageSize: 25 }).page).toBe(1);
  });

  it('keeps the page when nothing else changed or when paging itself', () => {
    const on5 = { ...DEFAULT_TABLE_STATE, page: 5, search: 'x' };
    expect(applyTableChange(on5, { search: 'x' })).toEqual(on5);
    expect(applyTableChange(on5, { page: 6 }).page).toBe(6);
    expect(applyTableChange(on5, { page: 2, pageSize: 10 }).page).toBe(2);
  });
});
