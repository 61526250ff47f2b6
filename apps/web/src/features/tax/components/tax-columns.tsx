import type { TTax, TTaxSortColumn } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';

/** Ids are the API's sort names (TAX_SORT_COLUMNS); the tax list has no column filters, only the search. */
export function taxColumns(t: TFunction): TDataColumn<TTax, TTaxSortColumn, never>[] {
  return [
    { id: 'name', header: t('tax.field.name'), sortable: true },
    {
      id: 'percentage',
      header: t('tax.field.percentage'),
      sortable: true,
      render: (row) => <bdi dir="ltr">{row.percentage}%</bdi>,
    },
    {
      id: 'created_at',
      header: t('tax.field.createdAt'),
      sortable: true,
      render: (row) => <DateText value={row.created_at} />,
    },
  ];
}
