import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo';
import { DEMO_PASSWORD } from '../src/db/demo/demo-users';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';

describe('demo data', () => {
  let t: TInstalledApp;
  beforeAll(async () => {
    t = await createInstalledApp();
  });
  afterAll(async () => t?.close());

  it('fills an installed database once, and a second run adds nothing', async () => {
    const prisma = t.app.db.prisma;
    await seedDemo(prisma);
    const counts = async () => ({
      users: await prisma.user.count(),
      contacts: await prisma.customerContact.count(),
      categories: await prisma.category.count(),
      taxes: await prisma.tax.count(),
    });
    const first = await counts();
    expect(first.users).toBe(1 + 5 + 12 + 4);
    expect(first.contacts).toBe(24);
    await seedDemo(prisma);
    expect(await counts()).toEqual(first);

    const customers = await prisma.user.findMany({ where: { role: { slug: 'customer' } }, select: { uniqueIdentity: true } });
    expect(new Set(customers.map((c) => c.uniqueIdentity)).size).toBe(12);
    await signIn(t.app, 'priya.sharma@demo.customer.example', DEMO_PASSWORD);
  });
});
