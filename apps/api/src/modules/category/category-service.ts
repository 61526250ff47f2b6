import {
  CATEGORY_LIST_LIMIT,
  CATEGORY_TYPE_NAMES,
  type TCategory,
  type TCategoryType,
  type TCreateCategoryBody,
  type TListCategoriesQuery,
  type TRenameCategoryBody,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { isForeignKeyViolation, withNameConflict } from '../../lib/kernel/db-errors';
import { inUseConflict, isInUse } from '../../lib/rules/in-use';
import { likePattern } from '../../lib/list/list-query';

const CATEGORY_SELECT = { id: true, type: true, name: true } as const;

const toCategory = (row: { id: number; type: TCategoryType; name: string }): TCategory => ({
  id: row.id,
  type: row.type,
  name: row.name,
});

/** One list (or all of them) for dropdowns, by name; the (type, name) unique index serves both the filter and the order. */
export async function findCategories(prisma: TPrisma, query: TListCategoriesQuery): Promise<TCategory[]> {
  const rows = await prisma.category.findMany({
    where: { type: query.type, ...(query.search ? { name: { startsWith: likePattern(query.search) } } : {}) },
    orderBy: [{ type: 'asc' }, { name: 'asc' }],
    take: CATEGORY_LIST_LIMIT,
    select: CATEGORY_SELECT,
  });
  return rows.map(toCategory);
}

/** Adds a name to a list. The unique (type, name) index, compared without case, refuses a second "Daikin". */
export async function createCategory(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateCategoryBody,
): Promise<TCategory> {
  return withNameConflict(() =>
    prisma.$transaction(async (tx) => {
      const row = await tx.category.create({
        data: { type: body.type, name: body.name },
        select: CATEGORY_SELECT,
      });
      await recordActivity(tx, caller, {
        slug: 'category',
        action: 'create',
        description: `Added the ${CATEGORY_TYPE_NAMES[row.type]} ${row.name}`,
        recordId: row.id,
      });
      return toCategory(row);
    }),
  );
}

/**
 * Gives one entry a new name in the same list. Products, complaints and tasks point at the entry by id, so they
 * show the new name at once; the unique (type, name) index refuses a name the list already has.
 */
export async function renameCategory(
  prisma: TPrisma,
  caller: TCaller,
  body: TRenameCategoryBody,
): Promise<TCategory> {
  return withNameConflict(() =>
    prisma.$transaction(async (tx) => {
      const existing = await tx.category.findUnique({ where: { id: body.id }, select: CATEGORY_SELECT });
      if (!existing) throw new AppError('NOT_FOUND');
      const row = await tx.category.update({
        where: { id: body.id },
        data: { name: body.name },
        select: CATEGORY_SELECT,
      });
      await recordActivity(tx, caller, {
        slug: 'category',
        action: 'update',
        description: `Renamed the ${CATEGORY_TYPE_NAMES[row.type]} ${existing.name} to ${row.name}`,
        recordId: row.id,
      });
      return toCategory(row);
    }),
  );
}

/** Removes a list entry that nothing uses; one still named by products, complaints or tasks is refused. */
export async function deleteCategory(prisma: TPrisma, caller: TCaller, id: number): Promise<TCategory> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.category.findUnique({
        where: { id },
        select: {
          ...CATEGORY_SELECT,
          _count: {
            select: {
              productsOfBrand: true,
              productsOfKind: true,
              productsOfUnit: true,
              complaints: true,
              tasks: true,
            },
          },
        },
      });
      if (!row) throw new AppError('NOT_FOUND');
      const { productsOfBrand, productsOfKind, productsOfUnit, complaints, tasks } = row._count;
      const use = {
        product: productsOfBrand + productsOfKind + productsOfUnit,
        complaint: complaints,
        task: tasks,
      };
      if (isInUse(use))
        throw await inUseConflict(tx, caller, ({ t, uses }) =>
          t(`inUse.${row.type}`, { name: row.name, uses: uses(use) }),
        );
      await tx.category.delete({ where: { id } });
      await recordActivity(tx, caller, {
        slug: 'category',
        action: 'delete',
        description: `Deleted the ${CATEGORY_TYPE_NAMES[row.type]} ${row.name}`,
        recordId: id,
      });
      return toCategory(row);
    });
  } catch (error) {
    // A product or complaint that picked this entry after the check above: the foreign key refused the delete.
    if (isForeignKeyViolation(error))
      throw await inUseConflict(prisma, caller, ({ t }) => t('inUse.categoryJustUsed'));
    throw error;
  }
}
