import { Prisma } from '../../generated/prisma/client';
import type { TDb } from './db-client';
import { PERSON_FIELDS } from './person';

/**
 * A list page's rows with what they show, read in as few statements as the shape allows. Prisma's include reads
 * each relation in a statement of its own, and its joined strategy (relationJoins) needs LATERAL, which MariaDB
 * lacks (Prisma answers P2019). So a list describes its include once more here: every to-one relation becomes a
 * LEFT JOIN in the row's own statement, every to-many relation one more statement for all the page's rows
 * (WHERE parent IN ids, its own to-one relations joined again). A to-many relation is not folded into the row's
 * statement with JSON_ARRAYAGG: its decimals and dates would come back as JSON text to be parsed by hand, for no
 * measurable gain on a 25-row page (docs/PERFORMANCE.md).
 *
 * Each list's test compares these rows with Prisma's include on the same ids, so a field added to the include
 * but not here fails there.
 *
 * Every name here is the code's own (never the caller's); fields are Prisma's names, their columns the
 * snake_case of them (the schema's @map convention).
 */

/** The scalar fields of a level: Prisma's names, or '*' for every column of the table (an include's level). */
type TFields = readonly string[] | '*';

/** A to-one relation, joined: by the parent's foreign key (`key`), or by the relation's own key to the parent's id (`backKey`). */
export type TOne = {
  kind: 'one';
  table: string;
  key?: string;
  backKey?: string;
  fields: readonly string[];
  /** The booleans among `fields` (MariaDB answers TINYINT(1) as a number). */
  booleans?: readonly string[];
  one?: Record<string, TOne>;
};

/** A to-many relation, read in one more statement: the child's key to the parent and its order. */
export type TMany = {
  kind: 'many';
  table: string;
  backKey: string;
  orderBy: readonly string[];
  fields: TFields;
  booleans?: readonly string[];
  one?: Record<string, TOne>;
  many?: Record<string, TMany>;
};

/** The list's own row: its table, the booleans among its columns (MariaDB answers TINYINT(1) as a number). */
export type TJoinedRead = {
  table: string;
  booleans?: readonly string[];
  one?: Record<string, TOne>;
  many?: Record<string, TMany>;
};

export const one = (
  table: string,
  join: { key: string } | { backKey: string },
  fields: readonly string[],
  nested?: Record<string, TOne>,
  booleans?: readonly string[],
): TOne => ({ kind: 'one', table, ...join, fields, one: nested, booleans });

export const many = (
  table: string,
  backKey: string,
  spec: Omit<TMany, 'kind' | 'table' | 'backKey'>,
): TMany => ({ kind: 'many', table, backKey, ...spec });

/**
 * A person a row names by `key` (lib/kernel/person's PERSON_FIELDS, as PERSON_SELECT reads it), with `extra` fields.
 */
export const person = (key: string, extra: readonly string[] = []): TOne =>
  one('users', { key }, [...Object.keys(PERSON_FIELDS), ...extra]);

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/**
 * A column's field name, worked out once per name: a page reads the same few dozen columns on every row, and a regex
 * per column per row was an eighth of a list page's CPU (docs/PERFORMANCE.md, issue 29).
 */
const FIELD_NAMES = new Map<string, string>();
function field(col: string): string {
  let name = FIELD_NAMES.get(col);
  if (name === undefined) {
    name = col.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    FIELD_NAMES.set(col, name);
  }
  return name;
}
const quoted = (name: string) => `\`${name.replace(/`/g, '``')}\``;
// A joined column's alias: its path of relations and its field, e.g. `amc.customer.firstName`; `.#` holds the
// joined row's id, which says whether the relation found a row.
const SEP = '.';
const PRESENT = '#';
// A child row's parent id, kept for grouping under a key no field can have, then removed.
const PARENT = '#parent';

type TRow = Record<string, unknown>;

/**
 * A table's alias in one statement: its own name the first time, then `users_2`, `users_3`, ... EXPLAIN names a
 * table by its alias, and the plan tests (test/helpers/query-plans.ts) judge it by the table this names.
 */
function aliasFor(table: string, used: Map<string, number>): string {
  const n = (used.get(table) ?? 0) + 1;
  used.set(table, n);
  return n === 1 ? table : `${table}_${n}`;
}

/** The SELECT list and the JOINs of a level's to-one relations. */
function joins(
  parentAlias: string,
  path: string,
  relations: Record<string, TOne>,
  used: Map<string, number>,
) {
  const select: string[] = [];
  const from: string[] = [];
  for (const [name, rel] of Object.entries(relations)) {
    const alias = quoted(aliasFor(rel.table, used));
    const at = `${path}${name}${SEP}`;
    const on = rel.key
      ? `${alias}.id = ${parentAlias}.${column(rel.key)}`
      : `${alias}.${column(rel.backKey!)} = ${parentAlias}.id`;
    from.push(`LEFT JOIN ${quoted(rel.table)} ${alias} ON ${on}`);
    select.push(`${alias}.id AS ${quoted(at + PRESENT)}`);
    for (const f of rel.fields) select.push(`${alias}.${column(f)} AS ${quoted(at + f)}`);
    const inner = joins(alias, at, rel.one ?? {}, used);
    select.push(...inner.select);
    from.push(...inner.from);
  }
  return { select, from };
}

