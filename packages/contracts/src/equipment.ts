import { z } from 'zod';
import { MSG } from './messages';
import { parseId, ZId, ZIdBody, ZIdParam, ZIdsBody, ZListQuery, ZPhoto, ZRequiredText } from './common';
import { LANGUAGE_CODES } from './languages';
import { ZCustomerRef, ZPersonRef } from './work-fields';
import { ZFormDate, ZFormText, ZRecordRef, type TFieldRules } from './role-forms';

/**
 * The equipment register (issue 25): what a customer has installed, known by its product and serial number, and
 * what covers it today. A contract covers some of its customer's items; visits and complaints name the item
 * they concern.
 */

/** in_use while it stands at the customer's; retired when taken out (kept for its history, never covered). */
export const EQUIPMENT_STATUSES = ['in_use', 'retired'] as const;
export const ZEquipmentStatus = z.enum(EQUIPMENT_STATUSES);
export type TEquipmentStatus = z.infer<typeof ZEquipmentStatus>;

/** At most this many photos of one item. */
export const EQUIPMENT_PHOTO_LIMIT = 5;
/** A serial number as makers print them: letters, digits and - / . _ space; at most this long. */
export const SERIAL_NO_MAX = 100;

export const EQUIPMENT_SORT_COLUMNS = [
  'serial_no',
  'install_date',
  'warranty_end',
  'status',
  'created_at',
] as const;
export type TEquipmentSortColumn = (typeof EQUIPMENT_SORT_COLUMNS)[number];
export const EQUIPMENT_FILTERS = ['status', 'customer_id', 'product_id'] as const;
export type TEquipmentFilter = (typeof EQUIPMENT_FILTERS)[number];

/**
 * What covers an item on the business's today:
 * - `contract`: a contract of its customer lists it and today is within the contract's term (which one, until when);
 * - `warranty`: no contract does, but its warranty ends today or later;
 * - `none`: neither (a retired item is never covered).
 * A complaint on an item that is not covered is chargeable by default.
 */
export const EQUIPMENT_COVERS = ['contract', 'warranty', 'none'] as const;
export const ZEquipmentCover = z.object({
  kind: z.enum(EQUIPMENT_COVERS),
  /** The last covered day (the contract's end or the warranty's); null when not covered or open-ended. */
  until: z.string().nullable(),
  amc: z.object({ id: z.number().int(), amc_no: z.string() }).nullable(),
});
export type TEquipmentCover = z.infer<typeof ZEquipmentCover>;

/** An item as a contract, a visit or a complaint names it: serial, product and where it stands. */
export const ZEquipmentRef = z.object({
  id: z.number().int(),
  serial_no: z.string(),
  product_name: z.string(),
  location: z.string().nullable(),
});
export type TEquipmentRef = z.infer<typeof ZEquipmentRef>;

/** An item as lists and the pickers of other forms show it. Calendar dates as YYYY-MM-DD. */
export const ZEquipment = z.object({
  id: z.number().int(),
  customer: ZCustomerRef,
  product: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  serial_no: z.string(),
  /** The site or address where it stands. */
  site: z.string().nullable(),
  /** Where at the site, e.g. "2nd floor server room". */
  location: z.string().nullable(),
  install_date: z.string().nullable(),
  warranty_end: z.string().nullable(),
  status: ZEquipmentStatus,
  notes: z.string().nullable(),
  cover: ZEquipmentCover,
  created_at: z.string(),
});
export type TEquipment = z.infer<typeof ZEquipment>;

/** One line of an item's history: a contract that covered it, a visit, a complaint, a part fitted on a visit. */
export const ZEquipmentHistory = z.object({
  contracts: z.array(
    z.object({
      id: z.number().int(),
      amc_no: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      status: z.string(),
    }),
  ),
  visits: z.array(
    z.object({
      id: z.number().int(),
      service_no: z.string(),
      title: z.string(),
      service_date: z.string(),
      status: z.string(),
      assign_to: ZPersonRef.nullable(),
      work_done: z.string().nullable(),
      findings: z.string().nullable(),
      /** The visit report PDF, once the visit is done. */
      report_url: z.string().nullable(),
    }),
  ),
  complaints: z.array(
    z.object({
      id: z.number().int(),
      complaint_no: z.string(),
      date: z.string(),
      description: z.string(),
      status: z.string(),
    }),
  ),
  parts: z.array(
    z.object({
      service_id: z.number().int(),
      service_no: z.string(),
      service_date: z.string(),
      product: z.object({ id: z.number().int(), name: z.string() }),
      quantity: z.number().int(),
      covered: z.boolean(),
    }),
  ),
});
export type TEquipmentHistory = z.infer<typeof ZEquipmentHistory>;

/** At most this many of each kind of history line, newest first: an item serviced monthly for 20 years has 240. */
export const EQUIPMENT_HISTORY_LIMIT = 250;

