import ar from './locales/ar.json';
import en from './locales/en.json';
import hi from './locales/hi.json';

/** A locale is namespaces (common, menu, validation) of flat keys. */
export type TLocale = Record<string, Record<string, string>>;

export const BUNDLED_LANGUAGE_CODES = ['en', 'hi', 'ar'] as const;
type TBundledLanguage = (typeof BUNDLED_LANGUAGE_CODES)[number];

/**
 * The shell's texts live in locales/<lang>.json; each business module keeps its own in
 * locales/<module>/<lang>.json, so a module's screens and their words change together and apart from the rest.
 * Both are bundled statically: the app must work without fetching anything but the API.
 */
const MODULE_LOCALES = import.meta.glob<TLocale>('./locales/*/*.json', { eager: true, import: 'default' });

function mergeLocale(base: TLocale, lang: TBundledLanguage): TLocale {
  const merged: TLocale = Object.fromEntries(Object.entries(base).map(([ns, keys]) => [ns, { ...keys }]));
  for (const [path, locale] of Object.entries(MODULE_LOCALES)) {
    if (!path.endsWith(`/${lang}.json`)) continue;
    for (const [ns, keys] of Object.entries(locale)) merged[ns] = { ...merged[ns], ...keys };
  }
  return merged;
}

export const BUNDLED_LOCALES: Record<TBundledLanguage, TLocale> = {
  en: mergeLocale(en, 'en'),
  hi: mergeLocale(hi, 'hi'),
  ar: mergeLocale(ar, 'ar'),
};

/** Each module file per language, for the test that keeps the three languages complete. */
export const MODULE_LOCALE_FILES = MODULE_LOCALES;
