import type mysql from 'mysql2/promise';
import type { RowDataPacket } from 'mysql2/promise';
import type { Prisma } from '../../src/generated/prisma/client';

/**
 * EXPLAIN for the SQL an API call runs: record the statements through Prisma's query events (the app's
 * `onDbQuery`), explain each SELECT with its own parameters, and judge the plan the way a database engineer
 * would at a million rows: a page must read the rows of the page, not the table.
 */

export type TStatement = { query: string; params: unknown[] };

/** One row of MariaDB's tabular EXPLAIN. */
export type TPlanRow = {
  id: number | null;
  select_type: string;
  table: string | null;
  type: string | null;
  possible_keys: string | null;
  key: string | null;
  key_len: string | null;
  ref: string | null;
  rows: number | null;
  Extra: string | null;
};

/**
 * The app's `onDbQuery` and a way to keep the statements of one call: `record(() => app.inject(...))` answers
 * the call's result and every statement it ran, in order.
 */
export function createQueryRecorder() {
  let sink: Prisma.QueryEvent[] | null = null;
  return {
    onDbQuery: (event: Prisma.QueryEvent) => sink?.push(event),
    async record<T>(call: () => Promise<T>): Promise<{ result: T; statements: TStatement[] }> {
      const events: Prisma.QueryEvent[] = [];
      sink = events;
      try {
        const result = await call();
        return { result, statements: events.map((e) => ({ query: e.query, params: sqlParams(e.params) })) };
      } finally {
        sink = null;
      }
    },
  };
}

/** Prisma's parameters as mysql2 takes them: its ISO times become MySQL datetimes. */
export const sqlParams = (params: string) =>
  (JSON.parse(params) as (string | number | boolean | null)[]).map((value) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
      ? value.replace('T', ' ').replace('Z', '')
      : value,
  );

export const isSelect = (statement: TStatement) => /^\s*(\(\s*)?select\b/i.test(statement.query);

export async function explain(sql: mysql.Connection, statement: TStatement): Promise<TPlanRow[]> {
  const [rows] = await sql.execute<RowDataPacket[]>(
    `EXPLAIN ${statement.query}`,
    statement.params as never[],
  );
  return rows.map((row) => ({ ...row, rows: row.rows === null ? null : Number(row.rows) }) as TPlanRow);
}

/** Row counts of the database's tables (exact), so a plan can be judged against the size of what it reads. */
export async function tableSizes(sql: mysql.Connection): Promise<Map<string, number>> {
  const [tables] = await sql.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
  );
  const sizes = new Map<string, number>();
  for (const { name } of tables) {
    const [[count]] = await sql.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${name as string}\``);
    sizes.set(name as string, Number(count!.n));
  }
  return sizes;
}

/** Fresh statistics after a bulk load, so the optimizer chooses as it would on a settled database. */
export async function analyzeTables(sql: mysql.Connection, tables: Iterable<string>) {
  for (const table of tables) await sql.query(`ANALYZE TABLE \`${table}\``);
}

export type TPlanLimits = {
  /** Row counts by table (tableSizes); tables below `bigTable` rows are not judged. */
  sizes: ReadonlyMap<string, number>;
  bigTable: number;
  /**
   * The most rows a filesort or an index merge may take: enough for one customer's own documents or a page's
   * lines, far fewer than a table's worth.
   */
  smallSet: number;
};

/**
 * What is wrong with a plan, one sentence a problem (none: the plan reads what its page needs):
 * - a full table scan (type ALL) of a big table;
 * - a filesort over more than a small set of a big table's rows (a filesort of a page's 25 ids is fine);
 * - an index merge that walks more than a small set of a big table's rows.
 */
export function planProblems(plan: TPlanRow[], limits: TPlanLimits): string[] {
  const problems: string[] = [];
  for (const row of plan) {
    // lib/kernel/joined-rows names a table's second use in a statement `users_2`: judged as `users`.
    const table = row.table ?? '';
    const size = limits.sizes.get(table) ?? limits.sizes.get(table.replace(/_\d+$/, ''));
    if (size === undefined || size < limits.bigTable) continue;
    const rows = row.rows ?? size;
    if (row.type === 'ALL') problems.push(`full scan of ${table} (${size} rows)`);
    if (row.Extra?.includes('Using filesort') && rows > limits.smallSet)
      problems.push(`filesort over ${rows} rows of ${table} (key ${row.key ?? 'none'})`);
    if (row.type === 'index_merge' && rows > limits.smallSet)
      problems.push(`index merge over ${rows} rows of ${table} (${row.key})`);
  }
  return problems;
}

/** A plan as a small table for a failure message. */
export function formatPlan(plan: TPlanRow[]): string {
  return plan
    .map(
      (row) =>
        `  ${row.select_type} ${row.table ?? '-'} type=${row.type ?? '-'} key=${row.key ?? '-'} rows=${row.rows ?? '-'} ${row.Extra ?? ''}`,
    )
    .join('\n');
}

/**
 * Every problem of the SELECTs of one call, each with its statement and plan. Plans are cached by statement
 * and parameters: the sign-in check and the relation loads repeat across calls.
 */
export async function findPlanProblems(
  sql: mysql.Connection,
  statements: TStatement[],
  limits: TPlanLimits,
  cache = new Map<string, TPlanRow[]>(),
): Promise<string[]> {
  const found: string[] = [];
  for (const statement of statements.filter(isSelect)) {
    const key = `${statement.query}\u0000${JSON.stringify(statement.params)}`;
    let plan = cache.get(key);
    if (!plan) {
      plan = await explain(sql, statement);
      cache.set(key, plan);
    }
    const problems = planProblems(plan, limits);
    if (problems.length)
      found.push(
        `${problems.join('; ')}\n  ${statement.query}\n  -- ${JSON.stringify(statement.params)}\n${formatPlan(plan)}`,
      );
  }
  return found;
}
