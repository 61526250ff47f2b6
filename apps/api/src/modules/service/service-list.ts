import {
  WORK_STATUSES,
  type TListServicesQuery,
  type TService,
  type TServiceFilter,
  type TServiceSortColumn,
} from '@amc/contracts';
import { Prisma, type EmployeeStatus, type WorkStatus } from '../../generated/prisma/client';
import type { TPrisma } from '../../plugins/database';
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
import { idsBranch, searchLookup } from '../../lib/search';
import { dateColumn, readBusinessCalendar } from '../../lib/calendar-date';
import { joinedPerson } from '../../lib/joined-rows';
import { ownServiceWhere, toService, type TServiceRow } from './service-shape';

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
    // assignee's name (customer_id / assigned_to_id IN the people found).
    searchBranches: async (term, lookup) => {
      const people = await lookup.people(term);
      return [
        { where: { serviceNo: { startsWith: term.like } }, orderBy: [{ serviceNo: 'desc' }] },
        // A title is shared by many services ("Wet servicing": 1 in 10): its own index, newest first, rather than
        // the list's date order, which would read and sort every service of that title.
        { where: { title: { startsWith: term.like } }, orderBy: [{ title: 'desc' }, { id: 'desc' }] },
        ...idsBranch<TWhere, TOrderBy>(people, (ids) => ({ customerId: { in: ids } })),
        ...idsBranch<TWhere, TOrderBy>(people, (ids) => ({ assignedToId: { in: ids } })),
      ];
    },
    filters,
  });
}

/**
 * The rows of a page with the people and contract they show, in one statement: Prisma's include reads each
 * relation in a statement of its own (five in all), and its joined strategy (relationJoins) needs LATERAL,
 * which MariaDB lacks (Prisma answers P2019). The columns are SERVICE_INCLUDE's, so toService takes them as
 * it takes the view's row.
 */
async function findServiceRows(prisma: TPrisma, ids: number[]): Promise<TServiceRow[]> {
  const rows = await prisma.$queryRaw<
    (Omit<TServiceRow, 'customer' | 'assignedTo' | 'amc' | 'status' | 'employeeStatus'> & {
      status: string;
      employeeStatus: string | null;
      amcNo: string | null;
      amcCustomerId: number | null;
    } & { [K in `${'c' | 'e' | 'ac'}${'FirstName' | 'LastName'}`]: string | null })[]
  >`
    SELECT s.id, s.service_no AS serviceNo, s.amc_id AS amcId, s.sequence, s.customer_id AS customerId, s.title,
           s.label, s.service_date AS serviceDate, s.completed_date AS completedDate,
           s.assigned_to_id AS assignedToId, s.employee_status AS employeeStatus, s.detail, s.charge, s.remark,
           s.type, s.status, s.created_by_id AS createdById, s.created_at AS createdAt, s.updated_at AS updatedAt,
           c.first_name AS cFirstName, c.last_name AS cLastName, e.first_name AS eFirstName, e.last_name AS eLastName,
           a.amc_no AS amcNo, a.customer_id AS amcCustomerId, ac.first_name AS acFirstName, ac.last_name AS acLastName
    FROM services s
    LEFT JOIN users c ON c.id = s.customer_id
    LEFT JOIN users e ON e.id = s.assigned_to_id
    LEFT JOIN amcs a ON a.id = s.amc_id
    LEFT JOIN users ac ON ac.id = a.customer_id
    WHERE s.id IN (${Prisma.join(ids)})`;
  return rows.map(({ cFirstName, cLastName, eFirstName, eLastName, amcNo, amcCustomerId, acFirstName, acLastName, ...row }) => {
    const amcCustomer = joinedPerson(amcCustomerId, acFirstName, acLastName);
    return {
      ...row,
      status: row.status as WorkStatus,
      employeeStatus: row.employeeStatus as EmployeeStatus | null,
      customer: joinedPerson(row.customerId, cFirstName, cLastName),
      assignedTo: joinedPerson(row.assignedToId, eFirstName, eLastName),
      amc: row.amcId !== null && amcNo !== null && amcCustomer ? { id: row.amcId, amcNo, customer: amcCustomer } : null,
    };
  });
}

/** GET /service/list: the caller's services, a page or the whole list as serviceData.csv. */
export async function findServices(prisma: TPrisma, caller: TCaller, query: TListServicesQuery) {
  // Only today is needed here, not the days off: one read of the settings row.
  const { today } = await readBusinessCalendar(prisma);
  return runList(
    query,
    serviceListDefinition(today),
    [ownServiceWhere(caller)],
    {
      count: (args) => prisma.service.count(args),
      findIds: async ({ cursor, ...args }) =>
        (
          await prisma.service.findMany({
            ...args,
            cursor: cursor ? { id: cursor } : undefined,
            select: { id: true },
          })
        ).map((r) => r.id),
      findByIds: (ids) => findServiceRows(prisma, ids),
      lookup: searchLookup(prisma),
    },
    (row) => toService(row, today),
    {
      filename: 'serviceData',
      columns: [
        { header: 'Service no', value: (r: TService) => r.service_no },
        { header: 'Title', value: (r) => r.service_title },
        { header: 'Label', value: (r) => r.service_label ?? '' },
        { header: 'AMC', value: (r) => r.amc?.amc_no ?? '' },
        { header: 'Customer', value: (r) => r.customer?.full_name ?? '' },
        { header: 'Service date', value: (r) => r.service_date },
        { header: 'Completed date', value: (r) => r.completed_date ?? '' },
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
