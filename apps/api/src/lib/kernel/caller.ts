import {
  ALL_PERMISSIONS,
  type TBusinessRole,
  type TLanguageCode,
  type TPermission,
  type TRoleSlug,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';

/** Who is calling, as services need it: identity, role, rights, and where from (for the activity log). */
export type TCaller = {
  id: number;
  email: string;
  role: TRoleSlug;
  roleId: number;
  /**
   * The caller's own language, null when it chose none: what the server writes for it (an export) is in this
   * language, else the business's system language (readerLanguage).
   */
  language: TLanguageCode | null;
  permissions: ReadonlySet<string>;
  /**
   * Set when the call came with a personal API token (its id): `permissions` are then the token's rights that its
   * owner still holds, for an admin too (row boundaries stay the owner's).
   */
  apiTokenId?: number;
  ip: string;
  userAgent?: string;
};

/** The admin's row boundary: every row (also through an API token, which narrows rights, not rows). */
export const isAdmin = (caller: TCaller) => caller.role === 'admin';

/** An admin's powers beyond rights (admin-only routes): a session, or an API token that holds every right. */
export const holdsAdminPowers = (caller: TCaller) =>
  isAdmin(caller) && (caller.apiTokenId === undefined || caller.permissions.size >= ALL_PERMISSIONS.length);

export const hasPermission = (caller: TCaller, permission: TPermission) =>
  (isAdmin(caller) && caller.apiTokenId === undefined) || caller.permissions.has(permission);

/** For each business role, the column that ties a row to that user (customerId, assignedToId, supplierId). */
export type TOwnerColumns<W> = Partial<Record<TBusinessRole, keyof W & string>>;

/**
 * The row boundary of DESIGN.md section 4 as a Prisma `where` fragment: admin sees every row; a customer,
 * employee or supplier only rows whose owner column holds its id; a role with no owner column sees none.
 * Services AND it into every read and write, so another's id simply is not found (404).
 */
export function ownRowsWhere<W extends object>(caller: TCaller, owners: TOwnerColumns<W>): W {
  if (isAdmin(caller)) return {} as W;
  const column = owners[caller.role as TBusinessRole];
  if (!column) return { id: { in: [] } } as W;
  return { [column]: caller.id } as W;
}

/**
 * ownRowsWhere for a raw statement: the condition that keeps the caller's rows, `owners` naming each role's owner
 * column in SQL (`assigned_to_id`, optionally qualified); the column names are the code's own, never the caller's.
 */
export function ownRowsSql(caller: TCaller, owners: Partial<Record<TBusinessRole, string>>): Prisma.Sql {
  if (isAdmin(caller)) return Prisma.sql`TRUE`;
  const column = owners[caller.role as TBusinessRole];
  return column ? Prisma.sql`${Prisma.raw(column)} = ${caller.id}` : Prisma.sql`FALSE`;
}
