import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@amc/contracts';
import { dateColumn } from '../src/lib/kernel/calendar-date';
import { PNG_1X1 } from './helpers/fixtures';
import { freePort } from './helpers/free-port';
import { RoundRobinProxy } from './helpers/round-robin-proxy';
import { startS3Server, type TS3Server } from './helpers/s3-server';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { SseClient } from './helpers/sse-client';
import {
  createInstalledApp,
  createTestApp,
  installFields,
  multipart,
  signIn,
  startSecondProcess,
  type TInstalledApp,
} from './helpers/test-app';
import { createEmptyTestDatabaseName, dropTestDatabase } from './helpers/test-database';
import { createUser } from './helpers/test-users';
import { until } from './helpers/until';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * Issue 29, section 2: two API processes (`node src/main.ts`, one worker each, as on two machines) on one database,
 * one Redis and one S3-compatible store, behind a round-robin load balancer. A rights change made through one
 * signs out a user whose stream the other holds; a photo stored through one is served by the other; a scheduled
 * mail asked of both is sent once; and no request fails while one of them restarts.
 */
describe('two servers behind a load balancer', { timeout: 120_000 }, () => {
  let t: TInstalledApp;
  let s3: TS3Server;
  const smtp = new SmtpCatcher();
  let proxy: RoundRobinProxy;
  const ports: number[] = [];
  const servers: (ChildProcess | null)[] = [null, null];
  const streams: SseClient[] = [];
  let env: NodeJS.ProcessEnv;

  const health = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
  const startServer = async (index: number) => {
    const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...env, PORT: String(ports[index]) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers[index] = server;
    await until(
      `server ${index} ready`,
      () => health(ports[index]!),
      (status) => status === 200,
    );
  };
  const stopServer = async (index: number) => {
    const server = servers[index]!;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  /** Through the load balancer, with the server that answered. */
  const send = async (path: string, token: string | null, init: RequestInit = {}) => {
    const response = await fetch(`${proxy.url}${path}`, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
    return { response, servedBy: Number(response.headers.get('x-served-by')) };
  };
  /** Moves the load balancer on until its next request goes to `index`. */
  const nextTo = async (index: number) => {
    while (proxy.nextServer !== index) await send('/api/health', null);
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    await smtp.start();
    const store = s3.config('two-servers');
    t = await createInstalledApp({ fileStore: store });
    ports.push(await freePort(), await freePort());
    env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      // This test's own channel on the machine's Redis.
      REDIS_CHANNEL: `amc:test:${process.pid}:${Date.now()}`,
      FILE_STORE: 's3',
      S3_BUCKET: store.bucket,
      S3_ENDPOINT: store.endpoint,
      S3_ACCESS_KEY_ID: store.accessKeyId,
      S3_SECRET_ACCESS_KEY: store.secretAccessKey,
      S3_PREFIX: store.prefix,
    };
    await Promise.all([startServer(0), startServer(1)]);
    proxy = await new RoundRobinProxy(ports).start();
  }, 90_000);
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    for (const server of servers) if (server?.exitCode === null) server.kill('SIGKILL');
    await proxy?.stop();
    await smtp.stop();
    await t?.close();
    await s3?.close();
  });

  it('signs out a user whose stream one server holds when the other changes their rights', async () => {
    await createUser(t.app, 'employee', 'two-servers@example.com');
    const token = await signIn(t.app, 'two-servers@example.com', 'Secret123');
    await nextTo(1);
    const { client, response } = await SseClient.open(proxy.url, token);
    expect(response.headers.get('x-served-by')).toBe('1');
    streams.push(client.read(response));
    await client.waitUntil(() => client.connected, 'the opening comment');

    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await nextTo(0);
    const update = await send('/api/role/update', t.adminToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role_id: role.id, permissions: ['dashboard_view'] }),
    });
    expect(update.response.status).toBe(200);
    expect(update.servedBy).toBe(0);
    await client.waitUntil(() => client.events.length > 0, 'the sign-out notice');
    expect(client.events).toEqual(['employee_permission_updated']);
    // The session has ended on both servers.
    for (const server of [0, 1]) {
      await nextTo(server);
      expect((await send('/api/auth/two-factor', token)).response.status).toBe(401);
    }
  });

  it('serves a photo stored through one server from the other', async () => {
    await nextTo(0);
    const form = multipart(
      { code: 'TWO-1', name: 'Shared AC', model_number: 'T1', price: '100' },
      { image: { filename: 'ac.png', data: PNG_1X1, type: 'image/png' } },
    );
    const stored = await send('/api/product/store', t.adminToken, {
      method: 'POST',
      headers: form.headers as Record<string, string>,
      body: form.payload as Buffer,
    });
    expect(stored.response.status).toBe(200);
    expect(stored.servedBy).toBe(0);
    const image = ((await stored.response.json()) as { data: { image: string } }).data.image;
    const served = await send(image, t.adminToken);
    expect(served.servedBy).toBe(1);
    expect(served.response.status).toBe(200);
    expect(Buffer.from(await served.response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('sends a scheduled mail once, though both servers run its job', async () => {
    const settings = await t.app.db.prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
    const customer = await createUser(t.app, 'customer', 'reminded@example.com');
    const today = todayIn(settings.timeZone);
    const inTwoDays = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await t.app.db.prisma.service.create({
      data: {
        serviceNo: 'SRV-TWO-1',
        title: 'Filter change',
        serviceDate: dateColumn(inTwoDays),
        customerId: customer.id,
        status: 'open',
      },
    });
    const runs = await Promise.all(
      [0, 1].map(() =>
        send('/api/mail/jobs/run', t.adminToken, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'service_reminder' }),
        }),
      ),
    );
    expect(runs.map((run) => run.servedBy).sort()).toEqual([0, 1]);
    // One ran it and queued the mail; the other found it queued (200, none made) or the job busy (409).
    const made = await Promise.all(
      runs.map(async ({ response }) =>
        response.status === 200 ? ((await response.json()) as { data: { made: number } }).data.made : 0,
      ),
    );
    expect(made.sort()).toEqual([0, 1]);
    await smtp.waitFor((mail) => mail.to.includes('reminded@example.com'));
    // Both servers' mail workers have the outbox; the mail is sent, and only once.
    await until(
      'the outbox sent',
      () =>
        t.app.db.prisma.mailOutbox.count({
          where: { toAddress: 'reminded@example.com', status: { not: 'sent' } },
        }),
      (left) => left === 0,
    );
    expect(smtp.mails.filter((mail) => mail.to.includes('reminded@example.com'))).toHaveLength(1);
  });

  it('answers every request while one server restarts', async () => {
    let stopped = false;
    const statuses: number[] = [];
    const traffic = (async () => {
      while (!stopped) statuses.push((await send('/api/health', null)).response.status);
    })();
    await stopServer(1);
    await startServer(1);
    stopped = true;
    await traffic;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('servers sharing one data folder before the install', () => {
  it('take the installation up at their next request once the wizard has run on one of them', async () => {
    const first = await createTestApp();
    const second = await startSecondProcess(first);
    const dbName = await createEmptyTestDatabaseName();
    try {
      expect((await second.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
      const installed = await first.app.inject({
        method: 'POST',
        url: '/api/install',
        payload: installFields(dbName),
      });
      expect(installed.statusCode, installed.body).toBe(200);
      // No restart, no timer: the next request finds config.json and connects.
      expect((await second.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      const token = await signIn(second, 'admin@example.com', 'Admin12345');
      const install = await second.inject({
        method: 'POST',
        url: '/api/install',
        payload: installFields(dbName),
      });
      expect(install.statusCode).toBe(409);
      expect(token).toBeTruthy();
    } finally {
      await second.close();
      await first.close();
      await dropTestDatabase(dbName);
    }
  });
});
