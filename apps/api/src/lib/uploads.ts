import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { MSG } from '@amc/contracts';
import type { TDb } from '../plugins/database';
import { AppError } from './app-error';

/** A file field of a multipart request, as the multipart plugin hands it over (already in memory, size-capped). */
export type TUploadedFile = { filename: string; mimetype: string; data: Buffer };

/** For route schemas: a multipart file field; its content is checked by `storeUpload`, not by this schema. */
export const ZUploadedFile = z.custom<TUploadedFile>(
  (v) => !!v && typeof v === 'object' && Buffer.isBuffer((v as TUploadedFile).data),
  { message: MSG.unsupportedFile },
);

export const IMAGE_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', png: 'image/png' } as const;
export const DOCUMENT_TYPES = { ...IMAGE_TYPES, pdf: 'application/pdf', csv: 'text/csv' } as const;
export type TAllowedTypes = Record<string, string>;

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Looks at the bytes, not the name: a renamed executable is refused. CSV has no signature: it must be text. */
async function detectType(file: TUploadedFile, allowed: TAllowedTypes): Promise<{ mime: string; ext: string } | null> {
  const sniffed = await fileTypeFromBuffer(file.data);
  if (sniffed) {
    const ext = Object.keys(allowed).find((e) => allowed[e] === sniffed.mime);
    return ext ? { mime: sniffed.mime, ext: sniffed.ext === 'jpg' ? 'jpg' : sniffed.ext } : null;
  }
  const nameExt = file.filename.split('.').pop()?.toLowerCase();
  if (allowed.csv && nameExt === 'csv' && !file.data.includes(0)) {
    const text = file.data.toString('utf8');
    if (!text.includes('\uFFFD')) return { mime: 'text/csv', ext: 'csv' };
  }
  return null;
}

/**
 * Checks an upload's size and real type, writes it under DATA_DIR/uploads with a random name and records
 * it. The URL it returns is unguessable (128 random bits), which is what guards it when an <img> loads it.
 */
export async function storeUpload(
  db: TDb,
  dataDir: string,
  field: string,
  file: TUploadedFile,
  options: { allowed: TAllowedTypes; maxBytes: number; uploadedById?: number; visibility?: 'public' | 'private' },
): Promise<{ storedName: string; url: string }> {
  if (file.data.length > options.maxBytes) throw AppError.field(field, MSG.fileTooLarge, 'TOO_LARGE');
  const type = await detectType(file, options.allowed);
  if (!type) throw AppError.field(field, MSG.unsupportedFile, 'UNSUPPORTED_TYPE');
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, storedName), file.data, { mode: 0o600 });
  await db.fileUpload.create({
    data: {
      storedName,
      originalName: file.filename.slice(0, 255),
      mimeType: type.mime,
      size: file.data.length,
      visibility: options.visibility ?? 'private',
      uploadedById: options.uploadedById ?? null,
    },
  });
  return { storedName, url: fileUrl(storedName) };
}

export const fileUrl = (storedName: string) => `/api/files/${storedName}`;
export const storedNameOf = (url: string | null | undefined) => url?.split('/').pop() ?? null;
