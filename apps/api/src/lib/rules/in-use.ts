import type { TLanguageCode } from '@amc/contracts';
import { AppError } from '../kernel/app-error';
import type { TCaller } from '../kernel/caller';
import type { TDb } from '../kernel/db-client';
import {
  listIn,
  readerLanguage,
  storedTexts,
  type TServerTextKey,
  type TServerTexts,
} from '../kernel/i18n/server-texts';

/** The kinds of rows that can keep a record from being deleted: one plural server text each (`use.<kind>`). */
type TUseKind = TServerTextKey extends infer K ? (K extends `use.${infer Kind}` ? Kind : never) : never;

/** What still points at a record, by kind: { quotation: 2, stockMovement: 1 }. */
export type TUseCounts = Partial<Record<TUseKind, number>>;

export const isInUse = (counts: TUseCounts) => Object.values(counts).some((n) => n > 0);

/** "2 quotations and 1 stock movement", in the language: the part of the refusal that says why. */
function describeUse(counts: TUseCounts, t: TServerTexts, language: TLanguageCode): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => t(`use.${kind as TUseKind}`, { count: n }));
  return listIn(language, parts);
}

/**
 * The language the caller reads this answer in: its screen's or account's (TCaller.language), else the
 * business's. A refusal that counts records is worded here, as no fixed sentence of the contracts can carry
 * "2 sales and 1 complaint" into 41 languages.
 */
async function answerLanguage(db: TDb, caller: TCaller): Promise<TLanguageCode> {
  if (caller.language) return caller.language;
  const settings = await db.setting.findUnique({ where: { id: 1 }, select: { systemLanguage: true } });
  return readerLanguage(settings?.systemLanguage);
}

/** The texts of the caller's answer, and the list of what keeps a record, in its language. */
type TInUseTexts = { t: TServerTexts; uses: (counts: TUseCounts) => string };

export async function inUseTexts(db: TDb, caller: TCaller): Promise<TInUseTexts> {
  const language = await answerLanguage(db, caller);
  const t = storedTexts(language);
  return { t, uses: (counts: TUseCounts) => describeUse(counts, t, language) };
}

/** A delete refused (409) because other records still point at the record, worded in the caller's language. */
export async function inUseConflict(
  db: TDb,
  caller: TCaller,
  sentence: (texts: TInUseTexts) => string,
): Promise<AppError> {
  return new AppError('CONFLICT', sentence(await inUseTexts(db, caller)));
}
