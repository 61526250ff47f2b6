import type { TService } from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { fullName } from '../../lib/kernel/person';
import { assertAnswerable, notifyAdminsOfDecline } from '../../lib/rules/assignment-answer';
import { calendarDate, formatCalendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { findServiceForWrite } from './service-done';
import { SERVICE_INCLUDE, toService } from './service-shape';

async function readService(db: TDb, id: number): Promise<TService> {
  const { today } = await readBusinessCalendar(db);
  return toService(await db.service.findUniqueOrThrow({ where: { id }, include: SERVICE_INCLUDE }), today);
}

/** The assignee accepts the service. */
export async function approveService(prisma: TPrisma, caller: TCaller, id: number): Promise<TService> {
  return prisma.$transaction(async (tx) => {
    const service = await findServiceForWrite(tx, caller, id);
    assertAnswerable(caller, service);
    await tx.service.update({ where: { id }, data: { employeeStatus: 'approved' } });
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'approve',
      description: `Accepted the service ${service.serviceNo}`,
      recordId: id,
    });
    return readService(tx, id);
  });
}

/**
 * The assignee declines the service: it is left with no assignee and the answer "rejected", and every
 * administrator is told by mail. Returns the service as it is now and the administrators to tell live.
 */
export async function rejectService(
  prisma: TPrisma,
  caller: TCaller,
  id: number,
): Promise<{ service: TService; adminIds: number[] }> {
  return prisma.$transaction(async (tx) => {
    const service = await findServiceForWrite(tx, caller, id);
    assertAnswerable(caller, service);
    await tx.service.update({ where: { id }, data: { assignedToId: null, employeeStatus: 'rejected' } });
    const named = await tx.service.findUniqueOrThrow({
      where: { id },
      select: { customer: { select: { firstName: true, lastName: true } } },
    });
    const employee = await tx.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { firstName: true, lastName: true },
    });
    const calendar = await readBusinessCalendar(tx);
    const adminIds = await notifyAdminsOfDecline(tx, {
      kind: 'service',
      number: service.serviceNo,
      title: service.title,
      employee: fullName(employee),
      customer: named.customer ? fullName(named.customer) : null,
      due: formatCalendarDate(calendarDate(service.serviceDate), calendar.dateFormat),
    });
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'reject',
      description: `Declined the service ${service.serviceNo}`,
      recordId: id,
    });
    // No longer the caller's row: it just answered it, so it sees the result once.
    return { service: await readService(tx, id), adminIds };
  });
}
