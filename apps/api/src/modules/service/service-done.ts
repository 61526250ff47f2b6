import { keepDayTotals, rowsById, SERVICE_DAY_TOTALS } from '../../lib/day-totals';
import { MSG, type TCompleteServiceBody, type TService } from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/db-client';
import { recordActivity } from '../../lib/activity-log';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import { enqueueTemplateMail } from '../../lib/outbox';
import { fullName } from '../../lib/person';
import { lockAmc, refreshAmcDates } from './service-contract';
import {
  calendarDate,
  dateColumn,
  formatCalendarDate,
  readBusinessCalendar,
  type TBusinessCalendar,
} from '../../lib/calendar-date';
import { ownServiceWhere, SERVICE_INCLUDE, toService } from './service-shape';
import { keepSearchWords } from '../../lib/search-words';

const NAMED = { select: { email: true, firstName: true, lastName: true } } as const;

/**
 * SPEC's "service done" mail to the service's customer, queued in the transaction that closes the service. It
 * names the assignee, or whoever marked it done when no one was assigned.
 */
export async function enqueueServiceDoneMail(
  db: TDb,
  serviceId: number,
  doneById: number,
  calendar: TBusinessCalendar,
) {
  const service = await db.service.findUniqueOrThrow({
    where: { id: serviceId },
    select: { title: true, completedDate: true, customer: NAMED, assignedTo: NAMED },
  });
  if (!service.customer || !service.completedDate) return;
  const doneBy =
    service.assignedTo ?? (await db.user.findUniqueOrThrow({ where: { id: doneById }, ...NAMED }));
  await enqueueTemplateMail(db, 'service_done', service.customer.email, {
    customer_name: fullName(service.customer),
    employee_name: fullName(doneBy),
    service_title: service.title,
    service_date: formatCalendarDate(calendarDate(service.completedDate), calendar.dateFormat),
  });
}

/**
 * Finds a service within the caller's rows for a write and, when it belongs to a contract, takes the contract's
 * lock first (the same order as a schedule change, so the two queue and never deadlock). 404 when out of reach.
 */
export async function findServiceForWrite(db: TDb, caller: TCaller, id: number) {
  const found = await db.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    select: { amcId: true },
  });
  if (!found) throw new AppError('NOT_FOUND');
  if (found.amcId) await lockAmc(db, found.amcId);
  const service = await db.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    include: { amc: { select: { customerId: true } } },
  });
  if (!service) throw new AppError('NOT_FOUND');
  return service;
}

/**
 * POST /service/complete: closes a service on the day it was done (today unless given; never later), keeps the
 * remark, moves its contract's next service on, and tells the customer. A service already done answers 409.
 */
export async function completeService(
  prisma: TPrisma,
  caller: TCaller,
  body: TCompleteServiceBody,
): Promise<TService> {
  return prisma.$transaction(async (tx) => {
    const service = await findServiceForWrite(tx, caller, body.id);
    const calendar = await readBusinessCalendar(tx);
    const completed = body.completed_date ?? calendar.today;
    if (completed > calendar.today) throw AppError.field('completed_date', MSG.completedNotInFuture);
    // Conditional on not being done yet, so two clicks at once close it (and mail the customer) once.
    // The remark is searched by word: its words follow it.
    const { count } = await keepSearchWords(tx, 'service', rowsById([service.id]), () =>
      keepDayTotals(tx, SERVICE_DAY_TOTALS, rowsById([service.id]), () =>
        tx.service.updateMany({
          where: { id: service.id, status: { not: 'closed' } },
          data: {
            status: 'closed',
            completedDate: dateColumn(completed),
            ...(body.remark !== undefined ? { remark: body.remark } : {}),
          },
        }),
      ),
    );
    if (count === 0) throw new AppError('CONFLICT', MSG.serviceAlreadyDone);
    await enqueueServiceDoneMail(tx, service.id, caller.id, calendar);
    await refreshAmcDates(tx, [service.amcId]);
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'complete',
      description: `Marked the service ${service.serviceNo} done on ${completed}`,
      recordId: service.id,
    });
    return toService(
      await tx.service.findUniqueOrThrow({ where: { id: service.id }, include: SERVICE_INCLUDE }),
      calendar.today,
    );
  });
}
