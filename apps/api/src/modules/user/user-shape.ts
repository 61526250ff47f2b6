import type {
  TBusinessRole,
  TCreateUserBody,
  TRoleSlug,
  TUpdateOtherUserBody,
  TUpdateProfileBody,
  TUserDetail,
  TUserListRow,
} from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TCaller } from '../../lib/kernel/caller';
import { ownRowsWhere } from '../../lib/kernel/caller';
import { one, type TJoinedRead } from '../../lib/kernel/joined-rows';
import { fullName } from '../../lib/kernel/person';

/**
 * The row boundary of the users module: admin reaches every user, anyone else only itself, so another's id or
 * e-mail answers 404.
 */
export const ownUserWhere = (caller: TCaller) =>
  ownRowsWhere<Prisma.UserWhereInput>(caller, { employee: 'id', customer: 'id', supplier: 'id' });

/** YYYY-MM-DD of a DATE column (stored at UTC midnight). */
export const calendarDate = (date: Date) => date.toISOString().slice(0, 10);
export const nullableDate = (date: Date | null) => (date ? calendarDate(date) : null);

/** Form field -> column. A form's parsed body holds exactly the fields its role's form has. */
export const USER_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  gender: 'gender',
  birth_date: 'birthDate',
  address: 'address',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
  mobile: 'mobile',
  alternate_mobile: 'alternateMobile',
  designation: 'designation',
  email: 'email',
  company_name: 'companyName',
  company_contact_person: 'companyContactPerson',
  account_number: 'accountNumber',
  bank_name: 'bankName',
  branch_name: 'branchName',
  swift_code: 'swiftCode',
  branch_code: 'branchCode',
  international_bank_code: 'internationalBankCode',
  national_bank_code: 'nationalBankCode',
  gst: 'gst',
  ifsc_code: 'ifscCode',
  tin_no: 'tinNo',
  cst_no: 'cstNo',
  pan_no: 'panNo',
  phone: 'phone',
} as const satisfies Record<string, keyof Prisma.UserUncheckedCreateInput>;

/** A parsed user form: the admin's add or edit form, or the profile edit drawer. */
export type TUserForm = TCreateUserBody | TUpdateOtherUserBody | TUpdateProfileBody;

type TColumnData = {
  -readonly [K in (typeof USER_COLUMNS)[keyof typeof USER_COLUMNS]]?: Prisma.UserUncheckedCreateInput[K];
};

/**
 * The columns a form sets: every field of the role's form, an empty optional one as NULL (so an edit can clear
 * it); fields the form does not have (a customer's bank name in its profile drawer) stay as they are.
 */
export function userColumns(body: TUserForm): TColumnData {
  const data: Record<string, unknown> = {};
  const fields = body as Record<string, unknown>;
  for (const [field, column] of Object.entries(USER_COLUMNS)) {
    if (!(field in fields)) continue;
    const value = fields[field];
    data[column] =
      field === 'birth_date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  }
  return data as TColumnData;
}

/** The contacts a customer's form sent, as rows in the order given. */
export function contactRows(body: TUserForm) {
  if (body.role !== 'customer') return null;
  return body.customer_contacts.map((c, index) => ({
    contactPerson: c.contact_person,
    mobile: c.mobile,
    designation: c.designation,
    sortOrder: index,
  }));
}

export const userDetailInclude = {
  role: { select: { slug: true, name: true } },
  customerContacts: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.UserInclude;

export type TUserDetailRow = Prisma.UserGetPayload<{ include: typeof userDetailInclude }>;

export function toUserDetail(row: TUserDetailRow): TUserDetail {
  return {
    id: row.id,
    unique_identity: row.uniqueIdentity,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row),
    gender: row.gender,
    birth_date: nullableDate(row.birthDate),
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country_code: row.countryCode,
    mobile: row.mobile,
    alternate_mobile: row.alternateMobile,
    designation: row.designation,
    email: row.email,
    role_name: row.role.slug as TRoleSlug,
    profile: row.profileImage,
    company_name: row.companyName,
    company_contact_person: row.companyContactPerson,
    account_number: row.accountNumber,
    bank_name: row.bankName,
    branch_name: row.branchName,
    swift_code: row.swiftCode,
    branch_code: row.branchCode,
    international_bank_code: row.internationalBankCode,
    national_bank_code: row.nationalBankCode,
    gst: row.gst,
    ifsc_code: row.ifscCode,
    tin_no: row.tinNo,
    cst_no: row.cstNo,
    pan_no: row.panNo,
    phone: row.phone,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    customer_contacts: row.customerContacts.map((c) => ({
      id: c.id,
      contact_person: c.contactPerson,
      mobile: c.mobile,
      designation: c.designation,
    })),
  };
}

export const userListInclude = { role: { select: { slug: true } } } as const satisfies Prisma.UserInclude;
export type TUserListSource = Prisma.UserGetPayload<{ include: typeof userListInclude }>;
/** userListInclude as the list reads it: the role joined, one statement. */
export const USER_LIST_READ: TJoinedRead = {
  table: 'users',
  booleans: ['isActive'],
  one: { role: one('roles', { key: 'roleId' }, ['slug']) },
};

export function toUserListRow(row: TUserListSource): TUserListRow {
  return {
    id: row.id,
    unique_identity: row.uniqueIdentity,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row),
    email: row.email,
    mobile: row.mobile,
    role_name: row.role.slug as TBusinessRole,
    company_name: row.companyName,
    city: row.city,
    gender: row.gender,
    profile: row.profileImage,
    created_at: row.createdAt.toISOString(),
  };
}
