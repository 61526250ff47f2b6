import { QUOTATION_STATUSES, type TQuotation } from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { QuotationProductsCell } from './quotation-products-cell';

type TOption = { value: string; label: string };

/**
 * SPEC's quotation columns: customer with the quotation number, product names, gross total, date, e-mail and
 * status. Ids are the API's sort and filter names (QUOTATION_SORT_COLUMNS, QUOTATION_FILTERS); the search box
 * takes a prefix of the number or of the customer's name, and the date range sits above the table.
 */
export function quotationColumns(t: TFunction, customers: TOption[]): MRT_ColumnDef<TQuotation>[] {
  return [
    {
      id: 'customer_id',
      header: t('quotation.field.customer'),
      accessorFn: (row) => row.customer.full_name,
      enableSorting: false,
      size: 180,
      ...(customers.length
        ? ({
            filterVariant: 'select',
            mantineFilterSelectProps: { data: customers, searchable: true, clearable: true },
          } as const)
        : ({ enableColumnFilter: false } as const)),
      Cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" dir="auto">
            {row.original.customer.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi style={{ whiteSpace: 'nowrap' }}>{row.original.quotation_no}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'products',
      header: t('quotation.field.products'),
      accessorFn: (row) => row.items.map((item) => item.product.name).join(', '),
      enableSorting: false,
      enableColumnFilter: false,
      size: 180,
      Cell: ({ row }) => <QuotationProductsCell items={row.original.items} />,
    },
    {
      accessorKey: 'gross_total',
      header: t('documentLines.grossTotal'),
      enableSorting: false,
      enableColumnFilter: false,
      Cell: ({ row }) => <MoneyText amount={row.original.gross_total} />,
    },
    {
      accessorKey: 'date',
      header: t('quotation.field.date'),
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.date} />,
    },
    {
      id: 'email',
      header: t('quotation.field.email'),
      accessorFn: (row) => row.customer.email,
      enableSorting: false,
      enableColumnFilter: false,
      size: 160,
      // Long addresses wrap, so the status stays in view beside them.
      Cell: ({ row }) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          <bdi>{row.original.customer.email}</bdi>
        </Text>
      ),
    },
    {
      accessorKey: 'status',
      header: t('quotation.field.status'),
      size: 110,
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: QUOTATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        clearable: true,
      },
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
}
