/** Someone a journey adds: a name (letters only, SPEC section 5) and an address of the run's own. */
export type TWho = { first: string; last: string; email: string };

/** The password every person a journey adds signs in with. */
export const E2E_PASSWORD = 'Secret123';

/** A fresh mobile number, so two people of one run never share one. */
const mobile = () => `9${String(Date.now()).slice(-9)}`;

/**
 * POST /api/user/store's body for a customer or employee of a journey: a Pune address and the shared password; a
 * customer also gets its company (`company`, else "<last name> and Co").
 */
export const personBody = (role: 'customer' | 'employee', who: TWho, company?: string) => ({
  role,
  first_name: who.first,
  last_name: who.last,
  gender: 'female',
  birth_date: '1988-03-14',
  address: '14 Prabhat Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  mobile: mobile(),
  email: who.email,
  password: E2E_PASSWORD,
  password_confirmation: E2E_PASSWORD,
  ...(role === 'customer'
    ? { company_name: company ?? `${who.last} and Co`, company_contact_person: who.first }
    : {}),
});
