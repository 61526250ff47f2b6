import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdParam, ZIdsBody, ZListQuery, ZPhoto } from './common';
import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, ZComplaintPriority, ZComplaintStatus } from './enums';
import { ZPersonRef } from './work-fields';
import { ZEquipmentRef } from './equipment';
import {
  ZFormCharge,
  ZFormDate,
  ZFormFlag,
  ZFormChoice,
  ZFormText,
  ZNamedRef,
  ZRecordRef,
  type TFieldRules,
} from './role-forms';

export { FORM_ROLES, requiredIssues, type TFieldRules, type TFormRole } from './role-forms';

/**
 * due_at: the next promise still to keep (null once resolved or while waiting); response_due_at /
 * resolution_due_at: the promised times (issue 28). Each has an index.
 */
export const COMPLAINT_SORT_COLUMNS = [
  'complaint_no',
  'complaint_date',
  'status',
  'created_at',
  'due_at',
  'response_due_at',
  'resolution_due_at',
] as const;
export type TComplaintSortColumn = (typeof COMPLAINT_SORT_COLUMNS)[number];
/**
 * due_at: at_risk (past 80% of the time to its next promise) or breached (past the promise), as of now, while
 * its clock runs; with no sort chosen the page is in due_at order. priority: one of COMPLAINT_PRIORITIES.
 * from / to: YYYY-MM-DD bounds of the complaint date, both included. With either of them and no sort chosen, the list
 * is newest first by the complaint date (not by creation time), id breaking ties; the date index serves that order.
 */
export const COMPLAINT_FILTERS = [
  'status',
  'customer_id',
  'assigned_to_id',
  'type_id',
  'from',
  'to',
  'priority',
  'due_at',
] as const;
export type TComplaintFilter = (typeof COMPLAINT_FILTERS)[number];

