/** Complete "other forms" fields of SPEC section 5 (the admin's add user form), as a browser sends them. */
export function customerForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    role: 'customer',
    first_name: 'Priya',
    last_name: 'Sharma',
    gender: 'female',
    birth_date: '1990-02-03',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    mobile: '9876543210',
    email: 'priya@example.com',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    company_name: 'Sharma Textiles',
    company_contact_person: 'Priya Sharma',
    ...overrides,
  };
}

export function employeeForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    role: 'employee',
    first_name: 'Ravi',
    last_name: 'Kumar',
    gender: 'male',
    birth_date: '1988-07-15',
    address: '4 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    mobile: '9822012345',
    email: 'ravi@example.com',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    ...overrides,
  };
}

export function supplierForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    role: 'supplier',
    first_name: 'Manoj',
    last_name: 'Agarwal',
    gender: 'male',
    birth_date: '1975-01-20',
    address: '8 LBS Marg',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400070',
    mobile: '9833098330',
    email: 'manoj@example.com',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    company_name: 'Agarwal Cooling Supplies',
    company_contact_person: 'Manoj Agarwal',
    ...overrides,
  };
}
