import type { TAccountEntry, TAccountEntrySortColumn, TAccountEntryFilter } from '@amc/contracts';
import type { TFunction } from 'i18next';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';

/**
 * Title, label, amount, date, added on. Ids are the API's sort names (ACCOUNT_ENTRY_SORT_COLUMNS); the label
 * column filters by a prefix of the label, the date range sits in the toolbar, the search matches a prefix of
 * the title or the label.
 */
export function accountEntryColumns(
  t: TFunction,
): TDataColumn<TAccountEntry, TAccountEntrySortColumn, TAccountEntryFilter>[] {
  return [
    { id: 'title', header: t('accountEntry.field.title'), sortable: true },
    { id: 'label', header: t('accountEntry.field.label'), sortable: true, filter: { type: 'text' } },
    {
      id: 'amount',
      header: t('accountEntry.field.amount'),
      sortable: true,
      align: 'end',
      render: (row) => <MoneyText amount={row.amount} />,
    },
    {
      id: 'date',
      header: t('accountEntry.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'created_at',
      header: t('accountEntry.field.createdAt'),
      sortable: true,
      render: (row) => <DateText value={row.created_at} />,
    },
  ];
}
