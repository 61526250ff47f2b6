import { z } from 'zod';
import { MSG } from './messages';

/** `{ message, data }`: the envelope of every successful call (DESIGN.md section 2). */
export const ZDataResponse = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZErrorIssue = z.object({ path: z.string(), message: z.string() });
/** The one failure shape: status code says what kind, `issues` carries field messages word for word. */
export const ZErrorResponse = z.object({
  error: z.literal(true),
  message: z.string(),
  issues: z.array(ZErrorIssue),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/**
 * A list page's place in the whole. `total` is exact when `totalExact`; otherwise the list counted only up to
 * a cap and there are at least `total` rows (shown as "10,000+"), so a page never pays for counting a
 * million rows.
 */
export const ZListMeta = z.object({
  total: z.number().int(),
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;
export const ZListResponse = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: ZListMeta });

/** The largest id a table holds (MySQL INT). */
export const MAX_ID = 2_147_483_647;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/**
 * The list query every list call accepts: paging (by number, or next to a page the caller has), one sort column,
 * free-text search, per-column filters (a JSON object of column -> value) and `format=csv` for a streamed export of
 * every matching row.
 */
export const ZListQuery = z.object({
  /**
   * 1 the first page, 2 the next ...; or counted from the list's end, -1 its last page, -2 the one before it: what
   * the table asks for when the total is "10,000+" and the last page's number unknown. A page from the end is a
   * full page ending where the list ends; a list whose total is known answers it as the numbered page it is
   * (the meta's `page`).
   */
  page: z.coerce
    .number()
    .int()
    .refine((page) => page !== 0, 'page counts from 1, or from -1 at the end of the list')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /**
   * The id of the last row of the page before (`after`) or the first row of the page after (`before`) this one,
   * when the caller has it: the page is then found by its key range rather than counted to, as fast at page
   * 20,000 as at page 2. `page` still says which page it is.
   */
  after: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  before: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  search: z.string().trim().max(200).optional(),
  filters: z
    .string()
    .max(2000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(raw);
        // A null prototype: a "__proto__" key stays a plain (unknown) filter name, never a prototype.
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          return Object.assign(Object.create(null) as Record<string, unknown>, parsed);
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object' });
      return z.NEVER;
    }),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TListQuery = z.infer<typeof ZListQuery>;
export type TListQueryInput = z.input<typeof ZListQuery>;

/**
 * An id as a caller may send it: a positive whole number, or a string of digits only (path parameters and form
 * fields arrive as strings). Nothing is coerced: true, " 2 ", "0x3", [5] are not ids. Undefined when not an id.
 */
export function parseId(raw: unknown): number | undefined {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The id chosen in a select: null when the field is empty, undefined when it is not an id. */
export function parseOptionalId(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null || String(raw).trim() === '') return null;
  return parseId(raw);
}

/** An id field; `message` says what is wrong when it is missing or not an id. */
export const ZIdField = (message: string = MSG.invalidId) =>
  z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const id = parseId(raw);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
export const ZId = ZIdField();
export const ZIdParam = z.object({ id: ZId });
export const ZIdBody = z.object({ id: ZId });
export const ZIdsBody = z.object({ ids: z.array(ZId, { error: MSG.invalidIds }).min(1).max(1000) });
/** What a delete answers: the ids it deleted. */
export const ZDeletedIds = z.object({ ids: z.array(z.number().int()) });

export const ZEmail = (message: string = MSG.invalidEmail) => z.string().trim().toLowerCase().email(message);

/** A required text field: trimmed, non-empty, with SPEC's "<Label> is required!" message. */
export const ZRequiredText = (label: string, max = 191) =>
  z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, MSG.required(label))
    .max(max, MSG.maxChars(max));

export const ZOptionalText = (max = 191) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxChars(max))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A whole number typed into a text field (form data sends strings): empty says "<Label> is required!",
 * anything but digits in range says `invalid`.
 */
export const ZWholeNumber = (label: string, range: { min: number; max: number }, invalid: string) =>
  z
    .union([z.string(), z.number()], { error: MSG.required(label) })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, { message: MSG.required(label), abort: true })
    .refine((v) => /^\d+$/.test(v) && Number(v) >= range.min && Number(v) <= range.max, invalid)
    .transform(Number);

/**
 * A photo kept with a record (a complaint's, a visit's): its download URL (/api/files/..., readable by whoever may
 * see the record) and when it was added. Photos are resized in the browser and stored at most PHOTO_MAX_BYTES
 * each, jpg, png or webp by their bytes.
 */
export const ZPhoto = z.object({ id: z.number().int(), url: z.string(), created_at: z.string() });
export type TPhoto = z.infer<typeof ZPhoto>;
export { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MIME_TYPES } from './photo-limits';
