import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdBody, ZIdsBody, ZListQuery, ZRequiredText } from './common';

export const TAX_SORT_COLUMNS = ['name', 'percentage', 'created_at'] as const;
export type TTaxSortColumn = (typeof TAX_SORT_COLUMNS)[number];

/**
 * A percentage from 0 to 100 with at most 2 decimals, as form text or a JSON number, kept as text so it is
 * stored as an exact DECIMAL(5,2). Compared in hundredths (whole numbers), never as a float.
 */
export const ZPercentage = z
  .union([z.string(), z.number()], { error: MSG.required('Percentage') })
  .transform((raw, ctx) => {
    const value = String(raw).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!value) return fail(MSG.required('Percentage'));
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
    if (!match) return fail(MSG.percentageRange);
    const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (hundredths > 10_000) return fail(MSG.percentageRange);
    return value;
  });

/** Which documents a component is charged on: every one, those within the business's state, or across states. */
export const TAX_COMPONENT_SCOPES = ['always', 'within_state', 'across_states'] as const;
export type TTaxComponentScope = (typeof TAX_COMPONENT_SCOPES)[number];

/** One part of a tax (GST 18%: CGST 9% and SGST 9% within the state, IGST 18% across states). */
export const ZTaxComponent = z.object({
  name: z.string(),
  percentage: z.string(),
  applies: z.enum(TAX_COMPONENT_SCOPES),
});
export type TTaxComponent = z.infer<typeof ZTaxComponent>;

/** One tax; the percentage as a string with 2 decimals ("18.00"); its components in order (none: one whole tax). */
export const ZTax = z.object({
  id: z.number().int(),
  name: z.string(),
  percentage: z.string(),
  components: z.array(ZTaxComponent),
  created_at: z.string(),
});
export type TTax = z.infer<typeof ZTax>;

/**
 * GET /api/tax/view/:id: one tax with when it was last changed and how many quotations and sales carry it (the
 * only records that name a tax; while any do, the tax cannot be deleted).
 */
export const ZTaxDetail = ZTax.extend({
  updated_at: z.string(),
  usage: z.object({
    quotations: z.number().int(),
    sales: z.number().int(),
  }),
});
export type TTaxDetail = z.infer<typeof ZTaxDetail>;

/** GET /api/tax/list: paged, searched by name prefix, sorted by name, percentage or created_at. */
export const ZListTaxesQuery = ZListQuery;
export type TListTaxesQuery = z.infer<typeof ZListTaxesQuery>;

/** The most components a tax can have (CGST, SGST, IGST and a cess or two). */
export const MAX_TAX_COMPONENTS = 6;

const hundredthsOf = (percentage: string) => Math.round(Number(percentage) * 100);

/**
 * POST /api/tax/store: a unique name and its percentage, with its components when it has parts. The parts charged
 * within the state (always + within_state) and those across states (always + across_states) must each add up to the
 * percentage, so a document's parts always add up to its tax.
 */
const ZTaxFields = z.object({
  name: ZRequiredText('Tax name', 100),
  percentage: ZPercentage,
  components: z
    .array(
      z.object({
        name: ZRequiredText('Component name', 50),
        percentage: ZPercentage,
        applies: z.enum(TAX_COMPONENT_SCOPES, { error: MSG.chooseOffered }),
      }),
    )
    .max(MAX_TAX_COMPONENTS, { error: MSG.atMostEntries(MAX_TAX_COMPONENTS) })
    .optional()
    .default([]),
});

function checkComponentSums(body: z.infer<typeof ZTaxFields>, ctx: z.RefinementCtx) {
  if (!body.components.length) return;
  const sum = (scope: TTaxComponentScope) =>
    body.components
      .filter((c) => c.applies === 'always' || c.applies === scope)
      .reduce((total, c) => total + hundredthsOf(c.percentage), 0);
  const rate = hundredthsOf(body.percentage);
  if (sum('within_state') !== rate || sum('across_states') !== rate)
    ctx.addIssue({ code: 'custom', path: ['components'], message: MSG.taxComponentsSum });
}

export const ZCreateTaxBody = ZTaxFields.superRefine(checkComponentSums);
export type TCreateTaxBody = z.infer<typeof ZCreateTaxBody>;
export type TCreateTaxInput = z.input<typeof ZCreateTaxBody>;

/** POST /api/tax/update. */
export const ZUpdateTaxBody = ZTaxFields.extend({ id: ZId }).superRefine(checkComponentSums);
export type TUpdateTaxBody = z.infer<typeof ZUpdateTaxBody>;
export type TUpdateTaxInput = z.input<typeof ZUpdateTaxBody>;

/** POST /api/tax/delete. */
export const ZDeleteTaxBody = ZIdBody;
/** POST /api/tax/deleteMulti: all or nothing. */
export const ZDeleteTaxesBody = ZIdsBody;
export const ZDeletedTaxes = z.object({ ids: z.array(z.number().int()) });
export type TDeletedTaxes = z.infer<typeof ZDeletedTaxes>;
