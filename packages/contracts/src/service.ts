import { z } from 'zod';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_MIME_TYPES,
  ZId,
  ZIdBody,
  ZIdsBody,
  ZListQuery,
  ZOptionalText,
  ZRequiredText,
} from './common';
import { ZEmployeeStatus, ZWorkStatus } from './enums';
import { MSG } from './messages';
import { ZProfileService } from './user';
import { ZEquipmentRef } from './equipment';
import { ZQuantity } from './purchase';
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
  /** The time of day planned, "HH:mm"; null for any time that day. */
  service_time: z.string().nullable(),
  /**
   * The item this visit concerns (the equipment register); a contract's visits concern the items the contract
   * covers (ZAmc.equipment) and name one only when the office picks it.
   */
  equipment: ZEquipmentRef.nullable(),
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
  /** A visit report PDF was stored when it was completed (GET /api/service/pdf/:id). */
  has_report: z.boolean(),
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

/** The visit's time of day as 24-hour "HH:mm" (the business's time zone); empty is "any time that day". */
const ZOptionalTimeOfDay = z
  .union([z.string(), z.null()])
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = raw?.trim() ?? '';
    if (!value) return undefined;
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
    if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidTimeOfDay });
      return z.NEVER;
    }
    return `${time[1]!.padStart(2, '0')}:${time[2]}`;
  });

/**
 * POST /api/service/store: a one-off visit (JSON or a form). A new assignee's answer is pending until it accepts.
 * Stored as closed, it is done today.
 */
export const ZCreateServiceBody = z.object({
  customer_id: ZRequiredRef('Customer', MSG.chooseCustomer),
  /** One of the customer's items in use; empty for none. */
  equipment_id: ZOptionalRef(MSG.chooseEquipment),
  service_title: ZRequiredText('Title', 191),
  service_label: ZOptionalText(191),
  service_date: ZScheduleDate('Date'),
  service_time: ZOptionalTimeOfDay,
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
        'equipment_id',
        'service_title',
        'service_label',
        'service_date',
        'service_time',
        'detail',
        'remark',
        'type',
        'status',
      ],
      update: ['remark', 'status'],
    },
    customer: {
      create: [
        'equipment_id',
        'service_title',
        'service_label',
        'service_date',
        'service_time',
        'detail',
        'type',
      ],
      update: ['service_label', 'detail', 'remark'],
    },
  },
  required: { admin: SERVICE_REQUIRED, employee: SERVICE_REQUIRED, customer: SERVICE_REQUIRED },
  labels: {
    customer_id: 'Customer',
    equipment_id: 'Equipment',
    service_title: 'Title',
    service_label: 'Label',
    service_date: 'Date',
    service_time: 'Time',
    assigned_to_id: 'Assign to',
    detail: 'Detail',
    charge: 'Charge',
    remark: 'Remark',
    type: 'Type',
    status: 'Status',
  },
  nouns: {
    customer_id: 'customer',
    equipment_id: 'equipment',
    service_title: 'title',
    service_label: 'label',
    service_date: 'service date',
    service_time: 'time',
    assigned_to_id: 'assignee',
    detail: 'detail',
    charge: 'charge',
    remark: 'remark',
    type: 'type',
    status: 'status',
  },
};

/** A visit's proof: at most this many photos, each at most 2 MB (SPEC's 2,048,000 bytes) after the browser resized it. */
export const SERVICE_PHOTO_LIMIT = 8;
export const SERVICE_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;
/** The longest side a photo is resized to in the browser before it is sent. */
export const SERVICE_PHOTO_MAX_SIDE = PHOTO_MAX_SIDE;
/** Photo types the server accepts, checked by the bytes, not by the name. */
export const SERVICE_PHOTO_TYPES = PHOTO_MIME_TYPES;
/** At most this many product lines of parts on one visit. */
export const SERVICE_PARTS_LIMIT = 30;

/**
 * A moment (time on site, the signature's time) as the device took it: ISO 8601 with its offset or Z
 * ("2026-11-24T09:30:00+05:30"); empty is none. Kept as an instant, shown in the business's time zone.
 */
