import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { customerForm, employeeForm, supplierForm } from './helpers/user-forms';

describe('users: list, CSV export, pickers', () => {
  let t: TInstalledApp;
  let customerToken: string;
  let customerId: number;
  let employeeToken: string;
  let supplierToken: string;
  const BULK = 130;

  beforeAll(async () => {
    t = await createInstalledApp();
    const add = async (payload: Record<string, string>) => {
      const response = await t.as(t.adminToken, { method: 'POST', url: '/api/user/store', payload });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    await add(
      customerForm({
        first_name: 'Zara',
        last_name: 'Qadri',
        email: 'zara@example.com',
        mobile: '9111100001',
        company_name: 'Zenith Labs',
        city: 'Nagpur',
      }),
    );
    await add(
      customerForm({
        first_name: 'Arjun',
        last_name: 'Mehta',
        email: 'arjun@example.com',
        gender: 'male',
        mobile: '9222200002',
        company_name: 'Mehta Diagnostics',
        city: 'Mumbai',
      }),
    );
    await add(
      employeeForm({ first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.com', city: 'Pune' }),
    );
    await add(
      employeeForm({
        first_name: 'Anita',
        last_name: 'Desai',
        email: 'anita@example.com',
        city: 'Aurangabad',
      }),
    );
    await add(
      supplierForm({ first_name: 'Manoj', last_name: 'Agarwal', email: 'manoj@example.com', city: 'Thane' }),
    );

    const prisma = t.app.db.prisma;
    const customerRole = await prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    await prisma.user.createMany({
      data: Array.from({ length: BULK }, (_, i) => ({
        email: `bulk${String(i).padStart(3, '0')}@example.com`,
        passwordHash: 'x',
        firstName: 'Bulk',
        lastName: `Person${String(i).padStart(3, '0')}`,
        roleId: customerRole.id,
        uniqueIdentity: `BLK-${String(i).padStart(5, '0')}`,
        isActive: i !== 0,
      })),
    });
    customerId = (await createUser(t.app, 'customer', 'c@example.com')).id;
    await createUser(t.app, 'employee', 'e@example.com');
    await createUser(t.app, 'supplier', 's@example.com');
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
    employeeToken = await signIn(t.app, 'e@example.com', 'Secret123');
    supplierToken = await signIn(t.app, 's@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  const list = (query: string, token: string = t.adminToken) =>
    t.as(token, { url: `/api/user/list?${query}` });
  const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
  const emails = (body: { data: { email: string }[] }) => body.data.map((r) => r.email);

  it('lists employees, customers and suppliers, never the admin, newest first, with the table’s row shape', async () => {
    const body = (await list('pageSize=100')).json();
    expect(body.meta).toEqual({ total: 5 + BULK + 3, totalExact: true, page: 1, pageSize: 100 });
    expect(body.data).toHaveLength(100);
    const all = [...emails(body), ...emails((await list('pageSize=100&page=2')).json())];
    expect(all).not.toContain('admin@example.com');
    expect(new Set(all).size).toBe(5 + BULK + 3);
    const zara = (await list('search=Zara')).json().data;
    expect(zara).toEqual([
      {
        id: expect.any(Number),
        unique_identity: 'CUS-00001',
        first_name: 'Zara',
        last_name: 'Qadri',
        full_name: 'Zara Qadri',
        email: 'zara@example.com',
        mobile: '9111100001',
        role_name: 'customer',
        company_name: 'Zenith Labs',
        city: 'Nagpur',
        gender: 'female',
        profile: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('filters by role', async () => {
    const employees = (await list(`${filters({ role: 'employee' })}&sort=email&order=asc`)).json();
    expect(emails(employees)).toEqual(['anita@example.com', 'e@example.com', 'ravi@example.com']);
    const suppliers = (await list(filters({ role: 'supplier' }))).json();
    expect(suppliers.meta.total).toBe(2);
    const bad = await list(filters({ role: 'admin' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'filters.role', message: 'role must be employee, customer or supplier.' },
    ]);
    expect((await list(filters({ password_hash: 'x' }))).statusCode).toBe(400);
  });

  it.each([
    ['first name', 'Arj', ['arjun@example.com']],
    ['last name', 'Qad', ['zara@example.com']],
    ['email', 'manoj@', ['manoj@example.com']],
    ['unique identity', 'EMP-00002', ['anita@example.com']],
    ['mobile', '92222', ['arjun@example.com']],
    ['company name', 'Mehta Diag', ['arjun@example.com']],
  ])('searches by the start of the %s', async (_column, term, expected) => {
    expect(emails((await list(`search=${encodeURIComponent(term)}`)).json())).toEqual(expected);
  });

  it.each([
    ['Ravi Kumar', ['ravi@example.com']],
    ['  ravi   kum ', ['ravi@example.com']],
    ['Kumar Ravi', ['ravi@example.com']],
    ['Ravi Agarwal', []],
  ])('finds a person by its full name: %s', async (term, expected) => {
    expect(emails((await list(`search=${encodeURIComponent(term)}`)).json())).toEqual(expected);
  });

  it('does not match in the middle of a value (prefix search an index can serve)', async () => {
    expect((await list('search=ehta')).json().meta.total).toBe(0);
  });

  it.each([
    ['unique_identity', 'desc', 'SUP-00001'],
    ['first_name', 'asc', 'Anita'],
    ['email', 'desc', 'zara@example.com'],
    ['city', 'asc', null],
    // Grouped by role in the roles' own order (employee, customer, supplier), which the (role_id, created_at) index serves.
    ['role', 'asc', 'employee'],
    ['created_at', 'desc', 'supplier'],
  ])('sorts by %s %s', async (column, order, first) => {
    const row = (await list(`sort=${column}&order=${order}&pageSize=10`)).json().data[0];
    const value = {
      unique_identity: row.unique_identity,
      first_name: row.first_name,
      email: row.email,
      city: row.city,
      role: row.role_name,
      created_at: row.role_name,
    }[column];
    expect(value).toBe(first);
  });

  it('refuses a sort column the list does not offer', async () => {
    const response = await list('sort=password_hash');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'sort', message: 'Cannot sort on password_hash.' }]);
  });

  it('exports every matching row as userData.csv, more than one page', async () => {
    const response = await list('format=csv&pageSize=10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="userData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Mobile,Role,Company,City,Gender,Created at');
    expect(lines).toHaveLength(1 + 5 + BULK + 3);
    expect(lines.find((l) => l.startsWith('CUS-00002'))).toMatch(
      /^CUS-00002,Arjun,Mehta,arjun@example.com,9222200002,customer,Mehta Diagnostics,Mumbai,male,\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
    );
    const customers = (await list(`format=csv&${filters({ role: 'customer' })}`)).body.trim().split('\r\n');
    expect(customers).toHaveLength(1 + 2 + BULK + 1);
  });

  it('answers 403 to a customer without user_view; a role given user_view sees only itself', async () => {
    const denied = await list('', customerToken);
    expect(denied.statusCode).toBe(403);
    expect((await list('format=csv', customerToken)).statusCode).toBe(403);
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['user_view'] },
    });
    const token = await signIn(t.app, 'c@example.com', 'Secret123');
    const own = (await list('pageSize=100', token)).json();
    expect(own.meta.total).toBe(1);
    expect(own.data.map((r: { id: number }) => r.id)).toEqual([customerId]);
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: { role_id: role.id, permissions: ['complaint_view'] },
    });
    customerToken = await signIn(t.app, 'c@example.com', 'Secret123');
  });

  describe('dropdownByRole', () => {
    const options = (role: string, token: string = t.adminToken, search?: string) =>
      t.as(token, {
        method: 'POST',
        url: '/api/user/dropdownByRole',
        payload: { role, ...(search ? { search } : {}) },
      });
    const names = (body: { data: { full_name: string }[] }) => body.data.map((o) => o.full_name);

    it('gives the admin active users of any role, ordered by name, by POST or GET', async () => {
      const employees = await options('employee');
      expect(employees.statusCode).toBe(200);
      expect(employees.json().data).toEqual([
        {
          id: expect.any(Number),
          full_name: 'Anita Desai',
          email: 'anita@example.com',
          unique_identity: 'EMP-00002',
        },
        {
          id: expect.any(Number),
          full_name: 'Employee Tester',
          email: 'e@example.com',
          unique_identity: null,
        },
        {
          id: expect.any(Number),
          full_name: 'Ravi Kumar',
          email: 'ravi@example.com',
          unique_identity: 'EMP-00001',
        },
      ]);
      const byQuery = await t.as(t.adminToken, { url: '/api/user/dropdownByRole?role=employee' });
      expect(byQuery.json().data).toEqual(employees.json().data);
      const customers = (await options('customer')).json();
      expect(customers.data).toHaveLength(2 + BULK - 1 + 1);
      expect(names(customers)).not.toContain('Bulk Person000');
      expect(names(customers).slice(0, 3)).toEqual(['Arjun Mehta', 'Bulk Person001', 'Bulk Person002']);
    });

    it('narrows a large list by a name prefix', async () => {
      const byLastName = names((await options('customer', t.adminToken, 'Person01')).json());
      expect(byLastName).toHaveLength(10);
      // The full name as typed finds the same people.
      expect(names((await options('customer', t.adminToken, 'Bulk Person01')).json())).toEqual(byLastName);
      expect(names((await options('customer', t.adminToken, 'Bulk Nobody')).json())).toEqual([]);
      expect(names((await options('customer', t.adminToken, 'zar')).json())).toEqual(['Zara Qadri']);
    });

    it('lets an employee pick customers and employees, and customers and suppliers only themselves', async () => {
      expect((await options('customer', employeeToken)).json().data).toHaveLength(2 + BULK - 1 + 1);
      expect(names((await options('employee', employeeToken)).json())).toEqual([
        'Anita Desai',
        'Employee Tester',
        'Ravi Kumar',
      ]);
      expect((await options('supplier', employeeToken)).json().data).toEqual([]);
      expect((await options('customer', customerToken)).json().data).toEqual([
        { id: customerId, full_name: 'Customer Tester', email: 'c@example.com', unique_identity: null },
      ]);
      expect((await options('employee', customerToken)).json().data).toEqual([]);
      expect(names((await options('supplier', supplierToken)).json())).toEqual(['Supplier Tester']);
      expect((await options('customer', supplierToken)).json().data).toEqual([]);
    });

    it('asks for a business role and a signed-in caller', async () => {
      const missing = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/user/dropdownByRole',
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues).toEqual([{ path: 'role', message: 'Role is required!' }]);
      expect((await options('admin')).statusCode).toBe(400);
      expect((await t.as(null, { url: '/api/user/dropdownByRole?role=customer' })).statusCode).toBe(401);
    });

    it('answers at most 1000 users, the first by name', async () => {
      const supplierRole = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'supplier' } });
      await t.app.db.prisma.user.createMany({
        data: Array.from({ length: 1005 }, (_, i) => ({
          email: `many${String(i).padStart(4, '0')}@example.com`,
          passwordHash: 'x',
          firstName: 'Many',
          lastName: String(i).padStart(4, '0'),
          roleId: supplierRole.id,
        })),
      });
      const all = names((await options('supplier')).json());
      expect(all).toHaveLength(1000);
      expect(all.slice(0, 2)).toEqual(['Manoj Agarwal', 'Many 0000']);
      expect(all.at(-1)).toBe('Many 0998');
    });
  });
});
