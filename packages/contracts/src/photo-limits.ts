/**
 * The limits of photos, in a module of its own without zod: the scanned label's light page
 * (apps/web/src/scan) imports it alone (`@amc/contracts/photo-limits`), since the package's index loads every
 * schema. The index re-exports it, so everything else imports these from `@amc/contracts` as usual.
 */
export const PHOTO_MAX_BYTES = 2_048_000;
/** The longest side a photo is resized to in the browser before it is sent. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most this many photos on one complaint (a fault reported by scan included). */
export const COMPLAINT_PHOTO_LIMIT = 5;
