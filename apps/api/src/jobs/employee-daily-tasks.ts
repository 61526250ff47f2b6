import { pagePath } from '@amc/contracts';
import type { Prisma } from '../generated/prisma/client';
import type { TPrisma } from '../lib/kernel/db-client';
import { calendarDate } from '../lib/kernel/calendar-date';
import { fullName } from '../lib/kernel/person';
import { recordBatches } from './record-batches';
import { loadJobContext, publicOrigin, queueScheduledMail } from './scheduled-mail';

export const EMPLOYEE_DAILY_TASKS_JOB = 'employee_daily_tasks';

/**
 * SPEC's employee daily task list: each morning every active person with open tasks assigned (not closed) gets
 * one mail listing them, earliest due first, with a link to its task list (the page an employee holding
 * task_view opens). Nobody is mailed an empty list. Returns how many mails were queued.
 */
export async function runEmployeeDailyTasks(prisma: TPrisma, now: Date, publicUrl?: string): Promise<number> {
  const { context, template } = await loadJobContext(prisma, 'employee_daily_tasks', now);
  if (!template) return 0;
  const tasksLink = await taskListLink(prisma, publicUrl);
  const open = { status: { not: 'closed' } } satisfies Prisma.TaskWhereInput;

  let queued = 0;
  // A batch of employees at a time, each with all of its open tasks.
  const employeeBatches = recordBatches((afterId, take) =>
    prisma.user.findMany({
      where: { id: { gt: afterId }, isActive: true, tasksAssigned: { some: open } },
      select: { id: true, email: true, firstName: true, lastName: true, language: true },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const employees of employeeBatches) {
    const tasks = await prisma.task.findMany({
      where: { ...open, assignedToId: { in: employees.map((e) => e.id) } },
      select: { name: true, dueDate: true, assignedToId: true },
      orderBy: [{ assignedToId: 'asc' }, { dueDate: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    });
    for (const employee of employees) {
      const own = tasks.filter((task) => task.assignedToId === employee.id);
      const sent = await queueScheduledMail(prisma, {
        job: EMPLOYEE_DAILY_TASKS_JOB,
        key: `employee:${employee.id}`,
        day: context.today,
        event: 'employee_daily_tasks',
        to: { email: employee.email, language: employee.language },
        variables: {
          employee_first_name: employee.firstName,
          employee_name: fullName(employee),
          date: context.formatDate(context.today),
          tasks_link: tasksLink,
          tasks: own.map((t) => ({
            name: t.name,
            due_date: t.dueDate ? context.formatDate(calendarDate(t.dueDate)) : null,
          })),
        },
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}

/** The address of the task list, or '' when no public address is known (the mail then has no link). */
async function taskListLink(prisma: TPrisma, publicUrl: string | undefined): Promise<string> {
  const origin = await publicOrigin(prisma, publicUrl);
  return origin ? `${origin}${pagePath('taskList')}` : '';
}
