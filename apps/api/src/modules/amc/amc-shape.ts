import type { TAmc, TAmcDetail } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/db-client';
import { AppError } from '../../lib/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/caller';
import { SERVICE_INCLUDE, toService } from '../service/service-public';
import { PERSON_SELECT, personRef, personRefOrNull } from '../../lib/person';
import { calendarDate, readBusinessCalendar } from '../../lib/calendar-date';
import { many, one, person, type TJoinedRead } from '../../lib/joined-rows';
import { EQUIPMENT_REF_SELECT, equipmentRefJoin, toEquipmentRef } from '../equipment/equipment-public';

/** A customer sees its own contracts, an employee those assigned to it, admin all: another's id answers 404. */
export const ownAmcWhere = (caller: TCaller) =>
  ownRowsWhere<Prisma.AmcWhereInput>(caller, { customer: 'customerId', employee: 'assignedToId' });

export const AMC_INCLUDE = {
  customer: PERSON_SELECT,
  assignedTo: PERSON_SELECT,
  products: {
    select: { product: { select: { id: true, code: true, name: true } } },
    orderBy: { id: 'asc' },
  },
  equipment: { select: { equipment: EQUIPMENT_REF_SELECT }, orderBy: { id: 'asc' } },
} as const;

export type TAmcRow = Prisma.AmcGetPayload<{ include: typeof AMC_INCLUDE }>;

/** AMC_INCLUDE as the list reads it (lib/joined-rows): the people joined, the products in one more statement. */
export const AMC_READ: TJoinedRead = {
  table: 'amcs',
  one: {
    customer: person('customerId'),
    assignedTo: person('assignedToId'),
  },
  many: {
    products: many('amc_products', 'amcId', {
      orderBy: ['id'],
      fields: [],
      one: { product: one('products', { key: 'productId' }, ['id', 'code', 'name']) },
    }),
    equipment: many('amc_equipment', 'amcId', {
      orderBy: ['id'],
      fields: [],
      one: { equipment: equipmentRefJoin('equipmentId') },
    }),
  },
};

export function toAmc(row: TAmcRow): TAmc {
  return {
    id: row.id,
    amc_no: row.amcNo,
    customer: personRef(row.customer),
    products: row.products.map((p) => p.product),
    equipment: row.equipment.map(({ equipment }) => toEquipmentRef(equipment)),
    start_date: calendarDate(row.startDate),
    end_date: row.endDate ? calendarDate(row.endDate) : null,
    status: row.status,
    assign_to: personRefOrNull(row.assignedTo),
    employee_status: row.employeeStatus,
    detail: row.detail,
    interval_months: row.intervalMonths,
    service_count: row.serviceCount,
    description: row.description,
    note: row.note,
    attachment: row.attachment,
    next_service_date: row.nextServiceDate ? calendarDate(row.nextServiceDate) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The contract that matches `where`, with its services in schedule order; 404 when there is none. */
export async function findAmcDetail(db: TDb, where: Prisma.AmcWhereInput): Promise<TAmcDetail> {
  const row = await db.amc.findFirst({
    where,
    include: {
      ...AMC_INCLUDE,
      services: {
        include: SERVICE_INCLUDE,
        orderBy: [{ sequence: 'asc' }, { serviceDate: 'asc' }, { id: 'asc' }],
      },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  const { today } = await readBusinessCalendar(db);
  return { ...toAmc(row), services: row.services.map((s) => toService(s, today)) };
}

/** GET /amc/view/:id: one contract within the caller's rows. */
export const getAmcDetail = (db: TDb, caller: TCaller, id: number) =>
  findAmcDetail(db, { AND: [{ id }, ownAmcWhere(caller)] });
