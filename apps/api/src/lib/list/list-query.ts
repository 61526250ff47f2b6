import type { Readable } from 'node:stream';
import { parseId, type TLanguageCode, type TListMeta, type TListQuery } from '@amc/contracts';
import { AppError } from '../kernel/app-error';
import { readBusinessCalendar } from '../kernel/calendar-date';
import { csvStream, type TCsvColumn } from '../documents/csv';
import { readerLanguage } from '../kernel/i18n/server-texts';
import type { TDb } from '../kernel/db-client';
import {
  SEARCH_BRANCH_CAP,
  SEARCH_IN_LIST_MAX,
  SEARCH_PROBE_CHUNK,
  SEARCH_SCAN_CANDIDATES,
  searchLookup,
  type TScanBranch,
  type TSearchBranch,
  type TSearchLookup,
  type TSearchTerm,
} from './search';

type TOrder = 'asc' | 'desc';

/** What a filter receives: one plain value of the filters JSON, never an object or an array. */
export type TFilterValue = string | number | boolean;

/**
 * How one list may be sorted, searched and filtered, as a module writes it: the whitelist the shared list
 * query turns into a Prisma query, so that paging, sorting, search and filters always run in the database.
 */
export type TListSpec<TWhere, TOrderBy> = {
  /**
   * Column name as the client sends it -> Prisma orderBy, one column or several (a status sorts by status, then
   * by the list's default column, so the (status, column) index serves it). Only these columns can be sorted on.
   */
  sort: Record<string, (order: TOrder) => TOrderBy | TOrderBy[]>;
  /**
   * Sort columns whose values are unique (document numbers, e-mail): they order alone, with no id tie-breaker.
   * MariaDB does not extend a unique index with the id, so `ORDER BY sale_no, id` would sort the whole table.
   */
  uniqueSorts?: readonly string[];
  defaultSort: { column: string; order: TOrder };
  /**
   * The free-text search across the list's text columns. The term arrives with LIKE's wildcards escaped
   * (likePattern), so it belongs in `startsWith` / `contains` only.
   */
  search?: (term: string) => TWhere;
  /**
   * The search of a large table (docs/SEARCH.md): the branches the term matches by, each served by its own
   * index, run one by one and capped; the page is then sorted and counted over the union of their ids.
   */
  searchBranches?: (term: TSearchTerm, lookup: TSearchLookup) => Promise<TSearchBranch<TWhere, TOrderBy>[]>;
  /** Filter name -> condition; a filter not listed here is refused. */
  filters?: Record<string, (value: TFilterValue) => TWhere | undefined>;
  /**
   * Filters whose index does not end in the default sort's column -> the sort column whose index serves them
   * (from / to -> complaint_date, label -> label): the capped count of a page with such a filter reads that
   * index in order instead of sorting the filter's rows (see countOrderBy).
   */
  filterCountSorts?: Record<string, string>;
  /**
   * Filters that, when the caller picks no sort, put the page in another column's order, in the default sort's
   * direction (from / to -> complaint_date: newest first still, by the date the list shows). A date range reads
   * its rows from the date's index that way; under created_at the page walks the created_at index back to the
   * range, checking each row's date (a month in the middle of 1M complaints: 0.5 s; `to` = the first month:
   * 2.5 s). Such a filter's count reads in the same order (it is a filterCountSorts entry too).
   */
  filterDefaultSorts?: Record<string, string>;
};

/**
 * A list spec with its names in Maps: the caller's sort and filter names are looked up as own entries only,
 * so `constructor`, `__proto__` or `toString` are unknown names like any other, never Object.prototype's.
 */
export type TListDefinition<TWhere, TOrderBy> = {
  sort: ReadonlyMap<string, (order: TOrder) => TOrderBy | TOrderBy[]>;
  uniqueSorts: ReadonlySet<string>;
  defaultSort: { column: string; order: TOrder };
  search?: (term: string) => TWhere;
  searchBranches?: (term: TSearchTerm, lookup: TSearchLookup) => Promise<TSearchBranch<TWhere, TOrderBy>[]>;
  filters: ReadonlyMap<string, (value: TFilterValue) => TWhere | undefined>;
  filterCountSorts: ReadonlyMap<string, string>;
  filterDefaultSorts: ReadonlyMap<string, string>;
};

