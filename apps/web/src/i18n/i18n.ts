import { LANGUAGES, isRtlLanguage, type TLanguageCode } from '@amc/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredLanguage, storeLanguage } from '../lib/browser-storage';
import { ENGLISH_LOCALE, loadBundledLocale } from './bundled-locales';

const NAMESPACES = ['common', 'menu', 'validation'] as const;

const FALLBACK_LANGUAGE = 'en';

export function isKnownLanguage(code: string | null | undefined): code is TLanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

/** <html dir lang> drives the browser's own mirroring (scrollbars, text); Mantine follows via the provider. */
export function applyDocumentLanguage(code: string, forceRtl = false): 'rtl' | 'ltr' {
  const dir = forceRtl || isRtlLanguage(code) ? 'rtl' : 'ltr';
  document.documentElement.setAttribute('dir', dir);
  document.documentElement.setAttribute('lang', code);
  return dir;
}

/**
 * Hands i18next the texts of a language it has not got yet (see bundled-locales.ts). Every
 * i18n.changeLanguage goes through it, so a new language is shown only once its texts have arrived.
 */
const bundledLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadBundledLocale(language).then(
      (locale) => callback(null, locale?.[namespace] ?? {}),
      (error: Error) => callback(error, false),
    );
  },
};

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const stored = getStoredLanguage();
  const lng = isKnownLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  void i18n
    .use(initReactI18next)
    .use(bundledLocaleBackend)
    .init({
      // English is in the bundle; every other language arrives through the backend above, once chosen.
      resources: { en: ENGLISH_LOCALE },
      partialBundledLanguages: true,
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // Keys are flat, and the "validation" namespace is keyed by English sentences that contain dots and colons.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(lng);
  return i18n;
}

/** Resolves once the current language's texts are in: at once for English, after a download for the others. */
export function currentLanguageLoaded(): Promise<void> {
  return i18n.loadLanguages(i18n.language);
}

export async function changeLanguage(code: string): Promise<void> {
  storeLanguage(code);
  await i18n.changeLanguage(code);
}

export { i18n };
