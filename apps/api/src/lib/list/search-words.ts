import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';

/**
 * The word index of the texts people describe things in (docs/SEARCH.md "Words"): a complaint's description, a
 * task's name and description, a contract's detail and description, a service's title, label and remark. Each
 * distinct word of a row is one row of `search_words (kind, word, row_id)`, written in the transaction of every
 * write of the source row, so a search reads "the newest rows with this word" as a backward range of the primary
 * key and stops after a few hundred entries, however common the word. InnoDB FULLTEXT builds a word's whole match
 * set first (seconds for a common word at 1M rows), which is why it is not used.
 */

/** A table's number in `search_words.kind` (never renumber: stored rows carry it). */
export const SEARCH_WORD_KINDS = { complaint: 1, task: 2, amc: 3, service: 4 } as const;
export type TSearchWordKind = keyof typeof SEARCH_WORD_KINDS;

/** The source table of each kind and the columns whose words are indexed: the texts its list shows. */
export const SEARCH_WORD_SOURCES: Record<TSearchWordKind, { table: string; columns: readonly string[] }> = {
  complaint: { table: 'complaints', columns: ['description'] },
  task: { table: 'tasks', columns: ['name', 'description'] },
  amc: { table: 'amcs', columns: ['detail', 'description'] },
  service: { table: 'services', columns: ['title', 'label', 'remark'] },
};

/** The stored length of a word; a longer word is stored (and searched) as its first 32 characters. */
export const SEARCH_WORD_LENGTH = 32;
/** Shorter words are neither stored nor searched: too common to narrow anything, and "ac" or "2" are noise. */
export const SEARCH_WORD_MIN = 3;
/** How many distinct stored words the last typed word expands to when it is taken as a prefix ("lea"). */
export const SEARCH_PREFIX_WORDS = 5;
/** A word's frequency is counted up to this many rows, to drive a several-word search from its rarest word. */
const RAREST_COUNT_CAP = 10_000;

/**
 * Words in nearly every text, which would cost index rows and never narrow a search. "not" stays: "not cooling"
 * and "cooling" are different complaints.
 */
const STOP_WORDS = new Set(
  (
    'the and for with from this that these those are was were has have had been but its into our you your all ' +
    'any can will since after before then than there here what when where who which why how also very just ' +
    'only per via'
  ).split(' '),
);

/**
 * The normalised words of a text, each once: lower case, Latin accents folded ("Café" → "cafe"), split at
 * anything that is not a letter, a digit or a combining mark (which Devanagari and Arabic words are made of),
 * words of fewer than 3 characters and stop words left out, numbers kept.
 */
export function searchWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const folded = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase();
    for (const word of folded.split(/[^\p{L}\p{N}\p{M}]+/u)) {
      if ([...word].length < SEARCH_WORD_MIN || STOP_WORDS.has(word)) continue;
      words.add([...word].slice(0, SEARCH_WORD_LENGTH).join(''));
    }
  }
  return [...words];
}

/** What a typed term searches: every word but the last exactly, the last as a prefix (it may be half typed). */
export type TTypedWords = { exact: string[]; prefix: string | undefined };

export function typedWords(term: string): TTypedWords {
  const words = searchWords(term);
  // The last word of the term, as typed, is the prefix; if it was dropped (too short, a stop word) every word
  // kept is exact. searchWords keeps the order of first appearance, so the last kept word is the last typed.
  const lastTyped = searchWords(
    term
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .filter(Boolean)
      .at(-1),
  );
  const prefix = lastTyped.length && words.at(-1) === lastTyped[0] ? words.pop() : undefined;
  return { exact: words, prefix };
}

