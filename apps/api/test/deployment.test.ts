import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amc/contracts';
import {
  ADMIN,
  createInstalledApp,
  createTestApp,
  multipart,
  type TInstalledApp,
  type TTestApp,
} from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { VALID_SETTINGS } from './helpers/fixtures';

describe('security headers follow the protocol the request really arrived over', () => {
  let direct: TTestApp;
  let proxied: TTestApp;
  beforeAll(async () => {
    direct = await createTestApp({ trustProxy: false });
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const headersOf = async (t: TTestApp, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', headers })).headers;

  it('over plain http: no HSTS and no upgrade-insecure-requests, the rest of the policy stays', async () => {
    const headers = await headersOf(direct);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('behind a trusted proxy that says https: both', async () => {
    const headers = await headersOf(proxied, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const plain = await headersOf(proxied, { 'x-forwarded-proto': 'http' });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('without TRUST_PROXY a forged X-Forwarded-Proto turns neither on', async () => {
    const headers = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('links in e-mails use the configured public address, never the Host header', () => {
  const smtp = new SmtpCatcher();
  let t: TInstalledApp;
  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  /** Asks for a reset link with a forged Host and returns the link the mail holds. */
  async function mailedResetLink(): Promise<string> {
    smtp.mails.length = 0;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      headers: forged,
      payload: { email: ADMIN.email },
    });
    expect(answer.statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ADMIN.email) && /Reset your password/.test(m.parsed.subject ?? ''),
    );
    const html = mail.parsed.html || '';
    return /href="([^"]+\/session\/reset-password\/[^"]+)"/.exec(html)?.[1] ?? html;
  }

  it('the domain name saved by the wizard, a bare host name meaning https', async () => {
    expect(await mailedResetLink()).toMatch(/^https:\/\/amc\.example\.com\/session\/reset-password\//);
  });

  it('the address edited in Settings, with its own scheme and port', async () => {
    expect((await t.as(t.adminToken, { url: '/api/setting/list' })).json().data.domain_name).toBe(
      'amc.example.com',
    );
    const fields = { ...VALID_SETTINGS, smtp_password: '' };
    for (const wrong of [
      'ftp://amc.example.com',
      'amc.example.com/path',
      'user:pw@amc.example.com',
      'amc example',
    ]) {
      const refused = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/setting/update',
        ...multipart({ ...fields, domain_name: wrong }),
      });
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().issues).toContainEqual({ path: 'domain_name', message: MSG.validPublicAddress });
    }
    const saved = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/setting/update',
      ...multipart({ ...fields, domain_name: 'http://192.168.1.10:3000/' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await mailedResetLink()).toMatch(/^http:\/\/192\.168\.1\.10:3000\/session\/reset-password\//);
  });

  it('PUBLIC_URL over both', async () => {
    t.app.appConfig.publicUrl = 'https://office.example.org';
    try {
      expect(await mailedResetLink()).toMatch(/^https:\/\/office\.example\.org\/session\/reset-password\//);
    } finally {
      t.app.appConfig.publicUrl = undefined;
    }
  });
});
