import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, type TPerson } from './helpers/work-people';

describe('Idempotency-Key: a repeated create writes once', () => {
  let t: TInstalledApp;
  let priya: TPerson;
  let ravi: TPerson;
  let fan: number;
  let notCooling: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    notCooling = (await prisma().category.create({ data: { type: 'complaint_type', name: 'Not cooling' } }))
      .id;
    fan = (await prisma().product.create({ data: { code: 'FAN-1', name: 'Ceiling fan', price: '100.00' } }))
      .id;
    await addMovements(prisma(), {
      data: {
        productId: fan,
        quantity: 5,
        kind: 'adjustment',
        movementDate: new Date('2026-01-01T00:00:00Z'),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const prisma = () => t.app.db.prisma;
  const complaint = (description = 'The indoor unit blows warm air.') => ({
    customer_id: priya.id,
    date: '2026-03-15',
    type_id: notCooling,
    assigned_to_id: ravi.id,
    charge: '250',
    description,
  });
  const post = (url: string, payload: object, key?: string, token = t.adminToken) =>
    t.as(token, {
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const storeComplaint = (key?: string, token = t.adminToken, description?: string) =>
    post('/api/complaint/store', complaint(description), key, token);

  it('makes one complaint of two identical stores sent at once with one key; a later repeat gets the first answer', async () => {
    const before = await prisma().complaint.count();
    const [a, b] = await Promise.all([storeComplaint('form-1'), storeComplaint('form-1')]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0], a.body + b.body).toBe(200);
    const first = a.statusCode === 200 && !a.headers['idempotent-replayed'] ? a : b;
    const second = first === a ? b : a;
    if (second.statusCode === 409) {
      expect(second.json().message).toBe(
        'This request is still being processed. Please wait a moment before sending it again.',
      );
    } else {
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
    }
    expect(await prisma().complaint.count()).toBe(before + 1);

    const again = await storeComplaint('form-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.body).toBe(first.body);
    expect(await prisma().complaint.count()).toBe(before + 1);
  });

  it('replays an answer the browser takes compressed: a large create sent twice with one key writes once', async () => {
    const before = await prisma().complaint.count();
    const send = () =>
      t.as(t.adminToken, {
        method: 'POST',
        url: '/api/complaint/store',
        payload: complaint('The indoor unit blows warm air. '.repeat(60)),
        headers: { 'idempotency-key': 'compressed-1', 'accept-encoding': 'br, gzip' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await prisma().complaint.count()).toBe(before + 1);
  });

  it('records one sale and moves stock once when a sale is sent twice', async () => {
    const sale = {
      customer_id: priya.id,
      date: '2026-03-15',
      billing_address: '12 MG Road, Pune',
      items: [{ product_id: fan, quantity: 2, price: '100.00' }],
    };
    const answers = await Promise.all([
      post('/api/sale/store', sale, 'sale-1'),
      post('/api/sale/store', sale, 'sale-1'),
    ]);
    const repeat = await post('/api/sale/store', sale, 'sale-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(answers.map((a) => a.statusCode)).toContain(200);
    expect(await prisma().sale.count()).toBe(1);
    const stock = await prisma().stockMovement.aggregate({
      where: { productId: fan },
      _sum: { quantity: true },
    });
    expect(stock._sum.quantity).toBe(3);
  });

  it('keeps keys per user: another user with the same key makes its own record', async () => {
    const before = await prisma().complaint.count();
    const mine = await storeComplaint('shared-key');
    const theirs = await storeComplaint('shared-key', ravi.token);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await prisma().complaint.count()).toBe(before + 2);
  });

  it('refuses the same key with another request, and a malformed key, writing nothing', async () => {
    expect((await storeComplaint('reused-key')).statusCode).toBe(200);
    const before = await prisma().complaint.count();
    const other = await storeComplaint('reused-key', t.adminToken, 'Another complaint entirely.');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    const otherRoute = await post('/api/category/store', { type: 'brand', name: 'Voltas' }, 'reused-key');
    expect(otherRoute.statusCode).toBe(409);
    expect(await prisma().category.count({ where: { name: 'Voltas' } })).toBe(0);
    for (const bad of ['', 'has space', 'x'.repeat(129), 'ünïcode']) {
      const answer = await storeComplaint(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe(
        'The Idempotency-Key header must be 1 to 128 letters, digits or the characters _ - : .',
      );
    }
    expect(await prisma().complaint.count()).toBe(before);
  });

  it('releases the key of a request that failed on the server side (a missing table: 503), so the retry runs for real', async () => {
    const before = await prisma().complaint.count();
    await prisma().$executeRawUnsafe('RENAME TABLE complaints TO complaints_away');
    try {
      expect((await storeComplaint('after-fault')).statusCode).toBe(503);
    } finally {
      await prisma().$executeRawUnsafe('RENAME TABLE complaints_away TO complaints');
    }
    expect(await prisma().idempotencyKey.count({ where: { key: 'after-fault' } })).toBe(0);
    const retry = await storeComplaint('after-fault');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await prisma().complaint.count()).toBe(before + 1);
  });

  it('forgets a key after 24 hours, and leaves requests without a key alone', async () => {
    expect((await storeComplaint('old-key')).statusCode).toBe(200);
    await prisma().idempotencyKey.updateMany({
      where: { key: 'old-key' },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    const before = await prisma().complaint.count();
    const fresh = await storeComplaint('old-key');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    await storeComplaint();
    await storeComplaint();
    expect(await prisma().complaint.count()).toBe(before + 3);
  });
});
