import type { TPrisma } from '../plugins/database';
import { calendarDate } from '../lib/calendar-date';
import { fullName } from '../modules/auth/auth-service';
import { loadJobContext, queueScheduledMail } from './scheduled-mail';

export const EMPLOYEE_DAILY_TASKS_JOB = 'employee_daily_tasks';

/**
 * SPEC's employee daily task list: each morning every active person with open tasks assigned (not closed) gets
 * one mail listing them, earliest due first. Nobody is mailed an empty list. Returns how many mails were queued.
 */
export async function runEmployeeDailyTasks(prisma: TPrisma, now: Date): Promise<number> {
  const { context, template } = await loadJobContext(prisma, 'employee_daily_tasks', now);
  if (!template) return 0;
  const tasks = await prisma.task.findMany({
    where: { status: { not: 'closed' }, assignedTo: { isActive: true } },
    select: {
      name: true,
      dueDate: true,
      assignedTo: { select: { id: true, email: true, firstName: true, lastName: true } },
    },
    orderBy: [{ assignedToId: 'asc' }, { dueDate: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
  });

  const byEmployee = new Map<
    number,
    { employee: NonNullable<(typeof tasks)[number]['assignedTo']>; tasks: typeof tasks }
  >();
  for (const task of tasks) {
    if (!task.assignedTo) continue;
    const entry = byEmployee.get(task.assignedTo.id) ?? { employee: task.assignedTo, tasks: [] };
    entry.tasks.push(task);
    byEmployee.set(task.assignedTo.id, entry);
  }

  let queued = 0;
  for (const { employee, tasks: own } of byEmployee.values()) {
    const sent = await queueScheduledMail(prisma, {
      job: EMPLOYEE_DAILY_TASKS_JOB,
      key: `employee:${employee.id}`,
      day: context.today,
      event: 'employee_daily_tasks',
      to: employee.email,
      variables: {
        employee_first_name: employee.firstName,
        employee_name: fullName(employee),
        date: context.formatDate(context.today),
        tasks: own.map((t) => ({
          name: t.name,
          due_date: t.dueDate ? context.formatDate(calendarDate(t.dueDate)) : null,
        })),
      },
    });
    if (sent) queued += 1;
  }
  return queued;
}
