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

/** An English file of the shell or a module (locales/en.json, locales/<module>/en.json). */
const ENGLISH_FILE = /[\\/]i18n[\\/]locales[\\/](?:[^\\/]+[\\/])?en\.json$/;

/**
 * The "validation" namespace is keyed by the English sentence, so in English most of its entries say their key
 * again; translateMessage answers a sentence the namespace lacks with the sentence itself. This leaves those
 * entries out of the English files as they are bundled (some 3 kB gzipped of what every page downloads first),
 * keeping the ones whose text differs from their key and the {{n}} templates. The files themselves keep every
 * entry: they are what the translations are checked against.
 */
export function englishWithoutEchoes(): Plugin {
  return {
    name: 'amc-english-without-echoes',
    enforce: 'pre',
    transform(code, id) {
      if (!ENGLISH_FILE.test(id.split('?')[0]!)) return null;
      const locale = JSON.parse(code) as TLocale;
      if (!locale.validation) return null;
      locale.validation = Object.fromEntries(
        Object.entries(locale.validation).filter(([key, text]) => key !== text || key.includes('{{')),
      );
      return { code: JSON.stringify(locale), map: null };
    },
  };
}
