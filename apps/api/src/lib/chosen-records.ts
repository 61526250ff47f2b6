import type { TBusinessRole, TCategoryType } from '@amc/contracts';
import type { TDb } from '../plugins/database';

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