export function defineList<TWhere, TOrderBy>(
  spec: TListSpec<TWhere, TOrderBy>,
): TListDefinition<TWhere, TOrderBy> {
  return {
    sort: new Map(Object.entries(spec.sort)),
    uniqueSorts: new Set(spec.uniqueSorts),
    defaultSort: spec.defaultSort,
    search: spec.search,
    searchBranches: spec.searchBranches,
    filters: new Map(Object.entries(spec.filters ?? {})),
    // A filter that orders the page by its column counts in that order too, unless the spec says otherwise.
    filterCountSorts: new Map(Object.entries({ ...spec.filterDefaultSorts, ...spec.filterCountSorts })),
    filterDefaultSorts: new Map(Object.entries(spec.filterDefaultSorts ?? {})),
  };
}

/** Text for a LIKE pattern (Prisma's startsWith / contains): %, _ and \ match only themselves. */
export const likePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const isFilterValue = (value: unknown): value is TFilterValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export type TListArgs<TWhere, TOrderBy> = { where: TWhere; orderBy: TOrderBy[]; skip: number; take: number };

/**
 * A list page's query: the page's own arguments, and apart from them the order its capped count reads in
 * (countOrderBy), which is not the page's order.
 */
export type TListPlan<TWhere, TOrderBy> = {
  page: TListArgs<TWhere, TOrderBy>;
  countOrderBy: TOrderBy[];
  /** Whether any condition (scope, search, filter) narrows the list: a where with nothing in it otherwise. */
  narrowed: boolean;
};

const firstColumn = <TOrderBy>(sorted: TOrderBy | TOrderBy[]): TOrderBy[] =>
  [sorted].flat().slice(0, 1) as TOrderBy[];

/**
 * The order the capped count reads its rows in. A count needs no order, but Prisma puts one in its LIMIT
 * subquery (by id when given none, which walks the primary key or sorts every match), and an order no index of
 * the WHERE serves sorts every matching row. So: the page's own sort column when nothing narrows the list (its
 * index is read in order); the id over a search's id list (a primary-key range); the column a filter's own
 * index is ordered by (filterCountSorts); otherwise the default sort's column, which every scope and equality
 * filter has an index ending in ((customer_id, created_at), (status, created_at) ...; docs/ARCHITECTURE.md
 * "Indexes for lists"), and whose own index holds the id a `NOT IN (ids)` scope needs (users).
 */
function countOrderBy<TWhere, TOrderBy>(
  definition: TListDefinition<TWhere, TOrderBy>,
  page: { orderBy: TOrderBy[]; narrowed: boolean; searched: boolean; filterNames: string[] },
): TOrderBy[] {
  if (page.searched) return [{ id: 'asc' } as TOrderBy];
  if (!page.narrowed) return page.orderBy.slice(0, 1);
  const served = page.filterNames.map((name) => definition.filterCountSorts.get(name)).find(Boolean);
  const column = served ?? definition.defaultSort.column;
  return firstColumn(definition.sort.get(column)!(definition.defaultSort.order));
}

/**
 * Builds the page's where/orderBy/skip/take and its count's order from the list query. `scope` is the caller's
 * row boundary, always ANDed; `searched` the condition a branched search resolved to (resolveSearch).
 */
