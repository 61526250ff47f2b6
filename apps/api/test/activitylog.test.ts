import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

type TRow = {
  id: number;
  activity_slug: string;
  action: string;
  description: string;
  user: { id: number } | null;
  created_at: string;
};

describe('activity log', () => {
  let t: TInstalledApp;
  let adminId: number;
  let employee: { id: number; token: string };
  let customerToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    const e = await createUser(t.app, 'employee', 'e@example.com');
    await createUser(t.app, 'customer', 'c@example.com');
    const prisma = t.app.db.prisma;
    adminId = (await prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } })).id;
    const role = await prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['activitylog_view'] },
    });
    employee = { id: e.id, token: await signIn(t.app, 'e@example.com', 'Secret123') };
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
    // A known history: the admin's and the employee's lines, on known days, in modules of their own.
    await prisma.activityLog.createMany({
      data: [
        {
          slug: 'alpha',
          action: 'create',
          description: 'Admin added alpha 1',
          userId: adminId,
          createdAt: new Date('2026-03-01T10:00:00Z'),
        },
        {
          slug: 'alpha',
          action: 'update',
          description: 'Admin changed alpha 1',
          userId: adminId,
          createdAt: new Date('2026-03-02T10:00:00Z'),
        },
        {
          slug: 'beta',
          action: 'delete',
          description: 'Admin deleted beta 7',
          userId: adminId,
          createdAt: new Date('2026-03-03T23:30:00Z'),
        },
        {
          slug: 'beta',
          action: 'create',
          description: 'Employee added beta 8',
          userId: e.id,
          createdAt: new Date('2026-03-04T08:00:00Z'),
        },
        {
          slug: 'gamma',
          action: 'update',
          description: 'Employee changed gamma 2',
          userId: e.id,
          createdAt: new Date('2026-03-05T08:00:00Z'),
          ip: '10.0.0.9',
        },
      ],
    });
  });
  afterAll(async () => t?.close());

  const list = async (query: string, token = t.adminToken) => {
    const response = await t.as(token, { url: `/api/activitylog?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: TRow[]; meta: { total: number; page: number; pageSize: number } };
  };
  const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
  const descriptions = (body: { data: TRow[] }) => body.data.map((r) => r.description);
  const march = filters({ from: '2026-03-01', to: '2026-03-31' });

  it('pages and sorts in the database, newest first by default', async () => {
    const first = await list(`${march}&pageSize=2`);
    expect(first.meta).toEqual({ total: 5, totalExact: true, page: 1, pageSize: 2 });
    expect(descriptions(first)).toEqual(['Employee changed gamma 2', 'Employee added beta 8']);
    expect(descriptions(await list(`${march}&pageSize=2&page=3`))).toEqual(['Admin added alpha 1']);
    const bySlug = await list(`${march}&sort=activity_slug&order=asc`);
    expect(bySlug.data.map((r) => r.activity_slug)).toEqual(['alpha', 'alpha', 'beta', 'beta', 'gamma']);
    const gamma = bySlug.data[4]!;
    expect(gamma).toMatchObject({
      action: 'update',
      ip: '10.0.0.9',
      user: { id: employee.id, role_name: 'employee' },
    });
  });

  it('filters by module, by user and by a date range that includes both days', async () => {
    expect(descriptions(await list(filters({ activity_slug: 'beta' })))).toEqual([
      'Employee added beta 8',
      'Admin deleted beta 7',
    ]);
    expect(descriptions(await list('activity_slug=alpha&sort=created_at&order=asc'))).toEqual([
      'Admin added alpha 1',
      'Admin changed alpha 1',
    ]);
    expect(
      descriptions(await list(filters({ from: '2026-03-01', to: '2026-03-31', user_id: employee.id }))),
    ).toEqual(['Employee changed gamma 2', 'Employee added beta 8']);
    expect(descriptions(await list(filters({ from: '2026-03-02', to: '2026-03-03' })))).toEqual([
      'Admin deleted beta 7',
      'Admin changed alpha 1',
    ]);
    expect(descriptions(await list('search=Admin%20de'))).toEqual(['Admin deleted beta 7']);
    const bad = await t.as(t.adminToken, { url: `/api/activitylog?${filters({ from: 'yesterday' })}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'filters.from', message: 'from must be a date (YYYY-MM-DD).' },
    ]);
    const badSlug = await t.as(t.adminToken, { url: `/api/activitylog?${filters({ activity_slug: 5 })}` });
    expect(badSlug.json().issues).toEqual([
      { path: 'filters.activity_slug', message: 'activity_slug must be a module slug.' },
    ]);
  });

  it('shows a member with the right only its own lines, whatever it filters by', async () => {
    const own = await list(march, employee.token);
    expect(descriptions(own)).toEqual(['Employee changed gamma 2', 'Employee added beta 8']);
    const another = await list(
      filters({ from: '2026-03-01', to: '2026-03-31', user_id: adminId }),
      employee.token,
    );
    expect(another.meta.total).toBe(0);
    expect(descriptions(await list('activity_slug=alpha', employee.token))).toEqual([]);
  });

  it('lists the modules of the lines the caller may read', async () => {
    const all = (await t.as(t.adminToken, { url: '/api/activitylog/slugs' })).json().data as string[];
    expect(all).toEqual(expect.arrayContaining(['alpha', 'beta', 'gamma', 'role']));
    expect(all).toEqual([...all].sort());
    const own = (await t.as(employee.token, { url: '/api/activitylog/slugs' })).json().data;
    expect(own).toEqual(expect.arrayContaining(['beta', 'gamma']));
    expect(own).not.toContain('alpha');
  });

  it('refuses the log to a role without activitylog_view (403) and to nobody (401)', async () => {
    expect((await t.as(customerToken, { url: '/api/activitylog' })).statusCode).toBe(403);
    expect((await t.as(customerToken, { url: '/api/activitylog/slugs' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/activitylog' })).statusCode).toBe(401);
  });
});
