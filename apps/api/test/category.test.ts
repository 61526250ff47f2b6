import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RIGHTS } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMigrationsDir } from '../src/db/migrate';
import { storedTexts } from '../src/lib/kernel/i18n/server-texts';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

describe('categories: brands, product categories, units, complaint and task types', () => {
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
  const snapshot = () => prisma().category.findMany({ orderBy: { id: 'asc' } });
  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  it('adds names to a list, from JSON and from a form', async () => {
    const response = await post('/api/category/store', { type: 'brand', name: ' Voltas ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Brand added successfully.',
      data: { id: expect.any(Number), type: 'brand', name: 'Voltas' },
    });
    for (const [type, name] of [
      ['brand', 'Daikin'],
      ['brand', 'Blue Star'],
      ['unit', 'Nos'],
      ['complaint_type', 'Not cooling'],
      ['task_type', 'Installation'],
    ]) {
      const form = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/category/store',
        ...multipart({ type: type!, name: name! }),
      });
      expect(form.statusCode, name).toBe(200);
    }
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'category', recordId: response.json().data.id },
    });
    expect(log).toMatchObject({ action: 'create', description: 'Added the brand Voltas' });
  });

  it('lists one type by name for every signed-in user, under data and under category', async () => {
    for (const token of [t.adminToken, ...Object.values(tokens)]) {
      const response = await t.as(token, { url: '/api/category/list?type=brand' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(names(body)).toEqual(['Blue Star', 'Daikin', 'Voltas']);
      expect(body.category).toEqual(body.data);
      expect(body.data[0]).toEqual({ id: expect.any(Number), type: 'brand', name: 'Blue Star' });
    }
    expect((await t.as(null, { url: '/api/category/list' })).statusCode).toBe(401);
  });

  it('lists every type (by type, then name) without a type, narrows by a name prefix, refuses an unknown type', async () => {
    const all = (await t.as(tokens.customer, { url: '/api/category/list' })).json();
    expect(all.data.map((c: { type: string; name: string }) => `${c.type}:${c.name}`)).toEqual([
      'brand:Blue Star',
      'brand:Daikin',
      'brand:Voltas',
      'unit:Nos',
      'complaint_type:Not cooling',
      'task_type:Installation',
    ]);
    expect(
      names((await t.as(tokens.customer, { url: '/api/category/list?type=brand&search=Da' })).json()),
    ).toEqual(['Daikin']);
    expect(names((await t.as(tokens.customer, { url: '/api/category/list?type=' })).json())).toHaveLength(6);
    const bad = await t.as(tokens.customer, { url: '/api/category/list?type=colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'type', message: 'Please choose a valid type.' }]);
  });

  it.each([
    [{ type: 'brand' }, 'name', 'Name is required!'],
    [{ type: 'brand', name: '  ' }, 'name', 'Name is required!'],
    [{ type: 'brand', name: 'x'.repeat(101) }, 'name', 'Maximum length of 100 exceeded!'],
    [{ name: 'LG' }, 'type', 'Type is required!'],
    [{ type: 'colour', name: 'LG' }, 'type', 'Please choose a valid type.'],
  ])('refuses %j with %s: "%s", and stores nothing', async (payload, path, message) => {
    const before = await snapshot();
    const response = await post('/api/category/store', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name twice in one list (whatever its case) but allows it in another list', async () => {
    const before = await snapshot();
    const twin = await post('/api/category/store', { type: 'brand', name: 'daikin' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      error: true,
      message: 'This name already exists.',
      issues: [{ path: 'name', message: 'This name already exists.' }],
    });
    expect(await snapshot()).toEqual(before);
    const other = await post('/api/category/store', { type: 'task_type', name: 'Daikin' });
    expect(other.statusCode).toBe(200);
    expect((await post('/api/category/delete', { id: other.json().data.id })).statusCode).toBe(200);
  });

  it('refuses to delete an entry that products, complaints or tasks use, and says why', async () => {
    const daikin = await prisma().category.findFirstOrThrow({ where: { type: 'brand', name: 'Daikin' } });
    const nos = await prisma().category.findFirstOrThrow({ where: { type: 'unit', name: 'Nos' } });
    const notCooling = await prisma().category.findFirstOrThrow({
      where: { type: 'complaint_type', name: 'Not cooling' },
    });
    const installation = await prisma().category.findFirstOrThrow({
      where: { type: 'task_type', name: 'Installation' },
    });
    await prisma().product.createMany({
      data: [
        {
          code: 'AC-1',
          name: 'Split AC',
          modelNumber: 'S1',
          price: '30000.00',
          brandId: daikin.id,
          unitId: nos.id,
        },
        { code: 'AC-2', name: 'Window AC', modelNumber: 'W1', price: '25000.00', brandId: daikin.id },
      ],
    });
    await prisma().complaint.create({
      data: {
        complaintNo: 'CMP-00001',
        customerId,
        complaintDate: new Date('2026-01-02'),
        typeId: notCooling.id,
        description: 'Warm air',
      },
    });
    await prisma().task.create({
      data: { name: 'Fit AC', typeId: installation.id, description: 'Fit the new AC' },
    });
    const before = await snapshot();
    for (const [row, message] of [
      [daikin, 'The brand "Daikin" is used by 2 products and cannot be deleted.'],
      [nos, 'The unit "Nos" is used by 1 product and cannot be deleted.'],
      [notCooling, 'The complaint type "Not cooling" is used by 1 complaint and cannot be deleted.'],
      [installation, 'The task type "Installation" is used by 1 task and cannot be deleted.'],
    ] as const) {
      const response = await post('/api/category/delete', { id: row.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: true, message, issues: [] });
    }
    // The count is worded in the reader's language, with the plural form the number takes there.
    for (const language of ['ru', 'ar'] as const) {
      const response = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/category/delete',
        payload: { id: daikin.id },
        headers: { 'accept-language': language },
      });
      const texts = storedTexts(language);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        texts('inUse.brand', { name: 'Daikin', uses: texts('use.product', { count: 2 }) }),
      );
      expect(texts('use.product', { count: 2 })).not.toBe(texts('use.product', { count: 1 }));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('renames an entry in its list; the products that use it show the new name, and the log says so', async () => {
    const daikin = await prisma().category.findFirstOrThrow({ where: { type: 'brand', name: 'Daikin' } });
    const response = await post('/api/category/update', { id: daikin.id, name: ' Daikin India ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Brand updated successfully.',
      data: { id: daikin.id, type: 'brand', name: 'Daikin India' },
    });
    const products = (await t.as(t.adminToken, { url: '/api/product/list' })).json().data;
    expect(products.map((p: { code: string; brand: unknown }) => [p.code, p.brand])).toEqual(
      expect.arrayContaining([
        ['AC-1', { id: daikin.id, name: 'Daikin India' }],
        ['AC-2', { id: daikin.id, name: 'Daikin India' }],
      ]),
    );
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'category', action: 'update', recordId: daikin.id },
    });
    expect(log.description).toBe('Renamed the brand Daikin to Daikin India');
    // Only the case changes: the entry's own name is no twin of itself.
    expect((await post('/api/category/update', { id: daikin.id, name: 'daikin' })).json().data.name).toBe(
      'daikin',
    );
    expect((await post('/api/category/update', { id: daikin.id, name: 'Daikin' })).statusCode).toBe(200);
  });

  it.each([
    [{ name: 'LG' }, 'id'],
    [{ id: 'abc', name: 'LG' }, 'id'],
    ['', 'name', 'Name is required!'],
    ['  ', 'name', 'Name is required!'],
    ['x'.repeat(101), 'name', 'Maximum length of 100 exceeded!'],
  ] as const)(
    'refuses to rename with %j (%s: %s), changing nothing',
    async (input, path, message?: string) => {
      const daikin = await prisma().category.findFirstOrThrow({ where: { type: 'brand', name: 'Daikin' } });
      const payload = typeof input === 'string' ? { id: daikin.id, name: input } : input;
      const before = await snapshot();
      const response = await post('/api/category/update', payload);
      expect(response.statusCode).toBe(400);
      const issues = response.json().issues;
      expect(issues.map((i: { path: string }) => i.path)).toEqual([path]);
      if (message) expect(issues[0].message).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a new name its list already has (409 on the field), allows one from another list, 404 for an unknown id', async () => {
    const daikin = await prisma().category.findFirstOrThrow({ where: { type: 'brand', name: 'Daikin' } });
    const before = await snapshot();
    const twin = await post('/api/category/update', { id: daikin.id, name: 'blue star' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      error: true,
      message: 'This name already exists.',
      issues: [{ path: 'name', message: 'This name already exists.' }],
    });
    const unknown = await post('/api/category/update', { id: 999_999, name: 'Hitachi' });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const nos = await prisma().category.findFirstOrThrow({ where: { type: 'unit', name: 'Nos' } });
    // "Installation" is a task type; as a unit's name it is no twin.
    const other = await post('/api/category/update', { id: nos.id, name: 'Installation' });
    expect(other.statusCode).toBe(200);
    expect((await post('/api/category/update', { id: nos.id, name: 'Nos' })).statusCode).toBe(200);
  });

  it('deletes an unused entry and answers 404 for an unknown one', async () => {
    const voltas = await prisma().category.findFirstOrThrow({ where: { type: 'brand', name: 'Voltas' } });
    const response = await post('/api/category/delete', { id: voltas.id });
    expect(response.json()).toEqual({
      message: 'Brand deleted successfully.',
      data: { id: voltas.id, type: 'brand', name: 'Voltas' },
    });
    expect(await prisma().category.findUnique({ where: { id: voltas.id } })).toBeNull();
    expect((await post('/api/category/delete', { id: voltas.id })).statusCode).toBe(404);
    expect((await post('/api/category/delete', { id: 'abc' })).statusCode).toBe(400);
  });

  it('refuses store, update and delete to employee, customer and supplier by default (403), changing nothing', async () => {
    const blueStar = await prisma().category.findFirstOrThrow({
      where: { type: 'brand', name: 'Blue Star' },
    });
    const before = await snapshot();
    for (const token of Object.values(tokens)) {
      expect((await post('/api/category/store', { type: 'brand', name: 'Carrier' }, token)).statusCode).toBe(
        403,
      );
      expect(
        (await post('/api/category/update', { id: blueStar.id, name: 'Carrier' }, token)).statusCode,
      ).toBe(403);
      expect((await post('/api/category/delete', { id: blueStar.id }, token)).statusCode).toBe(403);
    }
    expect((await post('/api/category/store', { type: 'brand', name: 'Carrier' }, '')).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('follows the rights a role is given on the access rights screen', async () => {
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
    await post('/api/role/update', {
      role_id: role.id,
      permissions: [...DEFAULT_RIGHTS.employee, 'category_add'],
    });
    const token = await signIn(t.app, 'employee@example.com', 'Secret123');
    const added = await post('/api/category/store', { type: 'complaint_type', name: 'Gas refill' }, token);
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id;
    expect((await post('/api/category/update', { id, name: 'Gas top-up' }, token)).statusCode).toBe(403);
    expect((await post('/api/category/delete', { id }, token)).statusCode).toBe(403);
    expect(await prisma().category.findUnique({ where: { id } })).toMatchObject({ name: 'Gas refill' });

    await post('/api/role/update', {
      role_id: role.id,
      permissions: [...DEFAULT_RIGHTS.employee, 'category_add', 'category_edit'],
    });
    const editor = await signIn(t.app, 'employee@example.com', 'Secret123');
    const renamed = await post('/api/category/update', { id, name: 'Gas top-up' }, editor);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id, type: 'complaint_type', name: 'Gas top-up' });
  });

  it('offers category_edit on the access rights screen, also to a database installed before it existed', async () => {
    const categoryActions = async () => {
      const modules = (await t.as(t.adminToken, { url: '/api/module/list' })).json().data;
      return modules.find((m: { slug: string }) => m.slug === 'category').actions;
    };
    expect(await categoryActions()).toEqual(['view', 'add', 'edit', 'delete']);
    await prisma().module.update({ where: { slug: 'category' }, data: { actions: 'view,add,delete' } });
    const migration = join(findMigrationsDir(), '20261125130000_category_edit_right', 'migration.sql');
    await prisma().$executeRawUnsafe(readFileSync(migration, 'utf8'));
    expect(await categoryActions()).toEqual(['view', 'add', 'edit', 'delete']);
  });
});
