import type { TProductOption } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { createUser } from './helpers/test-users';
import { seedDemoCatalog } from '../demo/demo-catalog';
import { DEMO_PRODUCTS, seedDemoProducts } from '../demo/demo-products';

type TRow = { id: number; code: string; name: string; price: string; current_stock: number };
const codes = (body: { data: TRow[] }) => body.data.map((r) => r.code);

describe('product lists: active, archive, dropdown, CSV, current stock', () => {
  let t: TInstalledApp;
  let customerToken: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createInstalledApp();
    await createUser(t.app, 'customer', 'customer@example.com');
    customerToken = await signIn(t.app, 'customer@example.com', 'Secret123');
    const prisma = t.app.db.prisma;
    await seedDemoCatalog(prisma);
    await seedDemoProducts(prisma);
    for (const p of await prisma.product.findMany({ select: { id: true, code: true } })) id[p.code] = p.id;
    for (const c of await prisma.category.findMany()) id[`${c.type}:${c.name}`] = c.id;
    // Created in this order, so the default sort (newest first) is the reverse of DEMO_PRODUCTS.
    await addMovements(prisma, {
      data: [
        { productId: id['KEN-GRAND']!, quantity: 10, kind: 'purchase', movementDate: new Date('2026-01-01') },
        { productId: id['KEN-GRAND']!, quantity: -3, kind: 'sale', movementDate: new Date('2026-01-03') },
        {
          productId: id['SP-CU-1438']!,
          quantity: 150,
          kind: 'purchase',
          movementDate: new Date('2026-01-02'),
        },
      ],
    });
  });
  afterAll(async () => t?.close());

  const list = (query: string, url = '/api/product/list') =>
    t.as(t.adminToken, { url: `${url}?${query}` }).then((r) => r.json());
  const post = (url: string, payload: object) => t.as(t.adminToken, { method: 'POST', url, payload });

  it('seeds the demo products once: a second run adds nothing', async () => {
    expect(await t.app.db.prisma.product.count()).toBe(DEMO_PRODUCTS.length);
    await seedDemoProducts(t.app.db.prisma);
    expect(await t.app.db.prisma.product.count()).toBe(DEMO_PRODUCTS.length);
  });

  it('pages the active products, with their lists by name and the ledger sum as current stock', async () => {
    const body = await list('pageSize=5&sort=code&order=asc');
    expect(body.meta).toEqual({ total: DEMO_PRODUCTS.length, totalExact: true, page: 1, pageSize: 5 });
    expect(codes(body)).toEqual(['BLS-IC518', 'BLS-IC536', 'CAR-ESTER24', 'DAI-FTKF50', 'DAI-FTKM35']);
    const grand = (await list('search=KEN-GRAND')).data[0];
    expect(grand).toEqual({
      id: id['KEN-GRAND'],
      code: 'KEN-GRAND',
      name: 'Kent Grand RO+UV+UF Water Purifier',
      model_number: '11016',
      hsn_code: '8421',
      price: '17500.00',
      brand: { id: id['brand:Kent'], name: 'Kent' },
      category: { id: id['product_category:Water Purifier'], name: 'Water Purifier' },
      unit: { id: id['unit:Nos'], name: 'Nos' },
      image: null,
      description: 'Wall-mounted, 8 litre tank.',
      is_archived: false,
      archived_at: null,
      created_at: expect.any(String),
      current_stock: 7,
    });
    const pipe = (await list('search=SP-CU')).data[0];
    expect(pipe).toMatchObject({
      code: 'SP-CU-1438',
      current_stock: 150,
      brand: null,
      category: null,
      unit: { name: 'Metre' },
    });
  });

  it('sorts by price, model number and name in the database', async () => {
    expect(codes(await list('sort=price&order=asc&pageSize=3'))).toEqual([
      'SP-SED-FLT10',
      'SP-CAP-455',
      'SP-CU-1438',
    ]);
    expect(codes(await list('sort=price&order=desc&pageSize=2'))).toEqual(['BLS-IC536', 'CAR-ESTER24']);
    expect(codes(await list('sort=model_number&order=asc&pageSize=3'))).toEqual([
      'KEN-GRAND',
      'KEN-SUPLITE',
      'VOL-183LZF',
    ]);
    expect(codes(await list('sort=name&order=asc&pageSize=2'))).toEqual(['BLS-IC518', 'BLS-IC536']);
    const page2 = await list('sort=code&order=asc&pageSize=5&page=2');
    expect(codes(page2)).toEqual(['KEN-GRAND', 'KEN-SUPLITE', 'LG-RSQ19', 'LG-RWQ18', 'SP-CAP-455']);
  });

  it('searches by a prefix of code, name or model number, never inside a word', async () => {
    expect(codes(await list('search=DAI&sort=code&order=asc'))).toEqual(['DAI-FTKF50', 'DAI-FTKM35']);
    expect(codes(await list('search=Voltas&sort=code&order=asc'))).toEqual(['VOL-183LZF', 'VOL-183VCZS']);
    expect(codes(await list('search=RW-Q'))).toEqual(['LG-RWQ18']);
    expect((await list('search=Inverter')).meta.total).toBe(0);
  });

  it('filters by brand, category and unit, and refuses a filter it does not offer', async () => {
    const f = (filters: object) =>
      `filters=${encodeURIComponent(JSON.stringify(filters))}&sort=code&order=asc`;
    expect(codes(await list(f({ brand_id: id['brand:LG'] })))).toEqual([
      'LG-RSQ19',
      'LG-RWQ18',
      'SP-COMP-15T',
    ]);
    expect(codes(await list(f({ category_id: id['product_category:Window AC'] })))).toEqual([
      'LG-RWQ18',
      'VOL-183LZF',
    ]);
    expect(codes(await list(f({ unit_id: id['unit:Kg'] })))).toEqual(['SP-GAS-R32']);
    const bad = await t.as(t.adminToken, { url: `/api/product/list?${f({ brand_id: 'LG' })}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'filters.brand_id', message: 'brand_id must be an id.' }]);
    expect((await t.as(t.adminToken, { url: `/api/product/list?${f({ price: 1 })}` })).statusCode).toBe(400);
    expect((await t.as(t.adminToken, { url: '/api/product/list?sort=description' })).statusCode).toBe(400);
  });

  it('moves a product to the archive list and back; archived products leave the dropdown', async () => {
    const grand = id['KEN-GRAND']!;
    const archived = await post('/api/product/makeArchive', { id: grand });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      message: 'Product archived successfully.',
      data: { id: grand, is_archived: true, archived_at: expect.any(String) },
    });
    expect(codes(await list('pageSize=100'))).not.toContain('KEN-GRAND');
    expect(codes(await list('', '/api/product/archiveList'))).toEqual(['KEN-GRAND']);
    const options = (await t.as(t.adminToken, { url: '/api/product/productDropdown?search=KEN' })).json()
      .data;
    expect(options.map((o: TRow) => o.code)).toEqual(['KEN-SUPLITE']);

    const again = await post('/api/product/makeArchive', { id: grand });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is already archived.');
    const restored = await post('/api/product/restore', { id: grand });
    expect(restored.json()).toMatchObject({
      message: 'Product restored successfully.',
      data: { is_archived: false, archived_at: null, current_stock: 7 },
    });
    expect((await list('', '/api/product/archiveList')).meta.total).toBe(0);
    expect((await post('/api/product/restore', { id: grand })).json().message).toBe(
      'This product is not archived.',
    );
    expect((await post('/api/product/makeArchive', { id: 999999 })).statusCode).toBe(404);
    const log = await t.app.db.prisma.activityLog.findMany({
      where: { slug: 'product', recordId: grand },
      orderBy: { id: 'asc' },
    });
    expect(log.map((l) => l.action)).toEqual(['archive', 'restore']);
  });

  it('offers active products to every signed-in user for pickers, under both spellings, by name', async () => {
    const spec = await t.as(customerToken, { url: '/api/product/produtcDropdown?search=KEN' });
    const alias = await t.as(customerToken, { url: '/api/product/productDropdown?search=KEN' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toEqual({
      message: 'Products',
      data: [
        {
          id: id['KEN-GRAND'],
          code: 'KEN-GRAND',
          name: 'Kent Grand RO+UV+UF Water Purifier',
          price: '17500.00',
          stock: null,
        },
        {
          id: id['KEN-SUPLITE'],
          code: 'KEN-SUPLITE',
          name: 'Kent Supreme Lite RO Water Purifier',
          price: '13999.00',
          stock: null,
        },
      ],
    });
    expect(alias.json()).toEqual(spec.json());
    // Stock on hand only for a caller with stock_view (the admin here), for quotation and sale lines.
    const stocked = await t.app.db.prisma.product.findMany({
      where: { code: { startsWith: 'KEN-' } },
      orderBy: { name: 'asc' },
      select: { currentStock: true },
    });
    const admin = (await t.as(t.adminToken, { url: '/api/product/productDropdown?search=KEN' })).json().data;
    expect(admin.map((o: TProductOption) => o.stock)).toEqual(stocked.map((p) => p.currentStock));
    expect(stocked.some((p) => p.currentStock > 0)).toBe(true);
    expect(
      (await t.as(customerToken, { url: '/api/product/productDropdown?search=Kent%20S' })).json().data,
    ).toHaveLength(1);
    expect((await t.as(null, { url: '/api/product/productDropdown' })).statusCode).toBe(401);
  });

  it('exports every matching product as productData.csv (more than a page) and caps the dropdown at 1000', async () => {
    await t.app.db.prisma.product.createMany({
      data: Array.from({ length: 1005 }, (_, i) => ({
        code: `BULK-${String(i).padStart(4, '0')}`,
        name: `Bulk item ${i}`,
        modelNumber: 'B',
        price: '10.00',
      })),
    });
    const response = await t.as(t.adminToken, {
      url: '/api/product/list?format=csv&pageSize=10&sort=code&order=asc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="productData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1005 + DEMO_PRODUCTS.length + 1);
    expect(lines[0]).toBe(
      'Code,Name,Model number,HSN/SAC code,Price,Brand,Category,Unit,Current stock,Created at',
    );
    expect(lines.find((l) => l.startsWith('KEN-GRAND,'))).toMatch(
      /^KEN-GRAND,Kent Grand RO\+UV\+UF Water Purifier,11016,8421,17500\.00,Kent,Water Purifier,Nos,7,\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
    );
    expect(lines.find((l) => l.startsWith('SP-CU-1438,'))).toMatch(
      /^SP-CU-1438,"Copper pipe set 1\/4"" \+ 3\/8"" \(per metre\)",CU-1438,7411,850\.00,,,Metre,150,/,
    );
    const options = (await t.as(customerToken, { url: '/api/product/productDropdown' })).json().data;
    expect(options).toHaveLength(1000);
  });

  it('refuses the lists to a role without product_view', async () => {
    expect((await t.as(customerToken, { url: '/api/product/list' })).statusCode).toBe(403);
    expect((await t.as(customerToken, { url: '/api/product/archiveList' })).statusCode).toBe(403);
  });
});
