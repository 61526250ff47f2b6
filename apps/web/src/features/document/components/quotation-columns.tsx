import {
  QUOTATION_STATUSES,
  type TQuotation,
  type TQuotationSortColumn,
  type TQuotationFilter,
} from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { lineName } from '../../../components/document-lines/line-name';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';
import { QuotationProductsCell } from './quotation-products-cell';

/**
 * SPEC's quotation columns: customer with the quotation number, product names, gross total, date, e-mail and
 * status. Ids are the API's sort and filter names (QUOTATION_SORT_COLUMNS, QUOTATION_FILTERS); the search box
 * takes a prefix of the number or of the customer's name, and the date range sits above the table.
 */
export function quotationColumns(
  t: TFunction,
  customers: TFilterOption[],
): TDataColumn<TQuotation, TQuotationSortColumn, TQuotationFilter>[] {
  return [
    {
      id: 'customer_id',
      header: t('quotation.field.customer'),
      value: (row) => row.customer.full_name,
      width: 180,
      filter: selectFilter(customers),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" dir="auto">
            {row.customer.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi style={{ whiteSpace: 'nowrap' }}>{row.quotation_no}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'products',
      header: t('quotation.field.products'),
      value: (row) => row.items.map(lineName).join(', '),
      width: 180,
      render: (row) => <QuotationProductsCell items={row.items} />,
    },
    {
      id: 'gross_total',
      header: t('documentLines.grossTotal'),
      render: (row) => <MoneyText amount={row.gross_total} />,
    },
    {
      id: 'date',
      header: t('quotation.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'email',
      hiddenAtFirst: true,
      header: t('quotation.field.email'),
      value: (row) => row.customer.email,
      width: 160,
      // Long addresses wrap, so the status stays in view beside them.
      render: (row) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          <bdi>{row.customer.email}</bdi>
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('quotation.field.status'),
      sortable: true,
      width: 110,
      filter: { type: 'select', options: statusSelectData(t, QUOTATION_STATUSES) },
      render: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
