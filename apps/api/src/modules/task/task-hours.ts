import { MSG, type TTaskHours, type TTaskHoursBody } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { PERSON_SELECT, personRef } from '../../lib/kernel/person';
import { ownTasksWhere } from './task-list';

/**
 * The tasks a caller logs hours on: an employee its own (assigned to it), an admin any. A customer is a task's
 * client, not one who works on it, so it reaches none here (404), whatever the task list shows it.
 */
const workableTasksWhere = (caller: TCaller) =>
  ownRowsWhere<Prisma.TaskWhereInput>(caller, { employee: 'assignedToId' });

/** A day's hours as the task view and My week show them. */
export const HOURS_SELECT = {
  id: true,
  day: true,
  minutes: true,
  note: true,
  task: { select: { id: true, name: true } },
  employee: PERSON_SELECT,
} as const satisfies Prisma.TaskHoursSelect;

export type THoursRow = Prisma.TaskHoursGetPayload<{ select: typeof HOURS_SELECT }>;

export const toTaskHours = (row: THoursRow): TTaskHours => ({
  id: row.id,
  task: row.task,
  employee: personRef(row.employee),
  day: calendarDate(row.day),
  minutes: row.minutes,
  note: row.note,
});

/**
 * POST /task/hours: the caller's hours on a task on a day, set as sent (a phone's outbox may send it twice: the
 * unique (task, employee, day) row takes the same value again). 0 removes the day's row. Not for a day after the
 * business's today. Answers the row, or null once removed.
 */
export async function logTaskHours(
  prisma: TPrisma,
  caller: TCaller,
  body: TTaskHoursBody,
): Promise<TTaskHours | null> {
  const { today } = await readBusinessCalendar(prisma);
  if (body.day > today)
    throw new AppError('BAD_INPUT', MSG.hoursNotInFuture, [{ path: 'day', message: MSG.hoursNotInFuture }]);
  return prisma.$transaction(async (tx) => {
    const task = await tx.task.findFirst({
      where: { AND: [{ id: body.task_id }, workableTasksWhere(caller)] },
      select: { id: true, name: true },
    });
    if (!task) throw new AppError('NOT_FOUND');
    const key = { taskId: task.id, employeeId: caller.id, day: dateColumn(body.day) };
    const row =
      body.minutes === 0
        ? (await tx.taskHours.deleteMany({ where: key }), null)
        : await tx.taskHours.upsert({
            where: { taskId_employeeId_day: key },
            create: { ...key, minutes: body.minutes, note: body.note ?? null },
            update: { minutes: body.minutes, note: body.note ?? null },
            select: HOURS_SELECT,
          });
    await recordActivity(tx, caller, {
      slug: 'task',
      action: 'update',
      description: `Logged ${body.minutes} minutes on the task ${task.name} for ${body.day}`,
      recordId: task.id,
    });
    return row ? toTaskHours(row) : null;
  });
}

/** GET /task/hours?task_id=: the hours logged on a task the caller may see (the task list's rows), latest day first. */
export async function listTaskHours(prisma: TPrisma, caller: TCaller, taskId: number): Promise<TTaskHours[]> {
  const task = await prisma.task.findFirst({
    where: { AND: [{ id: taskId }, ownTasksWhere(caller)] },
    select: { id: true },
  });
  if (!task) throw new AppError('NOT_FOUND');
  const rows = await prisma.taskHours.findMany({
    where: { taskId },
    select: HOURS_SELECT,
    orderBy: [{ day: 'desc' }, { id: 'asc' }],
    take: 500,
  });
  return rows.map(toTaskHours);
}
