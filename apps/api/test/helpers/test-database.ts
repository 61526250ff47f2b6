import { randomBytes } from 'node:crypto';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { applyMigrations, createDatabaseIfMissing, parseDatabaseUrl } from '../../src/db/migrate';

/** The test server (DESIGN.md section 8): TEST_DATABASE_URL, any database part of it ignored. */
const BASE_URL = process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306';

export type TTestDatabase = { url: string; name: string; drop(): Promise<void> };

/** Where the test server is, split the way the install wizard asks for it. */
export function testDatabaseServer(): { host: string; port: number; user: string; password: string } {
  const { host, port, user, password } = parseDatabaseUrl(BASE_URL);
  return { host: host ?? '127.0.0.1', port: port ?? 3306, user: user ?? 'root', password: password ?? '' };
}

/** The address of database `name` on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database with every migration applied. Call drop() in afterAll. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const name = await createEmptyTestDatabaseName();
  const url = testDatabaseUrl(name);
  await createDatabaseIfMissing(url);
  try {
    await applyMigrations(url);
  } catch (error) {
    await dropTestDatabase(name);
    throw error;
  }
  return { url, name, drop: () => dropTestDatabase(name) };
}

/**
 * A database name that does not exist on the test server yet; nothing is created (install tests create it).
 * At most 20 characters, the install wizard's limit.
 */
export async function createEmptyTestDatabaseName(): Promise<string> {
  return withTestServer(async (connection) => {
    for (;;) {
      const name = `amc_test_${randomBytes(5).toString('hex')}`;
      const [rows] = await connection.query<RowDataPacket[]>(
        'SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
        [name],
      );
      if (rows.length === 0) return name;
    }
  });
}

/** Whether a database of that name is on the test server. */
export async function databaseExists(name: string): Promise<boolean> {
  return withTestServer(async (connection) => {
    const [rows] = await connection.query<RowDataPacket[]>(
      'SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [name],
    );
    return rows.length > 0;
  });
}

export async function dropTestDatabase(name: string): Promise<void> {
  if (!/^amc_test_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop ${name}: not a test database.`);
  await withTestServer((connection) => connection.query(`DROP DATABASE IF EXISTS \`${name}\``));
}

/** A connection to the test server, in no database, for `work`. */
export async function withTestServer<T>(
  work: (connection: mysql.Connection) => Promise<T>,
  options: { multipleStatements?: boolean } = {},
): Promise<T> {
  const { database: _database, ...server } = parseDatabaseUrl(BASE_URL);
  const connection = await mysql.createConnection({ ...server, ...options });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}
