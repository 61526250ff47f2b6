import {
  COMPLAINT_FIELD_RULES,
  MSG,
  ZCreateComplaintBody,
  requiredIssues,
  type TComplaint,
  type TComplaintField,
  type TCreateComplaintBody,
  type TCreateComplaintInput,
  type TEquipment,
  type TFormRole,
} from '@amc/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { businessToday } from '../../../lib/business-today';

export type TComplaintFormMode = 'create' | 'update';

/** The fields a role may set in this form (the server refuses a change to any other). */
export const editableComplaintFields = (
  role: TFormRole,
  mode: TComplaintFormMode,
): readonly TComplaintField[] => COMPLAINT_FIELD_RULES.editable[role][mode];

const idOf = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : null);

/**
 * A new complaint starts today and open, on `item`, its product and its customer when it is opened on one; an edit starts from
 * the stored values. A new one's `chargeable` stays null (undecided) until someone ticks or clears it: then the
 * server decides from its item's cover.
 */
export function toComplaintFormValues(
  complaint: TComplaint | null,
  item?: TEquipment | null,
): TCreateComplaintInput {
  const startItem = complaint ? null : item;
  return {
    customer_id: idOf(complaint?.customer ?? startItem?.customer),
    product_id: idOf(complaint?.product ?? startItem?.product),
    equipment_id: idOf(complaint?.equipment ?? startItem),
    chargeable: complaint ? complaint.chargeable : null,
    date: complaint?.date ?? businessToday(),
    type_id: idOf(complaint?.complaint_type),
    description: complaint?.description ?? '',
    assigned_to_id: idOf(complaint?.assign_to),
    charge: complaint ? complaint.charge : '',
    status: complaint?.status ?? 'open',
    resolution_note: complaint?.resolution_note ?? '',
    priority: complaint?.priority ?? 'normal',
  };
}

/**
 * An employee resolves a complaint by closing it with a note of what was done (the server answers the same when
 * the note is missing); the admin may close without one.
 */
export const needsResolutionNote = (role: TFormRole, status: unknown) =>
  role === 'employee' && status === 'closed';

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The contract's checks of each field (zod4Resolver), then "<Label> is required!" for the role's required fields
 * it may set, exactly as the server would answer them (COMPLAINT_FIELD_RULES).
 */
export function complaintValidator(role: TFormRole, mode: TComplaintFormMode) {
  const checkFormat = zod4Resolver(ZCreateComplaintBody, { errorPriority: 'first' });
  const editable = new Set<string>(editableComplaintFields(role, mode));
  return (values: TCreateComplaintInput) => {
    const errors: Record<string, string> = { ...checkFormat(values) } as Record<string, string>;
    const filled = Object.fromEntries(
      COMPLAINT_FIELD_RULES.fields.map((field) => [field, isEmpty(values[field]) ? null : values[field]]),
    );
    for (const issue of requiredIssues(COMPLAINT_FIELD_RULES, role, filled)) {
      if (editable.has(issue.path) && !errors[issue.path]) errors[issue.path] = issue.message;
    }
    if (needsResolutionNote(role, values.status) && filled.resolution_note === null)
      errors.resolution_note ??= MSG.required(COMPLAINT_FIELD_RULES.labels.resolution_note);
    return errors;
  };
}

/** The body of a store or an update: the parsed values of the fields the role may set, and nothing else. */
export function toComplaintBody(
  values: TCreateComplaintInput,
  role: TFormRole,
  mode: TComplaintFormMode,
): Partial<TCreateComplaintBody> {
  const parsed = ZCreateComplaintBody.parse(values);
  return Object.fromEntries(editableComplaintFields(role, mode).map((field) => [field, parsed[field]]));
}
