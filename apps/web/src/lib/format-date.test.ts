import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows NA for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date', '2024-02-31']) {
      expect(formatDate(value, 'DD-MM-YYYY')).toBe('NA');
    }
  });

  it('shows calendar dates in the chosen format, whatever the time zone', () => {
    expect(formatDate('2024-03-09', 'DD-MM-YYYY')).toBe('09-03-2024');
    expect(formatDate('2024-03-09', 'MM/DD/YYYY', 'Pacific/Honolulu')).toBe('03/09/2024');
    expect(formatDate('09-03-2024', 'YYYY-MM-DD')).toBe('2024-03-09');
  });

  it('uses DD-MM-YYYY when no format is stored', () => {
    expect(formatDate('2024-12-31', '')).toBe('31-12-2024');
  });

  it("shows an instant as the day it is in the settings' time zone", () => {
    const lateUtc = '2024-03-09T22:30:00.000Z';
    expect(formatDate(lateUtc, 'DD.MM.YYYY', 'UTC')).toBe('09.03.2024');
    expect(formatDate(lateUtc, 'DD.MM.YYYY', 'Asia/Kolkata')).toBe('10.03.2024');
    expect(formatDate(lateUtc, 'DD.MM.YYYY', 'America/New_York')).toBe('09.03.2024');
  });
});
