import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { buildApp } from '../app';
import { newJwtSecret, saveInstallConfig } from '../config';
import { parseDatabaseUrl } from '../db/migrate';
import type { Prisma } from '../generated/prisma/client';
import { readBenchArgs } from './bench-args';
import { benchOperations, type TBenchOperation } from './bench-operations';
import { BENCH_PASSWORD, BENCH_USERS, type TBenchRole } from './bench-seed';

/**
 * `pnpm bench [--runs 30] [--only <regex>] [--out file.md]`: starts the API on a free local port against
 * BENCH_DATABASE_URL (seeded by `pnpm bench:seed`), times each operation of bench-operations.ts over HTTP,
 * records the SQL the API ran for it (Prisma's query events) and times the same statements through mysql2.
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

/** Prisma's parameters as mysql2 takes them: its ISO times become MySQL datetimes. */
const rawParams = (params: string) =>
  (JSON.parse(params) as (string | number | boolean | null)[]).map((value) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
      ? value.replace('T', ' ').replace('Z', '')
      : value,
  );

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
  onDbQuery: (event) => captured?.push(event),
});
const raw = await mysql.createConnection(parseDatabaseUrl(args.databaseUrl));

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const tokens = {} as Record<TBenchRole, string>;
  for (const [role, email] of Object.entries(BENCH_USERS) as [TBenchRole, string][]) {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`Sign-in of ${email} failed (${response.status}): run pnpm bench:seed first.`);
    tokens[role] = ((await response.json()) as { accessToken: string }).accessToken;
  }

  const send = async (op: TBenchOperation, page?: number) => {
    const url = new URL(op.path, base);
    for (const [key, value] of Object.entries({ ...op.query, ...(page ? { page } : {}) }))
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

  /** The page a "deep" or "last" operation asks for, from the list's total as this caller sees it. */
  const pageOf = async (op: TBenchOperation) => {
    if (!op.page) return undefined;
    const { meta } = JSON.parse((await send(op)).text) as { meta: { total: number; pageSize: number } };
    const last = Math.max(1, Math.ceil(meta.total / meta.pageSize));
    return op.page === 'last' ? last : Math.max(1, Math.floor(last / 2));
  };

  const [counterRows] = await raw.query<RowDataPacket[]>('SELECT name, value FROM counters');
  const counters = Object.fromEntries(counterRows.map((r) => [r.name as string, Number(r.value)]));
  const [[settings]] = await raw.query<RowDataPacket[]>(
    'SELECT installed_at, VERSION() AS version FROM settings',
  );
  const [[pool]] = await raw.query<RowDataPacket[]>('SELECT @@innodb_buffer_pool_size AS size');
  const only = args.only ? new RegExp(args.only, 'i') : null;
  const operations = benchOperations(counters, new Date(settings!.installed_at as Date)).filter(
    (op) => !only || only.test(op.name),
  );

  const results: TResult[] = [];
  for (const op of operations) {
    const page = await pageOf(op);
    captured = [];
    const { status } = await send(op, page);
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
    const api = await measure(args.runs, () => send(op, page));
    const sql = statements.map((s) => ({ query: s.query, params: rawParams(s.params) }));
    if (args.sql) for (const s of statements) console.log(`  ${s.query}  -- ${s.params}`);
    const rawTimes = await measure(args.runs, async () => {
      for (const statement of sql) await raw.execute(statement.query, statement.params);
    });
    results.push({ name: op.name, status, api, raw: rawTimes, statements: sql.length });
    console.log(
      `${op.name}: ${api.p50.toFixed(1)} / ${api.p95.toFixed(1)} ms, raw ${rawTimes.p50.toFixed(1)} / ${rawTimes.p95.toFixed(1)} ms, ${sql.length} statements`,
    );
  }

  const ms = (value: number) =>
    Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
  const cpus = os.cpus();
  const report = [
    `## Bench run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Data: ${['customer', 'amc', 'service', 'complaint', 'sale'].map((name) => `${(counters[name] ?? 0).toLocaleString('en')} ${name}s`).join(', ')}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; MariaDB/MySQL ${settings!.version} (InnoDB buffer pool ${Math.round(Number(pool!.size) / 2 ** 20)} MB)`,
    `- ${args.runs} requests per operation after one warm-up, one at a time; "raw" runs the statements the API ran for one such request, in order, on one mysql2 connection (prepared statements); ratio = API p50 / raw p50; statements = SQL round trips of one request (sign-in check included).`,
    '',
    '| operation | p50 ms | p95 ms | raw p50 | raw p95 | ratio | statements |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) =>
      r.status !== 200
        ? `| ${r.name} | HTTP ${r.status} | | | | | ${r.statements} |`
        : `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.raw.p50)} | ${ms(r.raw.p95)} | ${r.statements ? (r.api.p50 / r.raw.p50).toFixed(2) : '-'} | ${r.statements} |`,
    ),
    '',
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
