import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../src/modules/backup/backup-restore';
import { writeBackup } from '../src/modules/backup/backup-write';
import { DUMP_CONNECTION, dumpTable, listTables } from '../src/modules/backup/backup-write';
import { createDatabaseIfMissing, parseDatabaseUrl } from '../src/db/migrate';
import { uploadsDir } from '../src/lib/uploads';
import { PNG_1X1 } from './helpers/fixtures';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { createEmptyTestDatabaseName, dropTestDatabase, testDatabaseUrl } from './helpers/test-database';
import { createUser } from './helpers/test-users';

/** Every table's row count and checksum, read as a backup reads them. */
async function tableDigests(databaseUrl: string) {
  const connection = await mysql.createConnection({ ...parseDatabaseUrl(databaseUrl), ...DUMP_CONNECTION });
  try {
    const digests: Record<string, string> = {};
    for (const table of await listTables(connection)) {
      const { rows, sha256 } = await dumpTable(connection, table, () => undefined);
      digests[table.name] = `${rows}:${sha256}`;
    }
    return digests;
  } finally {
    await connection.end();
  }
}

describe('backups that restore (issue 26, section 3)', () => {
  let t: TInstalledApp;
  let work: string;
  const databases: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp();
    work = mkdtempSync(join(tmpdir(), 'amc-backup-test-'));
    const prisma = t.app.db.prisma;
    // Values that a careless dump changes: decimals, times to the millisecond, NULLs, quotes, other scripts, JSON.
    await createUser(t.app, 'customer', 'priya@example.com');
    await prisma.product.create({
      data: { code: 'P-"1\'', name: 'पंखा — مروحة 🌀', price: '38990.05', modelNumber: null },
    });
    mkdirSync(join(uploadsDir(t.dataDir), 'photos'), { recursive: true });
    writeFileSync(join(uploadsDir(t.dataDir), 'a'.repeat(32) + '.png'), PNG_1X1);
    writeFileSync(join(uploadsDir(t.dataDir), 'photos', 'b.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
    for (const name of databases) await dropTestDatabase(name);
  });

  const target = async () => {
    const name = await createEmptyTestDatabaseName();
    databases.push(name);
    await createDatabaseIfMissing(testDatabaseUrl(name));
    return { databaseUrl: testDatabaseUrl(name), dataDir: mkdtempSync(join(work, 'data-')) };
  };

  it('restores an encrypted backup into a new database and data folder, every table and file equal', async () => {
    const file = join(work, 'encrypted.amcbackup');
    const manifest = await writeBackup({
      databaseUrl: testDatabaseUrl(t.dbName),
      dataDir: t.dataDir,
      file,
      passphrase: 'correct horse battery staple',
    });
    expect(manifest.tables.find((table) => table.name === 'products')?.rows).toBe(1);
    expect(manifest.tables.map((table) => table.name)).not.toContain('_prisma_migrations');
    expect(manifest.files.map((f) => f.path)).toEqual(['a'.repeat(32) + '.png', 'photos/b.jpg']);
    // Nothing of the content reads in the file: the product's name is not there in any form.
    expect(readFileSync(file).includes(Buffer.from('38990.05'))).toBe(false);

    const into = await target();
    await restoreBackup({ file, ...into, passphrase: 'correct horse battery staple' });
    expect(await tableDigests(into.databaseUrl)).toEqual(await tableDigests(testDatabaseUrl(t.dbName)));
    expect(readFileSync(join(uploadsDir(into.dataDir), 'photos', 'b.jpg'))).toEqual(
      Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]),
    );
    expect(readFileSync(join(uploadsDir(into.dataDir), 'a'.repeat(32) + '.png'))).toEqual(PNG_1X1);
  });

  it('refuses a wrong passphrase, a changed byte, a non-empty database and a backup from a newer version', async () => {
    const file = join(work, 'plain.amcbackup');
    await writeBackup({ databaseUrl: testDatabaseUrl(t.dbName), dataDir: t.dataDir, file });
    const encrypted = join(work, 'encrypted.amcbackup');
    const into = await target();
    await expect(restoreBackup({ file: encrypted, ...into, passphrase: 'wrong' })).rejects.toThrow(
      'The backup cannot be opened: the passphrase is wrong or the file is damaged.',
    );
    await expect(restoreBackup({ file: encrypted, ...into })).rejects.toThrow('give its passphrase');
    const changed = join(work, 'changed.amcbackup');
    const bytes = readFileSync(encrypted);
    bytes[bytes.length - 40] ^= 1;
    writeFileSync(changed, bytes);
    await expect(
      restoreBackup({ file: changed, ...into, passphrase: 'correct horse battery staple' }),
    ).rejects.toThrow('the passphrase is wrong or the file is damaged');
    await expect(restoreBackup({ file: join(work, 'nothing'), ...into })).rejects.toThrow();
    writeFileSync(join(work, 'not-a-backup'), 'MZ\x90\x00');
    await expect(restoreBackup({ file: join(work, 'not-a-backup'), ...into })).rejects.toThrow(
      'This file is not a backup of this product.',
    );
    // Into the database the test app runs on: refused, and nothing in it changed.
    const before = await tableDigests(testDatabaseUrl(t.dbName));
    await expect(
      restoreBackup({ file, databaseUrl: testDatabaseUrl(t.dbName), dataDir: into.dataDir }),
    ).rejects.toThrow('is not empty: restore into a new database');
    expect(await tableDigests(testDatabaseUrl(t.dbName))).toEqual(before);

    // A newer version's backup names a migration this build does not have.
    const newer = join(work, 'newer.amcbackup');
    const text = readFileSync(file);
    const headerEnd = text.indexOf('\n', text.indexOf('\n') + 1) + 1;
    const tarBytes = gunzipSync(text.subarray(headerEnd));
    const manifestAt = tarBytes.indexOf(Buffer.from('"last_migration": "'));
    tarBytes.write('"last_migration": "29991231000000', manifestAt, 'latin1');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(newer, Buffer.concat([text.subarray(0, headerEnd), gzipSync(tarBytes)]));
    await expect(restoreBackup({ file: newer, ...into })).rejects.toThrow(
      'This backup comes from a newer version of the product',
    );
    // Nothing was written by any refused restore: the target database is still empty.
    expect(await tableDigests(into.databaseUrl)).toEqual({});
  });
});
