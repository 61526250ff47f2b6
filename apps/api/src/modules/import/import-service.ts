import { stat } from 'node:fs/promises';
import {
  csvLine,
  IMPORT_LIST_LIMIT,
  IMPORT_PREVIEW_ROWS,
  MSG,
  type TImportDetail,
  type TImportJob,
  type TImportKind,
  type TImportMapping,
  type TImportPreview,
  type TImportProblem,
  type TImportStartBody,
  type TLanguageCode,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../lib/kernel/app-error';
import { isAdmin, type TCaller } from '../../lib/kernel/caller';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TFileStore } from '../../lib/kernel/file-store';
import { readerLanguage, storedTexts } from '../../lib/kernel/i18n/server-texts';
import { readParseContext } from '../../lib/rules/import-kit';
import { personRefOrNull } from '../../lib/kernel/person';
import { runInChild } from '../../lib/kernel/forked-child';
import type { TImportChildJob, TImportChildMessage } from './import-child';
import { IMPORTERS } from './import-kinds';
import { readHeader, readRows, sniffFormat, type TFileFormat } from './import-file';
import { checkMapping, fieldsFor, mappingMemory, suggestMapping } from './import-mapping';
import { passFailure, readRowValues, runImportPass, type TPassFailure } from './import-run';

/** A pass whose process stopped moving its row this long ago has died with it: the file may be taken again. */
const STALE_PASS_MS = 2 * 60_000;
const RUNNING = ['checking', 'running'] as const;

export type TImportDeps = {
  prisma: TPrisma;
  /** The database a large file's child process connects to. */
  databaseUrl: string;
  /** Where the uploaded file is kept until it has been imported (the imports folder). */
  fileStore: TFileStore;
  origin: () => Promise<string>;
  /** The live event import_progress to one user. */
  notify: (userId: number) => void;
  log: (error: unknown) => void;
};

const JOB_INCLUDE = { createdBy: { select: { id: true, firstName: true, lastName: true } } } as const;
type TJobRow = Prisma.ImportGetPayload<{ include: typeof JOB_INCLUDE }>;

const storedName = (job: { id: number; format: string }) => `${job.id}.${job.format}`;

