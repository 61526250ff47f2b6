import { z } from 'zod';
import { MSG } from './messages';
import { LANGUAGE_CODES } from './languages';
import { ZId, ZListQuery } from './common';
import { BUSINESS_ROLES, ZBusinessRole, ZGender, ZRoleSlug } from './enums';
import {
  accountShape,
  bankShape,
  changePasswordFields,
  companyShape,
  newPasswordFields,
  personShape,
  withConfirmedPassword,
  ZCustomerContactsInput,
  ZRoleRequired,
  ZUserId,
} from './user-fields';

export { MAX_CUSTOMER_CONTACTS, ZCustomerContactInput } from './user-fields';

/** SPEC section 5: the profile image is a jpg, jpeg, gif or png (checked by content) of at most 2,048,000 bytes. */
export const PROFILE_IMAGE_MAX_BYTES = 2_048_000;
/** The user pickers of the other modules offer at most this many; `search` narrows them. */
export const USER_DROPDOWN_LIMIT = 1000;

export const USER_SORT_COLUMNS = [
  'unique_identity',
  'first_name',
  'email',
  'role',
  'city',
  'created_at',
] as const;
export type TUserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const USER_FILTERS = ['role'] as const;
export type TUserFilter = (typeof USER_FILTERS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/**
 * The rules of each user field an imported file can fill (issue 26): the profile edit's, the loosest every stored
 * user meets, so a list's export always imports back. Required or not is the importer's to say.
 */
export const USER_IMPORT_RULES = { ...personShape('profile'), ...companyShape, ...bankShape };

/** The "other forms" of SPEC section 5 by role: the admin's add and edit user forms. */
const otherFormVariants = <
  P extends typeof newPasswordFields | typeof changePasswordFields,
  E extends z.ZodRawShape,
>(
  passwordFields: P,
  extra: E,
) =>
  [
    z.object({ role: z.literal('employee'), ...extra, ...personShape('other'), ...passwordFields }),
    z.object({
      role: z.literal('customer'),
      ...extra,
      ...personShape('other'),
      ...companyShape,
      ...bankShape,
      customer_contacts: ZCustomerContactsInput,
      ...passwordFields,
    }),
    z.object({
      role: z.literal('supplier'),
      ...extra,
      ...personShape('other'),
      ...companyShape,
      ...bankShape,
      ...passwordFields,
    }),
  ] as const;

/**
 * POST /api/user/store (multipart or JSON; the profile image is the `profile` file field). Contacts come as
 * `customer_contacts: [{ contact_person, mobile, designation }]`; the multipart form's contact_person[i],
 * contact_mobile[i] and contact_designation[i] are folded into it before validation.
 */
export const ZCreateUserBody = withConfirmedPassword(
  z.discriminatedUnion('role', otherFormVariants(newPasswordFields, {}), ZRoleRequired),
);
export type TCreateUserBody = z.output<typeof ZCreateUserBody>;
export type TCreateUserInput = z.input<typeof ZCreateUserBody>;

/** POST /api/user/updateOtherUser: the admin's edit form; the password is optional, contacts are replaced as sent. */
export const ZUpdateOtherUserBody = withConfirmedPassword(
  z.discriminatedUnion('role', otherFormVariants(changePasswordFields, ZUserId), ZRoleRequired),
);
export type TUpdateOtherUserBody = z.output<typeof ZUpdateOtherUserBody>;

/**
 * POST /api/user/update: the profile edit drawer (SPEC sections 2, 5 and 7), with the profile-edit bounds. The role
 * is read-only and the e-mail cannot be changed here; a customer also edits its other contacts.
 */
export const ZUpdateProfileBody = withConfirmedPassword(
  z.discriminatedUnion(
    'role',
    [
      z.object({ role: z.literal('admin'), ...ZUserId, ...personShape('profile'), ...changePasswordFields }),
      z.object({
        role: z.literal('employee'),
        ...ZUserId,
        ...personShape('profile'),
        ...changePasswordFields,
      }),
      z.object({
        role: z.literal('customer'),
        ...ZUserId,
        ...personShape('profile'),
        ...companyShape,
        ...accountShape,
        customer_contacts: ZCustomerContactsInput,
        ...changePasswordFields,
      }),
      z.object({
        role: z.literal('supplier'),
        ...ZUserId,
        ...personShape('profile'),
        ...companyShape,
        ...bankShape,
        ...changePasswordFields,
      }),
    ],
    ZRoleRequired,
  ),
);
export type TUpdateProfileBody = z.output<typeof ZUpdateProfileBody>;

/**
 * GET /api/user/list: search is a prefix of the first or last name, e-mail, unique identity, mobile or company;
 * filters.role = employee | customer | supplier; CSV export as userData.csv.
 */
export const ZListUsersQuery = ZListQuery;
export type TListUsersQuery = z.infer<typeof ZListUsersQuery>;

/** POST /api/user/dropdownByRole { role } and GET /api/user/dropdownByRole?role=: the pickers of other modules. */
export const ZUserDropdownQuery = z.object({
  role: z.enum(BUSINESS_ROLES, ZRoleRequired),
  search: z.string().trim().max(100).optional(),
});
export type TUserDropdownQuery = z.infer<typeof ZUserDropdownQuery>;

/** POST /api/user/fullprofile { email }. */
export const ZFullProfileBody = z.object({
  email: z
    .string({ error: MSG.required('Email') })
    .trim()
    .toLowerCase()
    .min(1, MSG.required('Email'))
    .max(191)
    .email(MSG.invalidEmail),
});
export type TFullProfileBody = z.infer<typeof ZFullProfileBody>;

export const ZDeleteUserBody = z.object({ id: ZId });
export const ZDeleteUsersBody = z.object({ ids: z.array(ZId).min(1).max(1000) });
export type TDeleteUsersBody = z.infer<typeof ZDeleteUsersBody>;
/** What a delete answers: the ids that are gone. */
export const ZDeletedUsers = z.object({ ids: z.array(z.number().int()) });

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

/** One row of the users table. */
export const ZUserListRow = z.object({
  id: z.number().int(),
  unique_identity: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role_name: ZBusinessRole,
  company_name: z.string().nullable(),
  city: z.string().nullable(),
  gender: ZGender.nullable(),
  profile: z.string().nullable(),
  created_at: z.string(),
});
export type TUserListRow = z.infer<typeof ZUserListRow>;

export const ZCustomerContact = z.object({
  id: z.number().int(),
  contact_person: z.string(),
  mobile: z.string().nullable(),
  designation: z.string().nullable(),
});
export type TCustomerContact = z.infer<typeof ZCustomerContact>;

const nullableText = z.string().nullable();

/** Every User field of SPEC section 3, by its snake_case name. */
export const ZUserDetail = z.object({
  id: z.number().int(),
  unique_identity: nullableText,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  gender: ZGender.nullable(),
  birth_date: nullableText,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  pincode: nullableText,
  country_code: nullableText,
  mobile: nullableText,
  alternate_mobile: nullableText,
  designation: nullableText,
  email: z.string(),
  role_name: ZRoleSlug,
  profile: nullableText,
  company_name: nullableText,
  company_contact_person: nullableText,
  account_number: nullableText,
  bank_name: nullableText,
  branch_name: nullableText,
  swift_code: nullableText,
  branch_code: nullableText,
  international_bank_code: nullableText,
  national_bank_code: nullableText,
  gst: nullableText,
  ifsc_code: nullableText,
  tin_no: nullableText,
  cst_no: nullableText,
  pan_no: nullableText,
  phone: nullableText,
  is_active: z.boolean(),
  created_at: z.string(),
  customer_contacts: z.array(ZCustomerContact),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const ZUserOption = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  unique_identity: z.string().nullable(),
});
export type TUserOption = z.infer<typeof ZUserOption>;

const ZPersonRef = z.object({ id: z.number().int(), full_name: z.string() });

/** The profile tabs of SPEC section 2; calendar dates as YYYY-MM-DD, money and percentages as decimal strings. */
export const ZProfileSale = z.object({
  id: z.number().int(),
  sale_no: z.string(),
  customer: ZPersonRef.extend({ address: nullableText }),
  date: z.string(),
  billing_address: z.string(),
  status: z.string(),
  discount: z.string(),
  total: z.string(),
});
export type TProfileSale = z.infer<typeof ZProfileSale>;

export const ZProfileQuotation = z.object({
  id: z.number().int(),
  quotation_no: z.string(),
  customer: ZPersonRef.extend({ email: z.string() }),
  products: z.array(z.object({ product_name: z.string(), amount: z.string() })),
  gross_total: z.string(),
  date: z.string(),
  status: z.string(),
});
export type TProfileQuotation = z.infer<typeof ZProfileQuotation>;

export const ZProfileComplaint = z.object({
  id: z.number().int(),
  complaint_no: z.string(),
  customer: ZPersonRef,
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  date: z.string(),
  complaint_type: nullableText,
  assign_to: ZPersonRef.nullable(),
  status: z.string(),
});
export type TProfileComplaint = z.infer<typeof ZProfileComplaint>;

export const ZProfilePurchase = z.object({
  id: z.number().int(),
  purchase_no: z.string(),
  supplier: ZPersonRef.extend({ address: nullableText }),
  date: z.string(),
  billing_address: z.string(),
  status: z.string(),
});
export type TProfilePurchase = z.infer<typeof ZProfilePurchase>;

export const ZProfileService = z.object({
  id: z.number().int(),
  service_no: z.string(),
  service_date: z.string(),
  service_title: z.string(),
  service_label: nullableText,
  status: z.string(),
  customer: ZPersonRef.nullable(),
  assignTo: ZPersonRef.nullable(),
  amc: z.object({ id: z.number().int(), amc_no: z.string(), customer: ZPersonRef }).nullable(),
});
export type TProfileService = z.infer<typeof ZProfileService>;

/**
 * POST /api/user/fullprofile: the profile with the lists of its tabs (the newest 10 of each; services: the next
 * 10 still to come). A list the caller has no view right for is left out.
 */
export const ZUserFullProfile = ZUserDetail.extend({
  sale: z.array(ZProfileSale).optional(),
  quotation: z.array(ZProfileQuotation).optional(),
  complaint: z.array(ZProfileComplaint).optional(),
  services: z.array(ZProfileService).optional(),
  purchase: z.array(ZProfilePurchase).optional(),
  /** Whether the user signs in with a second step: told to the user itself and to admins (who may reset it). */
  two_factor: z.boolean().optional(),
});
export type TUserFullProfile = z.infer<typeof ZUserFullProfile>;

/**
 * POST /api/user/language: the signed-in user's interface language, kept so that what the server makes for it
 * (its visit reports, later its mails) speaks the same language. Any of the picker's languages.
 */
export const ZSetLanguageBody = z.object({
  language: z.enum(LANGUAGE_CODES, { error: MSG.unknownLanguage }),
});
export type TSetLanguageBody = z.infer<typeof ZSetLanguageBody>;
export const ZUserLanguage = z.object({ language: z.string() });
