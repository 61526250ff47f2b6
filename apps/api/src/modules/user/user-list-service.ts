import {
  BUSINESS_ROLES,
  USER_DROPDOWN_LIMIT,
  type TBusinessRole,
  type TListUsersQuery,
  type TUserDropdownQuery,
  type TUserFilter,
  type TUserListRow,
  type TUserOption,
  type TUserSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { isAdmin, type TCaller } from '../../lib/kernel/caller';
import { defineList, likePattern, runList, type TListDefinition } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { fullName, PERSON_FIELDS } from '../../lib/kernel/person';
import { readJoinedRows } from '../../lib/kernel/joined-rows';
import { ownUserWhere, toUserListRow, USER_LIST_READ, type TUserListSource } from './user-shape';

type TWhere = Prisma.UserWhereInput;
type TOrderBy = Prisma.UserOrderByWithRelationInput;

const isBusinessRole = (value: unknown): value is TBusinessRole =>
  BUSINESS_ROLES.includes(value as TBusinessRole);

/**
 * Role slug -> id of the business roles (filtering on role_id lets the (role_id, created_at) index serve), and
 * the admin accounts' ids (the list's scope), in one statement: the admins are a few entries of that index.
 */
async function readListRoles(
  db: TDb,
): Promise<{ roleIds: Record<TBusinessRole, number>; adminIds: number[] }> {
  const rows = await db.$queryRaw<{ id: number; slug: string; adminId: number | null }[]>`
    SELECT roles.id, roles.slug, users.id AS adminId FROM \`roles\`
    LEFT JOIN \`users\` ON users.role_id = roles.id AND roles.slug = 'admin'`;
  const business = rows.filter((row) => isBusinessRole(row.slug));
  return {
    roleIds: Object.fromEntries(business.map((row) => [row.slug, row.id])) as Record<TBusinessRole, number>,
    adminIds: rows.flatMap((row) => (row.adminId === null ? [] : [row.adminId])),
  };
}

/**
 * A full name as typed, "Priya Sharma" or "Sharma Priya": each way of cutting the words into a first and a last
 * name (a first name of two words, "Mary Ann Smith", too), each part the start of its column; read through the
 * (first_name, last_name) index, or the last_name one for a name typed last name first.
 */
function fullNameBranches(term: string): TWhere[] {
  const words = term.trim().split(/\s+/);
  const branches: TWhere[] = [];
  for (let cut = 1; cut < words.length; cut += 1) {
    const [before, after] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    branches.push(
      { firstName: { startsWith: before }, lastName: { startsWith: after } },
      { lastName: { startsWith: before }, firstName: { startsWith: after } },
    );
  }
  return branches;
}

/** Every search branch is a prefix match on a column with its own index, so MySQL can merge the index ranges. */
const searchUsers = (term: string): TWhere => ({
  OR: [
    { firstName: { startsWith: term } },
    { lastName: { startsWith: term } },
    { email: { startsWith: term } },
    { uniqueIdentity: { startsWith: term } },
    { mobile: { startsWith: term } },
    { companyName: { startsWith: term } },
    ...fullNameBranches(term),
  ],
});

function userListDefinition(roleIds: Record<TBusinessRole, number>): TListDefinition<TWhere, TOrderBy> {
  return defineList<TWhere, TOrderBy>({
    sort: {
      unique_identity: (order) => ({ uniqueIdentity: order }),
      // By the (first_name, last_name) index: Priya Kumar before Priya Sharma.
      first_name: (order) => [{ firstName: order }, { lastName: order }],
      email: (order) => ({ email: order }),
      // Grouped by role in the roles' own order (the (role_id, created_at) index), newest first within one:
      // ordering by the joined slug would sort every user on each page.
      role: (order) => [{ roleId: order }, { createdAt: order }],
      city: (order) => ({ city: order }),
      created_at: (order) => ({ createdAt: order }),
    } satisfies Record<TUserSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]>,
    // Unique, so they order alone; every business user gets its identity when made (user store, register).
    uniqueSorts: ['unique_identity', 'email'],
    defaultSort: { column: 'created_at', order: 'desc' },
    // One role is one (role_id, created_at) range, read in created_at order (ordering by the now constant
    // role_id still sorts in MariaDB).
    filterCountSorts: { role: 'created_at' },
    search: searchUsers,
    filters: {
      role: (value) => {
        if (!isBusinessRole(value))
          throw AppError.field('filters.role', 'role must be employee, customer or supplier.');
        return { roleId: roleIds[value] };
      },
    } satisfies Record<TUserFilter, (value: unknown) => TWhere>,
  });
}

/** The users table: employees, customers and suppliers (never the admin account). Others see only themselves. */
export async function findUsers(prisma: TPrisma, caller: TCaller, query: TListUsersQuery) {
  const { roleIds, adminIds } = await readListRoles(prisma);
  // Every user but the admins is a business user (the roles are fixed, a user's role never changes). Said as
  // `id NOT IN (the admins)`, which every index of users holds (InnoDB ends each with the id), a page walks its
  // sort's index alone; `role_id IN (the business roles)` made MariaDB sort the whole (role_id, created_at)
  // range instead (50,000 entries for each deep or last page at 1M rows: 30-40 ms).
  const scope: TWhere[] = [{ id: { notIn: adminIds } }, ownUserWhere(caller)];
  return runList(
    prisma,
    query,
    userListDefinition(roleIds),
    scope,
    prismaListRunner(prisma.user, (ids) => readJoinedRows<TUserListSource>(prisma, USER_LIST_READ, ids)),
    toUserListRow,
    {
      filename: 'userData',
      columns: [
        { header: 'column.id', value: (r: TUserListRow) => r.unique_identity ?? '' },
        { header: 'column.firstName', value: (r) => r.first_name },
        { header: 'column.lastName', value: (r) => r.last_name },
        { header: 'column.email', value: (r) => r.email },
        { header: 'column.mobile', value: (r) => r.mobile ?? '' },
        { header: 'column.role', value: (r) => r.role_name },
        { header: 'column.company', value: (r) => r.company_name ?? '' },
        { header: 'column.city', value: (r) => r.city ?? '' },
        { header: 'column.gender', value: (r) => r.gender ?? '' },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}

/**
 * Which users of a role a caller may pick: admin any; an employee customers and employees (it files complaints
 * and services for them); a customer or a supplier only itself.
 */
function dropdownScope(caller: TCaller, role: TBusinessRole): TWhere | null {
  if (isAdmin(caller)) return {};
  if (caller.role === 'employee') return role === 'customer' || role === 'employee' ? {} : null;
  return caller.role === role ? { id: caller.id } : null;
}

/** The select inputs of other modules: active users of a role by name, at most USER_DROPDOWN_LIMIT. */
export async function findUserOptions(
  prisma: TPrisma,
  caller: TCaller,
  query: TUserDropdownQuery,
): Promise<TUserOption[]> {
  const scope = dropdownScope(caller, query.role);
  if (!scope) return [];
  const rows = await prisma.user.findMany({
    where: {
      AND: [
        { role: { slug: query.role } },
        { isActive: true },
        scope,
        query.search ? searchUsers(likePattern(query.search)) : {},
      ],
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    take: USER_DROPDOWN_LIMIT,
    select: { ...PERSON_FIELDS, email: true, uniqueIdentity: true },
  });
  return rows.map((row) => ({
    id: row.id,
    full_name: fullName(row),
    email: row.email,
    unique_identity: row.uniqueIdentity,
  }));
}
