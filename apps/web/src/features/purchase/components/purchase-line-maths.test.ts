import { describe, expect, it } from 'vitest';
import { centsToDecimal, lineAmountCents, rateToCents, totalCents } from './purchase-line-maths';

describe('purchase line maths', () => {
  it('reads rates as cents and refuses what the contract refuses', () => {
    expect(rateToCents('33.33')).toBe(3333n);
    expect(rateToCents('007.5')).toBe(750n);
    expect(rateToCents('12')).toBe(1200n);
    expect(rateToCents('0')).toBeNull();
    expect(rateToCents('-1')).toBeNull();
    expect(rateToCents('1.234')).toBeNull();
    expect(rateToCents('abc')).toBeNull();
  });

  it('multiplies and adds exactly, without float drift', () => {
    expect(centsToDecimal(lineAmountCents({ quantity: '3', rate: '33.33' })!)).toBe('99.99');
    expect(centsToDecimal(lineAmountCents({ quantity: '3', rate: '0.1' })!)).toBe('0.30');
    expect(
      centsToDecimal(
        totalCents([
          { quantity: '1', rate: '0.1' },
          { quantity: '1', rate: '0.2' },
        ]),
      ),
    ).toBe('0.30');
    expect(centsToDecimal(lineAmountCents({ quantity: '1000000', rate: '9999999999.99' })!)).toBe(
      '9999999999990000.00',
    );
  });

  it('leaves out lines whose quantity or rate is not valid yet', () => {
    expect(lineAmountCents({ quantity: '0', rate: '5' })).toBeNull();
    expect(lineAmountCents({ quantity: '2', rate: '' })).toBeNull();
    expect(
      totalCents([
        { quantity: '2', rate: '5' },
        { quantity: '', rate: '5' },
      ]),
    ).toBe(1000n);
  });

  it('writes cents with two decimals', () => {
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(123456n)).toBe('1234.56');
  });
});
