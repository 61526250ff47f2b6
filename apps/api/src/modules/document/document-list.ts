import { defineList, filterDate, filterId } from '../../lib/list/list-query';
import { idsBranch } from '../../lib/list/search';

type TSortOrder = 'asc' | 'desc';

/** The filters a kind writes itself: all of its contract's but those every document list has. */
export type TOwnFilters<TFilter extends string, TWhere> = Record<
  Exclude<TFilter, 'customer_id' | 'supplier_id' | 'from' | 'to'>,
  (value: unknown) => TWhere
>;

/**
 * What every kind's list shares, so a kind names only its own sorts and filters: newest first; the party's filter
 * (customer_id or supplier_id) and the date range, which with no sort chosen shows the range newest first by that
 * date, read from its index (and counted so); a search by the number's prefix (its unique index) or the party's
 * name (the party's id IN the people found). The where and order objects are built from the kind's column names,
 * which are Prisma's, so they are cast to the kind's types here, once.
 */
export function defineDocumentList<TWhere, TOrderBy>(kind: {
  sort: Record<string, (order: TSortOrder) => TOrderBy | TOrderBy[]>;
  /** The document number: its sort name and its column. */
  number: { sort: string; column: string };
  party: 'customer' | 'supplier';
  /** The kind's own filters (its status). */
  filters: Record<string, (value: unknown) => TWhere>;
}) {
  const { column } = kind.number;
  const partyColumn = `${kind.party}Id`;
  const partyFilter = `${kind.party}_id`;
  return defineList<TWhere, TOrderBy>({
    sort: kind.sort,
    uniqueSorts: [kind.number.sort],
    defaultSort: { column: 'created_at', order: 'desc' },
    filterDefaultSorts: { from: 'date', to: 'date' },
    searchBranches: async (term, lookup) => [
      {
        where: { [column]: { startsWith: term.like } } as TWhere,
        orderBy: [{ [column]: 'desc' } as TOrderBy],
      },
      ...idsBranch<TWhere, TOrderBy>(
        (await lookup.people(term))[kind.party],
        (ids) => ({ [partyColumn]: { in: ids } }) as TWhere,
      ),
    ],
    filters: {
      ...kind.filters,
      [partyFilter]: (value) => ({ [partyColumn]: filterId(partyFilter, value) }) as TWhere,
      from: (value) => ({ date: { gte: filterDate('from', value) } }) as TWhere,
      to: (value) => ({ date: { lte: filterDate('to', value) } }) as TWhere,
    },
  });
}