/** GET /api/equipment/view/:id and the answer of a write: the item, its photos and its history. */
export const ZEquipmentDetail = ZEquipment.extend({
  photos: z.array(ZPhoto),
  history: ZEquipmentHistory,
  /**
   * What its QR label holds, `<public address>/q/<token>`, for whoever may print labels (equipment_edit); null
   * for others, and while the installation has no public address.
   */
  label_url: z.string().nullable(),
});
export type TEquipmentDetail = z.infer<typeof ZEquipmentDetail>;

/**
 * GET /api/equipment/list: search matches a prefix of the serial number, the customer's name, or the product (a
 * word of its name, a prefix of its code or model number); filters status, customer_id, product_id; CSV export
 * as equipmentData.csv. A customer lists its own items, an employee those of its visits, complaints and contracts.
 */
export const ZListEquipmentQuery = ZListQuery;
export type TListEquipmentQuery = z.infer<typeof ZListEquipmentQuery>;

/** A serial number: trimmed, inner spaces kept; letters of any script, digits and - / . _ # space. */
const ZSerialNo = ZFormText(SERIAL_NO_MAX).refine(
  (value) => value === undefined || value === null || /^[\p{L}\p{N}][\p{L}\p{N} ./#_-]*$/u.test(value),
  MSG.serialNoFormat,
);
const ZEquipmentStatusField = ZFormText(20).refine(
  (value) =>
    value === undefined || value === null || (EQUIPMENT_STATUSES as readonly string[]).includes(value),
  MSG.chooseStatus,
);

const equipmentFields = {
  customer_id: ZRecordRef(MSG.chooseCustomer),
  product_id: ZRecordRef(MSG.chooseProduct),
  serial_no: ZSerialNo,
  site: ZFormText(255),
  location: ZFormText(191),
  install_date: ZFormDate,
  warranty_end: ZFormDate,
  status: ZEquipmentStatusField,
  notes: ZFormText(5000),
};
export type TEquipmentField = keyof typeof equipmentFields;

/**
 * POST /api/equipment/store (JSON or a form with `photos`, up to EQUIPMENT_PHOTO_LIMIT jpg/png/webp files):
 * customer, product and serial number are required; the serial is unique per product; the warranty cannot end
 * before the install date.
 */
export const ZCreateEquipmentBody = z.object(equipmentFields);
export type TCreateEquipmentBody = z.infer<typeof ZCreateEquipmentBody>;
export type TCreateEquipmentInput = z.input<typeof ZCreateEquipmentBody>;

/** POST /api/equipment/update: the id and the fields to change; a field left out keeps its value. */
export const ZUpdateEquipmentBody = z.object({ id: ZId, ...equipmentFields });
export type TUpdateEquipmentBody = z.infer<typeof ZUpdateEquipmentBody>;
export type TUpdateEquipmentInput = z.input<typeof ZUpdateEquipmentBody>;

const ALL_EQUIPMENT_FIELDS = Object.keys(equipmentFields) as TEquipmentField[];
const EQUIPMENT_REQUIRED: TEquipmentField[] = ['customer_id', 'product_id', 'serial_no'];

/**
 * Who sets which field. The register is the office's; a technician given equipment_add registers what it finds on
 * site for any customer, and one given equipment_edit corrects where it stands and its notes; a customer given
 * equipment_add registers its own items (the customer is itself) and may describe where they stand.
 */
export const EQUIPMENT_FIELD_RULES: TFieldRules<TEquipmentField> = {
  fields: ALL_EQUIPMENT_FIELDS,
  editable: {
    admin: { create: ALL_EQUIPMENT_FIELDS, update: ALL_EQUIPMENT_FIELDS },
    employee: {
      create: ALL_EQUIPMENT_FIELDS,
      update: ['site', 'location', 'notes'],
    },
    customer: {
      create: ['product_id', 'serial_no', 'site', 'location', 'install_date', 'notes'],
      update: ['site', 'location', 'notes'],
    },
  },
  required: { admin: EQUIPMENT_REQUIRED, employee: EQUIPMENT_REQUIRED, customer: EQUIPMENT_REQUIRED },
  labels: {
    customer_id: 'Customer',
    product_id: 'Product',
    serial_no: 'Serial number',
    site: 'Site',
    location: 'Location',
    install_date: 'Install date',
    warranty_end: 'Warranty end',
    status: 'Status',
    notes: 'Notes',
  },
  nouns: {
    customer_id: 'customer',
    product_id: 'product',
    serial_no: 'serial number',
    site: 'site',
    location: 'location',
    install_date: 'install date',
    warranty_end: 'warranty end',
    status: 'status',
    notes: 'notes',
  },
};

export const ZEquipmentIdParam = ZIdParam;
/** POST /api/equipment/delete. */
export const ZEquipmentIdBody = ZIdBody;
/** POST /api/equipment/deleteMulti: all or nothing. */
export const ZDeleteEquipmentBody = ZIdsBody;
export const ZDeletedEquipment = z.object({ ids: z.array(z.number().int()) });
export type TDeletedEquipment = z.infer<typeof ZDeletedEquipment>;

/**
 * The equipment a contract covers, or a visit or complaint concerns: ids of the customer's items; a form may send
 * one value, several, or a comma-separated list. At most 200 (a large site's split units).
 */
export const ZEquipmentIds = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
    error: MSG.chooseEquipment,
  })
  .optional()
  .transform((raw, ctx): number[] | undefined => {
    if (raw === undefined) return undefined;
    const values = (Array.isArray(raw) ? raw : String(raw).split(',')).filter((v) => String(v).trim() !== '');
    const ids = values.map((v) => parseId(typeof v === 'string' ? v.trim() : v));
    if (ids.some((id) => id === undefined)) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseEquipment });
      return z.NEVER;
    }
    const unique = [...new Set(ids as number[])];
    if (unique.length > 200) {
      ctx.addIssue({ code: 'custom', message: MSG.tooManyEquipment });
      return z.NEVER;
    }
    return unique;
  });

