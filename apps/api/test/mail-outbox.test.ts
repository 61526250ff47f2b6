import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, enqueueTemplateMail } from '../src/lib/documents/outbox';
import { MailWorker } from '../src/plugins/mailer';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';

describe('mail outbox', () => {
  let t: TInstalledApp;
  let smtp: SmtpCatcher;
  let port: number;

  beforeAll(async () => {
    // Find a free port, then leave it closed: the SMTP server is "down" until the test starts it there.
    const probe = await new SmtpCatcher().start();
    port = probe.port;
    await probe.stop();
    t = await createInstalledApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('keeps a mail while the SMTP server is down and sends it once it is back', async () => {
    const prisma = t.app.db.prisma;
    await prisma.mailOutbox.deleteMany();
    await enqueueMail(prisma, { to: 'owner@example.com', subject: 'Kept safe', html: '<p>Hello</p>' });

    expect(await t.app.mailWorker.runOnce()).toBe(0);
    const waiting = await prisma.mailOutbox.findFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp = await new SmtpCatcher().start(port);
    expect(await t.app.mailWorker.runOnce()).toBe(0); // not due yet: the retry waits its turn
    await prisma.mailOutbox.updateMany({ data: { nextAttemptAt: new Date() } });
    expect(await t.app.mailWorker.runOnce()).toBe(1);

    const mail = await smtp.waitFor((m) => m.parsed.subject === 'Kept safe');
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.parsed.text).toContain('Hello');
    expect(await prisma.mailOutbox.findFirstOrThrow()).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it('queues one mail per dedupe key', async () => {
    const prisma = t.app.db.prisma;
    const first = await enqueueMail(prisma, {
      to: 'a@example.com',
      subject: 'Once',
      html: 'x',
      dedupeKey: 'reminder:1:2026-11-22',
    });
    const second = await enqueueMail(prisma, {
      to: 'a@example.com',
      subject: 'Once',
      html: 'x',
      dedupeKey: 'reminder:1:2026-11-22',
    });
    expect([first, second]).toEqual([true, false]);
    expect(await prisma.mailOutbox.count({ where: { dedupeKey: 'reminder:1:2026-11-22' } })).toBe(1);
  });

  it('escapes values in templates: a name cannot inject markup', async () => {
    const prisma = t.app.db.prisma;
    await enqueueTemplateMail(prisma, 'password_reset', 'x@example.com', {
      first_name: '<script>alert(1)</script>',
      reset_link: 'https://x',
    });
    const row = await prisma.mailOutbox.findFirstOrThrow({
      where: { event: 'password_reset' },
      orderBy: { id: 'desc' },
    });
    expect(row.html).not.toContain('<script>');
    expect(row.html).toContain('&lt;script&gt;');
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const prisma = t.app.db.prisma;
    await prisma.mailOutbox.deleteMany();
    for (let i = 0; i < 8; i += 1)
      await enqueueMail(prisma, { to: `p${i}@example.com`, subject: `Parallel ${i}`, html: 'x' });
    const other = new MailWorker(t.app.db, `smtp://127.0.0.1:${port}`, t.app.log);
    const [a, b] = await Promise.all([t.app.mailWorker.runOnce(), other.runOnce()]);
    expect(a + b).toBe(8);
    await smtp.waitFor(() => smtp.mails.filter((m) => m.parsed.subject?.startsWith('Parallel')).length === 8);
    const subjects = smtp.mails
      .filter((m) => m.parsed.subject?.startsWith('Parallel'))
      .map((m) => m.parsed.subject);
    expect(new Set(subjects).size).toBe(8);
    expect(subjects).toHaveLength(8);
  });
});
