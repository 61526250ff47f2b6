import { describe, expect, it } from 'vitest';
import { billingPeriods, type TBillingPlan } from '../src/modules/amc/amc-billing-periods';

const plan = (over: Partial<TBillingPlan>): TBillingPlan => ({
  cycle: 'monthly',
  start: '2026-01-01',
  end: '2026-12-31',
  cancelledOn: null,
  price: '12000.00',
  ...over,
});
const sum = (periods: { amount: string }[]) =>
  periods.reduce((cents, p) => cents + Math.round(Number(p.amount) * 100), 0) / 100;

describe('billing periods (docs/PRODUCT.md "Billing that runs itself")', () => {
  it('bills nothing without a plan or an end', () => {
    expect(billingPeriods(plan({ cycle: 'none' }))).toEqual([]);
    expect(billingPeriods(plan({ end: null }))).toEqual([]);
  });

  it('bills a whole term upfront, once', () => {
    expect(billingPeriods(plan({ cycle: 'upfront', start: '2026-03-15', end: '2027-03-14' }))).toEqual([
      { start: '2026-03-15', end: '2027-03-14', amount: '12000.00' },
    ]);
  });

  it('splits a calendar year into 12 equal months, 4 quarters, 2 halves, 1 year', () => {
    const months = billingPeriods(plan({}));
    expect(months).toHaveLength(12);
    expect(months.every((p) => p.amount === '1000.00')).toBe(true);
    expect(months[1]).toEqual({ start: '2026-02-01', end: '2026-02-28', amount: '1000.00' });
    expect(billingPeriods(plan({ cycle: 'quarterly' })).map((p) => [p.start, p.end, p.amount])).toEqual([
      ['2026-01-01', '2026-03-31', '3000.00'],
      ['2026-04-01', '2026-06-30', '3000.00'],
      ['2026-07-01', '2026-09-30', '3000.00'],
      ['2026-10-01', '2026-12-31', '3000.00'],
    ]);
    expect(billingPeriods(plan({ cycle: 'half_yearly' })).map((p) => p.amount)).toEqual([
      '6000.00',
      '6000.00',
    ]);
    expect(billingPeriods(plan({ cycle: 'yearly' }))).toEqual([
      { start: '2026-01-01', end: '2026-12-31', amount: '12000.00' },
    ]);
  });

  it('gives a term starting mid-month the days it covers of its first and last months, in exact cents', () => {
    // 15 Jan 2026 to 14 Jan 2027: January is 17/31 of a month, next January 14/31; together one month.
    const periods = billingPeriods(plan({ start: '2026-01-15', end: '2027-01-14' }));
    expect(periods).toHaveLength(13);
    expect(periods[0]).toEqual({ start: '2026-01-15', end: '2026-01-31', amount: '548.39' });
    expect(periods[1]).toEqual({ start: '2026-02-01', end: '2026-02-28', amount: '1000.00' });
    // The last takes what is left: 12000 - 548.39 - 11 x 1000.
    expect(periods[12]).toEqual({ start: '2027-01-01', end: '2027-01-14', amount: '451.61' });
    expect(sum(periods)).toBe(12000);
  });

  it('rounds each instalment half up and lets the last one carry the remainder', () => {
    const periods = billingPeriods(plan({ price: '1000.00' }));
    expect(periods.slice(0, 11).every((p) => p.amount === '83.33')).toBe(true);
    expect(periods[11]!.amount).toBe('83.37');
    expect(sum(periods)).toBe(1000);
    const thirds = billingPeriods(plan({ cycle: 'quarterly', end: '2026-09-30', price: '100.00' }));
    expect(thirds.map((p) => p.amount)).toEqual(['33.33', '33.33', '33.34']);
    // 0.005 rounds up: 0.02 over 4 quarters is 0.005 each, and the running total stops at the price.
    const tiny = billingPeriods(plan({ cycle: 'quarterly', price: '0.02' }));
    expect(tiny.map((p) => p.amount)).toEqual(['0.01', '0.01', '0.00', '0.00']);
  });

  it('stops a cancelled term on its day, billing the days kept of that period', () => {
    const periods = billingPeriods(plan({ cancelledOn: '2026-04-10' }));
    expect(periods.map((p) => p.start)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    // 10 of April's 30 days of 1000.00.
    expect(periods[3]).toEqual({ start: '2026-04-01', end: '2026-04-10', amount: '333.33' });
    expect(billingPeriods(plan({ cancelledOn: '2026-03-31' }))).toHaveLength(3);
  });

  it('follows month ends and leap years', () => {
    const leap = billingPeriods(plan({ start: '2028-02-15', end: '2028-03-31', price: '2000.00' }));
    // February 2028 has 29 days: 15 of them weigh 15/29 of a month, March 1; 2000 x 15/44 = 681.818...
    expect(leap).toEqual([
      { start: '2028-02-15', end: '2028-02-29', amount: '681.82' },
      { start: '2028-03-01', end: '2028-03-31', amount: '1318.18' },
    ]);
  });
});
