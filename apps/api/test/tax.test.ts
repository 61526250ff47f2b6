import { DEFAULT_RIGHTS } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

describe('taxes', () => {
  let t: TInstalledApp;
  const tokens: Record<'employee' | 'customer' | 'supplier', string> = {
    employee: '',
    customer: '',
    supplier: '',
  };
  let customerId: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      const user = await createUser(t.app, role, `${role}@example.com`);
      if (role === 'customer') customerId = user.id;
      tokens[role] = await signIn(t.app, `${role}@example.com`, 'Secret123');
    }
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const snapshot = () => prisma().tax.findMany({ orderBy: { id: 'asc' } });

  it('adds a tax from JSON and from a form, keeping the percentage as an exact decimal', async () => {
    const json = await post('/api/tax/store', { name: ' GST 18% ', percentage: 18 });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      message: 'Tax added successfully.',
      data: {
        id: expect.any(Number),
        name: 'GST 18%',
        percentage: '18.00',
        components: [],
        created_at: expect.any(String),
      },
    });
    const form = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/tax/store',
      ...multipart({ name: 'CESS', percentage: '12.5' }),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ name: 'CESS', percentage: '12.50' });
    const row = await prisma().tax.findUniqueOrThrow({ where: { id: form.json().data.id } });
    expect(row.percentage.toFixed(2)).toBe('12.50');
    const log = await prisma().activityLog.findFirstOrThrow({ where: { slug: 'tax', recordId: row.id } });
    expect(log).toMatchObject({ action: 'create', description: 'Added the tax CESS (12.50%)' });
  });

  it.each([
    [{ percentage: '5' }, 'name', 'Tax name is required!'],
    [{ name: '   ', percentage: '5' }, 'name', 'Tax name is required!'],
    [{ name: 'x'.repeat(101), percentage: '5' }, 'name', 'Maximum length of 100 exceeded!'],
    [{ name: 'VAT' }, 'percentage', 'Percentage is required!'],
    [{ name: 'VAT', percentage: '' }, 'percentage', 'Percentage is required!'],
    [{ name: 'VAT', percentage: '100.01' }, 'percentage', 'Percentage must be between 0 and 100'],
    [{ name: 'VAT', percentage: '-1' }, 'percentage', 'Percentage must be between 0 and 100'],
    [{ name: 'VAT', percentage: '12.345' }, 'percentage', 'Percentage must be between 0 and 100'],
    [{ name: 'VAT', percentage: 'ten' }, 'percentage', 'Percentage must be between 0 and 100'],
    [{ name: 'VAT', percentage: 250 }, 'percentage', 'Percentage must be between 0 and 100'],
  ])('refuses %j with %s: "%s", and stores nothing', async (payload, path, message) => {
    const before = await snapshot();
    const response = await post('/api/tax/store', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the edges 0 and 100', async () => {
    expect((await post('/api/tax/store', { name: 'Exempt', percentage: '0' })).json().data.percentage).toBe(
      '0.00',
    );
    expect(
      (await post('/api/tax/store', { name: 'Full', percentage: '100.00' })).json().data.percentage,
    ).toBe('100.00');
  });

  it('refuses a second tax of the same name (whatever its case), also on update', async () => {
    const before = await snapshot();
    const twin = await post('/api/tax/store', { name: 'gst 18%', percentage: '18' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      error: true,
      message: 'This name already exists.',
      issues: [{ path: 'name', message: 'This name already exists.' }],
    });
    const cess = before.find((r) => r.name === 'CESS')!;
    const rename = await post('/api/tax/update', { id: cess.id, name: 'GST 18%', percentage: '1' });
    expect(rename.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a tax, keeping its own name allowed, and answers 404 for an unknown id', async () => {
    const cess = await prisma().tax.findFirstOrThrow({ where: { name: 'CESS' } });
    const response = await post('/api/tax/update', { id: cess.id, name: 'CESS', percentage: '14' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Tax updated successfully.',
      data: { id: cess.id, name: 'CESS', percentage: '14.00' },
    });
    const before = await snapshot();
    const missing = await post('/api/tax/update', { id: 999999, name: 'Ghost', percentage: '1' });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lists with search by name prefix, sorting and paging done by the database', async () => {
    const list = (query: string) =>
      t.as(t.adminToken, { url: `/api/tax/list?${query}` }).then((r) => r.json());
    const sorted = await list('sort=percentage&order=asc');
    expect(sorted.data.map((r: { name: string }) => r.name)).toEqual(['Exempt', 'CESS', 'GST 18%', 'Full']);
    expect(sorted.meta).toEqual({ total: 4, totalExact: true, page: 1, pageSize: 25 });
    expect((await list('search=GS')).data.map((r: { name: string }) => r.name)).toEqual(['GST 18%']);
    expect((await list('search=18')).meta.total).toBe(0);
    const page2 = await list('sort=name&order=asc&pageSize=3&page=2');
    expect(page2.data.map((r: { name: string }) => r.name)).toEqual(['GST 18%']);
    expect((await t.as(t.adminToken, { url: '/api/tax/list?sort=updated_at' })).statusCode).toBe(400);
  });

  it('exports every matching tax as taxData.csv, more than one page', async () => {
    await prisma().tax.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        name: `Bulk ${String(i).padStart(3, '0')}`,
        percentage: '1.25',
      })),
    });
    const response = await t.as(t.adminToken, {
      url: '/api/tax/list?format=csv&pageSize=10&search=Bulk&sort=name&order=asc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="taxData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe('Tax name,Percentage,Created at');
    expect(lines[1]).toMatch(/^Bulk 000,1\.25,\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(lines[120]).toMatch(/^Bulk 119,1\.25,/);
    await prisma().tax.deleteMany({ where: { name: { startsWith: 'Bulk' } } });
  });

  it('deletes several taxes in one transaction: one unknown id deletes nothing', async () => {
    const [exempt, full] = await Promise.all(
      ['Exempt', 'Full'].map((name) => prisma().tax.findFirstOrThrow({ where: { name } })),
    );
    const before = await snapshot();
    const bad = await post('/api/tax/deleteMulti', { ids: [exempt!.id, 999999] });
    expect(bad.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const good = await post('/api/tax/deleteMulti', { ids: [exempt!.id, full!.id] });
    expect(good.json()).toEqual({
      message: 'Taxes deleted successfully.',
      data: { ids: [exempt!.id, full!.id] },
    });
    expect(await prisma().tax.count({ where: { id: { in: [exempt!.id, full!.id] } } })).toBe(0);
  });

  it('refuses to delete a tax used by quotation or sale lines, alone or among others', async () => {
    const gst = await prisma().tax.findFirstOrThrow({ where: { name: 'GST 18%' } });
    const cess = await prisma().tax.findFirstOrThrow({ where: { name: 'CESS' } });
    const product = await prisma().product.create({
      data: { code: 'P-1', name: 'Filter', modelNumber: 'F1', price: '100.00' },
    });
    await prisma().quotation.create({
      data: {
        quotationNo: 'QUO-00001',
        customerId,
        date: new Date('2026-01-05'),
        items: {
          create: [
            {
              productId: product.id,
              quantity: 2,
              price: '100.00',
              taxId: gst.id,
              taxPercent: '18.00',
              amount: '236.00',
            },
          ],
        },
      },
    });
    const before = await snapshot();
    const single = await post('/api/tax/delete', { id: gst.id });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe('The tax GST 18% is used by 1 quotation line; it cannot be deleted.');
    expect((await post('/api/tax/deleteMulti', { ids: [cess.id, gst.id] })).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    const ok = await post('/api/tax/delete', { id: cess.id });
    expect(ok.json()).toEqual({ message: 'Tax deleted successfully.', data: { ids: [cess.id] } });
  });

  it('shows one tax with how many quotations and sales carry it, each document once; 404 for an unknown id', async () => {
    const gst = await prisma().tax.findFirstOrThrow({ where: { name: 'GST 18%' } });
    const product = await prisma().product.findFirstOrThrow({ where: { code: 'P-1' } });
    const line = { productId: product.id, quantity: 1, price: '100.00', taxId: gst.id, taxPercent: '18.00' };
    // Two lines of one sale count one sale; a line of another tax counts nothing.
    await prisma().sale.create({
      data: {
        saleNo: 'SAL-00001',
        customerId,
        date: new Date('2026-01-06'),
        billingAddress: 'Pune',
        items: {
          create: [
            { ...line, amount: '118.00' },
            { ...line, amount: '118.00' },
          ],
        },
      },
    });
    const other = await prisma().tax.create({ data: { name: 'Other', percentage: '5.00' } });
    await prisma().sale.create({
      data: {
        saleNo: 'SAL-00002',
        customerId,
        date: new Date('2026-01-07'),
        billingAddress: 'Pune',
        items: { create: [{ ...line, taxId: other.id, amount: '105.00' }] },
      },
    });
    const response = await t.as(t.adminToken, { url: `/api/tax/view/${gst.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Tax',
      data: {
        id: gst.id,
        name: 'GST 18%',
        percentage: gst.percentage.toFixed(2),
        components: [],
        created_at: gst.createdAt.toISOString(),
        updated_at: gst.updatedAt.toISOString(),
        usage: { quotations: 1, sales: 1 },
      },
    });
    const unused = await prisma().tax.create({ data: { name: 'Unused', percentage: '1.00' } });
    expect((await t.as(t.adminToken, { url: `/api/tax/view/${unused.id}` })).json().data.usage).toEqual({
      quotations: 0,
      sales: 0,
    });
    const missing = await t.as(t.adminToken, { url: '/api/tax/view/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(true);
    expect((await t.as(t.adminToken, { url: '/api/tax/view/abc' })).statusCode).toBe(400);
    await prisma().sale.deleteMany({ where: { saleNo: { in: ['SAL-00001', 'SAL-00002'] } } });
    await prisma().tax.deleteMany({ where: { id: { in: [other.id, unused.id] } } });
  });

  it('refuses every tax call to employee, customer and supplier by default (403), changing nothing', async () => {
    const gst = await prisma().tax.findFirstOrThrow({ where: { name: 'GST 18%' } });
    const before = await snapshot();
    for (const token of Object.values(tokens)) {
      expect((await t.as(token, { url: '/api/tax/list' })).statusCode).toBe(403);
      expect((await t.as(token, { url: `/api/tax/view/${gst.id}` })).statusCode).toBe(403);
      expect((await post('/api/tax/store', { name: 'Sneaky', percentage: '1' }, token)).statusCode).toBe(403);
      expect(
        (await post('/api/tax/update', { id: gst.id, name: 'Sneaky', percentage: '1' }, token)).statusCode,
      ).toBe(403);
      expect((await post('/api/tax/delete', { id: gst.id }, token)).statusCode).toBe(403);
      expect((await post('/api/tax/deleteMulti', { ids: [gst.id] }, token)).statusCode).toBe(403);
    }
    expect((await t.as(null, { url: '/api/tax/list' })).statusCode).toBe(401);
    expect((await t.as(null, { url: `/api/tax/view/${gst.id}` })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('follows the rights a role is given on the access rights screen', async () => {
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const granted = await post('/api/role/update', {
      role_id: role.id,
      permissions: [...DEFAULT_RIGHTS.employee, 'tax_view', 'tax_add'],
    });
    expect(granted.statusCode).toBe(200);
    const token = await signIn(t.app, 'employee@example.com', 'Secret123');
    expect((await t.as(token, { url: '/api/tax/list' })).statusCode).toBe(200);
    const added = await post('/api/tax/store', { name: 'IGST 28%', percentage: '28' }, token);
    expect(added.statusCode).toBe(200);
    const viewed = await t.as(token, { url: `/api/tax/view/${added.json().data.id}` });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data).toMatchObject({ name: 'IGST 28%', usage: { quotations: 0, sales: 0 } });
    const before = await snapshot();
    expect(
      (await post('/api/tax/update', { id: added.json().data.id, name: 'X', percentage: '1' }, token))
        .statusCode,
    ).toBe(403);
    expect((await post('/api/tax/delete', { id: added.json().data.id }, token)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
