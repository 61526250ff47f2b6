import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerCount } from '../src/cluster';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { openStream, type SseClient } from './helpers/sse-client';
import { freePort } from './helpers/free-port';
import { until } from './helpers/until';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** The primary's worker processes (its other child is tsx's esbuild service). */
const workersOf = (primary: ChildProcess) =>
  spawnSync('pgrep', ['-P', String(primary.pid), '-f', 'main.ts'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

describe('WEB_CONCURRENCY', () => {
  it('is one worker per core unless set, and refuses what is not a count', () => {
    expect(workerCount({}, 6)).toBe(6);
    expect(workerCount({ WEB_CONCURRENCY: '1' }, 6)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: ' 3 ' }, 6)).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'many', '1000'])
      expect(() => workerCount({ WEB_CONCURRENCY: bad }, 6)).toThrow(/WEB_CONCURRENCY/);
  });
});

/**
 * `node src/main.ts` with WEB_CONCURRENCY=2 on an installed data folder (cluster.ts): two workers on one port; a
 * notice published in either reaches the streams both hold without Redis (through the primary); a worker killed is
 * started again while the other answers; SIGHUP replaces both one at a time without a failed request; SIGTERM ends
 * all with exit code 0.
 */
describe('pnpm start on every core', { timeout: 120_000 }, () => {
  let t: TInstalledApp;
  let primary: ChildProcess;
  let base = '';
  let exited: Promise<number | null>;
  const streams: SseClient[] = [];
  /** A new client's request: a connection of its own (no keep-alive), so the primary deals it to a worker. */
  const send = (path: string, body?: object) =>
    new Promise<number>((resolve) => {
      const sent = request(
        `${base}${path}`,
        {
          agent: false,
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', () => resolve(0));
      // A connection the primary dealt to a worker just killed, before it heard of the death, is never answered:
      // Node's cluster loses it. It counts as the one failed request, instead of holding the poll for ever.
      sent.setTimeout(5000, () => sent.destroy());
      sent.end(body ? JSON.stringify(body) : undefined);
    });
  const health = () => send('/api/health');

  beforeAll(async () => {
    t = await createInstalledApp();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    await until(
      'both workers listening',
      () => Promise.all([health(), workersOf(primary)]),
      ([status, pids]) => status === 200 && pids.length === 2,
    );
  }, 90_000);
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    await t?.close();
  });

  it('passes a notice published in one worker to the streams held by both', async () => {
    const employee = await createUser(t.app, 'employee', 'cluster@example.com');
    const token = await signIn(t.app, 'cluster@example.com', 'Secret123');
    // Each stream holds a connection of its own, and the primary deals new connections to the workers in turn.
    for (let i = 0; i < 4; i += 1) streams.push(await openStream(base, token));
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const update = await fetch(`${base}/api/role/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role_id: role.id, permissions: ['dashboard_view'] }),
    });
    expect(update.status).toBe(200);
    for (const stream of streams)
      await stream.waitUntil(() => stream.events.length > 0, `the notice to employee ${employee.id}`);
    expect(streams.map((stream) => stream.events)).toEqual(
      Array.from({ length: 4 }, () => ['employee_permission_updated']),
    );
    // Worker 2 leaves the jobs to worker 1, and still says when they run next.
    const jobs = await Promise.all(
      [1, 2].map(() =>
        fetch(`${base}/api/mail/jobs`, { headers: { authorization: `Bearer ${t.adminToken}` } }).then(
          (response) => response.json() as Promise<{ data: { next_run: string | null }[] }>,
        ),
      ),
    );
    for (const answer of jobs) expect(answer.data.filter((job) => job.next_run === null)).toEqual([]);
  });

  it("counts one address's tries together, whichever worker takes them", async () => {
    // Three password-reset mails an hour to one address: the fourth is refused though two workers took them.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(await send('/api/password/email', { email: 'no.one@example.com' }));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('starts a worker that died again, while the other answers', async () => {
    const before = workersOf(primary);
    process.kill(before[0]!, 'SIGKILL');
    const statuses: number[] = [];
    const after = await until(
      'a worker in place of the dead one',
      async () => {
        statuses.push(await health());
        return workersOf(primary);
      },
      (pids) => pids.length === 2 && !pids.includes(before[0]!),
    );
    expect(after).toContain(before[1]);
    await until('the new worker listening', health, (status) => status === 200);
    // A connection dealt to the dead worker before the primary knew is the only one that can fail.
    expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
  });

  it('replaces both workers one at a time on SIGHUP without a failed request', async () => {
    const before = workersOf(primary);
    primary.kill('SIGHUP');
    const statuses: number[] = [];
    await until(
      'two new workers',
      async () => {
        // Several new connections at once, so some are dealt to a worker just as it stops.
        statuses.push(...(await Promise.all(Array.from({ length: 8 }, health))));
        return workersOf(primary);
      },
      (pids) => pids.length === 2 && pids.every((pid) => !before.includes(pid)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('ends every worker and itself with exit code 0 on SIGTERM', async () => {
    const workers = workersOf(primary);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