const ZOptionalMoment = (label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((raw, ctx): string | undefined => {
      const value = raw?.trim() ?? '';
      if (!value) return undefined;
      const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
        ? Date.parse(value)
        : Number.NaN;
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidMoment(label) });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

/** A part used on the visit: leaves stock like a sale; covered by the contract, or charged at the product's price. */
export const ZServicePartBody = z.object({
  product_id: ZRequiredRef('Product', MSG.chooseProduct),
  quantity: ZQuantity,
  /** true: the contract covers it; false: chargeable at the product's selling price (the server reads it). */
  covered: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type TServicePartBody = z.infer<typeof ZServicePartBody>;
export type TServicePartInput = z.input<typeof ZServicePartBody>;

/** parts: an array, or (in a form, next to the photos) the same array as one JSON text field. */
const ZServicePartsField = z
  .preprocess(
    (raw) => {
      if (typeof raw !== 'string') return raw;
      if (!raw.trim()) return [];
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    },
    z
      .array(ZServicePartBody, { error: MSG.invalidParts })
      .max(SERVICE_PARTS_LIMIT, MSG.tooManyParts(SERVICE_PARTS_LIMIT)),
  )
  .optional()
  .transform((parts) => parts ?? []);

/**
 * POST /api/service/complete: closes the service on completed_date (default today) with the visit's proof: time on
 * site, work done, findings, remark, parts used (out of stock in the same transaction), and, in a multipart form,
 * `photos` (up to SERVICE_PHOTO_LIMIT files) and `signature` (a PNG drawn on the screen, with signed_by). The
 * route adds the files to this schema. Sent with an Idempotency-Key, a repeat (the offline queue's retry) closes
 * nothing twice.
 */
export const ZCompleteServiceBody = z
  .object({
    id: ZId,
    completed_date: ZOptionalDateField.refine(isScheduleDate, MSG.invalidDate),
    remark: ZOptionalText(5000),
    travel_started_at: ZOptionalMoment('Travel start'),
    started_at: ZOptionalMoment('Start time'),
    finished_at: ZOptionalMoment('Finish time'),
    work_done: ZOptionalText(5000),
    findings: ZOptionalText(5000),
    parts: ZServicePartsField,
    signed_by: ZOptionalText(191),
    signed_at: ZOptionalMoment('Signature time'),
  })
  .superRefine((body, ctx) => {
    if (body.started_at && body.finished_at && body.finished_at < body.started_at)
      ctx.addIssue({ code: 'custom', path: ['finished_at'], message: MSG.finishBeforeStart });
    if (body.travel_started_at && body.started_at && body.started_at < body.travel_started_at)
      ctx.addIssue({ code: 'custom', path: ['travel_started_at'], message: MSG.travelAfterStart });
    const products = body.parts.map((part) => part.product_id);
    if (new Set(products).size !== products.length)
      ctx.addIssue({ code: 'custom', path: ['parts'], message: MSG.partListedTwice });
  });
export type TCompleteServiceBody = z.infer<typeof ZCompleteServiceBody>;
export type TCompleteServiceInput = z.input<typeof ZCompleteServiceBody>;

/** POST /api/service/delete, /approveEmployeeStatus, /rejectEmployeeStatus. */
export const ZServiceIdBody = ZIdBody;
/** POST /api/service/deleteMultiService: all or nothing. */
export const ZDeleteServicesBody = ZIdsBody;
export const ZDeletedServices = z.object({ ids: z.array(z.number().int()) });
export type TDeletedServices = z.infer<typeof ZDeletedServices>;

/** One product line of parts used on a visit, with the price it was charged at (0.00 when covered). */
export const ZServicePart = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  quantity: z.number().int(),
  covered: z.boolean(),
  /** The product's selling price at completion, 2 decimals; what a chargeable part costs the customer each. */
  unit_price: z.string(),
  /** quantity x unit_price when chargeable, "0.00" when covered. */
  amount: z.string(),
});
export type TServicePart = z.infer<typeof ZServicePart>;

export const ZServicePhoto = z.object({ id: z.number().int(), url: z.string(), created_at: z.string() });
export type TServicePhoto = z.infer<typeof ZServicePhoto>;

/**
 * GET /api/service/report/:id: what was done on a completed visit, for the admin, the assigned employee and the
 * customer (anyone else: 404). Photo and signature URLs are /api/files/... readable by those same callers only.
 * has_pdf: the service report PDF (GET /api/service/pdf/:id) was stored at completion.
 */
export const ZVisitReport = z.object({
  service_id: z.number().int(),
  service_no: z.string(),
  completed_date: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  work_done: z.string().nullable(),
  findings: z.string().nullable(),
  remark: z.string().nullable(),
  parts: z.array(ZServicePart),
  /** The sum of the chargeable parts' amounts. */
  chargeable_total: z.string(),
  photos: z.array(ZServicePhoto),
  signature: z.object({ url: z.string(), signed_by: z.string(), signed_at: z.string() }).nullable(),
  has_pdf: z.boolean(),
});
export type TVisitReport = z.infer<typeof ZVisitReport>;
