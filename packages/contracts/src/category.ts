import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZRequiredText } from './common';
import { CATEGORY_TYPES, ZCategoryType, type TCategoryType } from './enums';

/** How each category list is named in sentences ("This brand is used by ..."). */
export const CATEGORY_TYPE_NAMES: Record<TCategoryType, string> = {
  brand: 'brand',
  product_category: 'category',
  unit: 'unit',
  complaint_type: 'complaint type',
  task_type: 'task type',
};

/** A dropdown list never holds more than this many entries; `search` narrows a longer one. */
export const CATEGORY_LIST_LIMIT = 1000;

export const ZCategory = z.object({ id: z.number().int(), type: ZCategoryType, name: z.string() });
export type TCategory = z.infer<typeof ZCategory>;

const ZCategoryTypeInput = z.enum(CATEGORY_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MSG.required('Type') : 'Please choose a valid type.',
});

/** GET /api/category/list?type=brand: one list ordered by name; without `type` every list, by type then name. */
export const ZListCategoriesQuery = z.object({
  type: z.preprocess((v) => (v === '' ? undefined : v), ZCategoryTypeInput.optional()),
  search: z.string().trim().max(100).optional(),
});
export type TListCategoriesQuery = z.infer<typeof ZListCategoriesQuery>;

/** SPEC reads the list from `category`; `data` carries the same rows, as in every other answer. */
export const ZCategoryListResponse = z.object({
  message: z.string(),
  data: z.array(ZCategory),
  category: z.array(ZCategory),
});
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponse>;

/** POST /api/category/store: a name unique within its list. */
export const ZCreateCategoryBody = z.object({
  type: ZCategoryTypeInput,
  name: ZRequiredText('Name', 100),
});
export type TCreateCategoryBody = z.infer<typeof ZCreateCategoryBody>;
export type TCreateCategoryInput = z.input<typeof ZCreateCategoryBody>;

/** POST /api/category/update: a new name for one entry, unique within its list; the entry stays in its list. */
export const ZRenameCategoryBody = ZCreateCategoryBody.pick({ name: true }).extend({ id: ZId });
export type TRenameCategoryBody = z.infer<typeof ZRenameCategoryBody>;
export type TRenameCategoryInput = z.input<typeof ZRenameCategoryBody>;

/** POST /api/category/delete. */
export const ZDeleteCategoryBody = ZIdBody;
export type TDeleteCategoryBody = z.infer<typeof ZDeleteCategoryBody>;
