import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadInstallConfig, readAppConfig } from '../../config';
import { now } from '../../lib/kernel/clock';
import { BACKUP_EXTENSION } from './backup-format';
import { BackupError, restoreIntoNewInstallation } from './backup-restore';
import { stampOf } from './backup-service';
import { writeBackup } from './backup-write';

/**
 * `pnpm backup` writes a backup of the installation (DATA_DIR/config.json's database, or DATABASE_URL) into
 * DATA_DIR/backups, encrypted when BACKUP_PASSPHRASE is set. `pnpm restore FILE` restores one into DATABASE_URL,
 * an empty database, and DATA_DIR, which must not hold an installation yet; it then writes DATA_DIR/config.json
 * (with a new token secret, so every old session ends), and `pnpm start` serves the restored business.
 */
const [command, file] = process.argv.slice(2);
const config = readAppConfig();
const passphrase = process.env.BACKUP_PASSPHRASE || undefined;

async function backup() {
  const databaseUrl = process.env.DATABASE_URL || loadInstallConfig(config.dataDir)?.databaseUrl;
  if (!databaseUrl)
    throw new BackupError(`No installation in ${config.dataDir}: set DATABASE_URL or DATA_DIR.`);
  const dir = join(config.dataDir, 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = stampOf(now());
  const target = join(dir, `amc-${stamp}${BACKUP_EXTENSION}`);
  const manifest = await writeBackup({
    databaseUrl,
    dataDir: config.dataDir,
    fileStore: config.fileStore,
    file: target,
    passphrase,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files${
      passphrase ? ', encrypted,' : ''
    } to ${target}`,
  );
}

async function restore() {
  if (!file) throw new BackupError('Name the backup file: pnpm restore FILE');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new BackupError('Set DATABASE_URL to the new, empty database to restore into.');
  const { manifest } = await restoreIntoNewInstallation({
    file: resolve(process.env.INIT_CWD ?? process.cwd(), file),
    databaseUrl,
    dataDir: config.dataDir,
    fileStore: config.fileStore,
    passphrase,
    log: (message) => console.log(message),
  });
  console.log(
    `Restored the backup of ${manifest.created_at} (version ${manifest.product_version}). Start the product with pnpm start.`,
  );
}

(command === 'restore' ? restore() : backup()).catch((error: unknown) => {
  const detail = error instanceof BackupError && error.detail ? ` (${error.detail})` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${detail}`);
  process.exit(1);
});
