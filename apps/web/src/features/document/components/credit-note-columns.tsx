import {
  CREDIT_NOTE_STATUSES,
  type TCreditNote,
  type TCreditNoteSortColumn,
  type TCreditNoteFilter,
} from '@amc/contracts';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';

/**
 * The credit note columns: number, the bill it takes back, customer, date, total, credit left and status. Ids are
 * the API's sort and filter names (CREDIT_NOTE_SORT_COLUMNS, CREDIT_NOTE_FILTERS); the search box takes a prefix of
 * the number or of the customer's name.
 */
export function creditNoteColumns(
  t: TFunction,
  customers: TFilterOption[],
): TDataColumn<TCreditNote, TCreditNoteSortColumn, TCreditNoteFilter>[] {
  return [
    {
      id: 'credit_no',
      header: t('creditNote.field.number'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.credit_no}</bdi>,
    },
    {
      id: 'sale',
      header: t('creditNote.field.bill'),
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.sale.sale_no}</bdi>,
    },
    {
      id: 'customer_id',
      header: t('sale.field.customer'),
      value: (row) => row.customer.full_name,
      width: 130,
      filter: selectFilter(customers),
    },
    {
      id: 'date',
      header: t('sale.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'total',
      header: t('sale.field.total'),
      sortable: true,
      render: (row) => <MoneyText amount={row.total} />,
    },
    {
      id: 'balance',
      header: t('creditNote.field.balance'),
      render: (row) => <MoneyText amount={row.balance} />,
    },
    {
      id: 'status',
      header: t('creditNote.field.status'),
      sortable: true,
      width: 120,
      filter: { type: 'select', options: statusSelectData(t, CREDIT_NOTE_STATUSES, 'creditNote') },
      render: (row) => <StatusBadge status={row.status} scope="creditNote" />,
    },
  ];
}
