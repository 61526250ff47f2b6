import type { TCategory, TProduct, TProductSortColumn, TProductFilter } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { ProductThumbnail } from './product-thumbnail';
import { namedSelectData } from '../../../lookups/select-data';

export type TProductListOptions = { brands: TCategory[]; categories: TCategory[]; units: TCategory[] };

/** A brand, category or unit column: filtered on the API's `<name>_id` filter with a select of the list. */
function listColumn(
  id: 'brand_id' | 'category_id' | 'unit_id',
  header: string,
  pick: (row: TProduct) => TProduct['brand'],
  list: TCategory[],
): TDataColumn<TProduct, TProductSortColumn, TProductFilter> {
  return {
    id,
    header,
    value: (row) => pick(row)?.name ?? '—',
    width: 80,
    filter: { type: 'select', options: namedSelectData(list), searchable: true },
  };
}

/**
 * The product list's columns; ids are the API's sort and filter names (PRODUCT_SORT_COLUMNS, PRODUCT_FILTERS).
 * The archive list shows when a product was archived instead of when it was added.
 */
export function productColumns(
  t: TFunction,
  { brands, categories, units }: TProductListOptions,
  { archived = false }: { archived?: boolean } = {},
): TDataColumn<TProduct, TProductSortColumn, TProductFilter>[] {
  return [
    {
      id: 'image',
      header: t('product.field.image'),
      width: 56,
      render: (row) => <ProductThumbnail src={row.image} alt={row.name} />,
    },
    {
      id: 'code',
      header: t('product.field.code'),
      sortable: true,
      // Codes such as "SP-COMP-15T" are read as one word: never broken at their hyphens.
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.code}</bdi>,
    },
    { id: 'name', header: t('product.field.name'), sortable: true, width: 120 },
    {
      id: 'model_number',
      hiddenAtFirst: true,
      header: t('product.field.modelNumber'),
      value: (row) => row.model_number ?? '—',
      sortable: true,
      width: 80,
    },
    listColumn('brand_id', t('product.field.brand'), (row) => row.brand, brands),
    listColumn('category_id', t('product.field.category'), (row) => row.category, categories),
    { ...listColumn('unit_id', t('product.field.unit'), (row) => row.unit, units), hiddenAtFirst: true },
    {
      id: 'price',
      header: t('product.field.price'),
      sortable: true,
      width: 90,
      render: (row) => <MoneyText amount={row.price} />,
    },
    { id: 'current_stock', header: t('product.field.currentStock'), width: 70 },
    archived
      ? {
          id: 'archived_at',
          header: t('product.field.archivedAt'),
          render: (row) => <DateText value={row.archived_at} />,
        }
      : {
          id: 'created_at',
          hiddenAtFirst: true,
          header: t('product.field.createdAt'),
          sortable: true,
          render: (row) => <DateText value={row.created_at} />,
        },
  ];
}
