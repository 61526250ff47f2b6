import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setClock } from '../src/lib/kernel/clock';
import {
  diskFileStore,
  openFileStore,
  readFileStoreConfig,
  type TFileStore,
} from '../src/lib/kernel/file-store';
import { restoreBackup } from '../src/modules/backup/backup-restore';
import { runDailyBackup } from '../src/modules/backup/backup-service';
import { PNG_1X1 } from './helpers/fixtures';
import { startS3Server, type TS3Server } from './helpers/s3-server';
import { createInstalledApp, multipart, startSecondProcess, type TInstalledApp } from './helpers/test-app';
import { createEmptyTestDatabaseName, dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

/*
 * Issue 29, section 2: files behind one interface, the data folder or an S3-compatible store. The same contract
 * holds for both; then an installation on the store: uploads, downloads, removal with the record and backups go
 * through the bucket, and a second server with a data folder of its own serves what the first stored.
 */
let s3: TS3Server;
const work = mkdtempSync(join(tmpdir(), 'amc-file-store-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  let store: TFileStore;
  beforeAll(() => {
    store = kind === 's3' ? openFileStore(s3.config('contract'), work) : diskFileStore(join(work, 'data'));
  });

  it('keeps, reads, lists, streams and removes files under their names', async () => {
    expect(await store.read('uploads', 'none.png')).toBeNull();
    expect(await store.open('uploads', 'none.png')).toBeNull();
    expect(await store.list('uploads')).toEqual([]);

    await store.put('uploads', 'b.png', PNG_1X1, 'image/png');
    await store.put('uploads', 'photos/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await store.read('uploads', 'b.png')).toEqual(PNG_1X1);
    expect(await store.list('uploads')).toEqual([
      { name: 'b.png', size: PNG_1X1.length },
      { name: 'photos/a.jpg', size: 10 },
    ]);
    // Folders are apart: nothing of uploads is among the backups.
    expect(await store.list('backups')).toEqual([]);

    const opened = await store.open('uploads', 'photos/a.jpg');
    expect(opened?.size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('jpeg bytes');

    await store.remove('uploads', 'b.png');
    await store.remove('uploads', 'b.png');
    expect(await store.read('uploads', 'b.png')).toBeNull();
    expect((await store.list('uploads')).map((file) => file.name)).toEqual(['photos/a.jpg']);
  });

  it('moves a finished local file in, and refuses a name that climbs out of its folder', async () => {
    const local = join(work, `${kind}-backup.bin`);
    writeFileSync(local, Buffer.alloc(70_000, 7));
    await store.moveIn('backups', 'amc-1.bin', local);
    expect(existsSync(local)).toBe(false);
    expect((await store.read('backups', 'amc-1.bin'))?.equals(Buffer.alloc(70_000, 7))).toBe(true);
    for (const name of ['../config.json', 'a/../../b', '', '/etc/passwd', 'a b'])
      await expect(store.put('uploads', name, PNG_1X1, 'image/png')).rejects.toThrow(
        "Not a stored file's name",
      );
  });

  it('gives a path on this machine to read a file from, and removes the files older than a moment', async () => {
    expect(await store.localCopy('imports', '1.csv')).toBeNull();
    await store.put('imports', '1.csv', Buffer.from('a,b\n'), 'text/csv');
    const path = await store.localCopy('imports', '1.csv');
    expect(readFileSync(path!, 'utf8')).toBe('a,b\n');
    await store.removeOlder('imports', new Date(Date.now() - 60_000));
    expect((await store.list('imports')).map((file) => file.name)).toEqual(['1.csv']);
    await store.removeOlder('imports', new Date(Date.now() + 60_000));
    expect(await store.list('imports')).toEqual([]);
    // Gone with it: the copy kept on this machine.
    expect(existsSync(path!)).toBe(false);
  });
});

describe('FILE_STORE from the environment', () => {
  it('is the data folder by default, and S3 with its bucket, address and keys when asked', () => {
    expect(readFileStoreConfig({})).toEqual({ kind: 'disk' });
    expect(
      readFileStoreConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'amc',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/office-a/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'amc',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'office-a',
    });
    // AWS itself: the bucket in the host name, the keys from the SDK's own chain.
    expect(
      readFileStoreConfig({ FILE_STORE: 's3', S3_BUCKET: 'amc', S3_REGION: 'ap-south-1' }),
    ).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
      accessKeyId: undefined,
    });
    expect(() => readFileStoreConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET.');
    expect(() => readFileStoreConfig({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE is "disk" or "s3"');
  });
});

describe('an installation whose files are in an S3-compatible store', () => {
  let t: TInstalledApp;
  let other: FastifyInstance;
  let otherDataDir: string;
  const databases: string[] = [];
  const bucket = () => openFileStore(s3.config('office'), work);

  beforeAll(async () => {
    t = await createInstalledApp({ fileStore: s3.config('office') });
    // A second server: its own data folder (its copy of config.json), the same database and bucket.
    otherDataDir = mkdtempSync(join(tmpdir(), 'amc-second-server-'));
    copyFileSync(join(t.dataDir, 'config.json'), join(otherDataDir, 'config.json'));
    other = await startSecondProcess({ ...t, dataDir: otherDataDir }, { fileStore: s3.config('office') });
  });
  afterAll(async () => {
    setClock(null);
    await other?.close();
    await t?.close();
    rmSync(otherDataDir, { recursive: true, force: true });
    for (const name of databases) await dropTestDatabase(name);
  });
  afterEach(() => setClock(null));

  it('keeps an upload in the bucket, serves it from either server to those allowed, and removes it with its record', async () => {
    const created = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/product/store',
      ...multipart(
        { code: 'S3-1', name: 'Stored AC', model_number: 'S1', price: '100' },
        { image: { filename: 'ac.png', data: PNG_1X1, type: 'image/png' } },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, image } = created.json().data as { id: number; image: string };
    const name = image.split('/').pop()!;
    expect(await bucket().list('uploads')).toEqual([{ name, size: PNG_1X1.length }]);
    // Nothing of it on this server's disk.
    expect(readdirSync(t.dataDir)).toEqual(['config.json']);

    const fromOther = await other.inject({
      url: image,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(fromOther.statusCode).toBe(200);
    expect(fromOther.headers['content-type']).toBe('image/png');
    expect(fromOther.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(fromOther.rawPayload.equals(PNG_1X1)).toBe(true);
    // The same rule as on disk: a private file needs a signed-in caller.
    expect((await other.inject({ url: image })).statusCode).toBe(401);

    const deleted = await t.as(t.adminToken, { method: 'POST', url: '/api/product/delete', payload: { id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await bucket().list('uploads')).toEqual([]);
    expect(
      (await other.inject({ url: image, headers: { authorization: `Bearer ${t.adminToken}` } })).statusCode,
    ).toBe(404);
  });

  it('keeps a file for import in the bucket: uploaded through one server, previewed through the other', async () => {
    const form = multipart(
      { kind: 'customer' },
      {
        file: {
          filename: 'people.csv',
          data: Buffer.from('Email,First name,Last name\nasha@example.com,Asha,Rao\n'),
        },
      },
    );
    const uploaded = await t.as(t.adminToken, { method: 'POST', url: '/api/import/upload', ...form });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const job = uploaded.json().data as { id: number; mapping: (string | null)[] };
    expect((await bucket().list('imports')).map((file) => file.name)).toEqual([`${job.id}.csv`]);

    const preview = await other.inject({
      method: 'POST',
      url: `/api/import/preview/${job.id}`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { mapping: job.mapping },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows[0].values).toMatchObject({
      email: 'asha@example.com',
      first_name: 'Asha',
    });
    // The second server read it from its own copy, kept in its data folder's cache.
    expect(readdirSync(join(otherDataDir, 'cache', 'imports'))).toEqual([`${job.id}.csv`]);
  });

  it('keeps its backups in the bucket: made, downloaded, and restored with the files into another folder of it', async () => {
    await bucket().put('uploads', 'photos/kept.jpg', Buffer.from([0xff, 0xd8, 0xff, 9]), 'image/jpeg');
    // 02:30 in Kolkata, after the default backup hour.
    const at = new Date('2026-06-09T21:00:00Z');
    setClock(() => at);
    const deps = {
      prisma: t.app.db.prisma,
      databaseUrl: testDatabaseUrl(t.dbName),
      dataDir: t.dataDir,
      fileStore: t.app.fileStore,
      passphrase: undefined,
    };
    expect(await runDailyBackup(deps, at)).toBe(1);
    const row = await t.app.db.prisma.backup.findFirstOrThrow({ where: { kind: 'scheduled' } });
    expect(row).toMatchObject({ status: 'done', fileCount: 1 });
    expect((await bucket().list('backups')).map((file) => file.name)).toEqual([row.fileName]);
    // Written here first, then moved into the bucket: the data folder keeps none.
    expect(readdirSync(join(t.dataDir, 'backups'))).toEqual([]);

    const download = await other.inject({
      url: `/api/backup/download/${row.id}`,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(Number(row.size));
    const file = join(work, row.fileName);
    writeFileSync(file, download.rawPayload);

    const restoredDb = await createEmptyTestDatabaseName();
    databases.push(restoredDb);
    const restored = openFileStore(s3.config('restored'), work);
    await restoreBackup({
      file,
      databaseUrl: testDatabaseUrl(restoredDb),
      dataDir: mkdtempSync(join(work, 'restored-')),
      fileStore: s3.config('restored'),
    });
    expect(await restored.read('uploads', 'photos/kept.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 9]));
    // A bucket folder that holds uploads already is refused, as a data folder that does.
    const again = await createEmptyTestDatabaseName();
    databases.push(again);
    await expect(
      restoreBackup({
        file,
        databaseUrl: testDatabaseUrl(again),
        dataDir: mkdtempSync(join(work, 'again-')),
        fileStore: s3.config('restored'),
      }),
    ).rejects.toThrow('already holds uploaded files');
  });
});
