import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery } from './common';
import { ZWorkStatus } from './enums';
import { ZPersonRef } from './work-fields';
import { ZFormDate, ZFormStatus, ZFormText, ZNamedRef, ZRecordRef, type TFieldRules } from './role-forms';

export const TASK_SORT_COLUMNS = ['name', 'due_date', 'status', 'created_at'] as const;
export type TTaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];
export const TASK_FILTERS = ['status', 'assigned_to_id', 'client_id', 'type_id'] as const;
export type TTaskFilter = (typeof TASK_FILTERS)[number];

/** SPEC section 3's task: name, client, type, description, assignee; plus due date and status. */
export const ZTask = z.object({
  id: z.number().int(),
  name: z.string(),
  client: ZPersonRef.nullable(),
  type: ZNamedRef.nullable(),
  description: z.string(),
  assign_to: ZPersonRef.nullable(),
  due_date: z.string().nullable(),
  status: ZWorkStatus,
  /** When it was closed; null while it is not. */
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

/**
 * GET /api/task/list: search matches a prefix of the task name, the assigned employee's or client's name, or
 * words of the name and description (docs/SEARCH.md "Words"); CSV export as taskData.csv.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListTasksQuery = ZListQuery;
export type TListTasksQuery = z.infer<typeof ZListTasksQuery>;

const taskFields = {
  name: ZFormText(191),
  client_id: ZRecordRef(MSG.chooseClient),
  type_id: ZRecordRef(MSG.chooseTaskType),
  description: ZFormText(5000),
  assigned_to_id: ZRecordRef(MSG.chooseEmployee),
  due_date: ZFormDate,
  status: ZFormStatus,
};
export type TTaskField = keyof typeof taskFields;

/** POST /api/task/store (JSON or a form): name, task type and description are required (TASK_FIELD_RULES). */
export const ZCreateTaskBody = z.object(taskFields);
export type TCreateTaskBody = z.infer<typeof ZCreateTaskBody>;
export type TCreateTaskInput = z.input<typeof ZCreateTaskBody>;

/**
 * POST /api/task/update: the id and the fields to change; a field left out keeps its value, an emptied one is
 * cleared. An employee changes the status and description of a task assigned to it; closing sets completed_at.
 */
export const ZUpdateTaskBody = z.object({ id: ZId, ...taskFields });
export type TUpdateTaskBody = z.infer<typeof ZUpdateTaskBody>;
export type TUpdateTaskInput = z.input<typeof ZUpdateTaskBody>;

const ALL_TASK_FIELDS = Object.keys(taskFields) as TTaskField[];
const TASK_REQUIRED: TTaskField[] = ['name', 'type_id', 'description'];

/**
 * Who sets and who must fill which task field. Tasks are the admin's (default rights); a role given task_add adds
 * its own: an employee's task is assigned to it, a customer's has it as the client.
 */
export const TASK_FIELD_RULES: TFieldRules<TTaskField> = {
  fields: ALL_TASK_FIELDS,
  editable: {
    admin: { create: ALL_TASK_FIELDS, update: ALL_TASK_FIELDS },
    employee: {
      create: ['name', 'client_id', 'type_id', 'description', 'due_date', 'status'],
      update: ['description', 'status'],
    },
    customer: {
      create: ['name', 'type_id', 'description', 'due_date'],
      update: ['name', 'type_id', 'description', 'due_date'],
    },
  },
  required: { admin: TASK_REQUIRED, employee: TASK_REQUIRED, customer: TASK_REQUIRED },
  labels: {
    name: 'Name',
    client_id: 'Client',
    type_id: 'Task type',
    description: 'Description',
    assigned_to_id: 'Assign to',
    due_date: 'Due date',
    status: 'Status',
  },
  nouns: {
    name: 'name',
    client_id: 'client',
    type_id: 'task type',
    description: 'description',
    assigned_to_id: 'assignee',
    due_date: 'due date',
    status: 'status',
  },
};

/** POST /api/task/delete. */
export const ZTaskIdBody = ZIdBody;
/** POST /api/task/deleteMulti: all or nothing. */
export const ZDeleteTasksBody = ZIdsBody;
export const ZDeletedTasks = z.object({ ids: z.array(z.number().int()) });
export type TDeletedTasks = z.infer<typeof ZDeletedTasks>;
