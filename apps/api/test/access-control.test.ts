import { ADMIN_MENU, type TMenuItem } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

const menuKeys = (items: TMenuItem[]): string[] =>
  items.flatMap((i) => [i.key, ...menuKeys(i.children ?? [])]);

describe('access control: rights, guards, menus, role update', () => {
  let t: TInstalledApp;
  let customerToken: string;
  let customerId: number;
  let employeeToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    customerId = (await createUser(t.app, 'customer', 'c@example.com')).id;
    await createUser(t.app, 'employee', 'e@example.com');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  it('answers 403 when a customer calls admin routes, and changes nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/role/list'],
      ['GET', '/api/module/list'],
      ['GET', '/api/activitylog'],
    ] as const) {
      const response = await t.as(customerToken, { method, url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        error: true,
        message: "You don't have the right to do this.",
        issues: [],
      });
    }
    const roles = await t.app.db.prisma.roleRight.count();
    const update = await t.as(customerToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: 2, permissions: [] },
    });
    expect(update.statusCode).toBe(403);
    expect(await t.app.db.prisma.roleRight.count()).toBe(roles);
  });

  it('checks the right before reading the body: no right, 403, whatever was sent', async () => {
    const response = await t.as(customerToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: 'x' },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.as(null, { method: 'POST', url: '/api/setting/update', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives admin the full menu and others the short menu of their rights', async () => {
    const admin = (await t.as(t.adminToken, { url: '/api/dashboard/sidemenu' })).json().data;
    expect(admin).toEqual(ADMIN_MENU);
    const customer = menuKeys((await t.as(customerToken, { url: '/api/dashboard/sidemenu' })).json().data);
    // The customer's portal: its quotations and bills are in its menu (the lists hold only its own).
    expect(customer).toEqual(
      expect.arrayContaining(['dashboard', 'amc', 'service', 'complaint', 'quotation', 'sales', 'message']),
    );
    for (const hidden of ['products', 'purchase', 'stock', 'task', 'settings', 'users'])
      expect(customer).not.toContain(hidden);
  });

  it('lists roles with their rights and modules with their actions', async () => {
    const roles = (await t.as(t.adminToken, { url: '/api/role/list' })).json().data;
    expect(roles.map((r: { slug: string }) => r.slug)).toEqual(['admin', 'employee', 'customer', 'supplier']);
    expect(roles.find((r: { slug: string }) => r.slug === 'customer').permissions).toContain('complaint_add');
    const modules = (await t.as(t.adminToken, { url: '/api/module/list' })).json().data;
    expect(modules.find((m: { slug: string }) => m.slug === 'sell').actions).toEqual([
      'view',
      'add',
      'edit',
      'delete',
      'payment',
      'credit',
    ]);
  });

  it('refuses unknown rights and the admin role, changing nothing', async () => {
    const before = await t.app.db.prisma.roleRight.findMany({ orderBy: { id: 'asc' } });
    const unknown = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: 3, permissions: ['complaint_fly'] },
    });
    expect(unknown.statusCode).toBe(400);
    const adminRole = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'admin' } });
    const admin = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: adminRole.id, permissions: [] },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('The admin role always holds every right; it cannot be changed.');
    const missing = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: 999, permissions: [] },
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.app.db.prisma.roleRight.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('changes a role’s rights, ends its users’ old tokens, and tells them live', async () => {
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    const events: string[] = [];
    const unsubscribe = t.app.events.subscribe(customerId, (event) => events.push(event));

    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['dashboard_view', 'amc_view', 'message_view'] },
    });
    unsubscribe();
    expect(response.statusCode).toBe(200);
    expect(events).toEqual(['customer_permission_updated']);

    expect((await t.as(customerToken, { url: '/api/user/profile' })).statusCode).toBe(401);
    // Other roles keep their sessions.
    expect((await t.as(employeeToken, { url: '/api/user/profile' })).statusCode).toBe(200);

    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'c@example.com', password: 'Secret123' },
    });
    expect(
      fresh
        .json()
        .permissions.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['amc_view', 'dashboard_view', 'message_view']);
    const menu = menuKeys(
      (await t.as(fresh.json().accessToken, { url: '/api/dashboard/sidemenu' })).json().data,
    );
    expect(menu).not.toContain('complaint');
    const log = await t.as(t.adminToken, { url: '/api/activitylog?activity_slug=role' });
    expect(log.json().data[0]).toMatchObject({
      action: 'update',
      record_id: role.id,
      description: 'Set 3 rights for the Customer role',
    });
  });

  it('lets a role with activitylog_view read only its own log lines', async () => {
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['activitylog_view'] },
    });
    const token = await signIn(t.app, 'e@example.com', 'Secret123');
    const rows = (await t.as(token, { url: '/api/activitylog?pageSize=100' })).json().data as {
      user: { id: number } | null;
    }[];
    const me = await t.app.db.prisma.user.findUniqueOrThrow({ where: { email: 'e@example.com' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.user?.id === me.id)).toBe(true);
  });

  it('refuses a sort or filter the list does not offer', async () => {
    const sort = await t.as(t.adminToken, { url: '/api/activitylog?sort=password_hash' });
    expect(sort.statusCode).toBe(400);
    const filter = await t.as(t.adminToken, {
      url: `/api/activitylog?filters=${encodeURIComponent('{"secret":1}')}`,
    });
    expect(filter.statusCode).toBe(400);
    const broken = await t.as(t.adminToken, { url: '/api/activitylog?filters=notjson' });
    expect(broken.json().issues[0]).toEqual({ path: 'filters', message: 'filters must be a JSON object' });
  });
});
