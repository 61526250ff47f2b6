import type { TCreateComplaintBody } from '@amc/contracts';

/**
 * The body of POST /complaint/store and /complaint/update. Without photos it is the JSON of the fields; with
 * photos it is a multipart form: each field as text (an empty one, '', clears it as null does in JSON; a field
 * left out keeps its value), then each photo as a repeated `photos` file.
 */
export function toComplaintBody(
  fields: Partial<TCreateComplaintBody> & { id?: number },
  photos: Blob[],
): FormData | (Partial<TCreateComplaintBody> & { id?: number }) {
  if (photos.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value === null ? '' : String(value));
  }
  photos.forEach((photo, index) => form.append('photos', photo, `photo-${index + 1}.jpg`));
  return form;
}
