import { PAYMENT_STATUSES, type TSale } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';

type TOption = { value: string; label: string };

/**
 * SPEC's sale columns: bill number, customer name, date, billing address, total, paid, payment status and
 * discount (%). Ids are the API's sort and filter names (SALE_SORT_COLUMNS, SALE_FILTERS); the search box takes a
 * prefix of the bill number or of the customer's name, and the date range sits above the table.
 */
export function saleColumns(t: TFunction, customers: TOption[]): MRT_ColumnDef<TSale>[] {
  return [
    {
      accessorKey: 'sale_no',
      header: t('sale.field.number'),
      enableColumnFilter: false,
      Cell: ({ row }) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.original.sale_no}</bdi>,
    },
    {
      id: 'customer_id',
      header: t('sale.field.customer'),
      accessorFn: (row) => row.customer.full_name,
      enableSorting: false,
      size: 160,
      ...(customers.length
        ? ({
            filterVariant: 'select',
            mantineFilterSelectProps: { data: customers, searchable: true, clearable: true },
          } as const)
        : ({ enableColumnFilter: false } as const)),
      Cell: ({ row }) => <bdi>{row.original.customer.full_name}</bdi>,
    },
    {
      accessorKey: 'date',
      header: t('sale.field.date'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.date} />,
    },
    {
      accessorKey: 'billing_address',
      header: t('sale.field.billingAddress'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 200,
      Cell: ({ row }) => (
        <Text size="sm" lineClamp={2} dir="auto">
          {row.original.billing_address}
        </Text>
      ),
    },
    {
      accessorKey: 'total',
      header: t('sale.field.total'),
      enableColumnFilter: false,
      Cell: ({ row }) => <MoneyText amount={row.original.total} />,
    },
    {
      accessorKey: 'paid_total',
      header: t('sale.field.paid'),
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) => <MoneyText amount={row.original.paid_total} />,
    },
    {
      accessorKey: 'payment_status',
      header: t('sale.field.paymentStatus'),
      size: 120,
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        clearable: true,
      },
      Cell: ({ row }) => <StatusBadge status={row.original.payment_status} />,
    },
    {
      accessorKey: 'discount_percent',
      header: t('sale.field.discount'),
      enableSorting: false,
      enableColumnFilter: false,
      size: 100,
      Cell: ({ row }) => <bdi dir="ltr">{Number(row.original.discount_percent)}</bdi>,
    },
  ];
}
