import { ZCreateAmcBody } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { toAmcFormData } from './amc-form-data';

const values = ZCreateAmcBody.parse({
  customer_id: '21',
  product_ids: ['41', '42'],
  equipment_ids: ['71', '72'],
  start_date: '2030-01-15',
  status: 'open',
  assigned_to_id: '31',
  detail: 'Quarterly service',
  interval_months: '3',
  service_count: '4',
  description: '',
  note: 'Gate code 1234',
  price: '12500.5',
  billing_cycle: 'quarterly',
  billing_tax_id: '3',
  payment_days: '30',
});

describe('toAmcFormData', () => {
  it('sends every field, products as one list the contract reads back, and no attachment unless chosen', () => {
    const body = toAmcFormData(values, null, 5);
    expect(Object.fromEntries(body.entries())).toEqual({
      id: '5',
      customer_id: '21',
      product_ids: '41,42',
      equipment_ids: '71,72',
      start_date: '2030-01-15',
      status: 'open',
      assigned_to_id: '31',
      detail: 'Quarterly service',
      interval_months: '3',
      service_count: '4',
      description: '',
      note: 'Gate code 1234',
      price: '12500.50',
      billing_cycle: 'quarterly',
      billing_tax_id: '3',
      payment_days: '30',
    });
    const parsed = ZCreateAmcBody.parse(Object.fromEntries(body.entries()));
    expect(parsed.product_ids).toEqual([41, 42]);
    expect(parsed.equipment_ids).toEqual([71, 72]);
    expect(parsed.price).toBe('12500.50');
  });

  it('leaves the price out when the values have none, so the server keeps the stored one', () => {
    expect(toAmcFormData({ ...values, price: undefined }, null, 5).has('price')).toBe(false);
  });

  it('leaves the billing plan out when the form had none, and sends no tax as empty', () => {
    const body = toAmcFormData(
      { ...values, billing_cycle: undefined, billing_tax_id: null, payment_days: undefined },
      null,
      5,
    );
    for (const field of ['billing_cycle', 'billing_tax_id', 'payment_days'])
      expect(body.has(field)).toBe(false);
    expect(toAmcFormData({ ...values, billing_tax_id: null }, null, 5).get('billing_tax_id')).toBe('');
  });

  it('sends an empty equipment field when none is picked, so an edit uncovers them all', () => {
    const body = toAmcFormData({ ...values, equipment_ids: undefined }, null, 5);
    expect(body.get('equipment_ids')).toBe('');
    expect(ZCreateAmcBody.parse(Object.fromEntries(body.entries())).equipment_ids).toEqual([]);
  });

  it('adds the chosen attachment', () => {
    const file = new File(['a,b'], 'list.csv', { type: 'text/csv' });
    expect(toAmcFormData(values, file).get('attachment')).toBeInstanceOf(File);
  });
});
