import { z } from 'zod';
import { MSG } from './messages';
import { ZIdBody, ZListQuery, ZRequiredText } from './common';
import { PURCHASE_MAX_ITEMS, ZPurchaseItem, ZQuantity } from './purchase';
import { ZDateField, ZPartyDetails, ZPersonRef, ZRequiredRef } from './work-fields';

/**
 * Issue 27's purchase return: goods of a delivered purchase sent back to its supplier, chosen lines and quantities
 * with a reason. They leave stock through the ledger. Final once issued (no update, no delete).
 */

/** Each sort has an index: return_no (unique), date, created_at. */
export const PURCHASE_RETURN_SORT_COLUMNS = ['return_no', 'date', 'created_at'] as const;
export type TPurchaseReturnSortColumn = (typeof PURCHASE_RETURN_SORT_COLUMNS)[number];
export const PURCHASE_RETURN_FILTERS = ['supplier_id', 'from', 'to'] as const;
export type TPurchaseReturnFilter = (typeof PURCHASE_RETURN_FILTERS)[number];

/** One returned line: a quantity of the purchase's line (purchase_item_id), at its rate. */
export const ZPurchaseReturnLine = ZPurchaseItem.extend({ purchase_item_id: z.number().int() });

export const ZPurchaseReturn = z.object({
  id: z.number().int(),
  return_no: z.string(),
  /** The purchase order the goods came with. */
  purchase: z.object({ id: z.number().int(), purchase_no: z.string(), date: z.string() }),
  supplier: ZPersonRef.extend(ZPartyDetails.shape),
  date: z.string(),
  reason: z.string(),
  /** The sum of the lines' amounts. */
  total: z.string(),
  items: z.array(ZPurchaseReturnLine),
  created_at: z.string(),
});
export type TPurchaseReturn = z.infer<typeof ZPurchaseReturn>;

/** GET /api/purchase-return/list: search by a prefix of the number or the supplier's name; CSV purchaseReturnData. */
export const ZListPurchaseReturnsQuery = ZListQuery;
export type TListPurchaseReturnsQuery = z.infer<typeof ZListPurchaseReturnsQuery>;

/**
 * POST /api/purchase-return/store: lines of a delivered purchase and how many of each go back; more than was
 * delivered and not yet returned, or than the stock holds, is refused (409).
 */
export const ZCreatePurchaseReturnBody = z.object({
  purchase_id: ZRequiredRef('Purchase', MSG.notFound),
  date: ZDateField('Date'),
  reason: ZRequiredText('Reason', 500),
  items: z
    .array(
      z.object({
        purchase_item_id: ZRequiredRef('Product', MSG.returnLineNotOfPurchase),
        quantity: ZQuantity,
      }),
      { error: MSG.returnLinesRequired },
    )
    .min(1, MSG.returnLinesRequired)
    .max(PURCHASE_MAX_ITEMS, MSG.tooManyProducts),
});
export type TCreatePurchaseReturnBody = z.infer<typeof ZCreatePurchaseReturnBody>;
export type TCreatePurchaseReturnInput = z.input<typeof ZCreatePurchaseReturnBody>;

/** GET /api/purchase-return/view/:id and /pdf/:id take the id; the body of a single-id call. */
export const ZPurchaseReturnIdBody = ZIdBody;
