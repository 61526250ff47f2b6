import { describe, expect, it } from 'vitest';
import { MSG, ZAmount, ZPrice, parseMoney } from '../src';
import { ZCharge } from '../src/work-fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('money', () => {
  const rules = { notNumber: 'not a number', format: 'format', belowMinimum: 'below', tooLarge: 'large' };

  it('normalises an amount to 2 decimals and judges the sign before the decimals', () => {
    expect(parseMoney('007.5', { minimum: 'positive', messages: rules })).toEqual({ amount: '7.50' });
    expect(parseMoney('9999999999.99', { minimum: 'positive', messages: rules })).toEqual({
      amount: '9999999999.99',
    });
    expect(parseMoney('-0', { minimum: 'zero', messages: rules })).toEqual({ amount: '0.00' });
    expect(parseMoney('-0', { minimum: 'positive', messages: rules })).toEqual({ message: 'below' });
    expect(parseMoney('-0.001', { minimum: 'positive', messages: rules })).toEqual({ message: 'below' });
    expect(parseMoney('0.001', { minimum: 'positive', messages: rules })).toEqual({ message: 'format' });
    expect(parseMoney('1e3', { minimum: 'zero', messages: rules })).toEqual({ message: 'not a number' });
    expect(parseMoney('abc', { minimum: 'zero', messages: rules })).toEqual({ message: 'not a number' });
    expect(parseMoney('00012345678901', { minimum: 'zero', messages: rules })).toEqual({ message: 'large' });
  });

  it.each([
    ['', MSG.required('Price'), MSG.required('Amount'), '0.00'],
    ['0', MSG.priceGreaterThanZero, MSG.amountGreaterThanZero, '0.00'],
    ['-5', MSG.priceGreaterThanZero, MSG.amountGreaterThanZero, MSG.chargeNotNegative],
    ['abc', MSG.priceNotNumber, MSG.amountNotNumber, MSG.chargeNotNumber],
    ['10.999', MSG.priceFormat, MSG.amountFormat, MSG.chargeFormat],
    ['12345678901', MSG.priceTooLarge, MSG.amountTooLarge, MSG.chargeTooLarge],
    ['150', '150.00', '150.00', '150.00'],
  ])(
    'reads %j as a price, an amount and a charge, each with its own words',
    (value, price, amount, charge) => {
      const read = (schema: typeof ZPrice) => {
        const result = schema.safeParse(value);
        return result.success ? result.data : messageOf(result);
      };
      expect(read(ZPrice)).toBe(price);
      expect(read(ZAmount)).toBe(amount);
      const result = ZCharge.safeParse(value);
      expect(result.success ? result.data : messageOf(result)).toBe(charge);
    },
  );
});
