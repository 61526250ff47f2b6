import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobScheduler } from '../src/jobs/scheduler';
import { Backoff } from '../src/lib/background-loop';
import { LocalEventBus } from '../src/lib/event-bus';
import { enqueueMail } from '../src/lib/outbox';
import { guardProcess } from '../src/lib/process-guards';
import { MailWorker } from '../src/plugins/mailer';
import { SmtpCatcher } from './helpers/smtp-catcher';
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

describe('background work never ends the process', () => {
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

  const apiAnswers = async () => {
    const ready = await t.as(null, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
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
      await apiAnswers();
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
      await apiAnswers();
    } finally {
      await prisma.$executeRawUnsafe('RENAME TABLE settings_away TO settings');
    }
    await vi.waitFor(() => expect(scheduler.nextRun('service_reminder')).not.toBeNull(), { timeout: 5000 });
    await scheduler.stop();
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
