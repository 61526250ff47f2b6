import type { TListMeta, TListQuery } from '@amc/contracts';
import { AppError } from './app-error';

type TOrder = 'asc' | 'desc';

/**
 * How one list may be sorted, searched and filtered: the whitelist the shared list query turns into a
 * Prisma query, so that paging, sorting, search and filters always run in the database.
 */
export type TListDefinition<TWhere, TOrderBy> = {
  /** Column name as the client sends it -> Prisma orderBy. Only these columns can be sorted on. */
  sort: Record<string, (order: TOrder) => TOrderBy>;
  defaultSort: { column: string; order: TOrder };
  /** The free-text search across the list's text columns. */
  search?: (term: string) => TWhere;
  /** Filter name -> condition; a filter not listed here is refused. */
  filters?: Record<string, (value: unknown) => TWhere | undefined>;
  /** The last sort key that makes the order total, so pages never repeat or skip rows. */
  tiebreaker: TOrderBy;
};

export type TListArgs<TWhere, TOrderBy> = { where: TWhere; orderBy: TOrderBy[]; skip: number; take: number };

/** Builds where/orderBy/skip/take from the list query. `scope` is the caller's row boundary, always ANDed. */
export function buildListArgs<TWhere, TOrderBy>(
  query: TListQuery,
  definition: TListDefinition<TWhere, TOrderBy>,
  scope: TWhere[] = [],
): TListArgs<TWhere, TOrderBy> {
  const conditions: TWhere[] = [...scope];
  if (query.search && definition.search) conditions.push(definition.search(query.search));
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const filter = definition.filters?.[name];
    if (!filter) throw AppError.field(`filters.${name}`, `Cannot filter on ${name}.`);
    const condition = filter(value);
    if (condition) conditions.push(condition);
  }
  const column = query.sort ?? definition.defaultSort.column;
  const sorter = definition.sort[column];
  if (!sorter) throw AppError.field('sort', `Cannot sort on ${column}.`);
  const order = query.sort ? query.order : definition.defaultSort.order;
  return {
    where: { AND: conditions } as TWhere,
    orderBy: [sorter(order), definition.tiebreaker],
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize,
  };
}

/** Runs the count and the page query side by side and answers in the list shape of DESIGN.md section 2. */
export async function findListPage<TWhere, TOrderBy, TRow, TOut>(
  query: TListQuery,
  args: TListArgs<TWhere, TOrderBy>,
  run: { count: (where: TWhere) => Promise<number>; findMany: (args: TListArgs<TWhere, TOrderBy>) => Promise<TRow[]> },
  toOutput: (row: TRow) => TOut,
): Promise<{ data: TOut[]; meta: TListMeta }> {
  const [total, rows] = await Promise.all([run.count(args.where), run.findMany(args)]);
  return { data: rows.map(toOutput), meta: { total, page: query.page, pageSize: query.pageSize } };
}

/** A filter value that must be a date (YYYY-MM-DD); a bad one is refused rather than ignored. */
export function filterDate(name: string, value: unknown): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw AppError.field(`filters.${name}`, `${name} must be a date (YYYY-MM-DD).`);
  return date;
}

export function filterId(name: string, value: unknown): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw AppError.field(`filters.${name}`, `${name} must be an id.`);
  return id;
}
