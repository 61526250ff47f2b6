import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';
import { isAdmin, type TCaller } from '../kernel/caller';

/**
 * Per-day totals of a large table (issue 11): the unscoped report and dashboard figures read a few thousand
 * summary rows instead of a million source rows. Every write that can change a row's day, key columns or summed
 * columns runs through `keepDayTotals` / `addDayTotals` inside its transaction: the affected rows are read
 * (locked) before and after the write, and the difference is added to the summary in the same transaction, so
 * the summary never disagrees with the rows it counts. Deltas (not recounts) keep concurrent writers of one day
 * from deadlocking on each other's rows; the `FOR UPDATE` read makes the before-image exact under concurrency.
 */
export type TDayTotals = {
  source: string;
  /**
   * A summary of the source rows' lines (a document's, by tax): the source rows are read as `d` joined to their lines
   * as `l`, and the day, keys and sums name their columns through these two. Absent, the source's own columns.
   */
  lines?: { table: string; parentColumn: string };
  summary: string;
  /**
   * The source's DATE column, or an expression of its columns (a bill's due day: its due date, else its date); null
   * for a summary kept by its keys alone (what each customer owes, whatever the day).
   */
  day: string | null;
  /** Summary key column -> source expression (a key cannot be null, so a nullable source is COALESCEd). */
  keys: Record<string, string>;
  /** Summary sum column -> source column, or an expression of the row's columns (anything but a plain name). */
  sums: Record<string, string>;
  /** A condition on the source's columns: the rows the summary counts, when not all of them (not with lines). */
  where?: string;
};

/** A day's or a sum's source: a column by its name, or the spec's expression as written. */
const sourceOf = (source: string) => (/^\w+$/.test(source) ? `\`${source}\`` : source);

export const SERVICE_DAY_TOTALS: TDayTotals = {
  source: 'services',
  summary: 'service_day_totals',
  day: 'service_date',
  keys: { status: '`status`' },
  sums: { charge_total: 'charge' },
};

export const COMPLAINT_DAY_TOTALS: TDayTotals = {
  source: 'complaints',
  summary: 'complaint_day_totals',
  day: 'complaint_date',
  keys: { status: '`status`' },
  sums: { charge_total: 'charge' },
};

/** `type_id` 0 stands for complaints without a type. */
export const COMPLAINT_TYPE_DAY_TOTALS: TDayTotals = {
  source: 'complaints',
  summary: 'complaint_type_day_totals',
  day: 'complaint_date',
  keys: { type_id: 'COALESCE(`type_id`, 0)' },
  sums: { charge_total: 'charge' },
};

/**
 * The visits' times per work day (the business's day of arrival) and assignee: the timesheet's (issue 28). Travel is
 * arrival less setting out, on site finish less arrival, in whole minutes (the phone's times have no seconds).
 */
export const TIMESHEET_DAY_TOTALS: TDayTotals = {
  source: 'services',
  summary: 'timesheet_day_totals',
  day: 'work_day',
  keys: { employee_id: '`assigned_to_id`' },
  sums: {
    // As the summary's DECIMAL columns, like its other sums.
    travel_minutes:
      'CAST(COALESCE(TIMESTAMPDIFF(MINUTE, `travel_started_at`, `started_at`), 0) AS DECIMAL(16, 2))',
    site_minutes: 'CAST(COALESCE(TIMESTAMPDIFF(MINUTE, `started_at`, `finished_at`), 0) AS DECIMAL(16, 2))',
  },
  where: '`work_day` IS NOT NULL AND `assigned_to_id` IS NOT NULL',
};

/** What every service write keeps. */
export const SERVICE_TOTALS = [SERVICE_DAY_TOTALS, TIMESHEET_DAY_TOTALS];

/** What every complaint write keeps. */
export const COMPLAINT_TOTALS = [COMPLAINT_DAY_TOTALS, COMPLAINT_TYPE_DAY_TOTALS];

export const SALE_DAY_TOTALS: TDayTotals = {
  source: 'sales',
  summary: 'sale_day_totals',
  day: 'date',
  keys: {},
  sums: {
    gross_total: 'gross_total',
    tax_total: 'tax_total',
    discount_total: 'discount_total',
    total: 'total',
    paid_total: 'paid_total',
    due_total: 'GREATEST(`total` - `credited_total` - `paid_total`, 0)',
  },
};

/** Credit notes by their own date: the reports count sales net of them, and money received net of refunds. */
export const CREDIT_NOTE_DAY_TOTALS: TDayTotals = {
  source: 'credit_notes',
  summary: 'credit_note_day_totals',
  day: 'date',
  keys: {},
  sums: {
    gross_total: 'gross_total',
    tax_total: 'tax_total',
    discount_total: 'discount_total',
    total: 'total',
    refunded_total: 'refunded_total',
  },
};

