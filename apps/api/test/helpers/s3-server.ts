import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TFileStoreConfig } from '../../src/lib/kernel/file-store';

export type TS3Server = {
  /** The store's settings for a folder of its own in the bucket, as FILE_STORE=s3 would give them. */
  config(prefix: string): Extract<TFileStoreConfig, { kind: 's3' }>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST protocol over HTTP, objects on disk) on 127.0.0.1, with one
 * bucket; each test takes a prefix of its own in it, as installations sharing a bucket do.
 */
export async function startS3Server(): Promise<TS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'amc-s3-'));
  const bucket = 'amc-files';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: (prefix) => ({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
