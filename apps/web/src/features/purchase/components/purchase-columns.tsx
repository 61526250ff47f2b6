import { PURCHASE_STATUSES, type TPurchase } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';

type TOption = { value: string; label: string };

/**
 * SPEC's purchase columns: purchase number, supplier, date, billing address, total and status. Ids are the
 * API's sort and filter names (PURCHASE_SORT_COLUMNS, PURCHASE_FILTERS); the search box takes a prefix of the
 * number or of the supplier's name, and the date range sits above the table. An empty supplier list hides that
 * filter (a supplier sees only its own purchases).
 */
export function purchaseColumns(t: TFunction, suppliers: TOption[]): MRT_ColumnDef<TPurchase>[] {
  return [
    {
      accessorKey: 'purchase_no',
      header: t('purchase.field.number'),
      enableColumnFilter: false,
      Cell: ({ row }) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.original.purchase_no}</bdi>,
    },
    {
      id: 'supplier_id',
      header: t('purchase.field.supplier'),
      accessorFn: (row) => row.supplier.full_name,
      enableSorting: false,
      size: 150,
      ...(suppliers.length
        ? ({
            filterVariant: 'select',
            mantineFilterSelectProps: { data: suppliers, searchable: true, clearable: true },
          } as const)
        : ({ enableColumnFilter: false } as const)),
      Cell: ({ row }) => <bdi>{row.original.supplier.full_name}</bdi>,
    },
    {
      accessorKey: 'date',
      header: t('purchase.field.date'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.date} />,
    },
    {
      accessorKey: 'billing_address',
      header: t('purchase.field.billingAddress'),
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
      header: t('purchase.field.total'),
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) => <MoneyText amount={row.original.total} />,
    },
    {
      accessorKey: 'status',
      header: t('purchase.field.status'),
      size: 110,
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: PURCHASE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        clearable: true,
      },
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
}
