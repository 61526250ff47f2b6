import { z } from 'zod';
import { MAX_PAGE_SIZE } from './common';
import { REPORT_FORMATS } from './report';
import { ZCustomerRef } from './work-fields';

/**
 * Issue 27, section 3: receivables by age, what each customer still owes on its bills (total less credit notes and
 * payments) by how long past due, as of the business's today. A bill without payment terms is due on its date.
 * current: not past due yet; d1_30 to d90_plus: days past due.
 */
export const RECEIVABLE_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type TReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];
/**
 * The sorts: what the customer owes, or how many open bills it has. Both are kept beside the bills, so a page reads
 * only its own customers' bills; an order by age would change with each day and have to group every open bill.
 */
export const RECEIVABLE_SORTS = ['total', 'bills'] as const;

export const ZReceivablesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.enum(RECEIVABLE_SORTS).default('total'),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(REPORT_FORMATS).default('json'),
});
export type TReceivablesQuery = z.infer<typeof ZReceivablesQuery>;
export type TReceivablesQueryInput = z.input<typeof ZReceivablesQuery>;

const ZBuckets = z.object({
  total: z.string(),
  overdue: z.string(),
  current: z.string(),
  d1_30: z.string(),
  d31_60: z.string(),
  d61_90: z.string(),
  d90_plus: z.string(),
});

/** A customer's row; its e-mail opens its profile's statement. */
export const ZReceivableRow = ZBuckets.extend({ customer: ZCustomerRef, bills: z.number().int() });
export type TReceivableRow = z.infer<typeof ZReceivableRow>;

/** GET /api/report/receivables: the page of customers, and the totals of every customer who owes. */
export const ZReceivables = z.object({
  as_of: z.string(),
  totals: ZBuckets.extend({ customers: z.number().int(), bills: z.number().int() }),
  rows: z.array(ZReceivableRow),
  meta: z.object({
    total: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type TReceivables = z.infer<typeof ZReceivables>;
