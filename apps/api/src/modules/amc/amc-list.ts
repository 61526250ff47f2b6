import {
  EMPLOYEE_STATUSES,
  WORK_STATUSES,
  type TAmc,
  type TAmcFilter,
  type TAmcSortColumn,
  type TListAmcsQuery,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { defineList, filterEnum, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { idsBranch } from '../../lib/list/search';
import { readJoinedRows } from '../../lib/kernel/joined-rows';
import { readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { AMC_READ, ownAmcWhere, toAmc, type TAmcRow } from './amc-shape';

type TWhere = Prisma.AmcWhereInput;
type TOrderBy = Prisma.AmcOrderByWithRelationInput;

// Each sort column has an index (amc_no unique, start_date, (status, created_at), next_service_date, created_at).
const sort: Record<TAmcSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]> = {
  amc_no: (order) => ({ amcNo: order }),
  start_date: (order) => ({ startDate: order }),
  status: (order) => [{ status: order }, { createdAt: order }],
  next_service_date: (order) => ({ nextServiceDate: order }),
  created_at: (order) => ({ createdAt: order }),
};

const filters: Record<TAmcFilter, (value: unknown) => TWhere> = {
  status: (value) => ({ status: filterEnum('status', WORK_STATUSES, value) }),
  customer_id: (value) => ({ customerId: filterId('customer_id', value) }),
  assigned_to_id: (value) => ({ assignedToId: filterId('assigned_to_id', value) }),
  employee_status: (value) => ({ employeeStatus: filterEnum('employee_status', EMPLOYEE_STATUSES, value) }),
};

const amcList = defineList<TWhere, TOrderBy>({
  sort,
  uniqueSorts: ['amc_no'],
  defaultSort: { column: 'created_at', order: 'desc' },
  // The AMC number's prefix (its unique index), the customer's or assignee's name (customer_id / assigned_to_id
  // IN the people found), a covered product (amc_products.product_id IN the products found) or the words of the
  // detail and description (the word index, lib/list/search-words).
  searchBranches: async (term, lookup) => {
    const people = await lookup.people(term);
    return [
      { where: { amcNo: { startsWith: term.like } }, orderBy: [{ amcNo: 'desc' }] },
      ...idsBranch<TWhere, TOrderBy>(people.customer, (ids) => ({ customerId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(people.employee, (ids) => ({ assignedToId: { in: ids } })),
      ...idsBranch<TWhere, TOrderBy>(await lookup.products(term), (ids) => ({
        products: { some: { productId: { in: ids } } },
      })),
      ...(await lookup.words('amc', term)),
    ];
  },
  filters,
});

/** GET /amc/list: the caller's contracts, a page or the whole list as amcData.csv. */
export async function findAmcs(prisma: TPrisma, caller: TCaller, query: TListAmcsQuery) {
  // Each row's term status is on the business's day.
  const { today } = await readBusinessCalendar(prisma);
  return runList(
    prisma,
    query,
    amcList,
    [ownAmcWhere(caller)],
    prismaListRunner(prisma.amc, (ids) => readJoinedRows<TAmcRow>(prisma, AMC_READ, ids)),
    (row) => toAmc(row, today),
    {
      filename: 'amcData',
      columns: [
        { header: 'column.amcNo', value: (r: TAmc) => r.amc_no },
        { header: 'column.customer', value: (r) => r.customer.full_name },
        // The natural keys an import names customer, products and equipment by: the export goes back in.
        { header: 'column.customerEmail', value: (r) => r.customer.email },
        { header: 'column.products', value: (r) => r.products.map((p) => p.name).join('; ') },
        { header: 'column.productCodes', value: (r) => r.products.map((p) => p.code).join('; ') },
        { header: 'column.equipmentSerials', value: (r) => r.equipment.map((e) => e.serial_no).join('; ') },
        { header: 'column.startDate', value: (r) => r.start_date, as: 'date' },
        { header: 'column.endDate', value: (r) => r.end_date ?? '', as: 'date' },
        { header: 'column.status', value: (r) => r.status },
        { header: 'column.assignedTo', value: (r) => r.assign_to?.full_name ?? '' },
        { header: 'column.employeeStatus', value: (r) => r.employee_status ?? '' },
        { header: 'column.intervalMonths', value: (r) => r.interval_months },
        { header: 'column.numberOfServices', value: (r) => r.service_count },
        { header: 'column.nextService', value: (r) => r.next_service_date ?? '', as: 'date' },
        { header: 'column.detail', value: (r) => r.detail },
        { header: 'column.description', value: (r) => r.description ?? '' },
        { header: 'column.note', value: (r) => r.note ?? '' },
        { header: 'column.price', value: (r) => r.price },
        { header: 'column.billingCycle', value: (r) => r.billing_cycle },
        { header: 'column.tax', value: (r) => r.billing_tax?.name ?? '' },
        { header: 'column.paymentDays', value: (r) => r.payment_days },
        { header: 'column.createdAt', value: (r) => r.created_at, as: 'time' },
      ],
    },
  );
}
