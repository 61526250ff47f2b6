import ENGLISH_LOCALE from './languages/en';
import OTHER_LANGUAGES from 'virtual:amc-locales';
import type { TLocale } from './merge-locale';

export { ENGLISH_LOCALE };
export type { TLocale };

/**
 * The shell's texts live in locales/<lang>.json; each module keeps its own in locales/<module>/<lang>.json, so a
 * module's screens and their words change together and apart from the rest.
 *
 * English is bundled with the app: most users read it, and it is every other language's fallback
 * (languages/en.ts; the modules' English comes with the signed-in shell, languages/en-signed-in.ts). Every other
 * language is one module merged from its files at build time (apps/web/locale-bundles.ts), downloaded only by those
 * who choose it: the app still needs nothing but its own server and the API.
 */
const loaded = new Map<string, Promise<TLocale | null>>();

/** The texts of a language (downloaded once), or null for a code the app has no texts for. */
export function loadBundledLocale(lang: string): Promise<TLocale | null> {
  if (lang === 'en') return Promise.resolve(ENGLISH_LOCALE);
  const load = Object.hasOwn(OTHER_LANGUAGES, lang) ? OTHER_LANGUAGES[lang] : undefined;
  if (!load) return Promise.resolve(null);
  let texts = loaded.get(lang);
  if (!texts) {
    texts = load().then((module) => module.default);
    // A failed download is tried again the next time the language is asked for.
    texts.catch(() => loaded.delete(lang));
    loaded.set(lang, texts);
  }
  return texts;
}
