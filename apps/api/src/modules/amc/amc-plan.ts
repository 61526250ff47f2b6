import { addMonths, MSG } from '@amc/contracts';
import { Prisma, type EmployeeStatus } from '../../generated/prisma/client';
import { keepDayTotals, SERVICE_TOTALS } from '../../lib/rules/day-totals';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { nextDocumentNumbers } from '../../lib/rules/counters';
import {
  addDays,
  calendarDate,
  dateColumn,
  readHolidays,
  type TBusinessCalendar,
} from '../../lib/kernel/calendar-date';
import { amcServiceTitle, scheduleServices } from './amc-schedule';
import { keepSearchWords } from '../../lib/list/search-words';

export type TAmcPlanRow = {
  id: number;
  amcNo: string;
  customerId: number;
  assignedToId: number | null;
  employeeStatus: EmployeeStatus | null;
  startDate: Date;
  intervalMonths: number;
  serviceCount: number;
};

/** The services of a contract that are done (closed): they keep their dates whatever the schedule becomes. */
export const countDoneServices = (db: TDb, amcId: number) =>
  db.service.count({ where: { amcId, status: 'closed' } });

/** What a generated service's assignee answered: the contract's answer while it has the same assignee. */
const serviceEmployeeStatus = (amc: TAmcPlanRow): EmployeeStatus | null =>
  amc.assignedToId ? (amc.employeeStatus === 'approved' ? 'approved' : 'pending') : null;

/**
 * Makes the contract's services follow its schedule. Done services keep their dates and are numbered 1..d in
 * date order; services d+1..n are planned from the start date. Services not done are reused in order (they keep
 * their numbers, assignees and notes, and take the new date), missing ones are created with new numbers, and
 * any left over are deleted. On a new contract this simply creates its n services.
 */
export async function planAmcServices(
  db: TDb,
  amc: TAmcPlanRow,
  calendar: TBusinessCalendar,
  createdById: number,
) {
  // The contract's services before and after, by amc_id (which the plan never changes), move the day totals
  // and the words of their titles (the plan renames, deletes and creates services).
  const services = Prisma.sql`amc_id = ${amc.id}`;
  await keepSearchWords(db, 'service', services, () =>
    keepDayTotals(db, SERVICE_TOTALS, services, () => followSchedule(db, amc, calendar, createdById)),
  );
}

async function followSchedule(db: TDb, amc: TAmcPlanRow, calendar: TBusinessCalendar, createdById: number) {
  const existing = await db.service.findMany({
    where: { amcId: amc.id },
    select: { id: true, status: true, sequence: true, title: true, serviceDate: true },
    orderBy: [{ sequence: 'asc' }, { serviceDate: 'asc' }, { id: 'asc' }],
  });
  const done = existing
    .filter((s) => s.status === 'closed')
    .sort((a, b) => a.serviceDate.getTime() - b.serviceDate.getTime() || a.id - b.id);
  const open = existing.filter((s) => s.status !== 'closed');
  if (done.length > amc.serviceCount) throw AppError.field('service_count', MSG.serviceCountBelowDone);

  for (const [index, service] of done.entries()) {
    const title = amcServiceTitle(calendar.systemLanguage, amc.amcNo, index + 1, amc.serviceCount);
    if (service.sequence !== index + 1 || service.title !== title)
      await db.service.update({ where: { id: service.id }, data: { sequence: index + 1, title } });
  }

  const startDate = calendarDate(amc.startDate);
  const lastDate = addMonths(startDate, amc.serviceCount * amc.intervalMonths);
  const planned = scheduleServices({
    startDate,
    intervalMonths: amc.intervalMonths,
    serviceCount: amc.serviceCount,
    weeklyOffDays: calendar.weeklyOffDays,
    // A service moved off the last date may go some days past it.
    holidays: await readHolidays(db, startDate, addDays(lastDate, 60)),
    fromSequence: done.length + 1,
  });
  for (const [index, slot] of planned.slice(0, open.length).entries()) {
    const service = open[index]!;
    const title = amcServiceTitle(calendar.systemLanguage, amc.amcNo, slot.sequence, amc.serviceCount);
    if (
      service.sequence === slot.sequence &&
      service.title === title &&
      calendarDate(service.serviceDate) === slot.date
    )
      continue;
    await db.service.update({
      where: { id: service.id },
      data: { sequence: slot.sequence, title, serviceDate: dateColumn(slot.date) },
    });
  }
  const surplus = open.slice(planned.length).map((s) => s.id);
  if (surplus.length) await db.service.deleteMany({ where: { id: { in: surplus } } });

  const missing = planned.slice(open.length);
  const numbers = await nextDocumentNumbers(db, 'service', missing.length);
  if (missing.length) {
    await db.service.createMany({
      data: missing.map((slot, index) => ({
        serviceNo: numbers[index]!,
        amcId: amc.id,
        sequence: slot.sequence,
        customerId: amc.customerId,
        title: amcServiceTitle(calendar.systemLanguage, amc.amcNo, slot.sequence, amc.serviceCount),
        serviceDate: dateColumn(slot.date),
        assignedToId: amc.assignedToId,
        employeeStatus: serviceEmployeeStatus(amc),
        status: 'open' as const,
        createdById,
      })),
    });
  }
}

/** A new assignee of the contract takes over its services not done yet, each waiting for its answer. */
export async function reassignAmcServices(db: TDb, amc: TAmcPlanRow) {
  await db.service.updateMany({
    where: { amcId: amc.id, status: { not: 'closed' } },
    data: { assignedToId: amc.assignedToId, employeeStatus: serviceEmployeeStatus(amc) },
  });
}
