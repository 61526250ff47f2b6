import { PAYMENT_STATUSES, type TSale, type TSaleSortColumn, type TSaleFilter } from '@amc/contracts';
import { Group, Text } from '@mantine/core';
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
import { isSaleOverdue, SaleOverdueBadge } from './sale-overdue-badge';

/**
 * SPEC's sale columns: bill number, customer name, date, billing address, total, paid, payment status and
 * discount (%), and the due date of a bill with payment terms (a bill overdue on `today` is marked by its payment
 * status). Ids are the API's sort and filter names (SALE_SORT_COLUMNS, SALE_FILTERS); the search box takes a
 * prefix of the bill number or of the customer's name, and the date range and overdue switch sit above the table.
 */
export function saleColumns(
  t: TFunction,
  customers: TFilterOption[],
  today: string,
): TDataColumn<TSale, TSaleSortColumn, TSaleFilter>[] {
  return [
    {
      id: 'sale_no',
      header: t('sale.field.number'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.sale_no}</bdi>,
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
      id: 'due_date',
      // Shown on asking: with it every column would not fit beside the sidebar at 1280 px; an overdue bill has its
      // badge by the payment status anyway.
      hiddenAtFirst: true,
      header: t('sale.field.dueDate'),
      render: (row) => (row.due_date ? <DateText value={row.due_date} /> : '—'),
    },
    {
      id: 'billing_address',
      hiddenAtFirst: true,
      header: t('sale.field.billingAddress'),
      // Two lines of an address rather than one wide one: every column fits beside the sidebar at 1440 px.
      width: 150,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto">
          {row.billing_address}
        </Text>
      ),
    },
    {
      id: 'total',
      header: t('sale.field.total'),
      sortable: true,
      render: (row) => <MoneyText amount={row.total} />,
    },
    {
      id: 'paid_total',
      header: t('sale.field.paid'),
      render: (row) => <MoneyText amount={row.paid_total} />,
    },
    {
      id: 'payment_status',
      header: t('sale.field.paymentStatus'),
      sortable: true,
      width: 120,
      filter: { type: 'select', options: statusSelectData(t, PAYMENT_STATUSES) },
      render: (row) => (
        <Group gap={4} wrap="wrap">
          <StatusBadge status={row.payment_status} />
          {isSaleOverdue(row, today) && <SaleOverdueBadge />}
        </Group>
      ),
    },
    {
      id: 'discount_percent',
      hiddenAtFirst: true,
      header: t('sale.field.discount'),
      render: (row) => <bdi dir="ltr">{Number(row.discount_percent)}</bdi>,
    },
  ];
}
