import type { TCreateEquipmentBody } from '@amc/contracts';

export type TEquipmentFields = Partial<TCreateEquipmentBody> & { id?: number };

/**
 * The body of POST /equipment/store and /equipment/update. Without photos it is the JSON of the fields; with
 * photos it is a multipart form: each field as text (an empty one, '', clears it as null does in JSON; a field
 * left out keeps its value), then each photo as a repeated `photos` file.
 */
export function toEquipmentRequestBody(
  fields: TEquipmentFields,
  photos: Blob[],
): FormData | TEquipmentFields {
  if (photos.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, value === null ? '' : String(value));
  }
  photos.forEach((photo, index) => form.append('photos', photo, `photo-${index + 1}.jpg`));
  return form;
}
