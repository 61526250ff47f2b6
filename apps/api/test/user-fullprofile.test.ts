import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { customerForm, employeeForm, supplierForm } from './helpers/user-forms';

type TCreated = { id: number; email: string; unique_identity: string };

describe('users: the full profile', () => {
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

  describe('POST /user/fullprofile', () => {
    const fullProfile = (email: string, token: string | null) =>
      t.as(token, { method: 'POST', url: '/api/user/fullprofile', payload: { email } });

    beforeAll(async () => {
      const db = prisma();
      const product = await db.product.create({
        data: { code: 'AC-1', name: 'Split AC', price: '32000.00' },
      });
      const filter = await db.product.create({ data: { code: 'FL-1', name: 'Air filter', price: '450.50' } });
      const type = await db.category.create({ data: { type: 'complaint_type', name: 'Noise' } });
      await db.sale.createMany({
        data: Array.from({ length: 12 }, (_, i) => ({
          saleNo: `INV-T${String(i).padStart(2, '0')}`,
          customerId: customer.id,
          date: new Date(Date.UTC(2026, 0, 1 + i)),
          billingAddress: '14 MG Road, Pune',
          discountPercent: '5.00',
          total: '1000.00',
          paymentStatus: i % 2 ? 'paid' : 'unpaid',
        })),
      });
      await db.sale.create({
        data: {
          saleNo: 'INV-OTHER',
          customerId: other.id,
          date: new Date('2026-06-01'),
          billingAddress: 'x',
        },
      });
      await db.quotation.create({
        data: {
          quotationNo: 'QUO-T1',
          customerId: customer.id,
          date: new Date('2026-02-01'),
          grossTotal: '32450.50',
          items: {
            create: [
              { productId: product.id, quantity: 1, price: '32000.00', amount: '32000.00' },
              { productId: filter.id, quantity: 1, price: '450.50', amount: '450.50' },
            ],
          },
        },
      });
      await db.complaint.create({
        data: {
          complaintNo: 'CMP-T1',
          customerId: customer.id,
          productId: product.id,
          complaintDate: new Date('2026-03-01'),
          typeId: type.id,
          description: 'Loud',
          assignedToId: employee.id,
          status: 'progress',
        },
      });
      await db.complaint.create({
        data: {
          complaintNo: 'CMP-T2',
          customerId: other.id,
          complaintDate: new Date('2026-03-02'),
          description: 'Other’s',
        },
      });
      const amc = await db.amc.create({
        data: {
          amcNo: 'AMC-T1',
          customerId: customer.id,
          assignedToId: employee.id,
          startDate: new Date('2026-01-01'),
          detail: 'Yearly',
          intervalMonths: 3,
          serviceCount: 4,
        },
      });
      const service = {
        customerId: customer.id,
        assignedToId: employee.id,
        amcId: amc.id,
        title: 'Quarterly service',
      };
      await db.service.createMany({
        data: [
          { ...service, serviceNo: 'SRV-T1', serviceDate: new Date('2099-02-01'), label: 'Q2' },
          { ...service, serviceNo: 'SRV-T2', serviceDate: new Date('2099-01-01'), label: 'Q1' },
          { ...service, serviceNo: 'SRV-T3', serviceDate: new Date('2020-01-01'), label: 'past' },
          {
            ...service,
            serviceNo: 'SRV-T4',
            serviceDate: new Date('2099-03-01'),
            label: 'closed',
            status: 'closed',
          },
        ],
      });
      await db.purchase.create({
        data: {
          purchaseNo: 'PUR-T1',
          supplierId: supplier.id,
          date: new Date('2026-04-01'),
          billingAddress: 'Warehouse 2',
          status: 'delivered',
        },
      });
    });

    it('gives the admin every field and every tab of a customer', async () => {
      const response = await fullProfile(customer.email, t.adminToken);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        id: customer.id,
        unique_identity: 'CUS-00001',
        full_name: 'Priya Sharma',
        role_name: 'customer',
        company_name: 'Sharma Textiles',
        bank_name: 'HDFC Bank',
        customer_contacts: [{ contact_person: 'Old contact', mobile: '9000000001', designation: 'Owner' }],
      });
      expect(data.sale).toHaveLength(10);
      expect(data.sale.map((s: { sale_no: string }) => s.sale_no)).toEqual(
        Array.from({ length: 10 }, (_, i) => `INV-T${String(11 - i).padStart(2, '0')}`),
      );
      expect(data.sale[0]).toEqual({
        id: expect.any(Number),
        sale_no: 'INV-T11',
        customer: { id: customer.id, full_name: 'Priya Sharma', address: '12 MG Road' },
        date: '2026-01-12',
        billing_address: '14 MG Road, Pune',
        status: 'paid',
        discount: '5.00',
        total: '1000.00',
      });
      expect(data.quotation).toEqual([
        {
          id: expect.any(Number),
          quotation_no: 'QUO-T1',
          customer: { id: customer.id, full_name: 'Priya Sharma', email: customer.email },
          products: [
            { product_name: 'Split AC', amount: '32000.00' },
            { product_name: 'Air filter', amount: '450.50' },
          ],
          gross_total: '32450.50',
          date: '2026-02-01',
          status: 'open',
        },
      ]);
      expect(data.complaint).toEqual([
        {
          id: expect.any(Number),
          complaint_no: 'CMP-T1',
          customer: { id: customer.id, full_name: 'Priya Sharma' },
          product: { id: expect.any(Number), name: 'Split AC' },
          date: '2026-03-01',
          complaint_type: 'Noise',
          assign_to: { id: employee.id, full_name: 'Ravi Kumar' },
          status: 'progress',
        },
      ]);
      expect(data.services.map((s: { service_label: string }) => s.service_label)).toEqual(['Q1', 'Q2']);
      expect(data.services[0]).toEqual({
        id: expect.any(Number),
        service_no: 'SRV-T2',
        service_date: '2099-01-01',
        service_title: 'Quarterly service',
        service_label: 'Q1',
        status: 'open',
        customer: { id: customer.id, full_name: 'Priya Sharma' },
        assignTo: { id: employee.id, full_name: 'Ravi Kumar' },
        amc: {
          id: expect.any(Number),
          amc_no: 'AMC-T1',
          customer: { id: customer.id, full_name: 'Priya Sharma' },
        },
      });
      expect(data.purchase).toEqual([]);
    });

    it('lets a customer read its own profile with the tabs its rights allow', async () => {
      const data = (await fullProfile(customer.email, customerToken)).json().data;
      expect(data.sale).toHaveLength(10);
      expect(data.quotation).toHaveLength(1);
      expect(data.complaint).toHaveLength(1);
      expect(data.services).toHaveLength(2);
      expect('purchase' in data).toBe(false);
    });

    it('gives an employee its assigned complaints and services, a supplier its purchases', async () => {
      const mine = (await fullProfile(employee.email, employeeToken)).json().data;
      expect(mine.complaint.map((c: { complaint_no: string }) => c.complaint_no)).toEqual(['CMP-T1']);
      expect(mine.services.map((s: { service_no: string }) => s.service_no)).toEqual(['SRV-T2', 'SRV-T1']);
      expect('sale' in mine).toBe(false);
      expect('quotation' in mine).toBe(false);
      const theirs = (await fullProfile(supplier.email, supplierToken)).json().data;
      expect(theirs.purchase).toEqual([
        {
          id: expect.any(Number),
          purchase_no: 'PUR-T1',
          supplier: { id: supplier.id, full_name: 'Manoj Agarwal', address: '8 LBS Marg' },
          date: '2026-04-01',
          billing_address: 'Warehouse 2',
          status: 'delivered',
        },
      ]);
      expect(
        Object.keys(theirs).filter((k) => ['sale', 'quotation', 'complaint', 'services'].includes(k)),
      ).toEqual([]);
    });

    it('answers 404 for another’s e-mail or an unknown one, 400 for a bad one, 401 without a token', async () => {
      expect((await fullProfile(other.email, customerToken)).statusCode).toBe(404);
      expect((await fullProfile(customer.email, employeeToken)).statusCode).toBe(404);
      expect((await fullProfile('nobody@example.com', t.adminToken)).statusCode).toBe(404);
      const bad = await fullProfile('not-an-email', t.adminToken);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues).toEqual([{ path: 'email', message: 'Invalid Email address' }]);
      expect((await fullProfile(customer.email, null)).statusCode).toBe(401);
    });
  });
});
