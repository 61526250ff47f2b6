import { z } from 'zod';
import { MSG } from './messages';
import { WORK_STATUSES } from './enums';
import { isCalendarDate } from './calendar-date';
import { parseMoney } from './money';
import { parseOptionalId } from './common';

/**
 * Form fields shared by the AMC, service, complaint and task contracts. Not exported from the package: the
 * module files are the contracts. Form data sends strings, JSON numbers; each field reports one message.
 */

export const ZPersonRef = z.object({ id: z.number().int(), full_name: z.string() });
/** A record's customer: its e-mail too, the key its CSV export is imported back by (issue 26). */
export const ZCustomerRef = ZPersonRef.extend({ email: z.string() });
export type TCustomerRef = z.infer<typeof ZCustomerRef>;

/** A record chosen in a required select: empty says "<Label> is required!", anything but an id `invalid`. */
export const ZRequiredRef = (label: string, invalid: string) =>
  z.union([z.string(), z.number()], { error: MSG.required(label) }).transform((raw, ctx) => {
    const id = parseOptionalId(raw);
    if (id === null || id === undefined) {
      ctx.addIssue({ code: 'custom', message: id === null ? MSG.required(label) : invalid });
      return z.NEVER;
    }
    return id;
  });

/** A record chosen in an optional select: empty is null. */
export const ZOptionalRef = (invalid: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .optional()
    .transform((raw, ctx): number | null => {
      const id = parseOptionalId(raw);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return id;
    });

/** The products of a contract: at least one, at most 100, each an id; a form may send one value or several. */
export const ZProductIds = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
    error: MSG.required('Product'),
  })
  .transform((raw, ctx) => {
    const values = (
      Array.isArray(raw)
        ? raw
        : String(raw)
            .trim()
            .split(/\s*,\s*/)
    ).filter((v) => String(v).trim() !== '');
    if (!values.length) {
      ctx.addIssue({ code: 'custom', message: MSG.required('Product') });
      return z.NEVER;
    }
    const ids = values.map(parseOptionalId);
    if (ids.some((id) => id === null || id === undefined)) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseProduct });
      return z.NEVER;
    }
    const unique = [...new Set(ids as number[])];
    if (unique.length > 100) {
      ctx.addIssue({ code: 'custom', message: MSG.tooManyProducts });
      return z.NEVER;
    }
    return unique;
  });

/** A calendar date (YYYY-MM-DD); a form may send SPEC's "YYYY-MM-DD HH:mm:ss", whose time part is dropped. */
function parseDate(raw: unknown): string | null | undefined {
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!value) return null;
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.test(value) || !isCalendarDate(day))
    return undefined;
  return day;
}

export const ZDateField = (label: string) =>
  z.union([z.string(), z.number()], { error: MSG.required(label) }).transform((raw, ctx) => {
    const day = parseDate(raw);
    if (day === null || day === undefined) {
      ctx.addIssue({ code: 'custom', message: day === null ? MSG.required(label) : MSG.invalidDate });
      return z.NEVER;
    }
    return day;
  });

/** An optional calendar date: empty is null. */
export const ZOptionalDateField = z
  .union([z.string(), z.null()], { error: MSG.invalidDate })
  .optional()
  .transform((raw, ctx): string | null => {
    const day = parseDate(raw);
    if (day === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidDate });
      return z.NEVER;
    }
    return day;
  });

export const ZWorkStatusField = z.enum(WORK_STATUSES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MSG.required('Status') : MSG.chooseStatus,
});

/**
 * A charge of 0 or more with at most 2 decimals, normalised to two decimals ("150" -> "150.00") so it reaches the
 * database as an exact decimal. Returns the amount, or the message that says what is wrong with it.
 */
export function parseCharge(value: string): { amount: string } | { message: string } {
  return parseMoney(value, {
    minimum: 'zero',
    messages: {
      notNumber: MSG.chargeNotNumber,
      format: MSG.chargeFormat,
      belowMinimum: MSG.chargeNotNegative,
      tooLarge: MSG.chargeTooLarge,
    },
  });
}

/** An optional charge: empty is 0.00. */
export const ZCharge = z
  .union([z.string(), z.number(), z.null()], { error: MSG.chargeFormat })
  .optional()
  .transform((raw, ctx): string => {
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!value) return '0.00';
    const parsed = parseCharge(value);
    if ('message' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.amount;
  });

/** What a document prints of its party (a customer, a supplier) beside the name. */
export const ZPartyDetails = z.object({
  address: z.string().nullable(),
  /** City, state and PIN code as a tax invoice prints them under the address ("Pune, Maharashtra 411001"). */
  location: z.string().nullable(),
  /** The party's tax registration (GSTIN), printed on its documents. */
  tax_number: z.string().nullable(),
});
