import {
  MY_WORK_SECTION_LIMIT,
  MY_WORK_UPCOMING_DAYS,
  type TMyWork,
  type TMyWorkAction,
  type TMyWorkContract,
  type TMyWorkCustomer,
  type TMyWorkTask,
  type TMyWorkComplaint,
  type TMyWorkVisit,
  type TVisitStock,
} from '@amc/contracts';
import { EQUIPMENT_REF_SELECT, toEquipmentRef } from '../equipment/equipment-public';
import { ownServiceWhere } from '../service/service-public';
import { stockForTechnician } from '../stock/stock-public';
import { AppError } from '../../lib/kernel/app-error';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { fullName } from '../../lib/kernel/person';
import { addDays, calendarDate, dateColumn, readBusinessCalendar } from '../../lib/kernel/calendar-date';

/** What a card shows of the customer: where to go and whom to call. */
const CUSTOMER_SELECT = {
  select: {
    id: true,
    firstName: true,
    lastName: true,
    address: true,
    city: true,
    state: true,
    pincode: true,
    mobile: true,
    phone: true,
  },
} as const;

const PRODUCT_NAMES = { select: { product: { select: { name: true } } } } as const;

const VISIT_INCLUDE = {
  customer: CUSTOMER_SELECT,
  equipment: EQUIPMENT_REF_SELECT,
  amc: {
    select: {
      id: true,
      amcNo: true,
      products: PRODUCT_NAMES,
      equipment: { select: { equipment: EQUIPMENT_REF_SELECT }, orderBy: { id: 'asc' } },
    },
  },
} as const;

type TCustomerRow = Prisma.UserGetPayload<typeof CUSTOMER_SELECT>;
type TVisitRow = Prisma.ServiceGetPayload<{ include: typeof VISIT_INCLUDE }>;

function toCustomer(row: TCustomerRow): TMyWorkCustomer {
  const place = [row.address, row.city, row.state, row.pincode].map((part) => part?.trim()).filter(Boolean);
  return {
    id: row.id,
    full_name: fullName(row),
    address: place.length ? place.join(', ') : null,
    phone: row.mobile?.trim() || row.phone?.trim() || null,
  };
}

/** Waiting for the assignee's answer comes first; then an open visit is to be completed; a closed one opened. */
function nextAction(row: { employeeStatus: string | null; status: string }): TMyWorkAction {
  if (row.employeeStatus === 'pending') return 'answer';
  return row.status === 'closed' ? 'open' : 'complete';
}

function toVisit(row: TVisitRow): TMyWorkVisit {
  return {
    id: row.id,
    service_no: row.serviceNo,
    title: row.title,
    date: calendarDate(row.serviceDate),
    time: row.serviceTime,
    status: row.status,
    employee_status: row.employeeStatus,
    customer: row.customer ? toCustomer(row.customer) : null,
    amc: row.amc ? { id: row.amc.id, amc_no: row.amc.amcNo } : null,
    products: row.amc?.products.map((line) => line.product.name) ?? [],
    equipment: row.equipment
      ? [toEquipmentRef(row.equipment)]
      : (row.amc?.equipment.map((line) => toEquipmentRef(line.equipment)) ?? []),
    next_action: nextAction(row),
  };
}

function emptyDay(today: string): TMyWork {
  return {
    today,
    contracts: [],
    today_visits: [],
    overdue: [],
    upcoming: [],
    tasks: [],
    complaints: [],
    more: {
      contracts: false,
      today_visits: false,
      overdue: false,
      upcoming: false,
      tasks: false,
      complaints: false,
    },
  };
}

/** Reads one more row than the limit, to tell the screen that more exist. */
function capped<T>(rows: T[]): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, MY_WORK_SECTION_LIMIT), more: rows.length > MY_WORK_SECTION_LIMIT };
}

/**
 * GET /my-work/data: the signed-in employee's contracts to answer, its visits of today, overdue and upcoming
 * (the business's days), and its open tasks. Every read starts from assigned_to_id = the caller (each table's
 * (assigned_to_id, ...) index) and stops at the section's limit. Only an employee is assigned work: any other
 * role (the admin too, who sees everyone's work in the lists) gets an empty day, as a signed-in route answers.
 */
