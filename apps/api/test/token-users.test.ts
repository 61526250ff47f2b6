import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { LocalEventBus } from '../src/lib/kernel/event-bus';
import { TokenUserCache } from '../src/plugins/token-users';

/** The statement that reads a token's user, its role and its rights (findTokenUser). */
const SIGN_IN_READ = /FROM users u\s+JOIN roles r/;

describe('signed-in users held in memory', () => {
  const statements: string[] = [];
  let t: TInstalledApp;
  let employeeId: number;

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: (event) => statements.push(event.query) });
    employeeId = (await createUser(t.app, 'employee', 'held@example.com')).id;
  });
  afterAll(async () => t?.close());

  const signInReads = async (token: string, times: number) => {
    statements.length = 0;
    for (let i = 0; i < times; i += 1)
      expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    return statements.filter((statement) => SIGN_IN_READ.test(statement)).length;
  };

  it('reads a user once for many requests, and again after a change it was told of', async () => {
    const token = await signIn(t.app, 'held@example.com', 'Secret123');
    expect(await signInReads(token, 5)).toBeLessThanOrEqual(1);
    expect(await signInReads(token, 5)).toBe(0);
    t.app.events.publishSignInChanged([employeeId]);
    expect(await signInReads(token, 5)).toBe(1);
  });

  it('ends old tokens at once when a route changes the user: sign-out, disabled, deleted', async () => {
    const token = await signIn(t.app, 'held@example.com', 'Secret123');
    expect(await signInReads(token, 2)).toBeLessThanOrEqual(1);
    const out = await t.as(token, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(401);

    const again = await signIn(t.app, 'held@example.com', 'Secret123');
    expect((await t.as(again, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    const deleted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/delete',
      payload: { id: employeeId },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(again, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(401);
    employeeId = (await createUser(t.app, 'employee', 'held@example.com')).id;
  });

  it('drops a copy whose row changed without a notice at the next sweep, and one gone unused', async () => {
    const token = await signIn(t.app, 'held@example.com', 'Secret123');
    expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    // A change no route told (a script, a restore): the held copy still answers until the sweep reads the row.
    await t.app.db.prisma.user.update({ where: { id: employeeId }, data: { isActive: false } });
    expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    await t.app.tokenUsers.sweep();
    expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(401);
    await t.app.db.prisma.user.update({ where: { id: employeeId }, data: { isActive: true } });
    await t.app.tokenUsers.sweep();
    expect((await t.as(token, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);

    const cache = new TokenUserCache(t.app.db, t.app.log);
    await cache.get(employeeId);
    expect(cache.size).toBe(1);
    // 300 sweeps are five minutes; the copy was not used meanwhile.
    for (let sweep = 0; sweep < 301; sweep += 1) await cache.sweep();
    expect(cache.size).toBe(0);
  });

  it('reads a user again for a token newer than its held copy, and ends the older tokens then', async () => {
    const older = await signIn(t.app, 'held@example.com', 'Secret123');
    expect((await t.as(older, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    // A new session version no route told (a script; a notice lost on its way), then a sign-in with it.
    await t.app.db.prisma.user.update({
      where: { id: employeeId },
      data: { tokenVersion: { increment: 1 } },
    });
    const newer = await signIn(t.app, 'held@example.com', 'Secret123');
    expect((await t.as(newer, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(200);
    expect((await t.as(older, { url: '/api/dashboard/sidemenu' })).statusCode).toBe(401);
  });

  it('keeps no copy of a read that was on its way while a change was told', async () => {
    const cache = new TokenUserCache(t.app.db, t.app.log);
    const reading = cache.get(employeeId);
    cache.forget([]);
    expect((await reading)?.id).toBe(employeeId);
    expect(cache.size).toBe(0);
    expect((await cache.get(employeeId))?.id).toBe(employeeId);
    expect(cache.size).toBe(1);
    expect(await cache.get(999_999)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('carries a sign-in change to the processes, never to the users’ streams', () => {
    const bus = new LocalEventBus(t.app.log);
    const changes: (readonly number[])[] = [];
    const events: string[] = [];
    bus.onSignInChanged((ids) => changes.push(ids));
    bus.subscribe(7, (event) => events.push(event));
    bus.publishSignInChanged([7, 8]);
    bus.publishSignInChanged([]);
    bus.publishToUsers([7], 'message_received');
    expect(changes).toEqual([[7, 8]]);
    expect(events).toEqual(['message_received']);
  });
});