type TGroup = { key: unknown[]; count: number; sums: Prisma.Decimal[] };
type TSnapshot = Map<string, TGroup>;

const ident = (name: string) => Prisma.raw(`\`${name}\``);

/** What a spec's rows are read from: the source, or the source (`d`) joined to its lines (`l`). */
export const fromOf = (spec: TDayTotals) =>
  spec.lines
    ? `\`${spec.source}\` AS d JOIN \`${spec.lines.table}\` AS l ON l.\`${spec.lines.parentColumn}\` = d.\`id\``
    : `\`${spec.source}\``;

/** The rows the summary counts, as a condition of the source's own columns (TRUE: all of them). */
export const countedOf = (spec: TDayTotals) => spec.where ?? 'TRUE';

/**
 * A condition on the source's rows as a condition of fromOf, limited to the rows the summary counts: of lines, those
 * of the rows (whose columns it names).
 */
const whereOf = (spec: TDayTotals, rows: Prisma.Sql) => {
  const counted = Prisma.sql`(${rows}) AND ${Prisma.raw(countedOf(spec))}`;
  return spec.lines
    ? Prisma.sql`d.\`id\` IN (SELECT \`id\` FROM ${ident(spec.source)} WHERE ${counted})`
    : counted;
};

/** A column of the source rows, as fromOf names it. */
const sourceColumn = (spec: TDayTotals, column: string) => (spec.lines ? `d.\`${column}\`` : `\`${column}\``);

/** The rows' totals grouped as the summary groups them, read with a row lock (the exact before/after image). */
async function readGroups(db: TDb, spec: TDayTotals, rows: Prisma.Sql): Promise<TSnapshot> {
  const keyNames = Object.keys(spec.keys);
  const sumNames = Object.keys(spec.sums);
  const day = spec.day === null ? null : Prisma.raw(sourceOf(spec.day));
  const select = [
    ...(day ? [Prisma.sql`DATE_FORMAT(${day}, '%Y-%m-%d') AS d`] : []),
    ...keyNames.map((k, i) => Prisma.raw(`${spec.keys[k]} AS k${i}`)),
    Prisma.sql`COUNT(*) AS n`,
    ...sumNames.map((s, i) => Prisma.raw(`CAST(SUM(${sourceOf(spec.sums[s]!)}) AS CHAR) AS s${i}`)),
  ];
  const groupBy = [...(day ? [day] : []), ...keyNames.map((k) => Prisma.raw(spec.keys[k]!))];
  const found = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${Prisma.join(select)} FROM ${Prisma.raw(fromOf(spec))} WHERE ${whereOf(spec, rows)}
    GROUP BY ${Prisma.join(groupBy)} FOR UPDATE`;
  return new Map(
    found.map((row) => {
      // COALESCE and COUNT come back as BigInt; a key is compared as JSON.
      const key = [...(day ? [row.d] : []), ...keyNames.map((_, i) => row[`k${i}`])].map((v) =>
        typeof v === 'bigint' ? Number(v) : v,
      );
      const group: TGroup = {
        key,
        count: Number(row.n),
        sums: sumNames.map((_, i) => new Prisma.Decimal(String(row[`s${i}`] ?? 0))),
      };
      return [JSON.stringify(key), group];
    }),
  );
}

/** The summary's day column, when it has one. */
const daysOf = (spec: TDayTotals) => (spec.day === null ? [] : ['day']);

/** Adds `after - before` to the summary, in key order so two writers lock summary rows in the same order. */
async function applyChange(db: TDb, spec: TDayTotals, before: TSnapshot, after: TSnapshot) {
  const sumCount = Object.keys(spec.sums).length;
  const deltas = new Map<string, TGroup>();
  for (const [sign, snapshot] of [
    [-1, before],
    [1, after],
  ] as const) {
    for (const [id, group] of snapshot) {
      const delta = deltas.get(id) ?? {
        key: group.key,
        count: 0,
        sums: Array.from({ length: sumCount }, () => new Prisma.Decimal(0)),
      };
      delta.count += sign * group.count;
      delta.sums = delta.sums.map((sum, i) => sum.plus(group.sums[i]!.times(sign)));
      deltas.set(id, delta);
    }
  }
  const changed = [...deltas.entries()]
    .filter(([, d]) => d.count !== 0 || d.sums.some((s) => !s.isZero()))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d);
  if (!changed.length) return;
  const columns = [...daysOf(spec), ...Object.keys(spec.keys), 'row_count', ...Object.keys(spec.sums)];
  const values = changed.map(
    (d) => Prisma.sql`(${Prisma.join([...d.key, d.count, ...d.sums.map((s) => s.toFixed(2))])})`,
  );
  const added = ['row_count', ...Object.keys(spec.sums)].map((c) =>
    Prisma.raw(`\`${c}\` = \`${c}\` + VALUES(\`${c}\`)`),
  );
  await db.$executeRaw`
    INSERT INTO ${ident(spec.summary)} (${Prisma.join(columns.map(ident))})
    VALUES ${Prisma.join(values)}
    ON DUPLICATE KEY UPDATE ${Prisma.join(added)}`;
}

