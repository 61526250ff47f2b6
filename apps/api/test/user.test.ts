import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/kernel/password';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { PNG_1X1 } from './helpers/fixtures';
import { customerForm, employeeForm, supplierForm } from './helpers/user-forms';

type TFile = { filename: string; data: Buffer; type?: string };

describe('users: add', () => {
  let t: TInstalledApp;
  let customerToken: string;
  let employeeToken: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    await createUser(t.app, 'customer', 'c@example.com');
    await createUser(t.app, 'employee', 'e@example.com');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (
    url: string,
    fields: Record<string, string>,
    files: Record<string, TFile> = {},
    token: string | null = t.adminToken,
  ) => t.as(token, { method: 'POST', url, ...multipart(fields, files) });
  const store = (
    fields: Record<string, string>,
    files: Record<string, TFile> = {},
    token: string | null = t.adminToken,
  ) => post('/api/user/store', fields, files, token);

  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    users: await prisma().user.findMany({ orderBy: { id: 'asc' }, include: { customerContacts: true } }),
    counters: await prisma().counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
    mails: await prisma().mailOutbox.count(),
    uploads: await prisma().fileUpload.count(),
  });

  it('adds a customer from the multipart form: identity, contacts (empty rows skipped), image, and a welcome mail without the password', async () => {
    const response = await store(
      customerForm({
        ifsc_code: 'sbin0005943',
        pan_no: 'ABCTY1234D',
        tin_no: '12345678901',
        phone: '0201234567',
        bank_name: 'State Bank of India',
        'contact_person[0]': 'Amit Shah',
        'contact_mobile[0]': '9123456780',
        'contact_designation[0]': 'Manager',
        'contact_person[1]': '',
        'contact_mobile[1]': '',
        'contact_designation[1]': '',
        'contact_person[2]': 'Front desk',
        'contact_mobile[2]': '',
        'contact_designation[2]': '',
      }),
      { profile: { filename: 'me.png', data: PNG_1X1, type: 'image/png' } },
    );
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('User added successfully.');
    expect(data).toMatchObject({
      unique_identity: 'CUS-00001',
      first_name: 'Priya',
      last_name: 'Sharma',
      full_name: 'Priya Sharma',
      email: 'priya@example.com',
      role_name: 'customer',
      gender: 'female',
      birth_date: '1990-02-03',
      pincode: '411001',
      mobile: '9876543210',
      company_name: 'Sharma Textiles',
      company_contact_person: 'Priya Sharma',
      ifsc_code: 'SBIN0005943',
      pan_no: 'ABCTY1234D',
      tin_no: '12345678901',
      cst_no: null,
      phone: '0201234567',
      bank_name: 'State Bank of India',
      is_active: true,
    });
    expect(data.customer_contacts.map(({ id: _id, ...c }: { id: number }) => c)).toEqual([
      { contact_person: 'Amit Shah', mobile: '9123456780', designation: 'Manager' },
      { contact_person: 'Front desk', mobile: null, designation: null },
    ]);
    expect(data.profile).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect(data.password).toBeUndefined();

    const row = await prisma().user.findUniqueOrThrow({
      where: { email: 'priya@example.com' },
      include: { role: true },
    });
    expect(row.role.slug).toBe('customer');
    expect(await verifyPassword(row.passwordHash, 'Secret123')).toBe(true);
    await signIn(t.app, 'priya@example.com', 'Secret123');

    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { event: 'customer_added' } });
    expect(mail.toAddress).toBe('priya@example.com');
    expect(mail.subject).toBe('Welcome to AMC Service Manager');
    expect(mail.html).toContain('Dear Priya,');
    expect(mail.html).toContain('https://amc.example.com/session/signin');
    expect(mail.html).toContain('https://amc.example.com/session/forgot-password');
    expect(mail.html).not.toContain('Secret123');
    expect(mail.text).not.toContain('Secret123');

    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'user', action: 'create', recordId: row.id },
    });
    expect(log.description).toBe('Added customer Priya Sharma (CUS-00001)');
  });

  it('adds an employee from a JSON body with its own mail, and a supplier with none', async () => {
    const mailsBefore = await prisma().mailOutbox.count();
    const employee = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/store',
      payload: employeeForm(),
    });
    expect(employee.statusCode).toBe(200);
    expect(employee.json().data).toMatchObject({
      unique_identity: 'EMP-00001',
      role_name: 'employee',
      company_name: null,
      customer_contacts: [],
    });
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { event: 'employee_added' } });
    expect(mail.toAddress).toBe('ravi@example.com');
    expect(mail.subject).toBe('Your employee account at AMC Service Manager');
    expect(mail.html).toContain('Dear Ravi,');
    expect(mail.html).not.toContain('Secret123');

    const supplier = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/store',
      payload: { ...supplierForm(), gst: '27AAPFU0939F1ZV' },
    });
    expect(supplier.statusCode).toBe(200);
    expect(supplier.json().data).toMatchObject({
      unique_identity: 'SUP-00001',
      role_name: 'supplier',
      gst: '27AAPFU0939F1ZV',
    });
    expect(await prisma().mailOutbox.count()).toBe(mailsBefore + 1);
  });

  it('takes a JSON customer_contacts array, skipping empty rows', async () => {
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/store',
      payload: {
        ...customerForm({ email: 'json@example.com' }),
        customer_contacts: [
          { contact_person: '', mobile: '', designation: '' },
          { contact_person: 'Office', mobile: '9000000001', designation: 'Desk' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customer_contacts).toEqual([
      { id: expect.any(Number), contact_person: 'Office', mobile: '9000000001', designation: 'Desk' },
    ]);
  });

  it.each([
    ['first_name', '', 'First name is required!'],
    ['first_name', 'Priya2', 'Should contain only alphabets'],
    ['last_name', '', 'Last name is required!'],
    ['last_name', 'Sharma-Rao', 'Should contain only alphabets'],
    ['gender', '', 'Gender is required!'],
    ['birth_date', '', 'DOB is required!'],
    ['birth_date', '1990-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['address', '', 'Address is required!'],
    ['city', '', 'City is required!'],
    ['state', '', 'State is required!'],
    ['pincode', '', 'Pincode is required!'],
    ['pincode', '41100', 'Pincode should be 6 digits.'],
    ['pincode', '4110011', 'Pincode should be 6 digits.'],
    ['mobile', '', 'Mobile is required!'],
    ['mobile', '98765', 'mobile number should be 10 digit'],
    ['mobile', '98765432101', 'mobile number should be 10 digit'],
    ['email', '', 'Email is required!'],
    ['email', 'priya.example.com', 'Invalid Email address'],
    ['password', '', 'Password is required!'],
    ['role', '', 'Role is required!'],
    ['role', 'admin', 'Role is required!'],
    ['company_name', '', 'Company name is required!'],
    ['company_name', 'Sharma & Sons', 'Should contain only alphabets'],
    ['company_contact_person', '', 'Company contact person is required!'],
    ['company_contact_person', 'P. Sharma', 'Should contain only alphabets'],
    ['ifsc_code', 'SBIN1005943', 'follow this format: SBIN0005943'],
    ['ifsc_code', 'SBIN000594', 'follow this format: SBIN0005943'],
    ['tin_no', '1234567890', 'TIN no should be exactly 11 digits.'],
    ['tin_no', '1234567890A', 'TIN no should be exactly 11 digits.'],
    ['cst_no', '123456789012', 'CST no should be exactly 11 digits.'],
    ['cst_no', 'AB123456789', 'CST no should be exactly 11 digits.'],
    ['pan_no', 'ABCT12345D', 'follow this format: ABCTY1234D'],
    ['phone', '020123456', 'should be 10 digit'],
    ['alternate_mobile', '12345', 'mobile number should be 10 digit'],
    ['contact_mobile[0]', '91234', 'mobile number should be 10 digit', 'customer_contacts.0.mobile'],
    [
      'contact_designation[0]',
      'Manager',
      'Contact person is required!',
      'customer_contacts.0.contact_person',
    ],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message, path = field) => {
    const before = await snapshot();
    const response = await store(customerForm({ email: 'refused@example.com', [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('checks the password length and the confirmation together with the other fields', async () => {
    const before = await snapshot();
    const short = await store(
      customerForm({ email: 'refused@example.com', password: 'Short1', password_confirmation: 'Short1' }),
    );
    expect(short.json().issues).toEqual([
      { path: 'password', message: 'Password must be 8 character length' },
    ]);
    const mismatch = await store(
      customerForm({ email: 'refused@example.com', city: '', password_confirmation: 'Secret124' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([
      { path: 'city', message: 'City is required!' },
      { path: 'password_confirmation', message: 'Passwords must match' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a birth date later than today, a taken e-mail, and bad images, changing nothing', async () => {
    const before = await snapshot();
    const future = await store(customerForm({ email: 'refused@example.com', birth_date: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([{ path: 'birth_date', message: 'DOB cannot be later than today' }]);

    const taken = await store(customerForm({ email: 'PRIYA@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: true,
      message: 'The email has already been taken.',
      issues: [{ path: 'email', message: 'The email has already been taken.' }],
    });

    const fake = await store(customerForm({ email: 'refused@example.com' }), {
      profile: { filename: 'me.png', data: Buffer.from('#!/bin/sh\necho hi'), type: 'image/png' },
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().issues).toEqual([
      { path: 'profile', message: 'uploaded file has unsupported file format' },
    ]);

    const pdf = await store(customerForm({ email: 'refused@example.com' }), {
      profile: {
        filename: 'me.pdf',
        data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        type: 'application/pdf',
      },
    });
    expect(pdf.statusCode).toBe(415);

    const large = await store(customerForm({ email: 'refused@example.com' }), {
      profile: {
        filename: 'big.png',
        data: Buffer.concat([PNG_1X1, Buffer.alloc(2_048_001 - PNG_1X1.length)]),
        type: 'image/png',
      },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('File size too large, max file size is 2.048 Mb');
    expect(await snapshot()).toEqual(before);
  });

  it('hands out unique identities when 20 customers are added at the same time', async () => {
    const before = await prisma().counter.findUniqueOrThrow({ where: { name: 'customer' } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.as(t.adminToken, {
          method: 'POST',
          url: '/api/user/store',
          payload: customerForm({
            email: `rush${i}@example.com`,
            mobile: `90000000${String(i).padStart(2, '0')}`,
          }),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = responses.map((r) => r.json().data.unique_identity as string).sort();
    const expected = Array.from(
      { length: 20 },
      (_, i) => `CUS-${String(before.value + 1 + i).padStart(5, '0')}`,
    );
    expect(ids).toEqual(expected);
    expect(await prisma().counter.findUniqueOrThrow({ where: { name: 'customer' } })).toMatchObject({
      value: before.value + 20,
    });
  });

  it('lets only holders of user_add add users', async () => {
    const before = await snapshot();
    expect((await store(customerForm({ email: 'x1@example.com' }), {}, customerToken)).statusCode).toBe(403);
    expect((await store(customerForm({ email: 'x2@example.com' }), {}, employeeToken)).statusCode).toBe(403);
    expect((await store(customerForm({ email: 'x3@example.com' }), {}, null)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
