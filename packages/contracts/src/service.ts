import { z } from 'zod';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText } from './common';
import { ZEmployeeStatus, ZWorkStatus } from './enums';
import { MSG } from './messages';
import { ZProfileService } from './user';
import type { TFieldRules } from './role-forms';
import {
  ZCharge,
  ZDateField,
  ZOptionalDateField,
  ZOptionalRef,
  ZRequiredRef,
  ZWorkStatusField,
} from './work-fields';

/**
 * The dates a schedule works with: 600 years of services (60 months x 120) from a start in this range still fit a
 * DATE column, so no date a form sends can make the database refuse a write.
 */
const isScheduleDate = (day: string | null) => day === null || (day >= '1900-01-01' && day <= '2200-12-31');
export const ZScheduleDate = (label: string) => ZDateField(label).refine(isScheduleDate, MSG.invalidDate);

export const SERVICE_SORT_COLUMNS = ['service_date', 'status', 'service_no', 'created_at'] as const;
export type TServiceSortColumn = (typeof SERVICE_SORT_COLUMNS)[number];
/** overdue: true or false; from / to: YYYY-MM-DD bounds of the service date, both included. */
export const SERVICE_FILTERS = [
  'status',
  'amc_id',
  'customer_id',
  'assigned_to_id',
  'overdue',
  'from',
  'to',
  'due',
] as const;
export type TServiceFilter = (typeof SERVICE_FILTERS)[number];

/**
 * One service visit: a generated service of an AMC (amc and sequence set) or a one-off visit. The names of the
 * profile's Upcoming Services card (service_date, service_title, service_label, assignTo), plus the rest.
 * Calendar dates as YYYY-MM-DD; the charge as a string with 2 decimals.
 */
export const ZService = ZProfileService.extend({
  /** The k-th service of its AMC (1-based); null for a one-off visit. */
  sequence: z.number().int().nullable(),
  /** The day it was actually done (status closed). */
  completed_date: z.string().nullable(),
  employee_status: ZEmployeeStatus.nullable(),
  detail: z.string().nullable(),
  charge: z.string(),
  remark: z.string().nullable(),
  type: z.string().nullable(),
  status: ZWorkStatus,
  /** Its date is before today (the business's time zone) and it is not done. */
  is_overdue: z.boolean(),
  created_at: z.string(),
});
export type TService = z.infer<typeof ZService>;

/**
 * GET /api/service/list: search matches a prefix of the service number or the title, the customer's or
 * assigned employee's name, or words of the title, label and remark (docs/SEARCH.md "Words"); filters status,
 * amc_id, customer_id, assigned_to_id, overdue, from, to, and due (every service but the closed ones before today:
 * by date the overdue ones first, then those from today on).
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListServicesQuery = ZListQuery;
export type TListServicesQuery = z.infer<typeof ZListServicesQuery>;

/**
 * POST /api/service/store: a one-off visit (JSON or a form). A new assignee's answer is pending until it accepts.
 * Stored as closed, it is done today.
 */
export const ZCreateServiceBody = z.object({
  customer_id: ZRequiredRef('Customer', MSG.chooseCustomer),
  service_title: ZRequiredText('Title', 191),
  service_label: ZOptionalText(191),
  service_date: ZScheduleDate('Date'),
  assigned_to_id: ZOptionalRef(MSG.chooseEmployee),
  detail: ZOptionalText(5000),
  charge: ZCharge,
  remark: ZOptionalText(5000),
  type: ZOptionalText(50),
  status: ZWorkStatusField,
});
export type TCreateServiceBody = z.infer<typeof ZCreateServiceBody>;
export type TCreateServiceInput = z.input<typeof ZCreateServiceBody>;

/**
 * POST /api/service/update: the whole form again plus its id. A service of an AMC keeps the contract's customer;
 * only an administrator changes the assignee.
 */
export const ZUpdateServiceBody = ZCreateServiceBody.extend({ id: ZId });
export type TUpdateServiceBody = z.infer<typeof ZUpdateServiceBody>;
export type TUpdateServiceInput = z.input<typeof ZUpdateServiceBody>;

export type TServiceField = keyof TCreateServiceBody;
const ALL_SERVICE_FIELDS = Object.keys(ZCreateServiceBody.shape) as TServiceField[];
const SERVICE_REQUIRED: TServiceField[] = ['customer_id', 'service_title', 'service_date', 'status'];

/**
 * Who sets which service field (the web's form follows the same table). The office plans a visit: its customer,
 * date, assignee and charge. The assigned employee reports on it (status and remark; the done date through
 * /service/complete); a customer given the right adds a request of its own and may add notes to it later.
 * On an add, a field a role may not set takes its default: the employee's own assignment, the customer's own
 * row, no charge, open.
 */
export const SERVICE_FIELD_RULES: TFieldRules<TServiceField> = {
  fields: ALL_SERVICE_FIELDS,
  editable: {
    admin: { create: ALL_SERVICE_FIELDS, update: ALL_SERVICE_FIELDS },
    employee: {
      create: [
        'customer_id',
        'service_title',
        'service_label',
        'service_date',
        'detail',
        'remark',
        'type',
        'status',
      ],
      update: ['remark', 'status'],
    },
    customer: {
      create: ['service_title', 'service_label', 'service_date', 'detail', 'type'],
      update: ['service_label', 'detail', 'remark'],
    },
  },
  required: { admin: SERVICE_REQUIRED, employee: SERVICE_REQUIRED, customer: SERVICE_REQUIRED },
  labels: {
    customer_id: 'Customer',
    service_title: 'Title',
    service_label: 'Label',
    service_date: 'Date',
    assigned_to_id: 'Assign to',
    detail: 'Detail',
    charge: 'Charge',
    remark: 'Remark',
    type: 'Type',
    status: 'Status',
  },
  nouns: {
    customer_id: 'customer',
    service_title: 'title',
    service_label: 'label',
    service_date: 'service date',
    assigned_to_id: 'assignee',
    detail: 'detail',
    charge: 'charge',
    remark: 'remark',
    type: 'type',
    status: 'status',
  },
};

/** POST /api/service/complete: closes the service on completed_date (default today) with an optional remark. */
export const ZCompleteServiceBody = z.object({
  id: ZId,
  completed_date: ZOptionalDateField.refine(isScheduleDate, MSG.invalidDate),
  remark: ZOptionalText(5000),
});
export type TCompleteServiceBody = z.infer<typeof ZCompleteServiceBody>;
export type TCompleteServiceInput = z.input<typeof ZCompleteServiceBody>;

/** POST /api/service/delete, /approveEmployeeStatus, /rejectEmployeeStatus. */
export const ZServiceIdBody = ZIdBody;
/** POST /api/service/deleteMultiService: all or nothing. */
export const ZDeleteServicesBody = ZIdsBody;
export const ZDeletedServices = z.object({ ids: z.array(z.number().int()) });
export type TDeletedServices = z.infer<typeof ZDeletedServices>;
