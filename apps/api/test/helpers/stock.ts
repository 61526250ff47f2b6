import type { Prisma } from '../../src/generated/prisma/client';
import { STOCK_REBUILD_SQL } from '../../src/lib/rules/stock-ledger';
import type { TPrisma } from '../../src/lib/kernel/db-client';

type TRows = Prisma.StockMovementCreateManyInput | Prisma.StockMovementCreateManyInput[];

/**
 * Writes ledger rows straight into the table (a fixture with no purchase or sale behind it) and, in the same
 * transaction, sets the products' running totals and the places' shares from the ledger, as the write paths keep them (lockProductStock).
 */
export async function addMovements(prisma: TPrisma, { data }: { data: TRows }) {
  await prisma.$transaction(async (tx) => {
    await tx.stockMovement.createMany({ data });
    for (const sql of STOCK_REBUILD_SQL) await tx.$executeRawUnsafe(sql);
  });
}
