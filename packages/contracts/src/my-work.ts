import { z } from 'zod';
import { ZComplaintPriority, ZComplaintStatus, ZEmployeeStatus, ZWorkStatus } from './enums';
import { ZEquipmentRef } from './equipment';

/**
 * What the employee does next with one item of its work: answer an assignment still waiting for it (accept or
 * decline), complete a visit it has accepted, or open it (done, or nothing to do from the card).
 */
export const MY_WORK_ACTIONS = ['answer', 'complete', 'open'] as const;
export const ZMyWorkAction = z.enum(MY_WORK_ACTIONS);
export type TMyWorkAction = z.infer<typeof ZMyWorkAction>;

/** Who the work is for, as a technician needs it on the road: name, address to drive to, number to call. */
export const ZMyWorkCustomer = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** Address, city, state and pincode joined, or null when none is recorded. */
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TMyWorkCustomer = z.infer<typeof ZMyWorkCustomer>;

/** One visit (a service) of the employee. */
export const ZMyWorkVisit = z.object({
  id: z.number().int(),
  service_no: z.string(),
  title: z.string(),
  /** The visit's day, YYYY-MM-DD. */
  date: z.string(),
  /** Its planned time of day, "HH:mm"; null for any time that day (those come first within their day). */
  time: z.string().nullable(),
  status: ZWorkStatus,
  employee_status: ZEmployeeStatus.nullable(),
  customer: ZMyWorkCustomer.nullable(),
  amc: z.object({ id: z.number().int(), amc_no: z.string() }).nullable(),
  /** The products the visit's contract covers, by name. */
  products: z.array(z.string()),
  /** The equipment it concerns: the item it names, else every item its contract covers. */
  equipment: z.array(ZEquipmentRef),
  next_action: ZMyWorkAction,
});
export type TMyWorkVisit = z.infer<typeof ZMyWorkVisit>;

/** A contract assigned to the employee and waiting for its answer. */
export const ZMyWorkContract = z.object({
  id: z.number().int(),
  amc_no: z.string(),
  start_date: z.string(),
  next_service_date: z.string().nullable(),
  status: ZWorkStatus,
  employee_status: ZEmployeeStatus.nullable(),
  customer: ZMyWorkCustomer,
  products: z.array(z.string()),
  next_action: ZMyWorkAction,
});
export type TMyWorkContract = z.infer<typeof ZMyWorkContract>;

/** One open task of the employee. */
export const ZMyWorkTask = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  status: ZWorkStatus,
  is_overdue: z.boolean(),
  client: ZMyWorkCustomer.nullable(),
  next_action: ZMyWorkAction,
});
export type TMyWorkTask = z.infer<typeof ZMyWorkTask>;

/** A complaint assigned to the employee and not resolved (issue 28): what it promised, and when. */
export const ZMyWorkComplaint = z.object({
  id: z.number().int(),
  complaint_no: z.string(),
  description: z.string(),
  status: ZComplaintStatus,
  priority: ZComplaintPriority,
  /** Its next promise and 80% of the way to it (ISO instants); null while it waits for the customer. */
  due_at: z.string().nullable(),
  warn_at: z.string().nullable(),
  customer: ZMyWorkCustomer,
  next_action: ZMyWorkAction,
});
export type TMyWorkComplaint = z.infer<typeof ZMyWorkComplaint>;

/** At most this many items in each section: a day's work, not an archive (the lists page through the rest). */
export const MY_WORK_SECTION_LIMIT = 50;
/** Upcoming: the days after today up to this many days ahead. */
export const MY_WORK_UPCOMING_DAYS = 7;

/**
 * GET /api/my-work/data: the signed-in employee's own work, by the business's calendar. Each section holds at
 * most MY_WORK_SECTION_LIMIT items; `*_more` says more exist.
 */
export const ZMyWork = z.object({
  /** The business's today, YYYY-MM-DD. */
  today: z.string(),
  /** Contracts waiting for the employee's answer, oldest first. */
  contracts: z.array(ZMyWorkContract),
  /** Visits dated today, whatever their status. */
  today_visits: z.array(ZMyWorkVisit),
  /** Open visits dated before today, oldest first. */
  overdue: z.array(ZMyWorkVisit),
  /** Visits of the next MY_WORK_UPCOMING_DAYS days, soonest first. */
  upcoming: z.array(ZMyWorkVisit),
  /** Tasks not closed, by due date (those without one last). */
  tasks: z.array(ZMyWorkTask),
  /** Complaints not resolved, what is due first first (those without a running promise last, oldest first). */
  complaints: z.array(ZMyWorkComplaint),
  /** A section reached its limit. */
  more: z.object({
    contracts: z.boolean(),
    today_visits: z.boolean(),
    overdue: z.boolean(),
    upcoming: z.boolean(),
    tasks: z.boolean(),
    complaints: z.boolean(),
  }),
});
export type TMyWork = z.infer<typeof ZMyWork>;
