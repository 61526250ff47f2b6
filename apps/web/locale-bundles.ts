import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { mergeLocale, type TLocale } from './src/i18n/merge-locale';

const LIST = 'virtual:amc-locales';
const ONE = 'virtual:amc-locale/';
const LOCALES = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));

/** A language's files: the shell's locales/<lang>.json and each module's locales/<module>/<lang>.json. */
function languageFiles(lang: string): string[] {
  const modules = readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(LOCALES, entry.name, `${lang}.json`));
  return [join(LOCALES, `${lang}.json`), ...modules].filter((file) => existsSync(file));
}

/**
 * Every language but English as one module of its own, merged at build time from its files:
 * `virtual:amc-locales` is a map from language code to `() => import('virtual:amc-locale/<code>')`, so the app
 * carries forty short loaders, and choosing a language downloads one file (a chunk named locale-<code>,
 * vite.config.ts). English stays in the bundle (src/i18n/languages/en.ts). Used by the build and by vitest.
 */
export function localeBundles(): Plugin {
  return {
    name: 'amc-locale-bundles',
    resolveId: (id) => (id === LIST || id.startsWith(ONE) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${LIST}`) {
        const languages = readdirSync(LOCALES)
          .filter((name) => name.endsWith('.json') && name !== 'en.json')
          .map((name) => name.slice(0, -'.json'.length));
        const loaders = languages.map(
          (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${ONE}${lang}`)})`,
        );
        return `export default {${loaders.join(',\n')}};`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const files = languageFiles(id.slice(ONE.length + 1));
        for (const file of files) this.addWatchFile(file);
        const texts = Object.fromEntries(
          files.map((file) => [relative(LOCALES, file), JSON.parse(readFileSync(file, 'utf8')) as TLocale]),
        );
        return `export default ${JSON.stringify(mergeLocale(texts))};`;
      }
      return null;
    },
  };
}
