import { WORK_STATUSES, type TTask } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';

type TOption = { value: string; label: string };

/** The choices of the list's filter selects; an empty list hides that filter. */
export type TTaskFilterOptions = { clients: TOption[]; employees: TOption[]; types: TOption[] };

const selectFilter = (data: TOption[]) =>
  data.length
    ? ({
        filterVariant: 'select',
        mantineFilterSelectProps: { data, searchable: true, clearable: true },
      } as const)
    : ({ enableColumnFilter: false } as const);

/**
 * Name, client, type, assignee, due date, status. Ids are the API's sort and filter names (TASK_SORT_COLUMNS,
 * TASK_FILTERS); the search is a prefix of the name.
 */
export function taskColumns(
  t: TFunction,
  { clients, employees, types }: TTaskFilterOptions,
): MRT_ColumnDef<TTask>[] {
  const missing = (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
  return [
    { accessorKey: 'name', header: t('task.field.name'), enableColumnFilter: false, size: 160 },
    {
      id: 'client_id',
      header: t('task.field.client'),
      accessorFn: (row) => row.client?.full_name ?? '',
      enableSorting: false,
      ...selectFilter(clients),
      Cell: ({ row }) => (row.original.client ? <bdi>{row.original.client.full_name}</bdi> : missing),
    },
    {
      id: 'type_id',
      header: t('task.field.type'),
      accessorFn: (row) => row.type?.name ?? '',
      enableSorting: false,
      ...selectFilter(types),
      Cell: ({ row }) => (row.original.type ? <bdi>{row.original.type.name}</bdi> : missing),
    },
    {
      id: 'assigned_to_id',
      header: t('task.field.assignTo'),
      accessorFn: (row) => row.assign_to?.full_name ?? '',
      enableSorting: false,
      ...selectFilter(employees),
      Cell: ({ row }) =>
        row.original.assign_to ? (
          <bdi>{row.original.assign_to.full_name}</bdi>
        ) : (
          <Text size="sm" c="dimmed">
            {t('task.unassigned')}
          </Text>
        ),
    },
    {
      id: 'due_date',
      header: t('task.field.dueDate'),
      accessorFn: (row) => row.due_date ?? '',
      enableColumnFilter: false,
      Cell: ({ row }) => <DateText value={row.original.due_date} />,
    },
    {
      id: 'status',
      header: t('task.field.status'),
      accessorFn: (row) => row.status,
      size: 90,
      ...selectFilter(WORK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))),
      Cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
  ];
}
