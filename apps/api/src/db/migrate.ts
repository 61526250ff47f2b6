import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql, { type ConnectionOptions, type ResultSetHeader, type RowDataPacket } from 'mysql2/promise';

/**
 * Applies the hand-written SQL of prisma/migrations (Prisma's folder format) and records each one in a
 * `_prisma_migrations` table shaped like Prisma's, so `prisma migrate status` reads the same history. Prisma's own
 * `migrate` needs a native engine that cannot be downloaded on our machines (DESIGN.md section 3).
 */

export type TApplyMigrationsOptions = {
  /** Folder holding `<stamp>_<name>/migration.sql`; found by walking up to the repository's prisma/migrations. */
  migrationsDir?: string;
  log?: (msg: string) => void;
  /** Stop after this migration (a restore builds the schema a backup was made with, loads it, then goes on). */
  upTo?: string;
};

/**
 * The lock that keeps two processes from migrating one database at once: one per database, so that installations
 * sharing a server (and the API's test files, each on its own database) migrate side by side. A lock's name holds
 * at most 64 characters, a database's as many: a long one is named by its hash.
 */
export function migrationLockName(database = ''): string {
  const name = `amc_migrations_${database}`;
  return name.length <= 64
    ? name
    : `amc_migrations_${createHash('sha256').update(database).digest('hex').slice(0, 40)}`;
}
const LOCK_TIMEOUT_SECONDS = 60;
const DATABASE_NAME = /^[A-Za-z0-9_]+$/;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS \`_prisma_migrations\` (
    \`id\` VARCHAR(36) NOT NULL,
    \`checksum\` VARCHAR(64) NOT NULL,
    \`finished_at\` DATETIME(3) NULL,
    \`migration_name\` VARCHAR(255) NOT NULL,
    \`logs\` TEXT NULL,
    \`rolled_back_at\` DATETIME(3) NULL,
    \`started_at\` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    \`applied_steps_count\` INTEGER UNSIGNED NOT NULL DEFAULT 0,

    PRIMARY KEY (\`id\`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;

type TMigrationRow = RowDataPacket & {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

type TLocalMigration = { name: string; sql: string; checksum: string; checksums: string[] };

/** Connection options for mysql2 from a `mysql://user:pass@host:port/db` address (the one Prisma uses too). */
export function parseDatabaseUrl(databaseUrl: string): ConnectionOptions & { database?: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(
      'The database URL is not a valid address (expected mysql://user:password@host:port/database).',
    );
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new Error(`The database URL must start with mysql:// (got ${url.protocol}//).`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    host: url.hostname || 'localhost',
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    ...(database ? { database } : {}),
  };
}

