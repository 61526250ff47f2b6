import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import tar from 'tar-stream';
import { MSG } from '@amc/contracts';
import {
  applyMigrations,
  createDatabaseIfMissing,
  parseDatabaseUrl,
  shippedMigrations,
} from '../../db/migrate';
import { loadInstallConfig, newJwtSecret, saveInstallConfig } from '../../config';
import { now } from '../../lib/kernel/clock';
import { openFileStore, type TFileStore, type TFileStoreConfig } from '../../lib/kernel/file-store';
import {
  BACKUP_MAGIC,
  backupDecipher,
  GCM_TAG_BYTES,
  type TBackupHeader,
  type TBackupManifest,
  type TCell,
} from './backup-format';
import { DUMP_CONNECTION, dumpTable, listTables } from './backup-write';

/**
 * A restore that cannot go on. Its message is one of the contracts' sentences, which the install wizard shows in
 * the reader's language; `detail` names the table, file or entry for the command line and the server log.
 */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
  }
}

/** Rows per INSERT: big enough to load a million rows in minutes, small enough for max_allowed_packet. */
const INSERT_BATCH = 500;

/** Reads the magic line and the header line; answers the header and where the payload starts. */
export async function readBackupHeader(file: string): Promise<{ header: TBackupHeader; offset: number }> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    if (!text.startsWith(BACKUP_MAGIC)) throw new BackupError(MSG.backupNotABackup);
    const end = text.indexOf('\n', BACKUP_MAGIC.length);
    if (end < 0) throw new BackupError(MSG.backupDamaged, 'its header is cut off');
    try {
      const header = JSON.parse(text.slice(BACKUP_MAGIC.length, end)) as TBackupHeader;
      return { header, offset: end + 1 };
    } catch {
      throw new BackupError(MSG.backupDamaged, 'its header cannot be read');
    }
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks the payload into a folder: decrypted (the tag is checked when the last byte is read, so a wrong
 * passphrase or a changed byte fails before anything is restored), gunzipped and untarred, only names of the
 * expected shape, none leaving the folder.
 */
async function unpack(file: string, passphrase: string | undefined, into: string): Promise<void> {
  const { header, offset } = await readBackupHeader(file);
  const { size } = await stat(file);
  const stages: NodeJS.ReadWriteStream[] = [];
  let end = size - 1;
  if (header.encryption) {
    if (!passphrase) throw new BackupError(MSG.backupNeedsPassphrase);
    const handle = await open(file, 'r');
    const tag = Buffer.alloc(GCM_TAG_BYTES);
    await handle.read(tag, 0, GCM_TAG_BYTES, size - GCM_TAG_BYTES);
    await handle.close();
    stages.push(await backupDecipher(header.encryption, passphrase, tag));
    end = size - GCM_TAG_BYTES - 1;
  }
  const extract = tar.extract();
  // Why the entries' reader stopped, if it did: it fails together with the pipeline below, which is awaited instead.
  let entryError: unknown = null;
  const done = (async () => {
    for await (const entry of extract) {
      const name = normalize(entry.header.name);
      if (!/^(manifest\.json|db\/[\w-]+\.ndjson|files\/[\w./-]+)$/.test(name) || name.includes('..')) {
        throw new BackupError(MSG.backupDamaged, `it holds an unexpected entry: ${entry.header.name}`);
      }
      const target = join(into, name);
      await mkdir(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
    }
  })().catch((error: unknown) => {
    entryError = error;
  });
  try {
    await pipeline(
      createReadStream(file, { start: offset, end }),
      ...(stages as []),
      createGunzip(),
      extract,
    );
    await done;
    if (entryError) throw entryError;
  } catch (error) {
    // Not waited for after a failure: an entry cut off mid-way (a wrong passphrase's garbage failing gunzip) never
    // ends, and waiting for its reader hung the restore.
    const cause = entryError ?? error;
    if (cause instanceof BackupError) throw cause;
    throw header.encryption
      ? new BackupError(MSG.backupWrongPassphrase)
      : new BackupError(MSG.backupDamaged, (cause as Error).message);
  }
}

const toValue = (cell: TCell) =>
  cell !== null && typeof cell === 'object' ? Buffer.from(cell.$b, 'base64') : cell;

/** Inserts a table's ndjson rows in batches; its columns are named by the file's first line. */
async function loadTable(connection: mysql.Connection, name: string, path: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let columns: string[] | null = null;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length || !columns) return;
    const list = columns.map((c) => `\`${c.replace(/`/g, '``')}\``).join(', ');
    await connection.query(`INSERT INTO \`${name}\` (${list}) VALUES ?`, [batch]);
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    if (!columns) {
      columns = JSON.parse(line) as string[];
      continue;
    }
    batch.push((JSON.parse(line) as TCell[]).map(toValue));
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
}

export type TRestoreOptions = {
  file: string;
  /** An empty database (it is created when missing). */
  databaseUrl: string;
  /** The data folder of the new installation: its config.json, and its uploads unless `fileStore` says. */
  dataDir: string;
  /**
   * Where the backup's files go (lib/kernel/file-store.ts; it must hold no uploads yet); the data folder by default.
   */
  fileStore?: TFileStoreConfig;
  passphrase?: string;
  log?: (message: string) => void;
};

