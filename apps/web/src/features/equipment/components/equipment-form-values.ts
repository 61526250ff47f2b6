import {
  EQUIPMENT_FIELD_RULES,
  MSG,
  ZCreateEquipmentBody,
  requiredIssues,
  type TCreateEquipmentBody,
  type TCreateEquipmentInput,
  type TEquipment,
  type TEquipmentField,
  type TFormRole,
} from '@amc/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export type TEquipmentFormMode = 'create' | 'update';

/** The fields a role may set in this form (the server refuses a change to any other). */
export const editableEquipmentFields = (
  role: TFormRole,
  mode: TEquipmentFormMode,
): readonly TEquipmentField[] => EQUIPMENT_FIELD_RULES.editable[role][mode];

const idOf = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : null);

/** A new item starts in use; an edit starts from the stored values. */
export function toEquipmentFormValues(equipment: TEquipment | null): TCreateEquipmentInput {
  return {
    customer_id: idOf(equipment?.customer),
    product_id: idOf(equipment?.product),
    serial_no: equipment?.serial_no ?? '',
    site: equipment?.site ?? '',
    location: equipment?.location ?? '',
    install_date: equipment?.install_date ?? '',
    warranty_end: equipment?.warranty_end ?? '',
    status: equipment?.status ?? 'in_use',
    notes: equipment?.notes ?? '',
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The contract's checks of each field (zod4Resolver), then "<Label> is required!" for the role's required fields
 * it may set and the warranty's end after the install, exactly as the server would answer them.
 */
export function equipmentValidator(role: TFormRole, mode: TEquipmentFormMode) {
  const checkFormat = zod4Resolver(ZCreateEquipmentBody, { errorPriority: 'first' });
  const editable = new Set<string>(editableEquipmentFields(role, mode));
  return (values: TCreateEquipmentInput) => {
    const errors: Record<string, string> = { ...checkFormat(values) } as Record<string, string>;
    const filled = Object.fromEntries(
      EQUIPMENT_FIELD_RULES.fields.map((field) => [field, isEmpty(values[field]) ? null : values[field]]),
    );
    for (const issue of requiredIssues(EQUIPMENT_FIELD_RULES, role, filled)) {
      if (editable.has(issue.path) && !errors[issue.path]) errors[issue.path] = issue.message;
    }
    // Both are YYYY-MM-DD, so text order is date order.
    const { install_date: installed, warranty_end: warrantyEnd } = filled;
    if (installed !== null && warrantyEnd !== null && String(warrantyEnd) < String(installed))
      errors.warranty_end ??= MSG.warrantyBeforeInstall;
    return errors;
  };
}

/** The body of a store or an update: the parsed values of the fields the role may set, and nothing else. */
export function toEquipmentBody(
  values: TCreateEquipmentInput,
  role: TFormRole,
  mode: TEquipmentFormMode,
): Partial<TCreateEquipmentBody> {
  const parsed = ZCreateEquipmentBody.parse(values);
  return Object.fromEntries(editableEquipmentFields(role, mode).map((field) => [field, parsed[field]]));
}
