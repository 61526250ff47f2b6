import { describe, expect, it } from 'vitest';
import { customRangeProblem, periodLabel, presetRange } from './charts-range';

describe('charts range', () => {
  it('ends each preset today and starts it on the first of a month, this year on 1 January', () => {
    expect(presetRange('3m', '2026-11-24')).toEqual({ from: '2026-09-01', to: '2026-11-24' });
    expect(presetRange('6m', '2026-03-10')).toEqual({ from: '2025-10-01', to: '2026-03-10' });
    expect(presetRange('12m', '2026-11-24')).toEqual({ from: '2025-12-01', to: '2026-11-24' });
    expect(presetRange('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(presetRange('year', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-02' });
  });

  it('checks a custom range with the server rules', () => {
    expect(customRangeProblem('2026-01-01', '2026-03-01')).toBeNull();
    expect(customRangeProblem('', '2026-03-01')).toMatch(/valid date/);
    expect(customRangeProblem('2026-03-01', '2026-03-01')).toMatch(/later than/);
    expect(customRangeProblem('2021-01-01', '2026-01-01')).toMatch(/5 years/);
    expect(customRangeProblem('2021-01-01', '2025-12-31')).toBeNull();
  });

  it('names months and weeks in the interface language', () => {
    expect(periodLabel('2026-03', 'month', 'en')).toBe('Mar 2026');
    expect(periodLabel('2026-03-09', 'week', 'en')).toBe('Mar 9');
    expect(periodLabel('2026-03', 'month', 'de')).toBe('März 2026');
  });
});
