import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Connection as CallbackConnection } from 'mysql2';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import tar from 'tar-stream';
import { parseDatabaseUrl } from '../../db/migrate';
import { APP_VERSION } from '../../lib/kernel/app-version';
import { now } from '../../lib/kernel/clock';
import { openFileStore, type TFileStoreConfig } from '../../lib/kernel/file-store';
import {
  BACKUP_MAGIC,
  newBackupCipher,
  type TBackupFile,
  type TBackupHeader,
  type TBackupManifest,
  type TBackupTable,
  type TCell,
} from './backup-format';

/** Connection options that read every value as MySQL's own text, so a restore writes back exactly what was read. */
export const DUMP_CONNECTION = {
  dateStrings: true,
  supportBigNumbers: true,
  bigNumberStrings: true,
  decimalNumbers: false,
  // JSON columns arrive parsed; their text is what goes back.
  typeCast: (field: { type: string; string: (encoding?: string) => string | null }, next: () => unknown) =>
    field.type === 'JSON' ? field.string('utf8') : next(),
} as const;

const toCell = (value: unknown): TCell => {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { $b: value.toString('base64') };
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
};

/** The base tables of the connection's database, without the migration history (a restore remakes it). */
export async function listTables(connection: mysql.Connection): Promise<{ name: string; key: string[] }[]> {
  const [tables] = await connection.query<RowDataPacket[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
      ORDER BY table_name`,
  );
  const [keys] = await connection.query<RowDataPacket[]>(
    `SELECT table_name AS name, column_name AS col FROM information_schema.statistics
      WHERE table_schema = DATABASE() AND index_name = 'PRIMARY' ORDER BY table_name, seq_in_index`,
  );
  return tables.map((t) => ({
    name: String(t.name),
    key: keys.filter((k) => k.name === t.name).map((k) => String(k.col)),
  }));
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/**
 * Streams one table, in primary key order, as ndjson (its column names, then one JSON array a row) into `out`,
 * hashing what it writes. Rows are read one at a time from the server: a table of millions costs no memory.
 */
export async function dumpTable(
  connection: mysql.Connection,
  table: { name: string; key: string[] },
  write: (line: string) => Promise<void> | void,
): Promise<TBackupTable> {
  const [columns] = await connection.query<RowDataPacket[]>(
    `SELECT column_name AS col FROM information_schema.columns
      WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position`,
    [table.name],
  );
  const names = columns.map((c) => String(c.col));
  const hash = createHash('sha256');
  const emit = async (line: string) => {
    hash.update(line);
    await write(line);
  };
  await emit(`${JSON.stringify(names)}\n`);
  const order = table.key.length ? ` ORDER BY ${table.key.map(quote).join(', ')}` : '';
  // The promise API buffers a whole result; its callback connection underneath streams rows one by one.
  const { connection: raw } = connection as unknown as { connection: CallbackConnection };
  const rows: Readable = raw
    .query({
      sql: `SELECT ${names.map(quote).join(', ')} FROM ${quote(table.name)}${order}`,
      rowsAsArray: true,
    })
    .stream();
  let count = 0;
  for await (const row of rows as AsyncIterable<unknown[]>) {
    await emit(`${JSON.stringify(row.map(toCell))}\n`);
    count += 1;
  }
  return { name: table.name, rows: count, sha256: hash.digest('hex') };
}

/** Adds a file to the tar as it is read (from this disk or from the file store), hashing it on the way. */
async function packFile(
  pack: tar.Pack,
  name: string,
  file: { stream: Readable; size: number },
): Promise<{ size: number; sha256: string }> {
  const { size } = file;
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(
    file.stream,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    entry,
  );
  return { size, sha256: hash.digest('hex') };
}

const localFile = async (path: string) => ({ stream: createReadStream(path), size: (await stat(path)).size });

export type TWriteBackupOptions = {
  databaseUrl: string;
  dataDir: string;
  /** Where the uploads are (lib/kernel/file-store.ts); the data folder when not given. */
  fileStore?: TFileStoreConfig;
  /** Where the backup file is written (it is made with mode 0600). */
  file: string;
  /** Encrypts the backup (AES-256-GCM, scrypt key) when given. */
  passphrase?: string;
};

/**
 * Writes a backup: a consistent snapshot of the whole database, read in one REPEATABLE READ transaction started
 * WITH CONSISTENT SNAPSHOT (every table as of one instant, while the app goes on writing; no table is locked),
 * the uploaded files, and a manifest with each table's row count and checksum and each file's. It needs no
 * mysqldump. Each table goes through a temporary file first, since a tar entry must say its size before its
 * bytes; the payload is gzipped and, with a passphrase, encrypted as it is written.
 */
/** The size of each write of a table's rows to its temporary file, in characters. */
const CHUNK_CHARS = 1 << 20;

export async function writeBackup(options: TWriteBackupOptions): Promise<TBackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'amc-backup-'));
  const connection = await mysql.createConnection({
    ...parseDatabaseUrl(options.databaseUrl),
    ...DUMP_CONNECTION,
  });
  const pack = tar.pack();
  const encryption = options.passphrase ? await newBackupCipher(options.passphrase) : null;
  const header: TBackupHeader = { encryption: encryption?.encryption ?? null };
  const out = createWriteStream(options.file, { mode: 0o600 });
  out.write(BACKUP_MAGIC + JSON.stringify(header) + '\n');
  const stages: NodeJS.ReadWriteStream[] = [createGzip({ level: 6 })];
  if (encryption) stages.push(encryption.cipher);
  const written = pipeline(pack, ...(stages as [NodeJS.ReadWriteStream]), out, { end: false }).then(
    async () => {
      if (encryption) out.write(encryption.cipher.getAuthTag());
      out.end();
      await once(out, 'close');
    },
  );
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [migration] = await connection.query<RowDataPacket[]>(
      `SELECT migration_name AS name FROM _prisma_migrations
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
    );
    const tables: TBackupTable[] = [];
    for (const table of await listTables(connection)) {
      const path = join(work, `${table.name}.ndjson`);
      const file = await open(path, 'w');
      // Rows gather into chunks of about 1 MB, each written and awaited before the next: no line waits in a
      // stream's queue long enough to outlive the young generation, so the garbage of millions of rows is
      // collected as it is made instead of piling up in the heap until a full collection (it did: +370 MB).
      let chunk = '';
      tables.push(
        await dumpTable(connection, table, async (line) => {
          chunk += line;
          if (chunk.length < CHUNK_CHARS) return;
          await file.write(chunk);
          chunk = '';
        }),
      );
      if (chunk) await file.write(chunk);
      await file.close();
      await packFile(pack, `db/${table.name}.ndjson`, await localFile(path));
      await rm(path);
    }
    await connection.query('COMMIT');

    const store = openFileStore(options.fileStore ?? { kind: 'disk' }, options.dataDir);
    const files: TBackupFile[] = [];
    for (const { name } of await store.list('uploads')) {
      const file = await store.open('uploads', name);
      // Removed since the listing (its record deleted meanwhile): nothing to pack.
      if (file) files.push({ path: name, ...(await packFile(pack, `files/${name}`, file)) });
    }

    const manifest: TBackupManifest = {
      format: 1,
      product_version: APP_VERSION,
      created_at: now().toISOString(),
      last_migration: String(migration[0]?.name ?? ''),
      tables,
      files,
    };
    const manifestPath = join(work, 'manifest.json');
    await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
    await packFile(pack, 'manifest.json', await localFile(manifestPath));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(options.file, { force: true });
    throw error;
  } finally {
    await connection.end().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}