/** The path a QR label points at: the item's public page, by its random token (never its id). */
export const equipmentScanPath = (token: string) => `/q/${encodeURIComponent(token)}`;

/** A label's token: 32 hex digits (128 random bits). Anything else is no label: the scan routes answer 404. */
export const EQUIPMENT_TOKEN = /^[0-9a-f]{32}$/;
export const ZEquipmentTokenParam = z.object({ token: z.string().max(200) });

/**
 * GET /api/public/equipment/:token: what a scanned label's page shows, and nothing more: whose item it is, where it
 * stands and which contract covers it are not told. An unknown, re-issued or retired item's token answers 404.
 */
export const ZEquipmentScan = z.object({
  business: z.object({
    name: z.string(),
    /** The office number, to call instead. */
    phone: z.string().nullable(),
    /** The business's logo (a public file), null without one. */
    logo_url: z.string().nullable(),
  }),
  /** The business's language: the page's own when the phone's language is none of the 41. */
  language: z.enum(LANGUAGE_CODES),
  product: z.string(),
  serial_no: z.string(),
  /** Under contract or warranty today: yes or no, nothing else. */
  covered: z.boolean(),
  /**
   * The item's id for its own customer, signed in on this phone (the page then opens the customer's own complaint
   * form with the item chosen); null for anyone else.
   */
  own_equipment_id: z.number().int().nullable(),
});
export type TEquipmentScan = z.infer<typeof ZEquipmentScan>;

/** The phone of whoever reports a fault: digits, optionally a + in front; spaces and dashes as typed are dropped. */
const ZReporterPhone = ZRequiredText('Phone', 40)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => /^\+?\d{6,15}$/.test(value), MSG.mobileSixToFifteen);

/**
 * POST /api/public/equipment/:token/fault (JSON, or a form with `photos`, as many as a complaint holds, checked
 * by content): anyone holding the label reports a fault. It becomes a complaint of the item's customer on the item,
 * marked as reported by scan with the reporter's name and phone, and is mailed as any new complaint is. Rate
 * limited per address and per item (README, "Rate limits").
 */
export const ZScanFaultBody = z.object({
  name: ZRequiredText('Name', 100),
  phone: ZReporterPhone,
  description: ZRequiredText('Description', 2000),
});
export type TScanFaultBody = z.infer<typeof ZScanFaultBody>;

/** The answer to a reported fault: the complaint's number, for the reporter to quote. */
export const ZScanFaultReport = z.object({ complaint_no: z.string() });
export type TScanFaultReport = z.infer<typeof ZScanFaultReport>;

/** The label sizes: a sheet of A4 labels (3 x 8, 70 x 37 mm), or one label per page for a label printer (62 x 40 mm). */
export const EQUIPMENT_LABEL_SIZES = ['a4', 'single'] as const;
export type TEquipmentLabelSize = (typeof EQUIPMENT_LABEL_SIZES)[number];
/** At most this many labels in one PDF: eight and a bit A4 sheets. */
export const EQUIPMENT_LABELS_MAX = 200;

/** POST /api/equipment/labels: the items' QR labels as a PDF, in the business's language. */
export const ZEquipmentLabelsBody = z.object({
  ids: z.array(ZId, { error: MSG.invalidIds }).min(1).max(EQUIPMENT_LABELS_MAX, MSG.tooManyLabels),
  size: z.enum(EQUIPMENT_LABEL_SIZES, { error: MSG.chooseLabelSize }).default('a4'),
});
export type TEquipmentLabelsBody = z.infer<typeof ZEquipmentLabelsBody>;
export type TEquipmentLabelsInput = z.input<typeof ZEquipmentLabelsBody>;