export function buildListArgs<TWhere, TOrderBy>(
  query: TListQuery,
  definition: TListDefinition<TWhere, TOrderBy>,
  scope: TWhere[] = [],
  searched?: TWhere,
): TListPlan<TWhere, TOrderBy> {
  const conditions: TWhere[] = [...scope];
  const filterNames: string[] = [];
  if (searched) conditions.push(searched);
  else if (query.search && definition.search) conditions.push(definition.search(likePattern(query.search)));
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const filter = definition.filters.get(name);
    if (!filter) throw AppError.field(`filters.${name}`, `Cannot filter on ${name}.`);
    // Only a plain value reaches a filter: a caller's object must never become part of a where.
    if (!isFilterValue(value))
      throw AppError.field(`filters.${name}`, `${name} must be a text, a number or true/false.`);
    const condition = filter(value);
    if (condition) {
      conditions.push(condition);
      filterNames.push(name);
    }
  }
  // No sort chosen: a filter may order the page by the column its index serves (filterDefaultSorts: a date
  // range by the date), in the default direction; otherwise the list's default sort.
  const filterSort = filterNames.map((name) => definition.filterDefaultSorts.get(name)).find(Boolean);
  const column = query.sort ?? filterSort ?? definition.defaultSort.column;
  const sorter = definition.sort.get(column);
  if (!sorter) throw AppError.field('sort', `Cannot sort on ${column}.`);
  const order = query.sort ? query.order : definition.defaultSort.order;
  // id breaks ties, so pages never repeat or skip rows; in the sort's own direction, so one index on
  // (column) serves the whole order (InnoDB keeps the id at the end of every non-unique secondary index).
  const orderBy = [sorter(order)].flat() as TOrderBy[];
  if (!definition.uniqueSorts.has(column)) orderBy.push({ id: order } as TOrderBy);
  const narrowed = conditions.length > 0;
  return {
    page: {
      where: { AND: conditions } as TWhere,
      orderBy,
      // A page from the end (page < 0) reads backwards: Prisma's negative take reverses the order, so the sort's
      // index is read from its other end, and answers the rows in the list's order.
      skip: (Math.abs(query.page) - 1) * query.pageSize,
      take: query.page < 0 ? -query.pageSize : query.pageSize,
    },
    narrowed,
    countOrderBy: countOrderBy(definition, {
      orderBy,
      narrowed,
      searched: Boolean(searched),
      filterNames,
    }),
  };
}

/** How a list reads its rows; prismaListRunner (lib/list/prisma-list-runner.ts) makes one from a Prisma delegate. */
export type TListRunner<TWhere, TOrderBy, TRow> = {
  /**
   * How many rows match, counting at most `take` of them: Prisma's `count({ where, orderBy, take })` counts
   * over an ordered LIMIT subquery, so it stops at the cap instead of walking every matching row.
   */
  count: (args: { where: TWhere; orderBy: TOrderBy[]; take: number }) => Promise<number>;
  /**
   * How many rows match from row `cursor` on in the page's order (that row included when it matches), counting at
   * most `take`: the count of a page found by its key range (keyedPage). A runner without it pages by offset only.
   */
  countFrom?: (args: { where: TWhere; orderBy: TOrderBy[]; take: number; cursor: number }) => Promise<number>;
  /**
   * The ids of one page, in order: an index-only read when an index covers the sort column. A negative `take`
   * reads backwards (from the cursor, or from the list's end past `skip` rows) and answers in the list's order.
   */
  findIds: (args: TListArgs<TWhere, TOrderBy> & { cursor?: number }) => Promise<number[]>;
  /** The full rows (with relations) of those ids, in any order. */
  findByIds: (ids: number[]) => Promise<TRow[]>;
};

/** A branched search resolved: the union of its branches' ids, and whether a branch reached its cap. */
export type TSearchResolved<TWhere> = { where: TWhere; capped: boolean };

/**
 * Runs each branch of a branched search alone, within the caller's scope and filters, ordered by the list's
 * default sort (or the branch's own) and capped at SEARCH_BRANCH_CAP; the page then reads `id IN (union)` in
 * the chosen sort. The default sort is the one the (person, created_at) indexes serve, so a branch never reads
 * every matching row to sort it by another column: with the default sort the first SEARCH_BRANCH_CAP rows are
 * exactly the list's first rows; another sort orders the newest matches when a branch was capped.
 */
