import { Prisma } from '../../generated/prisma/client';
import { recordActivity, type TActor } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import type { TDb } from '../../lib/kernel/db-client';
import { nextDocumentNumber, type TCounterName } from '../../lib/rules/counters';
import {
  addDayTotals,
  addNewRowDayTotals,
  CREDIT_NOTE_TOTALS,
  keepDayTotals,
  rowsById,
  SALE_TOTALS,
  type TDayTotals,
  type TNewRowTotals,
} from '../../lib/rules/day-totals';
import {
  openStockWrite,
  undoStockLines,
  type TMovementKind,
  type TStockLine,
  type TStockOwner,
} from '../../lib/rules/stock-ledger';

/** The documents' tables: the only names lockDocuments puts into its statement. */
export type TDocumentTable = 'quotations' | 'sales' | 'purchases' | 'credit_notes' | 'purchase_returns';

/** Takes the documents' row locks (id order) before reading them, so two writes of one document queue. */
export async function lockDocuments(db: TDb, table: TDocumentTable, ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  await db.$queryRaw`SELECT id FROM ${Prisma.raw(table)} WHERE id IN (${Prisma.join(sorted)}) ORDER BY id FOR UPDATE`;
}

/** Reads one document after taking its row lock (`read` answers 404 for one out of the caller's reach). */
export async function readLocked<TRow>(
  tx: TDb,
  table: TDocumentTable,
  id: number,
  read: () => Promise<TRow>,
) {
  await lockDocuments(tx, table, [id]);
  return read();
}

/**
 * Deletes documents all or nothing, in the caller's transaction: locks them, reads those within the caller's rows
 * (an id that is not there, or not the caller's, answers 404 and nothing goes), gives their stock back through the
 * stock gate (409 when a product would go below zero), deletes them with their books and logs one line each.
 */
export async function deleteDocumentsIn<TRow extends { id: number }>(
  tx: TDb,
  caller: TCaller,
  ids: number[],
  how: {
    table: TDocumentTable;
    /** The activity log's module. */
    slug: string;
    find: (ids: number[]) => Promise<TRow[]>;
    /** Refuses (throws) rows that must stay, before anything changes: a bill with credit notes. */
    check?: (rows: TRow[]) => void;
    /** The movements that go with the documents (their quantities leave the products' totals first). */
    stock?: { kind: TMovementKind; moved: (rows: TRow[]) => TStockLine[] };
    remove: (ids: number[]) => Promise<{ count: number }>;
    describe: (row: TRow) => string;
  },
): Promise<number[]> {
  const unique = [...new Set(ids)];
  await lockDocuments(tx, how.table, unique);
  const rows = await how.find(unique);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  how.check?.(rows);
  if (how.stock) await undoStockLines(tx, how.stock.kind, how.stock.moved(rows));
  const { count } = await keepBooks(tx, how.table, unique, () => how.remove(unique));
  if (count !== unique.length) throw new AppError('NOT_FOUND');
  for (const row of rows)
    await recordActivity(tx, caller, {
      slug: how.slug,
      action: 'delete',
      description: how.describe(row),
      recordId: row.id,
    });
  return unique;
}

/** What each kind keeps beside its rows: a sale and a credit note their day totals, and their lines' by tax (the reports' summaries). */
const DAY_TOTALS: Record<TDocumentTable, TDayTotals[]> = {
  quotations: [],
  sales: SALE_TOTALS,
  purchases: [],
  credit_notes: CREDIT_NOTE_TOTALS,
  purchase_returns: [],
};

/** The column its stock movements name it by. */
const STOCK_OWNER: Record<TDocumentTable, (id: number) => TStockOwner> = {
  quotations: () => null,
  sales: (id) => ({ saleId: id }),
  purchases: (id) => ({ purchaseId: id }),
  credit_notes: (id) => ({ creditNoteId: id }),
  purchase_returns: (id) => ({ purchaseReturnId: id }),
};

/**
 * Runs a write of stored documents (`ids`, the same rows before and after) and moves what the kind keeps beside them
 * by what it changed. Every change to a kind's stored rows (an edit, a payment, a delete) goes through here.
 */
export function keepBooks<T>(tx: TDb, table: TDocumentTable, ids: number[], write: () => Promise<T>) {
  const specs = DAY_TOTALS[table];
  return specs.length ? keepDayTotals(tx, specs, rowsById(ids), write) : write();
}

type TActivityLine = { action: string; description: string };

/** Adds documents just inserted (in bulk: the billing run's bills) to what the kind keeps beside its rows. */
export async function addBooks(tx: TDb, table: TDocumentTable, ids: number[]) {
  const specs = DAY_TOTALS[table];
  if (specs.length) await addDayTotals(tx, specs, rowsById(ids));
}

/** One document's write as its kind plans it; writeDocument does the bookkeeping around it. */
export type TDocumentWrite = (
  | { current: null }
  /** A stored document (its id and number) and the write of its changes. */
  | { current: { id: number; number: string }; update: (id: number) => Promise<unknown> }
) & {
  table: TDocumentTable;
  counter: TCounterName;
  /** The activity log's module. */
  slug: string;

  /** The stock this write moves: the kind's movements it replaces and those it writes, on `date`. */
  stock?: {
    kind: TMovementKind;
    replacing?: readonly TStockLine[];
    lines: readonly TStockLine[];
    alsoLock?: Iterable<number>;
    date: Date;
  };
  /** Inserts the new document under its number (lines and all); answers its id. */
  create: (number: string) => Promise<{ id: number }>;
  /** What the new row adds to the kind's day totals, from the values it inserted (no read back). */
  newTotals?: TNewRowTotals;
  /** The activity line, from the saved document (read back when the line names what the write changed). */
  activity: (saved: { id: number; number: string }) => TActivityLine | Promise<TActivityLine>;
};

/**
 * The one door of a document's writes, so none can forget what every write must also do. In the lock order of every
 * stock write (the document's own row, which the caller holds, then the products, then the counter): the stock
 * gate, the number from its series (taken last: the counter row stays locked until the transaction ends, so from
 * there on only writes run), the row, the kind's day totals, the movements, the activity line.
 */
export async function writeDocument(
  tx: TDb,
  caller: TActor,
  plan: TDocumentWrite,
): Promise<{ id: number; number: string }> {
  const stock = plan.stock && (await openStockWrite(tx, plan.stock.kind, plan.stock));
  let saved: { id: number; number: string };
  if (plan.current) {
    const { current, update } = plan;
    saved = current;
    await keepBooks(tx, plan.table, [current.id], () => update(current.id));
  } else {
    const number = await nextDocumentNumber(tx, plan.counter);
    saved = { id: (await plan.create(number)).id, number };
    const specs = DAY_TOTALS[plan.table];
    // The summaries by a plain day column take the new row's values; those kept by an expression (a bill's due
    // day, its customer) read it back.
    const fedByValues = plan.newTotals ? specs.filter((spec) => spec.day && /^\w+$/.test(spec.day)) : [];
    if (plan.newTotals) await addNewRowDayTotals(tx, fedByValues, plan.newTotals);
    const readBack = specs.filter((spec) => !fedByValues.includes(spec));
    if (readBack.length) await addDayTotals(tx, readBack, rowsById([saved.id]));
  }
  if (stock)
    await stock.write(STOCK_OWNER[plan.table](saved.id), { date: plan.stock!.date, actorId: caller.id });
  await recordActivity(tx, caller, { slug: plan.slug, recordId: saved.id, ...(await plan.activity(saved)) });
  return saved;
}
