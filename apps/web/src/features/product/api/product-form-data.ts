import type { TCreateProductBody } from '@amc/contracts';

/**
 * The multipart body of /product/store and /product/update. Every field travels, empty ones as "": the
 * update clears what the form cleared. The image goes only when a new file was chosen, so the stored one
 * stays otherwise.
 */
export function toProductFormData(values: TCreateProductBody, image: File | null, id?: number): FormData {
  const body = new FormData();
  if (id !== undefined) body.append('id', String(id));
  body.append('code', values.code);
  body.append('name', values.name);
  body.append('model_number', values.model_number);
  body.append('price', values.price);
  body.append('brand_id', values.brand_id === null ? '' : String(values.brand_id));
  body.append('category_id', values.category_id === null ? '' : String(values.category_id));
  body.append('unit_id', values.unit_id === null ? '' : String(values.unit_id));
  body.append('description', values.description ?? '');
  if (image) body.append('image', image);
  return body;
}
