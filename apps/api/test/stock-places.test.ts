import { MSG } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, type TPerson } from './helpers/work-people';

/**
 * Parts in the van (issue 28, section 5): the warehouse and the technicians' vans hold the stock; transfers move it
 * between them through the ledger, a visit's parts leave its technician's van, and every place's share adds up to the
 * product's stock and to the ledger.
 */
describe('stock places: the warehouse, the vans, transfers and the parts a visit takes from its van', () => {
  let t: TInstalledApp;
  let ravi: TPerson;
  let anil: TPerson;
  let priya: TPerson;
  let filter = 0;
  let ravisVan = 0;
  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token: string | null = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token: string | null = t.adminToken) => t.as(token, { method: 'GET', url });
  const held = async (placeId: number) =>
    (await prisma().placeStock.findUnique({ where: { placeId_productId: { placeId, productId: filter } } }))
      ?.quantity ?? 0;
  const total = async () =>
    (await prisma().product.findUniqueOrThrow({ where: { id: filter } })).currentStock;
  const transfer = (from: number, to: number, quantity: number, token = t.adminToken) =>
    post(
      '/api/stock/transfer',
      { from_place_id: from, to_place_id: to, lines: [{ product_id: filter, quantity }] },
      token,
    );
  /** A visit of Priya's for an employee, completed with `quantity` filters: the answer. */
  const visitWithParts = async (employee: TPerson, quantity: number) => {
    const stored = await post('/api/service/store', {
      customer_id: priya.id,
      service_title: `Filter change ${quantity}`,
      service_date: '2026-12-01',
      assigned_to_id: employee.id,
      charge: '0',
      status: 'open',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().data.id as number;
    const done = await post('/api/service/complete', {
      id,
      parts: [{ product_id: filter, quantity, covered: true }],
    });
    return { id, done };
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    filter = (await prisma().product.create({ data: { code: 'AF-1', name: 'Air filter', price: '450.00' } }))
      .id;
    const opening = await post('/api/stock/adjust', { product_id: filter, counted: 10, reason: 'opening' });
    expect(opening.statusCode, opening.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('lists the warehouse, adds one van per employee, and refuses a second or a customer', async () => {
    expect((await get('/api/stock/places')).json().data).toEqual([
      { id: 1, kind: 'warehouse', name: 'Warehouse', employee: null },
    ]);
    const added = await post('/api/stock/places', { employee_id: ravi.id });
    expect(added.statusCode, added.body).toBe(200);
    ravisVan = added.json().data.id;
    expect(added.json().data).toEqual({
      id: ravisVan,
      kind: 'van',
      name: 'Ravi Kumar',
      employee: { id: ravi.id, full_name: 'Ravi Kumar' },
    });
    const again = await post('/api/stock/places', { employee_id: ravi.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.vanTaken);
    expect((await post('/api/stock/places', { employee_id: priya.id })).statusCode).toBe(400);
    // An employee holds no stock right.
    expect((await post('/api/stock/places', { employee_id: anil.id }, anil.token)).statusCode).toBe(403);
    expect((await get('/api/stock/places')).json().data.map((p: { name: string }) => p.name)).toEqual([
      'Warehouse',
      'Ravi Kumar',
    ]);
  });

  it('moves parts from the warehouse to the van as a ledger pair, and refuses more than a place holds', async () => {
    const moved = await transfer(1, ravisVan, 4);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: MSG.transferDone, data: { units: 4 } });
    expect([await held(1), await held(ravisVan), await total()]).toEqual([6, 4, 10]);
    const pair = await prisma().stockMovement.findMany({
      where: { kind: 'transfer' },
      orderBy: { id: 'asc' },
      select: { placeId: true, quantity: true, createdById: true, transferId: true },
    });
    expect(pair.map((m) => [m.placeId, m.quantity])).toEqual([
      [1, -4],
      [ravisVan, 4],
    ]);
    expect(new Set(pair.map((m) => m.transferId)).size).toBe(1);
    const shown = await get(`/api/stock/place?place_id=${ravisVan}`);
    expect(shown.json().data.products).toEqual([
      { product: { id: filter, code: 'AF-1', name: 'Air filter' }, quantity: 4 },
    ]);

    const tooMany = await transfer(ravisVan, 1, 5);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(MSG.notInVan('Air filter (AF-1)', 'Ravi Kumar', 4));
    for (const [body, status] of [
      [{ from_place_id: 1, to_place_id: 1, lines: [{ product_id: filter, quantity: 1 }] }, 400],
      [{ from_place_id: 1, to_place_id: ravisVan, lines: [] }, 400],
      [{ from_place_id: 1, to_place_id: ravisVan, lines: [{ product_id: filter, quantity: 0 }] }, 400],
      [
        {
          from_place_id: 1,
          to_place_id: ravisVan,
          lines: [
            { product_id: filter, quantity: 1 },
            { product_id: filter, quantity: 1 },
          ],
        },
        400,
      ],
      [{ from_place_id: 999, to_place_id: ravisVan, lines: [{ product_id: filter, quantity: 1 }] }, 400],
    ] as const)
      expect((await post('/api/stock/transfer', body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await transfer(1, ravisVan, 1, ravi.token)).statusCode).toBe(403);
    expect([await held(1), await held(ravisVan), await total()]).toEqual([6, 4, 10]);
  });

  it("takes a visit's parts from its technician's van, else the warehouse, and puts them back where they came from", async () => {
    const fromVan = await visitWithParts(ravi, 3);
    expect(fromVan.done.statusCode, fromVan.done.body).toBe(200);
    expect([await held(1), await held(ravisVan), await total()]).toEqual([6, 1, 7]);
    // Anil has no van: the warehouse gives.
    const fromWarehouse = await visitWithParts(anil, 2);
    expect(fromWarehouse.done.statusCode, fromWarehouse.done.body).toBe(200);
    expect([await held(1), await held(ravisVan), await total()]).toEqual([4, 1, 5]);
    // More than the van holds: refused, the visit still open, nothing moved.
    const short = await visitWithParts(ravi, 2);
    expect(short.done.statusCode).toBe(409);
    expect(short.done.json().message).toBe(MSG.notInVan('Air filter (AF-1)', 'Ravi Kumar', 1));
    expect((await prisma().service.findUniqueOrThrow({ where: { id: short.id } })).status).toBe('open');
    expect([await held(1), await held(ravisVan), await total()]).toEqual([4, 1, 5]);
    // The visit deleted: its parts go back into the van they left.
    expect((await post('/api/service/delete', { id: fromVan.id })).statusCode).toBe(200);
    expect([await held(1), await held(ravisVan), await total()]).toEqual([4, 4, 8]);
  });

  it("shows a visit's part picker its technician's van and the warehouse, within the caller's visits", async () => {
    const ravis = await post('/api/service/store', {
      customer_id: priya.id,
      service_title: 'Gas top-up',
      service_date: '2026-12-01',
      assigned_to_id: ravi.id,
      charge: '0',
      status: 'open',
    });
    const anils = await post('/api/service/store', {
      customer_id: priya.id,
      service_title: 'Coil wash',
      service_date: '2026-12-01',
      assigned_to_id: anil.id,
      charge: '0',
      status: 'open',
    });
    const stockOf = (id: number, token: string) => get(`/api/my-work/visit-stock/${id}`, token);
    const fromVan = await stockOf(ravis.json().data.id, ravi.token);
    expect(fromVan.statusCode, fromVan.body).toBe(200);
    expect(fromVan.json().data).toEqual({
      source: 'van',
      van: {
        id: ravisVan,
        kind: 'van',
        name: 'Ravi Kumar',
        employee: { id: ravi.id, full_name: 'Ravi Kumar' },
      },
      products: [{ product_id: filter, van: 4, warehouse: 4 }],
    });
    expect((await stockOf(anils.json().data.id, anil.token)).json().data).toEqual({
      source: 'warehouse',
      van: null,
      products: [{ product_id: filter, van: null, warehouse: 4 }],
    });
    // Another employee's visit is not in reach; the customer's own is (it may see the visit), signed out is not.
    expect((await stockOf(anils.json().data.id, ravi.token)).statusCode).toBe(404);
    expect((await get(`/api/my-work/visit-stock/${anils.json().data.id}`, null)).statusCode).toBe(401);
  });

  it("keeps every place's share equal to the ledger, and their sum to the product's stock", async () => {
    const ledger = await prisma().stockMovement.groupBy({
      by: ['placeId'],
      where: { productId: filter },
      _sum: { quantity: true },
    });
    for (const row of ledger) expect(await held(row.placeId)).toBe(row._sum.quantity);
    const shares = await prisma().placeStock.aggregate({
      where: { productId: filter },
      _sum: { quantity: true },
    });
    expect(shares._sum.quantity).toBe(await total());
    // A count is the warehouse's: counting 4 there changes nothing in the van.
    const counted = await post('/api/stock/adjust', { product_id: filter, counted: 4, reason: 'count' });
    expect(counted.statusCode).toBe(409);
    expect(counted.json().message).toBe(MSG.stockAlreadyAt(4));
  });
});
