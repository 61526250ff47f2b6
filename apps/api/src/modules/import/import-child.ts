import type { TImportKind, TImportMapping } from '@amc/contracts';
import type { TCaller } from '../../lib/kernel/caller';
import type { TImportOptions } from '../../lib/rules/import-kit';
import { createPrismaClient } from '../../plugins/database';
import { IMPORTERS } from './import-kinds';
import { checkMapping } from './import-mapping';
import { passFailure, runImportPass, type TPassFailure, type TPassFile } from './import-run';

/**
 * A large file's pass, as its own process (import-service.ts runs it with lib/kernel/forked-child.ts). Only its types
 * may be imported elsewhere: loading it listens for the parent's message.
 */
export type TImportChildJob = {
  databaseUrl: string;
  /** The caller, its rights as a list (a Set does not cross the process boundary). */
  caller: Omit<TCaller, 'permissions'> & { permissions: string[] };
  importId: number;
  kind: TImportKind;
  mapping: TImportMapping;
  file: TPassFile;
  options: TImportOptions;
};

/** What the child tells its parent: a batch moved the import, or the pass ended (a failure with its words). */
export type TImportChildMessage =
  { type: 'progress' } | { type: 'done' } | { type: 'failed'; failure: TPassFailure };

process.once('message', (job: TImportChildJob) => {
  const prisma = createPrismaClient(job.databaseUrl);
  const importer = IMPORTERS[job.kind];
  const send = (message: TImportChildMessage, then: () => void = () => undefined) =>
    process.send!(message, then);
  // The mapping was checked when the pass was started; only its fields are needed here.
  const columns = checkMapping(importer.fields, job.file.headers, job.mapping, 'en');
  const caller: TCaller = { ...job.caller, permissions: new Set(job.caller.permissions) };
  runImportPass(
    { prisma, notify: () => send({ type: 'progress' }) },
    caller,
    job.importId,
    job.kind,
    importer,
    columns,
    job.file,
    job.options,
  )
    .then(
      (): TImportChildMessage => ({ type: 'done' }),
      (error: unknown): TImportChildMessage => ({ type: 'failed', failure: passFailure(error) }),
    )
    .then(async (answer) => {
      await prisma.$disconnect();
      send(answer, () => process.disconnect());
    });
});
