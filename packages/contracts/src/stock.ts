import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZListQuery } from './common';
import { ZPersonRef } from './work-fields';

/** The stock list pages over products: each sort is an (is_archived, column) index of products. */
export const STOCK_SORT_COLUMNS = ['code', 'name', 'created_at'] as const;
export type TStockSortColumn = (typeof STOCK_SORT_COLUMNS)[number];
export const STOCK_FILTERS = ['brand_id', 'category_id', 'unit_id'] as const;
export type TStockFilter = (typeof STOCK_FILTERS)[number];

/**
 * sale_return: goods a customer returned with a credit note, back into stock; purchase_return: goods sent back to
 * their supplier; transfer: goods moved between two stock places (a pair: out of one, into the other).
 */
export const STOCK_MOVEMENT_KINDS = [
  'purchase',
  'sale',
  'adjustment',
  'service',
  'sale_return',
  'purchase_return',
  'transfer',
] as const;
export const ZStockMovementKind = z.enum(STOCK_MOVEMENT_KINDS);
export type TStockMovementKind = z.infer<typeof ZStockMovementKind>;

/**
 * One product's stock (SPEC section 3 "Stock"), from its ledger: current stock is the sum of its movements, total
 * received the sum of what delivered purchases brought in, and the last product date and supplier those of the
 * latest delivered purchase line. `id` is the product's.
 */
export const ZStockRow = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  current_stock: z.number().int(),
  /** The warehouse's share of current_stock (issue 28): the rest is in the technicians' vans. */
  in_warehouse: z.number().int(),
  total_received: z.number().int(),
  /** YYYY-MM-DD, or null before the first delivery. */
  last_product_date: z.string().nullable(),
  last_supplier: ZPersonRef.nullable(),
});
export type TStockRow = z.infer<typeof ZStockRow>;

/** GET /api/stock/list: the active products; search is a prefix of the code or name; CSV as stockData.csv. */
export const ZListStockQuery = ZListQuery;
export type TListStockQuery = z.infer<typeof ZListStockQuery>;

/** Why stock was adjusted by hand: an opening balance, a count, goods damaged, lost, found or taken back. */
export const STOCK_ADJUST_REASONS = [
  'opening',
  'count',
  'damaged',
  'lost',
  'found',
  'returned',
  'other',
] as const;
export const ZStockAdjustReason = z.enum(STOCK_ADJUST_REASONS, { error: MSG.required('Reason') });
export type TStockAdjustReason = z.infer<typeof ZStockAdjustReason>;

/** The most units one adjustment may set or move, far above any shelf but within the ledger's INT. */
export const STOCK_ADJUST_MAX = 1_000_000;

/**
 * POST /api/stock/adjust: stock set by hand, through the ledger. `counted` is what was counted on the shelf (the
 * ledger records the difference, worked out under the product's lock); `change` adds or takes away units. Exactly
 * one of them. A note says what happened; "other" must say it.
 */
export const ZStockAdjustBody = z
  .object({
    product_id: ZId,
    counted: z.coerce
      .number({ error: MSG.wholeNumber })
      .int(MSG.wholeNumber)
      .min(0, MSG.numberAtLeast(0))
      .max(STOCK_ADJUST_MAX, MSG.numberAtMost(STOCK_ADJUST_MAX))
      .optional(),
    change: z.coerce
      .number({ error: MSG.wholeNumber })
      .int(MSG.wholeNumber)
      .min(-STOCK_ADJUST_MAX, MSG.numberAtLeast(-STOCK_ADJUST_MAX))
      .max(STOCK_ADJUST_MAX, MSG.numberAtMost(STOCK_ADJUST_MAX))
      .refine((n) => n !== 0, MSG.stockChangeZero)
      .optional(),
    reason: ZStockAdjustReason,
    note: z.string().trim().max(500, MSG.maxChars(500)).optional().default(''),
  })
  .superRefine((body, ctx) => {
    if ((body.counted === undefined) === (body.change === undefined))
      ctx.addIssue({ code: 'custom', path: ['counted'], message: MSG.stockCountOrChange });
    if (body.reason === 'other' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MSG.required('Note') });
  });
export type TStockAdjustBody = z.infer<typeof ZStockAdjustBody>;
export type TStockAdjustInput = z.input<typeof ZStockAdjustBody>;

/**
 * Where stock is kept (issue 28, section 5): the warehouse, and the vans (or bags) of the technicians, one each.
 * Purchases, sales, returns and hand adjustments move the warehouse's stock; a visit's parts leave the van of its
 * technician when it has one; a transfer moves parts between two places.
 */
export const STOCK_PLACE_KINDS = ['warehouse', 'van'] as const;
export const ZStockPlaceKind = z.enum(STOCK_PLACE_KINDS);