export async function getMyWork(prisma: TPrisma, caller: TCaller): Promise<TMyWork> {
  const { today } = await readBusinessCalendar(prisma);
  if (caller.role !== 'employee') return emptyDay(today);
  const mine = caller.id;
  const take = MY_WORK_SECTION_LIMIT + 1;
  const visits = (where: Prisma.ServiceWhereInput) =>
    prisma.service.findMany({
      where: { assignedToId: mine, ...where },
      // Within a day by the planned time (any time of day first); the day's rows are few, so no index needs it.
      orderBy: [{ serviceDate: 'asc' }, { serviceTime: 'asc' }, { id: 'asc' }],
      include: VISIT_INCLUDE,
      take,
    });
  const openTasks = (where: Prisma.TaskWhereInput, orderBy: Prisma.TaskOrderByWithRelationInput[]) =>
    prisma.task.findMany({
      where: { assignedToId: mine, status: { not: 'closed' }, ...where },
      orderBy,
      include: { client: CUSTOMER_SELECT },
      take,
    });

  const openComplaints = (
    where: Prisma.ComplaintWhereInput,
    orderBy: Prisma.ComplaintOrderByWithRelationInput[],
  ) =>
    prisma.complaint.findMany({
      where: { assignedToId: mine, ...where },
      orderBy,
      include: { customer: CUSTOMER_SELECT },
      take,
    });

  const [
    contractRows,
    todayRows,
    overdueRows,
    upcomingRows,
    datedTasks,
    undatedTasks,
    dueComplaints,
    otherComplaints,
  ] = await Promise.all([
    prisma.amc.findMany({
      where: { assignedToId: mine, employeeStatus: 'pending', status: { not: 'closed' } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { customer: CUSTOMER_SELECT, products: PRODUCT_NAMES },
      take,
    }),
    visits({ serviceDate: dateColumn(today) }),
    visits({ status: { not: 'closed' }, serviceDate: { lt: dateColumn(today) } }),
    visits({
      serviceDate: { gt: dateColumn(today), lte: dateColumn(addDays(today, MY_WORK_UPCOMING_DAYS)) },
    }),
    openTasks({ dueDate: { not: null } }, [{ dueDate: 'asc' }, { id: 'asc' }]),
    openTasks({ dueDate: null }, [{ createdAt: 'asc' }, { id: 'asc' }]),
    // What is due first, first: the (assigned_to_id, due_at) index in order (due_at is null once resolved).
    openComplaints({ dueAt: { not: null } }, [{ dueAt: 'asc' }, { id: 'asc' }]),
    // Then those whose clock does not run (waiting for the customer, or filed before service levels), oldest first.
    openComplaints({ dueAt: null, status: { not: 'closed' } }, [{ createdAt: 'asc' }, { id: 'asc' }]),
  ]);

  const contracts = capped(contractRows);
  const todayVisits = capped(todayRows);
  const overdue = capped(overdueRows);
  const upcoming = capped(upcomingRows);
  const tasks = capped([...datedTasks, ...undatedTasks]);
  const complaints = capped([...dueComplaints, ...otherComplaints]);
  return {
    today,
    contracts: contracts.rows.map((row): TMyWorkContract => ({
      id: row.id,
      amc_no: row.amcNo,
      start_date: calendarDate(row.startDate),
      next_service_date: row.nextServiceDate ? calendarDate(row.nextServiceDate) : null,
      status: row.status,
      employee_status: row.employeeStatus,
      customer: toCustomer(row.customer),
      products: row.products.map((line) => line.product.name),
      next_action: nextAction(row),
    })),
    today_visits: todayVisits.rows.map(toVisit),
    overdue: overdue.rows.map(toVisit),
    upcoming: upcoming.rows.map(toVisit),
    tasks: tasks.rows.map((row): TMyWorkTask => {
      const due = row.dueDate ? calendarDate(row.dueDate) : null;
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        due_date: due,
        status: row.status,
        is_overdue: due !== null && due < today,
        client: row.client ? toCustomer(row.client) : null,
        next_action: 'open',
      };
    }),
    complaints: complaints.rows.map((row): TMyWorkComplaint => ({
      id: row.id,
      complaint_no: row.complaintNo,
      description: row.description,
      status: row.status,
      priority: row.priority,
      due_at: row.dueAt?.toISOString() ?? null,
      warn_at: row.warnAt?.toISOString() ?? null,
      customer: toCustomer(row.customer),
      next_action: 'open',
    })),
    more: {
      contracts: contracts.more,
      today_visits: todayVisits.more,
      overdue: overdue.more,
      upcoming: upcoming.more,
      tasks: tasks.more || datedTasks.length + undatedTasks.length > MY_WORK_SECTION_LIMIT,
      complaints: complaints.more || dueComplaints.length + otherComplaints.length > MY_WORK_SECTION_LIMIT,
    },
  };
}

/** GET /my-work/visit/:id: one visit as My work shows it, within the caller's rows (404 beyond them). */
export async function getMyVisit(prisma: TPrisma, caller: TCaller, id: number): Promise<TMyWorkVisit> {
  const row = await prisma.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    include: VISIT_INCLUDE,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toVisit(row);
}

/**
 * GET /my-work/visit-stock/:id: the stock the visit's parts come from (its technician's van, else the warehouse)
 * for the part picker, within the caller's rows (404 beyond them).
 */
export async function getVisitStock(prisma: TPrisma, caller: TCaller, id: number): Promise<TVisitStock> {
  const row = await prisma.service.findFirst({
    where: { AND: [{ id }, ownServiceWhere(caller)] },
    select: { assignedToId: true },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return stockForTechnician(prisma, row.assignedToId);
}
