import type { TTax } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';

/** Ids are the API's sort names (TAX_SORT_COLUMNS); the tax list has no column filters, only the search. */
export function taxColumns(t: TFunction): MRT_ColumnDef<TTax>[] {
  return [
    { accessorKey: 'name', header: t('tax.field.name'), enableColumnFilter: false },
    {
      accessorKey: 'percentage',
      header: t('tax.field.percentage'),
      enableColumnFilter: false,
      Cell: ({ row }) => <bdi dir="ltr">{row.original.percentage}%</bdi>,
    },
    {
      accessorKey: 'created_at',
      header: t('tax.field.createdAt'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
  ];
}