/** The rows of a source table by id, for `keepDayTotals` / `addDayTotals`. */
export const rowsById = (ids: readonly number[]) =>
  ids.length ? Prisma.sql`\`id\` IN (${Prisma.join(ids)})` : Prisma.sql`FALSE`;

/**
 * Runs `write` and moves the summaries (all of one source table) by what it changed in `rows`. `rows` must name
 * the same rows before and after the write (ids, or a column the write does not change such as amc_id).
 */
export async function keepDayTotals<T>(
  db: TDb,
  specs: TDayTotals | TDayTotals[],
  rows: Prisma.Sql,
  write: () => Promise<T>,
): Promise<T> {
  const list = [specs].flat();
  const before = [];
  for (const spec of list) before.push(await readGroups(db, spec, rows));
  const result = await write();
  for (const [i, spec] of list.entries())
    await applyChange(db, spec, before[i]!, await readGroups(db, spec, rows));
  return result;
}

/** Adds newly inserted `rows` to the summaries. */
export async function addDayTotals(db: TDb, specs: TDayTotals | TDayTotals[], rows: Prisma.Sql) {
  for (const spec of [specs].flat()) await applyChange(db, spec, new Map(), await readGroups(db, spec, rows));
}

/**
 * The values one new row adds to the summaries, by summary column: `day` (YYYY-MM-DD), each key (as the spec's
 * source expression yields it, e.g. `type_id` 0 for none) and each sum (a decimal string, as stored).
 */
export type TNewRowTotals = { day: string } & Record<string, string | number>;

/**
 * Adds one row just inserted, from the values the write inserted, without reading it back: one upsert per summary
 * and no read, so a create holds the summary rows (and the document counter before them) for a statement less
 * each. The caller passes exactly what it inserted, so the summary stays exact.
 */
export async function addNewRowDayTotals(db: TDb, specs: TDayTotals | TDayTotals[], row: TNewRowTotals) {
  for (const spec of [specs].flat()) {
    if (spec.day === null || !/^\w+$/.test(spec.day))
      throw new Error(
        `addNewRowDayTotals: ${spec.summary} is kept by an expression; read the row back instead`,
      );
    const key = [row.day, ...Object.keys(spec.keys).map((k) => row[k])];
    const sums = Object.keys(spec.sums).map((s) => new Prisma.Decimal(row[s]!).toDecimalPlaces(2));
    if (key.some((v) => v === undefined) || sums.some((s) => s.isNaN()))
      throw new Error(`addNewRowDayTotals: a value of ${spec.summary} is missing`);
    const after: TSnapshot = new Map([[JSON.stringify(key), { key, count: 1, sums }]]);
    await applyChange(db, spec, new Map(), after);
  }
}

/**
 * The rows a report or dashboard figure aggregates, as a derived table with the summary's columns (`day`, the
 * keys, `row_count`, the sums): for admin the summary itself; for a scoped caller its own source rows (one
 * `row_count` each), read through the owner column's index; a role without an owner column gets none.
 */
export function dayTotalsOf(
  caller: TCaller,
  spec: TDayTotals,
  owners: { customer?: string; employee?: string },
): Prisma.Sql {
  if (isAdmin(caller)) return Prisma.sql`(SELECT * FROM ${ident(spec.summary)}) AS t`;
  const column = caller.role === 'customer' || caller.role === 'employee' ? owners[caller.role] : undefined;
  const columns = [
    ...(spec.day === null ? [] : [Prisma.raw(`${sourceOf(spec.day)} AS \`day\``)]),
    ...Object.entries(spec.keys).map(([k, expr]) => Prisma.raw(`${expr} AS \`${k}\``)),
    Prisma.raw('1 AS `row_count`'),
    ...Object.entries(spec.sums).map(([s, col]) => Prisma.raw(`${sourceOf(col)} AS \`${s}\``)),
  ];
  const own = column
    ? Prisma.sql`${Prisma.raw(sourceColumn(spec, column))} = ${caller.id}`
    : Prisma.sql`FALSE`;
  return Prisma.sql`(SELECT ${Prisma.join(columns)} FROM ${Prisma.raw(fromOf(spec))} WHERE ${own} AND ${Prisma.raw(countedOf(spec))}) AS t`;
}

