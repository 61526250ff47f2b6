import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

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
