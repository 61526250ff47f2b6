import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { buildApp } from '../src/app';
import { newJwtSecret, saveInstallConfig } from '../src/config';
import { parseDatabaseUrl } from '../src/db/migrate';
import type { Prisma } from '../src/generated/prisma/client';
import { readBenchArgs } from './bench-args';
import {
  benchOperations,
  scaleMeasurementNames,
  type TBenchOperation,
  type TBenchValues,
} from './bench-operations';
import {
  httpCall,
  latencies,
  loadMix,
  measureExport,
  measureStreams,
  percentile,
  runClients,
  sampleMemory,
  type TCall,
  type TLatencies,
} from './bench-scale';
import { measureAlertRun } from './bench-alerts';
import { measureBillingRun } from './bench-billing';
import { BENCH_IMPORT_ROWS, measureImport } from './bench-import';
import { BENCH_PASSWORD, BENCH_USERS, type TBenchRole } from './bench-seed';
import { startCluster } from './bench-cluster';
import { processCpuMs, processRssMb } from './bench-cpu';

/**
 * `pnpm bench [--runs 30] [--only <regex>] [--out file.md] [--duration 30] [--clients 200] [--streams 500]
 * [--writes 200] [--write-clients 20] [--workers 2]`: starts the API on a free local port against BENCH_DATABASE_URL (seeded
 * by `pnpm bench:seed`), times each operation of bench-operations.ts over HTTP, records the SQL the API ran for
 * it (Prisma's query events) and times the same statements through mysql2; then the measurements at scale of
 * bench-scale.ts: a CSV export of every complaint with the API's memory, concurrent clients on the lists,
 * open event streams and one permission notice, and complaint and sale stores (these add rows). With `--workers N`
 * the load on the lists is sent to `pnpm start`'s cluster of N workers on the same installation (bench-cluster.ts);
 * `--mix <regex>` keeps the load's list calls whose names match (`--mix 'page 1$'`: first pages only).
 */

type TResult = {
  name: string;
  status: number;
  api: TTimes;
  raw: TTimes;
  statements: number;
};
type TTimes = { p50: number; p95: number };

/** The one timing helper: a warm-up call, then `runs` calls one after another; p50 and p95 in ms. */
async function measure(runs: number, call: () => Promise<unknown>): Promise<TTimes> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Prisma's parameters as the raw replay sends them: its ISO times become MySQL datetimes, and LIMIT / OFFSET, which
 * the query event shows as text (Prisma holds them as BigInt), become numbers again, as the SQL has them. The
 * replay sends them with the text (mysql2 `query`): bound through mysql2's binary protocol, which sends a number
 * as a DOUBLE, a re-executed page query planned its LIMIT as unknown and sorted the table (2.3 s against 3 ms).
 */
const rawParams = (query: string, params: string) => {
  const values = (JSON.parse(params) as (string | number | boolean | null)[]).map((value) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
      ? value.replace('T', ' ').replace('Z', '')
      : value,
  );
  const limits = /LIMIT \? OFFSET \?\)?( AS `sub`)?\s*$/.test(query) ? 2 : /LIMIT \?\s*$/.test(query) ? 1 : 0;
  // A LIMIT inside the count's subquery is followed by ") AS `sub`"; anywhere else LIMIT / OFFSET end the text.
  for (let i = values.length - limits; i < values.length; i += 1) values[i] = Number(values[i]);
  return values;
};

/** Real filter values from the bench data: the bench users (who hold many rows), a contract, categories. */
async function benchValues(db: mysql.Connection): Promise<TBenchValues> {
  const one = async (sql: string, params: unknown[] = []) => {
    const [rows] = await db.query<RowDataPacket[]>(sql, params);
    const id = Number(rows[0]?.id);
    if (!id) throw new Error(`The bench data has no row for: ${sql} (run pnpm bench:seed first).`);
    return id;
  };
  const user = (role: TBenchRole) => one('SELECT id FROM users WHERE email = ?', [BENCH_USERS[role]]);
  const category = (type: string) => one('SELECT MIN(id) AS id FROM categories WHERE type = ?', [type]);
  const customerId = await user('customer');
  return {
    customerId,
    employeeId: await user('employee'),
    supplierId: await user('supplier'),
    amcId: await one('SELECT MIN(id) AS id FROM amcs WHERE customer_id = ?', [customerId]),
    // The product most items stand on: its filter is the widest.
    productId: await one(
      'SELECT product_id AS id FROM equipment GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 1',
      [],
    ),
    complaintTypeId: await category('complaint_type'),
    taskTypeId: await category('task_type'),
    brandId: await category('brand'),
    categoryId: await category('product_category'),
    unitId: await category('unit'),
  };
}

