import { ENDPOINTS, FORM_ROLES, TASK_FIELD_RULES, ZTask, type TTask, pagePath } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteTasks } from '../api/use-delete-tasks';
import { useCategories } from '../../../lookups/use-categories';
import { useUserOptions } from '../../../lookups/use-user-options';
import { taskColumns } from './task-columns';
import { TaskFormDrawer } from './task-form-drawer';
import { TaskRowActions } from './task-row-actions';
import { TaskViewDrawer } from './task-view-drawer';
import { peopleSelectData, namedSelectData } from '../../../lookups/select-data';

/**
 * /task/list (CSV taskData): tasks with their client, type, assignee, due date and status. The admin sees every
 * task; an employee holding task_view those assigned to it (the server scopes the rows), and changes what
 * TASK_FIELD_RULES lets it: the status (Mark done) and the description.
 */
export function TaskListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = FORM_ROLES.find((r) => r === user?.role_name) ?? null;
  const canAdd = useRight('task_add') && role !== null;
  const canDelete = useRight('task_delete');
  const canSetStatus =
    useRight('task_edit') && role !== null && TASK_FIELD_RULES.editable[role].update.includes('status');
  const canSeeTypes = useRight('category_view');
  const deleteTasks = useDeleteTasks();
  // Only the admin sees other people's tasks, so only the admin filters by them.
  const clients = useUserOptions('customer', { enabled: role === 'admin' });
  const employees = useUserOptions('employee', { enabled: role === 'admin' });
  const types = useCategories('task_type');
  const form = useRecordDrawer<TTask>();
  const view = useRecordDrawer<TTask>();

  const filterOptions = useMemo(
    () => ({
      clients: peopleSelectData(clients.data),
      employees: peopleSelectData(employees.data),
      types: namedSelectData(types.data),
    }),
    [clients.data, employees.data, types.data],
  );
  const columns = useMemo(() => taskColumns(t, filterOptions), [t, filterOptions]);

  return (
    <Stack gap="md">
      <PageTitle
        title={t('task.list.title')}
        subtitle={t('task.list.subtitle')}
        actions={
          canSeeTypes && (
            <Button
              component={Link}
              to={pagePath('taskTypeList')}
              variant="light"
              leftSection={<IconTags size={16} />}
            >
              {t('category.task_type.title')}
            </Button>
          )
        }
      />
      <DataTable
        tableId="task"
        endpoint={ENDPOINTS.task.list}
        rowSchema={ZTask}
        columns={columns}
        searchPlaceholder={t('table.search.task')}
        csvFileName="taskData"
        renderRowActions={(task) => (
          <TaskRowActions
            task={task}
            canChange={role !== null}
            canSetStatus={canSetStatus}
            onView={view.open}
            onEdit={form.open}
          />
        )}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                  {t('task.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteTasks.mutateAsync(ids) : undefined}
      />
      {role && <TaskFormDrawer opened={form.opened} task={form.record} role={role} onClose={form.close} />}
      <TaskViewDrawer
        opened={view.opened}
        task={view.record}
        canSetStatus={canSetStatus}
        onClose={view.close}
      />
    </Stack>
  );
}
