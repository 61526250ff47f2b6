import { LANGUAGE_CODES, localeProblems, MSG } from '@amc/contracts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundledLocale, type TLocale } from './bundled-locales';
import { mergeLocale } from './merge-locale';

const LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en');
const LOCALES: Record<string, TLocale> = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (lang) => [lang, (await loadBundledLocale(lang)) ?? {}] as const),
  ),
);
// English whole, as in the source tree: the bundle leaves out the texts its pages load themselves and the
// "validation" entries that only repeat their key (languages/en.ts), and read through the build those are gone.
const englishFiles = [join(__dirname, 'locales', 'en.json')].concat(
  readdirSync(join(__dirname, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(__dirname, 'locales', entry.name, 'en.json')),
);
const en = mergeLocale(
  Object.fromEntries(englishFiles.map((file) => [file, JSON.parse(readFileSync(file, 'utf8')) as TLocale])),
);
/** Each module's file per language, as they are in the source tree. */
const MODULE_LOCALE_FILES = import.meta.glob<TLocale>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
/** Per language, the keys whose text is genuinely the English word ("Status" in German). */
const SAME_AS_ENGLISH = import.meta.glob<string[]>('./same-as-english/*.json', {
  eager: true,
  import: 'default',
});
const sameAsEnglish = (lang: string) => SAME_AS_ENGLISH[`./same-as-english/${lang}.json`] ?? [];

/** The app's source files; not the scanned label's page (src/scan), whose texts are its own (scan-texts.test.ts). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join(__dirname, '..', 'scan')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('has every key in every language of the picker, translated, with its variables and plural forms', () => {
    const problems = LANGUAGES.flatMap((lang) =>
      localeProblems(lang, en, LOCALES[lang], sameAsEnglish(lang)),
    );
    expect(problems).toEqual([]);
  });

  it('gives every module locale folder a file in every language', () => {
    const folders = new Set(
      Object.keys(MODULE_LOCALE_FILES).map((path) => path.replace(/\/[^/]+\.json$/, '')),
    );
    const missing = [...folders].flatMap((folder) =>
      LANGUAGE_CODES.filter((lang) => !MODULE_LOCALE_FILES[`${folder}/${lang}.json`]).map(
        (lang) => `${folder}/${lang}.json`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('translates every fixed message of the contracts', () => {
    const sentences = Object.values(MSG).filter(
      (m): m is Extract<(typeof MSG)[keyof typeof MSG], string> => typeof m === 'string',
    );
    for (const sentence of sentences) {
      for (const lang of LANGUAGES) {
        const translated = LOCALES[lang]?.validation?.[sentence];
        expect(translated, `${lang}: ${sentence}`).toBeTruthy();
        expect(translated).not.toBe(sentence);
      }
    }
  });

  it('has an English text for every literal key the code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([^']+)'(?:, \{ ns: '(\w+)')?/g)) {
        used.add(`${match[2] ?? 'common'}:${match[1]}`);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((entry) => {
      const [ns = '', key = ''] = entry.split(/:(.*)/s);
      // A plural key is used by its base name and stored by its categories ("…_one", "…_other").
      return !en[ns]?.[key] && !en[ns]?.[`${key}_other`];
    });
    expect(missing).toEqual([]);
  });
});