/** The nested object of a to-one relation from its aliased columns, null when the join found nothing. */
function nest(row: TRow, path: string, relations: Record<string, TOne>): TRow {
  const out: TRow = {};
  for (const [name, rel] of Object.entries(relations)) {
    const at = `${path}${name}${SEP}`;
    if (row[at + PRESENT] === null) {
      out[name] = null;
      continue;
    }
    const value: TRow = {};
    for (const f of rel.fields) value[f] = rel.booleans?.includes(f) ? Boolean(row[at + f]) : row[at + f];
    out[name] = { ...value, ...nest(row, at, rel.one ?? {}) };
  }
  return out;
}

/** The table's own columns (camelCased, booleans as booleans) without the joined ones. */
function ownColumns(row: TRow, fields: TFields, booleans: readonly string[] = []): TRow {
  const out: TRow = {};
  if (fields === '*') {
    for (const [key, value] of Object.entries(row)) if (!key.includes(SEP)) out[field(key)] = value;
  } else {
    for (const f of fields) out[f] = row[f];
  }
  for (const b of booleans) if (out[b] !== null && out[b] !== undefined) out[b] = Boolean(out[b]);
  return out;
}

/** One level's rows: its columns and to-one relations in one statement, then each to-many relation in one more. */
async function readLevel(
  db: TDb,
  level: {
    table: string;
    fields: TFields;
    booleans?: readonly string[];
    one?: Record<string, TOne>;
    many?: Record<string, TMany>;
  },
  where: { column: string; ids: number[] } | { tail: Prisma.Sql },
  orderBy: readonly string[],
): Promise<TRow[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const used = new Map<string, number>();
  const t0 = quoted(aliasFor(level.table, used));
  const joined = joins(t0, '', level.one ?? {}, used);
  // A child level's rows carry their parent's id (`#` + the key column) for the grouping below.
  const parentKey = 'column' in where && where.column !== 'id' ? where.column : null;
  const own =
    level.fields === '*'
      ? [`${t0}.*`]
      : [
          `${t0}.id AS \`#id\``,
          ...(parentKey ? [`${t0}.${column(parentKey)} AS ${quoted(`#${parentKey}`)}`] : []),
          ...level.fields.map((f) => `${t0}.${column(f)} AS ${quoted(f)}`),
        ];
  const order = orderBy.length ? ` ORDER BY ${orderBy.map((f) => `${t0}.${column(f)}`).join(', ')}` : '';
  const select = Prisma.sql`SELECT ${Prisma.raw([...own, ...joined.select].join(', '))} FROM ${Prisma.raw(
    `${t0} ${joined.from.join(' ')}`,
  )}`;
  const sql =
    'tail' in where
      ? Prisma.sql`${select} ${where.tail}`
      : Prisma.sql`${select} WHERE ${Prisma.raw(`${t0}.${column(where.column)}`)} IN (${Prisma.join(where.ids)})${Prisma.raw(order)}`;
  const raw = await db.$queryRaw<TRow[]>(sql);
  const rows = raw.map((r) => ({
    ...ownColumns(r, level.fields, level.booleans),
    ...nest(r, '', level.one ?? {}),
  }));
  const keys = raw.map((r) =>
    level.fields === '*'
      ? { id: r.id, parent: parentKey ? r[column(parentKey)] : undefined }
      : { id: r['#id'], parent: parentKey ? r[`#${parentKey}`] : undefined },
  );
  for (const [name, rel] of Object.entries(level.many ?? {})) {
    const children = await readLevel(
      db,
      rel,
      { column: rel.backKey, ids: keys.map((k) => Number(k.id)) },
      rel.orderBy,
    );
    // The statement's order (the relation's orderBy) holds within each parent's group.
    const byParent = new Map<number, TRow[]>();
    for (const child of children) {
      const parent = Number(child[PARENT]);
      delete child[PARENT];
      const siblings = byParent.get(parent);
      if (siblings) siblings.push(child);
      else byParent.set(parent, [child]);
    }
    rows.forEach((row, i) => (row[name] = byParent.get(Number(keys[i]!.id)) ?? []));
  }
  // A child level carries its parent's id for its parent's grouping.
  if (parentKey) rows.forEach((row, i) => (row[PARENT] = keys[i]!.parent));
  return rows;
}

/**
 * The rows of these ids as `read` describes them, each with every column of its table (as Prisma's include
 * gives), in no particular order (runList orders them by the page's ids). The caller's type is Prisma's
 * payload of the include `read` mirrors; the list's test holds the two equal.
 */
export async function readJoinedRows<TRowOut>(db: TDb, read: TJoinedRead, ids: number[]): Promise<TRowOut[]> {
  return (await readLevel(db, { ...read, fields: '*' }, { column: 'id', ids }, [])) as TRowOut[];
}

/**
 * The rows a condition of their own chooses, as `read` describes them, in one statement and in its order: `chosen`
 * is the statement's end after the joins (WHERE, ORDER BY, LIMIT), naming each column of the table as
 * `table`.`column` since the joined tables have columns of the same names. For a few rows picked by their own
 * query (the dashboard's five newest complaints), a statement less than reading their ids first; the optimizer
 * plans the LIMIT with the rows' index in order, as for the list's own page of ids.
 */
export async function readJoinedRowsWhere<TRowOut>(
  db: TDb,
  read: TJoinedRead,
  chosen: Prisma.Sql,
): Promise<TRowOut[]> {
  return (await readLevel(db, { ...read, fields: '*' }, { tail: chosen }, [])) as TRowOut[];
}
