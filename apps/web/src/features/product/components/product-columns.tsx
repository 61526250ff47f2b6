import type { TCategory, TProduct } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
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
): MRT_ColumnDef<TProduct> {
  return {
    id,
    header,
    accessorFn: (row) => pick(row)?.name ?? '',
    enableSorting: false,
    size: 80,
    filterVariant: 'select',
    mantineFilterSelectProps: { data: namedSelectData(list), searchable: true, clearable: true },
    Cell: ({ row }) => <bdi>{pick(row.original)?.name ?? '—'}</bdi>,
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
): MRT_ColumnDef<TProduct>[] {
  const plain = { enableColumnFilter: false } as const;
  return [
    {
      id: 'image',
      header: t('product.field.image'),
      accessorFn: (row) => row.image ?? '',
      enableSorting: false,
      ...plain,
      size: 56,
      Cell: ({ row }) => <ProductThumbnail src={row.original.image} alt={row.original.name} />,
    },
    {
      accessorKey: 'code',
      header: t('product.field.code'),
      ...plain,
      // Codes such as "SP-COMP-15T" are read as one word: never broken at their hyphens.
      Cell: ({ renderedCellValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{renderedCellValue}</bdi>,
    },
    { accessorKey: 'name', header: t('product.field.name'), size: 120, ...plain },
    {
      accessorKey: 'model_number',
      header: t('product.field.modelNumber'),
      size: 80,
      ...plain,
      Cell: ({ row }) => <bdi>{row.original.model_number ?? '—'}</bdi>,
    },
    listColumn('brand_id', t('product.field.brand'), (row) => row.brand, brands),
    listColumn('category_id', t('product.field.category'), (row) => row.category, categories),
    listColumn('unit_id', t('product.field.unit'), (row) => row.unit, units),
    {
      accessorKey: 'price',
      header: t('product.field.price'),
      size: 90,
      ...plain,
      Cell: ({ row }) => <MoneyText amount={row.original.price} />,
    },
    {
      accessorKey: 'current_stock',
      header: t('product.field.currentStock'),
      enableSorting: false,
      size: 70,
      ...plain,
    },
    archived
      ? {
          accessorKey: 'archived_at',
          header: t('product.field.archivedAt'),
          enableSorting: false,
          ...plain,
          Cell: ({ row }) => <DateText value={row.original.archived_at} />,
        }
      : {
          accessorKey: 'created_at',
          header: t('product.field.createdAt'),
          ...plain,
          Cell: ({ row }) => <DateText value={row.original.created_at} />,
        },
  ];
}
