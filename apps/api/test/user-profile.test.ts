import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/kernel/password';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { PNG_1X1 } from './helpers/fixtures';
import { customerForm, employeeForm, supplierForm } from './helpers/user-forms';

type TFile = { filename: string; data: Buffer; type?: string };
type TCreated = { id: number; email: string; unique_identity: string };

/** The profile edit drawer's fields of a user, as SPEC section 7 says the web app sends them. */
function profileForm(
  user: TCreated,
  role: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const base = {
    user_id: String(user.id),
    role,
    first_name: 'Priya',
    last_name: 'Sharma',
    gender: 'female',
    birth_date: '1990-02-03 00:00:00',
    address: '14 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    mobile: '9876543210',
    email: user.email,
  };
  const company = { company_name: 'Sharma Textiles', company_contact_person: 'Priya Sharma' };
  return { ...base, ...(role === 'customer' || role === 'supplier' ? company : {}), ...overrides };
}

describe('users: the profile edit drawer', () => {
  let t: TInstalledApp;
  let customer: TCreated;
  let other: TCreated;
  let employee: TCreated;
  let supplier: TCreated;
  let customerToken: string;
  let employeeToken: string;
  let supplierToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    const add = async (payload: Record<string, unknown>): Promise<TCreated> => {
      const response = await t.as(t.adminToken, { method: 'POST', url: '/api/user/store', payload });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json().data;
    };
    customer = await add({
      ...customerForm({ bank_name: 'HDFC Bank', account_number: '1111222233', swift_code: 'HDFCINBB' }),
      customer_contacts: [{ contact_person: 'Old contact', mobile: '9000000001', designation: 'Owner' }],
    });
    other = await add(customerForm({ first_name: 'Arjun', last_name: 'Mehta', email: 'arjun@example.com' }));
    employee = await add(employeeForm());
    supplier = await add(supplierForm());
    customerToken = await signIn(t.app, customer.email, 'Secret123');
    employeeToken = await signIn(t.app, employee.email, 'Secret123');
    supplierToken = await signIn(t.app, supplier.email, 'Secret123');
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const edit = (fields: Record<string, string>, token: string | null, files: Record<string, TFile> = {}) =>
    t.as(token, { method: 'POST', url: '/api/user/update', ...multipart(fields, files) });
  const snapshot = async () => ({
    users: await prisma().user.findMany({ orderBy: { id: 'asc' }, include: { customerContacts: true } }),
    uploads: await prisma().fileUpload.count(),
  });

  describe('POST /user/update', () => {
    it('lets a customer edit its own profile with the drawer’s bounds; fields the drawer lacks stay', async () => {
      const response = await edit(
        profileForm(customer, 'customer', {
          mobile: '123456',
          pincode: '1234567890',
          birth_date: '1991-04-05 00:00:00',
          account_number: '999988887777',
          ifsc_code: 'HDFC0001234',
          'contact_person[0]': 'New contact',
          'contact_mobile[0]': '9123456789',
          'contact_designation[0]': 'Manager',
          'contact_person[1]': '',
          'contact_mobile[1]': '',
          'contact_designation[1]': '',
        }),
        customerToken,
        { profile: { filename: 'me.png', data: PNG_1X1, type: 'image/png' } },
      );
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('Profile updated successfully.');
      expect(data).toMatchObject({
        id: customer.id,
        address: '14 MG Road',
        mobile: '123456',
        pincode: '1234567890',
        birth_date: '1991-04-05',
        account_number: '999988887777',
        ifsc_code: 'HDFC0001234',
        bank_name: 'HDFC Bank',
        swift_code: 'HDFCINBB',
        email: customer.email,
        role_name: 'customer',
      });
      expect(data.profile).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
      expect(data.customer_contacts).toEqual([
        {
          id: expect.any(Number),
          contact_person: 'New contact',
          mobile: '9123456789',
          designation: 'Manager',
        },
      ]);
      // No password given: the session goes on.
      expect((await t.as(customerToken, { url: '/api/user/profile' })).statusCode).toBe(200);
    });

    it('lets an employee and a supplier edit theirs, and the admin its own', async () => {
      const byEmployee = await edit(
        profileForm(employee, 'employee', { first_name: 'Ravi', last_name: 'Kumar_Jr', gender: 'male' }),
        employeeToken,
      );
      expect(byEmployee.statusCode).toBe(200);
      expect(byEmployee.json().data).toMatchObject({ full_name: 'Ravi Kumar_Jr', company_name: null });
      const bySupplier = await edit(
        profileForm(supplier, 'supplier', {
          first_name: 'Manoj',
          last_name: 'Agarwal',
          gender: 'male',
          bank_name: 'ICICI Bank',
          gst: '27AAPFU0939F1ZV',
        }),
        supplierToken,
      );
      expect(bySupplier.statusCode).toBe(200);
      expect(bySupplier.json().data).toMatchObject({
        bank_name: 'ICICI Bank',
        gst: '27AAPFU0939F1ZV',
        company_name: 'Sharma Textiles',
      });
      const admin = await prisma().user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
      const byAdmin = await edit(
        profileForm({ id: admin.id, email: admin.email, unique_identity: '' }, 'admin', {
          first_name: 'Main',
          last_name: 'Admin',
        }),
        t.adminToken,
      );
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ full_name: 'Main Admin', role_name: 'admin' });
    });

    it.each([
      ['first_name', '', 'First name is required!'],
      ['first_name', 'Pr1ya', 'Should contain only alphabets'],
      ['last_name', '', 'Last name is required!'],
      ['last_name', 'O’Brien', 'Should contain only alphabets'],
      ['gender', '', 'Gender is required!'],
      ['birth_date', '', 'DOB is required!'],
      ['birth_date', '2999-01-01 00:00:00', 'DOB cannot be later than today'],
      ['address', '', 'Address is required!'],
      ['city', '', 'City is required!'],
      ['state', '', 'State is required!'],
      ['pincode', '', 'Pincode is required!'],
      ['pincode', '12345678901', 'Pincode should not be more than 10 digits.'],
      ['pincode', '4110A1', 'Pincode should contain only digits.'],
      ['mobile', '', 'Mobile is required!'],
      ['mobile', '12345', 'Mobile number should be between 6 to 15 digit only.'],
      ['mobile', '1234567890123456', 'Mobile number should be between 6 to 15 digit only.'],
      ['mobile', '+91 98765', 'Mobile number should be between 6 to 15 digit only.'],
      ['email', 'not-an-email', 'Invalid Email address'],
      ['email', '', 'Email is required!'],
      ['password', 'short', 'Password must be 8 character length'],
      ['role', '', 'Role is required!'],
      ['company_name', '', 'Company name is required!'],
      ['company_contact_person', 'P.S.', 'Should contain only alphabets'],
      ['ifsc_code', 'HDFC1234567', 'follow this format: SBIN0005943'],
      ['pan_no', '12345ABCDE', 'follow this format: ABCTY1234D'],
      ['tin_no', 'ABC', 'TIN no should be exactly 11 digits.'],
      ['phone', '12345678901', 'should be 10 digit'],
      ['contact_mobile[0]', '12345', 'mobile number should be 10 digit', 'customer_contacts.0.mobile'],
    ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message, path = field) => {
      const before = await snapshot();
      const response = await edit(
        profileForm(customer, 'customer', { 'contact_person[0]': 'X', [field]: value }),
        customerToken,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a confirmation that does not match, a different e-mail and a different role, changing nothing', async () => {
      const before = await snapshot();
      const mismatch = await edit(
        profileForm(customer, 'customer', { password: 'LongEnough1', password_confirmation: 'LongEnough2' }),
        customerToken,
      );
      expect(mismatch.json().issues).toEqual([
        { path: 'password_confirmation', message: 'Passwords must match' },
      ]);
      const email = await edit(
        profileForm(customer, 'customer', { email: 'new.address@example.com' }),
        customerToken,
      );
      expect(email.statusCode).toBe(400);
      expect(email.json().issues).toEqual([
        { path: 'email', message: 'The email cannot be changed from the profile.' },
      ]);
      const role = await edit(profileForm(customer, 'supplier'), customerToken);
      expect(role.statusCode).toBe(400);
      expect(role.json().issues).toEqual([
        { path: 'role', message: 'The role of a user cannot be changed.' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('answers 404 when a user edits another’s profile; the admin (user_edit) edits anyone', async () => {
      const before = await snapshot();
      const form = profileForm(other, 'customer', { first_name: 'Hacked' });
      expect((await edit(form, customerToken)).statusCode).toBe(404);
      expect((await edit(form, employeeToken)).statusCode).toBe(404);
      expect((await edit(form, null)).statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);
      const byAdmin = await edit(
        profileForm(other, 'customer', { first_name: 'Arjun', last_name: 'Mehta', city: 'Thane' }),
        t.adminToken,
      );
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ id: other.id, city: 'Thane' });
    });

    it('changes the password and ends the user’s older tokens', async () => {
      const form = profileForm(customer, 'customer', {
        password: 'NewSecret9',
        password_confirmation: 'NewSecret9',
        'contact_person[0]': 'New contact',
        'contact_mobile[0]': '9123456789',
        'contact_designation[0]': 'Manager',
      });
      const response = await edit(form, customerToken);
      expect(response.statusCode).toBe(200);
      expect((await t.as(customerToken, { url: '/api/user/profile' })).statusCode).toBe(401);
      const row = await prisma().user.findUniqueOrThrow({ where: { id: customer.id } });
      expect(await verifyPassword(row.passwordHash, 'NewSecret9')).toBe(true);
      customerToken = await signIn(t.app, customer.email, 'NewSecret9');
    });
  });
});
