import { addDayTotals, keepDayTotals, rowsById, SERVICE_TOTALS } from '../../lib/rules/day-totals';
import {
  MSG,
  SERVICE_FIELD_RULES,
  type TCreateServiceBody,
  type TService,
  type TUpdateServiceBody,
} from '@amc/contracts';
import type { Service } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError, type TIssue } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { applyWholeFormRights } from '../../lib/rules/field-rights';
import { nextDocumentNumber } from '../../lib/rules/counters';
import { lockAmc, refreshAmcDates } from './service-contract';
import { calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { announceServiceDone, findServiceForWrite, returnServiceParts } from './service-done';
import { stockTransaction } from '../../lib/rules/stock-ledger';
import { ownServiceWhere, SERVICE_INCLUDE, toService } from './service-shape';
import { assertMayAssign, assertOwnNewRow, checkWorkReferences } from '../../lib/rules/work-references';
import { addSearchWords, keepSearchWords } from '../../lib/list/search-words';
import { checkCustomerEquipment } from '../equipment/equipment-public';

const serviceColumns = (body: TCreateServiceBody) => ({
  customerId: body.customer_id,
  equipmentId: body.equipment_id,
  title: body.service_title,
  label: body.service_label ?? null,
  serviceDate: dateColumn(body.service_date),
  serviceTime: body.service_time ?? null,
  assignedToId: body.assigned_to_id,
  detail: body.detail ?? null,
  charge: body.charge,
  remark: body.remark ?? null,
  type: body.type ?? null,
  status: body.status,
});

/** The service form's values; null where a field is empty (or, on an add, not chosen yet). */
type TServiceValues = { [F in keyof TCreateServiceBody]: TCreateServiceBody[F] | null };

/** What a role's add starts from: its own row (a customer's, an employee's assignment), no charge, open. */
const newServiceDefaults = (caller: TCaller): TServiceValues => ({
  customer_id: caller.role === 'customer' ? caller.id : null,
  equipment_id: null,
  service_title: null,
  service_label: null,
  service_date: null,
  service_time: null,
  assigned_to_id: caller.role === 'employee' ? caller.id : null,
  detail: null,
  charge: '0.00',
  remark: null,
  type: null,
  status: 'open',
});

/** The stored service as its form shows it, for the field rights to compare a write with. */
const serviceValuesOf = (row: Service): TServiceValues => ({
  customer_id: row.customerId,
  equipment_id: row.equipmentId,
  service_title: row.title,
  service_label: row.label,
  service_date: calendarDate(row.serviceDate),
  service_time: row.serviceTime,
  assigned_to_id: row.assignedToId,
  detail: row.detail,
  charge: row.charge.toFixed(2),
  remark: row.remark,
  type: row.type,
  status: row.status,
});

const referencesOf = (body: TCreateServiceBody) => ({
  customerId: body.customer_id,
  assignedToId: body.assigned_to_id,
});

/**
 * Adds a one-off service visit (not part of a contract). Its assignee's answer is pending; stored as closed it
 * is done today and its customer is told.
 */
export async function createService(
  prisma: TPrisma,
  caller: TCaller,
  sent: TCreateServiceBody,
): Promise<TService> {
  return prisma.$transaction(async (tx) => {
    // A field the role may not set (SERVICE_FIELD_RULES) takes the add's default; another value answers 403.
    const body = applyWholeFormRights(
      SERVICE_FIELD_RULES,
      caller,
      'create',
      sent,
      newServiceDefaults(caller),
    );
    assertOwnNewRow(caller, referencesOf(body));
    await checkWorkReferences(tx, referencesOf(body));
    if (body.equipment_id)
      await checkCustomerEquipment(tx, 'equipment_id', body.customer_id, [body.equipment_id]);
    const calendar = await readBusinessCalendar(tx);
    const row = await tx.service.create({
      data: {
        ...serviceColumns(body),
        serviceNo: await nextDocumentNumber(tx, 'service'),
        employeeStatus: body.assigned_to_id ? 'pending' : null,
        completedDate: body.status === 'closed' ? dateColumn(calendar.today) : null,
        createdById: caller.id,
      },
    });
    await addDayTotals(tx, SERVICE_TOTALS, rowsById([row.id]));
    await addSearchWords(tx, 'service', [row.id]);
    if (row.status === 'closed') await announceServiceDone(tx, row.id, caller.id, calendar);
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'create',
      description: `Added the service ${row.serviceNo} (${row.title})`,
      recordId: row.id,
    });
    return toService(
      await tx.service.findUniqueOrThrow({ where: { id: row.id }, include: SERVICE_INCLUDE }),
      calendar.today,
    );
  });
}

