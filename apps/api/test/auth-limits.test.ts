import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MSG } from '@amc/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/lib/kernel/password';
import { clientAddress } from '../src/lib/kernel/attempt-limits';
import {
  ADMIN,
  createInstalledApp,
  startSecondProcess,
  testRedis,
  type TInstalledApp,
} from './helpers/test-app';

/** A form posted from a given client address (each test takes its own, so their counters stay apart). */
const postFrom = (app: FastifyInstance, remoteAddress: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

/** Sends `count` requests one after another (each waits for the answer before it), like a patient script. */
async function oneAfterAnother(count: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await send(i));
  return answers;
}

describe('rate limits on sign-in, sign-up and reset mails', () => {
  let t: TInstalledApp;

  beforeAll(async () => {
    t = await createInstalledApp();
    // A new installation takes no sign-ups (issue 26); these tests sign up, so the admin has opened it.
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { registrationEnabled: true } });
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    const passwordHash = await hashPassword('Secret123');
    await t.app.db.prisma.user.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        email: `user${i}@example.com`,
        passwordHash,
        firstName: 'User',
        lastName: String(i),
        roleId: role.id,
      })),
    });
  });
  afterAll(async () => t?.close());

  /** The clock the limits' counters read (Date), moved on instead of waited for. */
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  afterEach(() => vi.useRealTimers());

  it('slows 40 wrong passwords across 40 accounts from one address, without locking its users out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await oneAfterAnother(40, (i) =>
      postFrom(t.app, '10.0.0.1', '/api/login', {
        email: `user${i}@example.com`,
        password: 'Wrong12345',
      }),
    );
    // Twenty cost nothing; the twentieth starts a wait of a second, and what comes during it is not even tried.
    expect(statuses(answers).slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses(answers).slice(20)).toEqual(Array(20).fill(429));
    expect(answers[39]!.json()).toEqual({ error: true, message: MSG.signInWait, issues: [] });
    expect(answers[39]!.headers['retry-after']).toBe('1');
    // Another address is not held up; at this one, after the wait, the right password signs in.
    const rightFrom = (address: string) =>
      postFrom(t.app, address, '/api/login', { email: 'user0@example.com', password: 'Secret123' });
    expect((await rightFrom('10.0.0.1')).statusCode).toBe(429);
    expect((await rightFrom('10.0.0.2')).statusCode).toBe(200);
    later(1_100);
    expect((await rightFrom('10.0.0.1')).statusCode).toBe(200);
  });

  it('slows guessing one account after 3 wrong passwords, each wait longer, up to 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const guess = (password = 'Wrong12345', email = 'user1@example.com') =>
      postFrom(t.app, '10.0.0.3', '/api/login', { email, password });
    expect(statuses(await oneAfterAnother(5, () => guess()))).toEqual([401, 401, 401, 429, 429]);
    // Each wrong password after the wait doubles the next wait: 1, 2, 4, 8, 16, then 30 seconds.
    for (const seconds of [2, 4, 8, 16, 30, 30]) {
      later(60_000);
      expect((await guess()).statusCode).toBe(401);
      const held = await guess();
      expect([held.statusCode, held.headers['retry-after']]).toEqual([429, String(seconds)]);
    }
    // The other accounts of the address are not held up, and the owner signs in once the wait is over.
    expect((await guess('Secret123', 'user2@example.com')).statusCode).toBe(200);
    expect((await guess('Secret123')).statusCode).toBe(429);
    later(30_000);
    expect((await guess('Secret123')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, so a fresh address per guess does not help', async () => {
    const answers = await oneAfterAnother(22, (i) =>
      postFrom(t.app, `2001:db8:0:7::${(i + 1).toString(16)}`, '/api/login', {
        email: `user${i}@example.com`,
        password: 'Wrong12345',
      }),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(401), 429, 429]);
    expect(clientAddress('2001:DB8:0:7:a:b:c:d')).toBe('2001:db8:0:7::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::ffff:10.0.0.1')).toBe('::ffff:10.0.0.1');
    expect(clientAddress('10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts no successful sign-in: an office behind one address signs in all morning', async () => {
    const answers = await oneAfterAnother(30, (i) =>
      postFrom(t.app, '10.0.0.4', '/api/login', {
        email: `user${i}@example.com`,
        password: 'Secret123',
      }),
    );
    expect(statuses(answers)).toEqual(Array(30).fill(200));
  });

  it('stops a burst of parallel guesses that all start before any has failed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        postFrom(t.app, '10.0.0.5', '/api/login', { email: `burst${i}@example.com`, password: 'Wrong12345' }),
      ),
    );
    expect(statuses(answers).filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    expect(statuses(answers)).toContain(429);
  });

  it('stops the sixth sign-up from one address within the hour', async () => {
    const answers = await oneAfterAnother(12, (i) =>
      postFrom(t.app, '10.0.0.6', '/api/auth/register', {
        email: `signup${i}@example.com`,
        username: 'New Customer',
        password: 'Welcome123',
      }),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    await t.app.settleAfterReply();
    expect(await t.app.db.prisma.signupRequest.count({ where: { email: { startsWith: 'signup' } } })).toBe(5);
  });

  it('stops reset mails from one address after 5 in the hour, and after 3 to one e-mail', async () => {
    const many = await oneAfterAnother(7, (i) =>
      postFrom(t.app, '10.0.0.7', '/api/password/email', { email: `user${i}@example.com` }),
    );
    expect(statuses(many)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const one = await oneAfterAnother(4, () =>
      postFrom(t.app, '10.0.0.8', '/api/password/email', { email: ADMIN.email }),
    );
    expect(statuses(one)).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits shared by API processes through Redis (REDIS_URL)', () => {
  const redis = testRedis();
  let first: TInstalledApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createInstalledApp(redis);
    second = await startSecondProcess(first, redis);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts wrong passwords sent to either process against one limit', async () => {
    const answers = await oneAfterAnother(24, (i) =>
      postFrom(i % 2 === 0 ? first.app : second, '10.0.1.1', '/api/login', {
        email: `shared${i}@example.com`,
        password: 'Wrong12345',
      }),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(401), ...Array(4).fill(429)]);
  });
});
