import { WORK_STATUSES, type TService } from '@amc/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { OverdueBadge } from './overdue-badge';
import { customerOf } from './service-form-values';

type TSelectOption = { value: string; label: string };

/**
 * The service list's columns. Ids are the API's sort names (SERVICE_SORT_COLUMNS) and filter names
 * (SERVICE_FILTERS: status, assigned_to_id); the date range and the overdue switch sit above the table.
 */
export function serviceColumns(
  t: TFunction,
  { employees }: { employees: TSelectOption[] | null },
): MRT_ColumnDef<TService>[] {
  const plain = { enableSorting: false, enableColumnFilter: false } as const;
  return [
    {
      id: 'service_no',
      accessorKey: 'service_no',
      header: t('service.field.code'),
      enableColumnFilter: false,
      size: 90,
      Cell: ({ row }) => (
        <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.original.service_no}
        </bdi>
      ),
    },
    {
      id: 'service_title',
      accessorKey: 'service_title',
      header: t('service.column.title'),
      ...plain,
      size: 120,
      Cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            <bdi>{row.original.service_title}</bdi>
          </Text>
          {row.original.service_label && (
            <Text size="xs" c="dimmed">
              <bdi>{row.original.service_label}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'service_date',
      accessorKey: 'service_date',
      header: t('service.field.date'),
      enableColumnFilter: false,
      size: 100,
      Cell: ({ row }) =>
        row.original.is_overdue ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="red" fw={600}>
              <DateText value={row.original.service_date} />
            </Text>
            <OverdueBadge />
          </Stack>
        ) : (
          <DateText value={row.original.service_date} />
        ),
    },
    {
      id: 'assigned_to_id',
      accessorFn: (row) => row.assignTo?.full_name ?? '',
      header: t('service.field.assignTo'),
      enableSorting: false,
      enableColumnFilter: employees !== null,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: employees ?? [], searchable: true, clearable: true },
      size: 110,
      Cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">
            <bdi>{row.original.assignTo?.full_name ?? t('service.unassigned')}</bdi>
          </Text>
          {row.original.employee_status && row.original.employee_status !== 'approved' && (
            <StatusBadge status={row.original.employee_status} />
          )}
        </Stack>
      ),
    },
    {
      id: 'amc',
      accessorFn: (row) => row.amc?.amc_no ?? '',
      header: t('service.column.amcCustomer'),
      ...plain,
      size: 110,
      Cell: ({ row }) => {
        const { amc } = row.original;
        const customer = customerOf(row.original);
        return (
          <Stack gap={0}>
            {amc ? (
              <Text size="sm" fw={500} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {amc.amc_no}
              </Text>
            ) : (
              <Badge variant="outline" color="gray" radius="sm" size="sm">
                {t('service.oneOff')}
              </Badge>
            )}
            {customer && (
              <Text size="xs" c="dimmed">
                <bdi>{customer.full_name}</bdi>
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'charge',
      accessorKey: 'charge',
      header: t('service.field.charge'),
      ...plain,
      size: 80,
      Cell: ({ row }) => <MoneyText amount={row.original.charge} />,
    },
    {
      id: 'type',
      accessorFn: (row) => row.type ?? '',
      header: t('service.field.type'),
      ...plain,
      size: 70,
      Cell: ({ row }) => <bdi>{row.original.type ?? '—'}</bdi>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: t('service.field.status'),
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: WORK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        clearable: true,
      },
      size: 90,
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
}
