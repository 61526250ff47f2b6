import {
  WORK_STATUSES,
  type TListTasksQuery,
  type TTask,
  type TTaskFilter,
  type TTaskSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { one, person, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { defineList, filterEnum, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { idsBranch } from '../../lib/list/search';
import { PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';

type TWhere = Prisma.TaskWhereInput;
type TOrderBy = Prisma.TaskOrderByWithRelationInput;

/** The row boundary: an employee reaches the tasks assigned to it, a customer those it is the client of, admin all. */
export const ownTasksWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { employee: 'assignedToId', customer: 'clientId' });

/** Each sort has an index: name, due_date, (status, created_at), created_at. */
const sort: Record<TTaskSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  name: (order) => ({ name: order }),
  due_date: (order) => ({ dueDate: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  created_at: (order) => ({ createdAt: order }),
};
const filters: Record<TTaskFilter, (value: unknown) => TWhere> = {
  status: (value) => ({ status: filterEnum('status', WORK_STATUSES, value) }),
  assigned_to_id: (value) => ({ assignedToId: filterId('assigned_to_id', value) }),
  client_id: (value) => ({ clientId: filterId('client_id', value) }),
  type_id: (value) => ({ typeId: filterId('type_id', value) }),
};
const taskList = defineList<TWhere, TOrderBy>({
  sort,
  defaultSort: { column: 'created_at', order: 'desc' },
  // The task name's prefix (its index), the assignee's or client's name (assigned_to_id / client_id IN the
  // people found), or the words of the name and description (the word index, lib/list/search-words).
  searchBranches: async (term, lookup) => {
    const people = await lookup.people(term);
    return [
      // A name may be shared by many tasks: its own index, newest first (see the service title).
      { where: { name: { startsWith: term.like } }, orderBy: [{ name: 'desc' }, { id: 'desc' }] },
      ...idsBranch<TWhere, TOrderBy>(people.employee, (ids) => ({ assignedToId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(people.customer, (ids) => ({ clientId: { in: ids } })),
      ...(await lookup.words('task', term)),
    ];
  },
  filters,
});

export const TASK_INCLUDE = {
  client: PERSON_SELECT,
  assignedTo: PERSON_SELECT,
  type: { select: { id: true, name: true } },
} as const satisfies Prisma.TaskInclude;
export type TTaskRow = Prisma.TaskGetPayload<{ include: typeof TASK_INCLUDE }>;

/** TASK_INCLUDE as the list reads it: every relation joined, one statement. */
export const TASK_READ: TJoinedRead = {
  table: 'tasks',
  one: {
    client: person('clientId'),
    assignedTo: person('assignedToId'),
    type: one('categories', { key: 'typeId' }, ['id', 'name']),
  },
};

export function toTask(row: TTaskRow): TTask {
  return {
    id: row.id,
    name: row.name,
    client: personRefOrNull(row.client),
    type: row.type,
    description: row.description,
    assign_to: personRefOrNull(row.assignedTo),
    due_date: row.dueDate ? calendarDate(row.dueDate) : null,
    status: row.status,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /task/list: a page, or every matching row as taskData.csv. */
export function findTasks(prisma: TPrisma, caller: TCaller, query: TListTasksQuery) {
  return runList(
    prisma,
    query,
    taskList,
    [ownTasksWhere(caller)],
    prismaListRunner(prisma.task, (ids) => readJoinedRows<TTaskRow>(prisma, TASK_READ, ids)),
    toTask,
    {
      filename: 'taskData',
      columns: [
        { header: 'column.name', value: (r) => r.name },
        { header: 'column.client', value: (r) => r.client?.full_name ?? '' },
        { header: 'column.taskType', value: (r) => r.type?.name ?? '' },
        { header: 'column.description', value: (r) => r.description },
        { header: 'column.assignedTo', value: (r) => r.assign_to?.full_name ?? '' },
        { header: 'column.dueDate', value: (r) => r.due_date ?? '', as: 'date' },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
