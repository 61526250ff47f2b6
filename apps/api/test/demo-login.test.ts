import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES, MSG } from '@amc/contracts';
import { seedDemo } from '../demo/seed-demo';
import { DEMO_ACCOUNTS } from '../src/modules/auth/auth-public';
import { hashPassword } from '../src/lib/kernel/password';
import { ADMIN, createInstalledApp, type TInstalledApp } from './helpers/test-app';

/** A demo sign-in from a given client address (each test takes its own, so rate-limit counters stay apart). */
const demoLogin = (app: FastifyInstance, payload: object, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/demo/login', payload, remoteAddress });

const demoStatus = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/demo' })).json<{ data: { enabled: boolean } }>().data.enabled;

describe('the one-click demo sign-in', () => {
  let t: TInstalledApp;
  beforeAll(async () => {
    t = await createInstalledApp();
  });
  afterAll(async () => t?.close());

  it('is off, and answers 404 for every role, on an installation without the demo data', async () => {
    expect(await demoStatus(t.app)).toBe(false);
    for (const role of DEMO_ROLES) {
      const answer = await demoLogin(t.app, { role });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: true, message: MSG.demoNotLoaded });
    }
  });

  it('is rate limited per address: 30 clicks in 15 minutes, then 429', async () => {
    // Counted before the demo is even looked up: 404s count too (a body that fails validation stops earlier).
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await demoLogin(t.app, { role: 'admin' }, '10.9.0.6')).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
    // Another address is not held up.
    expect((await demoLogin(t.app, { role: 'admin' }, '10.9.0.7')).statusCode).toBe(404);
  });

  it('stays off when someone creates a user with a demo address by hand', async () => {
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'admin' } });
    await t.app.db.prisma.user.create({
      data: {
        email: DEMO_ACCOUNTS.admin,
        passwordHash: await hashPassword('Demo12345'),
        firstName: 'Look',
        lastName: 'Alike',
        roleId: role.id,
      },
    });
    expect(await demoStatus(t.app)).toBe(false);
    expect((await demoLogin(t.app, { role: 'admin' }, '10.9.0.2')).statusCode).toBe(404);
    await t.app.db.prisma.user.delete({ where: { email: DEMO_ACCOUNTS.admin } });
  });

  it('signs in as each demo role once the demo data is loaded, like a normal sign-in', async () => {
    await seedDemo(t.app.db.prisma);
    expect(await demoStatus(t.app)).toBe(true);
    for (const role of DEMO_ROLES) {
      const answer = await demoLogin(t.app, { role }, '10.9.0.3');
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<{ accessToken: string; user: { email: string; role_name: string } }>();
      expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS[role], role_name: role });
      // The token is a real session: the profile answers with it.
      const profile = await t.as(body.accessToken, { method: 'GET', url: '/api/user/profile' });
      expect(profile.json<{ data: { email: string } }>().data.email).toBe(DEMO_ACCOUNTS[role]);
    }
    const logged = await t.app.db.prisma.activityLog.count({
      where: { description: `${DEMO_ACCOUNTS.customer} signed in` },
    });
    expect(logged).toBe(1);
  });

  it('refuses anything but the four demo roles, and never the installation administrator', async () => {
    for (const payload of [
      {},
      { role: 'superadmin' },
      { email: ADMIN.email },
      { role: 'admin', email: ADMIN.email },
      { role: ['admin'] },
    ]) {
      const answer = await demoLogin(t.app, payload, '10.9.0.4');
      // A named e-mail is an unknown field: the caller never chooses whom the demo signs in.
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('stops signing in a demo account whose password or role the administrator changed', async () => {
    const prisma = t.app.db.prisma;
    await prisma.user.update({
      where: { email: DEMO_ACCOUNTS.employee },
      data: { passwordHash: await hashPassword('Changed12345') },
    });
    expect((await demoLogin(t.app, { role: 'employee' }, '10.9.0.5')).statusCode).toBe(401);
    const customer = await prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    await prisma.user.update({ where: { email: DEMO_ACCOUNTS.supplier }, data: { roleId: customer.id } });
    expect((await demoLogin(t.app, { role: 'supplier' }, '10.9.0.5')).statusCode).toBe(404);
    await prisma.user.update({ where: { email: DEMO_ACCOUNTS.customer }, data: { isActive: false } });
    expect((await demoLogin(t.app, { role: 'customer' }, '10.9.0.5')).statusCode).toBe(403);
  });
});
