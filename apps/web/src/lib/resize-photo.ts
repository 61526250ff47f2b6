import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@amc/contracts';
import imageCompression from 'browser-image-compression';
// The library's own script, emitted with the build: its worker loads it from here, not from a CDN (the app is
// self-hosted, works offline, and its Content Security Policy allows scripts of its own origin only).
import compressionScript from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * A photo from the camera or the gallery made fit to send: its long side at most PHOTO_MAX_SIDE, re-encoded as
 * JPEG under PHOTO_MAX_BYTES (a phone's 12 MP shot of 4-6 MB becomes a few hundred kB). The quality is lowered
 * further if one pass is not enough; a photo that still does not fit is refused (null). Used by every photo field
 * (a visit's completion, a complaint).
 */
export async function resizePhoto(file: File): Promise<Blob | null> {
  // Kept a little under the limit: the library aims near maxSizeMB, not strictly under it.
  const maxSizeMB = (PHOTO_MAX_BYTES * 0.9) / (1024 * 1024);
  const resized = await imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: true,
    // The worker is a blob: script, whose address is no base for a relative one.
    libURL: new URL(compressionScript, window.location.href).href,
  });
  return resized.size <= PHOTO_MAX_BYTES ? resized : null;
}
