import type { TAccountEntry } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';

/**
 * Title, label, amount, date, added on. Ids are the API's sort names (ACCOUNT_ENTRY_SORT_COLUMNS); the label
 * column filters by a prefix of the label, the date range sits in the toolbar, the search matches a prefix of
 * the title or the label.
 */
export function accountEntryColumns(t: TFunction): MRT_ColumnDef<TAccountEntry>[] {
  return [
    {
      accessorKey: 'title',
      header: t('accountEntry.field.title'),
      enableColumnFilter: false,
      Cell: ({ row }) => <bdi>{row.original.title}</bdi>,
    },
    {
      accessorKey: 'label',
      header: t('accountEntry.field.label'),
      Cell: ({ row }) => <bdi>{row.original.label}</bdi>,
    },
    {
      accessorKey: 'amount',
      header: t('accountEntry.field.amount'),
      enableColumnFilter: false,
      mantineTableBodyCellProps: { style: { textAlign: 'end' } },
      Cell: ({ row }) => <MoneyText amount={row.original.amount} />,
    },
    {
      accessorKey: 'date',
      header: t('accountEntry.field.date'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.date} />,
    },
    {
      accessorKey: 'created_at',
      header: t('accountEntry.field.createdAt'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.created_at} />,
    },
  ];
}
