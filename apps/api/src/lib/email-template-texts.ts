import { LANGUAGE_CODES, type TLanguageCode, type TTemplateEvent } from '@amc/contracts';
import en from '../db/email-template-texts/en.json' with { type: 'json' };
import de from '../db/email-template-texts/de.json' with { type: 'json' };
import es from '../db/email-template-texts/es.json' with { type: 'json' };
import fr from '../db/email-template-texts/fr.json' with { type: 'json' };
import he from '../db/email-template-texts/he.json' with { type: 'json' };
import hu from '../db/email-template-texts/hu.json' with { type: 'json' };
import id from '../db/email-template-texts/id.json' with { type: 'json' };
import pl from '../db/email-template-texts/pl.json' with { type: 'json' };
import pt from '../db/email-template-texts/pt.json' with { type: 'json' };

/** A template's words in one language: the name the list shows, the subject and the HTML body. */
export type TTemplateText = { name: string; subject: string; body: string };
type TTemplateTexts = Record<TTemplateEvent, TTemplateText>;

/**
 * The shipped texts of every template, one file per language (db/email-template-texts/<language>.json, data
 * the translators keep; lib/ may read that folder, nothing else of db/), imported whole so the bundle carries
 * them: small, read at start. A language the admin never edited sends these.
 */
const DEFAULT_TEXTS = {
  en,
  de,
  es,
  fr,
  he,
  hu,
  id,
  pl,
  pt,
} satisfies Partial<Record<TLanguageCode, TTemplateTexts>>;

/** The languages that ship their own default texts; any other falls back to English. */
export const DEFAULT_TEXT_LANGUAGES = LANGUAGE_CODES.filter((code) => code in DEFAULT_TEXTS);

/** The shipped subject and body of an event in a language (English where that language ships none). */
export function defaultTemplateText(event: TTemplateEvent, language: TLanguageCode): TTemplateText {
  const texts: Partial<Record<TLanguageCode, TTemplateTexts>> = DEFAULT_TEXTS;
  return (texts[language] ?? en)[event];
}
