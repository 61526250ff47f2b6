import { DEFAULT_RIGHTS } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { createUser } from './helpers/test-users';
import { PNG_1X1 } from './helpers/fixtures';

const IDS = { daikin: 0, lg: 0, splitAc: 0, nos: 0, metre: 0 };

describe('products: store, update, validation, delete, rights', () => {
  let t: TInstalledApp;
  const tokens: Record<'employee' | 'customer' | 'supplier', string> = {
    employee: '',
    customer: '',
    supplier: '',
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      await createUser(t.app, role, `${role}@example.com`);
      tokens[role] = await signIn(t.app, `${role}@example.com`, 'Secret123');
    }
    const add = (type: 'brand' | 'product_category' | 'unit', name: string) =>
      t.app.db.prisma.category.create({ data: { type, name } }).then((c) => c.id);
    IDS.daikin = await add('brand', 'Daikin');
    IDS.lg = await add('brand', 'LG');
    IDS.splitAc = await add('product_category', 'Split AC');
    IDS.nos = await add('unit', 'Nos');
    IDS.metre = await add('unit', 'Metre');
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const postForm = (url: string, fields: Record<string, string>, files = {}, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, ...multipart(fields, files) });
  const snapshot = async () => ({
    products: await prisma().product.findMany({ orderBy: { id: 'asc' } }),
    files: await prisma().fileUpload.count(),
  });
  const valid = () => ({
    code: 'DAI-FTKF50',
    name: 'Daikin 1.5 Ton Split AC',
    model_number: 'FTKF50UV16',
    hsn_code: ' 8415 ',
    price: '46990',
    brand_id: String(IDS.daikin),
    category_id: String(IDS.splitAc),
    unit_id: String(IDS.nos),
    description: '3 star inverter',
  });
  const png = { image: { filename: 'ac.png', data: PNG_1X1, type: 'image/png' } };

  it('adds a product from a form with an image checked by its content', async () => {
    const response = await postForm('/api/product/store', valid(), png);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Product added successfully.',
      data: {
        id: expect.any(Number),
        code: 'DAI-FTKF50',
        name: 'Daikin 1.5 Ton Split AC',
        model_number: 'FTKF50UV16',
        hsn_code: '8415',
        price: '46990.00',
        brand: { id: IDS.daikin, name: 'Daikin' },
        category: { id: IDS.splitAc, name: 'Split AC' },
        unit: { id: IDS.nos, name: 'Nos' },
        image: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.png$/),
        description: '3 star inverter',
        is_archived: false,
        archived_at: null,
        created_at: expect.any(String),
        current_stock: 0,
      },
    });
    const file = await t.as(t.adminToken, { url: body.data.image });
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'product', recordId: body.data.id },
    });
    expect(log).toMatchObject({
      action: 'create',
      description: 'Added the product Daikin 1.5 Ton Split AC (DAI-FTKF50)',
    });
  });

  it('adds a product from JSON, with an exact decimal price and no lists chosen', async () => {
    const response = await post('/api/product/store', {
      code: 'CU-PIPE',
      name: 'Copper pipe',
      model_number: 'CU-1438',
      price: 850.5,
      brand_id: null,
      unit_id: IDS.metre,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      price: '850.50',
      brand: null,
      category: null,
      unit: { id: IDS.metre, name: 'Metre' },
      image: null,
      description: null,
    });
    const row = await prisma().product.findUniqueOrThrow({ where: { code: 'CU-PIPE' } });
    expect(row.price.toFixed(2)).toBe('850.50');
  });

  it.each([
    ['code', '', 'Code is required!'],
    ['code', 'x'.repeat(51), 'Maximum length of 50 exceeded!'],
    ['name', ' ', 'Name is required!'],
    ['model_number', '', 'Model number is required!'],
    ['price', '', 'Price is required!'],
    ['price', '0', 'Price must be greater than 0'],
    ['price', '0.00', 'Price must be greater than 0'],
    ['price', '-5', 'Price must be greater than 0'],
    ['price', 'abc', 'Price must be a number.'],
    ['price', '10.999', 'Price must be a number with at most 2 decimals'],
    ['price', '12345678901', 'Price must not be more than 9999999999.99'],
    ['brand_id', 'x', 'Please choose a valid brand.'],
    ['category_id', '-3', 'Please choose a valid category.'],
    ['unit_id', '1.5', 'Please choose a valid unit.'],
  ])('refuses %s = %j with "%s", storing nothing (not even the image)', async (field, value, message) => {
    const before = await snapshot();
    const response = await postForm('/api/product/store', { ...valid(), code: 'NEW-1', [field]: value }, png);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: field, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing field in JSON with the same message', async () => {
    const { price: _price, ...rest } = valid();
    const response = await post('/api/product/store', { ...rest, code: 'NEW-1' });
    expect(response.json().issues).toEqual([{ path: 'price', message: 'Price is required!' }]);
  });

  it('refuses a brand, category or unit that is not of its list (400), storing nothing', async () => {
    const before = await snapshot();
    const response = await postForm(
      '/api/product/store',
      {
        ...valid(),
        code: 'NEW-1',
        brand_id: String(IDS.nos),
        category_id: '999999',
        unit_id: String(IDS.lg),
      },
      png,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      message: 'Please choose a valid brand.',
      issues: [
        { path: 'brand_id', message: 'Please choose a valid brand.' },
        { path: 'category_id', message: 'Please choose a valid category.' },
        { path: 'unit_id', message: 'Please choose a valid unit.' },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a taken code (whatever its case) with 409, on store and update, storing nothing', async () => {
    const before = await snapshot();
    const store = await postForm('/api/product/store', { ...valid(), code: 'dai-ftkf50' }, png);
    expect(store.statusCode).toBe(409);
    expect(store.json()).toEqual({
      error: true,
      message: 'The code has already been taken.',
      issues: [{ path: 'code', message: 'The code has already been taken.' }],
    });
    const pipe = before.products.find((p) => p.code === 'CU-PIPE')!;
    const update = await postForm('/api/product/update', { ...valid(), id: String(pipe.id) }, png);
    expect(update.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image that is not one (415) or too large (413), storing nothing', async () => {
    const before = await snapshot();
    const fake = await postForm(
      '/api/product/store',
      { ...valid(), code: 'NEW-1' },
      { image: { filename: 'ac.png', data: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' } },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().issues).toEqual([
      { path: 'image', message: 'uploaded file has unsupported file format' },
    ]);
    const big = await postForm(
      '/api/product/store',
      { ...valid(), code: 'NEW-1' },
      { image: { filename: 'big.png', data: Buffer.concat([PNG_1X1, Buffer.alloc(2_048_001)]) } },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size too large, max file size is 2.048 Mb');
    expect(await snapshot()).toEqual(before);
  });

  it('updates every field, keeps the image when no new one is sent, clears emptied lists', async () => {
    const product = await prisma().product.findUniqueOrThrow({ where: { code: 'DAI-FTKF50' } });
    const response = await postForm('/api/product/update', {
      ...valid(),
      id: String(product.id),
      name: 'Daikin 1.5 Ton Split AC (2026)',
      price: '45999.99',
      brand_id: String(IDS.lg),
      category_id: '',
      description: '',
      image: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Product updated successfully.',
      data: {
        id: product.id,
        name: 'Daikin 1.5 Ton Split AC (2026)',
        price: '45999.99',
        brand: { id: IDS.lg, name: 'LG' },
        category: null,
        description: null,
        image: product.image,
      },
    });
    const before = await snapshot();
    const missing = await post('/api/product/update', { ...valid(), code: 'GHOST', id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes several products in one transaction: one unknown id deletes nothing', async () => {
    const a = await prisma().product.create({
      data: { code: 'DEL-A', name: 'A', modelNumber: 'A', price: '1.00' },
    });
    const b = await prisma().product.create({
      data: { code: 'DEL-B', name: 'B', modelNumber: 'B', price: '1.00' },
    });
    const before = await snapshot();
    const bad = await post('/api/product/deleteMulti', { ids: [a.id, 999999, b.id] });
    expect(bad.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const good = await post('/api/product/deleteMulti', { ids: [a.id, b.id] });
    expect(good.json()).toEqual({ message: 'Products deleted successfully.', data: { ids: [a.id, b.id] } });
    expect(await prisma().product.count({ where: { code: { in: ['DEL-A', 'DEL-B'] } } })).toBe(0);
    const c = await prisma().product.create({
      data: { code: 'DEL-C', name: 'C', modelNumber: 'C', price: '1.00' },
    });
    expect((await post('/api/product/delete', { id: c.id })).json()).toEqual({
      message: 'Product deleted successfully.',
      data: { ids: [c.id] },
    });
    expect((await post('/api/product/delete', { id: c.id })).statusCode).toBe(404);
  });

  it('refuses to delete a product the stock ledger or documents name (409, archive instead), deleting none', async () => {
    const used = await prisma().product.findUniqueOrThrow({ where: { code: 'CU-PIPE' } });
    const free = await prisma().product.create({
      data: { code: 'FREE', name: 'Free', modelNumber: 'F', price: '1.00' },
    });
    await addMovements(prisma(), {
      data: [
        { productId: used.id, quantity: 10, kind: 'purchase', movementDate: new Date('2026-01-01') },
        { productId: used.id, quantity: -4, kind: 'sale', movementDate: new Date('2026-01-02') },
      ],
    });
    const before = await snapshot();
    const response = await post('/api/product/deleteMulti', { ids: [free.id, used.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The product Copper pipe (CU-PIPE) is used by 2 stock movements; it cannot be deleted. Archive it instead.',
    );
    expect((await post('/api/product/delete', { id: used.id })).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every product write and list to employee, customer and supplier by default (403), changing nothing', async () => {
    const product = await prisma().product.findUniqueOrThrow({ where: { code: 'FREE' } });
    const before = await snapshot();
    for (const token of Object.values(tokens)) {
      for (const url of ['/api/product/list', '/api/product/archiveList'])
        expect((await t.as(token, { url })).statusCode).toBe(403);
      expect(
        (await postForm('/api/product/store', { ...valid(), code: 'SNEAKY' }, png, token)).statusCode,
      ).toBe(403);
      expect(
        (await post('/api/product/update', { ...valid(), code: 'SNEAKY', id: product.id }, token)).statusCode,
      ).toBe(403);
      for (const url of ['/api/product/delete', '/api/product/makeArchive', '/api/product/restore']) {
        expect((await post(url, { id: product.id }, token)).statusCode, url).toBe(403);
      }
      expect((await post('/api/product/deleteMulti', { ids: [product.id] }, token)).statusCode).toBe(403);
    }
    expect((await t.as(null, { url: '/api/product/list' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('follows the rights a role is given on the access rights screen', async () => {
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'supplier' } });
    await post('/api/role/update', {
      role_id: role.id,
      permissions: [...DEFAULT_RIGHTS.supplier, 'product_view', 'product_archive'],
    });
    const token = await signIn(t.app, 'supplier@example.com', 'Secret123');
    expect((await t.as(token, { url: '/api/product/list' })).statusCode).toBe(200);
    const product = await prisma().product.findUniqueOrThrow({ where: { code: 'FREE' } });
    expect((await post('/api/product/makeArchive', { id: product.id }, token)).statusCode).toBe(200);
    const before = await snapshot();
    expect((await postForm('/api/product/store', { ...valid(), code: 'SNEAKY' }, {}, token)).statusCode).toBe(
      403,
    );
    expect((await post('/api/product/delete', { id: product.id }, token)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
