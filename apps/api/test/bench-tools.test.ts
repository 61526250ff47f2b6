import {
  ACCOUNT_ENTRY_FILTERS,
  AMC_FILTERS,
  COMPLAINT_FILTERS,
  PRODUCT_FILTERS,
  PURCHASE_FILTERS,
  QUOTATION_FILTERS,
  SALE_FILTERS,
  SERVICE_FILTERS,
  STOCK_FILTERS,
  TASK_FILTERS,
  USER_FILTERS,
} from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { readBenchArgs } from '../bench/bench-args';
import {
  benchOperations,
  scaleMeasurementNames,
  type TBenchOperation,
  type TBenchValues,
} from '../bench/bench-operations';
import { latencies, loadMix, percentile } from '../bench/bench-scale';

// The pure parts of `pnpm bench`: no database, no server.

const VALUES: TBenchValues = {
  customerId: 702,
  employeeId: 2,
  supplierId: 502,
  amcId: 31,
  productId: 3,
  complaintTypeId: 41,
  taskTypeId: 51,
  brandId: 6,
  categoryId: 26,
  unitId: 36,
};
const COUNTERS = {
  service: 1_000_000,
  complaint: 1_000_000,
  sale: 1_000_000,
  amc: 100_000,
  customer: 50_000,
};
const TODAY = new Date('2026-11-24T00:00:00Z');
const operations = benchOperations(COUNTERS, TODAY, VALUES);

/** The list each contract's filters belong to, as the bench names it. */
const FILTERS: Record<string, readonly string[]> = {
  service: SERVICE_FILTERS,
  complaint: COMPLAINT_FILTERS,
  amc: AMC_FILTERS,
  sale: SALE_FILTERS,
  quotation: QUOTATION_FILTERS,
  purchase: PURCHASE_FILTERS,
  task: TASK_FILTERS,
  user: USER_FILTERS,
  product: PRODUCT_FILTERS,
  stock: STOCK_FILTERS,
  income: ACCOUNT_ENTRY_FILTERS,
  expense: ACCOUNT_ENTRY_FILTERS,
};

const filtersOf = (op: TBenchOperation) =>
  op.query?.filters === undefined ? null : (JSON.parse(String(op.query.filters)) as Record<string, unknown>);

describe('pnpm bench: arguments', () => {
  it('has defaults for every measurement and reads each flag', () => {
    expect(readBenchArgs([])).toMatchObject({
      runs: 30,
      duration: 30,
      clients: 200,
      streams: 500,
      writes: 200,
      writeClients: 20,
      sql: false,
    });
    expect(
      readBenchArgs([
        '--',
        '--runs',
        '5',
        '--only',
        '^sale',
        '--duration',
        '10',
        '--clients',
        '50',
        '--streams',
        '20',
        '--writes',
        '40',
        '--write-clients',
        '4',
        '--sql',
      ]),
    ).toMatchObject({
      runs: 5,
      only: '^sale',
      duration: 10,
      clients: 50,
      streams: 20,
      writes: 40,
      writeClients: 4,
      sql: true,
    });
  });

  it('refuses a count that is not a positive number, naming the flag', () => {
    expect(() => readBenchArgs(['--duration', 'soon'])).toThrow('--duration must be a positive number.');
    expect(() => readBenchArgs(['--write-clients', '0'])).toThrow(
      '--write-clients must be a positive number.',
    );
    expect(() => readBenchArgs(['--clients=-3'])).toThrow('--clients must be a positive number.');
    expect(() => readBenchArgs(['--unknown'])).toThrow();
  });
});

describe('pnpm bench: percentiles', () => {
  it('takes the nearest rank, whatever the order the times came in', () => {
    const times = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1
    expect(
      percentile(
        [...times].sort((a, b) => a - b),
        0.5,
      ),
    ).toBe(50);
    expect(latencies(times)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(latencies([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
    expect(latencies([3, 1, 2]).p95).toBe(3);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('pnpm bench: the operations', () => {
  it('measures every filter each list contract offers, alone, with a real value', () => {
    for (const [list, names] of Object.entries(FILTERS)) {
      const filterOps = operations.filter((op) => op.name.startsWith(`${list} · filter `));
      const single = filterOps.map(filtersOf).filter((f) => f && Object.keys(f).length === 1);
      expect(single.map((f) => Object.keys(f!)[0]).sort(), list).toEqual([...names].sort());
      for (const filter of single) {
        const [value] = Object.values(filter!);
        expect(
          value === '' || value === null || value === undefined,
          `${list} ${JSON.stringify(filter)}`,
        ).toBe(false);
      }
    }
  });

  it('uses the bench users and data for ids, and bounded date ranges', () => {
    const filter = (name: string) => filtersOf(operations.find((op) => op.name.startsWith(name))!);
    expect(filter('service · filter customer_id')).toEqual({ customer_id: VALUES.customerId });
    expect(filter('complaint · filter assigned_to_id')).toEqual({ assigned_to_id: VALUES.employeeId });
    expect(filter('service · filter amc_id')).toEqual({ amc_id: VALUES.amcId });
    expect(filter('service · filter overdue')).toEqual({ overdue: true });
    expect(filter('purchase · filter supplier_id')).toEqual({ supplier_id: VALUES.supplierId });
    expect(filter('task · filter type_id')).toEqual({ type_id: VALUES.taskTypeId });
    expect(filter('complaint · filter type_id')).toEqual({ type_id: VALUES.complaintTypeId });
    expect(filter('sale · filter from')).toEqual({ from: '2026-10-25' });
    // Each list with date filters also has one month in the middle, from and to together.
    for (const list of ['service', 'complaint', 'sale', 'quotation', 'purchase', 'income', 'expense']) {
      const range = operations
        .map(filtersOf)
        .find((f, i) => operations[i]!.name.startsWith(`${list} · `) && f?.from && f?.to);
      expect(range, list).toBeDefined();
      expect(String(range!.from) < String(range!.to)).toBe(true);
    }
  });

  it('gives every operation a distinct name, so --only can pick any one', () => {
    const names = operations.map((op) => op.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('loads the lists with pages and sorts, as admin and as the scoped roles, and nothing else', () => {
    const mix = loadMix(operations);
    expect(mix.length).toBeGreaterThan(50);
    expect(new Set(mix.map((op) => op.role))).toEqual(new Set(['admin', 'employee', 'customer', 'supplier']));
    expect(mix.every((op) => op.method === 'GET' && op.path.endsWith('/list'))).toBe(true);
    expect(mix.some((op) => op.name === 'service · sort service_no desc')).toBe(true);
    expect(mix.some((op) => op.page === 'last')).toBe(true);
    expect(mix.some((op) => /search|filter|report|dashboard|health/.test(op.name))).toBe(false);
  });

  it('names the measurements at scale so that --only selects each kind', () => {
    const names = Object.values(
      scaleMeasurementNames({ clients: 200, streams: 500, writeClients: 20, workers: 0 }),
    );
    const pick = (only: string) => names.filter((name) => new RegExp(only, 'i').test(name));
    expect(pick('^write')).toHaveLength(4);
    expect(pick('complaint store')).toHaveLength(2);
    expect(pick('^export')).toEqual(['export · complaint csv · every row']);
    expect(pick('^load')).toEqual(['load · 200 clients · lists']);
    expect(pick('^events')).toEqual(['events · 500 streams · permission notice']);
    // None of them is picked by a list's name, so `--only '^service'` stays a quick run.
    expect(pick('^(service|sale|complaint)')).toEqual([]);
    expect(operations.some((op) => names.includes(op.name))).toBe(false);
  });
});