export async function resolveSearch<TWhere, TOrderBy>(
  query: TListQuery,
  definition: TListDefinition<TWhere, TOrderBy>,
  scope: TWhere[],
  run: Pick<TListRunner<TWhere, TOrderBy, { id: number }>, 'findIds' | 'count'>,
  lookup: TSearchLookup,
): Promise<TSearchResolved<TWhere> | undefined> {
  const text = query.search?.trim();
  if (!text || !definition.searchBranches) return undefined;
  const branches = await definition.searchBranches({ text, like: likePattern(text) }, lookup);
  const unsearched = buildListArgs({ ...query, search: undefined, sort: undefined }, definition, scope);
  const { page: base, narrowed } = unsearched;
  const found = new Set<number>();
  let capped = false;
  // One after the other: a request holds one connection at a time, and most terms resolve to one or two branches.
  for (const branch of branches) {
    if ('scan' in branch) {
      const scanned = await scanBranch(branch, narrowed ? unsearched : undefined, run, wanted(query));
      if (scanned.capped) capped = true;
      for (const id of scanned.ids) found.add(id);
      continue;
    }
    const ids = await run.findIds({
      where: { AND: [base.where, branch.where] } as TWhere,
      orderBy: branch.orderBy ?? base.orderBy,
      skip: 0,
      take: SEARCH_BRANCH_CAP,
    });
    if (ids.length >= SEARCH_BRANCH_CAP) capped = true;
    for (const id of ids) found.add(id);
  }
  return { where: { id: { in: [...found] } } as TWhere, capped };
}

/**
 * How many rows a word branch looks for before it stops reading: the rows up to the requested page and one more
 * (to know a next page exists), at most SEARCH_BRANCH_CAP; an export and a page from the end want them all. A word
 * most rows have, within a large scope (an employee's 39,000 complaints, of which one in eighty has "leakage" and
 * "kitchen"), otherwise reads thousands of candidates to fill 500 rows nobody pages to; paging on asks for more.
 */
const wanted = (query: TListQuery) =>
  query.format === 'csv' || query.page < 0
    ? SEARCH_BRANCH_CAP
    : Math.min(SEARCH_BRANCH_CAP, query.page * query.pageSize + 1);

/**
 * A scan branch (the word index) within the scope and filters (`scoped`, undefined when nothing narrows the list).
 * Up to SEARCH_BRANCH_CAP ids, and whether more may match (capped); it stops reading once it has found `want` (all
 * it found in what it read is kept). Two ways, by which reads fewer index rows:
 * - a scope smaller than the word's rows (an employee's or a customer's own complaints) is read in the list's
 *   default order, SEARCH_PROBE_CHUNK ids at a time, and each chunk probed for the words;
 * - otherwise the word's candidates are read newest first, a chunk at a time, each chunk kept only if within the
 *   scope (`id IN (chunk)`, a primary-key range), until SEARCH_BRANCH_CAP rows are found, the candidates run out
 *   (exact), or SEARCH_SCAN_CANDIDATES were read with more left (capped).
 */
async function scanBranch<TWhere, TOrderBy>(
  branch: TScanBranch,
  scoped: TListPlan<TWhere, TOrderBy> | undefined,
  run: Pick<TListRunner<TWhere, TOrderBy, { id: number }>, 'findIds' | 'count'>,
  want: number,
): Promise<{ ids: number[]; capped: boolean }> {
  if (scoped) {
    const wordRows = await branch.driverRows();
    if (!wordRows) return { ids: [], capped: false };
    // Counting stops at the word's rows, so it costs no more than the scan it may replace.
    const scopeRows = await run.count({
      where: scoped.page.where,
      orderBy: scoped.countOrderBy,
      take: wordRows,
    });
    if (scopeRows < wordRows) return probeScope(branch, scoped.page, run.findIds, want);
  }
  const ids: number[] = [];
  let before: number | undefined;
  for (let read = 0, size = SEARCH_BRANCH_CAP; read < SEARCH_SCAN_CANDIDATES; read += size) {
    // Unscoped, the first chunk is the answer (500 rows); scoped, each chunk becomes an IN list.
    if (read) size = Math.min(SEARCH_IN_LIST_MAX, SEARCH_SCAN_CANDIDATES - read);
    const candidates = await branch.scan(before, size);
    if (!candidates.length) return { ids, capped: false };
    // Unscoped and unfiltered (an administrator's plain search), every candidate is an answer: the index is
    // written in the transaction of its rows' writes, so it names no row that is gone.
    const kept = !scoped
      ? candidates.slice(0, SEARCH_BRANCH_CAP - ids.length)
      : await run.findIds({
          where: { AND: [scoped.page.where, { id: { in: candidates } }] } as TWhere,
          orderBy: [{ id: 'desc' }] as TOrderBy[],
          skip: 0,
          take: SEARCH_BRANCH_CAP - ids.length,
        });
    ids.push(...kept);
    if (ids.length >= SEARCH_BRANCH_CAP) return { ids, capped: true };
    if (candidates.length < size) return { ids, capped: false };
    if (ids.length >= want) return { ids, capped: true };
    before = candidates.at(-1);
  }
  return { ids, capped: true };
}