/** A sample of ids of a table (spread over it), for writes that should not all touch the same rows. */
async function sampleIds(db: mysql.Connection, sql: string, count = 200): Promise<number[]> {
  const [rows] = await db.query<RowDataPacket[]>(`${sql} ORDER BY RAND() LIMIT ${count}`);
  return rows.map((row) => Number(row.id));
}

const args = readBenchArgs();
const dataDir = mkdtempSync(join(os.tmpdir(), 'amc-bench-'));
saveInstallConfig(dataDir, {
  databaseUrl: args.databaseUrl,
  jwtSecret: newJwtSecret(),
  installedAt: new Date().toISOString(),
});
let captured: Prisma.QueryEvent[] | null = null;
const app = await buildApp({
  dataDir,
  logLevel: 'silent',
  startWorkers: false,
  webDistDir: undefined,
  // The held users' sweep would land its statements among an operation's (they are recorded to be replayed).
  tokenUserSweepMs: 0,
  onDbQuery: (event) => captured?.push(event),
});
const raw = await mysql.createConnection(parseDatabaseUrl(args.databaseUrl));

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const tokens = {} as Record<TBenchRole, string>;
  const signIn = async (role: TBenchRole) => {
    const email = BENCH_USERS[role];
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`Sign-in of ${email} failed (${response.status}): run pnpm bench:seed first.`);
    tokens[role] = ((await response.json()) as { accessToken: string }).accessToken;
  };
  for (const role of Object.keys(BENCH_USERS) as TBenchRole[]) await signIn(role);

  const send = async (op: TBenchOperation, page?: number, after?: number) => {
    const url = new URL(op.path, base);
    for (const [key, value] of Object.entries({
      ...op.query,
      ...(page ? { page } : {}),
      ...(after ? { after } : {}),
    }))
      url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method: op.method,
      headers: {
        authorization: `Bearer ${tokens[op.role]}`,
        ...(op.body ? { 'content-type': 'application/json' } : {}),
      },
      body: op.body ? JSON.stringify(op.body) : undefined,
    });
    return { status: response.status, text: await response.text() };
  };

  type TPageAnswer = {
    data: { id: number }[];
    meta: { total: number; totalExact: boolean; pageSize: number };
  };
  const pageAnswer = async (op: TBenchOperation, page?: number) =>
    JSON.parse((await send(op, page)).text) as TPageAnswer;
  /**
   * The real last page of a list as this caller sees it. The API counts at most COUNT_WINDOW rows past a page
   * ("10,000+"), so beyond that the last page is found by asking: pages doubling until one is empty, then halving
   * between the last full and the first empty one. Once per list (its path, query and caller).
   */
  const lastPages = new Map<string, Promise<number>>();
  const lastPageOf = (op: TBenchOperation) => {
    const key = `${op.role} ${op.path} ${JSON.stringify(op.query)}`;
    if (!lastPages.has(key))
      lastPages.set(
        key,
        (async () => {
          const { meta } = await pageAnswer(op);
          let full = Math.max(1, Math.ceil(meta.total / meta.pageSize));
          if (meta.totalExact) return full;
          let empty = full * 2;
          while ((await pageAnswer(op, empty)).data.length) [full, empty] = [empty, empty * 2];
          while (empty - full > 1) {
            const middle = Math.floor((full + empty) / 2);
            if ((await pageAnswer(op, middle)).data.length) full = middle;
            else empty = middle;
          }
          return full;
        })(),
      );
    return lastPages.get(key)!;
  };
  /** The page a "deep" (the middle) or "last" operation asks for, of the list's real length; -1 from the end. */
  const pageOf = async (op: TBenchOperation) => {
    if (!op.page) return undefined;
    if (op.page === 'end') return -1;
    const last = await lastPageOf(op);
    return op.page === 'last' ? last : Math.max(1, Math.floor(last / 2));
  };

  const [counterRows] = await raw.query<RowDataPacket[]>('SELECT name, value FROM counters');
  const counters = Object.fromEntries(counterRows.map((r) => [r.name as string, Number(r.value)]));
  const [[settings]] = await raw.query<RowDataPacket[]>(
    'SELECT installed_at, VERSION() AS version FROM settings',
  );
  const [[pool]] = await raw.query<RowDataPacket[]>('SELECT @@innodb_buffer_pool_size AS size');
  const only = args.only ? new RegExp(args.only, 'i') : null;
  const values = await benchValues(raw);
  const startLoad = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const today = new Date(settings!.installed_at as Date);
  const allOperations = benchOperations(counters, today, values);
  const operations = allOperations.filter((op) => !only || only.test(op.name));

  const results: TResult[] = [];
  for (const op of operations) {
    const page = await pageOf(op);
    // Next's key: the last row of the page before, read once here (the table has it on screen).
    const after = op.next && page && page > 1 ? (await pageAnswer(op, page - 1)).data.at(-1)?.id : undefined;
    // Once before the statements are kept: the caller's user is then held, as it is for every later request.
    await send(op, page, after);
    captured = [];
    const { status } = await send(op, page, after);
    const statements = captured;
    captured = null;
    if (status !== 200) {
      results.push({
        name: op.name,
        status,
        api: { p50: NaN, p95: NaN },
        raw: { p50: NaN, p95: NaN },
        statements: statements.length,
      });
      console.log(`${op.name}: answered ${status}`);
      continue;
    }
    const api = await measure(args.runs, () => send(op, page, after));
    const sql = statements.map((s) => ({ query: s.query, params: rawParams(s.query, s.params) }));
    if (args.sql)
      for (const [i, s] of statements.entries()) {
        // Each statement once more on the raw connection, timed, so a slow one stands out.
        const started = performance.now();
        await raw.query(sql[i]!.query, sql[i]!.params);
        const took = (performance.now() - started).toFixed(1);
        console.log(`  [raw ${took} ms] ${s.query}  -- ${s.params}`);
      }
    const rawTimes = await measure(args.runs, async () => {
      for (const statement of sql) await raw.query(statement.query, statement.params);
    });
    results.push({ name: op.name, status, api, raw: rawTimes, statements: sql.length });
    console.log(
      `${op.name}: ${api.p50.toFixed(1)} / ${api.p95.toFixed(1)} ms, raw ${rawTimes.p50.toFixed(1)} / ${rawTimes.p95.toFixed(1)} ms, ${sql.length} statements`,
    );
  }

  const ms = (value: number) =>
    Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
  // The measurements at scale, each selected by --only like the operations above.
  const names = scaleMeasurementNames(args);
  const wanted = (name: string) => !only || only.test(name);
  const scale: { name: string; result: string; target: string; met: boolean | null }[] = [];
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  const fmt = (t: TLatencies) =>
    `p50 ${ms(t.p50)} / p95 ${ms(t.p95)} / p99 ${ms(t.p99)} ms (max ${ms(t.max)})`;
  const errorText = (errors: Record<string, number>) =>
    Object.entries(errors)
      .map(([kind, count]) => `${count} × ${kind}`)
      .join(', ') || '0';
  const count = (errors: Record<string, number>) => Object.values(errors).reduce((a, b) => a + b, 0);
  const writesWanted = [
    names.complaintSequential,
    names.complaintConcurrent,
    names.saleSequential,
    names.saleConcurrent,
  ].some(wanted);
  if (
    writesWanted ||
    [
      names.export,
      names.load,
      names.events,
      names.billing,
      names.alerts,
      names.backup,
      names.import,
      names.cpu,
    ].some(wanted)
  )
    console.log(`\nMeasurements at scale (load average ${load()})`);

  if (wanted(names.billing)) {
    const run = await measureBillingRun(args.databaseUrl);
    const line = `${run.made.toLocaleString('en')} bills for ${run.contracts.toLocaleString('en')} contracts in ${run.seconds.toFixed(1)} s (${Math.round(run.made / run.seconds).toLocaleString('en')} bills/s); run again at the same moment: ${run.again} bills in ${run.againSeconds.toFixed(2)} s; load ${load()}`;
    console.log(`${names.billing}: ${line}`);
    scale.push({
      name: names.billing,
      result: line,
      target: '< 120 s, then 0 bills',
      met: run.made >= run.contracts && run.seconds < 120 && run.again === 0,
    });
  }

  if (wanted(names.alerts)) {
    const run = await measureAlertRun(args.databaseUrl);
    const line = `${run.queued.toLocaleString('en')} mails for ${run.backlog.toLocaleString('en')} complaints due of ${run.complaints.toLocaleString('en')} in ${run.seconds.toFixed(2)} s; run again at the same moment: ${run.again} mails in ${run.againSeconds.toFixed(2)} s; load ${load()}`;
    console.log(`${names.alerts}: ${line}`);
    scale.push({
      name: names.alerts,
      result: line,
      target: '< 10 s, then 0 mails',
      met: run.backlog > 0 && run.queued > 0 && run.seconds < 10 && run.again === 0,
    });
  }

  if (wanted(names.backup)) {
    // Back up now, as an admin starts it, while two users page through lists; the API's memory is sampled.
    const mix = loadMix(allOperations);
    const calls: TCall[] = mix.map((op) => ({
      method: 'GET',
      path: op.path,
      token: tokens[op.role],
      query: op.query,
    }));
    const memory = sampleMemory();
    const started = performance.now();
    const start = await fetch(new URL('/api/backup/now', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const times: number[] = [];
    let errors: Record<string, number> = {};
    let row: RowDataPacket | undefined;
    // The lists run in rounds of 10 s until the backup is no longer running.
    for (;;) {
      const run = await runClients(2, { kind: 'for', seconds: 10, calls }, base);
      times.push(...run.times);
      for (const [kind, n] of Object.entries(run.errors))
        errors = { ...errors, [kind]: (errors[kind] ?? 0) + n };
      [[row]] = await raw.query<RowDataPacket[]>(
        'SELECT status, size, row_count, table_count, error, finished_at, created_at FROM backups ORDER BY id DESC LIMIT 1',
      );
      if (row?.status !== 'running') break;
    }
    const seconds = (performance.now() - started) / 1000;
    const growth = memory.growth();
    memory.stop();
    const t = latencies(times);
    const took = row?.finished_at
      ? (new Date(row.finished_at as Date).getTime() - new Date(row.created_at as Date).getTime()) / 1000
      : seconds;
    const line = `HTTP ${start.status}, ${String(row?.status)}${row?.error ? ` (${String(row.error)})` : ''}: ${Number(row?.row_count ?? 0).toLocaleString('en')} rows of ${String(row?.table_count)} tables, ${(Number(row?.size ?? 0) / 2 ** 20).toFixed(0)} MB, in ${took.toFixed(0)} s; memory growth rss ${growth.rssGrowthMb.toFixed(0)} MB, heap ${growth.heapGrowthMb.toFixed(0)} MB${growth.liveGrowthMb === null ? '' : `, live heap after collections ${growth.liveGrowthMb.toFixed(0)} MB`}; meanwhile 2 clients on the lists: ${t.count.toLocaleString('en')} requests, errors ${errorText(errors)}, ${fmt(t)}; load ${load()}`;
    console.log(`${names.backup}: ${line}`);
    scale.push({
      name: names.backup,
      result: line,
      target: '< 600 s, memory growth < 200 MB, lists p95 < 100 ms',
      met:
        row?.status === 'done' &&
        took < 600 &&
        growth.rssGrowthMb < 200 &&
        t.p95 < 100 &&
        count(errors) === 0,
    });
  }

  if (wanted(names.import)) {
    const calls: TCall[] = loadMix(allOperations).map((op) => ({
      method: 'GET',
      path: op.path,
      token: tokens[op.role],
      query: op.query,
    }));
    const m = await measureImport(base, tokens.admin, calls, raw);
    const line = `${m.status}: ${m.created.toLocaleString('en')} customers created in ${m.seconds.toFixed(1)} s; memory growth rss ${m.rssGrowthMb.toFixed(0)} MB, heap ${m.heapGrowthMb.toFixed(0)} MB; meanwhile 2 clients on the lists: ${m.lists.count.toLocaleString('en')} requests, errors ${errorText(m.errors)}, ${fmt(m.lists)}; load ${load()}`;
    console.log(`${names.import}: ${line}`);
    scale.push({
      name: names.import,
      result: line,
      target: '< 120 s, memory growth < 200 MB, lists p95 < 100 ms',
      met:
        m.status === 'done' &&
        m.created === BENCH_IMPORT_ROWS &&
        m.seconds < 120 &&
        m.rssGrowthMb < 200 &&
        m.lists.p95 < 100 &&
        count(m.errors) === 0,
    });
  }

  if (wanted(names.export)) {
    const result = await measureExport(base, '/api/complaint/list', tokens.admin);
    const steady = result.rates.slice(1, -1);
    const mean = result.rows / result.seconds;
    const line = `${result.rows.toLocaleString('en')} rows (${(result.bytes / 2 ** 20).toFixed(0)} MB of CSV) in ${result.seconds.toFixed(1)} s, ${Math.round(mean).toLocaleString('en')} rows/s (each second: min ${Math.min(...steady).toLocaleString('en')}, max ${Math.max(...steady).toLocaleString('en')}); memory growth rss ${result.rssGrowthMb.toFixed(0)} MB, heap ${result.heapGrowthMb.toFixed(0)} MB${result.liveGrowthMb === null ? '' : `, live heap after collections ${result.liveGrowthMb.toFixed(0)} MB`}; HTTP ${result.status}; load ${load()}`;
    console.log(`${names.export}: ${line}`);
    scale.push({
      name: names.export,
      result: line,
      target: 'memory growth < 100 MB, steady rate',
      met: result.status === 200 && result.rssGrowthMb < 100,
    });
  }

  if (wanted(names.load)) {
    const mixed = args.mix ? new RegExp(args.mix) : null;
    const mix = loadMix(allOperations).filter((op) => !mixed || mixed.test(op.name));
    const pages = await Promise.all(mix.map((op) => pageOf(op)));
    const calls: TCall[] = mix.map((op, i) => ({
      method: 'GET',
      path: op.path,
      token: tokens[op.role],
      query: { ...op.query, ...(pages[i] ? { page: pages[i] } : {}) },
    }));
    // With --workers, the clients go to `pnpm start`'s cluster on the same installation (its tokens are good there).
    const cluster = args.workers ? await startCluster(dataDir, args.workers) : null;
    const run = await runClients(
      args.clients,
      { kind: 'for', seconds: args.duration, calls },
      cluster?.base ?? base,
    ).finally(() => cluster?.stop());
    const t = latencies(run.times);
    const errors = count(run.errors);
    const line = `${(t.count + errors).toLocaleString('en')} requests over ${calls.length} list calls in ${run.seconds.toFixed(1)} s: ${Math.round((t.count + errors) / run.seconds)} requests/s, errors ${errorText(run.errors)}, ${fmt(t)}; load ${load()}`;
    console.log(`${names.load}: ${line}`);
    scale.push({
      name: names.load,
      result: line,
      target: '0 errors, p99 < 250 ms',
      met: errors === 0 && t.p99 < 250,
    });
  }

  if (wanted(names.cpu)) {
    // Each list page of the load's mix, one request at a time to the API alone in a process of its own: the CPU
    // it used over CPU_REQUESTS requests (/proc, 10 ms ticks: ±0.1 ms a request), after one warm-up each.
    const CPU_REQUESTS = 100;
    const mix = loadMix(allOperations);
    const pages = await Promise.all(mix.map((op) => pageOf(op)));
    const server = await startCluster(dataDir, 1);
    // One kept-alive connection, as a browser's: no connection is set up inside what is measured.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const perPage: { name: string; cpuMs: number }[] = [];
    try {
      for (const [i, op] of mix.entries()) {
        const call: TCall = {
          method: 'GET',
          path: op.path,
          token: tokens[op.role],
          query: { ...op.query, ...(pages[i] ? { page: pages[i] } : {}) },
        };
        const warm = await httpCall(agent, server.base, call);
        if (warm.status !== 200) throw new Error(`${op.name} answered ${warm.status}`);
        const before = processCpuMs(server.pid);
        for (let n = 0; n < CPU_REQUESTS; n += 1) await httpCall(agent, server.base, call);
        perPage.push({ name: op.name, cpuMs: (processCpuMs(server.pid) - before) / CPU_REQUESTS });
      }
      const rssMb = processRssMb(server.pid);
      const sorted = perPage.map((page) => page.cpuMs).sort((a, b) => a - b);
      for (const page of perPage) console.log(`  ${page.name}: ${page.cpuMs.toFixed(1)} ms of API CPU`);
      const worst = perPage.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
      const line = `${perPage.length} list calls, ${CPU_REQUESTS} requests each: median ${percentile(sorted, 0.5).toFixed(1)} ms of API CPU a page, most ${worst.cpuMs.toFixed(1)} ms (${worst.name}); the API's memory after them ${rssMb.toFixed(0)} MB RSS; load ${load()}`;
      console.log(`${names.cpu}: ${line}`);
      scale.push({
        name: names.cpu,
        result: line,
        target: '≤ 3 ms a page; RSS < 400 MB',
        met: worst.cpuMs <= 3 && rssMb < 400,
      });
    } finally {
      agent.destroy();
      await server.stop();
    }
  }

  if (writesWanted) {
    const [customers, employees, products, [tax]] = await Promise.all([
      sampleIds(
        raw,
        "SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.slug = 'customer' AND u.is_active = 1",
      ),
      sampleIds(
        raw,
        "SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.slug = 'employee' AND u.is_active = 1",
      ),
      sampleIds(raw, 'SELECT id FROM products WHERE is_archived = 0'),
      sampleIds(raw, 'SELECT id FROM taxes', 1),
    ]);
    const pick = (ids: number[], n: number) => ids[n % ids.length]!;
    const complaint = (n: number): TCall => ({
      method: 'POST',
      path: '/api/complaint/store',
      token: tokens.admin,
      body: {
        customer_id: pick(customers, n),
        product_id: pick(products, n * 7),
        type_id: values.complaintTypeId,
        description: 'Bench: the indoor unit blows warm air.',
        assigned_to_id: pick(employees, n * 3),
        charge: '250',
      },
    });
    const sale = (n: number): TCall => ({
      method: 'POST',
      path: '/api/sale/store',
      token: tokens.admin,
      body: {
        customer_id: pick(customers, n),
        date: new Date().toISOString().slice(0, 10),
        billing_address: 'Bench Traders, 12 MG Road, Pune',
        items: [
          {
            product_id: pick(products, n * 7),
            quantity: 1,
            price: '1500.00',
            tax_id: tax ?? null,
            discount: 0,
          },
          {
            product_id: pick(products, n * 11 + 1),
            quantity: 2,
            price: '250.00',
            tax_id: tax ?? null,
            discount: 5,
          },
        ],
      },
    });
    console.log(
      `  (the writes add ${args.writes} complaints or sales each to ${parseDatabaseUrl(args.databaseUrl).database}: a scratch database only)`,
    );
    for (const [name, clients, body] of [
      [names.complaintSequential, 1, complaint],
      [names.complaintConcurrent, args.writeClients, complaint],
      [names.saleSequential, 1, sale],
      [names.saleConcurrent, args.writeClients, sale],
    ] as const) {
      if (!wanted(name)) continue;
      // One store alone first, with the statements it runs (the token check included): what holds the locks.
      captured = [];
      const probe = body(Math.floor(Math.random() * 1_000_000));
      const answer = await send({
        name,
        role: 'admin',
        method: 'POST',
        path: probe.path,
        body: probe.body as Record<string, string>,
      });
      const statements = captured.length;
      captured = null;
      if (answer.status !== 200)
        throw new Error(`${name}: the probe store answered ${answer.status}: ${answer.text}`);
      const first = Math.floor(Math.random() * 1_000_000);
      const calls = Array.from({ length: args.writes }, (_, i) => body(first + i));
      const run = await runClients(clients, { kind: 'each', calls }, base);
      const t = latencies(run.times);
      const line = `${statements} statements a store; ${args.writes} stores in ${run.seconds.toFixed(1)} s (${Math.round(args.writes / run.seconds)}/s), errors ${errorText(run.errors)}, ${fmt(t)}; load ${load()}`;
      console.log(`${name}: ${line}`);
      scale.push({ name, result: line, target: 'p95 < 100 ms', met: count(run.errors) === 0 && t.p95 < 100 });
    }
  }

  // Last: the notice comes from saving the employee role's rights unchanged, which still ends the sessions of
  // its users (their token version goes up), so the employee signs in again afterwards.
  if (wanted(names.events)) {
    const roles = JSON.parse(
      (await send({ name: 'roles', role: 'admin', method: 'GET', path: '/api/role/list' })).text,
    ) as { data: { id: number; slug: string; permissions: string[] }[] };
    const employeeRole = roles.data.find((role) => role.slug === 'employee')!;
    const result = await measureStreams(base, tokens.employee, args.streams, async () => {
      const answer = await fetch(`${base}/api/role/update`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ role_id: employeeRole.id, permissions: employeeRole.permissions }),
      });
      if (!answer.ok) throw new Error(`role/update answered ${answer.status}: ${await answer.text()}`);
    });
    await signIn('employee');
    const line = `${result.opened} of ${args.streams} streams open in ${result.openSeconds.toFixed(1)} s; the notice reached ${result.received}; the last ${ms(result.lastMs)} ms after the change was sent (${ms(result.afterAnswerMs)} ms after its answer; the change itself ${ms(result.changeMs)} ms); load ${load()}`;
    console.log(`${names.events}: ${line}`);
    scale.push({
      name: names.events,
      result: line,
      target: 'all streams within 1 s',
      met: result.opened === args.streams && result.received === result.opened && result.lastMs < 1000,
    });
  }

  const cpus = os.cpus();
  const report = [
    `## Bench run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Data: ${['customer', 'amc', 'service', 'complaint', 'sale'].map((name) => `${(counters[name] ?? 0).toLocaleString('en')} ${name}s`).join(', ')}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; MariaDB/MySQL ${settings!.version} (InnoDB buffer pool ${Math.round(Number(pool!.size) / 2 ** 20)} MB)`,
    `- Load average at the start ${startLoad} (1, 5, 15 min)`,
    `- ${args.runs} requests per operation after one warm-up, one at a time; "raw" runs the statements the API ran for one such request, in order, on one mysql2 connection (values sent with the text); ratio = API p50 / raw p50; statements = SQL round trips of one request (the sign-in check has its user held in memory).`,
    '',
    '| operation | p50 ms | p95 ms | raw p50 | raw p95 | ratio | statements |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) =>
      r.status !== 200
        ? `| ${r.name} | HTTP ${r.status} | | | | | ${r.statements} |`
        : `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.raw.p50)} | ${ms(r.raw.p95)} | ${r.statements ? (r.api.p50 / r.raw.p50).toFixed(2) : '-'} | ${r.statements} |`,
    ),
    '',
    ...(scale.length
      ? [
          `### At scale (load average at the end ${load()})`,
          '',
          ...(writesWanted
            ? ['The writes below added rows to the bench database: run them on a scratch database only.', '']
            : []),
          '| measurement | result | target | met |',
          '|---|---|---|---|',
          ...scale.map((m) => `| ${m.name} | ${m.result} | ${m.target} | ${m.met ? 'yes' : 'no'} |`),
          '',
        ]
      : []),
  ].join('\n');
  console.log(`\n${report}`);
  const out = resolve(
    process.env.INIT_CWD ?? process.cwd(),
    args.out ?? `bench-results/bench-${new Date().toISOString().slice(0, 10)}.md`,
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, report);
  console.log(`Written to ${out}`);
} finally {
  await raw.end();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
