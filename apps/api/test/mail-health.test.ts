import { MSG } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueTemplateMail } from '../src/lib/documents/outbox';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createUser } from './helpers/test-users';
import { freePort } from './helpers/free-port';

describe('mail that can go out: its status for admins and the test mail (issue 26, section 2)', () => {
  let t: TInstalledApp;
  let customerToken: string;
  const smtp = new SmtpCatcher();
  let refused: number;

  beforeAll(async () => {
    await smtp.start();
    refused = await freePort();
    // No SMTP_URL: the settings' mail server is the one used, as on most installations.
    t = await createInstalledApp();
    await createUser(t.app, 'customer', 'mail-customer@example.com');
    customerToken = (
      await t.as(null, {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'mail-customer@example.com', password: 'Secret123' },
      })
    ).json().accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const status = async () => (await t.as(t.adminToken, { url: '/api/mail/status' })).json().data;
  const test = (payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url: '/api/mail/test', payload });
  const useServer = (port: number) =>
    t.app.db.prisma.setting.update({ where: { id: 1 }, data: { smtpHost: '127.0.0.1', smtpPort: port } });

  it('says a new installation has no mail server, to admins only, and queued no welcome mail for it', async () => {
    expect(await t.app.db.prisma.mailOutbox.count({ where: { event: 'welcome_admin' } })).toBe(0);
    expect(await status()).toEqual({
      configured: false,
      server_url: false,
      failing_since: null,
      last_error: null,
    });
    expect((await t.as(customerToken, { url: '/api/mail/status' })).statusCode).toBe(403);
    expect((await test({ to: 'x@example.com' }, customerToken)).statusCode).toBe(403);
  });

  it('sends a test mail at once with the settings as typed, and answers the server refusing it on the host', async () => {
    const none = await test({ to: 'ops@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'smtp_host', message: MSG.mailServerMissing }]);

    const sent = await test({
      to: 'ops@example.com',
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_secure: false,
      mail_from_address: 'office@cool-air.example',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(MSG.testMailSent('ops@example.com'));
    const mail = await smtp.waitFor((m) => m.to.includes('ops@example.com'));
    expect(mail.from).toBe('office@cool-air.example');
    expect(mail.parsed.subject).toBe('AMC Service Manager: test mail');
    // A question asked now: nothing kept in the outbox, nothing saved in the settings.
    expect(await t.app.db.prisma.mailOutbox.count({ where: { toAddress: 'ops@example.com' } })).toBe(0);
    expect((await status()).configured).toBe(false);

    const refusedAnswer = await test({ to: 'ops@example.com', smtp_host: '127.0.0.1', smtp_port: refused });
    expect(refusedAnswer.statusCode).toBe(400);
    expect(refusedAnswer.json().issues[0].path).toBe('smtp_host');
    expect(refusedAnswer.json().message).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/);

    const badAddress = await test({ to: 'not-an-address', smtp_host: '127.0.0.1' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().issues).toEqual([{ path: 'to', message: MSG.invalidEmail }]);
  });

  it("keeps since when the worker's sends fail, and clears it once one goes out", async () => {
    await useServer(refused);
    await enqueueTemplateMail(t.app.db.prisma, 'password_reset', 'late@example.com', {
      first_name: 'Late',
      reset_link: 'https://amc.example/reset',
    });
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    const failing = await status();
    expect(failing.configured).toBe(true);
    expect(failing.failing_since).not.toBeNull();
    expect(failing.last_error).toMatch(/ECONNREFUSED/);

    // A second failing pass keeps the first failure's time.
    await t.app.db.prisma.mailOutbox.updateMany({
      where: { status: 'queued' },
      data: { nextAttemptAt: new Date() },
    });
    await t.app.mailWorker.runOnce();
    expect((await status()).failing_since).toBe(failing.failing_since);

    await useServer(smtp.port);
    await t.app.db.prisma.mailOutbox.updateMany({
      where: { status: 'queued' },
      data: { nextAttemptAt: new Date() },
    });
    expect(await t.app.mailWorker.runOnce()).toBe(1);
    await smtp.waitFor((m) => m.to.includes('late@example.com'));
    expect(await status()).toEqual({
      configured: true,
      server_url: false,
      failing_since: null,
      last_error: null,
    });
  });
});
