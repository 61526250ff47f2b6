import { z } from 'zod';
import type { TFieldRules } from './role-forms';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText, ZWholeNumber } from './common';
import { ZEmployeeStatus, ZPaymentStatus, ZWorkStatus } from './enums';
import { MSG } from './messages';
import { ZScheduleDate, ZService } from './service';
import {
  ZDateField,
  ZOptionalRef,
  ZCustomerRef,
  ZPersonRef,
  ZProductIds,
  ZRequiredRef,
  ZWorkStatusField,
} from './work-fields';
import { ZEquipmentIds, ZEquipmentRef } from './equipment';
import { ZUpliftPercent, ZZeroOrMore } from './money';

/** SPEC section 5: jpg, jpeg, gif, png, pdf or csv, checked by content; the size of SPEC's only file-size message. */
export const AMC_ATTACHMENT_MAX_BYTES = 2_048_000;
export const AMC_INTERVAL_MONTHS = { min: 1, max: 60 } as const;
export const AMC_SERVICE_COUNT = { min: 1, max: 120 } as const;

export const AMC_SORT_COLUMNS = [
  'amc_no',
  'start_date',
  'status',
  'next_service_date',
  'created_at',
] as const;
export type TAmcSortColumn = (typeof AMC_SORT_COLUMNS)[number];
export const AMC_FILTERS = ['status', 'customer_id', 'assigned_to_id', 'employee_status'] as const;

/**
 * Where a contract's term stands on the business's day, computed wherever it is shown, never stored: upcoming
 * (it starts later), active, expiring (it ends within AMC_EXPIRING_DAYS), expired (its end has passed), renewed (a
 * later term continues it, whatever the dates).
 */
export const AMC_TERM_STATUSES = [
  'upcoming',
  'active',
  'expiring',
  'expired',
  'renewed',
  'cancelled',
] as const;
export const ZAmcTermStatus = z.enum(AMC_TERM_STATUSES);
export type TAmcTermStatus = z.infer<typeof ZAmcTermStatus>;
/** A term ending within this many days (its end date included) is expiring. */
export const AMC_EXPIRING_DAYS = 30;

/** Another term of the same contract: the one it renews, or the one that renews it. */
export const ZAmcTermRef = z.object({ id: z.number().int(), amc_no: z.string() });
export type TAmcTermRef = z.infer<typeof ZAmcTermRef>;
export type TAmcFilter = (typeof AMC_FILTERS)[number];

/**
 * How the scheduler bills a term (docs/PRODUCT.md "Billing that runs itself"): none (by hand), one bill for the
 * whole term at its start (upfront), or instalments over calendar months, quarters, half-years or years.
 */
