import type { TStockRow, TStockSortColumn, TStockFilter } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';

/**
 * SPEC's stock: product (code, name), current stock, total received, the last product date and supplier. Ids
 * of the sortable columns are the API's sort names (STOCK_SORT_COLUMNS); the search box takes a prefix of the
 * code or the name.
 */
export function stockColumns(t: TFunction): TDataColumn<TStockRow, TStockSortColumn, TStockFilter>[] {
  return [
    {
      id: 'code',
      header: t('stock.field.code'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.product.code}</bdi>,
    },
    {
      id: 'name',
      header: t('stock.field.product'),
      value: (row) => row.product.name,
      sortable: true,
      // The two names' widths are floors the table never goes under, kept low so that the seven columns, codes
      // unbroken, fit the 986 px a 1280-px screen gives the list.
      width: 140,
    },
    {
      id: 'current_stock',
      header: t('stock.field.currentStock'),
      render: (row) => (
        <Text size="sm" fw={700} c={row.current_stock > 0 ? undefined : 'red'} component="span">
          <bdi dir="ltr">{row.current_stock}</bdi>
        </Text>
      ),
    },
    {
      id: 'in_warehouse',
      header: t('stock.field.inWarehouse'),
      render: (row) => <bdi dir="ltr">{row.in_warehouse}</bdi>,
    },
    {
      // Shown from the columns menu: with the warehouse's share beside the stock, the list fits a 1280-px screen.
      id: 'total_received',
      header: t('stock.field.totalReceived'),
      hiddenAtFirst: true,
      render: (row) => <bdi dir="ltr">{row.total_received}</bdi>,
    },
    {
      id: 'last_product_date',
      header: t('stock.field.lastProductDate'),
      render: (row) => (row.last_product_date ? <DateText value={row.last_product_date} /> : t('stock.na')),
    },
    {
      id: 'last_supplier',
      header: t('stock.field.lastSupplier'),
      value: (row) => row.last_supplier?.full_name ?? t('stock.na'),
      width: 120,
    },
  ];
}
