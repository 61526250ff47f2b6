import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@amc/contracts/photo-limits';

/**
 * A phone's photo made fit to send: its long side at most PHOTO_MAX_SIDE, as JPEG under PHOTO_MAX_BYTES, the
 * quality lowered step by step until it fits; null when it cannot be read or never fits. The app does this with
 * browser-image-compression (lib/resize-photo.ts), 55 kB of script: on this page, held to 60 kB in all, the
 * browser's own decoder and canvas do it in a few lines.
 */
export async function shrinkPhoto(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
    if (blob && blob.size <= PHOTO_MAX_BYTES) return blob;
  }
  return null;
}
