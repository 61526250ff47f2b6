import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import mysql from 'mysql2/promise';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { runDailyBackup, type TBackupDeps } from '../src/modules/backup/backup-service';
import { signIn } from './helpers/test-app';
import { restoreBackup } from '../src/modules/backup/backup-restore';
import { writeBackup } from '../src/modules/backup/backup-write';
import { DUMP_CONNECTION, dumpTable, listTables } from '../src/modules/backup/backup-write';
import {
  applyMigrations,
  createDatabaseIfMissing,
  parseDatabaseUrl,
  shippedMigrations,
} from '../src/db/migrate';
import { diskFileStore } from '../src/lib/kernel/file-store';
import { seedDemo } from '../demo/seed-demo';
import { PNG_1X1 } from './helpers/fixtures';
import { ADMIN, createInstalledApp, createTestApp, multipart, type TInstalledApp } from './helpers/test-app';
import {
  createEmptyTestDatabaseName,
  databaseExists,
  dropTestDatabase,
  testDatabaseServer,
  testDatabaseUrl,
} from './helpers/test-database';
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

describe('backups that restore (issue 26, section 3): the demo business, restored equal', () => {
  let t: TInstalledApp;
  let work: string;
  const databases: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp();
    // The demo business (every module's records), and values a careless dump changes.
    await seedDemo(t.app.db.prisma, { fileStore: t.app.fileStore });
    work = mkdtempSync(join(tmpdir(), 'amc-backup-test-'));
    const prisma = t.app.db.prisma;
    // Decimals, times to the millisecond, NULLs, quotes, other scripts, JSON.
    await createUser(t.app, 'customer', 'priya@example.com');
    await prisma.product.create({
      data: { code: 'P-"1\'', name: 'पंखा — مروحة 🌀', price: '38990.05', modelNumber: null },
    });
    await t.app.fileStore.put('uploads', 'a'.repeat(32) + '.png', PNG_1X1, 'image/png');
    await t.app.fileStore.put(
      'uploads',
      'photos/b.jpg',
      Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]),
      'image/jpeg',
    );
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
    const products = await t.app.db.prisma.product.count();
    expect(products).toBeGreaterThan(10);
    expect(manifest.tables.find((table) => table.name === 'products')?.rows).toBe(products);
    expect(manifest.tables.map((table) => table.name)).not.toContain('_prisma_migrations');
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['a'.repeat(32) + '.png', 'photos/b.jpg']),
    );
    // Nothing of the content reads in the file: the product's name is not there in any form.
    expect(readFileSync(file).includes(Buffer.from('38990.05'))).toBe(false);

    const into = await target();
    await restoreBackup({ file, ...into, passphrase: 'correct horse battery staple' });
    expect(await tableDigests(into.databaseUrl)).toEqual(await tableDigests(testDatabaseUrl(t.dbName)));
    const restored = diskFileStore(into.dataDir);
    expect(await restored.read('uploads', 'photos/b.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]));
    expect(await restored.read('uploads', 'a'.repeat(32) + '.png')).toEqual(PNG_1X1);
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
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 40) ^ 1, bytes.length - 40);
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

  describe('made by the product: Back up now, the daily job, the list and the download', () => {
    afterEach(() => setClock(null));
    const deps = (): TBackupDeps => ({
      prisma: t.app.db.prisma,
      databaseUrl: testDatabaseUrl(t.dbName),
      dataDir: t.dataDir,
      fileStore: t.app.fileStore,
      passphrase: undefined,
    });

    it("makes the daily backup once from the admin's hour on, however often and by however many it runs", async () => {
      const prisma = t.app.db.prisma;
      // Asia/Kolkata (the default): 01:30 there is before the default hour (2), 02:30 after it.
      setClock(() => new Date('2026-06-09T20:00:00Z'));
      expect(await runDailyBackup(deps(), new Date('2026-06-09T20:00:00Z'))).toBe(0);
      const at = new Date('2026-06-09T21:00:00Z');
      setClock(() => at);
      const runs = await Promise.all([runDailyBackup(deps(), at), runDailyBackup(deps(), at)]);
      expect(runs.sort()).toEqual([0, 1]);
      expect(await runDailyBackup(deps(), at)).toBe(0);
      const made = await prisma.backup.findMany({ where: { kind: 'scheduled' } });
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: 'done', encrypted: false });
      expect(made[0]!.fileCount).toBeGreaterThanOrEqual(2);

      // Fifteen days on, with 14 kept: the next day's backup removes it and its file.
      const later = new Date('2026-06-24T21:00:00Z');
      setClock(() => later);
      expect(await runDailyBackup(deps(), later)).toBe(1);
      const kept = await prisma.backup.findMany({ where: { kind: 'scheduled' } });
      expect(kept.map((row) => row.scheduledDay?.toISOString().slice(0, 10))).toEqual(['2026-06-25']);
      expect(() => readFileSync(join(t.dataDir, 'backups', made[0]!.fileName))).toThrow();
    });

    it('lets admins only list, start and download backups; one at a time', async () => {
      await createUser(t.app, 'employee', 'backup-employee@example.com');
      const employee = await signIn(t.app, 'backup-employee@example.com', 'Secret123');
      for (const [method, url] of [
        ['GET', '/api/backup/list'],
        ['POST', '/api/backup/now'],
        ['GET', '/api/backup/download/1'],
      ] as const)
        expect((await t.as(employee, { method, url })).statusCode).toBe(403);

      const started = await t.as(t.adminToken, { method: 'POST', url: '/api/backup/now' });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().message).toBe(
        'The backup is being made. It appears in the list when it is done.',
      );
      expect((await t.as(t.adminToken, { method: 'POST', url: '/api/backup/now' })).statusCode).toBe(409);
      // The file is written in the background; the list shows it running until then.
      let manual;
      // Read again every 20 ms until it is written (about half a second here); the limit only bounds a failure.
      for (let i = 0; i < 500; i += 1) {
        manual = await t.app.db.prisma.backup.findFirstOrThrow({ where: { kind: 'manual' } });
        if (manual.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(manual!.status).toBe('done');
      const list = (await t.as(t.adminToken, { url: '/api/backup/list' })).json().data;
      expect(list.encrypted).toBe(false);
      expect(list.backups[0]).toMatchObject({
        id: manual!.id,
        kind: 'manual',
        status: 'done',
        created_by: { id: expect.any(Number) },
      });
      const download = await t.as(t.adminToken, { url: `/api/backup/download/${manual!.id}` });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${manual!.fileName}"`);
      expect(download.rawPayload.subarray(0, 13).toString()).toBe('AMC-BACKUP 1\n');
      expect((await t.as(t.adminToken, { url: '/api/backup/download/999999' })).statusCode).toBe(404);

      // The browser's download: a one-minute link for this backup, opened without the session's header.
      const linkUrl = `/api/backup/download-link/${manual!.id}`;
      expect((await t.as(employee, { method: 'POST', url: linkUrl })).statusCode).toBe(403);
      const link = await t.as(t.adminToken, { method: 'POST', url: linkUrl });
      expect(link.statusCode, link.body).toBe(200);
      const url: string = link.json().data.url;
      expect(url).toMatch(
        new RegExp(`^/api/backup/file/${manual!.id}\\?ticket=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
      );
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-length']).toBe(String(manual!.size));
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${manual!.fileName}"`);
      expect(file.rawPayload.subarray(0, 13).toString()).toBe('AMC-BACKUP 1\n');
      const ticket = url.split('=').at(-1)!;
      // Not for another backup, not changed, and never as a session token.
      writeFileSync(join(t.dataDir, 'backups', 'other.amcbackup'), 'AMC-BACKUP 1\n');
      const other = await t.app.db.prisma.backup.create({
        data: { fileName: 'other.amcbackup', kind: 'manual', status: 'done', size: 13 },
      });
      for (const wrong of [`/api/backup/file/${other.id}?ticket=${ticket}`, `${url.slice(0, -2)}xx`]) {
        const refused = await t.app.inject({ url: wrong });
        expect(refused.statusCode, wrong).toBe(404);
        expect(refused.json().message).toBe('This download link has expired: start the download again.');
      }
      expect((await t.as(ticket, { url: '/api/backup/list' })).statusCode).toBe(401);
      // The admin signed out everywhere: the link ends with the sessions.
      await t.app.db.prisma.user.updateMany({
        where: { email: ADMIN.email },
        data: { tokenVersion: { increment: 1 } },
      });
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    });
  });

  it('brings a backup from an older version up to this one after restoring it', async () => {
    // A business last migrated before the tax number and the stock adjustments, with a record of its own.
    const old = await target();
    await applyMigrations(old.databaseUrl, { upTo: '20261130000000_mail_status' });
    const connection = await mysql.createConnection(old.databaseUrl);
    await connection.query("INSERT INTO counters (name, value, updated_at) VALUES ('sale', 41, NOW(3))");
    await connection.query("INSERT INTO modules (slug, name, actions) VALUES ('stock', 'Stock', 'view')");
    await connection.end();
    const file = join(work, 'older.amcbackup');
    const made = await writeBackup({ databaseUrl: old.databaseUrl, dataDir: old.dataDir, file });
    expect(made.last_migration).toBe('20261130000000_mail_status');

    const into = await target();
    const { migrated } = await restoreBackup({ file, ...into });
    expect(migrated).toBe(shippedMigrations().length - shippedMigrations().indexOf(made.last_migration) - 1);
    const restored = await mysql.createConnection(into.databaseUrl);
    try {
      const [[counter]] = await restored.query<mysql.RowDataPacket[]>(
        "SELECT value FROM counters WHERE name = 'sale'",
      );
      expect(counter?.value).toBe(41);
      // The later migrations ran over the restored rows: the stock module gained its adjust action.
      const [[stock]] = await restored.query<mysql.RowDataPacket[]>(
        "SELECT actions FROM modules WHERE slug = 'stock'",
      );
      expect(stock?.actions).toBe('view,adjust');
      const [columns] = await restored.query<mysql.RowDataPacket[]>(
        "SHOW COLUMNS FROM settings LIKE 'tax_number'",
      );
      expect(columns).toHaveLength(1);
    } finally {
      await restored.end();
    }
  });

  describe('restored through the install wizard', () => {
    let fresh: Awaited<ReturnType<typeof createTestApp>>;
    let file: string;
    beforeAll(async () => {
      fresh = await createTestApp();
      file = join(work, 'wizard.amcbackup');
      await writeBackup({
        databaseUrl: testDatabaseUrl(t.dbName),
        dataDir: t.dataDir,
        file,
        passphrase: 'secret words',
      });
    });
    afterAll(async () => fresh?.close());

    const restore = async (fields: Record<string, string>, withFile = true, options: object = {}) => {
      const name = await createEmptyTestDatabaseName();
      databases.push(name);
      const server = testDatabaseServer();
      const form = multipart(
        {
          db_name: name,
          db_username: server.user,
          db_pass: server.password,
          db_host: server.host,
          db_port: String(server.port),
          ...fields,
        },
        withFile ? { file: { filename: 'business.amcbackup', data: readFileSync(file) } } : {},
      );
      const response = await fresh.app.inject({
        method: 'POST',
        url: '/api/install/restore',
        ...form,
        ...options,
      });
      return { response, name };
    };

    it('refuses a missing file, a wrong passphrase and a caller without the setup code, leaving nothing', async () => {
      const missing = await restore({ passphrase: 'secret words' }, false);
      expect(missing.response.statusCode).toBe(400);
      expect(missing.response.json().issues).toEqual([{ path: 'file', message: 'Choose the backup file.' }]);

      const wrong = await restore({ passphrase: 'not these' });
      expect(wrong.response.statusCode).toBe(400);
      expect(wrong.response.json().message).toBe(
        'The backup cannot be opened: the passphrase is wrong or the file is damaged.',
      );
      expect(await databaseExists(wrong.name)).toBe(false);

      const remote = await restore({ passphrase: 'secret words' }, true, { remoteAddress: '192.168.1.20' });
      expect(remote.response.statusCode).toBe(403);
      expect(remote.response.json().issues[0].path).toBe('setup_code');
      expect((await fresh.app.inject({ url: '/api/install/check' })).json().data.install_status).toBe(false);
    });

    it('restores the business and serves it at once: its admin signs in with the old password', async () => {
      const { response } = await restore({ passphrase: 'secret words' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'The backup is restored.',
        data: { product_version: expect.any(String), migrated: 0 },
      });
      expect(response.json().data.rows).toBeGreaterThan(1000);
      expect(response.json().data.files).toBeGreaterThanOrEqual(2);
      const token = await signIn(fresh.app, ADMIN.email, ADMIN.password);
      const products = await fresh.app.inject({
        url: '/api/product/list?search=P-',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(products.json().data.map((p: { name: string }) => p.name)).toContain('पंखा — مروحة 🌀');
      expect(await fresh.app.fileStore.read('uploads', 'photos/b.jpg')).toHaveLength(6);
      // Installed now: the wizard is closed, to a restore as to an install.
      expect((await restore({ passphrase: 'secret words' })).response.statusCode).toBe(409);
    });
  });
});
