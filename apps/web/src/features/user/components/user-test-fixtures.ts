import type { TUserDetail, TUserFullProfile } from '@amc/contracts';

/** A stored user as the API answers it; tests override what they look at. */
export function makeUserDetail(overrides: Partial<TUserDetail> = {}): TUserDetail {
  return {
    id: 7,
    unique_identity: 'CUS-00007',
    first_name: 'Meera',
    last_name: 'Shah',
    full_name: 'Meera Shah',
    gender: 'female',
    birth_date: '1990-08-15',
    address: '12 Park Street',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country_code: '+91',
    mobile: '9876543210',
    alternate_mobile: null,
    designation: null,
    email: 'meera@example.com',
    role_name: 'customer',
    profile: null,
    company_name: 'Shah Traders',
    company_contact_person: 'Meera Shah',
    account_number: '123456789',
    bank_name: 'State Bank',
    branch_name: 'Camp',
    swift_code: null,
    branch_code: null,
    international_bank_code: null,
    national_bank_code: null,
    gst: null,
    ifsc_code: 'SBIN0005943',
    tin_no: null,
    cst_no: null,
    pan_no: 'ABCTY1234D',
    phone: null,
    is_active: true,
    created_at: '2024-05-01T10:00:00.000Z',
    customer_contacts: [
      { id: 1, contact_person: 'Ravi Kumar', mobile: '9123456780', designation: 'Manager' },
    ],
    ...overrides,
  };
}

export function makeFullProfile(overrides: Partial<TUserFullProfile> = {}): TUserFullProfile {
  return { ...makeUserDetail(), sale: [], quotation: [], complaint: [], services: [], ...overrides };
}
