import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows the currency and 2 decimals', () => {
    expect(formatMoney('1499', 'INR')).toBe('₹1,499.00');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney('9999999999.99', 'EUR')).toBe('€9,999,999,999.99');
  });

  it('puts an unknown currency code in front as it is', () => {
    expect(formatMoney('7', 'XX1')).toBe('XX1 7.00');
  });

  it('shows NA for a missing amount', () => {
    expect(formatMoney(null, 'INR')).toBe('NA');
    expect(formatMoney('', 'INR')).toBe('NA');
    expect(formatMoney('abc', 'INR')).toBe('NA');
  });
});
