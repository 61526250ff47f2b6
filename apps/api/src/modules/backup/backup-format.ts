import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt,
  type CipherGCM,
  type DecipherGCM,
} from 'node:crypto';
import { promisify } from 'node:util';

/*
 * A backup is one file:
 *
 *   AMC-BACKUP 1\n                       the magic line and the format's version
 *   {"encryption":null | {...}}\n         a JSON line: how the rest is encrypted, if it is
 *   payload                               gzip of a tar: manifest.json, db/<table>.ndjson, files/<path>
 *   [16 bytes]                            when encrypted: the AES-256-GCM tag over the payload
 *
 * The format is our own only in its first two lines: the payload is standard gzip and tar (any tool opens an
 * unencrypted one), the cipher is Node's AES-256-GCM (authenticated: a changed byte or a wrong passphrase fails
 * the tag) with a scrypt-derived key. No library writes this envelope, and it is a few lines.
 */

export const BACKUP_MAGIC = 'AMC-BACKUP 1\n';
export const BACKUP_EXTENSION = '.amcbackup';
export const GCM_TAG_BYTES = 16;

/** scrypt's cost: about 0.1 s and 32 MB per key on this machine, so a guessed passphrase costs the same. */
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

export type TBackupEncryption = {
  cipher: 'aes-256-gcm';
  kdf: 'scrypt';
  salt: string;
  iv: string;
  N: number;
  r: number;
  p: number;
};

export type TBackupHeader = { encryption: TBackupEncryption | null };

/** One table of the snapshot: its rows, and the sha256 of its ndjson file (columns line, then one row a line). */
export type TBackupTable = { name: string; rows: number; sha256: string };
export type TBackupFile = { path: string; size: number; sha256: string };

/** manifest.json: what the backup holds, to refuse what this build cannot read and to prove a restore. */
export type TBackupManifest = {
  format: 1;
  product_version: string;
  created_at: string;
  /** The last migration the database had: a restore builds exactly that schema before loading the rows. */
  last_migration: string;
  tables: TBackupTable[];
  files: TBackupFile[];
};

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: typeof SCRYPT,
) => Promise<Buffer>;

const deriveKey = (passphrase: string, salt: Buffer) => scryptAsync(passphrase, salt, 32, SCRYPT);

/** A new cipher with a fresh salt and nonce, and the header line that lets a restore make its key again. */
export async function newBackupCipher(
  passphrase: string,
): Promise<{ cipher: CipherGCM; encryption: TBackupEncryption }> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  return {
    cipher,
    encryption: {
      cipher: 'aes-256-gcm',
      kdf: 'scrypt',
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      N: SCRYPT.N,
      r: SCRYPT.r,
      p: SCRYPT.p,
    },
  };
}

export async function backupDecipher(
  encryption: TBackupEncryption,
  passphrase: string,
  tag: Buffer,
): Promise<DecipherGCM> {
  const key = await deriveKey(passphrase, Buffer.from(encryption.salt, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
  decipher.setAuthTag(tag);
  return decipher;
}

/** A cell of a table's ndjson line: MySQL's text for every value, binary as {"$b": base64}. */
export type TCell = string | number | null | { $b: string };
