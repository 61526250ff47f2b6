import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBench } from '../bench/bench-seed';
import { readJoinedRows, type TJoinedRead } from '../src/lib/kernel/joined-rows';
import { createPrismaClient } from '../src/plugins/database';
import type { TPrisma } from '../src/lib/kernel/db-client';
import { AMC_INCLUDE, AMC_READ } from '../src/modules/amc/amc-shape';
import { COMPLAINT_INCLUDE, COMPLAINT_READ } from '../src/modules/complaint/complaint-list';
import { EQUIPMENT_INCLUDE, EQUIPMENT_READ } from '../src/modules/equipment/equipment-list';
import { SERVICE_INCLUDE, SERVICE_READ } from '../src/modules/service/service-shape';
import { PRODUCT_INCLUDE, PRODUCT_READ } from '../src/modules/product/product-list';
import { PURCHASE_INCLUDE, PURCHASE_READ } from '../src/modules/document/purchase-list';
import { QUOTATION_INCLUDE, QUOTATION_READ } from '../src/modules/document/quotation-list';
import { SALE_INCLUDE, SALE_READ } from '../src/modules/document/sale-list';
import { CREDIT_NOTE_INCLUDE, CREDIT_NOTE_READ } from '../src/modules/document/credit-note-list';
import { PURCHASE_RETURN_INCLUDE, PURCHASE_RETURN_READ } from '../src/modules/document/purchase-return-list';
import { TASK_INCLUDE, TASK_READ } from '../src/modules/task/task-list';
import { USER_LIST_READ, userListInclude } from '../src/modules/user/user-shape';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

/**
 * Each list reads its page's rows through lib/kernel/joined-rows (the relations joined, not one statement each); the
 * rows must be exactly what Prisma's include of the same ids gives, so a field added to an include and not to
 * its read fails here. The bench seed at a small scale gives every table rows, with and without each optional
 * relation.
 */

let db: TTestDatabase;
let prisma: TPrisma;
const statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedBench({ databaseUrl: db.url, scale: 0.001 });
  prisma = createPrismaClient(db.url, undefined, (event) => statements.push(event.query));
  // The bench converts no quotation into a sale: link the newest two, so both sides' joins find a row.
  const [sales, quotations] = await Promise.all([
    prisma.sale.findMany({ select: { id: true }, orderBy: { id: 'desc' }, take: 2 }),
    prisma.quotation.findMany({ select: { id: true }, orderBy: { id: 'desc' }, take: 2 }),
  ]);
  for (const [i, q] of quotations.entries())
    await prisma.quotation.update({ where: { id: q.id }, data: { saleId: sales[i]!.id } });
}, 120_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

type TRow = Record<string, unknown> & { id: number };
type TDelegate = { findMany(args: object): Promise<TRow[]> };

/** The read's rows equal the include's for a page of ids, in as many statements as the read has levels. */
async function expectReadAsIncluded(
  delegate: TDelegate,
  read: TJoinedRead,
  include: object,
  levels: number,
): Promise<TRow[]> {
  // The oldest and the newest rows: the bench writes a table's kinds of rows (with or without a contract, ...)
  // in runs, so both ends hold both.
  const end = async (order: 'asc' | 'desc') =>
    (await delegate.findMany({ select: { id: true }, orderBy: { id: order }, take: 100 })).map((r) => r.id);
  const ids = [...new Set([...(await end('asc')), ...(await end('desc'))])];
  expect(ids.length).toBeGreaterThan(0);
  const included = await delegate.findMany({ where: { id: { in: ids } }, include, orderBy: { id: 'asc' } });
  statements.length = 0;
  const joined = await readJoinedRows<TRow>(prisma, read, ids);
  expect(statements).toHaveLength(levels);
  expect([...joined].sort((a, b) => a.id - b.id)).toEqual(included);
  return included;
}

describe("list rows read with their relations joined equal Prisma's include", () => {
  // Each case also checks that the page holds a row without each optional relation, so the null branch is tested.
  const some = (rows: TRow[], test: (row: TRow) => boolean) => expect(rows.some(test)).toBe(true);

  it('service: people and contract (with its customer) joined, one statement', async () => {
    const rows = await expectReadAsIncluded(prisma.service, SERVICE_READ, SERVICE_INCLUDE, 1);
    some(rows, (r) => r.amc === null);
    some(rows, (r) => r.amc !== null);
  });

  it('complaint: people, product and type joined, one statement', async () => {
    const rows = await expectReadAsIncluded(prisma.complaint, COMPLAINT_READ, COMPLAINT_INCLUDE, 1);
    some(rows, (r) => r.assignedTo === null || r.product === null || r.type === null);
  });

  it('amc: people joined, products and equipment one more statement each', async () => {
    const rows = await expectReadAsIncluded(prisma.amc, AMC_READ, AMC_INCLUDE, 3);
    some(rows, (r) => r.assignedTo === null);
    some(rows, (r) => (r.products as unknown[]).length > 1);
    some(rows, (r) => (r.equipment as unknown[]).length === 1);
  });

  it('equipment: customer and product joined, one statement', async () => {
    const rows = await expectReadAsIncluded(prisma.equipment, EQUIPMENT_READ, EQUIPMENT_INCLUDE, 1);
    some(rows, (r) => r.site === null);
    some(rows, (r) => r.site !== null);
  });

  it('sale: customer and quotation joined; lines, their credited quantities, payments, credit notes a statement each', async () => {
    const rows = await expectReadAsIncluded(prisma.sale, SALE_READ, SALE_INCLUDE, 5);
    some(rows, (r) => r.quotation === null);
    some(rows, (r) => r.quotation !== null);
    some(rows, (r) => (r.payments as unknown[]).length === 0);
    some(rows, (r) => (r.items as { tax: unknown }[]).some((i) => i.tax === null));
  });

  it('credit note: customer and bill joined; lines, refunds and uses a statement each', async () => {
    const rows = await expectReadAsIncluded(prisma.creditNote, CREDIT_NOTE_READ, CREDIT_NOTE_INCLUDE, 4);
    some(rows, (r) => (r.refunds as unknown[]).length > 0);
  });

  it('quotation: customer and sale joined, lines in one more statement', async () => {
    const rows = await expectReadAsIncluded(prisma.quotation, QUOTATION_READ, QUOTATION_INCLUDE, 2);
    some(rows, (r) => r.sale === null);
    some(rows, (r) => r.sale !== null);
  });

  it('purchase: supplier joined; lines, their returned quantities and returns a statement each', async () => {
    await expectReadAsIncluded(prisma.purchase, PURCHASE_READ, PURCHASE_INCLUDE, 4);
  });

  it('purchase return: supplier and purchase joined, lines in one more statement', async () => {
    await expectReadAsIncluded(prisma.purchaseReturn, PURCHASE_RETURN_READ, PURCHASE_RETURN_INCLUDE, 2);
  });

  it('task: client, assignee and type joined, one statement', async () => {
    const rows = await expectReadAsIncluded(prisma.task, TASK_READ, TASK_INCLUDE, 1);
    some(rows, (r) => r.assignedTo === null || r.client === null || r.type === null);
  });

  it('product: brand, category and unit joined, one statement', async () => {
    await expectReadAsIncluded(prisma.product, PRODUCT_READ, PRODUCT_INCLUDE, 1);
  });

  it('user: the role joined, one statement', async () => {
    await expectReadAsIncluded(prisma.user, USER_LIST_READ, userListInclude, 1);
  });
});
