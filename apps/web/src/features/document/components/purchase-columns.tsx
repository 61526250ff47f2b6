import {
  PURCHASE_STATUSES,
  type TPurchase,
  type TPurchaseSortColumn,
  type TPurchaseFilter,
} from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { SupplierAnswerBadge, SupplierInvoiceButton } from '../../../components/purchase-supplier-answer';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';

/**
 * SPEC's purchase columns: purchase number, supplier, date, billing address, total and status; then the supplier's
 * answer with the day it promises, its reason or note, and its invoice (issue 27, section 5). Ids are the
 * API's sort and filter names (PURCHASE_SORT_COLUMNS, PURCHASE_FILTERS); the search box takes a prefix of the
 * number or of the supplier's name, and the date range sits above the table. An empty supplier list hides that
 * filter (a supplier sees only its own purchases).
 */
export function purchaseColumns(
  t: TFunction,
  suppliers: TFilterOption[],
): TDataColumn<TPurchase, TPurchaseSortColumn, TPurchaseFilter>[] {
  return [
    {
      id: 'purchase_no',
      header: t('purchase.field.number'),
      sortable: true,
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{row.purchase_no}</bdi>,
    },
    {
      id: 'supplier_id',
      header: t('purchase.field.supplier'),
      value: (row) => row.supplier.full_name,
      width: 150,
      filter: selectFilter(suppliers),
    },
    {
      id: 'date',
      header: t('purchase.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'billing_address',
      hiddenAtFirst: true,
      header: t('purchase.field.billingAddress'),
      width: 200,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto">
          {row.billing_address}
        </Text>
      ),
    },
    {
      id: 'total',
      header: t('purchase.field.total'),
      render: (row) => <MoneyText amount={row.total} />,
    },
    {
      id: 'status',
      header: t('purchase.field.status'),
      sortable: true,
      width: 140,
      filter: { type: 'select', options: statusSelectData(t, PURCHASE_STATUSES) },
      // Under an open order's status, its supplier's answer: still awaited (said quietly, in words that may wrap),
      // or confirmed with the day it promises, or declined. A delivered order needs no answer.
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          {row.supplier_answer !== 'pending' ? (
            <SupplierAnswerBadge answer={row.supplier_answer} />
          ) : (
            row.status === 'ordered' && (
              <Text size="xs" c="dimmed">
                {t('status.supplierAnswer.pending')}
              </Text>
            )
          )}
          {row.supplier_delivery_date && (
            <Text size="xs" c="dimmed">
              {t('purchase.answer.promised')} <DateText value={row.supplier_delivery_date} />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'supplier_note',
      hiddenAtFirst: true,
      header: t('purchase.answer.noteColumn'),
      width: 200,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto" title={row.supplier_note ?? undefined}>
          {row.supplier_note ?? ''}
        </Text>
      ),
    },
    {
      id: 'supplier_invoice',
      hiddenAtFirst: true,
      header: t('purchase.answer.invoice'),
      render: (row) => (row.supplier_invoice ? <SupplierInvoiceButton url={row.supplier_invoice} /> : null),
    },
  ];
}
