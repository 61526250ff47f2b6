import { MSG } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { createUser } from './helpers/test-users';

type TStockRow = {
  id: number;
  product: { id: number; code: string; name: string };
  current_stock: number;
  in_warehouse: number;
  total_received: number;
  last_product_date: string | null;
  last_supplier: { id: number; full_name: string } | null;
};

describe('stock: the ledger per product', () => {
  let t: TInstalledApp;
  let supplierToken: string;
  let employeeToken: string;
  let s1: number;
  let s2: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createInstalledApp();
    const prisma = t.app.db.prisma;
    s1 = (await createUser(t.app, 'supplier', 'supplier@example.com')).id;
    s2 = (await createUser(t.app, 'supplier', 'second@example.com')).id;
    await prisma.user.update({ where: { id: s2 }, data: { firstName: 'Lata', lastName: 'Bhosale' } });
    await createUser(t.app, 'employee', 'employee@example.com');
    supplierToken = await signIn(t.app, 'supplier@example.com', 'Secret123');
    employeeToken = await signIn(t.app, 'employee@example.com', 'Secret123');
    for (const [code, name, isArchived] of [
      ['A-100', 'Air filter', false],
      ['B-200', 'Blower', false],
      ['C-300', 'Capacitor', false],
      ['Z-900', 'Old pump', true],
    ] as const)
      ids[code] = (await prisma.product.create({ data: { code, name, price: '10.00', isArchived } })).id;

    const store = async (supplier: number, date: string, status: string, items: [string, number][]) => {
      const response = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/purchase/store',
        payload: {
          supplier_id: supplier,
          date,
          billing_address: 'Head office',
          status,
          items: items.map(([code, quantity]) => ({ product_id: ids[code], quantity, rate: '12.50' })),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // The hand-counted fixture:
    //   +5 (S1, 2026-01-10) +3 (S2, 2026-02-01) -4 (a sale) = 4 in stock, 8 received, last 2026-02-01 by S2;
    //          the 7 ordered from S1 on 2026-03-01 are not in yet.
    //   B-200: +2 (S1, 2026-01-10) = 2, 2 received, last 2026-01-10 by S1.
    //   C-300: nothing yet. Z-900 is archived and not listed.
    await store(s1, '2026-01-10', 'delivered', [
      ['A-100', 5],
      ['B-200', 2],
    ]);
    await store(s2, '2026-02-01', 'delivered', [['A-100', 3]]);
    await store(s1, '2026-03-01', 'ordered', [['A-100', 7]]);
    await addMovements(prisma, {
      data: {
        productId: ids['A-100']!,
        quantity: -4,
        kind: 'sale',
        movementDate: new Date('2026-02-15T00:00:00Z'),
      },
    });
  });
  afterAll(async () => t?.close());

  const list = async (query = '') => {
    const response = await t.as(t.adminToken, { url: `/api/stock/list?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: TStockRow[]; meta: { total: number; page: number; pageSize: number } };
  };

  it('answers each product with its stock, received total, last product date and supplier', async () => {
    const { data, meta } = await list('sort=code&order=asc');
    expect(meta).toEqual({ total: 3, totalExact: true, page: 1, pageSize: 25 });
    expect(data).toEqual([
      {
        id: ids['A-100'],
        product: { id: ids['A-100'], code: 'A-100', name: 'Air filter' },
        current_stock: 4,
        in_warehouse: 4,
        total_received: 8,
        last_product_date: '2026-02-01',
        last_supplier: { id: s2, full_name: 'Lata Bhosale' },
      },
      {
        id: ids['B-200'],
        product: { id: ids['B-200'], code: 'B-200', name: 'Blower' },
        current_stock: 2,
        in_warehouse: 2,
        total_received: 2,
        last_product_date: '2026-01-10',
        last_supplier: { id: s1, full_name: 'Supplier Tester' },
      },
      {
        id: ids['C-300'],
        product: { id: ids['C-300'], code: 'C-300', name: 'Capacitor' },
        current_stock: 0,
        in_warehouse: 0,
        total_received: 0,
        last_product_date: null,
        last_supplier: null,
      },
    ]);
  });

  it('pages, sorts and searches in the database', async () => {
    const page2 = await list('sort=name&order=desc&pageSize=2&page=2');
    expect(page2.data.map((r) => r.product.code)).toEqual(['A-100']);
    expect(page2.meta.total).toBe(3);
    expect((await list('search=Blo')).data.map((r) => r.product.code)).toEqual(['B-200']);
    expect((await list('search=C-3')).data.map((r) => r.product.code)).toEqual(['C-300']);
    expect((await t.as(t.adminToken, { url: '/api/stock/list?sort=current_stock' })).statusCode).toBe(400);
  });

  it('lists one product’s movements, paged, and answers 404 / 400 for an unknown or missing product', async () => {
    const url = (query: string) => `/api/stock/movements?product_id=${ids['A-100']}&${query}`;
    const all = await t.as(t.adminToken, { url: url('') });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta.total).toBe(3);
    expect(
      body.data.map((m: { quantity: number; movement_date: string }) => [m.movement_date, m.quantity]),
    ).toEqual([
      ['2026-02-15', -4],
      ['2026-02-01', 3],
      ['2026-01-10', 5],
    ]);
    expect(body.data[1]).toMatchObject({
      kind: 'purchase',
      purchase: { purchase_no: expect.stringMatching(/^PUR-/) },
      sale: null,
      supplier: { id: s2, full_name: 'Lata Bhosale' },
    });
    const page = (await t.as(t.adminToken, { url: url('pageSize=2&page=2') })).json();
    expect(page.data.map((m: { quantity: number }) => m.quantity)).toEqual([5]);
    expect((await t.as(t.adminToken, { url: '/api/stock/movements?product_id=999999' })).statusCode).toBe(
      404,
    );
    expect((await t.as(t.adminToken, { url: '/api/stock/movements' })).statusCode).toBe(400);
  });

  it('refuses roles without stock_view', async () => {
    for (const token of [supplierToken, employeeToken]) {
      expect((await t.as(token, { url: '/api/stock/list' })).statusCode).toBe(403);
      expect((await t.as(token, { url: `/api/stock/movements?product_id=${ids['A-100']}` })).statusCode).toBe(
        403,
      );
    }
  });

  it('exports every active product as stockData.csv, more than one page', async () => {
    const prisma = t.app.db.prisma;
    await prisma.product.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        code: `BULK-${String(i).padStart(3, '0')}`,
        name: `Bulk ${i}`,
        price: '1.00',
      })),
    });
    const response = await t.as(t.adminToken, {
      url: '/api/stock/list?format=csv&pageSize=10&sort=code&order=asc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="stockData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 130);
    expect(lines[0]).toBe(
      'Code,Product,Current stock,In the warehouse,Total received,Last product date,Last supplier',
    );
    expect(lines[1]).toBe('A-100,Air filter,4,4,8,01-02-2026,Lata Bhosale');
    expect(lines[2]).toBe('B-200,Blower,2,2,2,10-01-2026,Supplier Tester');
    expect(lines[3]).toBe('BULK-000,Bulk 0,0,0,0,,');
    expect(lines.at(-1)).toBe('C-300,Capacitor,0,0,0,,');
  });
});

describe("stock: the products' running totals follow every ledger write", () => {
  let t: TInstalledApp;
  let supplier: number;
  let customer: number;
  let fan: number;
  let pump: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    const prisma = t.app.db.prisma;
    supplier = (await createUser(t.app, 'supplier', 'supplier@example.com')).id;
    customer = (await createUser(t.app, 'customer', 'customer@example.com')).id;
    fan = (await prisma.product.create({ data: { code: 'FAN', name: 'Fan', price: '10.00' } })).id;
    pump = (await prisma.product.create({ data: { code: 'PUMP', name: 'Pump', price: '10.00' } })).id;
  });
  afterAll(async () => t?.close());

  const post = async (url: string, payload: object, status = 200) => {
    const response = await t.as(t.adminToken, { method: 'POST', url, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json().data as { id: number };
  };
  const purchase = (status: string, items: [number, number][]) => ({
    supplier_id: supplier,
    date: '2026-03-01',
    billing_address: 'Head office',
    status,
    items: items.map(([product_id, quantity]) => ({ product_id, quantity, rate: '5.00' })),
  });
  const sale = (items: [number, number][]) => ({
    customer_id: customer,
    date: '2026-03-10',
    billing_address: 'Pune',
    items: items.map(([product_id, quantity]) => ({ product_id, quantity, price: '20.00' })),
  });
  /** The columns, and the ledger's sums they stand for, of both products. */
  const totals = async () => {
    const products = await t.app.db.prisma.product.findMany({
      where: { id: { in: [fan, pump] } },
      orderBy: { id: 'asc' },
      select: { id: true, currentStock: true, totalReceived: true },
    });
    const ledger = await t.app.db.prisma.$queryRaw<{ id: number; stock: unknown; received: unknown }[]>`
      SELECT p.id, COALESCE(SUM(m.quantity), 0) AS stock,
        COALESCE(SUM(CASE WHEN m.kind = 'purchase' THEN m.quantity ELSE 0 END), 0) AS received
      FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id
      WHERE p.id IN (${fan}, ${pump}) GROUP BY p.id ORDER BY p.id`;
    expect(products.map((p) => [p.id, p.currentStock, p.totalReceived])).toEqual(
      ledger.map((l) => [Number(l.id), Number(l.stock), Number(l.received)]),
    );
    return products.map((p) => [p.currentStock, p.totalReceived]);
  };

  it('equals the ledger sums after purchases and sales are stored, delivered, edited, taken back and deleted', async () => {
    const first = await post(
      '/api/purchase/store',
      purchase('delivered', [
        [fan, 10],
        [pump, 5],
      ]),
    );
    expect(await totals()).toEqual([
      [10, 10],
      [5, 5],
    ]);
    const second = await post('/api/purchase/store', purchase('ordered', [[fan, 3]]));
    expect(await totals()).toEqual([
      [10, 10],
      [5, 5],
    ]);
    await post('/api/purchase/deliver', { id: second.id });
    expect(await totals()).toEqual([
      [13, 13],
      [5, 5],
    ]);
    await post('/api/purchase/update', {
      id: first.id,
      ...purchase('delivered', [
        [fan, 8],
        [pump, 6],
      ]),
    });
    expect(await totals()).toEqual([
      [11, 11],
      [6, 6],
    ]);
    await post('/api/purchase/update', { id: second.id, ...purchase('ordered', [[fan, 3]]) });
    expect(await totals()).toEqual([
      [8, 8],
      [6, 6],
    ]);

    const one = await post(
      '/api/sale/store',
      sale([
        [fan, 2],
        [pump, 1],
      ]),
    );
    const two = await post('/api/sale/store', sale([[fan, 1]]));
    expect(await totals()).toEqual([
      [5, 8],
      [5, 6],
    ]);
    await post('/api/sale/update', { id: one.id, ...sale([[fan, 3]]) });
    expect(await totals()).toEqual([
      [4, 8],
      [6, 6],
    ]);
    // More than there is: refused, nothing moves.
    await post(
      '/api/sale/update',
      {
        id: one.id,
        ...sale([
          [fan, 3],
          [pump, 7],
        ]),
      },
      409,
    );
    await post('/api/sale/store', sale([[fan, 5]]), 409);
    expect(await totals()).toEqual([
      [4, 8],
      [6, 6],
    ]);
    await post('/api/sale/delete', { id: two.id });
    expect(await totals()).toEqual([
      [5, 8],
      [6, 6],
    ]);
    // The first purchase's 8 fans cannot go while 3 of them are sold and only 5 are left.
    await post('/api/purchase/delete', { id: first.id }, 409);
    expect(await totals()).toEqual([
      [5, 8],
      [6, 6],
    ]);
    await post('/api/sale/delete', { id: one.id });
    await post('/api/purchase/delete', { id: first.id });
    await post('/api/purchase/delete', { id: second.id });
    expect(await totals()).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('sells the last units once to racing sales, and the column ends where the ledger does', async () => {
    await post('/api/purchase/store', purchase('delivered', [[pump, 4]]));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.as(t.adminToken, { method: 'POST', url: '/api/sale/store', payload: sale([[pump, 1]]) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(await totals()).toEqual([
      [0, 0],
      [0, 4],
    ]);
  });

  it('sets opening stock by a count and changes it by hand: through the ledger, with reason, note and log', async () => {
    const adjust = (payload: object, token = t.adminToken) =>
      t.as(token, { method: 'POST', url: '/api/stock/adjust', payload });
    // Fan holds 0 (the first test ended there): counted 12 on the shelf.
    const opening = await adjust({ product_id: fan, counted: 12, reason: 'opening', note: 'First count' });
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json().message).toBe('The stock of Fan is now 12.');
    // Two broken: taken away; then a count of 9 records the difference (-1), whatever happened between.
    expect((await adjust({ product_id: fan, change: -2, reason: 'damaged' })).statusCode).toBe(200);
    expect((await adjust({ product_id: fan, counted: 9, reason: 'count' })).statusCode).toBe(200);
    // Adjustments are not receipts: total received stays.
    expect((await totals())[0]).toEqual([9, 0]);
    const movements = await t.as(t.adminToken, {
      url: `/api/stock/movements?product_id=${fan}&sort=created_at`,
    });
    expect(
      movements
        .json()
        .data.map((m: { quantity: number; kind: string; reason: string; note: string | null }) => [
          m.quantity,
          m.kind,
          m.reason,
          m.note,
        ]),
    ).toEqual([
      [-1, 'adjustment', 'count', null],
      [-2, 'adjustment', 'damaged', null],
      [12, 'adjustment', 'opening', 'First count'],
    ]);
    expect(movements.json().data[0].created_by).toMatchObject({ full_name: expect.any(String) });
    const log = await t.app.db.prisma.activityLog.findFirstOrThrow({
      where: { slug: 'stock', action: 'adjust', recordId: fan },
      orderBy: { id: 'asc' },
    });
    expect(log.description).toBe('Adjusted the stock of Fan (FAN) by +12 to 12 (opening): First count');
  });

  it('refuses an adjustment that is empty, unclear, below zero, of an unknown product or by a role without the right', async () => {
    const before = await totals();
    const count = await t.app.db.prisma.stockMovement.count();
    const adjust = (payload: object, token = t.adminToken) =>
      t.as(token, { method: 'POST', url: '/api/stock/adjust', payload });
    const refusal = async (payload: object, status: number) => {
      const response = await adjust(payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    expect((await refusal({ product_id: fan, counted: 9, reason: 'count' }, 409)).message).toBe(
      'The stock is already 9: there is nothing to adjust.',
    );
    expect((await refusal({ product_id: fan, change: -10, reason: 'lost' }, 409)).message).toBe(
      MSG.stockBelowZero('Fan (FAN)', 9),
    );
    expect(
      (await refusal({ product_id: fan, counted: 3, change: 1, reason: 'count' }, 400)).issues[0],
    ).toEqual({
      path: 'counted',
      message: 'Enter either the counted stock or the change, not both.',
    });
    expect((await refusal({ product_id: fan, change: 0, reason: 'found' }, 400)).issues[0].path).toBe(
      'change',
    );
    expect((await refusal({ product_id: fan, counted: -1, reason: 'count' }, 400)).issues[0].path).toBe(
      'counted',
    );
    expect((await refusal({ product_id: fan, counted: 1.5, reason: 'count' }, 400)).issues[0].path).toBe(
      'counted',
    );
    expect((await refusal({ product_id: fan, change: 1, reason: 'other' }, 400)).issues[0]).toEqual({
      path: 'note',
      message: 'Note is required!',
    });
    expect((await refusal({ product_id: fan, change: 1, reason: 'stolen' }, 400)).issues[0].path).toBe(
      'reason',
    );
    await refusal({ product_id: 999_999, change: 1, reason: 'found' }, 404);
    await createUser(t.app, 'employee', 'adjuster@example.com');
    const employee = await signIn(t.app, 'adjuster@example.com', 'Secret123');
    expect((await adjust({ product_id: fan, change: 1, reason: 'found' }, employee)).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
    expect(await t.app.db.prisma.stockMovement.count()).toBe(count);
  });
});
