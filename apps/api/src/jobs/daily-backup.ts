import type { TPrisma } from '../lib/kernel/db-client';
import type { TFileStore } from '../lib/kernel/file-store';
import { runDailyBackup } from '../modules/backup/backup-public';

export const DAILY_BACKUP_JOB = 'daily_backup';

/**
 * What the backup job needs beyond the client: the database's address (its own connection), the data folder and
 * the file store.
 */
export type TJobContext = {
  databaseUrl: string;
  dataDir: string;
  fileStore: TFileStore;
  backupPassphrase?: string;
  /** Sends a live notice to users, once the job's transaction is committed. */
  publish?: (userIds: readonly number[], event: string) => void;
};

/** Every hour: the day's backup once the admin's hour has come (modules/backup/backup-service.ts). */
export function runDailyBackupJob(
  prisma: TPrisma,
  now: Date,
  _publicUrl: string | undefined,
  context: TJobContext,
): Promise<number> {
  return runDailyBackup(
    {
      prisma,
      databaseUrl: context.databaseUrl,
      dataDir: context.dataDir,
      fileStore: context.fileStore,
      passphrase: context.backupPassphrase,
    },
    now,
  );
}
