import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import type { TListArgs, TListRunner } from '../../lib/list/list-query';

type TWhere = Prisma.EquipmentWhereInput;
type TOrderBy = Prisma.EquipmentOrderByWithRelationInput;

/**
 * An employee's equipment list. Its row boundary (ownEquipmentWhere: the items of its contracts, visits and
 * complaints) is three EXISTS, exact for one row but slow for a list: MariaDB probes every item to count them (140
 * ms at 200,000 items, bench scale 1). Its items are instead one statement of index ranges, each on (assigned_to_id,
 * equipment_id): its contracts' items (amc_equipment holds a copy of the contract's assignee, amc-covered.ts), its
 * visits' and its complaints'. About 4,000 for the bench employee.
 */
const itemsOf = (employeeId: number) => Prisma.sql`
  SELECT equipment_id AS id FROM amc_equipment WHERE assigned_to_id = ${employeeId}
  UNION SELECT equipment_id FROM services WHERE assigned_to_id = ${employeeId} AND equipment_id IS NOT NULL
  UNION SELECT equipment_id FROM complaints WHERE assigned_to_id = ${employeeId} AND equipment_id IS NOT NULL`;

/** The columns the list sorts on (its sort whitelist, in Prisma's names), for the page read in SQL. */
const SORT_COLUMNS: Record<string, string> = {
  serialNo: 'serial_no',
  installDate: 'install_date',
  warrantyEnd: 'warranty_end',
  status: 'status',
  createdAt: 'created_at',
  id: 'id',
};

/** The list's filters (status, customer_id, product_id: each `{ field: value }`), for the reads in SQL. */
const FILTER_COLUMNS: Record<string, string> = {
  status: 'status',
  customerId: 'customer_id',
  productId: 'product_id',
};

/** `e.column = value AND ...` of filter conditions made of FILTER_COLUMNS only; null for anything else. */
function filterSql(conditions: TWhere[]): Prisma.Sql | null {
  const terms: Prisma.Sql[] = [];
  for (const condition of conditions) {
    const entries = Object.entries(condition);
    if (entries.length !== 1) return null;
    const [field, value] = entries[0]!;
    const column = FILTER_COLUMNS[field];
    if (!column || (typeof value !== 'string' && typeof value !== 'number')) return null;
    terms.push(Prisma.sql`e.${Prisma.raw(column)} = ${value}`);
  }
  return terms.length ? Prisma.join(terms, ' AND ') : Prisma.sql`1 = 1`;
}

/** ORDER BY of a Prisma orderBy made of SORT_COLUMNS only; null for anything else. */
function orderSql(orderBy: TOrderBy[]): string | null {
  const terms: string[] = [];
  for (const term of orderBy) {
    const entries = Object.entries(term);
    if (entries.length !== 1) return null;
    const [field, order] = entries[0]!;
    const column = SORT_COLUMNS[field];
    if (!column || (order !== 'asc' && order !== 'desc')) return null;
    terms.push(`e.${column} ${order.toUpperCase()}`);
  }
  return terms.length ? terms.join(', ') : null;
}

/**
 * The list's runner for an employee, over the list's own (Prisma) runner. The list's where carries the boundary
 * (`scope`, ownEquipmentWhere) ANDed with what the request adds; this runner recognises it and reads:
 * - the page of the boundary with the list's filters, if any, in one statement that joins its items to the
 *   table, filters and sorts them; its count in one statement too. No id list goes back and forth (Prisma took
 *   some 8 ms to bind one of 4,000 ids, MariaDB 10 ms to read it);
 * - a search's page and count (`id IN (found)`: its branches ran within the boundary) from the found ids kept
 *   within the employee's, intersected here;
 * - anything else (a search's branch, an export's batch) with the boundary as `id IN (its items)`.
 * The boundary stays exact in each: the same items, by the same statement.
 */
export function employeeRunner<TRow>(
  db: TDb,
  employeeId: number,
  scope: TWhere,
  runner: TListRunner<TWhere, TOrderBy, TRow>,
): TListRunner<TWhere, TOrderBy, TRow> {
  let items: Promise<Set<number>> | undefined;
  const itemIds = () =>
    (items ??= db
      .$queryRaw<{ id: number }[]>(itemsOf(employeeId))
      .then((rows) => new Set(rows.map((row) => Number(row.id)))));

  /** The conditions ANDed with the boundary. */
  const besideScope = (where: TWhere) =>
    ((where as { AND: TWhere[] }).AND ?? []).filter((condition) => condition !== scope);

  /**
   * What a where asks, with the boundary recognised: the boundary and simple filters (read in SQL, `sql` their
   * condition), found ids within it, or anything else with the boundary as an id list.
   */
  async function plan(where: TWhere): Promise<{ sql: Prisma.Sql } | { where: TWhere; ids?: number[] }> {
    const and = (where as { AND?: TWhere[] }).AND;
    if (!Array.isArray(and) || !and.includes(scope)) return { where };
    const rest = besideScope(where);
    const sql = filterSql(rest);
    if (sql) return { sql };
    const known = await itemIds();
    const listed = rest.findIndex((condition) =>
      Array.isArray((condition as { id?: { in?: unknown } }).id?.in),
    );
    if (listed < 0) return { where: { AND: [{ id: { in: [...known] } }, ...rest] } };
    const ids = (rest[listed] as { id: { in: number[] } }).id.in.filter((id) => known.has(id));
    const others = rest.filter((_, index) => index !== listed);
    return { where: { AND: [{ id: { in: ids } }, ...others] }, ...(others.length ? {} : { ids }) };
  }

  return {
    ...runner,
    count: async (args) => {
      const read = await plan(args.where);
      if ('sql' in read) {
        // Unfiltered, the items alone: each comes through a foreign key, so each is in the table.
        const [{ total }] = besideScope(args.where).length
          ? await db.$queryRaw<[{ total: bigint }]>`
              SELECT COUNT(*) AS total FROM (${itemsOf(employeeId)}) s JOIN equipment e ON e.id = s.id
              WHERE ${read.sql}`
          : await db.$queryRaw<[{ total: bigint }]>`SELECT COUNT(*) AS total FROM (${itemsOf(employeeId)}) s`;
        return Math.min(Number(total), args.take);
      }
      // Each found id exists: it was just read from the table.
      if (read.ids) return Math.min(read.ids.length, args.take);
      return runner.count({ ...args, where: read.where });
    },
    findIds: async (args: TListArgs<TWhere, TOrderBy> & { cursor?: number }) => {
      const read = await plan(args.where);
      const order =
        'sql' in read && args.cursor === undefined && args.take > 0 ? orderSql(args.orderBy) : null;
      if ('sql' in read && order) {
        const rows = await db.$queryRaw<{ id: number }[]>`
          SELECT e.id FROM (${itemsOf(employeeId)}) s JOIN equipment e ON e.id = s.id
          WHERE ${read.sql} ORDER BY ${Prisma.raw(order)} LIMIT ${args.take} OFFSET ${args.skip}`;
        return rows.map((row) => Number(row.id));
      }
      // An export's batch (a cursor), a page from the end (Prisma reads a negative take backwards) or an order
      // not in SORT_COLUMNS: the boundary as its id list.
      const where =
        'sql' in read
          ? { AND: [{ id: { in: [...(await itemIds())] } }, ...besideScope(args.where)] }
          : read.where;
      return runner.findIds({ ...args, where });
    },
  };
}
