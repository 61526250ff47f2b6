import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  documentFigures,
  lineAmountCents,
  lineFigures,
  percentToHundredths,
  priceToCents,
} from './line-maths';

const money = (cents: bigint | undefined) => (cents === undefined ? undefined : centsToDecimal(cents));

describe('document line maths', () => {
  it('reads prices as cents and refuses what the contract refuses', () => {
    expect(priceToCents('33.33')).toBe(3333n);
    expect(priceToCents('007.5')).toBe(750n);
    expect(priceToCents('12')).toBe(1200n);
    expect(priceToCents('0')).toBeNull();
    expect(priceToCents('-1')).toBeNull();
    expect(priceToCents('1.234')).toBeNull();
    expect(priceToCents('abc')).toBeNull();
  });

  it('multiplies exactly, without float drift', () => {
    expect(money(lineAmountCents({ quantity: '3', price: '33.33' })!)).toBe('99.99');
    expect(money(lineAmountCents({ quantity: '3', price: '0.1' })!)).toBe('0.30');
    expect(money(lineAmountCents({ quantity: '1000000', price: '9999999999.99' })!)).toBe(
      '9999999999990000.00',
    );
    expect(lineAmountCents({ quantity: '0', price: '5' })).toBeNull();
    expect(lineAmountCents({ quantity: '2', price: '' })).toBeNull();
  });

  it('reads percentages in hundredths', () => {
    expect(percentToHundredths('18.00')).toBe(1800n);
    expect(percentToHundredths('12.5')).toBe(1250n);
    expect(percentToHundredths('')).toBe(0n);
    expect(percentToHundredths('100')).toBe(10_000n);
    expect(percentToHundredths('100.01')).toBeNull();
    expect(percentToHundredths('1.234')).toBeNull();
    expect(percentToHundredths('-5')).toBeNull();
  });

  it('takes the discount off before charging the tax, each rounded half-up to the cent', () => {
    // 2 x 1,000.00 = 2,000.00; 10% off = 200.00; 18% tax on 1,800.00 = 324.00.
    const line = lineFigures({ quantity: '2', price: '1000', discount: '10', taxPercent: '18.00' })!;
    expect([line.amount, line.discount, line.tax, line.total].map(money)).toEqual([
      '2000.00',
      '200.00',
      '324.00',
      '2124.00',
    ]);
    // 1 x 0.10 at 5% off: 0.005 rounds up to 0.01; 18% of 0.09 = 0.0162 -> 0.02.
    const small = lineFigures({ quantity: '1', price: '0.10', discount: '5', taxPercent: '18' })!;
    expect([small.discount, small.tax, small.total].map(money)).toEqual(['0.01', '0.02', '0.11']);
  });

  it("takes a sale's whole-bill discount off what the line's own discount left", () => {
    // 100.00 - 10% = 90.00; the bill's 5% of 90.00 = 4.50; 12% tax on 85.50 = 10.26.
    const line = lineFigures({ quantity: '1', price: '100', discount: '10', taxPercent: '12' }, '5')!;
    expect([line.discount, line.tax, line.total].map(money)).toEqual(['14.50', '10.26', '95.76']);
  });

  it('leaves out a line that is not valid yet and adds up the others', () => {
    expect(lineFigures({ quantity: '1', price: '5', discount: '101', taxPercent: null })).toBeNull();
    expect(lineFigures({ quantity: '1', price: '5', discount: '', taxPercent: null })).toBeNull();
    const sums = documentFigures([
      lineFigures({ quantity: '3', price: '33.33', discount: '', taxPercent: '0' }),
      null,
      lineFigures({ quantity: '1', price: '100', discount: '10', taxPercent: '18' }),
    ]);
    expect([sums.gross, sums.discount, sums.tax, sums.total].map(money)).toEqual([
      '199.99',
      '10.00',
      '16.20',
      '206.19',
    ]);
  });

  it('writes cents with two decimals', () => {
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(123456n)).toBe('1234.56');
  });
});
