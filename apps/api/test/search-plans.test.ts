import { ZListComplaintsQuery, ZListSalesQuery } from '@amc/contracts';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../src/generated/prisma/client';
import type { TCaller } from '../src/lib/kernel/caller';
import { createPrismaClient } from '../src/plugins/database';
import { findComplaints } from '../src/modules/complaint/complaint-list';
import { findSales } from '../src/modules/document/sale-list';
import { SEARCH_PROBE_CHUNK } from '../src/lib/list/search';
import { createQueryRecorder, explain, formatPlan, isSelect, type TPlanRow } from './helpers/query-plans';
import { testDatabaseUrl } from './helpers/test-database';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';

/**
 * The plans of a search's statements at a moderate size (docs/SEARCH.md): each branch on its own index, the
 * people lookup on the name indexes, the page over the union on the primary key; never a scan of the table.
 */
describe('search: the plan of every statement uses its index', () => {
  let t: TInstalledApp;
  let client: PrismaClient;
  let sql: mysql.Connection;
  let admin: TCaller;
  let employee: TCaller;
  let priyaEmployee = 0;
  const recorder = createQueryRecorder();

  beforeAll(async () => {
    t = await createInstalledApp();
    const db = t.app.db.prisma;
    const customer = await db.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    // 5,000 customers over 50 first and 100 last names (1 in 50 is a "Priya"); 40,000 sales and complaints.
    await db.$executeRawUnsafe(`
      INSERT INTO users (role_id, email, password_hash, first_name, last_name, updated_at)
      SELECT ${customer.id}, CONCAT('c', seq, '@example.com'), 'x',
             IF(seq % 50 = 0, 'Priya', CONCAT('First', seq % 50)), CONCAT('Last', seq % 100), NOW(3)
      FROM seq_1_to_5000`);
    const first = (await db.user.findFirstOrThrow({ where: { email: 'c1@example.com' } })).id - 1;
    // 50 employees, one of them a "Priya", each assigned 800 of the complaints.
    const employeeRole = await db.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await db.$executeRawUnsafe(`
      INSERT INTO users (role_id, email, password_hash, first_name, last_name, updated_at)
      SELECT ${employeeRole.id}, CONCAT('e', seq, '@example.com'), 'x',
             IF(seq = 50, 'Priya', CONCAT('Staff', seq)), CONCAT('Worker', seq), NOW(3)
      FROM seq_1_to_50`);
    const firstEmployee = (await db.user.findFirstOrThrow({ where: { email: 'e1@example.com' } })).id - 1;
    priyaEmployee = firstEmployee + 50;
    await db.$executeRawUnsafe(`
      INSERT INTO sales (sale_no, customer_id, date, billing_address, created_at, updated_at)
      SELECT CONCAT('INV-', LPAD(seq, 6, '0')), ${first} + 1 + (seq * 7919) % 5000, '2026-01-01', 'x',
             TIMESTAMPADD(MINUTE, seq, '2025-01-01'), NOW(3)
      FROM seq_1_to_40000`);
    await db.$executeRawUnsafe(`
      INSERT INTO complaints (complaint_no, customer_id, assigned_to_id, complaint_date, description, created_at, updated_at)
      SELECT CONCAT('CMP-', LPAD(seq, 6, '0')), ${first} + 1 + (seq * 7919) % 5000, ${firstEmployee} + 1 + seq % 50,
             '2026-01-01', 'x', TIMESTAMPADD(MINUTE, seq, '2025-01-01'), NOW(3)
      FROM seq_1_to_40000`);
    // Two words of each complaint's description in the word index (lib/list/search-words): one of 8 (5,000
    // complaints each) and one of 4 (10,000 each), as the stores would write them.
    await db.$executeRawUnsafe(`
      INSERT INTO search_words (kind, word, row_id)
      SELECT 1, ELT(1 + id % 8, 'leakage', 'noise', 'cooling', 'smell', 'tripping', 'display', 'remote', 'pressure'),
             id FROM complaints
      UNION ALL
      SELECT 1, ELT(1 + (id DIV 8) % 4, 'kitchen', 'bedroom', 'office', 'shop'), id FROM complaints`);
    await db.$executeRawUnsafe('ANALYZE TABLE users, sales, complaints, search_words');
    client = createPrismaClient(testDatabaseUrl(t.dbName), undefined, recorder.onDbQuery);
    sql = await mysql.createConnection(testDatabaseUrl(t.dbName));
    const adminRow = await db.user.findFirstOrThrow({
      where: { role: { slug: 'admin' } },
      include: { role: true },
    });
    admin = {
      id: adminRow.id,
      email: adminRow.email,
      role: 'admin',
      roleId: adminRow.roleId,
      permissions: new Set(),
      language: null,
      ip: '127.0.0.1',
    };
    employee = { ...admin, id: firstEmployee + 1, role: 'employee', roleId: employeeRole.id };
  }, 120_000);
  afterAll(async () => {
    await client?.$disconnect();
    await sql?.end();
    await t?.close();
  });

  /** EXPLAINs every statement the call ran on `table`, keyed by a short name of what it did. */
  async function plansOf(call: () => Promise<unknown>, table: string) {
    const { statements } = await recorder.record(call);
    const plans: { sql: string; rows: TPlanRow[] }[] = [];
    for (const statement of statements.filter(isSelect)) {
      const rows = await explain(sql, statement);
      if (rows.some((r) => r.table === table || r.table === 'users'))
        plans.push({ sql: statement.query, rows });
    }
    return plans;
  }

  // A table is never scanned. `<derived2>` is no table: it is the capped count's subquery of at most its limit
  // of ids (lib/list/list-query countListRows), which the server reads whole by design.
  const noScan = (plans: { sql: string; rows: TPlanRow[] }[]) => {
    for (const plan of plans)
      for (const row of plan.rows.filter((r) => !r.table?.startsWith('<derived')))
        expect(row.type, `${plan.sql}\n${formatPlan(plan.rows)}`).not.toBe('ALL');
  };
  const keyOf = (plans: { sql: string; rows: TPlanRow[] }[], match: RegExp, table: string) =>
    plans.find((p) => match.test(p.sql))?.rows.find((r) => r.table === table)?.key;

  it('sale by a common name: the people lookup, then customer_id IN on (customer_id, created_at)', async () => {
    const plans = await plansOf(
      () => findSales(client, admin, ZListSalesQuery.parse({ search: 'Priya' })),
      'sales',
    );
    noScan(plans);
    expect(keyOf(plans, /FROM `(?:[^`]+`\.`)?users`/, 'users')).toMatch(
      /users_first_name_last_name_idx|users_last_name_idx/,
    );
    expect(keyOf(plans, /`customer_id` IN/, 'sales')).toBe('sales_customer_id_created_at_idx');
    expect(keyOf(plans, /`sale_no` LIKE/, 'sales')).toBe('sales_sale_no_key');
    // The page's ids, not the capped count over the same ids (the two run side by side, in either order).
    const page = plans.find(
      (p) => /`sales`\.`id` IN/.test(p.sql) && /LIMIT/.test(p.sql) && !/COUNT\(/.test(p.sql),
    );
    expect(page?.rows[0]?.key).toBe('PRIMARY');
  });

  it('sale by a number prefix: the sale_no index, highest numbers first, never the date index', async () => {
    const plans = await plansOf(
      () => findSales(client, admin, ZListSalesQuery.parse({ search: 'INV-0123' })),
      'sales',
    );
    noScan(plans);
    expect(keyOf(plans, /`sale_no` LIKE/, 'sales')).toBe('sales_sale_no_key');
  });

  it('complaint by name and by number: the same shapes on the complaint indexes', async () => {
    const plans = await plansOf(
      () => findComplaints(client, admin, ZListComplaintsQuery.parse({ search: 'Priya' })),
      'complaints',
    );
    noScan(plans);
    expect(keyOf(plans, /`customer_id` IN/, 'complaints')).toBe('complaints_customer_id_created_at_idx');
    expect(keyOf(plans, /`complaint_no` LIKE/, 'complaints')).toBe('complaints_complaint_no_key');
  });

  it("complaint by an assignee's name: only the employees found, on (assigned_to_id, created_at)", async () => {
    const { statements } = await recorder.record(() =>
      findComplaints(client, admin, ZListComplaintsQuery.parse({ search: 'Priya' })),
    );
    const branch = statements.find((s) => /`assigned_to_id` IN/.test(s.query));
    // The 100 "Priya" customers found with her are no assignees: an IN list of them all made MariaDB walk the
    // created_at index instead (docs/SEARCH.md).
    expect(branch?.params.slice(0, -2)).toEqual([priyaEmployee]); // then LIMIT, OFFSET
    const plan = await explain(sql, branch!);
    expect(plan[0]?.key, formatPlan(plan)).toBe('complaints_assigned_to_id_created_at_idx');
  });

  it("an employee's search by a customer's name: one range of (assigned_to_id, customer_id, created_at)", async () => {
    const plans = await plansOf(
      () => findComplaints(client, employee, ZListComplaintsQuery.parse({ search: 'Priya' })),
      'complaints',
    );
    noScan(plans);
    const branch = plans.find((p) => /`customer_id` IN/.test(p.sql));
    expect(branch?.rows[0]?.key, branch && formatPlan(branch.rows)).toBe(
      'complaints_assigned_to_id_customer_id_created_at_idx',
    );
    expect(branch?.rows[0]?.Extra).toContain('Using index');
  });

  /** The plans of the word index's statements (its aliases w0, w1, … or the table itself). */
  async function wordPlansOf(call: () => Promise<unknown>) {
    const { statements } = await recorder.record(call);
    const plans: { sql: string; rows: TPlanRow[] }[] = [];
    for (const statement of statements.filter((s) => isSelect(s) && /search_words/.test(s.query)))
      plans.push({ sql: statement.query, rows: await explain(sql, statement) });
    return plans;
  }

  it('complaint by description words: backward primary-key ranges of the word index, eq_ref probes, no sort', async () => {
    for (const search of ['leakage kitchen', 'kitchen leak', 'leakage']) {
      const plans = await wordPlansOf(() =>
        findComplaints(client, admin, ZListComplaintsQuery.parse({ search })),
      );
      expect(plans.length, search).toBeGreaterThan(0);
      for (const plan of plans) {
        const shown = `${search}: ${plan.sql}\n${formatPlan(plan.rows)}`;
        for (const row of plan.rows.filter((r) => !r.table?.startsWith('<derived'))) {
          expect(row.key, shown).toBe('PRIMARY');
          expect(row.type, shown).toMatch(/^(ref|range|eq_ref)$/);
          expect(row.Extra ?? '', shown).not.toMatch(/filesort|temporary/);
        }
        // Every probe of a further word is one primary-key lookup per candidate.
        for (const row of plan.rows.filter((r) => /^w[1-9]$/.test(r.table ?? '')))
          expect(row.type, shown).toBe('eq_ref');
      }
      // The scan reads the newest rows of its driving word and stops at its LIMIT (no ORDER BY of all of them).
      const scan = plans.find((p) => /STRAIGHT_JOIN/.test(p.sql));
      expect(scan?.rows[0]?.table, search).toBe('w0');
    }
  });

  it("description words within a small scope (a customer's, an employee's): its ids probed in the word index", async () => {
    const customerRow = await t.app.db.prisma.user.findFirstOrThrow({ where: { email: 'c8@example.com' } });
    const customer: TCaller = { ...admin, id: customerRow.id, email: customerRow.email, role: 'customer' };
    // 8 and 800 complaints against "leakage"'s 5,000: the scope is read on its owner's index and each of its ids
    // looked up in the word index by the primary key, never the word's 5,000 rows.
    for (const [caller, owner] of [
      [customer, 'customer_id'],
      [employee, 'assigned_to_id'],
    ] as const) {
      const { statements } = await recorder.record(() =>
        findComplaints(client, caller, ZListComplaintsQuery.parse({ search: 'leakage kitchen' })),
      );
      // The scope's ids: the statement of SEARCH_PROBE_CHUNK rows (the other branches search names and numbers).
      const scopeIds = statements.find(
        (s) =>
          isSelect(s) &&
          !/LIKE|search_words/.test(s.query) &&
          s.params.map(String).includes(String(SEARCH_PROBE_CHUNK)),
      );
      expect(scopeIds?.query).toContain(`\`${owner}\` =`);
      const scopePlan = await explain(sql, scopeIds!);
      expect(scopePlan[0]?.key, formatPlan(scopePlan)).toMatch(new RegExp(`^complaints_${owner}`));
      const probe = statements.find((s) => /w0\.row_id IN/.test(s.query));
      const probePlan = await explain(sql, probe!);
      // The driving word by (kind, word, row_id) or by (kind, row_id): either is a dive per id; the others eq_ref.
      for (const row of probePlan) {
        expect(row.key, formatPlan(probePlan)).toMatch(/^(PRIMARY|search_words_kind_row_id_idx)$/);
        expect(row.type, formatPlan(probePlan)).toBe(row.table === 'w0' ? 'range' : 'eq_ref');
      }
      expect(statements.some((s) => /w0\.row_id </.test(s.query) || /ORDER BY w0/.test(s.query))).toBe(false);
    }
  });

  /** The open complaints having "leakage kitchen", as the administrator's list finds them: a scope larger than the word. */
  const openLeakage = (page = 1, pageSize = 25) =>
    findComplaints(
      client,
      admin,
      ZListComplaintsQuery.parse({
        search: 'leakage kitchen',
        filters: JSON.stringify({ status: 'open' }),
        page: String(page),
        pageSize: String(pageSize),
      }),
    );

  it('description words within a scope larger than the word (a status filter): candidates by primary-key range', async () => {
    const plans = await plansOf(() => openLeakage(), 'complaints');
    noScan(plans);
    const scoped = plans.find((p) => /`complaints`\.`id` IN/.test(p.sql) && /`status` =/.test(p.sql));
    expect(scoped?.rows[0]?.key, scoped && formatPlan(scoped.rows)).toBe('PRIMARY');
  });

  it('a word search reads only as far as the page asks, and paging on reads further', async () => {
    const db = t.app.db.prisma;
    // Two in three complaints open: "leakage kitchen" (one complaint in 32) within the open ones is a scope larger
    // than the word's rows, so its candidates are scanned and checked against the scope a chunk at a time.
    await db.$executeRawUnsafe("UPDATE complaints SET status = 'closed' WHERE id % 3 = 0");
    try {
      const page = async (n: number) => {
        const { result, statements } = await recorder.record(() => openLeakage(n, 10));
        const body = (result as { body: { meta: { total: number; totalExact: boolean } } }).body;
        return { meta: body.meta, scans: statements.filter((s) => /ORDER BY w0/.test(s.query)).length };
      };
      const first = await page(1);
      // The first 500 candidates hold about 333 open ones: enough for page 1, so nothing more is read.
      expect(first.scans).toBe(1);
      expect(first.meta.totalExact).toBe(false);
      expect(first.meta.total).toBeGreaterThan(10);
      expect(first.meta.total).toBeLessThan(500);
      const later = await page(40);
      expect(later.scans).toBeGreaterThan(1);
      expect(later.meta.total).toBeGreaterThan(400);
    } finally {
      await db.$executeRawUnsafe("UPDATE complaints SET status = 'open' WHERE id % 3 = 0");
    }
  });
});