function toJob(row: TJobRow): TImportJob {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    status: row.status,
    headers: JSON.parse(row.headers) as string[],
    mapping: JSON.parse(row.mapping) as TImportMapping,
    welcome_mail: row.welcomeMail,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created: row.createdCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    refused: row.refusedCount,
    failure: row.failure,
    created_by: personRefOrNull(row.createdBy),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** An admin sees every import; another holder of import_run its own (another's answers 404). */
const ownImportWhere = (caller: TCaller): Prisma.ImportWhereInput =>
  isAdmin(caller) ? {} : { createdById: caller.id };

async function findJob(prisma: TPrisma, caller: TCaller, id: number): Promise<TJobRow> {
  const row = await prisma.import.findFirst({
    where: { id, ...ownImportWhere(caller) },
    include: JOB_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const languageOf = (caller: TCaller) => readerLanguage(caller.language);

async function toDetail(prisma: TPrisma, row: TJobRow, language: TLanguageCode): Promise<TImportDetail> {
  const refusals = await prisma.importRefusal.findMany({
    where: { importId: row.id },
    orderBy: { rowNumber: 'asc' },
    select: { rowNumber: true, cells: true, problems: true },
  });
  return {
    ...toJob(row),
    fields: fieldsFor(IMPORTERS[row.kind].fields, language),
    refusals: refusals.map((r) => ({
      row: r.rowNumber,
      cells: JSON.parse(r.cells) as string[],
      problems: JSON.parse(r.problems) as TImportProblem[],
    })),
  };
}

export async function listImports(prisma: TPrisma, caller: TCaller): Promise<TImportJob[]> {
  const rows = await prisma.import.findMany({
    where: ownImportWhere(caller),
    orderBy: { id: 'desc' },
    take: IMPORT_LIST_LIMIT,
    include: JOB_INCLUDE,
  });
  return rows.map(toJob);
}

export async function viewImport(prisma: TPrisma, caller: TCaller, id: number): Promise<TImportDetail> {
  return toDetail(prisma, await findJob(prisma, caller, id), languageOf(caller));
}

/**
 * A file uploaded for import: what it is read off its content, its header row read, and the mapping offered
 * (remembered for the kind, else matched by the headers' words). The file is kept in the file store until the
 * import has run.
 */
export async function uploadImport(
  deps: TImportDeps,
  caller: TCaller,
  kind: TImportKind,
  upload: { path: string; filename: string },
): Promise<TImportDetail> {
  const { format, encoding } = await sniffFormat(upload.path);
  const headers = await readHeader(upload.path, format, encoding);
  const remembered = await deps.prisma.importMapping.findUnique({ where: { kind } });
  const mapping = suggestMapping(
    IMPORTERS[kind].fields,
    headers,
    remembered ? (JSON.parse(remembered.columns) as Record<string, string | null>) : {},
  );
  const row = await deps.prisma.import.create({
    data: {
      kind,
      fileName: upload.filename.slice(0, 191) || 'import',
      // The CSV's code page rides on the format: utf-8 or windows-1252.
      format: format === 'csv' && encoding !== 'utf-8' ? 'csv1252' : format,
      headers: JSON.stringify(headers),
      mapping: JSON.stringify(mapping),
      createdById: caller.id,
    },
    include: JOB_INCLUDE,
  });
  await deps.fileStore.moveIn('imports', storedName(row), upload.path);
  await deps.fileStore.removeOlder('imports', new Date(Date.now() - IMPORT_FILE_KEEP_DAYS * 86_400_000));
  return toDetail(deps.prisma, row, languageOf(caller));
}

/**
 * A file larger than this is read in a process of its own (import-child.ts): 100,000 customers grew the API's
 * memory by about 400 MB in-process (V8 collects a pass's garbage lazily), and that memory is returned when the
 * child ends. Smaller files, most imports, are read at once in the API, sparing the start of a process.
 */
const IMPORT_IN_CHILD_BYTES = 2 * 1024 * 1024;

/** A pass in a child process: its progress notices passed on; settles with its failure, or undefined when done. */
async function passInChild(
  deps: TImportDeps,
  caller: TCaller,
  job: Omit<TImportChildJob, 'databaseUrl' | 'caller'>,
  notify: () => void,
): Promise<TPassFailure | undefined> {
  try {
    return await runInChild<TImportChildMessage, { failure?: TPassFailure }>(
      {
        built: new URL('./import-child.js', import.meta.url),
        source: new URL('./import-child.ts', import.meta.url),
      },
      { ...job, databaseUrl: deps.databaseUrl, caller: { ...caller, permissions: [...caller.permissions] } },
      (message) =>
        message.type === 'done' ? {} : message.type === 'failed' ? { failure: message.failure } : undefined,
      notify,
    ).then((answer) => answer.failure);
  } catch (error) {
    return passFailure(error);
  }
}

/** The words a failed pass is kept with: a service's own sentence, a broken CSV, or that it stopped. */
const failureWords = (failure: TPassFailure) =>
  failure.ownWords
    ? failure.message
    : // csv-parse's own errors (CSV_...): the file breaks off somewhere below its header.
      failure.code?.startsWith('CSV_')
      ? MSG.importFileKind
      : MSG.importStopped;

/**
 * An imported file is kept a while, so the same import can be checked or run again (nothing changes twice), and
 * then removed: it holds a business's people. Its refused rows stay with the import.
 */
const IMPORT_FILE_KEEP_DAYS = 30;

/**
 * The import's file with how to read it, from a path on this machine (the parser and a large file's child process
 * read a path): uploaded through another server, it is copied here from the store first. 404 once it is removed.
 */
const fileOf = async (fileStore: TFileStore, row: TJobRow) => {
  const path = await fileStore.localCopy('imports', storedName(row));
  if (!path) throw new AppError('NOT_FOUND');
  const format: TFileFormat = row.format === 'xlsx' ? 'xlsx' : 'csv';
  return {
    path,
    format,
    encoding: row.format === 'csv1252' ? 'windows-1252' : 'utf-8',
    headers: JSON.parse(row.headers) as string[],
  };
};

/** The first rows as they will be saved under this mapping, with what would refuse them. */
export async function previewImport(
  deps: TImportDeps,
  caller: TCaller,
  id: number,
  mapping: TImportMapping,
): Promise<TImportPreview> {
  const row = await findJob(deps.prisma, caller, id);
  const file = await fileOf(deps.fileStore, row);
  const columns = checkMapping(IMPORTERS[row.kind].fields, file.headers, mapping, languageOf(caller));
  const context = await readParseContext(deps.prisma);
  const rows: TImportPreview['rows'] = [];
  for await (const read of readRows(file.path, file.format, file.encoding)) {
    if (read.row === 1) continue;
    const { values, problems } = readRowValues(columns, file.headers, read, file.format, context);
    rows.push({
      row: read.row,
      cells: read.cells,
      values: Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          value === null ? null : Array.isArray(value) ? value.join('; ') : String(value),
        ]),
      ),
      problems,
    });
    if (rows.length >= IMPORT_PREVIEW_ROWS) break;
  }
  return { rows };
}

/**
 * Starts a check (dry run) or the import of a file, in the background: the row is claimed by one conditional
 * UPDATE, so two clicks (or two processes) start one pass; a pass whose process died (its row unmoved for
 * STALE_PASS_MS) may be started again. The import remembers its mapping for the kind's next file.
 */
export async function startImportPass(
  deps: TImportDeps,
  caller: TCaller,
  id: number,
  body: TImportStartBody,
  dryRun: boolean,
): Promise<void> {
  const row = await findJob(deps.prisma, caller, id);
  const importer = IMPORTERS[row.kind];
  const file = await fileOf(deps.fileStore, row);
  const mapping = body.mapping;
  const columns = checkMapping(importer.fields, file.headers, mapping, languageOf(caller));
  const welcomeMail = body.welcome_mail ?? false;
  const claimed = await deps.prisma.import.updateMany({
    where: {
      id,
      OR: [
        { status: { in: ['uploaded', 'checked', 'done', 'failed'] } },
        { status: { in: [...RUNNING] }, updatedAt: { lt: new Date(Date.now() - STALE_PASS_MS) } },
      ],
    },
    data: {
      status: dryRun ? 'checking' : 'running',
      mapping: JSON.stringify(mapping),
      welcomeMail,
      totalRows: null,
      processedRows: 0,
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 0,
      refusedCount: 0,
      failure: null,
      finishedAt: null,
    },
  });
  if (!claimed.count) throw new AppError('CONFLICT', MSG.importBusy);
  if (!dryRun) {
    const columnsMemory = JSON.stringify(mappingMemory(file.headers, mapping));
    await deps.prisma.importMapping.upsert({
      where: { kind: row.kind },
      update: { columns: columnsMemory },
      create: { kind: row.kind, columns: columnsMemory },
    });
  }
  const origin = await deps.origin();
  const notify = () => deps.notify(caller.id);
  const options = { dryRun, welcomeMail, origin };
  const { size } = await stat(file.path);
  const pass = (
    size > IMPORT_IN_CHILD_BYTES
      ? passInChild(deps, caller, { importId: id, kind: row.kind, mapping, file, options }, notify)
      : runImportPass(
          { prisma: deps.prisma, notify },
          caller,
          id,
          row.kind,
          importer,
          columns,
          file,
          options,
        ).then(
          () => undefined,
          (error: unknown) => passFailure(error),
        )
  )
    .then(async (failure) => {
      if (!failure) return;
      deps.log(failure);
      await deps.prisma.import.update({
        where: { id },
        data: { status: 'failed', failure: failureWords(failure), finishedAt: new Date() },
      });
      notify();
    })
    .catch(deps.log)
    .finally(() => passes.delete(id));
  passes.set(id, pass);
}

/** The passes this process runs, by import: the server's close waits for them (a batch is never cut off). */
const passes = new Map<number, Promise<void>>();

/** Settles when this process's pass over the import (if any) has ended, however it ended. */
export const importPassSettled = (id: number): Promise<void> => passes.get(id) ?? Promise.resolve();
export const allImportPassesSettled = () => Promise.all([...passes.values()]).then(() => undefined);

/** A file with the kind's headers in the caller's language, to fill in. */
export function importTemplate(kind: TImportKind, caller: TCaller): string {
  const t = storedTexts(languageOf(caller));
  return `\uFEFF${csvLine(IMPORTERS[kind].fields.map((field) => t(field.header)))}`;
}
