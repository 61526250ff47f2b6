import { describe, expect, it } from 'vitest';
import {
  ZUpdateComplaintBody,
  ZIdBody,
  ZIdParam,
  ZIdsBody,
  ZRoleUpdateBody,
  ZRetryOutboxMailBody,
} from '../src';

describe('ids are positive whole numbers, never coerced', () => {
  it('takes numbers and strings of digits', () => {
    expect(ZIdBody.parse({ id: 7 })).toEqual({ id: 7 });
    expect(ZIdParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(ZIdsBody.parse({ ids: [1, '2', 2_147_483_647] })).toEqual({ ids: [1, 2, 2_147_483_647] });
  });

  it.each([
    true,
    false,
    null,
    ' 2 ',
    '2 ',
    '0x3',
    '1e2',
    '+4',
    '-1',
    '',
    '1.0',
    0,
    -3,
    1.5,
    2_147_483_648,
    [5],
    [[3]],
    { id: 1 },
  ])('refuses %j with a clear message', (id) => {
    const result = ZIdBody.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id', 'An id must be a positive whole number.'],
    ]);
  });

  it('refuses a missing id, and an id list that is not a list of ids', () => {
    expect(ZIdBody.safeParse({}).success).toBe(false);
    expect(ZIdsBody.safeParse({ ids: 5 }).error?.issues[0]?.message).toBe('ids must be a list of ids.');
    expect(ZIdsBody.safeParse({ ids: [1, true] }).error?.issues[0]?.path).toEqual(['ids', 1]);
    expect(ZIdsBody.safeParse({ ids: [[3]] }).success).toBe(false);
    expect(ZIdsBody.safeParse({ ids: ['0x3'] }).success).toBe(false);
  });

  it('holds for the other id fields too', () => {
    expect(ZRoleUpdateBody.safeParse({ role_id: true, permissions: [] }).success).toBe(false);
    expect(ZRetryOutboxMailBody.safeParse({ id: [1] }).success).toBe(false);
    expect(ZUpdateComplaintBody.safeParse({ id: 1, customer_id: '0x3' }).success).toBe(false);
    expect(ZUpdateComplaintBody.safeParse({ id: 1, customer_id: ' 2 ' }).success).toBe(false);
    expect(ZUpdateComplaintBody.safeParse({ id: 1, customer_id: '' }).success).toBe(true);
  });
});
