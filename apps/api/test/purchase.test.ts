import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { createUser, sweepSignedInUsers } from './helpers/test-users';

type TLine = { product_id: number | string; quantity: number | string; rate: number | string };

describe('purchases: store, deliver, stock, delete, rights', () => {
  let t: TInstalledApp;
  const tokens = { supplier: '', employee: '', customer: '' };
  let supplierId: number;
  let otherSupplierId: number;
  let customerId: number;
  let fan: number;
  let pump: number;
  let archived: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    supplierId = (await createUser(t.app, 'supplier', 'supplier@example.com')).id;
    otherSupplierId = (await createUser(t.app, 'supplier', 'other.supplier@example.com')).id;
    await t.app.db.prisma.user.update({
      where: { id: otherSupplierId },
      data: { firstName: 'Manoj', lastName: 'Agarwal' },
    });
    customerId = (await createUser(t.app, 'customer', 'customer@example.com')).id;
    await createUser(t.app, 'employee', 'employee@example.com');
    for (const role of ['supplier', 'employee', 'customer'] as const)
      tokens[role] = await signIn(t.app, `${role}@example.com`, 'Secret123');
    const product = (code: string, isArchived = false) =>
      t.app.db.prisma.product.create({
        data: { code, name: `Product ${code}`, price: '100.00', isArchived },
      });
    fan = (await product('FAN-1')).id;
    pump = (await product('PUMP-1')).id;
    archived = (await product('OLD-1', true)).id;
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const body = (
    overrides: Record<string, unknown> = {},
    items: TLine[] = [{ product_id: fan, quantity: 3, rate: '33.33' }],
  ) => ({
    supplier_id: supplierId,
    date: '2026-03-15',
    contact_person: 'Ramesh',
    billing_address: 'Plot 4, MIDC, Pune',
    items,
    ...overrides,
  });
  const stockOf = async (productId: number) =>
    (await prisma().stockMovement.aggregate({ where: { productId }, _sum: { quantity: true } }))._sum
      .quantity ?? 0;
  const snapshot = async () => ({
    purchases: await prisma().purchase.findMany({ orderBy: { id: 'asc' } }),
    items: await prisma().purchaseItem.findMany({ orderBy: { id: 'asc' } }),
    movements: await prisma().stockMovement.findMany({ orderBy: { id: 'asc' } }),
  });
  const store = async (overrides: Record<string, unknown> = {}, items?: TLine[]) => {
    const response = await post('/api/purchase/store', body(overrides, items));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; purchase_no: string; status: string; total: string };
  };

  it('stores a purchase with amounts and total computed exactly to the cent, ordered and out of the stock', async () => {
    const response = await post(
      '/api/purchase/store',
      body({}, [
        { product_id: fan, quantity: 3, rate: '33.33' },
        { product_id: pump, quantity: '7', rate: 0.1 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Purchase added successfully.');
    expect(data).toMatchObject({
      purchase_no: expect.stringMatching(/^PUR-\d{5}$/),
      supplier: { id: supplierId, full_name: 'Supplier Tester', address: null },
      date: '2026-03-15',
      contact_person: 'Ramesh',
      billing_address: 'Plot 4, MIDC, Pune',
      status: 'ordered',
      delivered_at: null,
      total: '100.69',
      items: [
        {
          product: { id: fan, name: 'Product FAN-1', code: 'FAN-1' },
          quantity: 3,
          rate: '33.33',
          amount: '99.99',
        },
        { product: { id: pump, code: 'PUMP-1' }, quantity: 7, rate: '0.10', amount: '0.70' },
      ],
    });
    const row = await prisma().purchase.findUniqueOrThrow({ where: { id: data.id } });
    expect(row.totalAmount.toFixed(2)).toBe('100.69');
    expect(await prisma().stockMovement.count({ where: { purchaseId: data.id } })).toBe(0);
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'purchase', recordId: data.id },
    });
    expect(log).toMatchObject({ action: 'create' });
    expect(log.description).toContain(data.purchase_no);
  });

  it.each([
    [{ supplier_id: undefined }, 'supplier_id', 'Supplier is required!'],
    [{ supplier_id: 'abc' }, 'supplier_id', 'Please choose a valid supplier.'],
    [{ date: '' }, 'date', 'Date is required!'],
    [{ date: '2026-02-30' }, 'date', 'Please enter a valid date (YYYY-MM-DD).'],
    [{ billing_address: '  ' }, 'billing_address', 'Billing address is required!'],
    [{ status: 'lost' }, 'status', 'Please choose a valid status.'],
    [{ items: [] }, 'items', 'Product is required!'],
    [{ items: undefined }, 'items', 'Product is required!'],
  ])('refuses %j: %s "%s", and stores nothing', async (overrides, path, message) => {
    const before = await snapshot();
    const response = await post('/api/purchase/store', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ quantity: 0 }, 'items.0.quantity', 'Quantity must be 1 or above'],
    [{ quantity: -2 }, 'items.0.quantity', 'Quantity must be 1 or above'],
    [{ quantity: '1.5' }, 'items.0.quantity', 'Quantity must be 1 or above'],
    [{ quantity: '' }, 'items.0.quantity', 'Quantity is required!'],
    [{ quantity: 1_000_001 }, 'items.0.quantity', 'Quantity must not be more than 1000000'],
    [{ rate: 0 }, 'items.0.rate', 'Price must be greater than 0'],
    [{ rate: '-5' }, 'items.0.rate', 'Price must be greater than 0'],
    [{ rate: '1.234' }, 'items.0.rate', 'Price must be a number with at most 2 decimals'],
    [{ rate: 'ten' }, 'items.0.rate', 'Price must be a number.'],
    [{ rate: '' }, 'items.0.rate', 'Price is required!'],
    [{ product_id: '' }, 'items.0.product_id', 'Product is required!'],
    [{ product_id: 'x' }, 'items.0.product_id', 'Please choose a valid product.'],
  ])('refuses a line with %j: %s "%s"', async (line, path, message) => {
    const before = await snapshot();
    const response = await post(
      '/api/purchase/store',
      body({}, [{ product_id: fan, quantity: 1, rate: '10', ...line }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses, on the server, a supplier that is not one, an archived or unknown product, and a too large amount', async () => {
    const before = await snapshot();
    const notSupplier = await post('/api/purchase/store', body({ supplier_id: customerId }));
    expect(notSupplier.statusCode).toBe(400);
    expect(notSupplier.json().issues).toEqual([
      { path: 'supplier_id', message: 'Please choose a valid supplier.' },
    ]);
    for (const productId of [archived, 999999]) {
      const response = await post(
        '/api/purchase/store',
        body({}, [{ product_id: productId, quantity: 1, rate: '5' }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'items.0.product_id', message: 'Please choose a valid product.' },
      ]);
    }
    const huge = await post(
      '/api/purchase/store',
      body({}, [{ product_id: fan, quantity: 1_000_000, rate: '99999.99' }]),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Amount must not be more than 9999999999.99');
    const sum = await post(
      '/api/purchase/store',
      body({}, [
        { product_id: fan, quantity: 1, rate: '9999999999.99' },
        { product_id: pump, quantity: 1, rate: '0.01' },
      ]),
    );
    expect(sum.statusCode).toBe(400);
    expect(sum.json().issues).toEqual([
      { path: 'items', message: 'Amount must not be more than 9999999999.99' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('delivering adds the lines to the stock once; back to ordered takes them out again', async () => {
    const startFan = await stockOf(fan);
    const startPump = await stockOf(pump);
    const purchase = await store({}, [
      { product_id: fan, quantity: 4, rate: '10' },
      { product_id: pump, quantity: 2, rate: '15.50' },
      { product_id: fan, quantity: 1, rate: '10' },
    ]);
    const delivered = await post('/api/purchase/deliver', { id: purchase.id });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      message: 'Purchase marked as delivered.',
      data: { status: 'delivered', delivered_at: expect.any(String), total: '81.00' },
    });
    expect(await stockOf(fan)).toBe(startFan + 5);
    expect(await stockOf(pump)).toBe(startPump + 2);
    const movements = await prisma().stockMovement.findMany({
      where: { purchaseId: purchase.id },
      orderBy: { id: 'asc' },
    });
    expect(movements.map((m) => [m.productId, m.quantity, m.kind, m.supplierId])).toEqual([
      [fan, 4, 'purchase', supplierId],
      [pump, 2, 'purchase', supplierId],
      [fan, 1, 'purchase', supplierId],
    ]);
    expect(movements[0]!.movementDate.toISOString().slice(0, 10)).toBe('2026-03-15');

    // Delivering twice changes nothing.
    expect((await post('/api/purchase/deliver', { id: purchase.id })).statusCode).toBe(200);
    expect(await stockOf(fan)).toBe(startFan + 5);

    // Editing the lines of a delivered purchase replaces its movements.
    const edited = await post('/api/purchase/update', {
      id: purchase.id,
      ...body({}, [{ product_id: fan, quantity: 6, rate: '10' }]),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'delivered',
      total: '60.00',
      items: [{ quantity: 6, amount: '60.00' }],
    });
    expect(await stockOf(fan)).toBe(startFan + 6);
    expect(await stockOf(pump)).toBe(startPump);

    const back = await post('/api/purchase/update', {
      id: purchase.id,
      ...body({ status: 'ordered' }, [{ product_id: fan, quantity: 6, rate: '10' }]),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'ordered', delivered_at: null });
    expect(await stockOf(fan)).toBe(startFan);
    expect(await prisma().stockMovement.count({ where: { purchaseId: purchase.id } })).toBe(0);
    const actions = await prisma().activityLog.findMany({
      where: { slug: 'purchase', recordId: purchase.id },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual(['create', 'deliver', 'update', 'undeliver']);

    // Stored delivered at once, then deleted: the stock goes up, then back.
    const direct = await store({ status: 'delivered' }, [{ product_id: pump, quantity: 9, rate: '1' }]);
    expect(direct.status).toBe('delivered');
    expect(await stockOf(pump)).toBe(startPump + 9);
    const deleted = await post('/api/purchase/delete', { id: direct.id });
    expect(deleted.json()).toEqual({ message: 'Purchase deleted successfully.', data: { ids: [direct.id] } });
    expect(await stockOf(pump)).toBe(startPump);
  });

  it('refuses (409) and changes nothing when taking a delivery back would drive the stock below zero', async () => {
    const product = await prisma().product.create({
      data: { code: 'VALVE-1', name: 'Valve', price: '5.00' },
    });
    const purchase = await store({ status: 'delivered' }, [
      { product_id: product.id, quantity: 5, rate: '2' },
    ]);
    // Three of the five already left (a sale).
    await addMovements(prisma(), {
      data: {
        productId: product.id,
        quantity: -3,
        kind: 'sale',
        movementDate: new Date('2026-03-20T00:00:00Z'),
      },
    });
    const before = await snapshot();
    const expected =
      'This change would take the stock of Valve (VALVE-1) below zero (2 in stock). Nothing was changed.';
    const lines = (quantity: number) => [{ product_id: product.id, quantity, rate: '2' }];
    for (const attempt of [
      post('/api/purchase/update', { id: purchase.id, ...body({ status: 'ordered' }, lines(5)) }),
      post('/api/purchase/update', { id: purchase.id, ...body({}, lines(2)) }),
      post('/api/purchase/update', {
        id: purchase.id,
        ...body({}, [{ product_id: fan, quantity: 5, rate: '2' }]),
      }),
      post('/api/purchase/delete', { id: purchase.id }),
      post('/api/purchase/deleteMulti', { ids: [purchase.id] }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: true, message: expected, issues: [] });
    }
    expect(await snapshot()).toEqual(before);
    expect(await stockOf(product.id)).toBe(2);
    // Down to exactly zero is allowed.
    expect((await post('/api/purchase/update', { id: purchase.id, ...body({}, lines(3)) })).statusCode).toBe(
      200,
    );
    expect(await stockOf(product.id)).toBe(0);
  });

  it('deletes several purchases in one transaction: one bad id deletes nothing', async () => {
    const a = await store({ status: 'delivered' }, [{ product_id: pump, quantity: 1, rate: '1' }]);
    const b = await store();
    const before = await snapshot();
    const unknown = await post('/api/purchase/deleteMulti', { ids: [a.id, b.id, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const pumpStock = await stockOf(pump);
    const done = await post('/api/purchase/deleteMulti', { ids: [a.id, b.id] });
    expect(done.json()).toEqual({
      message: '2 purchases deleted successfully.',
      data: { ids: [a.id, b.id] },
    });
    expect(await prisma().purchase.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
    expect(await prisma().purchaseItem.count({ where: { purchaseId: { in: [a.id, b.id] } } })).toBe(0);
    expect(await stockOf(pump)).toBe(pumpStock - 1);
    expect(
      await prisma().activityLog.count({
        where: { slug: 'purchase', action: 'delete', recordId: { in: [a.id, b.id] } },
      }),
    ).toBe(2);
  });

  it('lists with search on number and supplier name, filters and sorting in the database', async () => {
    const other = await store({ supplier_id: otherSupplierId, date: '2025-12-01', status: 'delivered' });
    const list = async (query: string) => {
      const response = await t.as(t.adminToken, { url: `/api/purchase/list?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: { id: number; purchase_no: string; status: string; date: string }[];
        meta: { total: number };
      };
    };
    const all = await list('pageSize=100');
    const total = all.meta.total;
    expect(total).toBe(await prisma().purchase.count());
    expect((await list(`search=${encodeURIComponent(other.purchase_no)}`)).data.map((r) => r.id)).toEqual([
      other.id,
    ]);
    expect((await list('search=Manoj')).data.map((r) => r.id)).toEqual([other.id]);
    expect((await list('search=Manoj%20Ag')).data.map((r) => r.id)).toEqual([other.id]);
    expect((await list('search=Agar')).data.map((r) => r.id)).toEqual([other.id]);
    const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
    expect((await list(filters({ supplier_id: otherSupplierId }))).data.map((r) => r.id)).toEqual([other.id]);
    expect((await list(filters({ to: '2025-12-31' }))).data.map((r) => r.id)).toEqual([other.id]);
    expect((await list(filters({ from: '2026-01-01' }))).meta.total).toBe(total - 1);
    const delivered = await list(filters({ status: 'delivered' }));
    expect(delivered.data.every((r) => r.status === 'delivered')).toBe(true);
    expect(delivered.meta.total).toBe(await prisma().purchase.count({ where: { status: 'delivered' } }));
    const byDate = await list('sort=date&order=asc&pageSize=1');
    expect(byDate.data[0]!.id).toBe(other.id);
    expect((await t.as(t.adminToken, { url: '/api/purchase/list?sort=total' })).statusCode).toBe(400);
    expect(
      (await t.as(t.adminToken, { url: `/api/purchase/list?${filters({ status: 'lost' })}` })).statusCode,
    ).toBe(400);
  });

  it('exports every matching purchase as purchaseData.csv, more than one page', async () => {
    const count = await prisma().purchase.count();
    const response = await t.as(t.adminToken, {
      url: '/api/purchase/list?format=csv&pageSize=2&sort=purchase_no&order=asc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="purchaseData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(count).toBeGreaterThan(2);
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toBe(
      'Purchase no,Supplier,Date,Contact person,Billing address,Products,Total,Status,Created at',
    );
    expect(lines[1]).toMatch(
      /^PUR-00001,Supplier Tester,15-03-2026,Ramesh,"Plot 4, MIDC, Pune",Product FAN-1 x 3; Product PUMP-1 x 7,100\.69,ordered,/,
    );
  });

  it('keeps a supplier to its own purchases, and refuses roles without the right', async () => {
    const mine = await prisma().purchase.findMany({ where: { supplierId }, select: { id: true } });
    const theirs = await prisma().purchase.findFirstOrThrow({ where: { supplierId: otherSupplierId } });
    const own = await t.as(tokens.supplier, { url: '/api/purchase/list?pageSize=100' });
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(mine.map((r) => r.id).sort());
    expect((await t.as(tokens.supplier, { url: `/api/purchase/view/${theirs.id}` })).statusCode).toBe(404);
    expect((await t.as(tokens.supplier, { url: `/api/purchase/view/${mine[0]!.id}` })).statusCode).toBe(200);
    // The default supplier rights only view.
    expect((await post('/api/purchase/store', body(), tokens.supplier)).statusCode).toBe(403);
    expect((await post('/api/purchase/deliver', { id: mine[0]!.id }, tokens.supplier)).statusCode).toBe(403);
    expect((await t.as(tokens.supplier, { url: '/api/stock/list' })).statusCode).toBe(403);
    for (const role of ['employee', 'customer'] as const) {
      expect((await t.as(tokens[role], { url: '/api/purchase/list' })).statusCode).toBe(403);
      expect((await post('/api/purchase/store', body(), tokens[role])).statusCode).toBe(403);
      expect((await post('/api/purchase/deleteMulti', { ids: [theirs.id] }, tokens[role])).statusCode).toBe(
        403,
      );
    }

    // Given the right to delete, a supplier still reaches only its own rows: another's id answers 404.
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'supplier' } });
    const purchaseModule = await prisma().module.findUniqueOrThrow({ where: { slug: 'purchase' } });
    await prisma().roleRight.createMany({
      data: ['delete', 'edit'].map((action) => ({ roleId: role.id, moduleId: purchaseModule.id, action })),
    });
    await sweepSignedInUsers(t.app);
    const before = await snapshot();
    expect(
      (await post('/api/purchase/deleteMulti', { ids: [mine[0]!.id, theirs.id] }, tokens.supplier))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/purchase/update', { id: theirs.id, ...body() }, tokens.supplier)).statusCode,
    ).toBe(404);
    const steal = await post(
      '/api/purchase/update',
      { id: mine[0]!.id, ...body({ supplier_id: otherSupplierId }) },
      tokens.supplier,
    );
    expect(steal.statusCode).toBe(400);
    expect(steal.json().issues).toEqual([
      { path: 'supplier_id', message: 'Please choose a valid supplier.' },
    ]);
    expect(await snapshot()).toEqual(before);
    expect((await post('/api/purchase/delete', { id: mine[0]!.id }, tokens.supplier)).statusCode).toBe(200);
    await prisma().roleRight.deleteMany({
      where: { roleId: role.id, moduleId: purchaseModule.id, action: { in: ['delete', 'edit'] } },
    });
    await sweepSignedInUsers(t.app);
  });

  it('never lets concurrent deliveries, returns and deletions drive the stock below zero', async () => {
    const product = await prisma().product.create({ data: { code: 'RACE-1', name: 'Race', price: '1.00' } });
    const line = [{ product_id: product.id, quantity: 3, rate: '1' }];
    const delivered = [];
    for (let i = 0; i < 6; i++) delivered.push(await store({ status: 'delivered' }, line));
    await addMovements(prisma(), {
      data: {
        productId: product.id,
        quantity: -10,
        kind: 'sale',
        movementDate: new Date('2026-03-20T00:00:00Z'),
      },
    });
    expect(await stockOf(product.id)).toBe(8);

    // 8 in stock, six deletions of 3 each: exactly two can pass.
    const deletions = await Promise.all(delivered.map((p) => post('/api/purchase/delete', { id: p.id })));
    expect(deletions.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await stockOf(product.id)).toBe(2);

    // A mixed burst: deliveries of ordered purchases, returns to ordered and deletions of delivered ones.
    const ordered = [];
    for (let i = 0; i < 4; i++) ordered.push(await store({}, line));
    const left = await prisma().purchase.findMany({ where: { id: { in: delivered.map((p) => p.id) } } });
    const burst = await Promise.all([
      ...ordered.map((p) => post('/api/purchase/deliver', { id: p.id })),
      ...left.map((p, i) =>
        i % 2
          ? post('/api/purchase/delete', { id: p.id })
          : post('/api/purchase/update', { id: p.id, ...body({ status: 'ordered' }, line) }),
      ),
    ]);
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const stock = await stockOf(product.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    // The ledger agrees with the purchases: -10 plus 3 for each purchase still delivered.
    const stillDelivered = await prisma().purchase.count({
      where: { status: 'delivered', items: { some: { productId: product.id } } },
    });
    expect(stock).toBe(stillDelivered * 3 - 10);
  });
  it('returns part of a delivered purchase to its supplier: stock out, the purchase kept as it is, its supplier only', async () => {
    const product = await prisma().product.create({
      data: { code: 'RET-1', name: 'Return fan', price: '10' },
    });
    const ordered = await store({}, [{ product_id: product.id, quantity: 5, rate: '120.50' }]);
    const line = (await prisma().purchaseItem.findFirstOrThrow({ where: { purchaseId: ordered.id } })).id;
    const giveBack = (quantity: number, token = t.adminToken, purchaseId = ordered.id) =>
      post(
        '/api/purchase-return/store',
        {
          purchase_id: purchaseId,
          date: '2026-03-20',
          reason: 'Two fans arrived dented',
          items: [{ purchase_item_id: line, quantity }],
        },
        token,
      );
    const notDelivered = await giveBack(1);
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toBe('Only a delivered purchase can be returned.');

    expect((await post('/api/purchase/deliver', { id: ordered.id })).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
    const response = await giveBack(2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Purchase return issued successfully.');
    const back = response.json().data;
    expect(back).toMatchObject({
      return_no: expect.stringMatching(/^PRN-\d{5}$/),
      purchase: { id: ordered.id, purchase_no: ordered.purchase_no },
      supplier: { id: supplierId },
      total: '241.00',
      items: [{ purchase_item_id: line, quantity: 2, rate: '120.50', amount: '241.00' }],
    });
    expect(await stockOf(product.id)).toBe(3);
    const purchase = (await t.as(t.adminToken, { url: `/api/purchase/view/${ordered.id}` })).json().data;
    expect(purchase).toMatchObject({
      returned_total: '241.00',
      items: [{ returned_quantity: 2 }],
      returns: [{ id: back.id, return_no: back.return_no, total: '241.00' }],
    });

    // More than is left, and the purchase is history now.
    const tooMany = await giveBack(4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().issues).toEqual([
      { path: 'items.0.quantity', message: 'Only 3 of this line can still be returned.' },
    ]);
    for (const [url, payload] of [
      ['/api/purchase/delete', { id: ordered.id }],
      [
        '/api/purchase/update',
        { id: ordered.id, ...body({}, [{ product_id: product.id, quantity: 1, rate: '1' }]) },
      ],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(
        'This purchase has returns, so it can no longer be changed or deleted. Correct it with another return.',
      );
    }

    // Its supplier reads it and its PDF; another supplier gets 404; a supplier cannot issue one.
    const own = await t.as(tokens.supplier, { url: `/api/purchase-return/view/${back.id}` });
    expect(own.statusCode).toBe(200);
    const pdf = await t.as(tokens.supplier, { url: `/api/purchase-return/pdf/${back.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="purchase-return-${back.return_no}.pdf"`,
    );
    const other = await signIn(t.app, 'other.supplier@example.com', 'Secret123');
    expect((await t.as(other, { url: `/api/purchase-return/view/${back.id}` })).statusCode).toBe(404);
    expect((await giveBack(1, tokens.supplier)).statusCode).toBe(403);
    expect((await t.as(tokens.customer, { url: '/api/purchase-return/list' })).statusCode).toBe(403);
    const list = (await t.as(tokens.supplier, { url: '/api/purchase-return/list' })).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([back.id]);
  });
});
