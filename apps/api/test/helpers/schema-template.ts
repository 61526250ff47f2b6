import type { RowDataPacket } from 'mysql2/promise';
import { inject } from 'vitest';
import { createTestDatabase, dropTestDatabase, withTestServer } from './test-database';

/**
 * The migrated schema, made once per run by global-setup.ts and copied into each installed test database.
 * Applying the 64 migrations takes about 3 s a database on this machine (and twice that while the other file runs),
 * copying their result 0.5 s, and about 90 test files install one: what the migrations do is proven once per run by
 * the template itself and by schema-drift.test.ts (which also holds the copy equal to it), install.test.ts and
 * migrate.test.ts, which migrate for real.
 */
export type TSchemaTemplate = {
  /** The migrated database the copies read their rows from. */
  database: string;
  /** Its tables (`SHOW CREATE TABLE`, with their keys and foreign keys) and the rows the migrations put in. */
  statements: string[];
};

declare module 'vitest' {
  export interface ProvidedContext {
    schemaTemplate: TSchemaTemplate;
  }
}

/** Migrates a new template database and reads the statements that copy it. */
export async function createSchemaTemplate(): Promise<TSchemaTemplate> {
  const template = await createTestDatabase();
  const database = template.name;
  try {
    const statements = await withTestServer(async (connection) => {
      const [tables] = await connection.query<RowDataPacket[]>(
        `SELECT TABLE_NAME AS name FROM information_schema.TABLES
          WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
        [database],
      );
      const creates: string[] = [];
      const copies: string[] = [];
      for (const { name } of tables as { name: string }[]) {
        const [[created]] = await connection.query<RowDataPacket[]>(
          `SHOW CREATE TABLE \`${database}\`.\`${name}\``,
        );
        creates.push(String(created!['Create Table']));
        const [[filled]] = await connection.query<RowDataPacket[]>(
          `SELECT EXISTS (SELECT 1 FROM \`${database}\`.\`${name}\`) AS filled`,
        );
        if (Number(filled!.filled))
          copies.push(`INSERT INTO \`${name}\` SELECT * FROM \`${database}\`.\`${name}\``);
      }
      return [...creates, ...copies];
    });
    return { database, statements };
  } catch (error) {
    await template.drop();
    throw error;
  }
}

/**
 * A new database `name` holding what the migrations make, as the run's template has it; nothing is left behind when
 * the copy fails part way.
 */
export async function copySchemaTemplate(name: string, template = inject('schemaTemplate')): Promise<void> {
  try {
    await withTestServer(
      (connection) =>
        connection.query(
          [
            `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
            `USE \`${name}\``,
            // A foreign key may name a table made after its own.
            'SET FOREIGN_KEY_CHECKS = 0',
            ...template.statements,
            'SET FOREIGN_KEY_CHECKS = 1',
          ].join(';\n'),
        ),
      { multipleStatements: true },
    );
  } catch (error) {
    await dropTestDatabase(name);
    throw error;
  }
}
