import {
  PRODUCT_DROPDOWN_LIMIT,
  type TListProductsQuery,
  type TProduct,
  type TProductFilter,
  type TProductOption,
  type TProductSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { one, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { defineList, filterId, likePattern, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';

type TWhere = Prisma.ProductWhereInput;
type TOrderBy = Prisma.ProductOrderByWithRelationInput;

/** Sorts and prefix searches that the (is_archived, column) indexes serve, since every product list filters on is_archived. */
const sort: Record<TProductSortColumn, (order: Prisma.SortOrder) => TOrderBy> = {
  code: (order) => ({ code: order }),
  name: (order) => ({ name: order }),
  model_number: (order) => ({ modelNumber: order }),
  price: (order) => ({ price: order }),
  created_at: (order) => ({ createdAt: order }),
};
const filters: Record<TProductFilter, (value: unknown) => TWhere> = {
  brand_id: (value) => ({ brandId: filterId('brand_id', value) }),
  category_id: (value) => ({ categoryId: filterId('category_id', value) }),
  unit_id: (value) => ({ unitId: filterId('unit_id', value) }),
};
const productList = defineList<TWhere, TOrderBy>({
  sort,
  defaultSort: { column: 'created_at', order: 'desc' },
  search: (term) => ({
    OR: [
      { code: { startsWith: term } },
      { name: { startsWith: term } },
      { modelNumber: { startsWith: term } },
    ],
  }),
  filters,
});

const NAMED = { select: { id: true, name: true } } as const;
export const PRODUCT_INCLUDE = { brand: NAMED, category: NAMED, unit: NAMED } as const;
const NAMED_FIELDS = ['id', 'name'];
/** PRODUCT_INCLUDE as the list reads it: the three lists' names joined, one statement. */
export const PRODUCT_READ: TJoinedRead = {
  table: 'products',
  booleans: ['isArchived'],
  one: {
    brand: one('categories', { key: 'brandId' }, NAMED_FIELDS),
    category: one('categories', { key: 'categoryId' }, NAMED_FIELDS),
    unit: one('categories', { key: 'unitId' }, NAMED_FIELDS),
  },
};

type TProductRow = Prisma.ProductGetPayload<{ include: typeof PRODUCT_INCLUDE }>;

/** The rows of these ids with their lists' names; the current stock is the product's own column (lockProductStock). */
export async function findProductRows(db: TDb, ids: number[]): Promise<TProductRow[]> {
  return readJoinedRows<TProductRow>(db, PRODUCT_READ, ids);
}

export function toProduct(row: TProductRow): TProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    model_number: row.modelNumber,
    hsn_code: row.hsnCode,
    price: row.price.toFixed(2),
    brand: row.brand,
    category: row.category,
    unit: row.unit,
    image: row.image,
    description: row.description,
    is_archived: row.isArchived,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    current_stock: row.currentStock,
  };
}

/** One product as the forms show it (after a write); 404 when it does not exist. */
export async function getProduct(db: TDb, id: number): Promise<TProduct> {
  const [row] = await findProductRows(db, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return toProduct(row);
}

function findProductList(prisma: TPrisma, query: TListProductsQuery, archived: boolean) {
  return runList(
    prisma,
    query,
    productList,
    [{ isArchived: archived }],
    prismaListRunner(prisma.product, (ids) => findProductRows(prisma, ids)),
    toProduct,
    {
      filename: 'productData',
      columns: [
        { header: 'column.code', value: (r) => r.code },
        { header: 'column.name', value: (r) => r.name },
        { header: 'column.modelNumber', value: (r) => r.model_number },
        { header: 'column.hsnCode', value: (r) => r.hsn_code ?? '' },
        { header: 'column.price', value: (r) => r.price },
        { header: 'column.brand', value: (r) => r.brand?.name ?? '' },
        { header: 'column.category', value: (r) => r.category?.name ?? '' },
        { header: 'column.unit', value: (r) => r.unit?.name ?? '' },
        { header: 'column.currentStock', value: (r) => r.current_stock },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}

/** GET /product/list: the active products. */
export const findProducts = (prisma: TPrisma, query: TListProductsQuery) =>
  findProductList(prisma, query, false);

/** GET /product/archiveList: the archived products. */
export const findArchivedProducts = (prisma: TPrisma, query: TListProductsQuery) =>
  findProductList(prisma, query, true);

/** Active products for a select, by name (the (is_archived, name) index), narrowed by a code or name prefix. */
export async function findProductOptions(
  prisma: TPrisma,
  search: string | undefined,
  { withStock }: { withStock: boolean },
): Promise<TProductOption[]> {
  const prefix = likePattern(search ?? '');
  const rows = await prisma.product.findMany({
    where: {
      isArchived: false,
      ...(prefix ? { OR: [{ code: { startsWith: prefix } }, { name: { startsWith: prefix } }] } : {}),
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: PRODUCT_DROPDOWN_LIMIT,
    select: { id: true, code: true, name: true, price: true, currentStock: true },
  });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    price: row.price.toFixed(2),
    stock: withStock ? row.currentStock : null,
  }));
}
