import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';

describe('plural sentences', () => {
  it("choose each language's own form by the count", async () => {
    const i18n = initI18n();
    const interval = (count: number) => i18n.t('amc.interval.value', { count });
    await changeLanguage('en');
    expect([1, 2, 12].map(interval)).toEqual(['Every month', 'Every 2 months', 'Every 12 months']);
    await changeLanguage('ar');
    expect([1, 2, 5, 12].map(interval)).toEqual(['كل شهر', 'كل شهرين', 'كل 5 أشهر', 'كل 12 شهرًا']);
    await changeLanguage('en');
  });
});
