import { BUSINESS_ROLES, type TBusinessRole } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';
import { typedWords, wordSearch, type TSearchWordKind, type TWordSearch } from './search-words';

/**
 * Search by what people remember (docs/SEARCH.md). A term is matched by several branches: the document number's
 * prefix, the people (customer, employee, supplier) and products whose names start with it, a title's prefix.
 * Each branch is a condition one index serves on its own. They are never ORed into one statement: an OR of a
 * number prefix and a name lets MariaDB pick neither index and walk the sort's index instead (seconds at 1M
 * rows). The list query runs each branch alone, capped, and then pages over the union of their ids.
 */

/** The most ids one branch contributes; a branch that reaches it makes the list's total "at least". */
export const SEARCH_BRANCH_CAP = 500;
/** The most people or products a name lookup returns: the ids become a bound IN list on an indexed key. */
export const SEARCH_LOOKUP_CAP = 500;

/** The caller's term, trimmed, and the same with LIKE's wildcards escaped for startsWith / contains. */
export type TSearchTerm = { text: string; like: string };

/**
 * One branch: a condition served by one index, and optionally its own order for picking its capped ids.
 * A number prefix takes the highest numbers (newest first, since numbers are given in creation order) rather
 * than the list's order, which for a short prefix would walk the date index through most of the table; a title
 * or name prefix its own index, newest id first, rather than sorting every row of a common title.
 */
export type TSearchBranch<TWhere, TOrderBy> = TWhereBranch<TWhere, TOrderBy> | TScanBranch;
export type TWhereBranch<TWhere, TOrderBy> = { where: TWhere; orderBy?: TOrderBy[] };

/**
 * A branch whose candidates come from another table (the word index, lib/list/search-words), resolved by the list
 * within the caller's scope and filters (lib/list/list-query scanBranch): by scanning the word's rows newest first and
 * keeping those in scope (`id IN (candidates)`) until it has the rows the page needs or has read
 * SEARCH_SCAN_CANDIDATES, or, when the scope holds fewer rows than the word, by probing the scope's rows for the words.
 */
export type TScanBranch = TWordSearch;

/**
 * The most ids one statement of a word search lists (`id IN (...)`): MariaDB turns an IN list of
 * in_predicate_conversion_threshold (1,000) values or more into a materialised table joined as a semi-join, which
 * here read the word's whole index range, or every candidate's table row (0.3 s for 4,000 of an employee's
 * complaints with a cold cache), where a shorter list is a range of primary-key dives (5 ms for 999).
 */
export const SEARCH_IN_LIST_MAX = 900;

/**
 * The candidates a scan branch reads at most: 500 first, then SEARCH_IN_LIST_MAX at a time. Enough when the scope
 * keeps one candidate in fifteen or more; a scope smaller than the word's rows is probed instead, so only a large
 * scope that keeps few of the word's rows is told the answer is capped.
 */
export const SEARCH_SCAN_CANDIDATES = 7500;

/** The scope's ids a probe reads at a time, in the list's default order, newest first. */
export const SEARCH_PROBE_CHUNK = SEARCH_IN_LIST_MAX;

/**
 * The people a name lookup found, by role. Each people column holds one role's users (customer_id customers,
 * assigned_to_id employees, supplier_id suppliers: checked on every write, and a user's role never changes), so a
 * branch gets only that role's ids. It matters for the plan: "Priya" names 9 employees among 500 people, and
 * `assigned_to_id IN (all 500)` made MariaDB walk the created_at index checking each row (about 39,000 rows
 * read from the table at 1M complaints: 0.3 s), where the 9 employees' ids are a range of
 * (assigned_to_id, created_at) read from the index alone and sorted (12,915 entries).
 */
export type TPeopleFound = Record<TBusinessRole, number[]>;

/** The lookups a search runs before its branches, against the database the list reads. */
export type TSearchLookup = {
  /** Users whose first or last name starts with the term ("Priya Sh": first name Priya, last name Sh...). */
  people: (term: TSearchTerm) => Promise<TPeopleFound>;
  /** Products whose name contains the term or whose code or model number starts with it. */
  products: (term: TSearchTerm) => Promise<number[]>;
  /** The rows of a kind having every typed word (the last one also as a prefix), or none for no usable word. */
  words: (kind: TSearchWordKind, term: TSearchTerm) => Promise<TScanBranch[]>;
};

/**
 * A first-name-plus-last-name prefix when the term has two words, else a prefix of either name (of the users
 * table). The term's LIKE wildcards are already escaped (likePattern), as for Prisma's startsWith.
 */
export function personNameCondition(term: TSearchTerm): Prisma.Sql {
  const [first = '', ...rest] = term.like.split(/\s+/);
  const last = rest.join(' ');
  return last
    ? Prisma.sql`users.first_name LIKE CONCAT(${first}, '%') AND users.last_name LIKE CONCAT(${last}, '%')`
    : Prisma.sql`(users.first_name LIKE CONCAT(${term.like}, '%') OR users.last_name LIKE CONCAT(${term.like}, '%'))`;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export function searchLookup(db: TDb): TSearchLookup {
  return {
    // The (first_name, last_name) and (last_name) indexes: an index merge, a few hundred rows at most, each
    // joined to its role by the primary key. One statement (Prisma would read the roles in a second one).
    people: async (term) => {
      const found = await db.$queryRaw<{ id: number; slug: string }[]>`
        SELECT users.id, roles.slug FROM \`users\` JOIN \`roles\` ON roles.id = users.role_id
        WHERE ${personNameCondition(term)} ORDER BY users.id LIMIT ${SEARCH_LOOKUP_CAP}`;
      const byRole = (role: TBusinessRole) =>
        found.filter((user) => user.slug === role).map((user) => user.id);
      return Object.fromEntries(BUSINESS_ROLES.map((role) => [role, byRole(role)])) as TPeopleFound;
    },
    // The catalogue is small (thousands of rows), so a name's inner words may be searched by a scan of it.
    products: async (term) =>
      ids(
        await db.product.findMany({
          where: {
            OR: [
              { name: { contains: term.like } },
              { code: { startsWith: term.like } },
              { modelNumber: { startsWith: term.like } },
            ],
          },
          select: { id: true },
          take: SEARCH_LOOKUP_CAP,
        }),
      ),
    words: async (kind, term) => {
      const search = await wordSearch(db, kind, typedWords(term.text));
      return search ? [search] : [];
    },
  };
}

/** The branch `column IN (ids)`, or none when the lookup found nothing (an empty IN would still cost a query). */
export function idsBranch<TWhere, TOrderBy>(
  found: number[],
  where: (ids: number[]) => TWhere,
): TWhereBranch<TWhere, TOrderBy>[] {
  return found.length ? [{ where: where(found) }] : [];
}
