import ENGLISH_LOCALE from './languages/en';
import type { TLocale } from './merge-locale';

export { ENGLISH_LOCALE };
export type { TLocale };

export const BUNDLED_LANGUAGE_CODES = ['en', 'hi', 'ar'] as const;
type TBundledLanguage = (typeof BUNDLED_LANGUAGE_CODES)[number];

/**
 * The shell's texts live in locales/<lang>.json; each business module keeps its own in
 * locales/<module>/<lang>.json, so a module's screens and their words change together and apart from the rest.
 * languages/<lang>.ts merges one language's files.
 *
 * English is bundled with the app: most users read it, and it is every other language's fallback. Hindi and
 * Arabic, each as large as English, are chunks of the build fetched only by those who choose them: the app still
 * needs nothing but its own server and the API.
 */
const LOADERS: Record<TBundledLanguage, () => Promise<TLocale>> = {
  en: () => Promise.resolve(ENGLISH_LOCALE),
  hi: () => import('./languages/hi').then((m) => m.default),
  ar: () => import('./languages/ar').then((m) => m.default),
};

function isBundledLanguage(code: string): code is TBundledLanguage {
  return (BUNDLED_LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The texts of a bundled language (downloaded once), or null for a language the app has no texts for. */
export function loadBundledLocale(lang: string): Promise<TLocale | null> {
  return isBundledLanguage(lang) ? LOADERS[lang]() : Promise.resolve(null);
}
