import type { TBackupManifest } from './backup-format';
import { writeBackup, type TWriteBackupOptions } from './backup-write';

/** What the child answers its parent (writeBackupInChild). */
export type TBackupChildAnswer = { ok: true; manifest: TBackupManifest } | { ok: false; message: string };

/**
 * The backup as a process of its own (forked by writeBackupInChild): it takes its options from the parent, writes
 * the file, answers with the manifest or the failure, and ends, giving all its memory back.
 */
process.once('message', (options: TWriteBackupOptions) => {
  writeBackup(options)
    .then(
      (manifest): TBackupChildAnswer => ({ ok: true, manifest }),
      (error: unknown): TBackupChildAnswer => ({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((answer) => process.send!(answer, () => process.disconnect()));
});
