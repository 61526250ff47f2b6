import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MSG } from '../src';
import { companyShape } from '../src/user-fields';

const ZCodes = z.object({ tin_no: companyShape.tin_no, cst_no: companyShape.cst_no });
const issues = (input: object) =>
  (ZCodes.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('TIN and CST numbers (SPEC section 5: "TIN and CST each 11 digits")', () => {
  it('take exactly 11 digits, or nothing', () => {
    expect(ZCodes.parse({ tin_no: '12345678901', cst_no: ' 10987654321 ' })).toEqual({
      tin_no: '12345678901',
      cst_no: '10987654321',
    });
    expect(issues({})).toEqual([]);
    expect(issues({ tin_no: '', cst_no: '' })).toEqual([]);
  });

  it.each(['1234567890', '123456789012', '1234567890A', 'ABCDEFGHIJK', '12345 67890', '١٢٣٤٥٦٧٨٩٠١'])(
    'refuses %j with a sentence that names the field and the digits',
    (value) => {
      expect(issues({ tin_no: value, cst_no: value })).toEqual([
        ['tin_no', MSG.exactDigits('TIN no', 11)],
        ['cst_no', MSG.exactDigits('CST no', 11)],
      ]);
      expect(MSG.exactDigits('TIN no', 11)).toBe('TIN no should be exactly 11 digits.');
    },
  );
});
