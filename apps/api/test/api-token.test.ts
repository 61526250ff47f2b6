import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser, sweepSignedInUsers } from './helpers/test-users';

describe('personal API tokens (issue 26, section 5)', () => {
  let t: TInstalledApp;
  let employee: string;
  beforeAll(async () => {
    t = await createInstalledApp();
    await createUser(t.app, 'employee', 'token-employee@example.com');
    await createUser(t.app, 'employee', 'other-employee@example.com');
    employee = await signIn(t.app, 'token-employee@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());
  afterEach(() => setClock(null));

  const make = (token: string, payload: object) =>
    t.as(token, { method: 'POST', url: '/api/api-token/store', payload });

  it("makes a token with some of its owner's rights, shown once and kept only as a hash", async () => {
    const list = (await t.as(employee, { url: '/api/api-token/list' })).json().data;
    expect(list.tokens).toEqual([]);
    expect(list.rights).toContain('complaint_view');
    expect(list.rights).not.toContain('user_view');

    const refused = await make(employee, { name: 'Too much', expires_in_days: 30, rights: ['user_view'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'rights', message: 'A token can hold only rights you have yourself.' },
    ]);
    for (const bad of [
      { name: '', expires_in_days: 30, rights: ['complaint_view'] },
      { name: 'x', expires_in_days: 0, rights: ['complaint_view'] },
      { name: 'x', expires_in_days: 366, rights: ['complaint_view'] },
      { name: 'x', expires_in_days: 30, rights: [] },
      { name: 'x', expires_in_days: 30, rights: ['complaint_view; DROP TABLE users'] },
    ])
      expect((await make(employee, bad)).statusCode, JSON.stringify(bad)).toBe(400);

    const made = await make(employee, { name: 'Phone app', expires_in_days: 30, rights: ['complaint_view'] });
    expect(made.statusCode, made.body).toBe(200);
    const { token, hint, status, rights } = made.json().data;
    expect(token).toMatch(/^amc_pat_[\w-]{32}$/);
    expect(token.startsWith(hint)).toBe(true);
    expect({ status, rights }).toEqual({ status: 'active', rights: ['complaint_view'] });
    const stored = await t.app.db.prisma.apiToken.findFirstOrThrow({ where: { name: 'Phone app' } });
    expect(JSON.stringify(stored)).not.toContain(token.slice(hint.length));
    const listed = (await t.as(employee, { url: '/api/api-token/list' })).json().data.tokens;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(token);
    const logged = await t.app.db.prisma.activityLog.findFirst({ where: { action: 'api_token_create' } });
    expect(logged?.description).toContain('"Phone app"');
  });

  it('acts as its owner with its own rights only, never makes tokens, and ends when revoked or expired', async () => {
    const { token, id } = (
      await make(employee, { name: 'Script', expires_in_days: 7, rights: ['complaint_view'] })
    ).json().data;
    expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(200);
    // The owner may add complaints; the token was not given that right.
    const add = await t.as(token, { method: 'POST', url: '/api/complaint/store', payload: {} });
    expect(add.statusCode).toBe(403);
    expect((await t.as(token, { url: '/api/user/list' })).statusCode).toBe(403);
    // A token cannot make a longer-lived or wider one, nor revoke.
    const more = await make(token, { name: 'More', expires_in_days: 365, rights: ['complaint_view'] });
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe(
      'API tokens are made and revoked when signed in, not with an API token.',
    );
    const used = await t.app.db.prisma.apiToken.findUniqueOrThrow({ where: { id } });
    expect(used.lastUsedAt).not.toBeNull();

    // Another user's token is not there to revoke.
    const other = await signIn(t.app, 'other-employee@example.com', 'Secret123');
    expect((await t.as(other, { method: 'POST', url: `/api/api-token/revoke/${id}` })).statusCode).toBe(404);
    expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(200);

    // Expired: a week and a moment later.
    setClock(() => new Date(Date.now() + 7 * 86_400_000 + 1000));
    expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(401);
    setClock(null);
    const revoked = await t.as(employee, { method: 'POST', url: `/api/api-token/revoke/${id}` });
    expect(revoked.statusCode).toBe(200);
    expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(401);
    expect((await t.as('amc_pat_' + 'x'.repeat(32), { url: '/api/complaint/list' })).statusCode).toBe(401);
  });

  it("follows its owner: a right taken from the owner's role, or the owner turned off, ends it there", async () => {
    const { token } = (
      await make(employee, { name: 'Follows', expires_in_days: 7, rights: ['complaint_view', 'task_view'] })
    ).json().data;
    expect((await t.as(token, { url: '/api/task/list' })).statusCode).toBe(200);
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const task = await t.app.db.prisma.module.findUniqueOrThrow({ where: { slug: 'task' } });
    const taken = await t.app.db.prisma.roleRight.findFirstOrThrow({
      where: { roleId: role.id, moduleId: task.id, action: 'view' },
    });
    await t.app.db.prisma.roleRight.delete({ where: { id: taken.id } });
    await sweepSignedInUsers(t.app);
    try {
      expect((await t.as(token, { url: '/api/task/list' })).statusCode).toBe(403);
      expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(200);
    } finally {
      await t.app.db.prisma.roleRight.create({
        data: { roleId: role.id, moduleId: task.id, action: 'view' },
      });
      await sweepSignedInUsers(t.app);
    }
    await t.app.db.prisma.user.update({
      where: { email: 'token-employee@example.com' },
      data: { isActive: false },
    });
    await sweepSignedInUsers(t.app);
    expect((await t.as(token, { url: '/api/complaint/list' })).statusCode).toBe(401);
    await t.app.db.prisma.user.update({
      where: { email: 'token-employee@example.com' },
      data: { isActive: true },
    });
  });

  it("gives an admin's token admin-only calls only when it holds every right", async () => {
    const all = (await t.as(t.adminToken, { url: '/api/api-token/list' })).json().data.rights;
    const some = (
      await make(t.adminToken, { name: 'Lists', expires_in_days: 1, rights: ['complaint_view'] })
    ).json().data.token;
    const every = (
      await make(t.adminToken, { name: 'Off-site backups', expires_in_days: 1, rights: all })
    ).json().data.token;
    expect((await t.as(some, { url: '/api/complaint/list' })).statusCode).toBe(200);
    expect((await t.as(some, { url: '/api/product/list' })).statusCode).toBe(403);
    const backups = await t.as(some, { url: '/api/backup/list' });
    expect(backups.statusCode).toBe(403);
    expect(backups.json().message).toBe('This needs an API token that holds every right.');
    expect((await t.as(every, { url: '/api/backup/list' })).statusCode).toBe(200);
  });
});