/**
 * Creates the URL's database when it does not exist yet. Returns true when this call created it (so a failed
 * install can drop what it made). Driver errors are passed through unchanged for the caller to explain.
 */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<boolean> {
  const { database, ...server } = parseDatabaseUrl(databaseUrl);
  if (!database || !DATABASE_NAME.test(database)) {
    throw new Error('The database name may contain only letters, digits and _.');
  }
  const connection = await mysql.createConnection(server);
  try {
    const [result] = await connection.query<ResultSetHeader>(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    return result.affectedRows === 1;
  } finally {
    await connection.end();
  }
}

/**
 * Applies every migration folder not yet recorded as finished, in name order, under a MySQL named lock so that
 * two processes starting together do not both migrate. Refuses to go on when an applied migration's file
 * changed or an earlier attempt failed half-way: MySQL DDL is not transactional, so that needs a person.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: TApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const log = options.log ?? (() => {});
  const migrationsDir = options.migrationsDir ?? findMigrationsDir();
  const local = readLocalMigrations(migrationsDir);
  const connection = await mysql.createConnection({
    ...parseDatabaseUrl(databaseUrl),
    multipleStatements: true,
  });
  const lockName = migrationLockName(parseDatabaseUrl(databaseUrl).database);
  let locked = false;
  try {
    const [lockRows] = await connection.query<RowDataPacket[]>('SELECT GET_LOCK(?, ?) AS acquired', [
      lockName,
      LOCK_TIMEOUT_SECONDS,
    ]);
    locked = Number(lockRows[0]?.acquired) === 1;
    if (!locked) {
      throw new Error(
        `Could not take the migration lock "${lockName}" within ${LOCK_TIMEOUT_SECONDS} s: another process is migrating this database.`,
      );
    }
    await connection.query(CREATE_MIGRATIONS_TABLE);
    const [rows] = await connection.query<TMigrationRow[]>(
      'SELECT id, checksum, migration_name, finished_at, rolled_back_at FROM `_prisma_migrations` ORDER BY started_at, migration_name',
    );
    const recorded = rows.filter((row) => row.rolled_back_at === null);

    const failed = recorded.find((row) => row.finished_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and is recorded as not finished in _prisma_migrations. ` +
          "Repair the database by hand (see that row's logs), then delete the row or set its rolled_back_at, and run the migrations again.",
      );
    }

    const finished = new Map(recorded.map((row) => [row.migration_name, row]));
    for (const migration of local) {
      const row = finished.get(migration.name);
      if (row && !migration.checksums.includes(row.checksum)) {
        throw new Error(
          `Migration ${migration.name} was changed after it was applied (checksum ${row.checksum} in the database, ` +
            `${migration.checksum} on disk). Restore the original migration.sql and put the change in a new migration.`,
        );
      }
    }
    const localNames = new Set(local.map((migration) => migration.name));
    for (const name of finished.keys()) {
      if (!localNames.has(name))
        log(`Migration ${name} is recorded in the database but missing from ${migrationsDir}.`);
    }

    const applied: string[] = [];
    for (const migration of local) {
      if (options.upTo !== undefined && migration.name > options.upTo) break;
      if (finished.has(migration.name)) continue;
      await runMigration(connection, migration);
      applied.push(migration.name);
      log(`Applied migration ${migration.name}`);
    }
    return { applied };
  } finally {
    if (locked) await connection.query('SELECT RELEASE_LOCK(?)', [lockName]).catch(() => {});
    await connection.end().catch(() => {});
  }
}

async function runMigration(connection: mysql.Connection, migration: TLocalMigration): Promise<void> {
  const id = randomUUID();
  await connection.query(
    'INSERT INTO `_prisma_migrations` (id, checksum, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, CURRENT_TIMESTAMP(3), 0)',
    [id, migration.checksum, migration.name],
  );
  try {
    if (migration.sql.trim()) await connection.query(migration.sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await connection
      .query('UPDATE `_prisma_migrations` SET logs = ? WHERE id = ?', [
        `Migration ${migration.name} failed:\n${message}`,
        id,
      ])
      .catch(() => {});
    throw new Error(
      `Migration ${migration.name} failed: ${message}. MySQL applies DDL statement by statement, so part of it may ` +
        'be in the database: repair it by hand, then delete its row in _prisma_migrations and run the migrations again.',
      { cause: error },
    );
  }
  await connection.query(
    'UPDATE `_prisma_migrations` SET finished_at = CURRENT_TIMESTAMP(3), applied_steps_count = 1 WHERE id = ?',
    [id],
  );
}

function readLocalMigrations(migrationsDir: string): TLocalMigration[] {
  if (!existsSync(migrationsDir)) throw new Error(`The migrations folder ${migrationsDir} does not exist.`);
  return readdirSync(migrationsDir)
    .filter(
      (name) =>
        statSync(join(migrationsDir, name)).isDirectory() &&
        existsSync(join(migrationsDir, name, 'migration.sql')),
    )
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
      const checksum = sha256(sql);
      // Prisma accepts a file whose line endings a Git checkout turned into CRLF; so do we.
      return { name, sql, checksum, checksums: [checksum, sha256(sql.replace(/\r\n/g, '\n'))] };
    });
}

let shipped: string[] | undefined;
/** The names of this build's migrations, in order. */
export function shippedMigrations(): string[] {
  shipped ??= readdirSync(findMigrationsDir())
    .filter((name) => /^\d{14}_/.test(name))
    .sort();
  return shipped;
}

/** The name of this build's last migration: a database whose history ends earlier is not ready for it. */
export const latestShippedMigration = (): string => shippedMigrations().at(-1)!;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The repository's prisma/migrations. Looked for above this module (src/db in development, dist/ when bundled)
 * and above the working directory, so it works from the source tree, the build and any folder of the repo.
 */
export function findMigrationsDir(): string {
  const starts = [dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, 'prisma', 'migrations');
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`No prisma/migrations folder found above ${starts.join(' or ')}.`);
}
