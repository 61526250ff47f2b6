import type { z } from 'zod';
import { IMPORT_LIST_SEPARATOR, MSG, isCalendarDate, type TImportProblem } from '@amc/contracts';
import { AppError } from '../kernel/app-error';
import { readBusinessCalendar } from '../kernel/calendar-date';
import type { TCaller } from '../kernel/caller';
import type { TDb, TPrisma } from '../kernel/db-client';
import type { TColumnKey } from '../kernel/i18n/server-texts';

/**
 * What an importer (issue 26, section 1) is made of. The import module reads the file, maps its columns and runs
 * the passes; each module that owns a kind of record (users, products, equipment, contracts) says how a row of it
 * is read, matched on its natural key and written, in its own `<module>-import.ts`.
 */

/** A cell's value after its field's check: text, a number, a list (products of a contract), or null (empty). */
export type TImportValue = string | number | string[] | null;
export type TImportValues = Record<string, TImportValue>;

export type TImportFieldSpec = {
  key: string;
  /** Its header in every language (server texts): exports are headed with these, and files matched by them. */
  header: TColumnKey;
  /** A new record needs it: the mapping must give it a column and its cell may not be empty. */
  required?: boolean;
  /** The cell's text to its stored value; a sentence of MSG for a value that cannot be taken. */
  parse: (text: string, context: TParseContext) => TImportValue | CellRefusal;
};

/** What reading a cell may need: the business's date format, for dates as its exports write them. */
export type TParseContext = { dateFormat: string };

/** The business's date format, for dates as its exports write them (settings). */
export async function readParseContext(db: TDb): Promise<TParseContext> {
  return { dateFormat: (await readBusinessCalendar(db)).dateFormat };
}

/** A natural key as the database compares it: its collation ignores case. */
export const foldKey = (value: unknown) => String(value ?? '').toLocaleLowerCase('en');

export class CellRefusal {
  constructor(readonly message: string) {}
}

export type TImportRow = { row: number; values: TImportValues };

/** What became of a row: written (or, in a check, what would be), or refused with its reasons. */
export type TRowOutcome = 'created' | 'updated' | 'unchanged' | TImportProblem[];

export type TImportOptions = {
  /** A check (dry run): every row is read, matched and judged; nothing is written. */
  dryRun: boolean;
  welcomeMail: boolean;
  /** The address mails link to. */
  origin: string;
};

export type TImporter = {
  fields: readonly TImportFieldSpec[];
  /**
   * A batch of rows whose cells passed their checks, with distinct natural keys: matched against what is stored,
   * and (unless a check) written, each row all or nothing. Answers one outcome per row, in order.
   */
  apply: (
    prisma: TPrisma,
    caller: TCaller,
    rows: TImportRow[],
    options: TImportOptions,
  ) => Promise<TRowOutcome[]>;
};

// ---------------------------------------------------------------------------------------------------------------
// Cell readers the importers share
// ---------------------------------------------------------------------------------------------------------------

/** A field checked by one of the forms' own zod rules (a mobile of 10 digits ...): the same words as the form. */
export function byRule(schema: z.ZodType): TImportFieldSpec['parse'] {
  return (text) => {
    const parsed = schema.safeParse(text);
    if (parsed.success) return (parsed.data ?? null) as TImportValue;
    return new CellRefusal(parsed.error.issues[0]?.message ?? MSG.valueInvalid);
  };
}

export const textOf =
  (max: number): TImportFieldSpec['parse'] =>
  (text) =>
    text.length > max ? new CellRefusal(MSG.maxChars(max)) : text;

