import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_FIELD_RULES,
  requiredIssues,
  ZDashboardQuery,
  ZUpdateComplaintBody,
  ZUpdateTaskBody,
} from '../src';

describe('complaint and task forms', () => {
  it('tells a field left out (kept) from an emptied one (cleared), and normalises the charge', () => {
    expect(ZUpdateComplaintBody.parse({ id: '7', description: '', charge: '150', status: '' })).toEqual({
      id: 7,
      description: null,
      charge: '150.00',
      status: undefined,
      customer_id: undefined,
      product_id: undefined,
      date: undefined,
      type_id: undefined,
      assigned_to_id: undefined,
    });
    expect(ZUpdateComplaintBody.parse({ id: 1, charge: '007.5', assigned_to_id: 12 })).toMatchObject({
      charge: '7.50',
      assigned_to_id: 12,
    });
    expect(ZUpdateTaskBody.parse({ id: 1, due_date: null, client_id: '' })).toMatchObject({
      due_date: null,
      client_id: null,
    });
  });

  it('lists the missing fields a role must fill, in the form order', () => {
    expect(
      requiredIssues(COMPLAINT_FIELD_RULES, 'customer', { date: '2026-01-01' }).map((i) => i.message),
    ).toEqual(['Complaint type is required!', 'Description is required!']);
    expect(requiredIssues(COMPLAINT_FIELD_RULES, 'admin', { date: '2026-01-01' }).map((i) => i.path)).toEqual(
      ['customer_id', 'type_id', 'description', 'assigned_to_id', 'charge'],
    );
  });

  it('accepts a dashboard month as YYYY-MM only', () => {
    expect(ZDashboardQuery.parse({ month: '2030-03' })).toEqual({ month: '2030-03' });
    expect(ZDashboardQuery.parse({})).toEqual({ month: undefined });
    expect(ZDashboardQuery.safeParse({ month: '2030-3' }).success).toBe(false);
  });
});
