import { describe, expect, it } from 'vitest';
import { isMonth, monthWeeks, shiftMonth } from './dashboard-month';

describe('dashboard month arithmetic', () => {
  it('moves across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
  });

  it('lays a month out in weeks from Monday, with empty cells around it', () => {
    // 1 November 2026 is a Sunday; February 2027 starts on a Monday and fills four weeks exactly.
    const november = monthWeeks('2026-11');
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('accepts only a real YYYY-MM month', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
