import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, createDatabaseIfMissing, migrationLockName } from '../src/db/migrate';
import { createEmptyTestDatabaseName, dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

// The migration runner on migrations of its own (a scratch folder), apart from the project's real ones.
describe('applyMigrations', () => {
  let migrationsDir: string;
  const databases: string[] = [];

  const writeMigration = (name: string, sql: string) => {
    mkdirSync(join(migrationsDir, name), { recursive: true });
    writeFileSync(join(migrationsDir, name, 'migration.sql'), sql);
  };
  const freshDatabase = async () => {
    const name = await createEmptyTestDatabaseName();
    databases.push(name);
    const url = testDatabaseUrl(name);
    expect(await createDatabaseIfMissing(url)).toBe(true);
    return url;
  };
  const query = async (url: string, sql: string) => {
    const connection = await mysql.createConnection(url);
    try {
      const [rows] = await connection.query<RowDataPacket[]>(sql);
      return rows;
    } finally {
      await connection.end();
    }
  };

  beforeAll(() => {
    migrationsDir = mkdtempSync(join(tmpdir(), 'amc-migrations-'));
    writeMigration(
      '20260101000000_first',
      'CREATE TABLE `things` (`id` INTEGER NOT NULL, PRIMARY KEY (`id`));\n',
    );
    writeMigration(
      '20260102000000_second',
      "ALTER TABLE `things` ADD COLUMN `label` VARCHAR(20) NULL;\nINSERT INTO `things` (`id`, `label`) VALUES (1, 'a;b');\n",
    );
  });
  afterAll(async () => {
    rmSync(migrationsDir, { recursive: true, force: true });
    for (const name of databases) await dropTestDatabase(name);
  });

  it('applies each migration once, in name order, even when two processes start together', async () => {
    const url = await freshDatabase();
    const runs = await Promise.all([
      applyMigrations(url, { migrationsDir }),
      applyMigrations(url, { migrationsDir }),
    ]);
    expect(runs.flatMap((run) => run.applied).sort()).toEqual([
      '20260101000000_first',
      '20260102000000_second',
    ]);
    expect(await query(url, 'SELECT id, label FROM things')).toEqual([{ id: 1, label: 'a;b' }]);
    expect(await applyMigrations(url, { migrationsDir })).toEqual({ applied: [] });
  });

  it("waits for a database's own lock only: another database on the server migrates meanwhile", async () => {
    const [held, other] = [await freshDatabase(), await freshDatabase()];
    const holder = await mysql.createConnection(testDatabaseUrl(''));
    try {
      const heldName = new URL(held).pathname.slice(1);
      await holder.query('SELECT GET_LOCK(?, 10)', [migrationLockName(heldName)]);
      const waiting = applyMigrations(held, { migrationsDir });
      expect((await applyMigrations(other, { migrationsDir })).applied).toHaveLength(2);
      // Still waiting: it has not even made its table of migrations.
      expect(await query(held, "SHOW TABLES LIKE '_prisma_migrations'")).toEqual([]);
      await holder.query('SELECT RELEASE_LOCK(?)', [migrationLockName(heldName)]);
      expect((await waiting).applied).toHaveLength(2);
    } finally {
      await holder.end();
    }
    // A name too long to follow the prefix within MariaDB's 64 characters is named by its hash.
    expect(migrationLockName('a'.repeat(64))).toMatch(/^amc_migrations_[0-9a-f]{40}$/);
  });

  it('refuses to go on when an applied migration was edited', async () => {
    const url = await freshDatabase();
    const edited = mkdtempSync(join(tmpdir(), 'amc-migrations-'));
    try {
      mkdirSync(join(edited, '20260101000000_first'));
      writeFileSync(
        join(edited, '20260101000000_first', 'migration.sql'),
        'CREATE TABLE `things` (`id` INTEGER NOT NULL);\n',
      );
      await applyMigrations(url, { migrationsDir: edited });
      writeFileSync(
        join(edited, '20260101000000_first', 'migration.sql'),
        'CREATE TABLE `things` (`id` BIGINT NOT NULL);\n',
      );
      await expect(applyMigrations(url, { migrationsDir: edited })).rejects.toThrow(
        /20260101000000_first was changed/,
      );
    } finally {
      rmSync(edited, { recursive: true, force: true });
    }
  });

  it('records a failed migration with its error and refuses to go on until someone repairs it', async () => {
    const url = await freshDatabase();
    const broken = mkdtempSync(join(tmpdir(), 'amc-migrations-'));
    const write = (sql: string) => {
      mkdirSync(join(broken, '20260101000000_broken'), { recursive: true });
      writeFileSync(join(broken, '20260101000000_broken', 'migration.sql'), sql);
    };
    try {
      write('CREATE TABLE `a` (`id` INTEGER NOT NULL);\nCREATE TABLE `b` (`id` NOSUCHTYPE);\n');
      await expect(applyMigrations(url, { migrationsDir: broken })).rejects.toThrow(
        /20260101000000_broken failed/,
      );
      const [row] = await query(url, 'SELECT finished_at, logs FROM _prisma_migrations');
      expect(row?.finished_at).toBeNull();
      expect(String(row?.logs)).toMatch(/NOSUCHTYPE/);

      write('CREATE TABLE `b` (`id` INTEGER NOT NULL);\n');
      await expect(applyMigrations(url, { migrationsDir: broken })).rejects.toThrow(/failed earlier/);

      await query(url, 'UPDATE _prisma_migrations SET rolled_back_at = NOW(3)');
      expect(await applyMigrations(url, { migrationsDir: broken })).toEqual({
        applied: ['20260101000000_broken'],
      });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('creates a database only when it is missing, and only with a plain name', async () => {
    const url = await freshDatabase();
    expect(await createDatabaseIfMissing(url)).toBe(false);
    await expect(createDatabaseIfMissing(testDatabaseUrl('bad-name`; DROP'))).rejects.toThrow(
      /only letters, digits and _/,
    );
  });
});
