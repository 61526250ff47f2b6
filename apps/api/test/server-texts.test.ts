import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localeProblems, type TLocaleTable } from '@amc/contracts';
import { readerLanguage, serverTexts } from '../src/lib/kernel/i18n/server-texts';

const I18N = join(import.meta.dirname, '..', 'src', 'lib', 'kernel', 'i18n');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

describe('server texts', () => {
  const english = read(join(I18N, 'locales', 'en.json')) as TLocaleTable;

  it('has every key in every language of the picker, translated, with its variables', () => {
    const problems = LANGUAGE_CODES.filter((code) => code !== 'en').flatMap((code) => {
      const file = join(I18N, 'locales', `${code}.json`);
      const allowed = join(I18N, 'same-as-english', `${code}.json`);
      return localeProblems(
        code,
        english,
        existsSync(file) ? (read(file) as TLocaleTable) : undefined,
        existsSync(allowed) ? (read(allowed) as string[]) : [],
      );
    });
    expect(problems).toEqual([]);
  });

  it("prints in the reader's language, else the business's, else English", () => {
    expect(readerLanguage('de', 'hi')).toBe('de');
    expect(readerLanguage(null, 'hi')).toBe('hi');
    expect(readerLanguage('xx', undefined)).toBe('en');
    expect(serverTexts('de')('document.invoice')).toBe('Rechnung');
    expect(serverTexts('ar')('visit.serviceNo', { number: 'SRV-00001' })).toContain('SRV-00001');
    expect(serverTexts('en')('document.number', { number: 'INV-7' })).toBe('No: \u2068INV-7\u2069');
  });
});
