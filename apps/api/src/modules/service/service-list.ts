import {
  WORK_STATUSES,
  type TListServicesQuery,
  type TService,
  type TServiceFilter,
  type TServiceSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/db-client';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../../lib/caller';
import {
  defineList,
  filterDate,
  filterEnum,
  filterId,
  runList,
  type TListDefinition,
} from '../../lib/list-query';
import { prismaListRunner } from '../../lib/prisma-list-runner';
import { idsBranch } from '../../lib/search';
import { dateColumn, readBusinessCalendar } from '../../lib/calendar-date';
import { readJoinedRows } from '../../lib/joined-rows';
import { ownServiceWhere, SERVICE_READ, toService, type TServiceRow } from './service-shape';

type TWhere = Prisma.ServiceWhereInput;
type TOrderBy = Prisma.ServiceOrderByWithRelationInput;

// Each sort has an index, also behind the employee's scope (assigned_to_id, ...): service_date, (status,
// service_date), service_no (unique), created_at. docs/ARCHITECTURE.md "Indexes for lists".
const sort: Record<TServiceSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  service_date: (order) => ({ serviceDate: order }),
  status: (order) => [{ status: order }, { serviceDate: order }],
  service_no: (order) => ({ serviceNo: order }),
  created_at: (order) => ({ createdAt: order }),
};

function filterBoolean(name: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw AppError.field(`filters.${name}`, `${name} must be true or false.`);
}

/** Overdue: dated before today (the business's) and not done. */
function overdueWhere(overdue: boolean, today: string): TWhere {
  const before = { serviceDate: { lt: dateColumn(today) } };
  return overdue
    ? { AND: [before, { status: { not: 'closed' } }] }
    : { OR: [{ serviceDate: { gte: dateColumn(today) } }, { status: 'closed' }] };
}

function serviceListDefinition(today: string): TListDefinition<TWhere, TOrderBy> {
  const filters: Record<TServiceFilter, (value: unknown) => TWhere> = {
    status: (value) => ({ status: filterEnum('status', WORK_STATUSES, value) }),
    amc_id: (value) => ({ amcId: filterId('amc_id', value) }),
    customer_id: (value) => ({ customerId: filterId('customer_id', value) }),
    assigned_to_id: (value) => ({ assignedToId: filterId('assigned_to_id', value) }),
    overdue: (value) => overdueWhere(filterBoolean('overdue', value), today),
    from: (value) => ({ serviceDate: { gte: filterDate('from', value) } }),
    to: (value) => ({ serviceDate: { lte: filterDate('to', value) } }),
  };
  return defineList<TWhere, TOrderBy>({
    sort,
    uniqueSorts: ['service_no'],
    defaultSort: { column: 'service_date', order: 'asc' },
    // Overdue is `status <> closed AND service_date < today`: two ranges of the (status, service_date) index.
    filterCountSorts: { overdue: 'status' },
    // The service number's prefix (its unique index), the title's prefix (its index), the customer's or
    // assignee's name (customer_id / assigned_to_id IN the people found), or the words of the title, label and
    // remark (the word index, lib/search-words).
    searchBranches: async (term, lookup) => {
      const people = await lookup.people(term);
      return [
        { where: { serviceNo: { startsWith: term.like } }, orderBy: [{ serviceNo: 'desc' }] },
        // A title is shared by many services ("Wet servicing": 1 in 10): its own index, newest first, rather than
        // the list's date order, which would read and sort every service of that title.
        { where: { title: { startsWith: term.like } }, orderBy: [{ title: 'desc' }, { id: 'desc' }] },
        ...idsBranch<TWhere, TOrderBy>(people.customer, (ids) => ({ customerId: { in: ids } })),
        ...idsBranch<TWhere, TOrderBy>(people.employee, (ids) => ({ assignedToId: { in: ids } })),
        ...(await lookup.words('service', term)),
      ];
    },
    filters,
  });
}

/** GET /service/list: the caller's services, a page or the whole list as serviceData.csv. */
export async function findServices(prisma: TPrisma, caller: TCaller, query: TListServicesQuery) {
  // Only today is needed here, not the days off: one read of the settings row.
  const { today } = await readBusinessCalendar(prisma);
  return runList(
    prisma,
    query,
    serviceListDefinition(today),
    [ownServiceWhere(caller)],
    prismaListRunner(prisma.service, (ids) => readJoinedRows<TServiceRow>(prisma, SERVICE_READ, ids)),
    (row) => toService(row, today),
    {
      filename: 'serviceData',
      columns: [
        { header: 'Service no', value: (r: TService) => r.service_no },
        { header: 'Title', value: (r) => r.service_title },
        { header: 'Label', value: (r) => r.service_label ?? '' },
        { header: 'AMC', value: (r) => r.amc?.amc_no ?? '' },
        { header: 'Customer', value: (r) => r.customer?.full_name ?? '' },
        { header: 'Service date', value: (r) => r.service_date, as: 'date' },
        { header: 'Completed date', value: (r) => r.completed_date ?? '', as: 'date' },
        { header: 'Assigned to', value: (r) => r.assignTo?.full_name ?? '' },
        { header: 'Employee status', value: (r) => r.employee_status ?? '' },
        { header: 'Status', value: (r) => r.status },
        { header: 'Charge', value: (r) => r.charge },
        { header: 'Type', value: (r) => r.type ?? '' },
        { header: 'Overdue', value: (r) => (r.is_overdue ? 'yes' : 'no') },
      ],
    },
  );
}
