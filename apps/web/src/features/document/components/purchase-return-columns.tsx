import type { TPurchaseReturn, TPurchaseReturnSortColumn, TPurchaseReturnFilter } from '@amc/contracts';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';

/**
 * The purchase return columns: number, the purchase the goods came with, supplier, date and total. Ids are the API's
 * sort and filter names (PURCHASE_RETURN_SORT_COLUMNS, PURCHASE_RETURN_FILTERS).
 */
export function purchaseReturnColumns(
  t: TFunction,
  suppliers: TFilterOption[],
): TDataColumn<TPurchaseReturn, TPurchaseReturnSortColumn, TPurchaseReturnFilter>[] {
  return [
    {
      id: 'return_no',
      header: t('purchaseReturn.field.number'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.return_no}</bdi>,
    },
    {
      id: 'purchase',
      header: t('purchaseReturn.field.purchase'),
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.purchase.purchase_no}</bdi>,
    },
    {
      id: 'supplier_id',
      header: t('purchase.field.supplier'),
      value: (row) => row.supplier.full_name,
      width: 130,
      filter: selectFilter(suppliers),
    },
    {
      id: 'date',
      header: t('purchase.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'total',
      header: t('purchase.field.total'),
      render: (row) => <MoneyText amount={row.total} />,
    },
  ];
}
