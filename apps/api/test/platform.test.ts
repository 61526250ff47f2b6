import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('platform: errors, headers, docs, shutdown', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, message: 'No route GET /api/nothing-here', issues: [] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(true);
  });

  it('sends security headers and the request id', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The photo resizer's worker is a blob: script.
    expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect((await t.app.inject('/api/health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets no browser or proxy keep an API answer: success, refusal and fault alike', async () => {
    for (const url of ['/api/health', '/api/install/check', '/api/user/profile', '/api/no-such-route'])
      expect((await t.app.inject(url)).headers['cache-control'], url).toBe('no-store');
  });

  it('publishes OpenAPI 3 at /api/docs/json and the browsable docs at /api/docs', async () => {
    const json = (await t.app.inject('/api/docs/json')).json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/install', '/api/login', '/api/role/update', '/api/setting/update']),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves the web app: index at /, the SPA fallback for pages, cached assets, and files built after start', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'amc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AMC</title>');
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"AMC Service"}');
    const web = await createTestApp({ webDistDir: dist });
    try {
      const root = await web.app.inject('/');
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>AMC</title>');
      expect(root.headers['cache-control']).toBe('no-cache');
      const page = await web.app.inject('/session/reset-password/abc/x%40y.z');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>AMC</title>');
      const asset = await web.app.inject('/assets/app-1.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The service worker and the manifest of the installable app: their own types, and asked again on each load
      // (a long-cached sw.js would keep phones on an old release).
      const worker = await web.app.inject('/sw.js');
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await web.app.inject('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2)');
      expect((await web.app.inject('/assets/app-2.js')).body).toBe('console.log(2)');
      const api = await web.app.inject('/api/unknown');
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe(true);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('lets requests in flight finish when shutting down', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amc-shutdown-'));
    const app = await buildApp({ dataDir, logLevel: 'silent', startWorkers: false, webDistDir: undefined });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a request that reaches it while it starts closing, not 503: a load balancer cannot send it elsewhere', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amc-closing-'));
    const app = await buildApp({ dataDir, logLevel: 'silent', startWorkers: false, webDistDir: undefined });
    // Holds the close after Fastify has marked itself closing and before it stops listening: the moment a request
    // whose connection was already taken arrives.
    let closingStarted!: () => void;
    const started = new Promise<void>((resolve) => (closingStarted = resolve));
    let letClose!: () => void;
    const held = new Promise<void>((resolve) => (letClose = resolve));
    app.addHook('preClose', async () => {
      closingStarted();
      await held;
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const closed = app.close();
    await started;
    const response = await fetch(`${address}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    letClose();
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
