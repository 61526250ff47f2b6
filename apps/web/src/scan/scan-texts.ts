import { isRtlLanguage, LANGUAGE_CODES, type TLanguageCode } from '@amc/contracts/languages';
import english from './locales/en.json';

type TScanTexts = (typeof english)['scan'];
export type TScanTextKey = keyof TScanTexts;

/** Each other language's texts as a file of its own, so a phone downloads only the one it reads. */
const LOADERS = import.meta.glob<{ scan: TScanTexts }>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

/** Browser tags whose language the picker names otherwise: Norwegian Bokmål and Nynorsk, Tagalog. */
const ALIASES: Record<string, TLanguageCode> = { nb: 'no', nn: 'no', tl: 'fil' };

const languageOf = (tag: string): TLanguageCode | undefined => {
  const primary = tag.toLowerCase().split('-')[0]!;
  return ALIASES[primary] ?? LANGUAGE_CODES.find((code) => code === primary);
};

/**
 * The page's language: the phone's first one among the picker's (whoever scans is a stranger to the business, so
 * their own language comes first), else the business's.
 */
export function pickLanguage(wanted: readonly string[], business: TLanguageCode): TLanguageCode {
  for (const tag of wanted) {
    const code = languageOf(tag);
    if (code) return code;
  }
  return business;
}

/** A text with its {{variables}} filled in. */
export type TTranslate = (key: TScanTextKey, values?: Record<string, string | number>) => string;

/** The language's texts, English for a key it lacks; the page's direction follows the language. */
export async function loadTexts(language: TLanguageCode): Promise<{ t: TTranslate; rtl: boolean }> {
  const load = LOADERS[`./locales/${language}.json`];
  const texts: Partial<TScanTexts> = load ? ((await load().catch(() => null))?.scan ?? {}) : {};
  const t: TTranslate = (key, values = {}) =>
    (texts[key] ?? english.scan[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  return { t, rtl: isRtlLanguage(language) };
}
