import { userFormFields, type TUserFormMode } from '../components/user-form-fields';
import type { TContactFormRow, TUserFormValues } from '../components/user-form-values';

/** What a user form submits: its values and the newly chosen image, if any. */
export type TUserFormVariables = { values: TUserFormValues; profile: File | null };

const CONTACT_FIELDS = [
  ['contact_person', 'contact_person'],
  ['mobile', 'contact_mobile'],
  ['designation', 'contact_designation'],
] as const satisfies readonly (readonly [keyof TContactFormRow, string])[];

const isBlankRow = (row: TContactFormRow) => CONTACT_FIELDS.every(([field]) => !row[field].trim());

/**
 * The form positions of the contact rows that are sent: wholly empty rows are skipped (SPEC section 7), so the
 * n-th row the server sees is the form's row at this list's n-th entry.
 */
export function sentContactRows(values: TUserFormValues): number[] {
  return (values.customer_contacts ?? []).flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
}

/** SPEC section 7: the profile edit sends the birth date as "YYYY-MM-DD HH:mm:ss". */
const toProfileBirthDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date} 00:00:00` : date);

/**
 * The multipart body of POST /user/store, /user/updateOtherUser and /user/update: the role's fields (an empty
 * optional one clears the stored value), the password pair only when a password was typed, a customer's other
 * contacts as contact_person[i], contact_mobile[i] and contact_designation[i], and the image as `profile`.
 */
export function toUserFormData(
  values: TUserFormValues,
  { mode, profile }: { mode: TUserFormMode; profile?: File | null },
): FormData {
  const body = new FormData();
  body.append('role', values.role);
  if (mode !== 'create' && values.user_id !== undefined) body.append('user_id', String(values.user_id));
  const password = values.password ?? '';
  for (const field of userFormFields(mode, values.role)) {
    if (field === 'password' || field === 'password_confirmation') continue;
    const value = values[field] ?? '';
    body.append(field, field === 'birth_date' && mode === 'profile' ? toProfileBirthDate(value) : value);
  }
  if (password) {
    body.append('password', password);
    body.append('password_confirmation', values.password_confirmation ?? '');
  }
  const rows = values.customer_contacts ?? [];
  sentContactRows(values).forEach((formIndex, sent) => {
    const row = rows[formIndex]!;
    for (const [field, name] of CONTACT_FIELDS) body.append(`${name}[${sent}]`, row[field].trim());
  });
  if (profile) body.append('profile', profile);
  return body;
}
