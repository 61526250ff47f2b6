import { DASHBOARD_MONTH_LIMIT, type TCalendarEntry } from '@amc/contracts';
import type { TPrisma } from '../../plugins/database';
import { hasPermission, type TCaller } from '../../lib/caller';
import { calendarDate, dateColumn, monthBounds } from '../../lib/calendar-date';
import { ownAmcWhere } from '../amc/amc-shape';
import { ownServiceWhere } from '../service/service-shape';
import { ownTasksWhere } from '../task/task-list';

const KIND_ORDER: Record<TCalendarEntry['kind'], number> = { amc_start: 0, service: 1, task: 2, amc_end: 3 };

/**
 * The dashboard calendar of a month: services by their date, AMC contracts on their start and end dates, tasks on
 * their due dates; each kind only with its view right and within the caller's rows, at most DASHBOARD_MONTH_LIMIT
 * of each. Sorted by date, then kind, then id.
 */
export async function findCalendarEntries(
  prisma: TPrisma,
  caller: TCaller,
  month: string,
): Promise<TCalendarEntry[]> {
  const { first, next } = monthBounds(month);
  const inMonth = { gte: dateColumn(first), lt: dateColumn(next) };
  const [services, amcs, tasks] = await Promise.all([
    hasPermission(caller, 'service_view')
      ? prisma.service.findMany({
          where: { AND: [ownServiceWhere(caller), { serviceDate: inMonth }] },
          orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
          take: DASHBOARD_MONTH_LIMIT,
          select: { id: true, title: true, serviceDate: true, status: true },
        })
      : [],
    hasPermission(caller, 'amc_view')
      ? prisma.amc.findMany({
          where: { AND: [ownAmcWhere(caller), { OR: [{ startDate: inMonth }, { endDate: inMonth }] }] },
          orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
          take: DASHBOARD_MONTH_LIMIT,
          select: { id: true, amcNo: true, startDate: true, endDate: true, status: true },
        })
      : [],
    hasPermission(caller, 'task_view')
      ? prisma.task.findMany({
          where: { AND: [ownTasksWhere(caller), { dueDate: inMonth }] },
          orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
          take: DASHBOARD_MONTH_LIMIT,
          select: { id: true, name: true, dueDate: true, status: true },
        })
      : [],
  ]);
  const inThisMonth = (date: Date | null): date is Date => !!date && calendarDate(date).startsWith(month);
  const entries: TCalendarEntry[] = [
    ...services.map((s) => ({
      date: calendarDate(s.serviceDate),
      kind: 'service' as const,
      title: s.title,
      status: s.status,
      id: s.id,
    })),
    ...amcs.flatMap((a) => [
      ...(inThisMonth(a.startDate)
        ? [
            {
              date: calendarDate(a.startDate),
              kind: 'amc_start' as const,
              title: a.amcNo,
              status: a.status,
              id: a.id,
            },
          ]
        : []),
      ...(inThisMonth(a.endDate)
        ? [
            {
              date: calendarDate(a.endDate),
              kind: 'amc_end' as const,
              title: a.amcNo,
              status: a.status,
              id: a.id,
            },
          ]
        : []),
    ]),
    ...tasks.map((t) => ({
      date: calendarDate(t.dueDate!),
      kind: 'task' as const,
      title: t.name,
      status: t.status,
      id: t.id,
    })),
  ];
  return entries.sort(
    (a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
  );
}
