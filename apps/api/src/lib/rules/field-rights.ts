import { FORM_ROLES, MSG, requiredIssues, type TFieldRules, type TFormRole } from '@amc/contracts';
import { AppError, type TIssue } from '../kernel/app-error';
import type { TCaller } from '../kernel/caller';

/** The form a caller fills in (admin, employee or customer); any other role has none of these forms. */
export function formRoleOf(caller: TCaller): TFormRole {
  const role = FORM_ROLES.find((r) => r === caller.role);
  if (!role) throw new AppError('FORBIDDEN');
  return role;
}

/** Values compare as they are; a list (an AMC's products) by its members, in any order. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')
    : a === b;

/**
 * The values a write leaves, by a form's field rights (TFieldRules). `base` is the stored row, or on an add the
 * role's defaults. A field the role may set takes the sent value (on an add an empty one takes the default; on
 * an edit it clears the field). A field it may not set keeps the base value, an empty one counting as not sent;
 * another value is refused with 403, field by field. Missing required fields answer 400, all of them at once.
 * Nothing is written before these checks, so a refused request changes nothing.
 */
export function applyFieldRights<V extends Record<string, unknown>>(
  rules: TFieldRules<keyof V & string>,
  role: TFormRole,
  mode: 'create' | 'update',
  body: Partial<V>,
  base: V,
): V {
  const editable = new Set<string>(rules.editable[role][mode]);
  const locked: TIssue[] = rules.fields
    .filter((field) => !editable.has(field))
    .filter(
      (field) => body[field] !== undefined && body[field] !== null && !sameValue(body[field], base[field]),
    )
    .map((field) => ({ path: field, message: MSG.notAllowedToChange(rules.nouns[field]) }));
  if (locked.length) throw new AppError('FORBIDDEN', locked[0]!.message, locked);

  const values = { ...base };
  for (const field of rules.fields) {
    const sent = body[field];
    if (!editable.has(field) || sent === undefined) continue;
    if (sent === null && mode === 'create') continue;
    values[field] = sent as V[typeof field];
  }
  // On an edit only what was sent is checked: a field left out keeps its stored value.
  const missing = requiredIssues(rules, role, values).filter(
    (issue) => mode === 'create' || body[issue.path] === null,
  );
  if (missing.length) throw new AppError('BAD_INPUT', missing[0]!.message, missing);
  return values;
}

/**
 * applyFieldRights for the forms an edit sends whole (services, AMCs): there a field left empty means "clear it",
 * which the rules read as null, so a field the caller may not set keeps its value and one it may set is cleared.
 * The body schemas demand the required fields, so the values come back complete.
 */
export function applyWholeFormRights<B extends Record<string, unknown>>(
  rules: TFieldRules<keyof B & string>,
  caller: TCaller,
  mode: 'create' | 'update',
  body: B,
  base: { [F in keyof B]: B[F] | null },
): B {
  type TValues = { [F in keyof B]: B[F] | null };
  const sent =
    mode === 'update' ? Object.fromEntries(rules.fields.map((field) => [field, body[field] ?? null])) : body;
  return applyFieldRights<TValues>(rules, formRoleOf(caller), mode, sent as Partial<TValues>, base) as B;
}

/** The fields whose value a write changes. */
export const changedFields = <V extends Record<string, unknown>>(base: V, values: V) =>
  new Set((Object.keys(values) as (keyof V & string)[]).filter((field) => values[field] !== base[field]));
