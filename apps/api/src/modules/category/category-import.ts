import type { TCategoryType } from '@amc/contracts';
import { insertRows } from '../../lib/kernel/bulk-insert';
import type { TDb } from '../../lib/kernel/db-client';
import { foldKey } from '../../lib/rules/import-kit';

/**
 * The ids of a list's names (brands, product categories, units), by the name folded to lower case as the (type,
 * name) index compares them; with `create`, names the list lacks are added first (an import's new brands). INSERT
 * IGNORE leaves a name another writer added meanwhile as it is.
 */
export async function categoryIdsByName(
  db: TDb,
  type: TCategoryType,
  names: readonly string[],
  { create }: { create: boolean },
): Promise<Map<string, number>> {
  const wanted = [...new Set(names.filter(Boolean))];
  if (!wanted.length) return new Map();
  if (create) {
    const at = new Date();
    await insertRows(
      db,
      'categories',
      wanted.map((name) => ({ type, name, created_at: at, updated_at: at })),
      { ignore: true },
    );
  }
  const rows = await db.category.findMany({
    where: { type, name: { in: wanted } },
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [foldKey(row.name), row.id]));
}
