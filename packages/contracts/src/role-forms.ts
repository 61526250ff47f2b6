import { z } from 'zod';
import { MSG } from './messages';
import { parseOptionalId } from './common';
import { WORK_STATUSES } from './enums';
import { isCalendarDate } from './calendar-date';
import { parseCharge } from './work-fields';

/**
 * The forms of complaints and tasks, whose fields depend on who fills them in: the field parsers, and the field
 * rights (who may set which field, who must fill which). Not exported from the package: complaint.ts and task.ts
 * are the modules' contracts.
 *
 * Form data sends strings, JSON numbers or null. A field left out (undefined) keeps the stored value on an edit;
 * an empty one ('' or null) clears it, which a required field answers with "<Label> is required!".
 */
const ZFormValue = (invalid: string) =>
  z.union([z.string(), z.number(), z.null()], { error: invalid }).optional();

const emptyToNull = (raw: string | number | null) => {
  const value = raw === null ? '' : String(raw).trim();
  return value ? value : null;
};

/** The id of a record chosen in a select (customer, employee, product, type ...); `invalid` names it. */
export const ZRecordRef = (invalid: string) =>
  ZFormValue(invalid).transform((raw, ctx): number | null | undefined => {
    if (raw === undefined) return undefined;
    const id = parseOptionalId(raw);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return id;
  });

export const ZFormText = (max: number) =>
  ZFormValue(MSG.invalidInput).transform((raw, ctx): string | null | undefined => {
    if (raw === undefined) return undefined;
    const value = emptyToNull(raw);
    if (value !== null && value.length > max) {
      ctx.addIssue({ code: 'custom', message: MSG.maxChars(max) });
      return z.NEVER;
    }
    return value;
  });

/** A calendar date, YYYY-MM-DD. */
export const ZFormDate = ZFormValue(MSG.invalidDate).transform((raw, ctx): string | null | undefined => {
  if (raw === undefined) return undefined;
  const value = emptyToNull(raw);
  if (value === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) {
    ctx.addIssue({ code: 'custom', message: MSG.invalidDate });
    return z.NEVER;
  }
  return value;
});

/** A charge of 0 or more, normalised to two decimals ("150" -> "150.00"), so stored and sent amounts compare as text. */
export const ZFormCharge = ZFormValue(MSG.chargeFormat).transform((raw, ctx): string | null | undefined => {
  if (raw === undefined) return undefined;
  const value = emptyToNull(raw);
  if (value === null) return null;
  const parsed = parseCharge(value);
  if ('message' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.amount;
});

/** One of a list of values (an enum's); empty means "not sent", anything else answers `message`. */
export const ZFormChoice = <const T extends string>(values: readonly T[], message: string) =>
  ZFormValue(message).transform((raw, ctx): T | undefined => {
    if (raw === undefined) return undefined;
    const value = emptyToNull(raw);
    if (value === null) return undefined;
    const choice = values.find((s) => s === value);
    if (!choice) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return choice;
  });

/** open | pending | progress | closed; empty means "not sent". */
export const ZFormStatus = ZFormChoice(WORK_STATUSES, MSG.chooseStatus);

/** A yes-or-no box: true/false, "true"/"false" or "1"/"0" as a form sends it; empty means "not sent". */
export const ZFormFlag = z
  .union([z.boolean(), z.string(), z.number(), z.null()], { error: MSG.invalidInput })
  .optional()
  .transform((raw, ctx): boolean | null | undefined => {
    if (raw === undefined) return undefined;
    const value = raw === null ? '' : String(raw).trim();
    if (value === '') return null;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    ctx.addIssue({ code: 'custom', message: MSG.invalidInput });
    return z.NEVER;
  });

export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/** The roles that add and edit complaints and tasks; a supplier has none of these forms. */
export const FORM_ROLES = ['admin', 'employee', 'customer'] as const;
export type TFormRole = (typeof FORM_ROLES)[number];

/**
 * Who may set which field of a form, and which fields a role must fill. A field a role may not set keeps its
 * stored value (on an add: the role's default, e.g. a customer's complaint is its own).
 */
export type TFieldRules<F extends string> = {
  fields: readonly F[];
  editable: Record<TFormRole, { create: readonly F[]; update: readonly F[] }>;
  required: Record<TFormRole, readonly F[]>;
  /** As in "<Label> is required!". */
  labels: Record<F, string>;
  /** As in "You are not allowed to change the <noun>." */
  nouns: Record<F, string>;
};

/** The "<Label> is required!" issues of a form's values, in the form's order (the web checks a form with it too). */
export function requiredIssues<F extends string>(
  rules: TFieldRules<F>,
  role: TFormRole,
  values: Partial<Record<F, unknown>>,
): { path: F; message: string }[] {
  return rules.fields
    .filter((field) => rules.required[role].includes(field))
    .filter((field) => values[field] === undefined || values[field] === null)
    .map((field) => ({ path: field, message: MSG.required(rules.labels[field]) }));
}