/**
 * The statements that rebuild a summary from its source rows (what the migration did once): for a bulk load
 * that bypasses the write paths, such as the bench seed's LOAD DATA, run after it in one transaction.
 */
export function rebuildDayTotalsSql(spec: TDayTotals): string[] {
  const keys = Object.keys(spec.keys);
  const sums = Object.keys(spec.sums);
  const day = spec.day === null ? [] : [sourceOf(spec.day)];
  const columns = [...daysOf(spec), ...keys, 'row_count', ...sums].map((c) => `\`${c}\``).join(', ');
  const select = [
    ...day,
    ...keys.map((k) => spec.keys[k]),
    'COUNT(*)',
    ...sums.map((s) => `SUM(${sourceOf(spec.sums[s]!)})`),
  ].join(', ');
  const groupBy = [...day, ...keys.map((k) => spec.keys[k])].join(', ');
  return [
    `DELETE FROM \`${spec.summary}\``,
    `INSERT INTO \`${spec.summary}\` (${columns}) SELECT ${select} FROM ${fromOf(spec)} WHERE ${countedOf(spec)} GROUP BY ${groupBy}`,
  ];
}

/**
 * What the open bills owe by due day (a bill's due date, else its date): the receivables' totals by age, from a few
 * thousand days instead of every open bill.
 */
export const RECEIVABLE_DAY_TOTALS: TDayTotals = {
  source: 'sales',
  summary: 'receivable_day_totals',
  day: 'COALESCE(`due_date`, `date`)',
  keys: {},
  sums: {
    due_total: 'GREATEST(`total` - `credited_total` - `paid_total`, 0)',
    open_bills: "IF(`payment_status` IN ('unpaid', 'partial'), 1.00, 0.00)",
  },
};

/** What each customer's bills still owe, and how many are open: the receivables' page in the order of the amount. */
export const CUSTOMER_RECEIVABLE_TOTALS: TDayTotals = {
  source: 'sales',
  summary: 'customer_receivable_totals',
  day: null,
  keys: { customer_id: '`customer_id`' },
  sums: RECEIVABLE_DAY_TOTALS.sums,
};

/**
 * A line's value after its own discount and its document's, each rounded half up to the cent (MariaDB's ROUND of a
 * DECIMAL is half away from zero), exactly as lib/rules/document-totals priced it.
 */
const LINE_DISCOUNTED = 'l.`amount` - ROUND(l.`amount` * l.`discount_percent` / 100, 2)';
const LINE_TAXABLE = `(${LINE_DISCOUNTED} - ROUND((${LINE_DISCOUNTED}) * d.\`discount_percent\` / 100, 2))`;

/**
 * What the lines of each day's documents were charged on and charged, by tax (0: none), rate and place of supply:
 * the tax report splits each group by the tax's components. A credit note that takes back a bill's last units
 * carries what was left of the bill's totals, which its lines priced alone can miss by a cent of rounding.
 */
const lineTaxTotals = (source: string, lines: TDayTotals['lines'], summary: string): TDayTotals => ({
  source,
  lines,
  summary,
  day: 'd.`date`',
  keys: { tax_id: 'COALESCE(l.`tax_id`, 0)', tax_percent: 'l.`tax_percent`', inter_state: 'd.`inter_state`' },
  sums: { taxable_total: LINE_TAXABLE, tax_total: `ROUND(${LINE_TAXABLE} * l.\`tax_percent\` / 100, 2)` },
});

export const SALE_TAX_DAY_TOTALS = lineTaxTotals(
  'sales',
  { table: 'sale_items', parentColumn: 'sale_id' },
  'sale_tax_day_totals',
);
export const CREDIT_NOTE_TAX_DAY_TOTALS = lineTaxTotals(
  'credit_notes',
  { table: 'credit_note_items', parentColumn: 'credit_note_id' },
  'credit_note_tax_day_totals',
);

/** What every bill write keeps beside the bills. */
export const SALE_TOTALS = [
  SALE_DAY_TOTALS,
  RECEIVABLE_DAY_TOTALS,
  CUSTOMER_RECEIVABLE_TOTALS,
  SALE_TAX_DAY_TOTALS,
];

/** What every credit note write keeps beside the notes. */
export const CREDIT_NOTE_TOTALS = [CREDIT_NOTE_DAY_TOTALS, CREDIT_NOTE_TAX_DAY_TOTALS];

export const DAY_TOTALS = [...SERVICE_TOTALS, ...COMPLAINT_TOTALS, ...SALE_TOTALS, ...CREDIT_NOTE_TOTALS];
