import { WORK_STATUSES, type TTask, type TTaskSortColumn, type TTaskFilter } from '@amc/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  selectFilter,
  type TDataColumn,
  type TFilterOption,
} from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { statusSelectData } from '../../../lookups/select-data';

/** The choices of the list's filter selects; an empty list hides that filter. */
export type TTaskFilterOptions = {
  clients: TFilterOption[];
  employees: TFilterOption[];
  types: TFilterOption[];
};

/**
 * Name, client, type, assignee, due date, status. Ids are the API's sort and filter names (TASK_SORT_COLUMNS,
 * TASK_FILTERS); the search is a prefix of the name.
 */
export function taskColumns(
  t: TFunction,
  { clients, employees, types }: TTaskFilterOptions,
): TDataColumn<TTask, TTaskSortColumn, TTaskFilter>[] {
  const missing = (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
  return [
    { id: 'name', header: t('task.field.name'), sortable: true, width: 160 },
    {
      id: 'client_id',
      header: t('task.field.client'),
      filter: selectFilter(clients),
      render: (row) => (row.client ? <bdi>{row.client.full_name}</bdi> : missing),
    },
    {
      id: 'type_id',
      header: t('task.field.type'),
      filter: selectFilter(types),
      render: (row) => (row.type ? <bdi>{row.type.name}</bdi> : missing),
    },
    {
      id: 'assigned_to_id',
      header: t('task.field.assignTo'),
      filter: selectFilter(employees),
      render: (row) =>
        row.assign_to ? (
          <bdi>{row.assign_to.full_name}</bdi>
        ) : (
          <Text size="sm" c="dimmed">
            {t('task.unassigned')}
          </Text>
        ),
    },
    {
      id: 'due_date',
      header: t('task.field.dueDate'),
      sortable: true,
      render: (row) => <DateText value={row.due_date} />,
    },
    {
      id: 'status',
      header: t('task.field.status'),
      sortable: true,
      width: 90,
      filter: selectFilter(statusSelectData(t, WORK_STATUSES)),
      render: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
