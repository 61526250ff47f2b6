import { WORK_STATUSES, type TComplaint } from '@amc/contracts';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';

type TOption = { value: string; label: string };

/** The choices of the list's filter selects; an empty list hides that filter (the caller sees one value). */
export type TComplaintFilterOptions = { customers: TOption[]; employees: TOption[]; types: TOption[] };

const selectFilter = (data: TOption[]) =>
  data.length
    ? ({
        filterVariant: 'select',
        mantineFilterSelectProps: { data, searchable: true, clearable: true },
      } as const)
    : ({ enableColumnFilter: false } as const);

/**
 * SPEC's complaint columns: customer with complaint number, product, complaint date, type, assigned to, charge,
 * status. Ids are the API's sort and filter names (COMPLAINT_SORT_COLUMNS, COMPLAINT_FILTERS); the search is a
 * prefix of the complaint number, and the date range sits above the table.
 */
export function complaintColumns(
  t: TFunction,
  { customers, employees, types }: TComplaintFilterOptions,
): MRT_ColumnDef<TComplaint>[] {
  return [
    {
      id: 'customer_id',
      header: t('complaint.field.customer'),
      accessorFn: (row) => row.customer.full_name,
      enableSorting: false,
      size: 160,
      ...selectFilter(customers),
      Cell: ({ row }) => (
        <Stack gap={0}>
          <bdi>{row.original.customer.full_name}</bdi>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <bdi>{row.original.complaint_no}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'product',
      header: t('complaint.field.product'),
      accessorFn: (row) => row.product?.name ?? '',
      enableSorting: false,
      enableColumnFilter: false,
      size: 120,
      Cell: ({ row }) => <bdi>{row.original.product?.name ?? '—'}</bdi>,
    },
    {
      id: 'complaint_date',
      header: t('complaint.field.date'),
      accessorFn: (row) => row.date,
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.date} />,
    },
    {
      id: 'type_id',
      header: t('complaint.field.type'),
      accessorFn: (row) => row.complaint_type?.name ?? '',
      enableSorting: false,
      ...selectFilter(types),
      Cell: ({ row }) => <bdi>{row.original.complaint_type?.name ?? '—'}</bdi>,
    },
    {
      id: 'assigned_to_id',
      header: t('complaint.field.assignedTo'),
      accessorFn: (row) => row.assign_to?.full_name ?? '',
      enableSorting: false,
      ...selectFilter(employees),
      Cell: ({ row }) =>
        row.original.assign_to ? (
          <bdi>{row.original.assign_to.full_name}</bdi>
        ) : (
          <Text size="sm" c="dimmed">
            {t('complaint.unassigned')}
          </Text>
        ),
    },
    {
      id: 'charge',
      header: t('complaint.field.charge'),
      accessorFn: (row) => row.charge,
      enableSorting: false,
      enableColumnFilter: false,
      size: 90,
      Cell: ({ row }) => <MoneyText amount={row.original.charge} />,
    },
    {
      id: 'status',
      header: t('complaint.field.status'),
      accessorFn: (row) => row.status,
      size: 90,
      ...selectFilter(WORK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))),
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
}
