import { ZCreateAmcBody } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { toAmcFormData } from './amc-form-data';

const values = ZCreateAmcBody.parse({
  customer_id: '21',
  product_ids: ['41', '42'],
  start_date: '2030-01-15',
  status: 'open',
  assigned_to_id: '31',
  detail: 'Quarterly service',
  interval_months: '3',
  service_count: '4',
  description: '',
  note: 'Gate code 1234',
});

describe('toAmcFormData', () => {
  it('sends every field, products as one list the contract reads back, and no attachment unless chosen', () => {
    const body = toAmcFormData(values, null, 5);
    expect(Object.fromEntries(body.entries())).toEqual({
      id: '5',
      customer_id: '21',
      product_ids: '41,42',
      start_date: '2030-01-15',
      status: 'open',
      assigned_to_id: '31',
      detail: 'Quarterly service',
      interval_months: '3',
      service_count: '4',
      description: '',
      note: 'Gate code 1234',
    });
    expect(ZCreateAmcBody.parse(Object.fromEntries(body.entries())).product_ids).toEqual([41, 42]);
  });

  it('adds the chosen attachment', () => {
    const file = new File(['a,b'], 'list.csv', { type: 'text/csv' });
    expect(toAmcFormData(values, file).get('attachment')).toBeInstanceOf(File);
  });
});