/** The scope's rows having the words, in the list's default order, until `want` are found. */
async function probeScope<TWhere, TOrderBy>(
  branch: TScanBranch,
  scope: TListArgs<TWhere, TOrderBy>,
  findIds: TListRunner<TWhere, TOrderBy, { id: number }>['findIds'],
  want: number,
): Promise<{ ids: number[]; capped: boolean }> {
  const ids: number[] = [];
  for (let skip = 0; ; skip += SEARCH_PROBE_CHUNK) {
    const chunk = await findIds({ ...scope, skip, take: SEARCH_PROBE_CHUNK });
    const having = new Set(await branch.probe(chunk));
    ids.push(...chunk.filter((id) => having.has(id)));
    if (ids.length > SEARCH_BRANCH_CAP) return { ids: ids.slice(0, SEARCH_BRANCH_CAP), capped: true };
    if (chunk.length < SEARCH_PROBE_CHUNK) return { ids, capped: false };
    if (ids.length >= want) return { ids, capped: true };
  }
}

/**
 * How many rows past the page's offset a count looks at. An exact COUNT(*) over a million matching rows
 * costs 100-260 ms on every page; counting at most offset + this window costs what the window costs, and
 * still tells the user there are pages ahead (at least window / pageSize of them) from wherever they are,
 * so paging on reaches every row.
 */
export const COUNT_WINDOW = 10_000;

/**
 * The total of a list page: exact when fewer rows match than the cap, otherwise "at least `total`"
 * (totalExact false), which the table shows as "10,000+".
 */
export async function countListRows<TWhere, TOrderBy>(
  count: TListRunner<TWhere, TOrderBy, unknown>['count'],
  { page: { where, skip }, countOrderBy }: TListPlan<TWhere, TOrderBy>,
): Promise<Pick<TListMeta, 'total' | 'totalExact'>> {
  const cap = skip + COUNT_WINDOW;
  // In an order an index of the WHERE serves (countOrderBy), so the count reads at most `cap` index entries.
  const total = await count({ where, orderBy: countOrderBy, take: cap });
  return { total, totalExact: total < cap };
}

/** The rows of a page's ids, in the ids' order; a row deleted since its id was read is left out. */
export async function readPageRows<TRow extends { id: number }, TOut>(
  ids: number[],
  findByIds: (ids: number[]) => Promise<TRow[]>,
  toOutput: (row: TRow) => TOut,
): Promise<TOut[]> {
  const rows = ids.length ? await findByIds(ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toOutput(row)] : [];
  });
}

/**
 * A page next to one the caller has (`after` its last row's id, `before` its first's), found by its key range:
 * the rows that follow (or precede) that row in the list's order through the sort's index, so page 20,000 reads
 * its 25 rows and not the 499,975 before it. Its count reads from that row on, at most COUNT_WINDOW rows, like
 * page 1's; the page number is the caller's, for the meta. A page from the end needs no such count (fromEndPage
 * counts its own). Undefined when the page is read by its offset.
 */
