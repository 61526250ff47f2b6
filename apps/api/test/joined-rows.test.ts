import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBench } from '../src/bench/bench-seed';
import { readJoinedRows, type TJoinedRead } from '../src/lib/joined-rows';
import { createPrismaClient, type TPrisma } from '../src/plugins/database';
import { AMC_INCLUDE, AMC_READ } from '../src/modules/amc/amc-shape';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

/**
 * Each list reads its page's rows through lib/joined-rows (the relations joined, not one statement each); the
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
}, 120_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

type TDelegate = { findMany(args: object): Promise<{ id: number }[]> };

/** The read's rows equal the include's for a page of ids, in as many statements as the read has levels. */
async function expectReadAsIncluded(delegate: TDelegate, read: TJoinedRead, include: object, levels: number) {
  const ids = (await delegate.findMany({ select: { id: true }, orderBy: { id: 'desc' }, take: 200 })).map((r) => r.id);
  expect(ids.length).toBeGreaterThan(0);
  const included = await delegate.findMany({ where: { id: { in: ids } }, include, orderBy: { id: 'asc' } });
  statements.length = 0;
  const joined = await readJoinedRows<{ id: number }>(prisma, read, ids);
  expect(statements).toHaveLength(levels);
  expect([...joined].sort((a, b) => a.id - b.id)).toEqual(included);
  return included;
}

describe('list rows read with their relations joined equal Prisma\'s include', () => {
  it('amc', async () => {
    const rows = await expectReadAsIncluded(prisma.amc, AMC_READ, AMC_INCLUDE, 2);
    expect(rows.some((r) => (r as { assignedTo: unknown }).assignedTo === null)).toBe(true);
  });
});
