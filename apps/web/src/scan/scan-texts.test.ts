import { LANGUAGE_CODES, localeProblems } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { loadTexts, pickLanguage } from './scan-texts';

const FILES = import.meta.glob<{ scan: Record<string, string> }>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const english = FILES['./locales/en.json']!;

describe("the scanned label's page texts", () => {
  it('are in every language of the picker, translated, with their variables', () => {
    const problems = LANGUAGE_CODES.filter((code) => code !== 'en').flatMap((code) =>
      localeProblems(code, english, FILES[`./locales/${code}.json`]),
    );
    expect(problems).toEqual([]);
  });

  it("speak the phone's first language the picker has, else the business's", () => {
    expect(pickLanguage(['pt-BR', 'en-US'], 'hi')).toBe('pt');
    expect(pickLanguage(['xx', 'nb-NO'], 'hi')).toBe('no');
    expect(pickLanguage(['tlh', 'yy-ZZ'], 'ta')).toBe('ta');
    expect(pickLanguage([], 'ar')).toBe('ar');
  });

  it('fill in variables, and turn right to left with the language', async () => {
    const arabic = await loadTexts('ar');
    expect(arabic.rtl).toBe(true);
    expect(arabic.t('sentTitle', { number: 'CMP-0042' })).toContain('CMP-0042');
    const german = await loadTexts('de');
    expect(german.rtl).toBe(false);
    expect(german.t('call', { phone: '020 2567 8900' })).toContain('020 2567 8900');
    expect(german.t('send')).not.toBe(english.scan.send);
  });
});
