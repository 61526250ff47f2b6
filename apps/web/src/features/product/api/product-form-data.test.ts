import { ZCreateProductBody } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { toProductFormData } from './product-form-data';

const entries = (body: FormData) =>
  Object.fromEntries(
    [...body.entries()].map(([key, value]) => [key, value instanceof File ? value.name : value]),
  );

describe('toProductFormData', () => {
  const values = ZCreateProductBody.parse({
    code: ' AC-1 ',
    name: 'Split AC',
    model_number: 'MX-18',
    price: '38990.50',
    brand_id: '4',
    category_id: null,
    unit_id: '',
    description: '',
  });

  it('sends every field, empty ones as "" so an update clears them', () => {
    expect(entries(toProductFormData(values, null))).toEqual({
      code: 'AC-1',
      name: 'Split AC',
      model_number: 'MX-18',
      price: '38990.50',
      brand_id: '4',
      category_id: '',
      unit_id: '',
      description: '',
    });
  });

  it('adds the id of an update and a newly chosen image', () => {
    const image = new File(['png'], 'ac.png', { type: 'image/png' });
    const sent = entries(toProductFormData(values, image, 12));
    expect(sent.id).toBe('12');
    expect(sent.image).toBe('ac.png');
  });

  it('leaves the image out when none was chosen, so the stored one stays', () => {
    expect(toProductFormData(values, null, 12).has('image')).toBe(false);
  });
});