/** A decimal of at most two places, as money is kept. */
export const moneyOf =
  (max = 9_999_999_999.99): TImportFieldSpec['parse'] =>
  (text) => {
    const normalized = text.replace(/[\s,]/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return new CellRefusal(MSG.numberExpected);
    const value = Number(normalized);
    return value > max ? new CellRefusal(MSG.numberAtMost(max)) : Number(value.toFixed(2));
  };

export const wholeOf =
  (min: number, max: number): TImportFieldSpec['parse'] =>
  (text) => {
    if (!/^-?\d+$/.test(text)) return new CellRefusal(MSG.wholeNumber);
    const value = Number(text);
    if (value < min) return new CellRefusal(MSG.numberAtLeast(min));
    return value > max ? new CellRefusal(MSG.numberAtMost(max)) : value;
  };

/** One of a fixed set, case and spaces forgiven ("Half yearly" is half_yearly). */
export const oneOf =
  (values: readonly string[]): TImportFieldSpec['parse'] =>
  (text) => {
    const folded = text
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return values.includes(folded) ? folded : new CellRefusal(MSG.importChooseOneOf(values.join(', ')));
  };

/** Several values in one cell, separated by ; or | (a contract's product codes, its equipment serials). */
export const listOf =
  (maxEach: number): TImportFieldSpec['parse'] =>
  (text) => {
    const items = [...new Set(text.split(IMPORT_LIST_SEPARATOR).filter(Boolean))];
    return items.some((item) => item.length > maxEach) ? new CellRefusal(MSG.maxChars(maxEach)) : items;
  };

const DATE_PARTS = { dd: 'd', mm: 'm', yyyy: 'y' } as const;

/**
 * A calendar date as 2026-12-31, or as the business's exports write it (its date format, such as DD/MM/YYYY):
 * the file a list exported goes back in as it came out. Excel's own dates arrive as 2026-12-31 (import-file.ts).
 */
export const dateOf = (): TImportFieldSpec['parse'] => (text, context) => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  let parts: { y: string; m: string; d: string } | null = iso ? { y: iso[1]!, m: iso[2]!, d: iso[3]! } : null;
  if (!parts) {
    const order = context.dateFormat.toLowerCase().match(/yyyy|mm|dd/g) ?? [];
    const numbers = text.match(/^(\d{1,4})\D(\d{1,2})\D(\d{1,4})$/);
    if (numbers && order.length === 3) {
      const found: Record<string, string> = {};
      order.forEach(
        (part, index) => (found[DATE_PARTS[part as keyof typeof DATE_PARTS]] = numbers[index + 1]!),
      );
      parts = { y: found.y!, m: found.m!, d: found.d! };
    }
  }
  if (!parts || parts.y.length !== 4) return new CellRefusal(MSG.importDate);
  const date = `${parts.y}-${parts.m.padStart(2, '0')}-${parts.d.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : new CellRefusal(MSG.importDate);
};

/** Two stored values the same for an import: null and '' alike, numbers by value, lists in any order. */
export function sameValue(stored: unknown, imported: TImportValue): boolean {
  if (Array.isArray(imported)) {
    const list = Array.isArray(stored) ? (stored as string[]) : [];
    return list.length === imported.length && [...list].sort().join('\n') === [...imported].sort().join('\n');
  }
  const a = stored === null || stored === undefined ? '' : stored;
  const b = imported === null ? '' : imported;
  if (typeof b === 'number' || typeof a === 'number') return Number(a) === Number(b) && String(a) !== '';
  return String(a) === String(b);
}

/** The mapped fields of a row that differ from what is stored (`stored` keyed by field key). */
export function changedFields(stored: Record<string, unknown>, values: TImportValues): string[] {
  return Object.keys(values).filter((key) => !sameValue(stored[key], values[key]!));
}

/**
 * Writes a batch in one transaction; when it fails (a key another user took meanwhile, a value the database
 * refuses), each row is tried again in a transaction of its own, so one bad row refuses itself only and nothing is
 * half-saved. `refusal` turns a row's error into its reasons; an error it does not know is thrown on.
 */
async function writeAllOrEach<T>(
  prisma: TPrisma,
  items: readonly T[],
  write: (tx: TDb, items: readonly T[]) => Promise<void>,
  refusal: (error: unknown) => TImportProblem[] | null,
): Promise<(TImportProblem[] | null)[]> {
  if (!items.length) return [];
  try {
    await prisma.$transaction((tx) => write(tx, items), { timeout: 60_000 });
    return items.map(() => null);
  } catch (error) {
    if (items.length === 1) {
      // A service's own refusal (a stock that would go below zero) is already in the user's words.
      const reasons = error instanceof AppError ? [{ column: null, message: error.message }] : refusal(error);
      if (!reasons) throw error;
      return [reasons];
    }
  }
  const outcomes: (TImportProblem[] | null)[] = [];
  for (const item of items) outcomes.push(...(await writeAllOrEach(prisma, [item], write, refusal)));
  return outcomes;
}

/**
 * The tail of every importer's batch: in a check nothing is written; in the import the rows judged to be created or
 * updated are written (writeAllOrEach), and a row the database refused gets its reasons as its outcome.
 */
export async function writePlanned<T>(
  prisma: TPrisma,
  outcomes: TRowOutcome[],
  planned: readonly { index: number; plan: T }[],
  options: TImportOptions,
  write: (tx: TDb, plans: readonly T[]) => Promise<void>,
  refusal: (error: unknown) => TImportProblem[] | null,
): Promise<TRowOutcome[]> {
  if (options.dryRun || !planned.length) return outcomes;
  const written = await writeAllOrEach(
    prisma,
    planned.map((p) => p.plan),
    write,
    refusal,
  );
  written.forEach((reasons, at) => {
    if (reasons) outcomes[planned[at]!.index] = reasons;
  });
  return outcomes;
}
