import { describe, expect, it } from 'vitest';
import { ZDiscountPercent, ZDocumentLineBody } from '@amc/contracts';
import { computeDocumentTotals } from '../src/lib/rules/document-totals';

const fixed = (sums: ReturnType<typeof computeDocumentTotals>) => ({
  lines: sums.lines.map((l) => ({
    amount: l.amount.toFixed(2),
    discount: l.discount.toFixed(2),
    tax: l.tax.toFixed(2),
    total: l.total.toFixed(2),
  })),
  gross: sums.grossTotal.toFixed(2),
  discount: sums.discountTotal.toFixed(2),
  tax: sums.taxTotal.toFixed(2),
  total: sums.total.toFixed(2),
});

describe('document totals (quotations and sales)', () => {
  it('prices 3 x 33.33 with 18% tax and 10% discount exactly to the cent, discount before tax', () => {
    // 99.99 - 10% (9.999 -> 10.00) = 89.99; 18% of 89.99 = 16.1982 -> 16.20; 89.99 + 16.20 = 106.19.
    expect(
      fixed(
        computeDocumentTotals([{ quantity: 3, price: '33.33', taxPercent: '18', discountPercent: '10' }]),
      ),
    ).toEqual({
      lines: [{ amount: '99.99', discount: '10.00', tax: '16.20', total: '106.19' }],
      gross: '99.99',
      discount: '10.00',
      tax: '16.20',
      total: '106.19',
    });
  });

  it('rounds half up and sums the rounded line figures, so printed lines add up to the totals', () => {
    const sums = computeDocumentTotals([
      { quantity: 1, price: '0.05', taxPercent: '10', discountPercent: '0' }, // tax 0.005 -> 0.01
      { quantity: 7, price: '0.10', taxPercent: '0', discountPercent: '50' }, // 0.70, discount 0.35
      { quantity: 2, price: '10.00', taxPercent: '5', discountPercent: '12.5' }, // 20.00 - 2.50 = 17.50, tax 0.875 -> 0.88
    ]);
    expect(fixed(sums)).toEqual({
      lines: [
        { amount: '0.05', discount: '0.00', tax: '0.01', total: '0.06' },
        { amount: '0.70', discount: '0.35', tax: '0.00', total: '0.35' },
        { amount: '20.00', discount: '2.50', tax: '0.88', total: '18.38' },
      ],
      gross: '20.75',
      discount: '2.85',
      tax: '0.89',
      total: '18.79',
    });
  });

  it("takes a sale's whole-bill discount after the line's own, before tax", () => {
    // 100.00 - 10% = 90.00; then 5% of 90.00 = 4.50 -> 85.50; 18% tax = 15.39; total 100.89.
    const sums = computeDocumentTotals(
      [{ quantity: 1, price: '100', taxPercent: '18', discountPercent: '10' }],
      '5',
    );
    expect(fixed(sums).lines[0]).toEqual({
      amount: '100.00',
      discount: '14.50',
      tax: '15.39',
      total: '100.89',
    });
  });

  it('refuses a line or a total that would not fit DECIMAL(12,2)', () => {
    expect(() =>
      computeDocumentTotals([
        { quantity: 1_000_000, price: '99999.99', taxPercent: '0', discountPercent: '0' },
      ]),
    ).toThrow('Amount must not be more than 9999999999.99');
    expect(() =>
      computeDocumentTotals([
        { quantity: 1, price: '9999999999.99', taxPercent: '18', discountPercent: '0' },
      ]),
    ).toThrow('Amount must not be more than 9999999999.99');
  });

  it('reads the discount percentage with SPEC messages', () => {
    const parse = (value: unknown) => ZDiscountPercent.safeParse(value);
    expect(parse(undefined).data).toBe('0.00');
    expect(parse('').data).toBe('0.00');
    expect(parse(0).data).toBe('0.00');
    expect(parse('12.5').data).toBe('12.50');
    expect(parse(100).data).toBe('100.00');
    expect(parse('0.5').error?.issues[0]?.message).toBe('Percentage must be 1 or above');
    expect(parse('-3').error?.issues[0]?.message).toBe('Percentage must be 1 or above');
    expect(parse('100.01').error?.issues[0]?.message).toBe('Percentage must be between 0 and 100');
    expect(parse('5.555').error?.issues[0]?.message).toBe(
      'Percentage must be a number with at most 2 decimals',
    );
    expect(parse('ten').error?.issues[0]?.message).toBe(
      'Percentage must be a number with at most 2 decimals',
    );
    const line = ZDocumentLineBody.parse({ product_id: '4', quantity: '2', price: 5, tax_id: '' });
    expect(line).toEqual({ product_id: 4, quantity: 2, price: '5.00', tax_id: null, discount: '0.00' });
  });
});
