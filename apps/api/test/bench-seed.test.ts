import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSizes, BENCH_PASSWORD, BENCH_USERS, findOrphans, seedBench } from '../bench/bench-seed';
import { newJwtSecret, saveInstallConfig } from '../src/config';
import { rebuildSearchWords, SEARCH_WORD_KINDS, type TSearchWordKind } from '../src/lib/list/search-words';
import { keepPromises } from '../src/modules/complaint/complaint-public';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';
import { createTestApp, signIn, type TTestApp } from './helpers/test-app';

const SCALE = 0.0005;

describe('bench seed (pnpm bench:seed)', () => {
  let db: TTestDatabase;
  let t: TTestApp;
  let sql: mysql.Connection;
  const count = async (table: string) =>
    Number((await sql.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${table}\``))[0][0]!.n);

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedBench({ databaseUrl: db.url, scale: SCALE });
    sql = await mysql.createConnection(db.url);
    const dataDir = mkdtempSync(join(tmpdir(), 'amc-bench-test-'));
    saveInstallConfig(dataDir, {
      databaseUrl: db.url,
      jwtSecret: newJwtSecret(),
      installedAt: new Date().toISOString(),
    });
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await sql?.end();
    await t?.close();
    await db?.drop();
  });

  it('writes the sizes of its scale, with every foreign key pointing at a row, and counters past the numbers', async () => {
    const n = benchSizes(SCALE);
    expect(await count('users')).toBe(1 + n.employees + n.suppliers + n.customers);
    for (const table of [
      'amcs',
      'services',
      'complaints',
      'quotations',
      'purchases',
      'tasks',
      'incomes',
      'expenses',
    ] as const)
      expect(await count(table)).toBe(n[table]);
    // Every contract has a billing plan; each begun term has its one bill, made by the product's billing run.
    const bills = await count('amc_bills');
    const [plans] = await sql.query<RowDataPacket[]>(
      `SELECT SUM(billing_cycle = 'none') AS none, SUM(billing_cycle = 'upfront') AS upfront,
              SUM(next_bill_date IS NOT NULL AND billing_cycle = 'upfront') AS unbilled FROM amcs`,
    );
    expect(plans[0]).toMatchObject({ none: '0', upfront: String(bills), unbilled: '0' });
    expect(bills).toBeGreaterThan(0);
    expect(await count('sales')).toBe(n.sales + bills);
    expect(await count('sale_items')).toBeGreaterThanOrEqual(n.sales + bills);
    expect(await findOrphans(db.url)).toEqual([]);
    const [counters] = await sql.query<RowDataPacket[]>("SELECT value FROM counters WHERE name = 'service'");
    expect(Number(counters[0]!.value)).toBe(n.services);
  });

  it('resumes without writing a row twice', async () => {
    const before = await count('sale_items');
    const bills = await count('amc_bills');
    const words = await count('search_words');
    await seedBench({ databaseUrl: db.url, scale: SCALE });
    expect(await count('sale_items')).toBe(before);
    expect(await count('amc_bills')).toBe(bills);
    expect(await count('search_words')).toBe(words);
  });

  it("writes the word index of its rows (through LOAD DATA) as the API's write paths would", async () => {
    const words = async () =>
      (
        await sql.query<RowDataPacket[]>(
          'SELECT kind, word, row_id FROM search_words ORDER BY kind, row_id, word',
        )
      )[0];
    const seeded = await words();
    expect(seeded.length).toBeGreaterThan(0);
    for (const kind of Object.keys(SEARCH_WORD_KINDS) as TSearchWordKind[])
      await rebuildSearchWords(t.app.db.prisma, kind);
    expect(await words()).toEqual(seeded);
  });

  it("writes each complaint's promise columns as the product counts them, its past alerts as sent", async () => {
    const columns =
      // Every complaint not resolved and every fifth resolved one: one update each is all the recount costs.
      'SELECT id, priority, service_level_id, response_due_at, resolution_due_at, due_at, warn_at, alert_at, response_minutes, resolution_minutes FROM complaints WHERE resolved_at IS NULL OR id % 5 = 0 ORDER BY id';
    const seeded = (await sql.query<RowDataPacket[]>(columns))[0];
    expect(new Set(seeded.map((row) => row.priority)).size).toBeGreaterThan(1);
    expect(seeded.some((row) => row.alert_at !== null)).toBe(true);
    const ids = seeded.map((row) => Number(row.id));
    await keepPromises(t.app.db.prisma, ids);
    expect((await sql.query<RowDataPacket[]>(columns))[0]).toEqual(seeded);
  });

  it('serves its rows through the API, to the admin and to the scoped users, and name search finds a seeded name', async () => {
    const admin = await signIn(t.app, BENCH_USERS.admin, BENCH_PASSWORD);
    const get = async (token: string, url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Record<string, unknown>[]; meta: { total: number } }>();
    };
    expect((await get(admin, '/api/service/list')).data.length).toBeGreaterThan(0);
    const users = await get(admin, '/api/user/list?search=Priya');
    expect(users.data.map((u) => u.email)).toContain(BENCH_USERS.customer);
    expect((await get(admin, '/api/sale/list?search=Sharma')).meta.total).toBeGreaterThan(0);

    const employee = await signIn(t.app, BENCH_USERS.employee, BENCH_PASSWORD);
    expect((await get(employee, '/api/service/list')).meta.total).toBeGreaterThan(0);
    const supplier = await signIn(t.app, BENCH_USERS.supplier, BENCH_PASSWORD);
    expect((await get(supplier, '/api/purchase/list')).meta.total).toBeGreaterThan(0);
  });
});
