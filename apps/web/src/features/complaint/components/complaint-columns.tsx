import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  SERVICE_STANDINGS,
  type TComplaint,
  type TComplaintSortColumn,
  type TComplaintFilter,
} from '@amc/contracts';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { PromiseText } from '../../../components/promise-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';

/** The choices of the list's filter selects; an empty list hides that filter (the caller sees one value). */
export type TComplaintFilterOptions = {
  customers: TFilterOption[];
  employees: TFilterOption[];
  types: TFilterOption[];
};

/**
 * SPEC's complaint columns: customer with complaint number, product, complaint date, type, assigned to, charge,
 * status. Ids are the API's sort and filter names (COMPLAINT_SORT_COLUMNS, COMPLAINT_FILTERS); the search is a
 * prefix of the complaint number, and the date range sits above the table. A QR mark beside the number tells a
 * complaint reported by scanning the item's label.
 */
export function complaintColumns(
  t: TFunction,
  { customers, employees, types }: TComplaintFilterOptions,
): TDataColumn<TComplaint, TComplaintSortColumn, TComplaintFilter>[] {
  return [
    {
      id: 'customer_id',
      header: t('complaint.field.customer'),
      value: (row) => row.customer.full_name,
      width: 150,
      filter: selectFilter(customers),
      render: (row) => (
        <Stack gap={0}>
          <bdi>{row.customer.full_name}</bdi>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{row.complaint_no}</bdi>
            </Text>
            {row.reported_by_scan && (
              <Tooltip label={t('complaint.field.reportedByScan')} withArrow>
                <IconQrcode
                  size={14}
                  role="img"
                  aria-label={t('complaint.field.reportedByScan')}
                  color="var(--mantine-color-dimmed)"
                />
              </Tooltip>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      id: 'product',
      header: t('complaint.field.product'),
      value: (row) => row.product?.name ?? '—',
      width: 110,
    },
    {
      id: 'complaint_date',
      header: t('complaint.field.date'),
      sortable: true,
      render: (row) => <DateText value={row.date} />,
    },
    {
      id: 'type_id',
      hiddenAtFirst: true,
      header: t('complaint.field.type'),
      value: (row) => row.complaint_type?.name ?? '—',
      filter: selectFilter(types),
    },
    {
      id: 'assigned_to_id',
      header: t('complaint.field.assignedTo'),
      filter: selectFilter(employees),
      render: (row) =>
        row.assign_to ? (
          <bdi>{row.assign_to.full_name}</bdi>
        ) : (
          <Text size="sm" c="dimmed">
            {t('complaint.unassigned')}
          </Text>
        ),
    },
    {
      id: 'charge',
      hiddenAtFirst: true,
      header: t('complaint.field.charge'),
      width: 90,
      render: (row) => <MoneyText amount={row.charge} />,
    },
    {
      id: 'status',
      header: t('complaint.field.status'),
      sortable: true,
      width: 90,
      filter: selectFilter(statusSelectData(t, COMPLAINT_STATUSES)),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'priority',
      hiddenAtFirst: true,
      header: t('complaint.field.priority'),
      width: 90,
      filter: selectFilter(
        COMPLAINT_PRIORITIES.map((p) => ({ value: p, label: t(`complaint.priority.${p}`) })),
      ),
      render: (row) => t(`complaint.priority.${row.priority}`),
    },
    {
      // The next promise still to keep; its filter is the standing (at risk, breached), whose page is in due order.
      id: 'due_at',
      sortable: true,
      header: t('complaint.field.due'),
      width: 110,
      filter: selectFilter(SERVICE_STANDINGS.map((s) => ({ value: s, label: t(`complaint.standing.${s}`) }))),
      render: (row) => <PromiseText complaint={row} />,
    },
  ];
}
