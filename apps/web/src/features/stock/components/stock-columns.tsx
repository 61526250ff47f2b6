import type { TStockRow } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';

/**
 * SPEC's stock: product (code, name), current stock, total received, the last product date and supplier. Ids
 * of the sortable columns are the API's sort names (STOCK_SORT_COLUMNS); the search box takes a prefix of the
 * code or the name.
 */
export function stockColumns(t: TFunction): MRT_ColumnDef<TStockRow>[] {
  const plain = { enableColumnFilter: false } as const;
  // The table guesses a first sort direction from a row's value, and its loading placeholders are empty rows:
  // stating the direction keeps it from reading a product that is not there yet.
  const sortable = { sortDescFirst: false } as const;
  return [
    {
      id: 'code',
      header: t('stock.field.code'),
      accessorFn: (row) => row.product.code,
      ...plain,
      ...sortable,
      Cell: ({ row }) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.original.product.code}</bdi>,
    },
    {
      id: 'name',
      header: t('stock.field.product'),
      accessorFn: (row) => row.product.name,
      size: 180,
      ...plain,
      ...sortable,
      Cell: ({ row }) => <bdi>{row.original.product.name}</bdi>,
    },
    {
      accessorKey: 'current_stock',
      header: t('stock.field.currentStock'),
      enableSorting: false,
      ...plain,
      Cell: ({ row }) => (
        <Text size="sm" fw={700} c={row.original.current_stock > 0 ? undefined : 'red'} component="span">
          <bdi dir="ltr">{row.original.current_stock}</bdi>
        </Text>
      ),
    },
    {
      accessorKey: 'total_received',
      header: t('stock.field.totalReceived'),
      enableSorting: false,
      ...plain,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.total_received}</bdi>,
    },
    {
      accessorKey: 'last_product_date',
      header: t('stock.field.lastProductDate'),
      enableSorting: false,
      ...plain,
      Cell: ({ row }) =>
        row.original.last_product_date ? <DateText value={row.original.last_product_date} /> : t('stock.na'),
    },
    {
      id: 'last_supplier',
      header: t('stock.field.lastSupplier'),
      accessorFn: (row) => row.last_supplier?.full_name ?? '',
      enableSorting: false,
      size: 150,
      ...plain,
      Cell: ({ row }) => <bdi>{row.original.last_supplier?.full_name ?? t('stock.na')}</bdi>,
    },
  ];
}
