import {
  MSG,
  TASK_FIELD_RULES,
  type TCreateTaskBody,
  type TFormRole,
  type TTask,
  type TUpdateTaskBody,
  type TWorkStatus,
} from '@amc/contracts';
import type { Task } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn } from '../../lib/kernel/calendar-date';
import { isActiveUserOfRole, isCategoryOfType } from '../../lib/rules/chosen-records';
import { applyFieldRights, changedFields, formRoleOf } from '../../lib/rules/field-rights';
import { TASK_INCLUDE, ownTasksWhere, toTask } from './task-list';
import { rowsById } from '../../lib/rules/day-totals';
import { addSearchWords, keepSearchWords } from '../../lib/list/search-words';

/** A task's form values, in the contract's terms. */
type TTaskValues = {
  name: string | null;
  client_id: number | null;
  type_id: number | null;
  description: string | null;
  assigned_to_id: number | null;
  due_date: string | null;
  status: TWorkStatus;
};

/** What a role's new task holds before the form: an employee's is assigned to it, a customer's has it as client. */
const taskDefaults = (role: TFormRole, caller: TCaller): TTaskValues => ({
  name: null,
  client_id: role === 'customer' ? caller.id : null,
  type_id: null,
  description: null,
  assigned_to_id: role === 'employee' ? caller.id : null,
  due_date: null,
  status: 'open',
});

const storedValues = (row: Task): TTaskValues => ({
  name: row.name,
  client_id: row.clientId,
  type_id: row.typeId,
  description: row.description,
  assigned_to_id: row.assignedToId,
  due_date: row.dueDate ? calendarDate(row.dueDate) : null,
  status: row.status,
});

/** Each newly chosen record must be of its kind: an active customer as client, a task type, an active employee. */
async function checkChoices(db: TDb, values: TTaskValues, changed: Set<string>) {
  const chosen = (field: keyof TTaskValues) => changed.has(field) && values[field] !== null;
  const issues: TIssue[] = [];
  if (chosen('client_id') && !(await isActiveUserOfRole(db, values.client_id!, 'customer')))
    issues.push({ path: 'client_id', message: MSG.chooseClient });
  if (chosen('type_id') && !(await isCategoryOfType(db, values.type_id!, 'task_type')))
    issues.push({ path: 'type_id', message: MSG.chooseTaskType });
  if (chosen('assigned_to_id') && !(await isActiveUserOfRole(db, values.assigned_to_id!, 'employee')))
    issues.push({ path: 'assigned_to_id', message: MSG.chooseEmployee });
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

const taskColumns = (values: TTaskValues) => ({
  name: values.name!,
  clientId: values.client_id,
  typeId: values.type_id,
  description: values.description!,
  assignedToId: values.assigned_to_id,
  dueDate: values.due_date ? dateColumn(values.due_date) : null,
  status: values.status,
});

export async function createTask(prisma: TPrisma, caller: TCaller, body: TCreateTaskBody): Promise<TTask> {
  const role = formRoleOf(caller);
  return prisma.$transaction(async (tx) => {
    const defaults = taskDefaults(role, caller);
    const values = applyFieldRights(TASK_FIELD_RULES, role, 'create', body, defaults);
    await checkChoices(tx, values, changedFields(defaults, values));
    const row = await tx.task.create({
      data: {
        ...taskColumns(values),
        completedAt: values.status === 'closed' ? new Date() : null,
        createdById: caller.id,
      },
      include: TASK_INCLUDE,
    });
    await addSearchWords(tx, 'task', [row.id]);
    await recordActivity(tx, caller, {
      slug: 'task',
      action: 'create',
      description: `Added the task ${row.name}`,
      recordId: row.id,
    });
    return toTask(row);
  });
}

/** Changes the fields sent, within the caller's field rights; closing sets completed_at, reopening clears it. */
export async function updateTask(prisma: TPrisma, caller: TCaller, body: TUpdateTaskBody): Promise<TTask> {
  const role = formRoleOf(caller);
  return prisma.$transaction(async (tx) => {
    const current = await tx.task.findFirst({ where: { AND: [{ id: body.id }, ownTasksWhere(caller)] } });
    if (!current) throw new AppError('NOT_FOUND');
    const stored = storedValues(current);
    const values = applyFieldRights(TASK_FIELD_RULES, role, 'update', body, stored);
    await checkChoices(tx, values, changedFields(stored, values));
    const closing = values.status === 'closed' && stored.status !== 'closed';
    const reopening = stored.status === 'closed' && values.status !== 'closed';
    const { count } = await keepSearchWords(tx, 'task', rowsById([current.id]), () =>
      tx.task.updateMany({
        where: { AND: [{ id: current.id }, ownTasksWhere(caller)] },
        data: {
          ...taskColumns(values),
          ...(closing ? { completedAt: new Date() } : reopening ? { completedAt: null } : {}),
        },
      }),
    );
    if (count === 0) throw new AppError('NOT_FOUND');
    const row = await tx.task.findUniqueOrThrow({ where: { id: current.id }, include: TASK_INCLUDE });
    await recordActivity(tx, caller, {
      slug: 'task',
      action: closing ? 'close' : 'update',
      description: `${closing ? 'Closed' : 'Updated'} the task ${row.name}`,
      recordId: row.id,
    });
    return toTask(row);
  });
}

/** Deletes tasks all or nothing: an id that is not there, or not the caller's to reach, answers 404. */
export async function deleteTasks(prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const where = { AND: [{ id: { in: unique } }, ownTasksWhere(caller)] };
    const rows = await tx.task.findMany({ where, select: { id: true, name: true } });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const { count } = await keepSearchWords(tx, 'task', rowsById(unique), () =>
      tx.task.deleteMany({ where }),
    );
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: 'task',
        action: 'delete',
        description: `Deleted the task ${row.name}`,
        recordId: row.id,
      });
    }
    return unique;
  });
}
