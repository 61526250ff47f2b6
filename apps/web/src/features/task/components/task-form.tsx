import {
  TASK_FIELD_RULES,
  WORK_STATUSES,
  type TCreateTaskBody,
  type TCreateTaskInput,
  type TFormRole,
  type TTask,
  type TTaskField,
} from '@amc/contracts';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../components/calendar-date-input';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useCategories } from '../../../lookups/use-categories';
import { useUserOptions } from '../../../lookups/use-user-options';
import {
  editableTaskFields,
  taskValidator,
  toTaskBody,
  toTaskFormValues,
  type TTaskFormMode,
} from './task-form-values';
import { FormActions } from '../../../components/form-actions';
import {
  identifiedPeopleSelectData,
  namedSelectData,
  peopleSelectData,
  withStored,
} from '../../../lookups/select-data';

export type TTaskFormSubmit = { body: Partial<TCreateTaskBody>; onError: (error: unknown) => void };

/**
 * Add and edit a task (SPEC: name, client, type, description, assignee; plus due date and status). The fields
 * a role may change follow TASK_FIELD_RULES; the others are shown read-only on an edit and left out of the body.
 */
export function TaskForm({
  task,
  role,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  task: TTask | null;
  role: TFormRole;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (submit: TTaskFormSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const mode: TTaskFormMode = task ? 'update' : 'create';
  const editable = new Set<TTaskField>(editableTaskFields(role, mode));
  const can = (f: TTaskField) => editable.has(f);
  const shown = (f: TTaskField) => can(f) || mode === 'update';
  const required = (f: TTaskField) => can(f) && TASK_FIELD_RULES.required[role].includes(f);

  const form = useForm<TCreateTaskInput>({
    initialValues: toTaskFormValues(task),
    validate: taskValidator(role, mode),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const clients = useUserOptions('customer', { enabled: can('client_id') });
  const employees = useUserOptions('employee', { enabled: can('assigned_to_id') });
  const types = useCategories('task_type');

  const clientData = withStored(
    identifiedPeopleSelectData(clients.data),
    peopleSelectData(task?.client ? [task.client] : []),
  );
  const employeeData = withStored(
    identifiedPeopleSelectData(employees.data),
    peopleSelectData(task?.assign_to ? [task.assign_to] : []),
  );
  const typeData = withStored(namedSelectData(types.data), namedSelectData(task?.type ? [task.type] : []));
  const statusData = WORK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  const selectProps = { searchable: true, clearable: true, nothingFoundMessage: t('task.choose.none') };

  const submit = (values: TCreateTaskInput) =>
    onSubmit({ body: toTaskBody(values, role, mode), onError: (error) => applyServerIssues(form, error) });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shown('name') && (
            <TextInput
              label={t('task.field.name')}
              withAsterisk={required('name')}
              dir="auto"
              disabled={!can('name')}
              {...field('name')}
            />
          )}
          {shown('client_id') && (
            <Select
              label={t('task.field.client')}
              placeholder={t('task.choose.client')}
              data={clientData}
              disabled={!can('client_id') || (can('client_id') && clients.isPending)}
              {...selectProps}
              {...field('client_id')}
            />
          )}
          {shown('type_id') && (
            <Select
              label={t('task.field.type')}
              placeholder={t('task.choose.type')}
              withAsterisk={required('type_id')}
              data={typeData}
              disabled={!can('type_id') || types.isPending}
              {...selectProps}
              {...field('type_id')}
            />
          )}
          {shown('assigned_to_id') && (
            <Select
              label={t('task.field.assignTo')}
              placeholder={t('task.choose.employee')}
              data={employeeData}
              disabled={!can('assigned_to_id') || (can('assigned_to_id') && employees.isPending)}
              {...selectProps}
              {...field('assigned_to_id')}
            />
          )}
          {shown('due_date') && (
            <CalendarDateInput
              label={t('task.field.dueDate')}
              disabled={!can('due_date')}
              clearable
              {...field('due_date')}
            />
          )}
          {shown('status') && (
            <Select
              label={t('task.field.status')}
              data={statusData}
              allowDeselect={false}
              disabled={!can('status')}
              {...field('status')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('task.field.description')}
          withAsterisk={required('description')}
          autosize
          minRows={3}
          maxRows={10}
          dir="auto"
          disabled={!can('description')}
          {...field('description')}
        />
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
