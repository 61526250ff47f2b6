import type { TLocale } from './merge-locale';

/** English texts of modules that load them with their own pages (see languages/en.ts), by module. */
const LAZY_ENGLISH: Record<string, () => Promise<TLocale>> = {
  demo: () => import('./locales/demo/en.json').then((m) => m.default as TLocale),
};

export type TLazyEnglishModule = keyof typeof LAZY_ENGLISH;

/** Every lazily loaded English module's texts, for a caller that needs English whole (the locale checks). */
export async function loadAllLazyEnglish(): Promise<TLocale[]> {
  return Promise.all(Object.values(LAZY_ENGLISH).map((load) => load()));
}

/** One module's English texts, downloaded once. */
export function loadLazyEnglish(module: string): Promise<TLocale> {
  const load = LAZY_ENGLISH[module];
  if (!load) return Promise.reject(new Error(`No English texts for module ${module}`));
  return load();
}
