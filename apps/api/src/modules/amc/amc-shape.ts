import {
  addDays,
  AMC_CHAIN_MAX,
  AMC_EXPIRING_DAYS,
  nextContractTerm,
  type TAmc,
  type TAmcRenewalOffer,
  type TAmcDetail,
  type TAmcTerm,
  type TAmcTermStatus,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { SERVICE_INCLUDE, toService } from '../service/service-public';
import { CUSTOMER_SELECT, customerRef, PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';
import { calendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { many, one, person, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { EQUIPMENT_REF_SELECT, equipmentRefJoin, toEquipmentRef } from '../equipment/equipment-public';
import { readBillingPeriods } from './amc-billing';

/** A customer sees its own contracts, an employee those assigned to it, admin all: another's id answers 404. */
export const ownAmcWhere = (caller: TCaller) =>
  ownRowsWhere<Prisma.AmcWhereInput>(caller, { customer: 'customerId', employee: 'assignedToId' });

export const AMC_INCLUDE = {
  customer: CUSTOMER_SELECT,
  assignedTo: PERSON_SELECT,
  products: {
    select: { product: { select: { id: true, code: true, name: true } } },
    orderBy: { id: 'asc' },
  },
  equipment: { select: { equipment: EQUIPMENT_REF_SELECT }, orderBy: { id: 'asc' } },
  renewedFrom: { select: { id: true, amcNo: true } },
  renewedBy: { select: { id: true, amcNo: true } },
  billingTax: { select: { id: true, name: true } },
  serviceLevel: { select: { id: true, name: true } },
} as const;

export type TAmcRow = Prisma.AmcGetPayload<{ include: typeof AMC_INCLUDE }>;

/** AMC_INCLUDE as the list reads it (lib/kernel/joined-rows): the people joined, the products in one more statement. */
export const AMC_READ: TJoinedRead = {
  table: 'amcs',
  one: {
    customer: person('customerId', ['email']),
    assignedTo: person('assignedToId'),
    renewedFrom: one('amcs', { key: 'renewedFromId' }, ['id', 'amcNo']),
    renewedBy: one('amcs', { backKey: 'renewedFromId' }, ['id', 'amcNo']),
    billingTax: one('taxes', { key: 'billingTaxId' }, ['id', 'name']),
    serviceLevel: one('service_levels', { key: 'serviceLevelId' }, ['id', 'name']),
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

/**
 * Where a term stands on `today` (the business's day): renewed once a later term continues it, else by its dates
 * (docs/PRODUCT.md, "Terms and renewal").
 */
export function termStatus(
  term: { startDate: Date; endDate: Date | null; cancelledOn: Date | null; renewedBy: unknown },
  today: string,
): TAmcTermStatus {
  if (term.cancelledOn) return 'cancelled';
  if (term.renewedBy) return 'renewed';
  if (calendarDate(term.startDate) > today) return 'upcoming';
  const end = term.endDate ? calendarDate(term.endDate) : null;
  if (end !== null && end < today) return 'expired';
  if (end !== null && end <= addDays(today, AMC_EXPIRING_DAYS)) return 'expiring';
  return 'active';
}

const termRef = (term: { id: number; amcNo: string } | null) =>
  term ? { id: term.id, amc_no: term.amcNo } : null;

export function toAmc(row: TAmcRow, today: string): TAmc {
  return {
    id: row.id,
    amc_no: row.amcNo,
    customer: customerRef(row.customer),
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
    price: row.price.toFixed(2),
    term_status: termStatus(row, today),
    renews: termRef(row.renewedFrom),
    renewed_by: termRef(row.renewedBy),
    cancelled_on: row.cancelledOn ? calendarDate(row.cancelledOn) : null,
    renewal_requested_at: row.renewalRequestedAt?.toISOString() ?? null,
    billing_cycle: row.billingCycle,
    billing_tax: row.billingTax,
    service_level: row.serviceLevel,
    payment_days: row.paymentDays,
    created_at: row.createdAt.toISOString(),
  };
}

const TERM_SELECT = {
  id: true,
  amcNo: true,
  startDate: true,
  endDate: true,
  price: true,
  cancelledOn: true,
  renewedFromId: true,
  renewedBy: { select: { id: true } },
} as const;

/**
 * The contract's chain of terms, oldest first: back through the terms each renews, then forward through those that
 * renew it, one statement a step (a chain is a term a year), at most AMC_CHAIN_MAX. Every term of a chain is the same
 * customer's, so whoever may see one term may see the chain.
 */
async function readTerms(db: TDb, id: number, today: string): Promise<TAmcTerm[]> {
  const start = await db.amc.findUniqueOrThrow({ where: { id }, select: TERM_SELECT });
  const older: (typeof start)[] = [];
  for (let from = start.renewedFromId; from !== null && older.length < AMC_CHAIN_MAX;) {
    const term = await db.amc.findUnique({ where: { id: from }, select: TERM_SELECT });
    if (!term) break;
    older.unshift(term);
    from = term.renewedFromId;
  }
  const newer: (typeof start)[] = [];
  for (let next = start.renewedBy?.id; next !== undefined && older.length + newer.length < AMC_CHAIN_MAX;) {
    const term = await db.amc.findUnique({ where: { id: next }, select: TERM_SELECT });
    if (!term) break;
    newer.push(term);
    next = term.renewedBy?.id;
  }
  return [...older, start, ...newer].map((term) => ({
    id: term.id,
    amc_no: term.amcNo,
    start_date: calendarDate(term.startDate),
    end_date: term.endDate ? calendarDate(term.endDate) : null,
    price: term.price.toFixed(2),
    term_status: termStatus(term, today),
  }));
}

/** The term's latest renewal offer (a quotation for its next term), or null when none was made. */
async function readRenewalOffer(
  db: TDb,
  amc: { id: number; startDate: Date; intervalMonths: number; serviceCount: number },
): Promise<TAmcRenewalOffer | null> {
  const offer = await db.quotation.findFirst({
    where: { renewsAmcId: amc.id },
    orderBy: { id: 'desc' },
    select: {
      id: true,
      quotationNo: true,
      date: true,
      status: true,
      acceptedAt: true,
      grossTotal: true,
      total: true,
    },
  });
  if (!offer) return null;
  const next = nextContractTerm(calendarDate(amc.startDate), amc.intervalMonths, amc.serviceCount);
  return {
    quotation_id: offer.id,
    quotation_no: offer.quotationNo,
    date: calendarDate(offer.date),
    state: offer.acceptedAt ? 'accepted' : offer.status === 'open' ? 'open' : 'closed',
    start_date: next.start,
    end_date: next.end,
    price: offer.grossTotal.toFixed(2),
    total: offer.total.toFixed(2),
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
  return {
    ...toAmc(row, today),
    services: row.services.map((s) => toService(s, today)),
    terms: await readTerms(db, row.id, today),
    billing_periods: await readBillingPeriods(db, row, today),
    renewal_offer: await readRenewalOffer(db, row),
  };
}

/** GET /amc/view/:id: one contract within the caller's rows. */
export const getAmcDetail = (db: TDb, caller: TCaller, id: number) =>
  findAmcDetail(db, { AND: [{ id }, ownAmcWhere(caller)] });
