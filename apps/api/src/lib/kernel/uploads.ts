import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { MSG } from '@amc/contracts';
import type { TDb, TPrisma } from './db-client';
import { AppError } from './app-error';
import type { TFileStore } from './file-store';

/** A file field of a multipart request, as the multipart plugin hands it over (already in memory, size-capped). */
export type TUploadedFile = { filename: string; mimetype: string; data: Buffer };

/** For route schemas: a multipart file field; its content is checked by `storeUpload`, not by this schema. */
export const ZUploadedFile = z.custom<TUploadedFile>(
  (v) => !!v && typeof v === 'object' && Buffer.isBuffer((v as TUploadedFile).data),
  { message: MSG.unsupportedFile },
);

/** How many files one user may store an hour; with each file capped at a few MB, no account can fill the disk. */
export const UPLOADS_PER_USER_PER_HOUR = 60;

const carriesFile = (body: unknown) =>
  !!body && typeof body === 'object' && Object.values(body).some((v) => ZUploadedFile.safeParse(v).success);

/**
 * The route config of every route that stores uploads: counted per signed-in user (after its guard, so the
 * caller is known), and only for requests that carry a file, so ordinary edits of the same forms are not.
 */
export const uploadRateLimit = {
  rateLimit: {
    max: UPLOADS_PER_USER_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `upload|${request.caller?.id ?? request.ip}`,
    allowList: (request: FastifyRequest) => !carriesFile(request.body),
  },
};

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
} as const;
export const DOCUMENT_TYPES = { ...IMAGE_TYPES, pdf: 'application/pdf', csv: 'text/csv' } as const;
export type TAllowedTypes = Record<string, string>;

/** Looks at the bytes, not the name: a renamed executable is refused. CSV has no signature: it must be text. */
async function detectType(
  file: TUploadedFile,
  allowed: TAllowedTypes,
): Promise<{ mime: string; ext: string } | null> {
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
 * Checks an upload's size and real type, writes it to the store's uploads with a random name and records it.
 * Who may download it is decided by the record that holds its URL (modules/file/file-access.ts).
 */
export async function storeUpload(
  db: TDb,
  fileStore: TFileStore,
  field: string,
  file: TUploadedFile,
  options: {
    allowed: TAllowedTypes;
    maxBytes: number;
    uploadedById?: number | null;
    visibility?: 'public' | 'private';
  },
): Promise<{ storedName: string; url: string }> {
  if (file.data.length > options.maxBytes) throw AppError.field(field, MSG.fileTooLarge, 'TOO_LARGE');
  const type = await detectType(file, options.allowed);
  if (!type) throw AppError.field(field, MSG.unsupportedFile, 'UNSUPPORTED_TYPE');
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await fileStore.put('uploads', storedName, file.data, type.mime);
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

/** The bytes of the upload a record's URL names; null when it names none or the file is gone. */
export async function readUpload(
  fileStore: TFileStore,
  url: string | null | undefined,
): Promise<Buffer | null> {
  const stored = storedNameOf(url);
  if (!stored || !/^[\w.-]+$/.test(stored)) return null;
  return fileStore.read('uploads', stored).catch(() => null);
}

/** Forgets an upload a record no longer holds (a replaced image, a deleted record's file); null is no upload. */
export type TDropUpload = (url: string | null | undefined) => Promise<void>;

/**
 * A write in one transaction that may leave uploads behind. `drop` removes an upload's row inside the
 * transaction; its file leaves the store only once the transaction has committed, so a write that fails or is
 * rolled back never loses a file its record still points to.
 */
export async function writeDroppingUploads<T>(
  prisma: TPrisma,
  fileStore: TFileStore,
  work: (tx: TDb, drop: TDropUpload) => Promise<T>,
): Promise<T> {
  let dropped: string[] = [];
  const result = await prisma.$transaction(async (tx) => {
    dropped = [];
    return work(tx, async (url) => {
      const storedName = storedNameOf(url);
      if (!storedName) return;
      await tx.fileUpload.deleteMany({ where: { storedName } });
      dropped.push(storedName);
    });
  });
  await Promise.all(dropped.map((name) => fileStore.remove('uploads', name).catch(() => undefined)));
  return result;
}
