import { MSG } from '@amc/contracts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundledLocale, type TLocale } from './bundled-locales';

const [en = {}, hi = {}, ar = {}] = await Promise.all(
  ['en', 'hi', 'ar'].map(async (lang) => (await loadBundledLocale(lang)) ?? {}),
);
const LOCALES: Record<string, TLocale> = { en, hi, ar };
/** Each module's file per language, as they are in the source tree. */
const MODULE_LOCALE_FILES = import.meta.glob<TLocale>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A namespace's keys as a language must have them: a plural key ("amc.interval.value_one") stands for its base
 * key with the suffixes of that language's plural categories (English one/other, Arabic zero to other), so the
 * languages are compared by base keys, and each plural key must have every category its language uses.
 */
function keysOf(language: string, table: Record<string, string> | undefined): string[] {
  const keys = Object.keys(table ?? {});
  const plural = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const base of plural)
    for (const category of categories)
      expect(keys, `${language}: ${base}_${category}`).toContain(`${base}_${category}`);
  return [...new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
}

describe('locales', () => {
  it("has the same keys in English, Hindi and Arabic (plural keys in each language's categories)", () => {
    for (const ns of Object.keys(en)) {
      const keys = keysOf('en', en[ns]);
      expect(keysOf('hi', hi[ns]), `hi ${ns}`).toEqual(keys);
      expect(keysOf('ar', ar[ns]), `ar ${ns}`).toEqual(keys);
    }
  });

  it('gives every module locale folder the same keys in English, Hindi and Arabic', () => {
    const folders = new Set(
      Object.keys(MODULE_LOCALE_FILES).map((path) => path.replace(/\/[^/]+\.json$/, '')),
    );
    for (const folder of folders) {
      const english = MODULE_LOCALE_FILES[`${folder}/en.json`];
      expect(english, `${folder}/en.json`).toBeDefined();
      for (const lang of ['hi', 'ar']) {
        const other = MODULE_LOCALE_FILES[`${folder}/${lang}.json`];
        expect(other, `${folder}/${lang}.json`).toBeDefined();
        for (const ns of Object.keys(english ?? {})) {
          expect(keysOf(lang, other?.[ns]), `${folder} ${lang} ${ns}`).toEqual(keysOf('en', english?.[ns]));
        }
      }
    }
  });

  it('translates every fixed message of the contracts', () => {
    const sentences = Object.values(MSG).filter(
      (m): m is Extract<(typeof MSG)[keyof typeof MSG], string> => typeof m === 'string',
    );
    for (const sentence of sentences) {
      for (const lang of ['hi', 'ar']) {
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
      return !LOCALES.en?.[ns]?.[key] && !LOCALES.en?.[ns]?.[`${key}_other`];
    });
    expect(missing).toEqual([]);
  });
});
