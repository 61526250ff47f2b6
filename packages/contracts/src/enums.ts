import { z } from 'zod';

export const ROLE_SLUGS = ['admin', 'employee', 'customer', 'supplier'] as const;
export const ZRoleSlug = z.enum(ROLE_SLUGS);
export type TRoleSlug = z.infer<typeof ZRoleSlug>;
/** Business roles that own rows (customer, employee, supplier); admin sees everything. */
export const BUSINESS_ROLES = ['employee', 'customer', 'supplier'] as const;
export const ZBusinessRole = z.enum(BUSINESS_ROLES);
export type TBusinessRole = z.infer<typeof ZBusinessRole>;

export const GENDERS = ['male', 'female'] as const;
export const ZGender = z.enum(GENDERS);

/** Work status shared by AMC contracts, services and complaints (SPEC section 4). */
export const WORK_STATUSES = ['open', 'pending', 'progress', 'closed'] as const;
export const ZWorkStatus = z.enum(WORK_STATUSES);
export type TWorkStatus = z.infer<typeof ZWorkStatus>;

/**
 * A complaint's status (issue 28): the work statuses and "waiting" (for the customer), which stops its service
 * level's clock until it moves on.
 */
export const COMPLAINT_STATUSES = ['open', 'pending', 'progress', 'waiting', 'closed'] as const;
export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type TComplaintStatus = z.infer<typeof ZComplaintStatus>;

/** How urgent a complaint is, most urgent first (issue 28). */
export const COMPLAINT_PRIORITIES = ['critical', 'high', 'normal', 'low'] as const;
export const ZComplaintPriority = z.enum(COMPLAINT_PRIORITIES);
export type TComplaintPriority = z.infer<typeof ZComplaintPriority>;

/** The assignee's answer to an assignment of an AMC or a service. */
export const EMPLOYEE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZEmployeeStatus = z.enum(EMPLOYEE_STATUSES);

/** A bill's state: credited once its credit notes took back the whole bill. */
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'credited'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** A credit note's credit left to refund or use: open (none used yet), partial, settled (none left). */
export const CREDIT_NOTE_STATUSES = ['open', 'partial', 'settled'] as const;
export const ZCreditNoteStatus = z.enum(CREDIT_NOTE_STATUSES);
export type TCreditNoteStatus = z.infer<typeof ZCreditNoteStatus>;

export const PURCHASE_STATUSES = ['ordered', 'delivered'] as const;
export const ZPurchaseStatus = z.enum(PURCHASE_STATUSES);

/** The supplier's answer to its purchase order: pending until it confirms (with a delivery date) or declines. */
export const SUPPLIER_ANSWERS = ['pending', 'confirmed', 'declined'] as const;
export const ZSupplierAnswer = z.enum(SUPPLIER_ANSWERS);
export type TSupplierAnswer = z.infer<typeof ZSupplierAnswer>;

/** The lists served by /api/category: brands, product categories, units, complaint types, task types. */
export const CATEGORY_TYPES = ['brand', 'product_category', 'unit', 'complaint_type', 'task_type'] as const;
export const ZCategoryType = z.enum(CATEGORY_TYPES);
export type TCategoryType = z.infer<typeof ZCategoryType>;

/** Every e-mail template event of SPEC section 3. */
export const TEMPLATE_EVENTS = [
  'customer_added',
  'employee_added',
  'sale',
  'quotation',
  'complaint_customer',
  'complaint_admin',
  'complaint_employee',
  'complaint_resolved',
  'monthly_service_list',
  'service_reminder',
  'service_done',
  'employee_daily_tasks',
  'password_reset',
  'welcome_admin',
  'contract_bill',
  'bill_overdue',
  'contract_expiring',
  'contract_expiring_admin',
  'renewal_offer',
  'signup_confirm',
  'signup_existing',
  'credit_note',
  'statement',
  'payment_receipt',
  'rating_request',
] as const;
export const ZTemplateEvent = z.enum(TEMPLATE_EVENTS);
export type TTemplateEvent = z.infer<typeof ZTemplateEvent>;

/** Badge colours of SPEC section 4, one place for every status in the product. */
export const STATUS_COLORS: Record<string, string> = {
  open: 'red',
  pending: 'yellow',
  progress: 'orange',
  closed: 'green',
  // Waiting for the customer: the complaint's clock stands still (issue 28).
  waiting: 'grape',
  approved: 'green',
  rejected: 'red',
  paid: 'green',
  partial: 'orange',
  unpaid: 'red',
  credited: 'gray',
  // A credit note's credit: still to use, partly used, all used (StatusBadge's scope "creditNote").
  'creditNote.open': 'blue',
  'creditNote.partial': 'orange',
  'creditNote.settled': 'green',
  ordered: 'red',
  delivered: 'green',
  // A supplier's answer to its purchase order (StatusBadge's scope "supplierAnswer").
  'supplierAnswer.pending': 'yellow',
  'supplierAnswer.confirmed': 'green',
  'supplierAnswer.declined': 'red',
  queued: 'yellow',
  sending: 'orange',
  sent: 'green',
  failed: 'red',
  in_use: 'green',
  retired: 'gray',
};
