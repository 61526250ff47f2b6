import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstalledApp,
  signIn,
  startSecondProcess,
  testRedis,
  type TInstalledApp,
} from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { createSigner } from 'fast-jwt';
import { loadInstallConfig } from '../src/config';
import { hashPassword } from '../src/lib/kernel/password';
import { changePassword } from '../src/modules/auth/auth-service';
import { openStream, type SseClient } from './helpers/sse-client';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live events (GET /api/listenEventMessage)', () => {
  let t: TInstalledApp;
  let baseUrl: string;
  let employeeId: number;
  let employeeToken: string;
  let customerToken: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    t = await createInstalledApp({ eventHeartbeatMs: 100 });
    baseUrl = await listen(t.app);
    employeeId = (await createUser(t.app, 'employee', 'e@example.com')).id;
    await createUser(t.app, 'customer', 'c@example.com');
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t?.close();
  });

  it('refuses a missing, forged or expired token with 401 and no stream', async () => {
    for (const token of ['', 'not-a-token', `${employeeToken}x`]) {
      const response = await fetch(`${baseUrl}/api/listenEventMessage?token=${token}`, {
        headers: { accept: 'text/event-stream' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: true,
        message: 'Your session has expired. Please sign in again.',
        issues: [],
      });
    }
    const bare = await fetch(`${baseUrl}/api/listenEventMessage`);
    expect(bare.status).toBe(401);
  });

  it('keeps an idle stream open with heartbeat comments', async () => {
    const client = await openStream(baseUrl, customerToken);
    clients.push(client);
    await client.waitUntil(() => client.heartbeats >= 2, 'two heartbeats');
    expect(client.events).toEqual([]);
    client.close();
  });

  it('tells each open tab of the user what was published for them, and nobody else', async () => {
    const tabs = [await openStream(baseUrl, employeeToken), await openStream(baseUrl, employeeToken)];
    const other = await openStream(baseUrl, customerToken);
    clients.push(...tabs, other);
    t.app.events.publishToUsers([employeeId], 'message_received');
    for (const tab of tabs) await tab.waitUntil(() => tab.events.length === 1, 'the notice');
    expect(tabs.map((tab) => tab.events)).toEqual([['message_received'], ['message_received']]);
    await wait(150);
    expect(other.events).toEqual([]);
    [...tabs, other].forEach((client) => client.close());
  });

  it('unsubscribes a stream when its tab closes it', async () => {
    const count = () => t.app.events.subscriberCount(employeeId);
    const client = await openStream(baseUrl, employeeToken);
    clients.push(client);
    // The tabs of the test before are closing too: wait for this stream to be the only one left.
    await client.waitUntil(() => count() === 1, 'the subscription');
    client.close();
    await client.waitUntil(() => count() === 0, 'the unsubscription');
    t.app.events.publishToUsers([employeeId], 'message_received');
    expect(client.events).toEqual([]);
  });

  it('sends the role’s users the permission notice after /role/update, and their old token no longer writes', async () => {
    const employeeStream = await openStream(baseUrl, employeeToken);
    const customerStream = await openStream(baseUrl, customerToken);
    clients.push(employeeStream, customerStream);
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });

    const update = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['dashboard_view', 'complaint_view', 'complaint_add'] },
    });
    expect(update.statusCode).toBe(200);
    await employeeStream.waitUntil(() => employeeStream.events.length > 0, 'the permission notice');
    expect(employeeStream.events).toEqual(['employee_permission_updated']);
    // The notice tells the tab why; then the stream of the revoked session ends.
    await employeeStream.waitUntil(() => employeeStream.ended, 'the end of the revoked stream', 3500);
    expect(customerStream.ended).toBe(false);

    const write = await t.as(employeeToken, { method: 'POST', url: '/api/logout' });
    expect(write.statusCode).toBe(401);
    const reopen = await fetch(`${baseUrl}/api/listenEventMessage?token=${employeeToken}`);
    expect(reopen.status).toBe(401);
    await wait(150);
    expect(customerStream.events).toEqual([]);
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
  });

  it('ends an open stream within about two seconds of its session being revoked, and no other', async () => {
    const user = await createUser(t.app, 'customer', 'revoked@example.com');
    const bystander = await openStream(baseUrl, customerToken);
    clients.push(bystander);
    let token = '';
    // What ends the session, and the password to sign in with before it.
    const revocations: [string, string, () => Promise<unknown>][] = [
      ['signing out', 'Secret123', async () => t.as(token, { method: 'POST', url: '/api/logout' })],
      [
        'a new password',
        'Secret123',
        async () => changePassword(t.app.db.prisma, user.id, await hashPassword('Changed123')),
      ],
      [
        'a disabled account',
        'Changed123',
        async () => t.app.db.prisma.user.update({ where: { id: user.id }, data: { isActive: false } }),
      ],
    ];
    for (const [what, password, revoke] of revocations) {
      token = await signIn(t.app, 'revoked@example.com', password);
      const stream = await openStream(baseUrl, token);
      clients.push(stream);
      await revoke();
      const revokedAt = Date.now();
      await stream.waitUntil(() => stream.ended, `the end of the stream after ${what}`, 3500);
      // Not before the check after the one that found it revoked: the change's own notice goes first.
      expect(Date.now() - revokedAt, what).toBeGreaterThanOrEqual(900);
      expect(Date.now() - revokedAt, what).toBeLessThan(3500);
    }
    expect(bystander.ended).toBe(false);
    bystander.close();
  });

  it('ends an open stream when its token expires', async () => {
    const { jwtSecret } = loadInstallConfig(t.dataDir)!;
    const user = await t.app.db.prisma.user.findUniqueOrThrow({ where: { email: 'c@example.com' } });
    const shortLived = createSigner({ key: jwtSecret })({
      sub: String(user.id),
      tv: user.tokenVersion,
      role: 'customer',
      exp: Math.floor(Date.now() / 1000) + 2,
    });
    const stream = await openStream(baseUrl, shortLived);
    clients.push(stream);
    await stream.waitUntil(() => stream.ended, 'the end of the expired stream', 5000);
  });

  it('refuses to change the rights of the admin role or of the caller’s own role, changing nothing', async () => {
    const employeeRole = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const granted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: employeeRole.id, permissions: ['role_view', 'role_edit'] },
    });
    expect(granted.statusCode).toBe(200);
    const token = await signIn(t.app, 'e@example.com', 'Secret123');
    const before = await t.app.db.prisma.roleRight.findMany({ orderBy: { id: 'asc' } });

    const own = await t.as(token, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: employeeRole.id, permissions: [] },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      message: 'You cannot change the rights of your own role.',
      issues: [{ path: 'role_id' }],
    });

    const adminRole = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'admin' } });
    for (const caller of [t.adminToken, token]) {
      const admin = await t.as(caller, {
        method: 'POST',
        url: '/api/role/update',
        payload: { role_id: adminRole.id, permissions: [] },
      });
      expect(admin.statusCode).toBe(400);
      expect(admin.json().message).toBe('The admin role always holds every right; it cannot be changed.');
    }
    expect(await t.app.db.prisma.roleRight.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    // The refused calls left the employee's session alone.
    expect((await t.as(token, { url: '/api/user/profile' })).statusCode).toBe(200);
  });

  it('ends open streams when the server shuts down, instead of waiting for the tabs', async () => {
    const other = await createInstalledApp();
    const url = await listen(other.app);
    const token = await signIn(other.app, 'admin@example.com', 'Admin12345');
    const client = await openStream(url, token);
    const started = Date.now();
    await other.close();
    await client.waitUntil(() => client.ended, 'the end of the stream');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('live events across API processes (REDIS_URL)', () => {
  const redis = testRedis();
  let first: TInstalledApp;
  let second: FastifyInstance;
  let secondUrl: string;
  let client: SseClient | undefined;

  beforeAll(async () => {
    first = await createInstalledApp({ ...redis, eventHeartbeatMs: 60_000 });
    second = await startSecondProcess(first, { ...redis, eventHeartbeatMs: 60_000 });
    secondUrl = await listen(second);
    await Promise.all([first.app.events.ready(), second.events.ready()]);
  });
  afterAll(async () => {
    client?.close();
    await second?.close();
    await first?.close();
  });

  it('delivers a notice published on one process to a stream held by another', async () => {
    const user = await createUser(first.app, 'customer', 'rc@example.com');
    const token = await signIn(first.app, 'rc@example.com', 'Secret123');
    client = await openStream(secondUrl, token);

    first.app.events.publishToUsers([user.id], 'message_received');
    await client.waitUntil(() => client!.events.length === 1, 'the notice from the other process');

    const role = await first.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    const update = await first.as(first.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['dashboard_view'] },
    });
    expect(update.statusCode).toBe(200);
    await client.waitUntil(() => client!.events.length === 2, 'the permission notice');
    expect(client.events).toEqual(['message_received', 'customer_permission_updated']);
  });
});
