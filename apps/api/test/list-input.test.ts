import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRoleSlug } from '@amc/contracts';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

/**
 * Every list call of the API (a GET whose query takes `filters`), with one real filter name of each where it has
 * one. The first test compares this with the route table, so a new list cannot be left out of the walk.
 */
const LIST_CALLS: Record<string, string | null> = {
  '/api/activitylog': 'user_id',
  '/api/amc/list': 'customer_id',
  '/api/credit-note/list': 'customer_id',
  '/api/complaint/list': 'customer_id',
  '/api/equipment/list': 'customer_id',
  '/api/expense/list': 'label',
  '/api/income/list': 'label',
  '/api/mail/outbox': 'status',
  '/api/message/inbox': null,
  '/api/message/sent': null,
  '/api/product/archiveList': 'brand_id',
  '/api/product/list': 'brand_id',
  '/api/purchase/list': 'supplier_id',
  '/api/purchase-return/list': 'supplier_id',
  '/api/quotation/list': 'customer_id',
  '/api/sale/list': 'customer_id',
  '/api/service/list': 'customer_id',
  '/api/stock/list': 'brand_id',
  '/api/stock/movements': null,
  '/api/task/list': 'client_id',
  '/api/tax/list': null,
  '/api/user/list': 'role',
};
/** Query parameters a list requires besides the list query (the product made in beforeAll). */
const REQUIRED_QUERY: Record<string, string> = { '/api/stock/movements': 'product_id=1&' };

/** The walks send a thousand requests; a loaded machine needs longer than the default 30 s. */
const WALK_TIMEOUT = 180_000;

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** The filters JSON written by hand, so that "__proto__" stays a key as a caller would send it. */
const filtersParam = (name: string, valueJson: string) => encodeURIComponent(`{"${name}":${valueJson}}`);

describe('list parameters never reach the query as structure', () => {
  let t: TInstalledApp;
  const tokens = {} as Record<Exclude<TRoleSlug, 'admin'> | 'admin', string>;

  beforeAll(async () => {
    t = await createInstalledApp();
    tokens.admin = t.adminToken;
    await t.app.db.prisma.product.create({ data: { id: 1, code: 'P-1', name: 'Pump', price: '10.00' } });
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      await createUser(t.app, role, `${role}@list-input.test`);
      tokens[role] = await signIn(t.app, `${role}@list-input.test`, 'Secret123');
    }
  });
  afterAll(async () => t?.close());

  it('knows every list call of the route table', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    }>();
    const lists = Object.entries(docs.paths)
      .filter(([, path]) => path.get?.parameters?.some((p) => p.in === 'query' && p.name === 'filters'))
      .map(([url]) => url)
      .sort();
    expect(lists).toEqual(Object.keys(LIST_CALLS).sort());
  });

  /** Every role's answer to one bad list query: refused (400, or 403 where the role may not list), never data. */
  async function expectRefused(url: string, query: string, expectedMessage?: RegExp) {
    for (const [role, token] of Object.entries(tokens)) {
      const response = await t.as(token, { url: `${url}?${REQUIRED_QUERY[url] ?? ''}${query}` });
      const label = `${role} ${url}?${decodeURIComponent(query)}`;
      expect([400, 403], label).toContain(response.statusCode);
      const body = response.json();
      expect(body.error, label).toBe(true);
      expect(body.data, label).toBeUndefined();
      if (response.statusCode === 400 && expectedMessage)
        expect(body.message, label).toMatch(expectedMessage);
    }
  }

  it(
    'refuses prototype names as sort columns',
    async () => {
      for (const url of Object.keys(LIST_CALLS)) {
        for (const name of PROTOTYPE_NAMES)
          await expectRefused(url, `sort=${name}`, new RegExp(`^Cannot sort on ${name}\\.$`));
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'refuses prototype names as filters, with plain and with object values',
    async () => {
      for (const url of Object.keys(LIST_CALLS)) {
        for (const name of PROTOTYPE_NAMES) {
          for (const value of ['1', '{"email":{"startsWith":"a"}}', '[1]']) {
            await expectRefused(
              url,
              `filters=${filtersParam(name, value)}`,
              /^Cannot filter on |must be a text, a number or true\/false\.$/,
            );
          }
        }
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'never lets an object or an array into a real filter',
    async () => {
      for (const [url, filter] of Object.entries(LIST_CALLS)) {
        if (!filter) continue;
        for (const value of ['{"not":0}', '{"in":[1,2]}', '[1,2]', '{"gt":""}']) {
          await expectRefused(
            url,
            `filters=${filtersParam(filter, value)}`,
            new RegExp(`^${filter} must be a text, a number or true/false\\.$`),
          );
        }
      }
    },
    WALK_TIMEOUT,
  );

  it('does not take true or a padded number as an id filter', async () => {
    for (const value of ['true', '" 2 "', '"0x3"', '1.5', '2147483648']) {
      await expectRefused(
        '/api/complaint/list',
        `filters=${filtersParam('customer_id', value)}`,
        /^customer_id must be an id\.$/,
      );
    }
  });
});

describe('search terms match their own characters, not LIKE wildcards', () => {
  let t: TInstalledApp;

  beforeAll(async () => {
    t = await createInstalledApp();
    await t.app.db.prisma.activityLog.createMany({
      data: ['%off', '_under', '\\back', 'plain', '50% done'].map((description) => ({
        slug: 'wildcards',
        action: 'note',
        description,
      })),
    });
    await t.app.db.prisma.category.createMany({
      data: ['%brand', '_brand', 'Brand'].map((name) => ({ type: 'brand', name })),
    });
  });
  afterAll(async () => t?.close());

  const logSearch = async (term: string) =>
    (
      await t.as(t.adminToken, {
        url: `/api/activitylog?activity_slug=wildcards&search=${encodeURIComponent(term)}`,
      })
    )
      .json<{ data: { description: string }[] }>()
      .data.map((row) => row.description);

  it('in a list search', async () => {
    expect(await logSearch('%')).toEqual(['%off']);
    expect(await logSearch('_')).toEqual(['_under']);
    expect(await logSearch('\\')).toEqual(['\\back']);
    expect(await logSearch('50%')).toEqual(['50% done']);
    expect(await logSearch('p')).toEqual(['plain']);
  });

  it('in a picker search', async () => {
    const names = async (term: string) =>
      (await t.as(t.adminToken, { url: `/api/category/list?type=brand&search=${encodeURIComponent(term)}` }))
        .json<{ data: { name: string }[] }>()
        .data.map((row) => row.name);
    expect(await names('%')).toEqual(['%brand']);
    expect(await names('_')).toEqual(['_brand']);
  });
});
