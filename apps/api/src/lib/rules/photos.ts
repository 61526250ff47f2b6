import { MSG, PHOTO_MAX_BYTES } from '@amc/contracts';
import { z } from 'zod';
import type { TDb } from '../kernel/db-client';
import { AppError } from '../kernel/app-error';
import type { TFileStore } from '../kernel/file-store';
import { storeUpload, ZUploadedFile, type TUploadedFile } from '../kernel/uploads';

/** The photo types a record keeps, by their bytes (a phone's camera gives JPEG; browsers re-encode to WebP or JPEG). */
export const PHOTO_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/** A form sends a name once as one file and several times as an array; an empty file input sends a nameless nothing. */
const isNoFile = (file: TUploadedFile) => !file.filename && !file.data.length;

/** For route schemas: the `photos` field of a form, one file or several, as a list (empty when none was chosen). */
export const ZPhotoFiles = z
  .union([ZUploadedFile, z.array(ZUploadedFile)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((f) => !isNoFile(f)),
  );

/**
 * Stores the photos of one record (each checked by content and size, see storeUpload) and answers their URLs in
 * the order sent. `kept` is how many the record holds already: together at most `limit`, or 400 on `field`.
 */
export async function storePhotos(
  db: TDb,
  fileStore: TFileStore,
  field: string,
  photos: TUploadedFile[],
  options: { limit: number; kept?: number; uploadedById: number | null },
): Promise<string[]> {
  if ((options.kept ?? 0) + photos.length > options.limit)
    throw AppError.field(field, MSG.tooManyPhotos(options.limit));
  const urls: string[] = [];
  for (const file of photos) {
    const stored = await storeUpload(db, fileStore, field, file, {
      allowed: PHOTO_TYPES,
      maxBytes: PHOTO_MAX_BYTES,
      uploadedById: options.uploadedById,
    });
    urls.push(stored.url);
  }
  return urls;
}
