import { WORK_STATUSES, type TService, type TServiceSortColumn, type TServiceFilter } from '@amc/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TDataColumn, TFilterOption } from '../../../components/data-table/data-table';
import { DateText, TimeText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';
import { OverdueBadge } from './overdue-badge';
import { customerOf } from './service-form-values';

/**
 * The service list's columns. Ids are the API's sort names (SERVICE_SORT_COLUMNS) and filter names
 * (SERVICE_FILTERS: status, assigned_to_id); the date range and the overdue switch sit above the table.
 * `employees` is null for a caller who may not filter by employee.
 */
export function serviceColumns(
  t: TFunction,
  { employees }: { employees: TFilterOption[] | null },
): TDataColumn<TService, TServiceSortColumn, TServiceFilter>[] {
  return [
    {
      id: 'service_no',
      header: t('service.field.code'),
      sortable: true,
      width: 90,
      render: (row) => (
        <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.service_no}
        </bdi>
      ),
    },
    {
      id: 'service_title',
      header: t('service.column.title'),
      width: 120,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            <bdi>{row.service_title}</bdi>
          </Text>
          {row.service_label && (
            <Text size="xs" c="dimmed">
              <bdi>{row.service_label}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'service_date',
      header: t('service.field.date'),
      sortable: true,
      width: 100,
      render: (row) =>
        row.is_overdue ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="red" fw={600}>
              <DateText value={row.service_date} />
              {row.service_time && (
                <>
                  {' '}
                  <TimeText value={row.service_time} />
                </>
              )}
            </Text>
            <OverdueBadge />
          </Stack>
        ) : (
          <Stack gap={0}>
            <DateText value={row.service_date} />
            {row.service_time && <TimeText value={row.service_time} />}
          </Stack>
        ),
    },
    {
      id: 'assigned_to_id',
      header: t('service.field.assignTo'),
      filter: employees ? { type: 'select', options: employees, searchable: true } : undefined,
      width: 110,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">
            <bdi>{row.assignTo?.full_name ?? t('service.unassigned')}</bdi>
          </Text>
          {row.employee_status && row.employee_status !== 'approved' && (
            <StatusBadge status={row.employee_status} />
          )}
        </Stack>
      ),
    },
    {
      id: 'amc',
      header: t('service.column.amcCustomer'),
      width: 110,
      render: (row) => {
        const { amc } = row;
        const customer = customerOf(row);
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
      hiddenAtFirst: true,
      header: t('service.field.charge'),
      width: 80,
      render: (row) => <MoneyText amount={row.charge} />,
    },
    {
      id: 'type',
      hiddenAtFirst: true,
      header: t('service.field.type'),
      value: (row) => row.type ?? '—',
      width: 70,
    },
    {
      id: 'status',
      header: t('service.field.status'),
      sortable: true,
      filter: { type: 'select', options: statusSelectData(t, WORK_STATUSES) },
      width: 90,
      render: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
