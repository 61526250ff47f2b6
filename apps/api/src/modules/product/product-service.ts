import {
  MSG,
  PRODUCT_IMAGE_MAX_BYTES,
  type TCategoryType,
  type TCreateProductBody,
  type TProduct,
  type TUpdateProductBody,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/kernel/db-errors';
import { inUseConflict, isInUse } from '../../lib/rules/in-use';
import { IMAGE_TYPES, storeUpload, writeDroppingUploads, type TUploadedFile } from '../../lib/kernel/uploads';
import { getProduct } from './product-list';
import type { TFileStore } from '../../lib/kernel/file-store';

export type TProductFiles = { image?: TUploadedFile };

/** Each reference of a product and the category list it must come from. */
const REFERENCES: readonly {
  field: 'brand_id' | 'category_id' | 'unit_id';
  type: TCategoryType;
  label: string;
}[] = [
  { field: 'brand_id', type: 'brand', label: 'brand' },
  { field: 'category_id', type: 'product_category', label: 'category' },
  { field: 'unit_id', type: 'unit', label: 'unit' },
];

/** A brand must be a brand, a unit a unit: an id of another list (or of nothing) is refused, field by field. */
async function checkReferences(db: TDb, body: TCreateProductBody) {
  const ids = REFERENCES.flatMap(({ field }) => (body[field] === null ? [] : [body[field]]));
  if (!ids.length) return;
  const found = await db.category.findMany({ where: { id: { in: ids } }, select: { id: true, type: true } });
  const typeOf = new Map(found.map((c) => [c.id, c.type]));
  const issues: TIssue[] = REFERENCES.flatMap(({ field, type, label }) => {
    const id = body[field];
    return id !== null && typeOf.get(id) !== type
      ? [{ path: field, message: `Please choose a valid ${label}.` }]
      : [];
  });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

/** Checked before the image is stored, so a taken code leaves no file behind; the unique index settles races. */
async function checkCodeFree(db: TDb, code: string, productId?: number) {
  const other = await db.product.findUnique({ where: { code }, select: { id: true } });
  if (other && other.id !== productId) throw AppError.field('code', MSG.codeTaken, 'CONFLICT');
}

async function storeImage(db: TDb, fileStore: TFileStore, caller: TCaller, file: TUploadedFile | undefined) {
  if (!file) return undefined;
  const stored = await storeUpload(db, fileStore, 'image', file, {
    allowed: IMAGE_TYPES,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    uploadedById: caller.id,
  });
  return stored.url;
}

const productData = (body: TCreateProductBody) => ({
  code: body.code,
  name: body.name,
  modelNumber: body.model_number,
  hsnCode: body.hsn_code ?? null,
  price: body.price,
  brandId: body.brand_id,
  categoryId: body.category_id,
  unitId: body.unit_id,
  description: body.description ?? null,
});

async function withCodeConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('code', MSG.codeTaken, 'CONFLICT');
    throw error;
  }
}

export async function createProduct(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  body: TCreateProductBody,
  files: TProductFiles,
): Promise<TProduct> {
  return withCodeConflict(() =>
    prisma.$transaction(async (tx) => {
      await checkReferences(tx, body);
      await checkCodeFree(tx, body.code);
      const image = await storeImage(tx, fileStore, caller, files.image);
      const row = await tx.product.create({ data: { ...productData(body), image: image ?? null } });
      await recordActivity(tx, caller, {
        slug: 'product',
        action: 'create',
        description: `Added the product ${row.name} (${row.code})`,
        recordId: row.id,
      });
      return getProduct(tx, row.id);
    }),
  );
}

/** Replaces the product's fields with the form's; the image changes (the old one removed) only when a new one is sent. */
export async function updateProduct(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  body: TUpdateProductBody,
  files: TProductFiles,
): Promise<TProduct> {
  return withCodeConflict(() =>
    writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
      const existing = await tx.product.findUnique({
        where: { id: body.id },
        select: { id: true, image: true },
      });
      if (!existing) throw new AppError('NOT_FOUND');
      await checkReferences(tx, body);
      await checkCodeFree(tx, body.code, body.id);
      const image = await storeImage(tx, fileStore, caller, files.image);
      if (image) await drop(existing.image);
      const row = await tx.product.update({
        where: { id: body.id },
        data: { ...productData(body), ...(image ? { image } : {}) },
      });
      await recordActivity(tx, caller, {
        slug: 'product',
        action: 'update',
        description: `Updated the product ${row.name} (${row.code})`,
        recordId: row.id,
      });
      return getProduct(tx, row.id);
    }),
  );
}

/**
 * Deletes products all or nothing: an unknown id answers 404 and one product that documents or the stock ledger
 * still name answers 409 (archive it instead), and then nothing is deleted. Their images go too.
 */
export async function deleteProducts(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  try {
    return await writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
      const rows = await tx.product.findMany({
        where: { id: { in: unique } },
        select: {
          id: true,
          code: true,
          name: true,
          image: true,
          _count: {
            select: {
              quotationItems: true,
              saleItems: true,
              purchaseItems: true,
              amcProducts: true,
              equipment: true,
              complaints: true,
              stockMovements: true,
            },
          },
        },
      });
      if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
      for (const row of rows) {
        const c = row._count;
        const use = {
          quotation: c.quotationItems,
          sale: c.saleItems,
          purchase: c.purchaseItems,
          amc: c.amcProducts,
          equipment: c.equipment,
          complaint: c.complaints,
          stockMovement: c.stockMovements,
        };
        if (isInUse(use))
          throw await inUseConflict(tx, caller, ({ t, uses }) =>
            t('inUse.product', { name: row.name, code: row.code, uses: uses(use) }),
          );
      }
      const { count } = await tx.product.deleteMany({ where: { id: { in: unique } } });
      if (count !== unique.length) throw new AppError('NOT_FOUND');
      for (const row of rows) {
        await drop(row.image);
        await recordActivity(tx, caller, {
          slug: 'product',
          action: 'delete',
          description: `Deleted the product ${row.name} (${row.code})`,
          recordId: row.id,
        });
      }
      return unique;
    });
  } catch (error) {
    // A document that named one of them after the check above: its foreign key refused the delete.
    if (isForeignKeyViolation(error))
      throw await inUseConflict(prisma, caller, ({ t }) => t('inUse.productJustUsed'));
    throw error;
  }
}

/** Moves a product between the active and the archive lists; asking for the list it is already in is a conflict. */
async function setArchived(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
  archived: boolean,
): Promise<TProduct> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.product.findUnique({ where: { id }, select: { id: true, code: true, name: true } });
    if (!row) throw new AppError('NOT_FOUND');
    // Conditional on the current state, so two clicks at once archive once.
    const { count } = await tx.product.updateMany({
      where: { id, isArchived: !archived },
      data: { isArchived: archived, archivedAt: archived ? new Date() : null },
    });
    if (count === 0)
      throw new AppError(
        'CONFLICT',
        archived ? 'This product is already archived.' : 'This product is not archived.',
      );
    await recordActivity(tx, caller, {
      slug: 'product',
      action: archived ? 'archive' : 'restore',
      description: `${archived ? 'Archived' : 'Restored'} the product ${row.name} (${row.code})`,
      recordId: id,
    });
    return getProduct(tx, id);
  });
}

export const archiveProduct = (prisma: TPrisma, caller: TCaller, id: number) =>
  setArchived(prisma, caller, id, true);
export const restoreProduct = (prisma: TPrisma, caller: TCaller, id: number) =>
  setArchived(prisma, caller, id, false);
