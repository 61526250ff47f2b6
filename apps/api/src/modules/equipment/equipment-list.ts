import {
  EQUIPMENT_HISTORY_LIMIT,
  EQUIPMENT_STATUSES,
  type TEquipment,
  type TEquipmentCover,
  type TEquipmentDetail,
  type TEquipmentFilter,
  type TEquipmentSortColumn,
  type TListEquipmentQuery,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { isAdmin, type TCaller } from '../../lib/kernel/caller';
import { calendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { one, person, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { defineList, filterEnum, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { idsBranch } from '../../lib/list/search';
import { CUSTOMER_SELECT, customerRef, PERSON_SELECT, personRefOrNull } from '../../lib/kernel/person';
import { readCovers } from './equipment-cover';
import { employeeRunner } from './equipment-employee-list';

type TWhere = Prisma.EquipmentWhereInput;
type TOrderBy = Prisma.EquipmentOrderByWithRelationInput;

/**
 * The row boundary: a customer reaches its own items; an employee the items of its visits, its complaints and the
 * contracts assigned to it (what it is sent to work on); admin all. Another's id answers 404.
 */
export function ownEquipmentWhere(caller: TCaller): TWhere {
  if (isAdmin(caller)) return {};
  if (caller.role === 'customer') return { customerId: caller.id };
  if (caller.role === 'employee')
    return {
      OR: [
        { services: { some: { assignedToId: caller.id } } },
        { complaints: { some: { assignedToId: caller.id } } },
        { amcs: { some: { assignedToId: caller.id } } },
      ],
    };
  return { id: { in: [] } };
}

/** Each sort has an index: serial_no, install_date, warranty_end, (status, created_at), created_at. */
const sort: Record<TEquipmentSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  serial_no: (order) => ({ serialNo: order }),
  install_date: (order) => ({ installDate: order }),
  warranty_end: (order) => ({ warrantyEnd: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  created_at: (order) => ({ createdAt: order }),
};
const filters: Record<TEquipmentFilter, (value: unknown) => TWhere> = {
  status: (value) => ({ status: filterEnum('status', EQUIPMENT_STATUSES, value) }),
  customer_id: (value) => ({ customerId: filterId('customer_id', value) }),
  product_id: (value) => ({ productId: filterId('product_id', value) }),
};
const equipmentList = defineList<TWhere, TOrderBy>({
  sort,
  defaultSort: { column: 'created_at', order: 'desc' },
  // The serial number's prefix (its index; what a technician reads off the rating plate), the customer's name
  // (customer_id IN the people found) or the product (product_id IN the products found).
  searchBranches: async (term, lookup) => {
    const people = await lookup.people(term);
    return [
      { where: { serialNo: { startsWith: term.like } }, orderBy: [{ serialNo: 'desc' }, { id: 'desc' }] },
      ...idsBranch<TWhere, TOrderBy>(people.customer, (ids) => ({ customerId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(await lookup.products(term), (ids) => ({ productId: { in: ids } })),
    ];
  },
  filters,
});

export const EQUIPMENT_INCLUDE = {
  customer: CUSTOMER_SELECT,
  product: { select: { id: true, code: true, name: true } },
} as const satisfies Prisma.EquipmentInclude;
export type TEquipmentRow = Prisma.EquipmentGetPayload<{ include: typeof EQUIPMENT_INCLUDE }>;

/** EQUIPMENT_INCLUDE as the list reads it: every relation joined, one statement. */
export const EQUIPMENT_READ: TJoinedRead = {
  table: 'equipment',
  one: {
    customer: person('customerId', ['email']),
    product: one('products', { key: 'productId' }, ['id', 'code', 'name']),
  },
};

/** The rows with what covers each today: one more statement for the whole page (readCovers). */
async function withCovers(db: TDb, rows: TEquipmentRow[]) {
  const { today } = await readBusinessCalendar(db);
  const covers = await readCovers(db, rows, today);
  return rows.map((row) => ({ ...row, cover: covers.get(row.id)! }));
}

export function toEquipment(row: TEquipmentRow & { cover: TEquipmentCover }): TEquipment {
  return {
    id: row.id,
    customer: customerRef(row.customer),
    product: row.product,
    serial_no: row.serialNo,
    site: row.site,
    location: row.location,
    install_date: row.installDate ? calendarDate(row.installDate) : null,
    warranty_end: row.warrantyEnd ? calendarDate(row.warrantyEnd) : null,
    status: row.status,
    notes: row.notes,
    cover: row.cover,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /equipment/list: a page, or every matching row as equipmentData.csv. */
export async function findEquipment(prisma: TPrisma, caller: TCaller, query: TListEquipmentQuery) {
  const runner = prismaListRunner(prisma.equipment, async (ids) =>
    withCovers(prisma, await readJoinedRows<TEquipmentRow>(prisma, EQUIPMENT_READ, ids)),
  );
  const scope = ownEquipmentWhere(caller);
  const run = caller.role === 'employee' ? employeeRunner(prisma, caller.id, scope, runner) : runner;
  return runList(prisma, query, equipmentList, [scope], run, toEquipment, {
    filename: 'equipmentData',
    columns: [
      { header: 'column.serialNo', value: (r) => r.serial_no },
      { header: 'column.product', value: (r) => r.product.name },
      // The natural keys an import names product and customer by: the export goes back in as it came out.
      { header: 'column.productCode', value: (r) => r.product.code },
      { header: 'column.customer', value: (r) => r.customer.full_name },
      { header: 'column.customerEmail', value: (r) => r.customer.email },
      { header: 'column.site', value: (r) => r.site ?? '' },
      { header: 'column.location', value: (r) => r.location ?? '' },
      { header: 'column.installDate', value: (r) => r.install_date ?? '', as: 'date' },
      { header: 'column.warrantyEnd', value: (r) => r.warranty_end ?? '', as: 'date' },
      { header: 'column.cover', value: (r) => r.cover.amc?.amc_no ?? r.cover.kind },
      { header: 'column.coveredUntil', value: (r) => r.cover.until ?? '', as: 'date' },
      { header: 'column.status', value: (r) => r.status },
      { header: 'column.notes', value: (r) => r.notes ?? '' },
      { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
    ],
  });
}

/**
 * An item's history, newest first, at most EQUIPMENT_HISTORY_LIMIT of each kind: the contracts that list it, the
 * visits that concern it (its own, and those of those contracts) with their reports, its complaints, and the parts
 * fitted on those visits.
 */
async function readHistory(db: TDb, equipmentId: number): Promise<TEquipmentDetail['history']> {
  const links = await db.amcEquipment.findMany({
    where: { equipmentId },
    select: {
      amc: { select: { id: true, amcNo: true, startDate: true, endDate: true, status: true } },
    },
    orderBy: { amc: { startDate: 'desc' } },
    take: EQUIPMENT_HISTORY_LIMIT,
  });
  const contractIds = links.map((link) => link.amc.id);
  const [visits, complaints] = await Promise.all([
    db.service.findMany({
      where: { OR: [{ equipmentId }, ...(contractIds.length ? [{ amcId: { in: contractIds } }] : [])] },
      select: {
        id: true,
        serviceNo: true,
        title: true,
        serviceDate: true,
        status: true,
        workDone: true,
        findings: true,
        reportUrl: true,
        assignedTo: PERSON_SELECT,
      },
      orderBy: [{ serviceDate: 'desc' }, { id: 'desc' }],
      take: EQUIPMENT_HISTORY_LIMIT,
    }),
    db.complaint.findMany({
      where: { equipmentId },
      select: { id: true, complaintNo: true, complaintDate: true, description: true, status: true },
      orderBy: [{ complaintDate: 'desc' }, { id: 'desc' }],
      take: EQUIPMENT_HISTORY_LIMIT,
    }),
  ]);
  const parts = visits.length
    ? await db.servicePart.findMany({
        where: { serviceId: { in: visits.map((visit) => visit.id) } },
        select: {
          serviceId: true,
          quantity: true,
          covered: true,
          product: { select: { id: true, name: true } },
        },
        orderBy: { id: 'desc' },
        take: EQUIPMENT_HISTORY_LIMIT,
      })
    : [];
  const visitById = new Map(visits.map((visit) => [visit.id, visit]));
  return {
    contracts: links.map(({ amc }) => ({
      id: amc.id,
      amc_no: amc.amcNo,
      start_date: calendarDate(amc.startDate),
      end_date: amc.endDate ? calendarDate(amc.endDate) : null,
      status: amc.status,
    })),
    visits: visits.map((visit) => ({
      id: visit.id,
      service_no: visit.serviceNo,
      title: visit.title,
      service_date: calendarDate(visit.serviceDate),
      status: visit.status,
      assign_to: personRefOrNull(visit.assignedTo),
      work_done: visit.workDone,
      findings: visit.findings,
      report_url: visit.reportUrl,
    })),
    complaints: complaints.map((complaint) => ({
      id: complaint.id,
      complaint_no: complaint.complaintNo,
      date: calendarDate(complaint.complaintDate),
      description: complaint.description,
      status: complaint.status,
    })),
    parts: parts.map((part) => {
      const visit = visitById.get(part.serviceId)!;
      return {
        service_id: part.serviceId,
        service_no: visit.serviceNo,
        service_date: calendarDate(visit.serviceDate),
        product: part.product,
        quantity: part.quantity,
        covered: part.covered,
      };
    }),
  };
}

/**
 * What an item's QR label holds, for the caller reading it: `<public address>/q/<token>` for whoever may print
 * labels, null for others (the token lets anyone who holds it report a fault on the customer's behalf).
 */
export type TLabelLink = (token: string) => string | null;
export const NO_LABEL_LINK: TLabelLink = () => null;

/** The item that matches `where`, with its cover, photos and history; 404 when there is none. */
export async function findEquipmentDetail(
  db: TDb,
  where: TWhere,
  labelLink: TLabelLink,
): Promise<TEquipmentDetail> {
  const row = await db.equipment.findFirst({
    where,
    include: { ...EQUIPMENT_INCLUDE, photos: { orderBy: { id: 'asc' } } },
  });
  if (!row) throw new AppError('NOT_FOUND');
  const [[covered], history] = await Promise.all([withCovers(db, [row]), readHistory(db, row.id)]);
  return {
    ...toEquipment(covered!),
    photos: row.photos.map((photo) => ({
      id: photo.id,
      url: photo.url,
      created_at: photo.createdAt.toISOString(),
    })),
    history,
    label_url: labelLink(row.labelToken),
  };
}

/** GET /equipment/view/:id: one item within the caller's rows. */
export const getEquipmentDetail = (db: TDb, caller: TCaller, id: number, labelLink: TLabelLink) =>
  findEquipmentDetail(db, { AND: [{ id }, ownEquipmentWhere(caller)] }, labelLink);
