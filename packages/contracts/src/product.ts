import { z } from 'zod';
import { MSG } from './messages';
import { parseOptionalId, ZId, ZIdBody, ZIdsBody, ZListQuery, ZOptionalText, ZRequiredText } from './common';
import { parseMoney } from './money';

/** SPEC section 5: profile and product images, jpg/jpeg/gif/png checked by content, at most 2,048,000 bytes. */
export const PRODUCT_IMAGE_MAX_BYTES = 2_048_000;
/** The product picker of quotations, sales, complaints and AMC offers at most this many; `search` narrows it. */
export const PRODUCT_DROPDOWN_LIMIT = 1000;

export const PRODUCT_SORT_COLUMNS = ['code', 'name', 'model_number', 'price', 'created_at'] as const;
export type TProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];
export const PRODUCT_FILTERS = ['brand_id', 'category_id', 'unit_id'] as const;
export type TProductFilter = (typeof PRODUCT_FILTERS)[number];

/**
 * A price typed into a form (a string) or sent as JSON (a number), kept as text so it reaches the database as
 * an exact decimal: one message a field, the first that applies.
 */
export const ZPrice = z
  .union([z.string(), z.number()], { error: MSG.required('Price') })
  .transform((raw, ctx) => {
    const value = String(raw).trim();
    const parsed = value
      ? parseMoney(value, {
          minimum: 'positive',
          messages: {
            notNumber: MSG.priceNotNumber,
            format: MSG.priceFormat,
            belowMinimum: MSG.priceGreaterThanZero,
            tooLarge: MSG.priceTooLarge,
          },
        })
      : { message: MSG.required('Price') };
    if ('message' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.amount;
  });

/** An optional entry of a category list (brand, category, unit): empty means none. */
const ZCategoryRef = (label: string) => {
  const invalid = `Please choose a valid ${label}.`;
  return z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .optional()
    .transform((raw, ctx) => {
      const id = parseOptionalId(raw);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return id;
    });
};

const ZNamedRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The catalogue product a document line names; `hsn_code`: its item code for tax (HSN/SAC), printed on the line. */
export const ZLineProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  hsn_code: z.string().nullable(),
});

/** One product as the lists, forms and pickers show it; money as a string with 2 decimals ("1499.00"). */
export const ZProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  model_number: z.string().nullable(),
  /** The item's code for tax (HSN for goods, SAC for services in India), printed on each document line. */
  hsn_code: z.string().nullable(),
  price: z.string(),
  brand: ZNamedRef,
  category: ZNamedRef,
  unit: ZNamedRef,
  image: z.string().nullable(),
  description: z.string().nullable(),
  is_archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  /** The sum of the product's stock ledger. */
  current_stock: z.number().int(),
});
export type TProduct = z.infer<typeof ZProduct>;

/**
 * GET /api/product/list and /api/product/archiveList: search is a prefix of the code, name or model number;
 * filters: brand_id, category_id, unit_id.
 */
export const ZListProductsQuery = ZListQuery;
export type TListProductsQuery = z.infer<typeof ZListProductsQuery>;

/** GET /api/product/productDropdown (and SPEC's spelling produtcDropdown): active products for a select. */
export const ZProductDropdownQuery = z.object({ search: z.string().trim().max(100).optional() });
export type TProductDropdownQuery = z.infer<typeof ZProductDropdownQuery>;
export const ZProductOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: z.string(),
  /**
   * Units on hand (the stock ledger's running total), for a caller with stock_view, who sees it beside quotation
   * and sale lines; null for everyone else (a customer picking the product of a complaint learns no stock).
   * Read as null when absent, so an answer from before this field still parses.
   */
  stock: z.number().int().nullable().default(null),
});
export type TProductOption = z.infer<typeof ZProductOption>;

/** POST /api/product/store (multipart with an optional `image` file, or JSON). */
export const ZCreateProductBody = z.object({
  code: ZRequiredText('Code', 50),
  name: ZRequiredText('Name', 191),
  model_number: ZRequiredText('Model number', 100),
  hsn_code: ZOptionalText(16).nullable(),
  price: ZPrice,
  brand_id: ZCategoryRef('brand'),
  category_id: ZCategoryRef('category'),
  unit_id: ZCategoryRef('unit'),
  description: ZOptionalText(5000).nullable(),
});
export type TCreateProductBody = z.infer<typeof ZCreateProductBody>;
export type TCreateProductInput = z.input<typeof ZCreateProductBody>;

/**
 * POST /api/product/update: the whole form again plus its id. Fields left empty are cleared; the stored
 * image stays unless a new one is sent.
 */
export const ZUpdateProductBody = ZCreateProductBody.extend({ id: ZId });
export type TUpdateProductBody = z.infer<typeof ZUpdateProductBody>;
export type TUpdateProductInput = z.input<typeof ZUpdateProductBody>;

/** POST /api/product/delete, /makeArchive, /restore. */
export const ZProductIdBody = ZIdBody;
/** POST /api/product/deleteMulti: all or nothing. */
export const ZDeleteProductsBody = ZIdsBody;
export const ZDeletedProducts = z.object({ ids: z.array(z.number().int()) });
export type TDeletedProducts = z.infer<typeof ZDeletedProducts>;
