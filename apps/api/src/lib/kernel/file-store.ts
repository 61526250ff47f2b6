import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/**
 * Where the installation's files live: uploads (images, photos, signatures, attachments, visit reports) under
 * `uploads/`, backups under `backups/`, files uploaded for an import under `imports/`. The data folder is the default; an S3-compatible object store (AWS S3,
 * MinIO, Cloudflare R2, ...) lets several servers share them. Who may read a file is decided elsewhere, by the
 * record that holds it (modules/file/file-access.ts): the store only keeps bytes under keys.
 */
export type TFileStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** For stores other than AWS (MinIO, R2): their address. */
      endpoint?: string;
      /** Without them the AWS SDK's own chain is used (AWS_ACCESS_KEY_ID, an instance's role). */
      accessKeyId?: string;
      secretAccessKey?: string;
      /** bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
      forcePathStyle: boolean;
      /** A folder in the bucket for this installation, so several can share one bucket ('' for none). */
      prefix: string;
    };

export type TFileFolder = 'uploads' | 'backups' | 'imports';
export type TStoredFile = { name: string; size: number };

export interface TFileStore {
  /** What opens the same store in another process (the backup's child). */
  readonly config: TFileStoreConfig;
  /** Writes a file (replacing one of the same name). */
  put(folder: TFileFolder, name: string, data: Buffer, contentType: string): Promise<void>;
  /** Moves a finished file from this machine's disk into the store (a backup written locally first). */
  moveIn(folder: TFileFolder, name: string, path: string): Promise<void>;
  /** The file's bytes; null when there is none. */
  read(folder: TFileFolder, name: string): Promise<Buffer | null>;
  /** The file as a stream with its size, for a download; null when there is none. */
  open(folder: TFileFolder, name: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * A path on this machine to read the file from, for readers that need one (an import's parser, its child
   * process): the file itself in the data folder; from S3, a copy kept in the data folder's cache. Null when none.
   */
  localCopy(folder: TFileFolder, name: string): Promise<string | null>;
  /** Removes a file; one already gone is no error. */
  remove(folder: TFileFolder, name: string): Promise<void>;
  /** Removes a folder's files last written before `before` (and this machine's cached copies of them). */
  removeOlder(folder: TFileFolder, before: Date): Promise<void>;
  /** Every file of a folder (names relative to it, with '/' between their parts), by name. */
  list(folder: TFileFolder): Promise<TStoredFile[]>;
}

/** Names are made by the product (random hex, a backup's stamp, a backup's own relative paths), never `..`. */
const NAME = /^(?:[\w.-]+\/)*[\w.-]+$/;
function checkName(name: string): string {
  if (!NAME.test(name) || name.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`Not a stored file's name: ${name}`);
  return name;
}

/** Both stores answer a folder's files in the same order, by name (names are ASCII: S3's own byte order). */
const byName = (a: TStoredFile, b: TStoredFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The files under a folder of this machine's disk, with their size and time, by name; none when it is not there. */
async function listDisk(root: string): Promise<(TStoredFile & { path: string; modifiedAt: number })[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const { size, mtimeMs } = await stat(path);
        return { name: relative(root, path).split(sep).join('/'), size, path, modifiedAt: mtimeMs };
      }),
  );
  return files.sort(byName);
}

async function removeOlderOnDisk(root: string, before: Date) {
  for (const file of await listDisk(root))
    if (file.modifiedAt < before.getTime()) await rm(file.path, { force: true });
}