/** SPEC section 3's complaint; calendar dates as YYYY-MM-DD, the charge as a string with 2 decimals. */
export const ZComplaint = z.object({
  id: z.number().int(),
  complaint_no: z.string(),
  customer: ZPersonRef.extend({ email: z.string() }),
  product: ZNamedRef.nullable(),
  /** The customer's equipment item it is about (the equipment register). */
  equipment: ZEquipmentRef.nullable(),
  /**
   * Whether the work is charged for: by default yes when its item is not covered (no contract, warranty over),
   * no when it is or when no item is named; the admin decides otherwise.
   */
  chargeable: z.boolean(),
  /**
   * Filed by someone who scanned the item's label (POST /public/equipment/:token/fault) rather than by a user: then
   * the reporter's name and phone as typed; null on every other complaint.
   */
  reported_by_scan: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** The complaint date. */
  date: z.string(),
  complaint_type: ZNamedRef.nullable(),
  description: z.string(),
  assign_to: ZPersonRef.nullable(),
  /** The day it was (last) assigned. */
  assign_date: z.string().nullable(),
  charge: z.string(),
  status: ZComplaintStatus,
  /** Issue 28: how urgent it is, and the service level it is held to (null: filed before service levels). */
  priority: ZComplaintPriority,
  service_level: ZNamedRef.nullable(),
  /** When it was first taken up (the assignee's first update, or it leaving "open"); null until then. */
  responded_at: z.string().nullable(),
  /**
   * The promised times (ISO instants), counted in working time from its filing less the time it waited for the
   * customer; null without a promise, or while it waits (its clock stands still).
   */
  response_due_at: z.string().nullable(),
  resolution_due_at: z.string().nullable(),
  /** The next promise still to keep and 80% of the way to it; null once resolved or while it waits. */
  due_at: z.string().nullable(),
  warn_at: z.string().nullable(),
  /** When it was closed; null while it is not. */
  resolved_at: z.string().nullable(),
  /**
   * What was done to resolve it; null until someone writes it. The API always sends it; it is optional only for
   * readers that show no resolution (the dashboard's cards build complaints without it).
   */
  resolution_note: z.string().nullable().optional(),
  /**
   * The photos filed with it, oldest first: sent by the view (GET /complaint/view/:id) and by the answers of
   * store and update; a list row leaves them out.
   */
  photos: z.array(ZPhoto).optional(),
  created_at: z.string(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

/**
 * GET /api/complaint/list: search matches a prefix of the complaint number, the customer's or assigned
 * employee's name, the product (a word of its name, a prefix of its code or model number), or words of the
 * description (all of them, the last one possibly half typed; docs/SEARCH.md "Words"); CSV export as
 * complaintData.csv.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListComplaintsQuery = ZListQuery;
export type TListComplaintsQuery = z.infer<typeof ZListComplaintsQuery>;

const complaintFields = {
  customer_id: ZRecordRef(MSG.chooseCustomer),
  product_id: ZRecordRef(MSG.chooseProduct),
  equipment_id: ZRecordRef(MSG.chooseEquipment),
  chargeable: ZFormFlag,
  date: ZFormDate,
  type_id: ZRecordRef(MSG.chooseComplaintType),
  description: ZFormText(5000),
  assigned_to_id: ZRecordRef(MSG.chooseEmployee),
  charge: ZFormCharge,
  status: ZFormChoice(COMPLAINT_STATUSES, MSG.chooseStatus),
  resolution_note: ZFormText(5000),
  priority: ZFormChoice(COMPLAINT_PRIORITIES, MSG.choosePriority),
};
export type TComplaintField = keyof typeof complaintFields;

export { COMPLAINT_PHOTO_LIMIT } from './photo-limits';

/**
 * POST /api/complaint/store (JSON or a form). What must be filled depends on who files it (COMPLAINT_FIELD_RULES):
 * the admin fills the customer, type, description, assignee and charge; an employee files one for a customer and is
 * its assignee; a customer files its own (type and description), unassigned, charge 0, open. The date defaults to
 * today (the business's time zone) and cannot be later. A form may carry `photos` (up to COMPLAINT_PHOTO_LIMIT
 * files, PHOTO_MAX_BYTES each, jpg/png/webp by content; the route adds them to this schema); update adds more, up to
 * the same limit in all.
 */
export const ZCreateComplaintBody = z.object(complaintFields);
export type TCreateComplaintBody = z.infer<typeof ZCreateComplaintBody>;
export type TCreateComplaintInput = z.input<typeof ZCreateComplaintBody>;

/**
 * POST /api/complaint/update: the id and the fields to change. A field left out keeps its value; an emptied one is
 * cleared (a required one answers "<Label> is required!"). The employee a complaint is assigned to reports on it:
 * its status (progress, or waiting for the customer, which stops the service level's clock), description, charge
 * and resolution note, and resolves it (closed, with a resolution
 * note); it neither reassigns nor reopens. The admin changes everything, reopening a resolved complaint too, and
 * sets the priority (a complaint on a contract is filed at its service level's priority, else the admin's, else
 * normal); the due times are counted again from the complaint's history.
 */
export const ZUpdateComplaintBody = z.object({ id: ZId, ...complaintFields });
export type TUpdateComplaintBody = z.infer<typeof ZUpdateComplaintBody>;
export type TUpdateComplaintInput = z.input<typeof ZUpdateComplaintBody>;

const ALL_COMPLAINT_FIELDS = Object.keys(complaintFields) as TComplaintField[];

/** Who sets and who must fill which complaint field (the forms of the web follow the same table). */
export const COMPLAINT_FIELD_RULES: TFieldRules<TComplaintField> = {
  fields: ALL_COMPLAINT_FIELDS,
  editable: {
    admin: { create: ALL_COMPLAINT_FIELDS, update: ALL_COMPLAINT_FIELDS },
    employee: {
      create: [
        'customer_id',
        'product_id',
        'equipment_id',
        'date',
        'type_id',
        'description',
        'charge',
        'status',
        'resolution_note',
      ],
      update: ['description', 'chargeable', 'charge', 'status', 'resolution_note'],
    },
    customer: {
      create: ['product_id', 'equipment_id', 'date', 'type_id', 'description'],
      update: ['product_id', 'equipment_id', 'date', 'type_id', 'description'],
    },
  },
  required: {
    admin: ['customer_id', 'date', 'type_id', 'description', 'assigned_to_id', 'charge'],
    employee: ['customer_id', 'date', 'type_id', 'description'],
    customer: ['date', 'type_id', 'description'],
  },
  labels: {
    customer_id: 'Customer',
    product_id: 'Product',
    equipment_id: 'Equipment',
    chargeable: 'Chargeable',
    date: 'Complaint date',
    type_id: 'Complaint type',
    description: 'Description',
    assigned_to_id: 'Assign to',
    charge: 'Charge',
    status: 'Status',
    resolution_note: 'Resolution note',
    priority: 'Priority',
  },
  nouns: {
    customer_id: 'customer',
    product_id: 'product',
    equipment_id: 'equipment',
    chargeable: 'chargeable',
    date: 'complaint date',
    type_id: 'complaint type',
    description: 'description',
    assigned_to_id: 'assignee',
    charge: 'charge',
    status: 'status',
    resolution_note: 'resolution note',
    priority: 'priority',
  },
};

/** GET /api/complaint/view/:id. */
export const ZComplaintIdParam = ZIdParam;
/** POST /api/complaint/delete. */
export const ZComplaintIdBody = ZIdBody;
/** POST /api/complaint/deleteMulti: all or nothing. */
export const ZDeleteComplaintsBody = ZIdsBody;
export const ZDeletedComplaints = z.object({ ids: z.array(z.number().int()) });
export type TDeletedComplaints = z.infer<typeof ZDeletedComplaints>;