async function keyedPage<TWhere, TOrderBy>(
  query: TListQuery,
  plan: TListPlan<TWhere, TOrderBy>,
  run: TListRunner<TWhere, TOrderBy, { id: number }>,
): Promise<{ ids: number[]; counted: Pick<TListMeta, 'total' | 'totalExact'> } | undefined> {
  if (query.after !== undefined && query.before !== undefined)
    throw AppError.field('before', 'A page is either after one row or before one, not both.');
  const cursor = query.after ?? query.before;
  if (cursor === undefined || !run.countFrom || query.page === 1) return undefined;
  const { where, orderBy } = plan.page;
  const before = query.before !== undefined;
  const fromEnd = query.page < 0;
  // Prisma reads a negative take backwards from the cursor and answers the rows in the list's order. The count
  // takes the cursor row too, so after it one more.
  const [keyRows, fromCursor, ids] = await Promise.all([
    // Prisma compares with the cursor row's sort values whatever the where: a row beyond the caller's scope would
    // tell where its values lie (another customer's bill's total, by the rows around it). Only a row of this very
    // list is a key.
    run.count({ where: { AND: [where, { id: cursor }] } as TWhere, orderBy: [], take: 1 }),
    fromEnd ? 0 : run.countFrom({ where, orderBy, cursor, take: COUNT_WINDOW + 1 }),
    run.findIds({ where, orderBy, cursor, skip: 1, take: before ? -query.pageSize : query.pageSize }),
  ]);
  // A row of another's, deleted since or no longer matching is no key: the page is read by its offset instead.
  if (keyRows === 0 || !ids.length) return undefined;
  const offset = (query.page - 1) * query.pageSize;
  // The rows from this page's first on: after, those past the cursor row (the one before this page); before,
  // this page's and those from the cursor row (the first of the page after) on (it matches: it was just found).
  // Capped as countListRows caps.
  const ahead = before ? ids.length + fromCursor : fromCursor - 1;
  return {
    ids,
    counted: { total: offset + Math.min(ahead, COUNT_WINDOW), totalExact: ahead < COUNT_WINDOW },
  };
}

/** A page by its number: by its key range beside a page the caller has, else by its offset. */
async function numberedPage<TWhere, TOrderBy>(
  query: TListQuery,
  plan: TListPlan<TWhere, TOrderBy>,
  run: TListRunner<TWhere, TOrderBy, { id: number }>,
): Promise<{ ids: number[]; counted: Pick<TListMeta, 'total' | 'totalExact'>; page: number }> {
  const keyed = await keyedPage(query, plan, run);
  if (keyed) return { ...keyed, page: query.page };
  const [counted, ids] = await Promise.all([countListRows(run.count, plan), run.findIds(plan.page)]);
  return { ids, counted, page: query.page };
}

/**
 * The numbered page a page from the end is, in a list of `total` rows: -1 the last, and page 1 for one before
 * the list's start.
 */
export const numberedFromEnd = (page: number, pageSize: number, total: number) =>
  Math.max(1, Math.ceil(total / pageSize) + 1 + page);

/**
 * A page counted from the list's end (-1 the last, -2 the one before it ...): what the table's "last page" asks
 * for while the total is "10,000+" and the last page's number unknown. It is read backwards through the sort's
 * index, so the last of a million rows costs what page 1 does, or by its key range beside a page the caller has.
 * Its count is capped as a numbered page's at the same distance from the start. A list whose count comes out
 * exact is paged by number all along, so it gets the numbered page this one is (the meta's `page` says which).
 */
async function fromEndPage<TWhere, TOrderBy>(
  query: TListQuery,
  plan: TListPlan<TWhere, TOrderBy>,
  run: TListRunner<TWhere, TOrderBy, { id: number }>,
): Promise<{ ids: number[]; counted: Pick<TListMeta, 'total' | 'totalExact'>; page: number }> {
  const [counted, ids] = await Promise.all([
    countListRows(run.count, plan),
    keyedPage(query, plan, run).then((keyed) => keyed?.ids ?? run.findIds(plan.page)),
  ]);
  if (!counted.totalExact) return { ids, counted, page: query.page };
  const page = numberedFromEnd(query.page, query.pageSize, counted.total);
  const skip = (page - 1) * query.pageSize;
  return { ids: await run.findIds({ ...plan.page, skip, take: query.pageSize }), counted, page };
}

/**
 * One page in the list shape of DESIGN.md section 2. A deferred join: the page's ids come from the index
 * alone, then only those rows are read, so page 40,000 does not read the 999,975 rows before it. The
 * (capped) count runs beside it. A page next to one the caller has is found by its key range (keyedPage); a page
 * counted from the end is read from there (fromEndPage).
 */
