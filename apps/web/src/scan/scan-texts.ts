import { isRtlLanguage, LANGUAGE_CODES, type TLanguageCode } from '@amc/contracts/languages';
import english from './locales/en.json';

/** The light pages' texts, a section per page: the scanned label's (scan) and the rating link's (rate). */
type TTexts = typeof english;
export type TPageSection = keyof TTexts;
export type TScanTextKey = keyof TTexts['scan'];
export type TRateTextKey = keyof TTexts['rate'];

/** Each other language's texts as a file of its own, so a phone downloads only the one it reads. */
const LOADERS = import.meta.glob<Partial<TTexts>>(['./locales/*.json', '!./locales/en.json'], {
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

/** A text of a page's section with its {{variables}} filled in. */
export type TTranslate<S extends TPageSection = 'scan'> = (
  key: keyof TTexts[S],
  values?: Record<string, string | number>,
) => string;

/** A page's texts in the language, English for a key it lacks; the page's direction follows the language. */
export async function loadTexts<S extends TPageSection = 'scan'>(
  language: TLanguageCode,
  section: S = 'scan' as S,
): Promise<{ t: TTranslate<S>; rtl: boolean }> {
  const load = LOADERS[`./locales/${language}.json`];
  const texts = ((load ? ((await load().catch(() => null))?.[section] ?? {}) : {}) ?? {}) as Partial<
    Record<keyof TTexts[S], string>
  >;
  const fallback = english[section] as Record<keyof TTexts[S], string>;
  const t: TTranslate<S> = (key, values = {}) =>
    (texts[key] ?? fallback[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return { t, rtl: isRtlLanguage(language) };
}
