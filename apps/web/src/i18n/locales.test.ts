import { MSG } from '@amc/contracts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LOCALES, MODULE_LOCALE_FILES, type TLocale } from './bundled-locales';

const LOCALES: Record<string, TLocale> = BUNDLED_LOCALES;
const { en, hi, ar } = BUNDLED_LOCALES;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it('has the same keys in English, Hindi and Arabic', () => {
    for (const ns of Object.keys(en)) {
      const keys = Object.keys(en[ns] ?? {}).sort();
      expect(Object.keys(hi[ns] ?? {}).sort(), `hi ${ns}`).toEqual(keys);
      expect(Object.keys(ar[ns] ?? {}).sort(), `ar ${ns}`).toEqual(keys);
    }
  });

  it('gives every module locale folder the same keys in English, Hindi and Arabic', () => {
    const folders = new Set(Object.keys(MODULE_LOCALE_FILES).map((path) => path.replace(/\/[^/]+\.json$/, '')));
    for (const folder of folders) {
      const english = MODULE_LOCALE_FILES[`${folder}/en.json`];
      expect(english, `${folder}/en.json`).toBeDefined();
      for (const lang of ['hi', 'ar']) {
        const other = MODULE_LOCALE_FILES[`${folder}/${lang}.json`];
        expect(other, `${folder}/${lang}.json`).toBeDefined();
        for (const ns of Object.keys(english ?? {})) {
          expect(Object.keys(other?.[ns] ?? {}).sort(), `${folder} ${lang} ${ns}`).toEqual(
            Object.keys(english?.[ns] ?? {}).sort(),
          );
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
      return !LOCALES.en?.[ns]?.[key];
    });
    expect(missing).toEqual([]);
  });
});
