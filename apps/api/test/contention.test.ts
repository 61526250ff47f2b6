import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPoolOptions } from '../src/plugins/database';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, type TPerson } from './helpers/work-people';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An installed API (with the pool given, or the default one), a customer, and one-unit sales of a product. */
function salesApp(pool?: TPoolOptions) {
  const state = {} as { t: TInstalledApp; customer: TPerson };
  beforeAll(async () => {
    state.t = await createInstalledApp(pool ? { dbPool: pool } : {});
    state.customer = await addPerson(state.t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
  });
  afterAll(async () => {
    await state.t?.close();
  });
  const prisma = () => state.t.app.db.prisma;
  return {
    prisma,
    as: (options: Parameters<TInstalledApp['as']>[1]) => state.t.as(state.t.adminToken, options),
    newProduct: async (code: string, stock: number) => {
      const product = await prisma().product.create({
        data: { code, name: `Product ${code}`, price: '100.00' },
      });
      await addMovements(prisma(), {
        data: {
          productId: product.id,
          quantity: stock,
          kind: 'adjustment',
          movementDate: new Date('2026-01-01T00:00:00Z'),
        },
      });
      return product.id;
    },
    sell: (productId: number) =>
      state.t.as(state.t.adminToken, {
        method: 'POST',
        url: '/api/sale/store',
        payload: {
          customer_id: state.customer.id,
          date: '2026-03-15',
          billing_address: '12 MG Road, Pune',
          items: [{ product_id: productId, quantity: 1, price: '100.00' }],
        },
      }),
  };
}

const expectBusy = (answer: LightMyRequestResponse) => {
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.headers['retry-after']).toBe('2');
  expect(answer.json().message).toBe(
    'The server is busy right now. Nothing was saved; please try again in a moment.',
  );
};

describe('contention: racing writers, with the default pool', () => {
  const { prisma, newProduct, sell } = salesApp();

  it('sells the last 10 units exactly once to 200 racing sales; the others get 409 or 503, never 500', async () => {
    const fan = await newProduct('FAN-1', 10);
    const answers = await Promise.all(Array.from({ length: 200 }, () => sell(fan)));
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    expect(counts[200], JSON.stringify(counts)).toBe(10);
    expect(Object.keys(counts).filter((status) => !['200', '409', '503'].includes(status))).toEqual([]);
    answers.filter((answer) => answer.statusCode === 503).forEach(expectBusy);
    const stock = await prisma().stockMovement.aggregate({
      where: { productId: fan },
      _sum: { quantity: true },
    });
    expect(stock._sum.quantity).toBe(0);
    expect(await prisma().saleItem.count({ where: { productId: fan } })).toBe(10);
  }, 60_000);

  it('runs a transaction again when a deadlock rolled it back', async () => {
    await prisma().counter.createMany({
      data: [
        { name: 'deadlock_a', value: 0 },
        { name: 'deadlock_b', value: 0 },
      ],
    });
    const bump = (first: string, second: string) =>
      prisma().$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE counters SET value = value + 1 WHERE name = ${first}`;
        await sleep(300);
        await tx.$executeRaw`UPDATE counters SET value = value + 1 WHERE name = ${second}`;
      });
    await Promise.all([bump('deadlock_a', 'deadlock_b'), bump('deadlock_b', 'deadlock_a')]);
    const rows = await prisma().counter.findMany({ where: { name: { startsWith: 'deadlock_' } } });
    expect(rows.map((row) => row.value)).toEqual([2, 2]);
  });

  it('runs a transaction again when it timed out waiting for a row lock', async () => {
    await prisma().counter.create({ data: { name: 'lock_wait', value: 0 } });
    const holder = prisma().$transaction(
      async (tx) => {
        await tx.$executeRaw`UPDATE counters SET value = value + 1 WHERE name = 'lock_wait'`;
        await sleep(1500);
      },
      { timeout: 5000 },
    );
    await sleep(100);
    const waiter = prisma().$transaction(
      async (tx) => {
        await tx.$executeRaw`SET SESSION innodb_lock_wait_timeout = 1`;
        await tx.$executeRaw`UPDATE counters SET value = value + 1 WHERE name = 'lock_wait'`;
      },
      { timeout: 5000 },
    );
    await Promise.all([holder, waiter]);
    expect((await prisma().counter.findUniqueOrThrow({ where: { name: 'lock_wait' } })).value).toBe(2);
  });
});

describe('contention: a write queued past its time limit', () => {
  const state = {} as { t: TInstalledApp; customer: TPerson };
  beforeAll(async () => {
    state.t = await createInstalledApp();
    state.customer = await addPerson(state.t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
  });
  afterAll(async () => {
    await state.t?.close();
  });

  it('answers 503 with Retry-After, and saves nothing, when its transaction expires waiting on the counter', async () => {
    const prisma = state.t.app.db.prisma;
    const type = await prisma.category.create({ data: { type: 'complaint_type', name: 'Not cooling' } });
    const file = () =>
      state.t.as(state.customer.token, {
        method: 'POST',
        url: '/api/complaint/store',
        payload: { type_id: type.id, description: 'The indoor unit blows warm air.' },
      });
    expect((await file()).statusCode).toBe(200);
    // Another writer holds the complaint counter's row longer than a complaint's transaction may last (5 s).
    const holder = prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`UPDATE counters SET value = value WHERE name = 'complaint'`;
        await sleep(6500);
      },
      { timeout: 10_000 },
    );
    await sleep(100);
    const answer = await file();
    await holder;
    expectBusy(answer);
    expect(await prisma.complaint.count()).toBe(1);
    expect(await prisma.mailOutbox.count({ where: { event: 'complaint_customer' } })).toBe(1);
  }, 20_000);
});

describe('contention: a saturated pool', () => {
  // Four connections and a short wait, so that the test saturates the pool for sure.
  const { prisma, as, newProduct, sell } = salesApp({ size: 4, timeoutMs: 400 });

  it('answers 503 with Retry-After while every connection is busy, and serves again once one is free', async () => {
    const fan = await newProduct('FAN-2', 5);
    const holders = Array.from({ length: 4 }, () =>
      prisma().$transaction(() => sleep(1500), { timeout: 5000 }),
    );
    await sleep(100);
    const [list, sale] = await Promise.all([as({ method: 'GET', url: '/api/product/list' }), sell(fan)]);
    await Promise.all(holders);
    [list, sale].forEach(expectBusy);
    expect(await prisma().saleItem.count({ where: { productId: fan } })).toBe(0);
    expect((await sell(fan)).statusCode).toBe(200);
  });
});
