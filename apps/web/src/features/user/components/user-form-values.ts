import type { TRoleSlug, TUserDetail, ZCustomerContactInput } from '@amc/contracts';
import type { z } from 'zod';
import { hasContactRows, userFormFields, type TUserFieldName, type TUserFormMode } from './user-form-fields';

/** One "Other Contact Information" row as typed: every field a string, even the empty ones. */
export type TContactFormRow = Record<keyof z.input<typeof ZCustomerContactInput>, string>;

/** What a user form holds: the role's own fields only, so the contract checks exactly what will be sent. */
export type TUserFormValues = {
  role: TRoleSlug;
  user_id?: number;
  customer_contacts?: TContactFormRow[];
} & Partial<Record<TUserFieldName, string>>;

export const emptyContactRow = (): TContactFormRow => ({ contact_person: '', mobile: '', designation: '' });

/** A stored field that is also a form field; passwords are never read back. */
function storedValue(user: TUserDetail | null, field: TUserFieldName): string {
  if (!user || !(field in user)) return '';
  const value = user[field as keyof TUserDetail];
  return typeof value === 'string' ? value : '';
}

export function toUserFormValues(
  mode: TUserFormMode,
  role: TRoleSlug,
  user: TUserDetail | null,
): TUserFormValues {
  const values: TUserFormValues = { role };
  if (mode !== 'create' && user) values.user_id = user.id;
  for (const field of userFormFields(mode, role)) values[field] = storedValue(user, field);
  if (hasContactRows(mode, role)) {
    const rows = (user?.customer_contacts ?? []).map((contact) => ({
      contact_person: contact.contact_person,
      mobile: contact.mobile ?? '',
      designation: contact.designation ?? '',
    }));
    // The section always offers one row to fill in; an untouched row is not sent.
    values.customer_contacts = rows.length > 0 ? rows : [emptyContactRow()];
  }
  return values;
}
