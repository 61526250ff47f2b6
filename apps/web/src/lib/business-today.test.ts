import { afterEach, describe, expect, it } from 'vitest';
import { storeBranding } from './browser-storage';
import { businessToday } from './business-today';

afterEach(() => localStorage.clear());

describe("the business's today", () => {
  const noonUtc = new Date('2026-11-24T12:00:00Z');

  it("is the settings' time zone's day, whatever the browser's clock says", () => {
    storeBranding({ time_zone: 'Pacific/Kiritimati' });
    expect(businessToday(noonUtc)).toBe('2026-11-25');
    storeBranding({ time_zone: 'Pacific/Pago_Pago' });
    expect(businessToday(noonUtc)).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-24');
  });

  it("falls back to the browser's day without a usable zone", () => {
    storeBranding({ time_zone: 'Mars/Olympus' });
    expect(businessToday(noonUtc)).toMatch(/^2026-11-2[45]$/);
  });
});
