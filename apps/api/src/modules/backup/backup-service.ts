import { mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_LIST_LIMIT, MSG, type TBackup } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { Backup } from '../../generated/prisma/client';
import { AppError } from '../../lib/kernel/app-error';
import { dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TFileStore } from '../../lib/kernel/file-store';
import { PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';
import { BACKUP_EXTENSION } from './backup-format';
import { writeBackupInChild } from './backup-in-child';

/**
 * What making a backup needs: the database to read (its own connection), the data folder (where the file is
 * written first), the file store (where the uploads are read from and the backup is kept), the passphrase.
 */
export type TBackupDeps = {
  prisma: TPrisma;
  databaseUrl: string;
  dataDir: string;
  fileStore: TFileStore;
  passphrase: string | undefined;
};

export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

const BACKUP_INCLUDE = { createdBy: PERSON_SELECT } as const;
type TBackupRow = Backup & { createdBy: Parameters<typeof personRefOrNull>[0] };

const toBackup = (row: TBackupRow): TBackup => ({
  id: row.id,
  file_name: row.fileName,
  kind: row.kind,
  status: row.status,
  encrypted: row.encrypted,
  size: row.size === null ? null : Number(row.size),
  table_count: row.tableCount,
  row_count: row.rowCount === null ? null : Number(row.rowCount),
  file_count: row.fileCount,
  error: row.error,
  created_by: personRefOrNull(row.createdBy),
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export async function listBackups(prisma: TPrisma): Promise<TBackup[]> {
  const rows = await prisma.backup.findMany({
    orderBy: { createdAt: 'desc' },
    take: BACKUP_LIST_LIMIT,
    include: BACKUP_INCLUDE,
  });
  return rows.map(toBackup);
}

/** The file of a finished backup, opened for its download; 404 for one that is not there. */
export async function openBackupFile(prisma: TPrisma, fileStore: TFileStore, id: number) {
  const row = await prisma.backup.findUnique({ where: { id }, select: { fileName: true, status: true } });
  if (!row || row.status !== 'done') throw new AppError('NOT_FOUND');
  // Removed from the store by hand: not there, not a server error.
  const file = await fileStore.open('backups', row.fileName);
  if (!file) throw new AppError('NOT_FOUND');
  return { fileName: row.fileName, ...file };
}

export const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Claims a backup (its row, before any byte is written) and returns it; null when the day's scheduled one is
 * claimed already (the unique scheduled_day), so a second process or a second run of the job makes none.
 */
async function claimBackup(
  deps: TBackupDeps,
  kind: 'manual' | 'scheduled',
  options: { day?: string; createdById?: number },
): Promise<Backup | null> {
  const startedAt = now();
  try {
    return await deps.prisma.backup.create({
      data: {
        fileName: `amc-${stampOf(startedAt)}-${kind}${options.day ? '' : `-${process.pid}`}${BACKUP_EXTENSION}`,
        kind,
        scheduledDay: options.day ? dateColumn(options.day) : null,
        encrypted: Boolean(deps.passphrase),
        createdById: options.createdById ?? null,
        createdAt: startedAt,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
    throw error;
  }
}

/**
 * Writes the claimed backup's file, outside any transaction, into the data folder's backups, then keeps it in the
 * file store (where it stays, with the data folder's store) and records how it ended.
 */
async function makeBackup(deps: TBackupDeps, row: Backup): Promise<Backup> {
  const dir = backupsDir(deps.dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, row.fileName);
  try {
    const manifest = await writeBackupInChild({
      databaseUrl: deps.databaseUrl,
      dataDir: deps.dataDir,
      fileStore: deps.fileStore.config,
      file,
      passphrase: deps.passphrase,
    });
    const { size } = await stat(file);
    await deps.fileStore.moveIn('backups', row.fileName, file);
    return await deps.prisma.backup.update({
      where: { id: row.id },
      data: {
        status: 'done',
        size,
        tableCount: manifest.tables.length,
        rowCount: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        fileCount: manifest.files.length,
        finishedAt: now(),
      },
    });
  } catch (error) {
    await rm(file, { force: true });
    return deps.prisma.backup.update({
      where: { id: row.id },
      data: { status: 'failed', error: String((error as Error).message).slice(0, 500), finishedAt: now() },
    });
  }
}

/**
 * "Back up now": claims the backup and answers at once; the file is written in the background (a big business
 * takes minutes) and the list shows it running, then done or failed. One at a time (409 while one runs).
 */
export async function startManualBackup(
  deps: TBackupDeps,
  createdById: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const running = await deps.prisma.backup.count({ where: { status: 'running' } });
  if (running > 0) throw new AppError('CONFLICT', MSG.backupRunning);
  const row = await claimBackup(deps, 'manual', { createdById });
  if (row) void makeBackup(deps, row).catch(onError);
}

/** Removes the finished and failed backups older than the days kept, their files first. */
export async function pruneBackups(deps: TBackupDeps, keepDays: number, at: Date): Promise<number> {
  const before = new Date(at.getTime() - keepDays * 24 * 60 * 60 * 1000);
  const old = await deps.prisma.backup.findMany({
    where: { createdAt: { lt: before }, status: { in: ['done', 'failed'] } },
    select: { id: true, fileName: true },
  });
  for (const row of old) await deps.fileStore.remove('backups', row.fileName).catch(() => undefined);
  if (old.length) await deps.prisma.backup.deleteMany({ where: { id: { in: old.map((row) => row.id) } } });
  return old.length;
}

/** The business's hour now (0-23, in its time zone). */
function hourIn(timeZone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);
  return Number(hour);
}

/**
 * The daily backup, run every hour: from the admin's hour on (in the business's time zone), the day's backup is
 * claimed by its day and made once; then backups older than the days kept are removed. Answers 1 when it made
 * one. A process that was down at the hour makes it at its next tick that day.
 */
export async function runDailyBackup(deps: TBackupDeps, at: Date): Promise<number> {
  const settings = await deps.prisma.setting.findUniqueOrThrow({
    where: { id: 1 },
    select: { backupHour: true, backupKeepDays: true },
  });
  const calendar = await readBusinessCalendar(deps.prisma);
  if (hourIn(calendar.timeZone, at) < settings.backupHour) return 0;
  const row = await claimBackup(deps, 'scheduled', { day: calendar.today });
  if (!row) return 0;
  await makeBackup(deps, row);
  await pruneBackups(deps, settings.backupKeepDays, at);
  return 1;
}
