import type { TLanguageCode, TTemplateEvent } from '@amc/contracts';
import en from '../../db/email-template-texts/en.json' with { type: 'json' };
import hi from '../../db/email-template-texts/hi.json' with { type: 'json' };
import ar from '../../db/email-template-texts/ar.json' with { type: 'json' };
import bn from '../../db/email-template-texts/bn.json' with { type: 'json' };
import cs from '../../db/email-template-texts/cs.json' with { type: 'json' };
import da from '../../db/email-template-texts/da.json' with { type: 'json' };
import de from '../../db/email-template-texts/de.json' with { type: 'json' };
import el from '../../db/email-template-texts/el.json' with { type: 'json' };
import es from '../../db/email-template-texts/es.json' with { type: 'json' };
import fa from '../../db/email-template-texts/fa.json' with { type: 'json' };
import fi from '../../db/email-template-texts/fi.json' with { type: 'json' };
import fil from '../../db/email-template-texts/fil.json' with { type: 'json' };
import fr from '../../db/email-template-texts/fr.json' with { type: 'json' };
import gu from '../../db/email-template-texts/gu.json' with { type: 'json' };
import he from '../../db/email-template-texts/he.json' with { type: 'json' };
import hu from '../../db/email-template-texts/hu.json' with { type: 'json' };
import id from '../../db/email-template-texts/id.json' with { type: 'json' };
import it from '../../db/email-template-texts/it.json' with { type: 'json' };
import ja from '../../db/email-template-texts/ja.json' with { type: 'json' };
import kn from '../../db/email-template-texts/kn.json' with { type: 'json' };
import ko from '../../db/email-template-texts/ko.json' with { type: 'json' };
import ml from '../../db/email-template-texts/ml.json' with { type: 'json' };
import mr from '../../db/email-template-texts/mr.json' with { type: 'json' };
import ms from '../../db/email-template-texts/ms.json' with { type: 'json' };
import nl from '../../db/email-template-texts/nl.json' with { type: 'json' };
import nb from '../../db/email-template-texts/no.json' with { type: 'json' };
import pa from '../../db/email-template-texts/pa.json' with { type: 'json' };
import pl from '../../db/email-template-texts/pl.json' with { type: 'json' };
import pt from '../../db/email-template-texts/pt.json' with { type: 'json' };
import ro from '../../db/email-template-texts/ro.json' with { type: 'json' };
import ru from '../../db/email-template-texts/ru.json' with { type: 'json' };
import sv from '../../db/email-template-texts/sv.json' with { type: 'json' };
import sw from '../../db/email-template-texts/sw.json' with { type: 'json' };
import ta from '../../db/email-template-texts/ta.json' with { type: 'json' };
import te from '../../db/email-template-texts/te.json' with { type: 'json' };
import th from '../../db/email-template-texts/th.json' with { type: 'json' };
import tr from '../../db/email-template-texts/tr.json' with { type: 'json' };
import uk from '../../db/email-template-texts/uk.json' with { type: 'json' };
import ur from '../../db/email-template-texts/ur.json' with { type: 'json' };
import vi from '../../db/email-template-texts/vi.json' with { type: 'json' };
import zh from '../../db/email-template-texts/zh.json' with { type: 'json' };

/** A template's words in one language: the name the list shows, the subject and the HTML body. */
export type TTemplateText = { name: string; subject: string; body: string };
type TTemplateTexts = Record<TTemplateEvent, TTemplateText>;

/**
 * The shipped texts of every template, one file per language (db/email-template-texts/<language>.json, data
 * the translators keep; lib/ may read that folder, nothing else of db/), imported whole so the bundle carries
 * them: small, read at start. A language the admin never edited sends these. Every language of the picker
 * has its file (test/email-template-texts.test.ts checks each against English).
 */
const DEFAULT_TEXTS = {
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
} satisfies Record<TLanguageCode, TTemplateTexts>;

/** The shipped subject and body of an event in a language. */
export function defaultTemplateText(event: TTemplateEvent, language: TLanguageCode): TTemplateText {
  return DEFAULT_TEXTS[language][event];
}
