import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    await t.app.settleAfterReply();
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

describe('compression and caching', () => {
  const dist = mkdtempSync(join(tmpdir(), 'amc-dist-'));
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  const page = Buffer.from(
    `<!doctype html><html><head><script src="/assets/app-3f2a1b.js"></script></head><body>${' '.repeat(2000)}</body></html>`,
  );
  let web: TTestApp;
  let installed: TInstalledApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // As the build writes them: each file with its brotli and gzip twins.
    for (const [name, data] of [
      ['index.html', page],
      ['assets/app-3f2a1b.js', script],
    ] as const) {
      writeFileSync(join(dist, name), data);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(data));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(data));
    }
    web = await createTestApp({ webDistDir: dist });
    installed = await createInstalledApp();
  });
  afterAll(async () => {
    await web?.close();
    await installed?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (t: TTestApp, url: string, encoding?: string, token?: string) =>
    t.app.inject({
      url,
      headers: {
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('serves the precompressed build files, hashed assets cached for a year', async () => {
    const br = await get(web, '/assets/app-3f2a1b.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gz = await get(web, '/assets/app-3f2a1b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    const plain = await get(web, '/assets/app-3f2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('index.html and the page addresses it answers for are compressed and never cached without asking', async () => {
    for (const url of ['/', '/index.html', '/session/signin']) {
      const response = await get(web, url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).equals(page), url).toBe(true);
    }
  });

  it('compresses JSON answers above 1 KB, not the small ones', async () => {
    const big = await get(installed, '/api/role/list', 'br', installed.adminToken);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data.length).toBeGreaterThan(0);

    const small = await get(installed, '/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('streams a compressed CSV download', async () => {
    const csv = await get(installed, '/api/user/list?format=csv', 'gzip', installed.adminToken);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(csv.rawPayload).toString()).toContain('ID,First name,Last name,Email');
  });

  it('never compresses or holds back the event stream', async () => {
    await installed.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = installed.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/listenEventMessage?token=${installed.adminToken}`,
      {
        headers: { 'accept-encoding': 'br, gzip' },
        signal: abort.signal,
      },
    );
    try {
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      // The opening comment arrives at once, not when a compressor's buffer fills.
      const first = await response.body!.getReader().read();
      expect(new TextDecoder().decode(first.value)).toMatch(/^:/);
    } finally {
      abort.abort();
    }
  });
});