export async function findListPage<TWhere, TOrderBy, TRow extends { id: number }, TOut>(
  query: TListQuery,
  plan: TListPlan<TWhere, TOrderBy>,
  run: TListRunner<TWhere, TOrderBy, TRow>,
  toOutput: (row: TRow) => TOut,
  totalExact = true,
): Promise<{ data: TOut[]; meta: TListMeta }> {
  const { ids, counted, page } =
    query.page < 0 ? await fromEndPage(query, plan, run) : await numberedPage(query, plan, run);
  const data = await readPageRows(ids, run.findByIds, toOutput);
  return {
    data,
    // A capped search counts only what its branches found: "at least", and the UI says so.
    meta: { ...counted, totalExact: counted.totalExact && totalExact, page, pageSize: query.pageSize },
  };
}

const EXPORT_BATCH = 1000;

/**
 * Every matching row, in list order, in batches of a thousand: each batch continues after the last id of
 * the one before (a cursor), so an export of a million rows never re-reads what it already sent.
 */
export async function* findAllBatches<TWhere, TOrderBy, TRow extends { id: number }>(
  args: TListArgs<TWhere, TOrderBy>,
  run: Pick<TListRunner<TWhere, TOrderBy, TRow>, 'findIds' | 'findByIds'>,
): AsyncGenerator<TRow[]> {
  let cursor: number | undefined;
  for (;;) {
    const ids = await run.findIds({
      ...args,
      skip: cursor === undefined ? 0 : 1,
      take: EXPORT_BATCH,
      cursor,
    });
    if (!ids.length) return;
    const rows = await run.findByIds(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    if (ids.length < EXPORT_BATCH) return;
    cursor = ids[ids.length - 1];
  }
}

/** A filter value that must be a date (YYYY-MM-DD); a bad one is refused rather than ignored. */
export function filterDate(name: string, value: unknown): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw AppError.field(`filters.${name}`, `${name} must be a date (YYYY-MM-DD).`);
  return date;
}

export function filterId(name: string, value: unknown): number {
  const id = parseId(value);
  if (id === undefined) throw AppError.field(`filters.${name}`, `${name} must be an id.`);
  return id;
}

/** A filter value that must be one of a fixed set (a status ...); anything else is refused rather than ignored. */
export function filterEnum<T extends string>(name: string, allowed: readonly T[], value: unknown): T {
  if (!allowed.includes(value as T))
    throw AppError.field(`filters.${name}`, `${name} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

export type TListResult<TOut> =
  | { kind: 'page'; body: { data: TOut[]; meta: TListMeta } }
  /**
   * The export, headed in the language of whoever downloads it (sendList knows the caller): its own, else the
   * business's system language.
   */
  | { kind: 'csv'; filename: string; stream: (callerLanguage: TLanguageCode | null) => Readable };

/**
 * A list call from start to end: the query's page as JSON, or with `format=csv` every matching row as a
 * streamed CSV under SPEC's file name (userData.csv ...). Services return this; routes send it with sendList.
 * `db` is the database the list reads: a branched search looks its people and products up there.
 */
export async function runList<TWhere, TOrderBy, TRow extends { id: number }, TOut>(
  db: TDb,
  query: TListQuery,
  definition: TListDefinition<TWhere, TOrderBy>,
  scope: TWhere[],
  run: TListRunner<TWhere, TOrderBy, TRow>,
  toOutput: (row: TRow) => TOut,
  csv: { filename: string; columns: TCsvColumn<TOut>[] },
): Promise<TListResult<TOut>> {
  const searched = await resolveSearch(query, definition, scope, run, searchLookup(db));
  const plan = buildListArgs(query, definition, scope, searched?.where);
  if (query.format === 'csv') {
    async function* outputs() {
      for await (const batch of findAllBatches(plan.page, run)) yield batch.map(toOutput);
    }
    const calendar = await readBusinessCalendar(db);
    return {
      kind: 'csv',
      filename: `${csv.filename}.csv`,
      stream: (callerLanguage) =>
        csvStream(csv.columns, outputs(), calendar, readerLanguage(callerLanguage, calendar.systemLanguage)),
    };
  }
  return { kind: 'page', body: await findListPage(query, plan, run, toOutput, !searched?.capped) };
}