/** The rows of one kind's source table, each with its words. */
async function readSourceWords(db: TDb, kind: TSearchWordKind, rows: Prisma.Sql) {
  const { table, columns } = SEARCH_WORD_SOURCES[kind];
  const read = await db.$queryRaw<Record<string, string | number | null>[]>(
    Prisma.sql`SELECT id, ${Prisma.raw(columns.map((c) => `\`${c}\``).join(', '))} FROM ${Prisma.raw(`\`${table}\``)} WHERE ${rows}`,
  );
  return read.map((row) => ({
    id: Number(row.id),
    words: searchWords(...columns.map((c) => row[c] as string | null)),
  }));
}

/** Inserts word rows, a few thousand per statement. */
async function insertWords(db: TDb, kind: TSearchWordKind, rows: { id: number; words: string[] }[]) {
  const values = rows.flatMap((row) =>
    row.words.map((word) => Prisma.sql`(${SEARCH_WORD_KINDS[kind]}, ${word}, ${row.id})`),
  );
  for (let at = 0; at < values.length; at += 2000) {
    // IGNORE: the unicode_ci key may take two normalised words as one (it folds more than searchWords does).
    await db.$executeRaw`INSERT IGNORE INTO search_words (kind, word, row_id) VALUES ${Prisma.join(values.slice(at, at + 2000))}`;
  }
}

/** The words of rows just inserted (nothing to remove first). */
export async function addSearchWords(db: TDb, kind: TSearchWordKind, ids: readonly number[]) {
  if (!ids.length) return;
  await insertWords(db, kind, await readSourceWords(db, kind, Prisma.sql`id IN (${Prisma.join(ids)})`));
}

/** Removes the words of the given rows (kind, row_id index). */
async function removeSearchWords(db: TDb, kind: TSearchWordKind, ids: readonly number[]) {
  if (!ids.length) return;
  await db.$executeRaw`DELETE FROM search_words WHERE kind = ${SEARCH_WORD_KINDS[kind]} AND row_id IN (${Prisma.join(ids)})`;
}

/**
 * Runs `write` and makes the words of the rows in `rows` follow it: the rows before it lose their words, the rows
 * after it get theirs from their new text. `rows` is a condition on the source table naming the same rows before
 * and after the write (ids, or a column the write does not change such as amc_id); like keepDayTotals.
 */
export async function keepSearchWords<T>(
  db: TDb,
  kind: TSearchWordKind,
  rows: Prisma.Sql,
  write: () => Promise<T>,
): Promise<T> {
  const { table } = SEARCH_WORD_SOURCES[kind];
  const before = await db.$queryRaw<{ id: number }[]>(
    Prisma.sql`SELECT id FROM ${Prisma.raw(`\`${table}\``)} WHERE ${rows}`,
  );
  const result = await write();
  await removeSearchWords(
    db,
    kind,
    before.map((r) => Number(r.id)),
  );
  await insertWords(db, kind, await readSourceWords(db, kind, rows));
  return result;
}

/**
 * Writes the whole word table of a kind again from its source rows, in batches of ids: for rows written before
 * the table existed (src/db/search-words-cli.ts) and for the test that the kept table equals the recomputed one.
 */
export async function rebuildSearchWords(db: TDb, kind: TSearchWordKind, batch = 5000) {
  await db.$executeRaw`DELETE FROM search_words WHERE kind = ${SEARCH_WORD_KINDS[kind]}`;
  for (let after = 0; ;) {
    const rows = await readSourceWords(db, kind, Prisma.sql`id > ${after} ORDER BY id LIMIT ${batch}`);
    if (!rows.length) return;
    await insertWords(db, kind, rows);
    after = rows.at(-1)!.id;
  }
}

/**
 * A search of one kind's rows by the typed words: every word but the last exactly, the last also as a prefix.
 * Two ways to the same answer, for the list to pick (lib/list/list-query scanBranch):
 * - `scan`: the matching ids newest first below `before`, driven by the word index. The last word expands to at
 *   most SEARCH_PREFIX_WORDS stored words (an index dive each, in word order, so a whole typed word comes first);
 *   each expansion is searched on its own and the answers merged. The rarest word drives: its rows are read
 *   newest first along the primary key (backwards, no sort), each probing the other words by the primary key
 *   (eq_ref); STRAIGHT_JOIN keeps that order.
 * - `probe`: which of the given ids have the words, one primary-key dive per id and word: for a scope smaller
 *   than the word's rows (an employee's 2,000 complaints against 60,000 with "leakage").
 * - `driverRows`: how many index rows the scan may walk (the drivers' frequencies, each counted up to
 *   RAREST_COUNT_CAP), counted when first asked.
 * Undefined when the term has no word to search by (all too short or stop words).
 */
export type TWordSearch = {
  scan: (before: number | undefined, take: number) => Promise<number[]>;
  probe: (ids: readonly number[]) => Promise<number[]>;
  driverRows: () => Promise<number>;
};

export async function wordSearch(
  db: TDb,
  kind: TSearchWordKind,
  typed: TTypedWords,
): Promise<TWordSearch | undefined> {
  const code = SEARCH_WORD_KINDS[kind];
  const expansions = typed.prefix === undefined ? [undefined] : await expandPrefix(db, code, typed.prefix);
  if (!expansions.length || (!typed.exact.length && expansions[0] === undefined)) return undefined;
  const counts = new Map<string, number>();
  const frequency = async (word: string) => {
    if (!counts.has(word)) {
      const [row] = await db.$queryRaw<{ n: bigint }[]>`
        SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_words WHERE kind = ${code} AND word = ${word}
        LIMIT ${RAREST_COUNT_CAP}) t`;
      counts.set(word, Number(row?.n ?? 0));
    }
    return counts.get(word)!;
  };
  const plans: string[][] = [];
  for (const expansion of expansions) {
    const words = [...new Set([...typed.exact, ...(expansion === undefined ? [] : [expansion])])];
    if (words.length > 1) {
      const frequencies = new Map<string, number>();
      for (const word of words) frequencies.set(word, await frequency(word));
      // A word no row has: this expansion finds nothing.
      if ([...frequencies.values()].some((n) => n === 0)) continue;
      words.sort((a, b) => frequencies.get(a)! - frequencies.get(b)!);
    }
    plans.push(words);
  }
  const merged = async (sql: (words: string[]) => Prisma.Sql, take: number) => {
    const found = new Set<number>();
    for (const words of plans) {
      for (const row of await db.$queryRaw<{ row_id: number }[]>(sql(words))) found.add(Number(row.row_id));
    }
    return [...found].sort((a, b) => b - a).slice(0, take);
  };
  return {
    scan: (before, take) => merged((words) => wordScanSql(code, words, { before, take }), take),
    probe: (ids) =>
      ids.length ? merged((words) => wordScanSql(code, words, { ids }), ids.length) : Promise.resolve([]),
    driverRows: async () => {
      let rows = 0;
      for (const [driver] of plans) rows += await frequency(driver!);
      return rows;
    },
  };
}

/**
 * The statement of one word search: the first word drives, the others are joined on their primary key. Either
 * the `take` newest rows below `before` (a backward range of the driver's index rows) or those of `ids` (a
 * primary-key dive each).
 */
export function wordScanSql(
  code: number,
  words: string[],
  rows: { before: number | undefined; take: number } | { ids: readonly number[] },
): Prisma.Sql {
  const [driver, ...others] = words;
  const joins = others.map((word, index) => {
    const alias = Prisma.raw(`w${index + 1}`);
    return Prisma.sql` JOIN search_words ${alias} ON ${alias}.kind = w0.kind AND ${alias}.word = ${word} AND ${alias}.row_id = w0.row_id`;
  });
  const select = Prisma.sql`SELECT STRAIGHT_JOIN w0.row_id FROM search_words w0${joins.length ? Prisma.join(joins, '') : Prisma.empty}
    WHERE w0.kind = ${code} AND w0.word = ${driver}`;
  if ('ids' in rows) return Prisma.sql`${select} AND w0.row_id IN (${Prisma.join(rows.ids)})`;
  return Prisma.sql`${select}${rows.before === undefined ? Prisma.empty : Prisma.sql` AND w0.row_id < ${rows.before}`}
    ORDER BY w0.row_id DESC LIMIT ${rows.take}`;
}

/** The first stored words starting with `prefix`, in word order: one index dive each (a loose index scan). */
async function expandPrefix(db: TDb, code: number, prefix: string): Promise<string[]> {
  const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
  const words: string[] = [];
  let after = prefix;
  let inclusive = true;
  while (words.length < SEARCH_PREFIX_WORDS) {
    const [row] = await db.$queryRaw<{ word: string }[]>`
      SELECT word FROM search_words
      WHERE kind = ${code} AND word LIKE ${like} AND ${inclusive ? Prisma.sql`word >= ${after}` : Prisma.sql`word > ${after}`}
      ORDER BY word LIMIT 1`;
    if (!row) break;
    words.push(row.word);
    after = row.word;
    inclusive = false;
  }
  return words;
}
