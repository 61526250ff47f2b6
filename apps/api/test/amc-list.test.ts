import { DEFAULT_RIGHTS } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { amcForm, seedWorkParties, snapshotWork, type TWorkParties } from './helpers/work-parties';
import { weekClosedOn } from './helpers/fixtures';

type TRow = { id: number; amc_no: string };
const numbers = (body: { data: TRow[] }) => body.data.map((r) => r.amc_no);

describe('AMC list, view, CSV, row boundaries and rights', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
    const store = async (overrides: Record<string, string>) =>
      (
        await t.as(t.adminToken, { method: 'POST', url: '/api/amc/store', payload: amcForm(p, overrides) })
      ).json().data;
    ids.first = (await store({ service_count: '2' })).id;
    ids.second = (
      await store({
        customer_id: String(p.otherCustomer),
        assigned_to_id: String(p.otherEmployee),
        start_date: '2026-03-15',
        service_count: '2',
      })
    ).id;
    ids.third = (
      await store({
        assigned_to_id: String(p.otherEmployee),
        status: 'progress',
        start_date: '2025-12-01',
        service_count: '3',
      })
    ).id;
  });
  afterAll(async () => t?.close());

  const list = (query: string, token = t.adminToken) => t.as(token, { url: `/api/amc/list?${query}` });
  const filtered = (filters: object, token = t.adminToken) =>
    list(`filters=${encodeURIComponent(JSON.stringify(filters))}&sort=amc_no&order=asc`, token).then((r) =>
      r.json(),
    );

  it('pages, sorts and searches the contracts in the database', async () => {
    const body = (await list('sort=amc_no&order=asc&pageSize=2')).json();
    expect(body.meta).toEqual({ total: 3, totalExact: true, page: 1, pageSize: 2 });
    expect(numbers(body)).toEqual(['AMC-00001', 'AMC-00002']);
    expect(numbers((await list('sort=start_date&order=asc')).json())).toEqual([
      'AMC-00003',
      'AMC-00001',
      'AMC-00002',
    ]);
    expect(numbers((await list('sort=next_service_date&order=desc')).json())).toEqual([
      'AMC-00002',
      'AMC-00001',
      'AMC-00003',
    ]);
    expect(numbers((await list('search=AMC-00002')).json())).toEqual(['AMC-00002']);
    expect((await list('search=00002')).json().meta.total).toBe(0);
    expect((await list('sort=detail')).statusCode).toBe(400);
  });

  it('filters by status, customer, assignee and employee status, and refuses a bad filter', async () => {
    expect(numbers(await filtered({ status: 'progress' }))).toEqual(['AMC-00003']);
    expect(numbers(await filtered({ customer_id: p.customer }))).toEqual(['AMC-00001', 'AMC-00003']);
    expect(numbers(await filtered({ assigned_to_id: p.otherEmployee }))).toEqual(['AMC-00002', 'AMC-00003']);
    expect(numbers(await filtered({ employee_status: 'pending' }))).toEqual([
      'AMC-00001',
      'AMC-00002',
      'AMC-00003',
    ]);
    expect(numbers(await filtered({ employee_status: 'rejected' }))).toEqual([]);
    const bad = await list(`filters=${encodeURIComponent(JSON.stringify({ status: 'done' }))}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'filters.status', message: 'status must be one of open, pending, progress, closed.' },
    ]);
  });

  it('shows a customer its own contracts and an employee those assigned to it; another’s id is 404', async () => {
    expect(numbers(await filtered({}, p.tokens.customer))).toEqual(['AMC-00001', 'AMC-00003']);
    expect(numbers(await filtered({}, p.tokens.otherCustomer))).toEqual(['AMC-00002']);
    expect(numbers(await filtered({}, p.tokens.employee))).toEqual(['AMC-00001']);
    expect(numbers(await filtered({}, p.tokens.otherEmployee))).toEqual(['AMC-00002', 'AMC-00003']);
    const own = await t.as(p.tokens.customer, { url: `/api/amc/view/${ids.first}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.services.map((s: { service_date: string }) => s.service_date)).toEqual([
      '2026-02-28',
      '2026-03-31',
    ]);
    expect((await t.as(p.tokens.customer, { url: `/api/amc/view/${ids.second}` })).statusCode).toBe(404);
    expect((await t.as(p.tokens.employee, { url: `/api/amc/view/${ids.third}` })).statusCode).toBe(404);
    expect((await t.as(t.adminToken, { url: '/api/amc/view/999999' })).statusCode).toBe(404);
  });

  it('refuses writes to employee, customer and supplier by default (403), and every call to a supplier', async () => {
    const before = await snapshotWork(t);
    for (const token of Object.values(p.tokens)) {
      const post = (url: string, payload: object) => t.as(token, { method: 'POST', url, payload });
      expect((await post('/api/amc/store', amcForm(p))).statusCode).toBe(403);
      expect((await post('/api/amc/update', { ...amcForm(p), id: ids.first })).statusCode).toBe(403);
      expect((await post('/api/amc/delete', { id: ids.first })).statusCode).toBe(403);
      expect((await post('/api/amc/deleteMultiAmc', { ids: [ids.first] })).statusCode).toBe(403);
    }
    expect((await list('', p.tokens.supplier)).statusCode).toBe(403);
    expect((await t.as(p.tokens.supplier, { url: `/api/amc/view/${ids.first}` })).statusCode).toBe(403);
    for (const url of ['/api/amc/approveEmployeeStatus', '/api/amc/rejectEmployeeStatus'])
      expect(
        (await t.as(p.tokens.customer, { method: 'POST', url, payload: { id: ids.first } })).statusCode,
      ).toBe(403);
    expect((await t.as(null, { url: '/api/amc/list' })).statusCode).toBe(401);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('lets an employee given amc_edit update only its own contracts, without changing the assignee', async () => {
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: [...DEFAULT_RIGHTS.employee, 'amc_edit'] },
    });
    const token = await signIn(t.app, 'ravi@example.com', 'Secret123');
    const post = (payload: object) => t.as(token, { method: 'POST', url: '/api/amc/update', payload });
    const before = await snapshotWork(t);
    expect((await post({ ...amcForm(p, { service_count: '2' }), id: ids.second })).statusCode).toBe(404);
    const reassign = await post({
      ...amcForm(p, { service_count: '2', assigned_to_id: String(p.otherEmployee) }),
      id: ids.first,
    });
    expect(reassign.statusCode).toBe(403);
    expect(reassign.json().issues).toEqual([
      { path: 'assigned_to_id', message: 'Only an administrator can change the assignee.' },
    ]);
    expect(await snapshotWork(t)).toEqual(before);
    const own = await post({ ...amcForm(p, { service_count: '2', note: 'Gate code 4411' }), id: ids.first });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.note).toBe('Gate code 4411');
  });

  // The employee holds amc_edit since the test above.
  it.each([
    ['customer_id', () => String(p.otherCustomer), 'You are not allowed to change the customer.'],
    [
      'product_ids',
      () => `${p.products.split},${p.products.window}`,
      'You are not allowed to change the products.',
    ],
    ['service_count', () => '3', 'You are not allowed to change the number of services.'],
    ['detail', () => 'Free extra cleaning', 'You are not allowed to change the detail.'],
  ])(
    'refuses an assigned employee setting %s of an AMC, naming it, and changes nothing',
    async (field, value, message) => {
      const token = await signIn(t.app, 'ravi@example.com', 'Secret123');
      const before = await snapshotWork(t);
      const response = await t.as(token, {
        method: 'POST',
        url: '/api/amc/update',
        payload: {
          ...amcForm(p, { service_count: '2', note: 'Gate code 4411', [field]: value() }),
          id: ids.first,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().issues).toEqual([{ path: field, message }]);
      expect(await snapshotWork(t)).toEqual(before);
    },
  );

  it('lets an assigned employee set the status and note of its AMC; empty fields it may not set stay', async () => {
    const token = await signIn(t.app, 'ravi@example.com', 'Secret123');
    const response = await t.as(token, {
      method: 'POST',
      url: '/api/amc/update',
      payload: {
        ...amcForm(p, { service_count: '2', status: 'progress', note: 'Ladder needed', description: '' }),
        id: ids.first,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'progress',
      note: 'Ladder needed',
      description: 'Two units in the office',
    });
    const reopened = await t.as(token, {
      method: 'POST',
      url: '/api/amc/update',
      payload: { ...amcForm(p, { service_count: '2', note: 'Gate code 4411' }), id: ids.first },
    });
    expect(reopened.json().data).toMatchObject({ status: 'open', note: 'Gate code 4411' });
  });

  it('exports every matching contract as amcData.csv, more than one page', async () => {
    const prisma = t.app.db.prisma;
    await prisma.amc.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        amcNo: `BULK-${String(i).padStart(3, '0')}`,
        customerId: p.customer,
        startDate: new Date('2026-01-01'),
        detail: i === 0 ? '=HYPERLINK("http://evil")' : 'Bulk contract',
        intervalMonths: 1,
        serviceCount: 1,
      })),
    });
    const response = await list('search=BULK&format=csv&pageSize=10&sort=amc_no&order=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="amcData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'AMC no,Customer,Customer email,Products,Product codes,Equipment serial numbers,Start date,End date,Status,Assigned to,Employee status,Interval (months),Number of services,Next service,Detail,Description,Note,Price,Billing cycle,Tax,Payment days,Created at',
    );
    expect(lines).toHaveLength(31);
    expect(lines[1]).toMatch(
      /^BULK-000,Priya Sharma,priya@example.com,,,,01-01-2026,,open,,,1,1,,"'=HYPERLINK\(""http:\/\/evil""\)",/,
    );
    const first = (await list('search=AMC-00001&format=csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')[1];
    expect(first).toMatch(
      /^AMC-00001,Priya Sharma,priya@example.com,Split AC,[^,]+,,31-01-2026,30-03-2026,open,Ravi Kumar,pending,1,2,28-02-2026,Quarterly cleaning of both split units,/,
    );
    const customerCsv = await list('format=csv', p.tokens.otherCustomer);
    expect(
      customerCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });
});
