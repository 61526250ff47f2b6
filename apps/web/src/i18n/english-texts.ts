import { i18n } from './i18n';
import type { TLocale } from './merge-locale';

/**
 * Adds a module's English texts that the app's bundle leaves out (i18n/languages/en.ts) to i18next, once the
 * module's pages ask for them: few sessions open them, so the sign-in page and the shell stay within their bundle
 * budget. Every other language carries them in its own chunk.
 */
export async function addEnglishTexts(load: () => Promise<{ default: unknown }>): Promise<true> {
  const texts = (await load()).default as TLocale;
  for (const [namespace, keys] of Object.entries(texts))
    i18n.addResourceBundle('en', namespace, keys, true, false);
  return true;
}

/** A lazily loaded page (or component) that arrives together with its modules' English texts. */
export function withEnglishTexts<T>(
  page: () => Promise<T>,
  ...texts: (() => Promise<{ default: unknown }>)[]
): Promise<T> {
  return Promise.all([page(), ...texts.map(addEnglishTexts)]).then(([module]) => module);
}
