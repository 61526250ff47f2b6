import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobScheduler } from '../src/jobs/scheduler';
import { Backoff } from '../src/lib/kernel/background-loop';
import { LocalEventBus } from '../src/lib/kernel/event-bus';
import { enqueueMail } from '../src/lib/documents/outbox';
import { guardProcess } from '../src/lib/kernel/process-guards';
import { MailWorker } from '../src/plugins/mailer';
import { MSG } from '@amc/contracts';
import { CuttingProxy } from './helpers/cutting-proxy';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { testDatabaseServer, testDatabaseUrl } from './helpers/test-database';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';

/** A logger that remembers what was logged, so a test sees the failures the background work reported. */
function recordingLogger() {
  const log = {
    level: 'info',
    fatal: vi.fn(),
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    silent: vi.fn(),
    child: () => log,
  };
  return log;
}
const asLogger = (log: ReturnType<typeof recordingLogger>) => log as unknown as FastifyBaseLogger;

describe('a database fault never ends the process', () => {
  let t: TInstalledApp;
  let smtp: SmtpCatcher;
  // Vitest reports these too; collecting them makes the test itself fail on one.
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    t = await createInstalledApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t?.close();
    await smtp?.stop();
  });
  afterEach(() => expect(unhandled).toEqual([]));

  /** The API serves what does not need the missing table; ready says whether every table is there. */
  const apiAnswers = async (database: 'up' | 'incomplete' = 'up') => {
    const ready = await t.as(null, { method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ database });
    expect(ready.statusCode).toBe(database === 'up' ? 200 : 503);
    const list = await t.as(t.adminToken, { method: 'GET', url: '/api/product/list' });
    expect(list.statusCode).toBe(200);
  };

  it('keeps the mail worker going while its table is missing, and sends again once it is back', async () => {
    const prisma = t.app.db.prisma;
    const log = recordingLogger();
    const worker = new MailWorker(t.app.db, `smtp://127.0.0.1:${smtp.port}`, asLogger(log));
    await prisma.$executeRawUnsafe('RENAME TABLE mail_outbox TO mail_outbox_away');
    try {
      worker.start(20, 200);
      worker.kick();
      await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(3), {
        timeout: 5000,
      });
      expect(log.error.mock.calls[0]![1]).toBe('background work failed; retrying later');
      await apiAnswers('incomplete');
    } finally {
      await prisma.$executeRawUnsafe('RENAME TABLE mail_outbox_away TO mail_outbox');
    }

    await enqueueMail(prisma, { to: 'back@example.com', subject: 'After the outage', html: '<p>x</p>' });
    await smtp.waitFor((m) => m.parsed.subject === 'After the outage');
    await worker.stop();
    await apiAnswers();
  });

  it('keeps the scheduler going while the settings table is missing, and schedules the jobs once it is back', async () => {
    const prisma = t.app.db.prisma;
    const log = recordingLogger();
    const scheduler = new JobScheduler(t.app.db, asLogger(log), () => undefined);
    await prisma.$executeRawUnsafe('RENAME TABLE settings TO settings_away');
    try {
      scheduler.start(20, 200);
      await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(3), {
        timeout: 5000,
      });
      expect(scheduler.nextRun('service_reminder')).toBeNull();
      await apiAnswers('incomplete');
    } finally {
      await prisma.$executeRawUnsafe('RENAME TABLE settings_away TO settings');
    }
    await vi.waitFor(() => expect(scheduler.nextRun('service_reminder')).not.toBeNull(), { timeout: 5000 });
    await scheduler.stop();
  });

  it('answers 503 with Retry-After while a table is missing, and serves again once it is back', async () => {
    const prisma = t.app.db.prisma;
    await prisma.$executeRawUnsafe('RENAME TABLE products TO products_away');
    try {
      const list = await t.as(t.adminToken, { method: 'GET', url: '/api/product/list' });
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBe('30');
      expect(list.json().message).toBe(MSG.databaseUnavailable);
      const ready = await t.as(null, { method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'unavailable', database: 'incomplete' },
      ]);
    } finally {
      await prisma.$executeRawUnsafe('RENAME TABLE products_away TO products');
    }
    await apiAnswers();
  });

  it('keeps the key of a write whose COMMIT lost its connection: 503, and a repeat is told, not saved twice', async () => {
    const proxy = await new CuttingProxy(testDatabaseServer()).start();
    const direct = testDatabaseUrl(t.dbName);
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    await t.app.db.connect(viaProxy.toString());
    const store = (key: string, name: string) =>
      t.as(t.adminToken, {
        method: 'POST',
        url: '/api/category/store',
        headers: { 'idempotency-key': key },
        payload: { type: 'brand', name },
      });
    const brands = (name: string) => t.app.db.prisma.category.count({ where: { type: 'brand', name } });
    try {
      // The server committed and only its answer was lost.
      proxy.cutAtNextCommit('after-commit', 'INSERT INTO `categories`');
      const first = await store('cut-after', 'Carrier');
      expect([first.statusCode, first.json().message]).toEqual([503, MSG.saveOutcomeUnknown]);
      expect(first.headers['retry-after']).toBeUndefined();
      const repeat = await store('cut-after', 'Carrier');
      expect([repeat.statusCode, repeat.json().message]).toEqual([409, MSG.saveOutcomeUnknown]);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(await brands('Carrier')).toBe(1);

      // The server never got the COMMIT and rolled back: the same answer, as the client cannot tell the two apart.
      proxy.cutAtNextCommit('before-commit', 'INSERT INTO `categories`');
      expect((await store('cut-before', 'Lloyd')).statusCode).toBe(503);
      expect((await store('cut-before', 'Lloyd')).statusCode).toBe(409);
      expect(await brands('Lloyd')).toBe(0);
      // A new key is a new request.
      expect((await store('cut-before-2', 'Lloyd')).statusCode).toBe(200);
      expect(await brands('Lloyd')).toBe(1);
    } finally {
      await t.app.db.connect(direct);
      await proxy.stop();
    }
  });

  it('gives each stream its notice when another stream throws', () => {
    const log = recordingLogger();
    const bus = new LocalEventBus(asLogger(log));
    const received: string[] = [];
    bus.subscribe(7, () => {
      throw new Error('stream already closed');
    });
    bus.subscribe(7, (event) => received.push(event));
    expect(() => bus.publishToUsers([7], 'message_received')).not.toThrow();
    expect(received).toEqual(['message_received']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('back-off', () => {
  it('doubles after each failure up to the cap, and is back to the interval after a success', () => {
    const backoff = new Backoff(100, 1000);
    expect([false, false, false, false, false].map((ok) => backoff.next(ok))).toEqual([
      200, 400, 800, 1000, 1000,
    ]);
    expect(backoff.next(true)).toBe(100);
    expect(backoff.next(false)).toBe(200);
  });
});

describe('process guards', () => {
  it('logs an unhandled rejection and keeps running; shuts down cleanly on an uncaught exception', () => {
    const target = new EventEmitter();
    const log = recordingLogger();
    const shutdown = vi.fn();
    guardProcess(target as unknown as NodeJS.Process, asLogger(log), shutdown);

    target.emit('unhandledRejection', new Error('lock wait timeout'), Promise.resolve());
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(shutdown).not.toHaveBeenCalled();

    target.emit('uncaughtException', new Error('broken state'));
    expect(log.fatal).toHaveBeenCalledTimes(1);
    expect(shutdown).toHaveBeenCalledWith('uncaughtException', 1);
  });
});