/**
 * Restores a backup into an empty database and data folder: builds the schema the backup was made with (its last
 * migration), loads every table, proves each one's row count and checksum equal to the manifest's, puts the files
 * back (checked the same way), and then migrates to this build. A backup from a newer build, whose last migration
 * this build does not ship, is refused before anything is written.
 */
export async function restoreBackup(
  options: TRestoreOptions,
): Promise<{ manifest: TBackupManifest; migrated: number }> {
  const log = options.log ?? (() => undefined);
  const work = await mkdtemp(join(tmpdir(), 'amc-restore-'));
  try {
    await unpack(options.file, options.passphrase, work);
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as TBackupManifest;
    if (manifest.format !== 1)
      throw new BackupError(MSG.backupDamaged, `format ${String(manifest.format)} is unknown`);
    if (!shippedMigrations().includes(manifest.last_migration))
      throw new BackupError(MSG.backupFromNewerVersion, `version ${manifest.product_version}`);

    const server = parseDatabaseUrl(options.databaseUrl);
    await createDatabaseIfMissing(options.databaseUrl);
    const connection = await mysql.createConnection({ ...server, ...DUMP_CONNECTION });
    const store = openFileStore(options.fileStore ?? { kind: 'disk' }, options.dataDir);
    try {
      const [existing] = await connection.query<RowDataPacket[]>(
        'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      if (Number(existing[0]?.n) > 0)
        throw new BackupError(MSG.backupDatabaseNotEmpty, `database ${server.database ?? ''}`);
      if ((await store.list('uploads')).length)
        throw new BackupError(
          MSG.backupDataFolderInUse,
          `${store.config.kind === 's3' ? 'the bucket' : options.dataDir} holds uploads`,
        );
      try {
        await loadBackup(connection, manifest, work, store, options);
        const { applied } = await applyMigrations(options.databaseUrl, { log });
        if (applied.length) log(`Brought the backup up to this version: ${applied.length} migration(s).`);
        return { manifest, migrated: applied.length };
      } catch (error) {
        // Both were empty before: a restore that stopped halfway leaves them so again, ready for another try.
        await emptyDatabase(connection).catch(() => undefined);
        for (const { name } of await store.list('uploads').catch(() => []))
          await store.remove('uploads', name).catch(() => undefined);
        throw error;
      }
    } finally {
      await connection.end().catch(() => undefined);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The schema the backup was made with, its tables loaded and proven equal, and its files put back. */
async function loadBackup(
  connection: mysql.Connection,
  manifest: TBackupManifest,
  work: string,
  store: TFileStore,
  options: TRestoreOptions,
): Promise<void> {
  const log = options.log ?? (() => undefined);
  await applyMigrations(options.databaseUrl, { upTo: manifest.last_migration, log });
  await connection.query('SET FOREIGN_KEY_CHECKS = 0, UNIQUE_CHECKS = 0');
  const tables = await listTables(connection);
  for (const table of manifest.tables) {
    if (!tables.some((t) => t.name === table.name))
      throw new BackupError(MSG.backupDamaged, `its table ${table.name} is not in its schema`);
    // Some migrations insert rows (reference data); the backup holds what became of them.
    await connection.query(`DELETE FROM \`${table.name}\``);
    await loadTable(connection, table.name, join(work, 'db', `${table.name}.ndjson`));
  }
  await connection.query('SET FOREIGN_KEY_CHECKS = 1, UNIQUE_CHECKS = 1');
  // The proof: every table read back as the backup read it.
  for (const table of manifest.tables) {
    const again = await dumpTable(
      connection,
      tables.find((t) => t.name === table.name)!,
      () => undefined,
    );
    if (again.rows !== table.rows || again.sha256 !== table.sha256)
      throw new BackupError(MSG.backupDamaged, `the table ${table.name} did not restore equal to it`);
  }
  log(`Restored ${manifest.tables.length} tables.`);

  for (const file of manifest.files) {
    const from = join(work, 'files', file.path);
    const hash = createHash('sha256')
      .update(await readFile(from))
      .digest('hex');
    if (hash !== file.sha256)
      throw new BackupError(MSG.backupDamaged, `the file ${file.path} did not restore equal to it`);
    await store.moveIn('uploads', file.path, from);
  }
  log(`Restored ${manifest.files.length} files.`);
}

/** Drops every table of the connection's database (one that was empty before the restore began). */
async function emptyDatabase(connection: mysql.Connection): Promise<void> {
  const [tables] = await connection.query<RowDataPacket[]>(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
  );
  await connection.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const table of tables) await connection.query(`DROP TABLE \`${String(table.name)}\``);
  await connection.query('SET FOREIGN_KEY_CHECKS = 1');
}

/**
 * `pnpm restore` and the install wizard's "Restore from a backup": the backup restored into a new database and
 * data folder, then the folder's config.json written with a new token secret (every session of the old server
 * ends; each user signs in again). Answers what was restored and the new secret.
 */
export async function restoreIntoNewInstallation(
  options: TRestoreOptions,
): Promise<{ manifest: TBackupManifest; migrated: number; jwtSecret: string }> {
  if (loadInstallConfig(options.dataDir))
    throw new BackupError(MSG.alreadyInstalled, `${options.dataDir} holds an installation`);
  const restored = await restoreBackup(options);
  const jwtSecret = newJwtSecret();
  saveInstallConfig(options.dataDir, {
    databaseUrl: options.databaseUrl,
    jwtSecret,
    installedAt: now().toISOString(),
  });
  return { ...restored, jwtSecret };
}
