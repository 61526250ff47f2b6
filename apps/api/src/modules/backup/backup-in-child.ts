import { runInChild } from '../../lib/kernel/forked-child';
import type { TBackupChildAnswer } from './backup-child';
import type { TBackupManifest } from './backup-format';
import type { TWriteBackupOptions } from './backup-write';

/**
 * The backups the server makes (Back up now, the daily job) are written by a child process
 * (lib/kernel/forked-child.ts).
 */
export async function writeBackupInChild(options: TWriteBackupOptions): Promise<TBackupManifest> {
  const answer = await runInChild<TBackupChildAnswer, TBackupChildAnswer>(
    {
      built: new URL('./backup-child.js', import.meta.url),
      source: new URL('./backup-child.ts', import.meta.url),
    },
    options,
    (message) => message,
  );
  if (!answer.ok) throw new Error(answer.message);
  return answer.manifest;
}
