import { LANGUAGE_CODES, type TLanguageCode } from '@amc/contracts';
import { createInstance } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import ar from './locales/ar.json' with { type: 'json' };
import bn from './locales/bn.json' with { type: 'json' };
import cs from './locales/cs.json' with { type: 'json' };
import da from './locales/da.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import el from './locales/el.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fa from './locales/fa.json' with { type: 'json' };
import fi from './locales/fi.json' with { type: 'json' };
import fil from './locales/fil.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import gu from './locales/gu.json' with { type: 'json' };
import he from './locales/he.json' with { type: 'json' };
import hu from './locales/hu.json' with { type: 'json' };
import id from './locales/id.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import kn from './locales/kn.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import ml from './locales/ml.json' with { type: 'json' };
import mr from './locales/mr.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import nb from './locales/no.json' with { type: 'json' };
import pa from './locales/pa.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ro from './locales/ro.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import sw from './locales/sw.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };
import te from './locales/te.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import uk from './locales/uk.json' with { type: 'json' };
import ur from './locales/ur.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

/**
 * The texts the server writes for people to read (document and report labels, statuses, CSV column headers,
 * generated titles), in every language of the picker.
 * They are i18next resources like the web app's (flat keys, {{variables}}, plural suffixes), one file per
 * language in ./locales, all small enough to load at start. Each text is in the language of whoever reads it:
 * a document in its recipient's, an export in its caller's (TCaller.language), a stored text in the business's
 * system language; each falls back to the business's system language, then English.
 */
const RESOURCES = {
  en,
  hi,
  ar,
  bn,
  cs,
  da,
  de,
  el,
  es,
  fa,
  fi,
  fil,
  fr,
  gu,
  he,
  hu,
  id,
  it,
  ja,
  kn,
  ko,
  ml,
  mr,
  ms,
  nl,
  no: nb,
  pa,
  pl,
  pt,
  ro,
  ru,
  sv,
  sw,
  ta,
  te,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
} satisfies Record<TLanguageCode, { server: Record<string, string> }>;

const texts = createInstance();
void texts.init({
  resources: RESOURCES,
  fallbackLng: 'en',
  ns: ['server'],
  defaultNS: 'server',
  // Flat keys, as in the web app's locales.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const isServerLanguage = (code: string | null | undefined): code is TLanguageCode =>
  !!code && (LANGUAGE_CODES as readonly string[]).includes(code);

/** The language a reader gets: the first known of the choices (their own, the business's), else English. */
export function readerLanguage(...choices: (string | null | undefined)[]): TLanguageCode {
  return choices.find(isServerLanguage) ?? 'en';
}

type TEnglishKey = keyof (typeof en)['server'];
/** A plural text is asked for by its stem ("use.sale" with a count), as i18next picks the language's form. */
type TPluralStem<K> = K extends `${infer Stem}_other` ? Stem : never;
/** A key of the English texts, every language has the same; plural texts by their stem. */
export type TServerTextKey = Exclude<TEnglishKey, `${string}_${'one' | 'other'}`> | TPluralStem<TEnglishKey>;
/** The header of a CSV or report column. */
export type TColumnKey = Extract<TServerTextKey, `column.${string}`>;
export type TServerTexts = (key: TServerTextKey, variables?: Record<string, string | number>) => string;

/** First-strong isolate … pop directional isolate: a value keeps its own direction inside any sentence. */
const isolate = (value: string | number) => `\u2068${value}\u2069`;

/**
 * The texts of one language, as `t('document.total')` or `t('document.number', { number })`. Each variable is
 * isolated (Unicode FSI…PDI, as dir="auto" in a page): a date "24-11-2026" in an Arabic sentence would otherwise
 * print as 2026-11-24, and an Arabic name in an English one would carry the words after it along.
 * lib/documents/pdf-text.ts lays isolates out and draws nothing for them.
 */
export function serverTexts(language: TLanguageCode): TServerTexts {
  const t = texts.getFixedT(language, 'server');
  return (key, variables) =>
    t(
      key,
      Object.fromEntries(Object.entries(variables ?? {}).map(([name, value]) => [name, isolate(value)])),
    );
}

/**
 * The texts of one language with their values as they are, no isolates: for text that is stored and later shown
 * anywhere (a generated service title, which a search for "AMC-00010" must still find; the screens show it with
 * dir="auto"), and for plain sentences the screen or a mail client lays out itself (a mail's subject, an answer's
 * message).
 */
export function storedTexts(language: TLanguageCode): TServerTexts {
  const t = texts.getFixedT(language, 'server');
  return (key, variables) => t(key, variables ?? {});
}

/** "2 sales, 1 task and 3 complaints": a list in the language's own words and punctuation. */
export const listIn = (language: TLanguageCode, parts: string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