/** The data folder: `DATA_DIR/uploads/...`, `DATA_DIR/backups/...`, readable by the server's user alone. */
export function diskFileStore(dataDir: string): TFileStore {
  const pathOf = (folder: TFileFolder, name: string) => join(dataDir, folder, checkName(name));
  const ensureDir = (path: string) => mkdir(dirname(path), { recursive: true, mode: 0o700 });
  return {
    config: { kind: 'disk' },
    async put(folder, name, data) {
      const path = pathOf(folder, name);
      await ensureDir(path);
      await writeFile(path, data, { mode: 0o600 });
    },
    async moveIn(folder, name, path) {
      const to = pathOf(folder, name);
      if (to === path) return;
      await ensureDir(to);
      await rename(path, to).catch(async (error: unknown) => {
        // From another file system (a restore unpacked in the system's temporary folder): copied, then removed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(path, to);
        await rm(path, { force: true });
      });
    },
    read: (folder, name) =>
      readFile(pathOf(folder, name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      }),
    async open(folder, name) {
      const path = pathOf(folder, name);
      const found = await stat(path).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      return found?.isFile() ? { stream: createReadStream(path), size: found.size } : null;
    },
    async localCopy(folder, name) {
      const path = pathOf(folder, name);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? path : null;
    },
    remove: (folder, name) => rm(pathOf(folder, name), { force: true }),
    removeOlder: (folder, before) => removeOlderOnDisk(join(dataDir, folder), before),
    list: async (folder) => (await listDisk(join(dataDir, folder))).map(({ name, size }) => ({ name, size })),
  };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** An S3-compatible bucket, through the AWS SDK; `cacheDir` keeps this machine's local copies (`localCopy`). */
export function s3FileStore(config: Extract<TFileStoreConfig, { kind: 's3' }>, cacheDir: string): TFileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums on every upload are not understood by every S3-compatible store (older
    // MinIO, R2 and others refuse or mangle them); S3 itself needs them only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const folderKey = (folder: TFileFolder) => `${config.prefix ? `${config.prefix}/` : ''}${folder}/`;
  const keyOf = (folder: TFileFolder, name: string) => folderKey(folder) + checkName(name);
  const get = async (folder: TFileFolder, name: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(folder, name) }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  const cachePath = (folder: TFileFolder, name: string) => join(cacheDir, folder, checkName(name));
  const listBucket = async (folder: TFileFolder) => {
    const prefix = folderKey(folder);
    const objects: (TStoredFile & { modifiedAt: Date | undefined })[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix }))
      for (const object of page.Contents ?? [])
        if (object.Key)
          objects.push({
            name: object.Key.slice(prefix.length),
            size: Number(object.Size ?? 0),
            modifiedAt: object.LastModified,
          });
    return objects.sort(byName);
  };
  const store: TFileStore = {
    config,
    async put(folder, name, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(folder, name), Body: data, ContentType: contentType }),
      );
    },
    async moveIn(folder, name, path) {
      // In parts, as it is read: a backup of several GB never sits in memory, and S3 caps one PUT at 5 GB.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: keyOf(folder, name),
          Body: createReadStream(path),
          ContentType: 'application/octet-stream',
        },
      });
      await upload.done();
      await rm(path, { force: true });
    },
    async read(folder, name) {
      const object = await get(folder, name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(folder, name) {
      const object = await get(folder, name);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    },
    async localCopy(folder, name) {
      const path = cachePath(folder, name);
      if (await stat(path).catch(() => null)) return path;
      const object = await get(folder, name);
      if (!object?.Body) return null;
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside and renamed: a reader never finds half a copy (servers sharing a data folder included).
      const part = `${path}.${randomBytes(6).toString('hex')}.part`;
      await pipeline(object.Body as Readable, createWriteStream(part, { mode: 0o600 }));
      await rename(part, path);
      return path;
    },
    async remove(folder, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(folder, name) }));
      await rm(cachePath(folder, name), { force: true });
    },
    async removeOlder(folder, before) {
      for (const object of await listBucket(folder))
        if (object.modifiedAt && object.modifiedAt < before) await store.remove(folder, object.name);
      // The copies this machine keeps of files another server removed.
      await removeOlderOnDisk(join(cacheDir, folder), before);
    },
    list: async (folder) => (await listBucket(folder)).map(({ name, size }) => ({ name, size })),
  };
  return store;
}

/** For callers that store nothing (the demo's records without files): any use of it is a bug, and says so. */
const noStore = () => Promise.reject(new Error('No file store was given'));
export const NO_FILE_STORE: TFileStore = {
  config: { kind: 'disk' },
  put: noStore,
  moveIn: noStore,
  read: noStore,
  open: noStore,
  localCopy: noStore,
  remove: noStore,
  removeOlder: noStore,
  list: noStore,
};

export function openFileStore(config: TFileStoreConfig, dataDir: string): TFileStore {
  return config.kind === 's3' ? s3FileStore(config, join(dataDir, 'cache')) : diskFileStore(dataDir);
}

/**
 * The store from the environment: FILE_STORE=s3 with S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX); the data folder otherwise.
 */
export function readFileStoreConfig(env: NodeJS.ProcessEnv): TFileStoreConfig {
  const kind = env.FILE_STORE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE is "disk" or "s3", not "${kind}".`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET.');
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Path style unless said otherwise where an endpoint is given: MinIO and most self-hosted stores need it.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}
