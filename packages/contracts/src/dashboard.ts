import { z } from 'zod';
import { MSG } from './messages';
import { ZWorkStatus } from './enums';
import { ZComplaint } from './complaint';
import { ZService } from './service';

/** How many rows the recent complaints and upcoming services cards show. */
export const DASHBOARD_CARD_SIZE = 5;
/** At most this many calendar entries of each kind are sent. */
export const DASHBOARD_MONTH_LIMIT = 500;
/**
 * The first AMC services of the month the card shows; the rest are one link away in the service list. A card of
 * hundreds of full rows cost the dashboard half its time at a million services, and nobody scrolls it.
 */
export const DASHBOARD_AMC_MONTH_SIZE = 100;
/** Open complaints older than this many days, contracts ending within that many. */
export const STALE_COMPLAINT_DAYS = 7;
export const CONTRACT_ENDING_DAYS = 30;

/** GET /api/dashboard/data?month=YYYY-MM: the calendar's month (default the current one). */
export const ZDashboardQuery = z.object({
  month: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), MSG.invalidMonth),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** Rows by status; a status with none counts 0. */
export const ZStatusCounts = z.object({
  open: z.number().int(),
  pending: z.number().int(),
  progress: z.number().int(),
  closed: z.number().int(),
});
export type TStatusCounts = z.infer<typeof ZStatusCounts>;
/** Complaints by status: the work statuses and "waiting" for the customer (issue 28). */
export const ZComplaintStatusCounts = ZStatusCounts.extend({ waiting: z.number().int() });
export type TComplaintStatusCounts = z.infer<typeof ZComplaintStatusCounts>;

export const CALENDAR_ENTRY_KINDS = ['service', 'amc_start', 'amc_end', 'task'] as const;
export const ZCalendarEntry = z.object({
  date: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  /** The service's title, the contract's number, the task's name. */
  title: z.string(),
  status: ZWorkStatus,
  /** The id of the service, AMC contract or task. */
  id: z.number().int(),
});
export type TCalendarEntry = z.infer<typeof ZCalendarEntry>;

/**
 * Everything the dashboard shows, counted by the database within the caller's reach: admin everything, an employee
 * what is assigned to it, a customer its own. A figure of a module the caller may not view is null (its list empty).
 * Calendar dates are YYYY-MM-DD; "today" is the settings' time zone's.
 */
export const ZDashboardData = z.object({
  today: z.string(),
  /** The calendar's month, YYYY-MM. */
  month: z.string(),
  counts: z.object({
    employees: z.number().int().nullable(),
    clients: z.number().int().nullable(),
    complaints: z.number().int().nullable(),
    products: z.number().int().nullable(),
    services: z.number().int().nullable(),
  }),
  complaint_status: ZComplaintStatusCounts.nullable(),
  service_status: ZStatusCounts.nullable(),
  /** Complaints per complaint date over the last 7 days (today last, days with none included); null without the right. */
  daily_complaints: z
    .object({
      today: z.number().int(),
      days: z.array(z.object({ date: z.string(), count: z.number().int() })),
    })
    .nullable(),
  smart_summary: z.object({
    /** Not closed, dated before today. */
    overdue_services: z.number().int().nullable(),
    /** Not closed, dated today or within the 6 days after. */
    services_due_this_week: z.number().int().nullable(),
    /** Not closed, with a complaint date more than 7 days ago. */
    open_complaints_older_than_7_days: z.number().int().nullable(),
    /**
     * Issue 28: complaints past 80% of the time to their next promise, and past the promise, as of now (while their
     * clock runs: not resolved, not waiting for the customer).
     */
    complaints_at_risk: z.number().int().nullable(),
    complaints_breached: z.number().int().nullable(),
    /** Contracts not closed whose end date is today or within the next 30 days. */
    contracts_ending_within_30_days: z.number().int().nullable(),
    /** Bills not fully paid whose due date has passed: how many, and what is still due on them; null without sell_view. */
    money_overdue: z.object({ bills: z.number().int(), amount: z.string() }).nullable(),
    /** What every bill still owes (total less credit notes and payments), overdue or not; null without sell_view. */
    money_owed: z.string().nullable(),
  }),
  /** The newest complaints (by complaint date), as the complaint list shows them. */
  recent_complaints: z.array(ZComplaint),
  /** The next services not closed, from today on, as the service list shows them. */
  upcoming_services: z.array(ZService),
  /** The services of AMC contracts dated in the current month, whatever their status, by date: the first DASHBOARD_AMC_MONTH_SIZE. */
  amc_services_this_month: z.array(ZService),
  /** Whether the month has more AMC services than amc_services_this_month holds. */
  amc_services_this_month_more: z.boolean(),
  /** The month's services, contract start and end dates and task due dates, by date. */
  calendar: z.array(ZCalendarEntry),
});
export type TDashboardData = z.infer<typeof ZDashboardData>;
