import {
  WORK_STATUSES,
  type TListMeta,
  type TListServicesQuery,
  type TService,
  type TServiceFilter,
  type TServiceSortColumn,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import {
  buildListArgs,
  COUNT_WINDOW,
  defineList,
  filterDate,
  filterEnum,
  filterId,
  numberedFromEnd,
  readPageRows,
  runList,
  type TListDefinition,
  type TListResult,
  type TListRunner,
} from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { idsBranch } from '../../lib/list/search';
import { dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { readJoinedRows } from '../../lib/kernel/joined-rows';
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

/**
 * Due: the work that matters now, every service but the closed ones of the past (`NOT (service_date < today AND
 * status = closed)`). This OR serves a search, an export, and the page of a sort other than the date; the
 * count and a page by date are read as two ranges instead (findDuePage).
 */
function dueWhere(due: boolean, today: string): TWhere | undefined {
  if (!due) return undefined;
  return { OR: [{ serviceDate: { gte: dateColumn(today) } }, { status: { not: 'closed' } }] };
}

function serviceListDefinition(today: string): TListDefinition<TWhere, TOrderBy> {
  const filters: Record<TServiceFilter, (value: unknown) => TWhere | undefined> = {
    status: (value) => ({ status: filterEnum('status', WORK_STATUSES, value) }),
    amc_id: (value) => ({ amcId: filterId('amc_id', value) }),
    customer_id: (value) => ({ customerId: filterId('customer_id', value) }),
    assigned_to_id: (value) => ({ assignedToId: filterId('assigned_to_id', value) }),
    overdue: (value) => overdueWhere(filterBoolean('overdue', value), today),
    due: (value) => dueWhere(filterBoolean('due', value), today),
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
    // remark (the word index, lib/list/search-words).
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
  const definition = serviceListDefinition(today);
  const scope = [ownServiceWhere(caller)];
  const run: TListRunner<TWhere, TOrderBy, TServiceRow> = prismaListRunner(prisma.service, (ids) =>
    readJoinedRows<TServiceRow>(prisma, SERVICE_READ, ids),
  );
  const toOutput = (row: TServiceRow) => toService(row, today);
  if (isDuePage(query)) return findDuePage(query, definition, scope, today, run, toOutput);
  return runList(prisma, query, definition, scope, run, toOutput, {
    filename: 'serviceData',
    columns: [
      { header: 'column.serviceNo', value: (r: TService) => r.service_no },
      { header: 'column.title', value: (r) => r.service_title },
      { header: 'column.label', value: (r) => r.service_label ?? '' },
      { header: 'column.amc', value: (r) => r.amc?.amc_no ?? '' },
      { header: 'column.customer', value: (r) => r.customer?.full_name ?? '' },
      { header: 'column.serviceDate', value: (r) => r.service_date, as: 'date' },
      { header: 'column.completedDate', value: (r) => r.completed_date ?? '', as: 'date' },
      { header: 'column.assignedTo', value: (r) => r.assignTo?.full_name ?? '' },
      { header: 'column.employeeStatus', value: (r) => r.employee_status ?? '' },
      { header: 'column.status', value: (r) => r.status },
      { header: 'column.charge', value: (r) => r.charge },
      { header: 'column.type', value: (r) => r.type ?? '' },
      { header: 'column.overdue', value: (r) => (r.is_overdue ? 'yes' : 'no') },
    ],
  });
}

/**
 * A page from the end of the due list in date order, as the skip and take of each part's read (a negative take
 * reads backwards from the part's end): the second part's last rows, and when the second part (`secondRows`, counted
 * up to skip + take) ends within the page, its first rows after the first part's last ones.
 */
export function dueReadsFromEnd(
  secondRows: number,
  skip: number,
  take: number,
): { first?: { skip: number; take: number }; second?: { skip: number; take: number } } {
  if (secondRows >= skip + take) return { second: { skip, take: -take } };
  const fromSecond = Math.max(0, secondRows - skip);
  return {
    first: { skip: Math.max(0, skip - secondRows), take: fromSecond - take },
    ...(fromSecond ? { second: { skip: 0, take: fromSecond } } : {}),
  };
}

/**
 * A page of the due list, unsearched and not an export, and not narrowed by the overdue filter too: read as its
 * two parts (findDuePage) rather than through the OR.
 */
function isDuePage(query: TListServicesQuery): boolean {
  const due = query.filters?.due;
  if (due === undefined || due === null || due === '' || !filterBoolean('due', due)) return false;
  return !query.search && query.format !== 'csv' && query.filters?.overdue === undefined;
}

/**
 * The due list as two consecutive ranges rather than one OR: `service_date >= today OR status <> closed` is no
 * range of any index, so ordered or counted by date it would walk the date index from the oldest service through
 * every closed past one. The overdue part (status <> closed AND date < today: the (status, service_date) index)
 * lies wholly before the part from today on (the service_date index). So the total is the two parts' counts, and
 * a page in date order (the list's own: oldest first, so the overdue ones first; newest first the other way round)
 * is one part's rows, then the other's, each read with skip / take. The counts together stop at the page's offset
 * plus COUNT_WINDOW, as every list's count does (countListRows). Another sort reads its page through the OR, in
 * that sort's own index. A page from the end (page < 0) reads the parts from their ends (dueReadsFromEnd).
 */
async function findDuePage(
  query: TListServicesQuery,
  definition: TListDefinition<TWhere, TOrderBy>,
  scope: TWhere[],
  today: string,
  run: TListRunner<TWhere, TOrderBy, TServiceRow>,
  toOutput: (row: TServiceRow) => TService,
): Promise<TListResult<TService>> {
  const filters = { ...query.filters };
  delete filters.due;
  const overdue = buildListArgs({ ...query, filters: { ...filters, overdue: true } }, definition, scope);
  const fromToday = { serviceDate: { gte: dateColumn(today) } };
  const upcoming = buildListArgs({ ...query, filters }, definition, [...scope, fromToday]);
  const byDate = !query.sort || query.sort === 'service_date';
  // A page from the end (page < 0) skips from the end: its count is capped as far from the start.
  const { skip } = overdue.page;
  const take = query.pageSize;
  const cap = skip + COUNT_WINDOW;
  const count = (part: typeof overdue, limit: number) =>
    limit > 0 ? run.count({ where: part.page.where, orderBy: part.countOrderBy, take: limit }) : 0;
  // The overdue part first whatever the order, so both counts read as far as a page in the list's own order does.
  const overdueRows = await count(overdue, cap);
  let upcomingRows = await count(upcoming, cap - overdueRows);
  const newestFirst = byDate && query.sort !== undefined && query.order === 'desc';
  // Newest first, the page starts in the part from today on: where it ends must be known, up to the page's cap.
  if (newestFirst && overdueRows + upcomingRows >= cap && upcomingRows < skip + take)
    upcomingRows = await count(upcoming, cap);
  const [first, second] = newestFirst ? [upcoming, overdue] : [overdue, upcoming];
  const total = Math.min(cap, overdueRows + upcomingRows);
  if (query.page < 0) {
    // A list whose count comes out exact is paged by number (numberedFromEnd, as every list's).
    if (total < cap)
      return findDuePage(
        { ...query, page: numberedFromEnd(query.page, take, total) },
        definition,
        scope,
        today,
        run,
        toOutput,
      );
    const fromEnd = async () => {
      const reads = dueReadsFromEnd(await count(second, skip + take), skip, take);
      const ids = await Promise.all([
        reads.first ? run.findIds({ ...first.page, ...reads.first }) : [],
        reads.second ? run.findIds({ ...second.page, ...reads.second }) : [],
      ]);
      return ids.flat();
    };
    const ids = byDate ? await fromEnd() : await run.findIds(buildListArgs(query, definition, scope).page);
    return duePageResult(ids, { total, totalExact: false, page: query.page, pageSize: take });
  }
  const firstRows = newestFirst ? upcomingRows : overdueRows;
  // In date order: the page's rows of the first part, then of the second (none past a first part at its cap).
  const takeFirst = Math.min(take, Math.max(0, firstRows - skip));
  const takeSecond = firstRows < cap ? take - takeFirst : 0;
  const ids = byDate
    ? (
        await Promise.all([
          takeFirst ? run.findIds({ ...first.page, take: takeFirst }) : [],
          takeSecond
            ? run.findIds({ ...second.page, skip: Math.max(0, skip - firstRows), take: takeSecond })
            : [],
        ])
      ).flat()
    : await run.findIds(buildListArgs(query, definition, scope).page);
  return duePageResult(ids, { total, totalExact: total < cap, page: query.page, pageSize: take });

  async function duePageResult(ids: number[], meta: TListMeta): Promise<TListResult<TService>> {
    return { kind: 'page', body: { data: await readPageRows(ids, run.findByIds, toOutput), meta } };
  }
}
