import { ZCreateUserBody, ZUpdateOtherUserBody, ZUpdateProfileBody, type TRoleSlug } from '@amc/contracts';
import type { z } from 'zod';

/**
 * The three user forms: the admin's add (POST /user/store) and edit (POST /user/updateOtherUser) with SPEC's
 * "other forms" bounds, and the profile edit drawer (POST /user/update) with the profile-edit bounds.
 */
export type TUserFormMode = 'create' | 'edit' | 'profile';

export const USER_FORM_SCHEMAS = {
  create: ZCreateUserBody,
  edit: ZUpdateOtherUserBody,
  profile: ZUpdateProfileBody,
} as const;

type TUserFormInput =
  z.input<typeof ZCreateUserBody> | z.input<typeof ZUpdateOtherUserBody> | z.input<typeof ZUpdateProfileBody>;
type TKeysOfUnion<T> = T extends unknown ? keyof T : never;

/** Every plain field of the user forms, named by the contracts; role, id and contacts travel apart. */
export type TUserFieldName = Exclude<TKeysOfUnion<TUserFormInput>, 'role' | 'user_id' | 'customer_contacts'>;

export type TUserSectionId = 'personal' | 'company' | 'bank' | 'account' | 'contacts' | 'image';

export type TUserFormSection = { id: TUserSectionId; fields: TUserFieldName[] };

/** Where each field sits (SPEC section 2, "Profile edit drawer"); the order is the order on screen. */
const SECTION_FIELDS = {
  personal: [
    'first_name',
    'last_name',
    'email',
    'mobile',
    'gender',
    'birth_date',
    'alternate_mobile',
    'designation',
    'address',
    'city',
    'state',
    'pincode',
    'password',
    'password_confirmation',
  ],
  company: ['company_name', 'company_contact_person', 'phone', 'gst', 'tin_no', 'cst_no', 'pan_no'],
  bank: ['account_number', 'bank_name', 'branch_name', 'ifsc_code'],
  // A supplier's own section; a customer whose form has these codes finds them with its bank fields.
  account: ['swift_code', 'branch_code', 'international_bank_code', 'national_bank_code'],
} as const satisfies Record<string, readonly TUserFieldName[]>;

type TObjectSchema = { shape: Record<string, z.ZodType> };

/** The contract's object for one role of one form, or undefined when that form has no such role. */
function roleObject(mode: TUserFormMode, role: TRoleSlug): TObjectSchema | undefined {
  const options = USER_FORM_SCHEMAS[mode].in.options as readonly TObjectSchema[];
  return options.find((option) => {
    const literal = option.shape.role as unknown as { value?: unknown };
    return literal.value === role;
  });
}

/** The roles a form accepts: the profile drawer also edits the admin's own profile, the other forms do not. */
export function hasUserForm(mode: TUserFormMode, role: TRoleSlug): boolean {
  return roleObject(mode, role) !== undefined;
}

/** The fields the contract gives this role in this form: exactly what the form shows and sends. */
export function userFormFields(mode: TUserFormMode, role: TRoleSlug): TUserFieldName[] {
  const shape = roleObject(mode, role)?.shape ?? {};
  return Object.keys(shape).filter(
    (key): key is TUserFieldName => key !== 'role' && key !== 'user_id' && key !== 'customer_contacts',
  );
}

export function hasContactRows(mode: TUserFormMode, role: TRoleSlug): boolean {
  return Boolean(roleObject(mode, role)?.shape.customer_contacts);
}

/** Required by the contract: an empty value fails. The confirmation counts as required when the password is. */
export function isRequiredField(mode: TUserFormMode, role: TRoleSlug, field: TUserFieldName): boolean {
  const shape = roleObject(mode, role)?.shape;
  const name = field === 'password_confirmation' ? 'password' : field;
  const schema = shape?.[name];
  return schema ? !schema.safeParse('').success : false;
}

/**
 * The sections of a role's form with the fields each shows: Personal Information for everyone, Company
 * Information and its collapsible bank fields for customers and suppliers, Account Information for suppliers,
 * Other Contact Information for customers, and the profile image last. An empty section is left out.
 */
export function userFormSections(mode: TUserFormMode, role: TRoleSlug): TUserFormSection[] {
  const present = new Set(userFormFields(mode, role));
  const pick = (fields: readonly TUserFieldName[]) => fields.filter((field) => present.has(field));
  const ownAccountSection = role === 'supplier';
  const sections: TUserFormSection[] = [
    { id: 'personal', fields: pick(SECTION_FIELDS.personal) },
    { id: 'company', fields: pick(SECTION_FIELDS.company) },
    {
      id: 'bank',
      fields: pick(
        ownAccountSection ? SECTION_FIELDS.bank : [...SECTION_FIELDS.bank, ...SECTION_FIELDS.account],
      ),
    },
    { id: 'account', fields: ownAccountSection ? pick(SECTION_FIELDS.account) : [] },
  ];
  const withFields = sections.filter((section) => section.fields.length > 0);
  if (hasContactRows(mode, role)) withFields.push({ id: 'contacts', fields: [] });
  withFields.push({ id: 'image', fields: [] });
  return withFields;
}
