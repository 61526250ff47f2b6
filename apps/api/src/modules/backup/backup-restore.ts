import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import tar from 'tar-stream';
import {
  applyMigrations,
  createDatabaseIfMissing,
  parseDatabaseUrl,
  shippedMigrations,
} from '../../db/migrate';
import { uploadsDir } from '../../lib/uploads';
import {
  BACKUP_MAGIC,
  backupDecipher,
  GCM_TAG_BYTES,
  type TBackupHeader,
  type TBackupManifest,
  type TCell,
} from './backup-format';
import { DUMP_CONNECTION, dumpTable, listTables } from './backup-write';

/** A restore that cannot go on, with words for the person restoring. */
export class BackupError extends Error {}

/** Rows per INSERT: big enough to load a million rows in minutes, small enough for max_allowed_packet. */
const INSERT_BATCH = 500;

/** Reads the magic line and the header line; answers the header and where the payload starts. */
export async function readBackupHeader(file: string): Promise<{ header: TBackupHeader; offset: number }> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    if (!text.startsWith(BACKUP_MAGIC)) throw new BackupError('This file is not a backup of this product.');
    const end = text.indexOf('\n', BACKUP_MAGIC.length);
    if (end < 0) throw new BackupError('This backup file is damaged: its header is cut off.');
    try {
      const header = JSON.parse(text.slice(BACKUP_MAGIC.length, end)) as TBackupHeader;
      return { header, offset: end + 1 };
    } catch {
      throw new BackupError('This backup file is damaged: its header cannot be read.');
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
    if (!passphrase) throw new BackupError('This backup is encrypted: give its passphrase.');
    const handle = await open(file, 'r');
    const tag = Buffer.alloc(GCM_TAG_BYTES);
    await handle.read(tag, 0, GCM_TAG_BYTES, size - GCM_TAG_BYTES);
    await handle.close();
    stages.push(await backupDecipher(header.encryption, passphrase, tag));
    end = size - GCM_TAG_BYTES - 1;
  }
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const name = normalize(entry.header.name);
      if (!/^(manifest\.json|db\/[\w-]+\.ndjson|files\/[\w./-]+)$/.test(name) || name.includes('..')) {
        throw new BackupError(`This backup holds an unexpected entry: ${entry.header.name}`);
      }
      const target = join(into, name);
      await mkdir(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
    }
  })();
  // It fails together with the pipeline below, which reports the failure; until then it must not count as unhandled.
  done.catch(() => undefined);
  try {
    await pipeline(
      createReadStream(file, { start: offset, end }),
      ...(stages as []),
      createGunzip(),
      extract,
    );
    await done;
  } catch (error) {
    await done.catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      header.encryption
        ? 'The backup cannot be opened: the passphrase is wrong or the file is damaged.'
        : `The backup file is damaged: ${(error as Error).message}`,
    );
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
  /** The data folder whose uploads the backup's files become (it must hold none yet). */
  dataDir: string;
  passphrase?: string;
  log?: (message: string) => void;
};

/**
 * Restores a backup into an empty database and data folder: builds the schema the backup was made with (its last
 * migration), loads every table, proves each one's row count and checksum equal to the manifest's, puts the files
 * back (checked the same way), and then migrates to this build. A backup from a newer build, whose last migration
 * this build does not ship, is refused before anything is written.
 */
export async function restoreBackup(options: TRestoreOptions): Promise<TBackupManifest> {
  const log = options.log ?? (() => undefined);
  const work = await mkdtemp(join(tmpdir(), 'amc-restore-'));
  try {
    await unpack(options.file, options.passphrase, work);
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as TBackupManifest;
    if (manifest.format !== 1)
      throw new BackupError('This backup was written in a format this version cannot read.');
    if (!shippedMigrations().includes(manifest.last_migration))
      throw new BackupError(
        `This backup comes from a newer version of the product (${manifest.product_version}). Update the product, then restore it.`,
      );

    const server = parseDatabaseUrl(options.databaseUrl);
    await createDatabaseIfMissing(options.databaseUrl);
    const connection = await mysql.createConnection({ ...server, ...DUMP_CONNECTION });
    try {
      const [existing] = await connection.query<RowDataPacket[]>(
        'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      if (Number(existing[0]?.n) > 0)
        throw new BackupError(
          `The database ${server.database ?? ''} is not empty: restore into a new database.`,
        );
      const uploads = uploadsDir(options.dataDir);
      const present = await stat(uploads).then(
        () => true,
        () => false,
      );
      if (present)
        throw new BackupError(`The data folder already holds uploads (${uploads}): use a new folder.`);

      await applyMigrations(options.databaseUrl, { upTo: manifest.last_migration, log });
      await connection.query('SET FOREIGN_KEY_CHECKS = 0, UNIQUE_CHECKS = 0');
      const tables = await listTables(connection);
      for (const table of manifest.tables) {
        if (!tables.some((t) => t.name === table.name))
          throw new BackupError(
            `The backup's table ${table.name} is not in its schema: the file is damaged.`,
          );
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
          throw new BackupError(`The table ${table.name} did not restore equal to the backup.`);
      }
      log(`Restored ${manifest.tables.length} tables.`);

      await mkdir(uploads, { recursive: true, mode: 0o700 });
      for (const file of manifest.files) {
        const from = join(work, 'files', file.path);
        const hash = createHash('sha256')
          .update(await readFile(from))
          .digest('hex');
        if (hash !== file.sha256)
          throw new BackupError(`The file ${file.path} did not restore equal to the backup.`);
        const to = join(uploads, file.path);
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
      }
      log(`Restored ${manifest.files.length} files.`);
    } finally {
      await connection.end().catch(() => undefined);
    }
    const { applied } = await applyMigrations(options.databaseUrl, { log });
    if (applied.length) log(`Brought the backup up to this version: ${applied.length} migration(s).`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
