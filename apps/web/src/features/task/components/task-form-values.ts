import {
  TASK_FIELD_RULES,
  ZCreateTaskBody,
  requiredIssues,
  type TCreateTaskBody,
  type TCreateTaskInput,
  type TFormRole,
  type TTask,
  type TTaskField,
} from '@amc/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export type TTaskFormMode = 'create' | 'update';

/** The fields a role may set in this form (the server refuses a change to any other). */
export const editableTaskFields = (role: TFormRole, mode: TTaskFormMode): readonly TTaskField[] =>
  TASK_FIELD_RULES.editable[role][mode];

const idOf = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : null);

/** A new task starts open; an edit starts from the stored values. */
export function toTaskFormValues(task: TTask | null): TCreateTaskInput {
  return {
    name: task?.name ?? '',
    client_id: idOf(task?.client),
    type_id: idOf(task?.type),
    description: task?.description ?? '',
    assigned_to_id: idOf(task?.assign_to),
    due_date: task?.due_date ?? '',
    status: task?.status ?? 'open',
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The contract's checks of each field, then "<Label> is required!" as the server answers it (TASK_FIELD_RULES). */
export function taskValidator(role: TFormRole, mode: TTaskFormMode) {
  const checkFormat = zod4Resolver(ZCreateTaskBody, { errorPriority: 'first' });
  const editable = new Set<string>(editableTaskFields(role, mode));
  return (values: TCreateTaskInput) => {
    const errors: Record<string, string> = { ...checkFormat(values) } as Record<string, string>;
    const filled = Object.fromEntries(
      TASK_FIELD_RULES.fields.map((field) => [field, isEmpty(values[field]) ? null : values[field]]),
    );
    for (const issue of requiredIssues(TASK_FIELD_RULES, role, filled)) {
      if (editable.has(issue.path) && !errors[issue.path]) errors[issue.path] = issue.message;
    }
    return errors;
  };
}

/** The body of a store or an update: the parsed values of the fields the role may set, and nothing else. */
export function toTaskBody(
  values: TCreateTaskInput,
  role: TFormRole,
  mode: TTaskFormMode,
): Partial<TCreateTaskBody> {
  const parsed = ZCreateTaskBody.parse(values);
  return Object.fromEntries(editableTaskFields(role, mode).map((field) => [field, parsed[field]]));
}
