import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  SERVICE_STANDINGS,
  type TComplaint,
  type TComplaintFilter,
  type TComplaintSortColumn,
  type TListComplaintsQuery,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { ownRowsWhere, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { now } from '../../lib/kernel/clock';
import { one, person, readJoinedRows, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { defineList, filterDate, filterEnum, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { idsBranch } from '../../lib/list/search';
import { EQUIPMENT_REF_SELECT, equipmentRefJoin, toEquipmentRef } from '../equipment/equipment-public';
import { PERSON_FIELDS, personRef, personRefOrNull } from '../../lib/kernel/person';

type TWhere = Prisma.ComplaintWhereInput;
type TOrderBy = Prisma.ComplaintOrderByWithRelationInput;

/** The row boundary: a customer reaches its own complaints, an employee those assigned to it, admin all. */
export const ownComplaintsWhere = (caller: TCaller) =>
  ownRowsWhere<TWhere>(caller, { customer: 'customerId', employee: 'assignedToId' });

/**
 * Each sort has an index, also behind the employee's scope (assigned_to_id, ...): complaint_no (unique),
 * complaint_date, (status, created_at), created_at, due_at, response_due_at, resolution_due_at.
 * docs/ARCHITECTURE.md "Indexes for lists".
 */
const sort: Record<TComplaintSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  complaint_no: (order) => ({ complaintNo: order }),
  complaint_date: (order) => ({ complaintDate: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  created_at: (order) => ({ createdAt: order }),
  due_at: (order) => ({ dueAt: order }),
  response_due_at: (order) => ({ responseDueAt: order }),
  resolution_due_at: (order) => ({ resolutionDueAt: order }),
};

/**
 * A complaint's standing as of now, on its next promise (due_at and its 80% mark, warn_at): "breached" is a range of
 * the due_at index, and "at risk" the range not yet due (the open complaints still in time), each row checked.
 */
function standingWhere(value: unknown): TWhere {
  const standing = filterEnum('due_at', SERVICE_STANDINGS, value);
  const at = now();
  return standing === 'breached' ? { dueAt: { lte: at } } : { dueAt: { gt: at }, warnAt: { lte: at } };
}
const filters: Record<TComplaintFilter, (value: unknown) => TWhere> = {
  status: (value) => ({ status: filterEnum('status', COMPLAINT_STATUSES, value) }),
  priority: (value) => ({ priority: filterEnum('priority', COMPLAINT_PRIORITIES, value) }),
  due_at: standingWhere,
  customer_id: (value) => ({ customerId: filterId('customer_id', value) }),
  assigned_to_id: (value) => ({ assignedToId: filterId('assigned_to_id', value) }),
  type_id: (value) => ({ typeId: filterId('type_id', value) }),
  from: (value) => ({ complaintDate: { gte: filterDate('from', value) } }),
  to: (value) => ({ complaintDate: { lte: filterDate('to', value) } }),
};
const complaintList = defineList<TWhere, TOrderBy>({
  sort,
  uniqueSorts: ['complaint_no'],
  defaultSort: { column: 'created_at', order: 'desc' },
  // A date range with no sort chosen is shown newest first by that date, read from its index (and counted so).
  filterDefaultSorts: { from: 'complaint_date', to: 'complaint_date', due_at: 'due_at' },
  // The complaint number's prefix (its unique index), the customer's or assignee's name (customer_id /
  // assigned_to_id IN the people found), the product (product_id IN the products found) or the words of the
  // description (the word index, lib/list/search-words).
  searchBranches: async (term, lookup) => {
    const people = await lookup.people(term);
    return [
      { where: { complaintNo: { startsWith: term.like } }, orderBy: [{ complaintNo: 'desc' }] },
      ...idsBranch<TWhere, TOrderBy>(people.customer, (ids) => ({ customerId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(people.employee, (ids) => ({ assignedToId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(await lookup.products(term), (ids) => ({ productId: { in: ids } })),
      ...(await lookup.words('complaint', term)),
    ];
  },
  filters,
});

export const COMPLAINT_INCLUDE = {
  customer: { select: { ...PERSON_FIELDS, email: true } },
  assignedTo: { select: { ...PERSON_FIELDS, email: true } },
  product: { select: { id: true, name: true } },
  equipment: EQUIPMENT_REF_SELECT,
  type: { select: { id: true, name: true } },
  serviceLevel: { select: { id: true, name: true } },
} as const satisfies Prisma.ComplaintInclude;
export type TComplaintRow = Prisma.ComplaintGetPayload<{ include: typeof COMPLAINT_INCLUDE }>;

/** COMPLAINT_INCLUDE as the list reads it (lib/kernel/joined-rows): every relation joined, one statement. */
export const COMPLAINT_READ: TJoinedRead = {
  table: 'complaints',
  one: {
    customer: person('customerId', ['email']),
    assignedTo: person('assignedToId', ['email']),
    product: one('products', { key: 'productId' }, ['id', 'name']),
    equipment: equipmentRefJoin('equipmentId'),
    type: one('categories', { key: 'typeId' }, ['id', 'name']),
    serviceLevel: one('service_levels', { key: 'serviceLevelId' }, ['id', 'name']),
  },
  booleans: ['chargeable', 'reportedByScan'],
};

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toComplaint(row: TComplaintRow): TComplaint {
  return {
    id: row.id,
    complaint_no: row.complaintNo,
    customer: { ...personRef(row.customer), email: row.customer.email },
    product: row.product,
    equipment: row.equipment ? toEquipmentRef(row.equipment) : null,
    chargeable: row.chargeable,
    reported_by_scan: row.reportedByScan
      ? { name: row.reporterName ?? '', phone: row.reporterPhone ?? '' }
      : null,
    date: calendarDate(row.complaintDate),
    complaint_type: row.type,
    description: row.description,
    assign_to: personRefOrNull(row.assignedTo),
    assign_date: row.assignDate ? calendarDate(row.assignDate) : null,
    charge: row.charge.toFixed(2),
    status: row.status,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolution_note: row.resolutionNote,
    priority: row.priority,
    service_level: row.serviceLevel,
    responded_at: iso(row.respondedAt),
    response_due_at: iso(row.responseDueAt),
    resolution_due_at: iso(row.resolutionDueAt),
    due_at: iso(row.dueAt),
    warn_at: iso(row.warnAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** A complaint as one record shows it: the list's row and its photos. */
const COMPLAINT_VIEW_INCLUDE = {
  ...COMPLAINT_INCLUDE,
  photos: { select: { id: true, url: true, createdAt: true }, orderBy: { id: 'asc' } },
} as const satisfies Prisma.ComplaintInclude;
type TComplaintViewRow = Prisma.ComplaintGetPayload<{ include: typeof COMPLAINT_VIEW_INCLUDE }>;

const toComplaintView = (row: TComplaintViewRow): TComplaint => ({
  ...toComplaint(row),
  photos: row.photos.map((photo) => ({
    id: photo.id,
    url: photo.url,
    created_at: photo.createdAt.toISOString(),
  })),
});

/** GET /complaint/view/:id: one complaint within the caller's reach, with its photos; another's id answers 404. */
export async function getComplaint(db: TDb, caller: TCaller, id: number): Promise<TComplaint> {
  const row = await db.complaint.findFirst({
    where: { AND: [{ id }, ownComplaintsWhere(caller)] },
    include: COMPLAINT_VIEW_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toComplaintView(row);
}

/** The answer of a write: the complaint just written, read by id (the write already checked the caller's reach). */
export const readWrittenComplaint = async (db: TDb, id: number) =>
  toComplaintView(await db.complaint.findUniqueOrThrow({ where: { id }, include: COMPLAINT_VIEW_INCLUDE }));

/** GET /complaint/list: a page, or every matching row as complaintData.csv. */
export function findComplaints(prisma: TPrisma, caller: TCaller, query: TListComplaintsQuery) {
  return runList(
    prisma,
    query,
    complaintList,
    [ownComplaintsWhere(caller)],
    prismaListRunner(prisma.complaint, (ids) => readJoinedRows<TComplaintRow>(prisma, COMPLAINT_READ, ids)),
    toComplaint,
    {
      filename: 'complaintData',
      columns: [
        { header: 'column.complaintNo', value: (r) => r.complaint_no },
        { header: 'column.customer', value: (r) => r.customer.full_name },
        { header: 'column.product', value: (r) => r.product?.name ?? '' },
        { header: 'column.complaintDate', value: (r) => r.date, as: 'date' },
        { header: 'column.complaintType', value: (r) => r.complaint_type?.name ?? '' },
        { header: 'column.description', value: (r) => r.description },
        { header: 'column.assignedTo', value: (r) => r.assign_to?.full_name ?? '' },
        { header: 'column.assignDate', value: (r) => r.assign_date ?? '', as: 'date' },
        { header: 'column.charge', value: (r) => r.charge },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.priority', value: (r) => r.priority },
        { header: 'column.responseDue', value: (r) => r.response_due_at ?? '', as: 'time' },
        { header: 'column.resolutionDue', value: (r) => r.resolution_due_at ?? '', as: 'time' },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
