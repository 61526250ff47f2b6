import type { TService } from '@amc/contracts';
import { EQUIPMENT_REF_SELECT, equipmentRefJoin, toEquipmentRef } from '../equipment/equipment-public';
import type { Prisma } from '../../generated/prisma/client';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { PERSON_SELECT, personRef, personRefOrNull } from '../../lib/kernel/person';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { one, person, type TJoinedRead } from '../../lib/kernel/joined-rows';

/** A customer sees its own services, an employee those assigned to it, admin all: another's id answers 404. */
export const ownServiceWhere = (caller: TCaller) =>
  ownRowsWhere<Prisma.ServiceWhereInput>(caller, { customer: 'customerId', employee: 'assignedToId' });

export const SERVICE_INCLUDE = {
  customer: PERSON_SELECT,
  assignedTo: PERSON_SELECT,
  amc: { select: { id: true, amcNo: true, customer: PERSON_SELECT } },
  equipment: EQUIPMENT_REF_SELECT,
} as const;

export type TServiceRow = Prisma.ServiceGetPayload<{ include: typeof SERVICE_INCLUDE }>;

/** SERVICE_INCLUDE as the list reads it (lib/kernel/joined-rows): the people and the contract joined, one statement. */
export const SERVICE_READ: TJoinedRead = {
  table: 'services',
  one: {
    customer: person('customerId'),
    assignedTo: person('assignedToId'),
    amc: one('amcs', { key: 'amcId' }, ['id', 'amcNo'], { customer: person('customerId') }),
    equipment: equipmentRefJoin('equipmentId'),
  },
};

/** A service is done when it is closed; one whose date is before today and that is not done is overdue. */
export const isOverdue = (row: { serviceDate: Date; status: string }, today: string) =>
  row.status !== 'closed' && calendarDate(row.serviceDate) < today;

export function toService(row: TServiceRow, today: string): TService {
  return {
    id: row.id,
    service_no: row.serviceNo,
    service_date: calendarDate(row.serviceDate),
    service_title: row.title,
    service_label: row.label,
    status: row.status,
    customer: personRefOrNull(row.customer),
    assignTo: personRefOrNull(row.assignedTo),
    amc: row.amc ? { id: row.amc.id, amc_no: row.amc.amcNo, customer: personRef(row.amc.customer) } : null,
    sequence: row.sequence,
    equipment: row.equipment ? toEquipmentRef(row.equipment) : null,
    service_time: row.serviceTime,
    completed_date: row.completedDate ? calendarDate(row.completedDate) : null,
    employee_status: row.employeeStatus,
    detail: row.detail,
    charge: row.charge.toFixed(2),
    remark: row.remark,
    type: row.type,
    is_overdue: isOverdue(row, today),
    has_report: row.reportUrl !== null,
    created_at: row.createdAt.toISOString(),
  };
}
