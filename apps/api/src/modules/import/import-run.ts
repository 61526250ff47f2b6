import {
  IMPORT_KEY_FIELDS,
  IMPORT_REFUSALS_KEPT,
  MSG,
  type TImportKind,
  type TImportProblem,
} from '@amc/contracts';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import { insertRows } from '../../lib/kernel/bulk-insert';
import type { TCaller } from '../../lib/kernel/caller';
import type { TPrisma } from '../../lib/kernel/db-client';
import {
  CellRefusal,
  foldKey,
  readParseContext,
  type TImporter,
  type TImportFieldSpec,
  type TImportOptions,
  type TImportRow,
  type TImportValues,
  type TParseContext,
  type TRowOutcome,
} from '../../lib/rules/import-kit';
import { storedTexts } from '../../lib/kernel/i18n/server-texts';
import { readRows, type TFileFormat, type TFileRow } from './import-file';

/** Rows judged and written together: one lookup of their keys, one transaction. */
const BATCH_ROWS = 500;
/** The least time between two progress notices to the browser. */
const NOTICE_EVERY_MS = 1000;

export type TPassFile = { path: string; format: TFileFormat; encoding: string; headers: string[] };

export type TPassDeps = {
  prisma: TPrisma;
  /** Tells the user who started the pass that it moved (the live event import_progress). */
  notify: () => void;
};

type TTally = { processed: number; created: number; updated: number; unchanged: number; refused: number };

/** A row's cells through its columns' fields: the values to save, or the cells refused and why. */
export function readRowValues(
  columns: readonly (TImportFieldSpec | null)[],
  headers: readonly string[],
  file: TFileRow,
  format: TFileFormat,
  context: TParseContext,
): { values: TImportValues; problems: TImportProblem[] } {
  const problems: TImportProblem[] = [...file.problems];
  const filled = file.cells.reduce((last, cell, index) => (cell ? index + 1 : last), 0);
  // An .xlsx leaves out trailing empty cells; a CSV row has every cell of its header, or the file is misshapen.
  if (filled > headers.length || (format === 'csv' && file.cells.length !== headers.length)) {
    // A misshapen row's cells cannot be trusted to sit under their headers: its shape is its only problem.
    return {
      values: {},
      problems: [{ column: null, message: MSG.importCellCount(file.cells.length, headers.length) }],
    };
  }
  const values: TImportValues = {};
  columns.forEach((field, index) => {
    if (!field || problems.some((problem) => problem.column === headers[index])) return;
    const text = file.cells[index] ?? '';
    if (!text) {
      if (field.required) {
        problems.push({ column: headers[index]!, message: MSG.required(storedTexts('en')(field.header)) });
      } else values[field.key] = null;
      return;
    }
    const value = field.parse(text, context);
    if (value instanceof CellRefusal) problems.push({ column: headers[index]!, message: value.message });
    else values[field.key] = value;
  });
  return { values, problems };
}

const keyOf = (kind: TImportKind, values: TImportValues) => foldKey(values[IMPORT_KEY_FIELDS[kind]]);

/**
 * One pass over an imported file: every row read, checked and matched on its natural key; in a check nothing is
 * written, in the import each batch is written as its importer says (each row all or nothing). The import row's
 * counts move after every batch, so the web app's progress bar follows; refused rows are kept with their cells.
 * Never holds the file: rows stream in, BATCH_ROWS at a time.
 */
export async function runImportPass(
  deps: TPassDeps,
  caller: TCaller,
  importId: number,
  kind: TImportKind,
  importer: TImporter,
  columns: readonly (TImportFieldSpec | null)[],
  file: TPassFile,
  options: TImportOptions,
): Promise<TTally> {
  const { prisma } = deps;
  const context = await readParseContext(prisma);
  await prisma.importRefusal.deleteMany({ where: { importId } });
  const tally: TTally = { processed: 0, created: 0, updated: 0, unchanged: 0, refused: 0 };
  const firstRowOfKey = new Map<string, number>();
  let kept = 0;
  let noticeAt = 0;

  const flush = async (batch: TFileRow[]) => {
    const refusals: { row: TFileRow; problems: TImportProblem[] }[] = [];
    const ready: { file: TFileRow; row: TImportRow }[] = [];
    for (const read of batch) {
      const { values, problems } = readRowValues(columns, file.headers, read, file.format, context);
      if (!problems.length) {
        const key = keyOf(kind, values);
        const first = firstRowOfKey.get(key);
        if (first !== undefined) problems.push({ column: null, message: MSG.importRepeatedKey(first) });
        else firstRowOfKey.set(key, read.row);
      }
      if (problems.length) refusals.push({ row: read, problems });
      else ready.push({ file: read, row: { row: read.row, values } });
    }
    const outcomes: TRowOutcome[] = ready.length
      ? await importer.apply(
          prisma,
          caller,
          ready.map((r) => r.row),
          options,
        )
      : [];
    outcomes.forEach((outcome, index) => {
      if (Array.isArray(outcome)) refusals.push({ row: ready[index]!.file, problems: outcome });
      else tally[outcome] += 1;
    });
    tally.refused += refusals.length;
    tally.processed += batch.length;
    const keep = refusals.slice(0, Math.max(0, IMPORT_REFUSALS_KEPT - kept));
    kept += keep.length;
    await insertRows(
      prisma,
      'import_refusals',
      keep.map(({ row, problems }) => ({
        import_id: importId,
        row_number: row.row,
        cells: JSON.stringify(row.cells),
        problems: JSON.stringify(problems),
      })),
    );
    await prisma.import.update({
      where: { id: importId },
      data: {
        processedRows: tally.processed,
        createdCount: tally.created,
        updatedCount: tally.updated,
        unchangedCount: tally.unchanged,
        refusedCount: tally.refused,
      },
    });
    if (Date.now() - noticeAt >= NOTICE_EVERY_MS) {
      noticeAt = Date.now();
      deps.notify();
    }
  };

  let batch: TFileRow[] = [];
  for await (const row of readRows(file.path, file.format, file.encoding)) {
    if (row.row === 1) continue;
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length) await flush(batch);

  const status = options.dryRun ? 'checked' : 'done';
  await prisma.$transaction(async (tx) => {
    await tx.import.update({
      where: { id: importId },
      data: { status, totalRows: tally.processed, finishedAt: new Date() },
    });
    if (!options.dryRun) {
      await recordActivity(tx, caller, {
        slug: 'import',
        action: 'import',
        description: `Imported ${kind} rows: ${tally.created} created, ${tally.updated} updated, ${tally.unchanged} unchanged, ${tally.refused} refused`,
        recordId: importId,
      });
    }
  });
  deps.notify();
  return tally;
}

/** Why a pass stopped, as the import row keeps it. */
export type TPassFailure = { message: string; code?: string; ownWords: boolean };

export const passFailure = (error: unknown): TPassFailure => ({
  message: error instanceof Error ? error.message : String(error),
  code: String((error as { code?: unknown }).code ?? ''),
  // A service's refusal (an AppError) is already a sentence for the user; anything else is not.
  ownWords: error instanceof AppError,
});