export const BILLING_CYCLES = ['none', 'upfront', 'monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export const ZBillingCycle = z.enum(BILLING_CYCLES, { error: MSG.chooseBillingCycle });
export type TBillingCycle = z.infer<typeof ZBillingCycle>;
/** Days from a bill being made to its due date. */
export const PAYMENT_DAYS = { min: 0, max: 365, default: 15 } as const;

/**
 * A billing period of the term: upcoming (not billed yet), billed (its bill not yet due, or due today), paid,
 * overdue (unpaid after its due date), removed (billed, and the bill deleted since: never billed again), or
 * credited (its bill taken back in whole by credit notes: not billed again either).
 */
export const BILLING_PERIOD_STATES = [
  'upcoming',
  'billed',
  'paid',
  'overdue',
  'removed',
  'credited',
] as const;
export const ZBillingPeriodState = z.enum(BILLING_PERIOD_STATES);
export type TBillingPeriodState = z.infer<typeof ZBillingPeriodState>;

export const ZBillingPeriod = z.object({
  period_start: z.string(),
  period_end: z.string(),
  /** Before tax: the part of the term's price this period bills (its bill adds the tax). */
  amount: z.string(),
  state: ZBillingPeriodState,
  sale: z
    .object({
      id: z.number().int(),
      sale_no: z.string(),
      total: z.string(),
      due_date: z.string().nullable(),
      payment_status: ZPaymentStatus,
    })
    .nullable(),
});
export type TBillingPeriod = z.infer<typeof ZBillingPeriod>;

/**
 * One AMC contract as lists show it. Calendar dates as YYYY-MM-DD: end_date is its term's last day (contractTerm:
 * the day before start + interval x number of visits), next_service_date the earliest service not done yet (null
 * when every one is done).
 */
export const ZAmc = z.object({
  id: z.number().int(),
  amc_no: z.string(),
  customer: ZCustomerRef,
  products: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** The customer's equipment items it covers (the equipment register), in the order they were added. */
  equipment: z.array(ZEquipmentRef),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: ZWorkStatus,
  assign_to: ZPersonRef.nullable(),
  /** pending until the assignee accepts (approved); rejected (and no assignee) after it declined. */
  employee_status: ZEmployeeStatus.nullable(),
  detail: z.string(),
  interval_months: z.number().int(),
  service_count: z.number().int(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  attachment: z.string().nullable(),
  next_service_date: z.string().nullable(),
  /** The price of the term, 2 decimals. */
  price: z.string(),
  term_status: ZAmcTermStatus,
  /** The term this one renews, and the one that renews it; null where there is none (or it was deleted). */
  renews: ZAmcTermRef.nullable(),
  renewed_by: ZAmcTermRef.nullable(),
  /** The day the contract was cancelled (its term stops there), or null. */
  cancelled_on: z.string().nullable(),
  /** When its customer asked for its renewal from the portal (ISO time), or null. */
  renewal_requested_at: z.string().nullable(),
  billing_cycle: ZBillingCycle,
  /** The tax each bill of the plan adds. */
  billing_tax: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  payment_days: z.number().int(),
  /** The service level its equipment's complaints are held to (issue 28); null: the default level's. */
  service_level: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TAmc = z.infer<typeof ZAmc>;

/** One term in a contract's chain of renewals, oldest first. */
export const ZAmcTerm = ZAmcTermRef.extend({
  start_date: z.string(),
  end_date: z.string().nullable(),
  price: z.string(),
  term_status: ZAmcTermStatus,
});
export type TAmcTerm = z.infer<typeof ZAmcTerm>;

/**
 * A renewal offer: a quotation for the term's next term (its dates, its price before tax, the quotation's total with
 * tax). open until the customer answers; accepted once it made the renewal; closed when declined, replaced by a newer
 * offer, or overtaken by a renewal the office made.
 */
export const RENEWAL_OFFER_STATES = ['open', 'accepted', 'closed'] as const;
export const ZAmcRenewalOffer = z.object({
  quotation_id: z.number().int(),
  quotation_no: z.string(),
  date: z.string(),
  state: z.enum(RENEWAL_OFFER_STATES),
  start_date: z.string(),
  end_date: z.string(),
  price: z.string(),
  total: z.string(),
});
export type TAmcRenewalOffer = z.infer<typeof ZAmcRenewalOffer>;

/** GET /api/amc/view/:id and the answer of a write: the contract with its services, in schedule order. */
export const ZAmcDetail = ZAmc.extend({
  services: z.array(ZService),
  /** The term's latest renewal offer, or null when none was made. */
  renewal_offer: ZAmcRenewalOffer.nullable(),
  /** Every term of the contract, this one among them, oldest first (at most AMC_CHAIN_MAX). */
  terms: z.array(ZAmcTerm),
  /** The term's billing periods in order (none while the plan is none). */
  billing_periods: z.array(ZBillingPeriod),
});
export type TAmcDetail = z.infer<typeof ZAmcDetail>;

/**
 * GET /api/amc/list: search matches a prefix of the AMC number, the customer's or assigned employee's name, or a
 * covered product (a word of its name, a prefix of its code or model number), or words of the detail and
 * description (docs/SEARCH.md "Words"); filters status, customer_id,
 * assigned_to_id, employee_status.
 * A name term is a prefix of the first or last name, or "First La" (docs/SEARCH.md); the total of a search
 * whose branch reached its cap is a lower bound (meta.totalExact false).
 */
export const ZListAmcsQuery = ZListQuery;
export type TListAmcsQuery = z.infer<typeof ZListAmcsQuery>;

/** A contract's price for its term: 0 or more with at most 2 decimals; empty is 0. The web previews with it. */
export const ZAmcPrice = ZZeroOrMore({
  notNumber: MSG.priceNotNumber,
  format: MSG.priceFormat,
  belowMinimum: MSG.amcPriceNotNegative,
  tooLarge: MSG.amountTooLarge,
});

/**
 * POST /api/amc/store (a form with an optional `attachment` file, or JSON). Saving generates the services:
 * service k falls on start_date + k x interval_months (month ends kept, the days the working week is closed skipped).
 */
export const ZCreateAmcBody = z.object({
  customer_id: ZRequiredRef('Customer', MSG.chooseCustomer),
  product_ids: ZProductIds,
  /** The customer's items it covers (in use); the whole form sends them, an edit without them covers none. */
  equipment_ids: ZEquipmentIds,
  start_date: ZScheduleDate('Date'),
  status: ZWorkStatusField,
  assigned_to_id: ZRequiredRef('Assign to', MSG.chooseEmployee),
  detail: ZRequiredText('Detail', 5000),
  interval_months: ZWholeNumber('Interval', AMC_INTERVAL_MONTHS, MSG.intervalRange),
  service_count: ZWholeNumber('Number of services', AMC_SERVICE_COUNT, MSG.serviceCountRange),
  description: ZOptionalText(5000),
  note: ZOptionalText(5000),
  /** The price of the term: empty or left out is 0 (an update sends the whole form again). */
  price: ZAmcPrice,
  /** Left out: none on an add (an update sends the whole form again). */
  billing_cycle: ZBillingCycle.optional(),
  billing_tax_id: ZOptionalRef(MSG.chooseTax),
  payment_days: ZWholeNumber('Payment terms', PAYMENT_DAYS, MSG.paymentDaysRange).optional(),
  /** The service level promised (issue 28); empty: the default level's. */
  service_level_id: ZOptionalRef(MSG.chooseServiceLevel),
});
export type TCreateAmcBody = z.infer<typeof ZCreateAmcBody>;
export type TCreateAmcInput = z.input<typeof ZCreateAmcBody>;

/**
 * POST /api/amc/update: the whole form again plus its id; empty optional fields are cleared, the attachment
 * stays unless a new one is sent. A new start date, interval or number of services regenerates the services
 * not done yet; done ones keep their dates and count towards the number.
 */
export const ZUpdateAmcBody = ZCreateAmcBody.extend({ id: ZId });
export type TUpdateAmcBody = z.infer<typeof ZUpdateAmcBody>;
export type TUpdateAmcInput = z.input<typeof ZUpdateAmcBody>;

export type TAmcField = keyof TCreateAmcBody;
const ALL_AMC_FIELDS = Object.keys(ZCreateAmcBody.shape) as TAmcField[];
const AMC_REQUIRED: TAmcField[] = [
  'customer_id',
  'product_ids',
  'start_date',
  'status',
  'assigned_to_id',
  'detail',
  'interval_months',
  'service_count',
];

/** The contract's commercial terms: its price, billing plan and service level, set by the office only. */
const OFFICE_MONEY_FIELDS: TAmcField[] = [
  'price',
  'billing_cycle',
  'billing_tax_id',
  'payment_days',
  'service_level_id',
];

/**
 * Who sets which AMC field (the web's form follows the same table). Contracts are the office's: its customer,
 * products, schedule and assignee. A role given amc_edit changes only its notes (and an employee the status of a
 * contract assigned to it); one given amc_add adds a contract that is its own (an employee's is assigned to it, a
 * customer's is its own and open, waiting for the office to assign it).
 */
export const AMC_FIELD_RULES: TFieldRules<TAmcField> = {
  fields: ALL_AMC_FIELDS,
  editable: {
    admin: { create: ALL_AMC_FIELDS, update: ALL_AMC_FIELDS },
    employee: {
      // The assignee is itself; the price and how it is billed are the office's.
      create: ALL_AMC_FIELDS.filter(
        (field) => field !== 'assigned_to_id' && !OFFICE_MONEY_FIELDS.includes(field),
      ),
      update: ['status', 'note'],
    },
    customer: {
      create: [
        'product_ids',
        'equipment_ids',
        'start_date',
        'detail',
        'interval_months',
        'service_count',
        'description',
        'note',
      ],
      update: ['description', 'note'],
    },
  },
  required: { admin: AMC_REQUIRED, employee: AMC_REQUIRED, customer: AMC_REQUIRED },
  labels: {
    customer_id: 'Customer',
    product_ids: 'Products',
    equipment_ids: 'Equipment',
    start_date: 'Date',
    status: 'Status',
    assigned_to_id: 'Assign to',
    detail: 'Detail',
    interval_months: 'Interval',
    service_count: 'Number of services',
    description: 'Description',
    note: 'Note',
    price: 'Price',
    billing_cycle: 'Billing',
    billing_tax_id: 'Tax',
    payment_days: 'Payment terms',
    service_level_id: 'Service level',
  },
  nouns: {
    customer_id: 'customer',
    product_ids: 'products',
    equipment_ids: 'equipment',
    start_date: 'start date',
    status: 'status',
    assigned_to_id: 'assignee',
    detail: 'detail',
    interval_months: 'interval',
    service_count: 'number of services',
    description: 'description',
    note: 'note',
    price: 'price',
    billing_cycle: 'billing plan',
    billing_tax_id: 'tax',
    payment_days: 'payment terms',
    service_level_id: 'service level',
  },
};

/** At most this many terms are shown in a contract's chain (a contract renewed yearly for 50 years). */
export const AMC_CHAIN_MAX = 50;

/**
 * POST /api/amc/renew: a new term of the contract, starting the day after its months (termFollowingDay), for the
 * same customer, products, equipment still in use, visit pattern, assignee and billing plan; its price raised by
 * `uplift_percent` (0 when left out), rounded half up to the paisa. The old term stays as it was and shows as
 * renewed; a term is renewed once (409 after).
 */
export const ZRenewAmcBody = z.object({ id: ZId, uplift_percent: ZUpliftPercent });
export type TRenewAmcBody = z.infer<typeof ZRenewAmcBody>;
export type TRenewAmcInput = z.input<typeof ZRenewAmcBody>;

/**
 * POST /api/amc/renewal-offer (the office): a quotation for the next term, as a renewal would make it (same dates,
 * the price raised by `uplift_percent`, the plan's tax), mailed to the customer with its PDF. A newer offer closes
 * the term's open one; a renewed or cancelled term answers 409.
 */
export const ZRenewalOfferBody = ZRenewAmcBody;
export type TRenewalOfferBody = TRenewAmcBody;
export const RENEWAL_OFFER_ANSWERS = ['accept', 'decline'] as const;
/**
 * POST /api/amc/renewal-offer/answer (the contract's customer): accepting the open offer renews the term at the
 * offer's price and bills the new term's first period at once (when it has a billing plan); declining closes the
 * offer. No open offer answers 409.
 */
export const ZAnswerRenewalOfferBody = z.object({ id: ZId, answer: z.enum(RENEWAL_OFFER_ANSWERS) });
export type TAnswerRenewalOfferBody = z.infer<typeof ZAnswerRenewalOfferBody>;

/** POST /api/amc/delete, /approveEmployeeStatus, /rejectEmployeeStatus. */
export const ZAmcIdBody = ZIdBody;
/** POST /api/amc/deleteMultiAmc: all or nothing. */
export const ZDeleteAmcsBody = ZIdsBody;
export const ZDeletedAmcs = z.object({ ids: z.array(z.number().int()) });
export type TDeletedAmcs = z.infer<typeof ZDeletedAmcs>;

/**
 * POST /api/amc/cancel: the contract stops on `cancelled_on` (a day of its term, today or earlier included): its
 * visits not done after that day go, its periods after it are not billed and the period it falls in bills the days
 * kept (docs/PRODUCT.md "Billing that runs itself"); it shows as cancelled and can no longer be changed or renewed.
 */
export const ZCancelAmcBody = z.object({ id: ZId, cancelled_on: ZDateField('Date') });
export type TCancelAmcBody = z.infer<typeof ZCancelAmcBody>;
export type TCancelAmcInput = z.input<typeof ZCancelAmcBody>;

/**
 * POST /api/amc/renewal-request: the customer asks the office to renew its contract (its own; another's id is 404),
 * with an optional note; every administrator is mailed, once per term (a second ask answers 409). A renewed or
 * cancelled contract answers 409.
 */
export const ZRenewalRequestBody = z.object({ id: ZId, note: ZOptionalText(1000) });
export type TRenewalRequestBody = z.infer<typeof ZRenewalRequestBody>;
export type TRenewalRequestInput = z.input<typeof ZRenewalRequestBody>;
