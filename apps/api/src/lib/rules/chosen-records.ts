import type { TBusinessRole, TCategoryType } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../kernel/db-client';
import { foldKey } from './import-kit';

/**
 * Whether an id chosen in a form's select is a record of the kind the field names. Services check a choice only
 * when the write changes it, so a record keeps what it already names after that user is disabled or the product
 * archived.
 */
export async function isActiveUserOfRole(db: TDb, id: number, role: TBusinessRole): Promise<boolean> {
  return !!(await db.user.findFirst({
    where: { id, isActive: true, role: { slug: role } },
    select: { id: true },
  }));
}

export async function isCategoryOfType(db: TDb, id: number, type: TCategoryType): Promise<boolean> {
  return !!(await db.category.findFirst({ where: { id, type }, select: { id: true } }));
}

export async function isActiveProduct(db: TDb, id: number): Promise<boolean> {
  return !!(await db.product.findFirst({ where: { id, isArchived: false }, select: { id: true } }));
}

/**
 * Several chosen users in one read (a complaint's customer and assignee), with what a check and a mail need:
 * `isActiveOfRole` then answers as isActiveUserOfRole would, without a statement per field.
 */
export async function readChosenUsers(db: TDb, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  // Raw, with the join: Prisma would read the role in a second statement.
  const rows = wanted.length
    ? await db.$queryRaw<
        {
          id: number;
          first_name: string;
          last_name: string;
          email: string;
          is_active: unknown;
          slug: string;
        }[]
      >`SELECT u.id, u.first_name, u.last_name, u.email, u.is_active, r.slug
        FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id IN (${Prisma.join(wanted)})`
    : [];
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        isActive: Number(row.is_active) === 1 || row.is_active === true,
        role: { slug: row.slug },
      },
    ]),
  );
}

export const isActiveOfRole = (
  user: { isActive: boolean; role: { slug: string } } | undefined,
  role: TBusinessRole,
): boolean => !!user && user.isActive && user.role.slug === role;

/** An import's references by their natural keys (lower case, as the database compares them): e-mail → id. */
export async function activeUserIdsByEmail(
  db: TDb,
  role: TBusinessRole,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.user.findMany({
    where: { email: { in: wanted }, isActive: true, role: { slug: role } },
    select: { id: true, email: true },
  });
  return new Map(rows.map((row) => [foldKey(row.email), row.id]));
}

/** Products in the catalogue (not archived) by code, lower case → id. */
export async function activeProductIdsByCode(
  db: TDb,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.product.findMany({
    where: { code: { in: wanted }, isArchived: false },
    select: { id: true, code: true },
  });
  return new Map(rows.map((row) => [foldKey(row.code), row.id]));
}
