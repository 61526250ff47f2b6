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

export const ZListMeta = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TListMeta = z.infer<typeof ZListMeta>;
export const ZListResponse = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: ZListMeta });

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/**
 * The list query every list call accepts: paging, one sort column, free-text search, per-column filters
 * (a JSON object of column -> value) and `format=csv` for a streamed export of every matching row.
 */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).optional(),
  filters: z
    .string()
    .max(2000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
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

export const ZId = z.coerce.number().int().positive();
export const ZIdParam = z.object({ id: ZId });
export const ZIdBody = z.object({ id: ZId });
export const ZIdsBody = z.object({ ids: z.array(ZId).min(1).max(1000) });

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