/** A stock place: a van names its employee. */
export const ZStockPlace = z.object({
  id: z.number().int(),
  kind: ZStockPlaceKind,
  name: z.string(),
  employee: ZPersonRef.nullable(),
});
export type TStockPlace = z.infer<typeof ZStockPlace>;

/** POST /api/stock/places: a van for an employee (one each: a second answers 409). */
export const ZAddVanBody = z.object({ employee_id: ZId });
export type TAddVanBody = z.infer<typeof ZAddVanBody>;

/** The most product lines one transfer moves. */
export const STOCK_TRANSFER_LINES = 50;

/**
 * POST /api/stock/transfer: parts moved from one place to another, each line a product and a whole number of units;
 * refused (409) with nothing moved when the first place holds less than a line takes.
 */
export const ZStockTransferBody = z
  .object({
    from_place_id: ZId,
    to_place_id: ZId,
    lines: z
      .array(
        z.object({
          product_id: ZId,
          quantity: z.coerce
            .number({ error: MSG.wholeNumber })
            .int(MSG.wholeNumber)
            .min(1, MSG.numberAtLeast(1))
            .max(STOCK_ADJUST_MAX, MSG.numberAtMost(STOCK_ADJUST_MAX)),
        }),
        { error: MSG.atLeastEntries(1) },
      )
      .min(1, MSG.atLeastEntries(1))
      .max(STOCK_TRANSFER_LINES, MSG.atMostEntries(STOCK_TRANSFER_LINES)),
    note: z.string().trim().max(500, MSG.maxChars(500)).optional().default(''),
  })
  .superRefine((body, ctx) => {
    if (body.from_place_id === body.to_place_id)
      ctx.addIssue({ code: 'custom', path: ['to_place_id'], message: MSG.transferSamePlace });
    const products = body.lines.map((line) => line.product_id);
    if (new Set(products).size !== products.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: MSG.partListedTwice });
  });
export type TStockTransferBody = z.infer<typeof ZStockTransferBody>;

/** A transfer made: its id, places, day and how many units it moved. */
export const ZStockTransfer = z.object({
  id: z.number().int(),
  from: ZStockPlace,
  to: ZStockPlace,
  transfer_date: z.string(),
  units: z.number().int(),
});
export type TStockTransfer = z.infer<typeof ZStockTransfer>;

/** GET /api/stock/place?place_id=: what one place holds, product by product (none: left out), by product name. */
export const ZPlaceStockQuery = z.object({ place_id: ZId });
export const ZPlaceStock = z.object({
  place: ZStockPlace,
  products: z.array(
    z.object({
      product: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
      quantity: z.number().int(),
    }),
  ),
});
export type TPlaceStock = z.infer<typeof ZPlaceStock>;

/**
 * GET /api/my-work/visit-stock/:id: what the part picker of a visit shows (issue 28): where its parts will come from
 * (its technician's van, or the warehouse when it has none) and, for every product either place holds, how many
 * each holds (van null without one). For whoever may see the visit.
 */
export const ZVisitStock = z.object({
  source: ZStockPlaceKind,
  van: ZStockPlace.nullable(),
  products: z.array(
    z.object({ product_id: z.number().int(), van: z.number().int().nullable(), warehouse: z.number().int() }),
  ),
});
export type TVisitStock = z.infer<typeof ZVisitStock>;

/** One entry of a product's stock ledger: signed quantity (in positive, out negative), at its place. */
export const ZStockMovement = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  place: ZStockPlace,
  kind: ZStockMovementKind,
  movement_date: z.string(),
  purchase: z.object({ id: z.number().int(), purchase_no: z.string() }).nullable(),
  sale: z.object({ id: z.number().int(), sale_no: z.string() }).nullable(),
  /** The credit note that took the goods back (kind sale_return). */
  credit_note: z.object({ id: z.number().int(), credit_no: z.string() }).nullable(),
  /** The purchase return that sent the goods back (kind purchase_return). */
  purchase_return: z.object({ id: z.number().int(), return_no: z.string() }).nullable(),
  supplier: ZPersonRef.nullable(),
  /** A hand adjustment's reason; null for the other kinds. */
  reason: ZStockAdjustReason.nullable(),
  note: z.string().nullable(),
  /** Who adjusted it by hand (null for movements a document made). */
  created_by: ZPersonRef.nullable(),
  created_at: z.string(),
});
export type TStockMovement = z.infer<typeof ZStockMovement>;

export const STOCK_MOVEMENT_SORT_COLUMNS = ['movement_date', 'created_at'] as const;
export type TStockMovementSortColumn = (typeof STOCK_MOVEMENT_SORT_COLUMNS)[number];

/** GET /api/stock/movements?product_id=: one product's ledger, paged, newest first by default. */
export const ZListStockMovementsQuery = ZListQuery.extend({ product_id: ZId });
export type TListStockMovementsQuery = z.infer<typeof ZListStockMovementsQuery>;
