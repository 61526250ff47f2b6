import { describe, expect, it } from 'vitest';
import { renewedPrice, renewedTerm } from './amc-renewal';

describe('renewedPrice', () => {
  it('raises the price by the uplift, rounded half up to the paisa, without float drift', () => {
    expect(renewedPrice('12345.67', '7.5')).toBe('13271.60');
    // 10 x 1.0005 is 10.004999... in floats; counted exactly it is 10.005, which rounds up.
    expect(renewedPrice('10.00', '0.05')).toBe('10.01');
    expect(renewedPrice('0.05', '10')).toBe('0.06');
    expect(renewedPrice('9999999999.99', '100')).toBe('19999999999.98');
  });

  it('keeps the price for an empty or zero uplift, and a zero price stays zero', () => {
    expect(renewedPrice('1500.00', '')).toBe('1500.00');
    expect(renewedPrice('1500.00', '0')).toBe('1500.00');
    expect(renewedPrice('0.00', '25')).toBe('0.00');
  });

  it('has no price for an uplift the contract refuses', () => {
    for (const uplift of ['100.01', '-1', '7.555', 'abc', '1e2'])
      expect(renewedPrice('100.00', uplift)).toBeNull();
  });
});

describe('renewedTerm', () => {
  const term = (start_date: string, interval_months: number, service_count: number) => ({
    start_date,
    interval_months,
    service_count,
  });
  it("starts the day after the term's months and lasts as many, over month ends and leap days", () => {
    expect(renewedTerm(term('2026-01-01', 1, 12))).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(renewedTerm(term('2026-01-15', 3, 4))).toEqual({ start: '2027-01-15', end: '2028-01-14' });
    expect(renewedTerm(term('2027-02-28', 12, 1))).toEqual({ start: '2028-02-28', end: '2029-02-27' });
    expect(renewedTerm(term('2026-01-31', 1, 1))).toEqual({ start: '2026-02-28', end: '2026-03-27' });
  });
});