/**
 * Writes the form over a service. A service of a contract keeps the contract's customer; only an administrator
 * changes the assignee (a new one's answer is pending). Closing it makes it done today and tells the customer;
 * opening it again clears its completion. Its contract's next service and end date follow.
 */
export async function updateService(
  prisma: TPrisma,
  caller: TCaller,
  { id, ...sent }: TUpdateServiceBody,
): Promise<TService> {
  return prisma.$transaction(async (tx) => {
    const current = await findServiceForWrite(tx, caller, id);
    if (current.amc && current.amc.customerId !== sent.customer_id)
      throw AppError.field('customer_id', MSG.amcServiceCustomer);
    assertMayAssign(caller, current.assignedToId, sent.assigned_to_id);
    // A field the role may not set (SERVICE_FIELD_RULES) keeps its value; another value answers 403 naming it.
    const body = applyWholeFormRights(SERVICE_FIELD_RULES, caller, 'update', sent, serviceValuesOf(current));
    await checkWorkReferences(tx, referencesOf(body), current);
    if (
      body.equipment_id &&
      (body.equipment_id !== current.equipmentId || body.customer_id !== current.customerId)
    )
      await checkCustomerEquipment(tx, 'equipment_id', body.customer_id, [body.equipment_id]);
    const calendar = await readBusinessCalendar(tx);
    const becomesDone = body.status === 'closed' && current.status !== 'closed';
    const reopened = body.status !== 'closed' && current.status === 'closed';
    const assigneeChanged = current.assignedToId !== body.assigned_to_id;
    await keepSearchWords(tx, 'service', rowsById([current.id]), () =>
      keepDayTotals(tx, SERVICE_TOTALS, rowsById([current.id]), () =>
        tx.service.update({
          where: { id: current.id },
          data: {
            ...serviceColumns(body),
            ...(assigneeChanged ? { employeeStatus: body.assigned_to_id ? ('pending' as const) : null } : {}),
            ...(becomesDone ? { completedDate: dateColumn(calendar.today) } : {}),
            ...(reopened ? { completedDate: null } : {}),
          },
        }),
      ),
    );
    if (becomesDone) await announceServiceDone(tx, current.id, caller.id, calendar);
    await refreshAmcDates(tx, [current.amcId]);
    await recordActivity(tx, caller, {
      slug: 'service',
      action: 'update',
      description: `Updated the service ${current.serviceNo} (${body.service_title})`,
      recordId: current.id,
    });
    const row = await tx.service.findUniqueOrThrow({ where: { id: current.id }, include: SERVICE_INCLUDE });
    return toService(row, calendar.today);
  });
}

/**
 * Deletes services all or nothing: an id that is not there (or not the caller's to reach) answers 404, a service
 * of a contract that is already done answers 409 (it is the contract's record), and then nothing is deleted.
 * The contracts concerned get their next service and end date again.
 */
export async function deleteServices(prisma: TPrisma, caller: TCaller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  // A stock write: a done visit's parts go back into stock through the ledger before it goes.
  return stockTransaction(prisma, async (tx) => {
    const scope = { AND: [{ id: { in: unique } }, ownServiceWhere(caller)] };
    const owners = await tx.service.findMany({ where: scope, select: { amcId: true } });
    const amcIds = [...new Set(owners.flatMap((s) => (s.amcId ? [s.amcId] : [])))].sort((a, b) => a - b);
    // Contracts in id order, so two deletes of services of the same contracts queue rather than deadlock.
    for (const amcId of amcIds) await lockAmc(tx, amcId);
    const rows = await tx.service.findMany({
      where: scope,
      select: { id: true, serviceNo: true, title: true, amcId: true, status: true },
    });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const blocked: TIssue[] = rows
      .filter((s) => s.amcId !== null && s.status === 'closed')
      .map((s) => ({ path: `ids.${ids.indexOf(s.id)}`, message: MSG.doneServiceNotDeletable }));
    if (blocked.length) throw new AppError('CONFLICT', MSG.doneServiceNotDeletable, blocked);
    await returnServiceParts(tx, { id: { in: unique } });
    await keepSearchWords(tx, 'service', rowsById(unique), () =>
      keepDayTotals(tx, SERVICE_TOTALS, rowsById(unique), () =>
        tx.service.deleteMany({ where: { id: { in: unique } } }),
      ),
    );
    await refreshAmcDates(tx, amcIds);
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: 'service',
        action: 'delete',
        description: `Deleted the service ${row.serviceNo} (${row.title})`,
        recordId: row.id,
      });
    }
    return unique;
  });
}
