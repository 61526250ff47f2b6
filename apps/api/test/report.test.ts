import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignedInUsers } from './helpers/test-users';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import {
  addReportPeople,
  businessToday,
  dateColumn,
  grantRight,
  rebuildDayTotals,
  shiftDay,
  type TReportPeople,
} from './helpers/work-people';

describe('reports', () => {
  let t: TInstalledApp;
  let p: TReportPeople;
  let today: string;

  const prisma = () => t.app.db.prisma;
  const report = (
    kind: 'saleReport' | 'serviceReport' | 'complaintReport',
    payload: object,
    token: string | null = t.adminToken,
    query = '',
  ) => t.as(token, { method: 'POST', url: `/api/report/${kind}${query}`, payload });

  const SALE_RANGE = { start_date: '2026-01-01', end_date: '2026-02-28' };
  const COMPLAINT_RANGE = { start_date: '2026-01-01', end_date: '2026-01-31' };
  const serviceRange = () => ({ start_date: shiftDay(today, -10), end_date: shiftDay(today, 10) });

  beforeAll(async () => {
    t = await createInstalledApp();
    const app = t.app;
    p = await addReportPeople(app);
    await grantRight(app, 'customer', 'report', 'view');
    await grantRight(app, 'employee', 'report', 'view');
    today = await businessToday(app);

    // Sales straight into the table (the sale API is not what these tests are about); the totals are
    // counted by hand below.
    const sales: [
      string,
      number,
      string,
      string,
      string,
      string,
      string,
      string,
      'paid' | 'partial' | 'unpaid',
    ][] = [
      ['T-1', p.customerA.id, '2026-01-05', '1000.00', '180.00', '50.00', '1130.00', '1130.00', 'paid'],
      ['T-2', p.customerB.id, '2026-01-31', '200.10', '36.02', '0.00', '236.12', '100.05', 'partial'],
      ['T-3', p.customerA.id, '2026-02-28', '0.99', '0.18', '0.01', '1.16', '0.00', 'unpaid'],
      ['T-4', p.customerA.id, '2025-12-31', '999.99', '0.00', '0.00', '999.99', '0.00', 'unpaid'],
      ['T-5', p.customerB.id, '2026-03-01', '500.00', '0.00', '0.00', '500.00', '500.00', 'paid'],
    ];
    for (const [saleNo, customerId, date, gross, tax, discount, total, paid, status] of sales) {
      await prisma().sale.create({
        data: {
          saleNo,
          customerId,
          date: dateColumn(date),
          billingAddress: '12 MG Road',
          grossTotal: gross,
          taxTotal: tax,
          discountTotal: discount,
          total,
          paidTotal: paid,
          paymentStatus: status,
        },
      });
    }

    const services: [
      string,
      number,
      number | null,
      number,
      'open' | 'pending' | 'progress' | 'closed',
      string,
    ][] = [
      ['S-1', p.customerA.id, p.employee1.id, -5, 'open', '100.50'],
      ['S-2', p.customerA.id, p.employee1.id, -3, 'closed', '200.25'],
      ['S-3', p.customerB.id, p.employee2.id, 2, 'pending', '0.05'],
      ['S-4', p.customerB.id, null, -1, 'progress', '10.00'],
      ['S-5', p.customerA.id, p.employee1.id, -20, 'open', '999.00'],
      ['S-6', p.customerB.id, p.employee2.id, 0, 'open', '1.00'],
    ];
    for (const [serviceNo, customerId, assignedToId, days, status, charge] of services) {
      await prisma().service.create({
        data: {
          serviceNo,
          title: `Visit ${serviceNo}`,
          customerId,
          assignedToId,
          serviceDate: dateColumn(shiftDay(today, days)),
          status,
          charge,
        },
      });
    }

    const noise = await prisma().category.create({ data: { type: 'complaint_type', name: 'Noise' } });
    const leak = await prisma().category.create({ data: { type: 'complaint_type', name: 'Leak' } });
    const complaints: [
      string,
      number,
      number | null,
      string,
      number | null,
      'open' | 'pending' | 'progress' | 'closed',
      string,
    ][] = [
      ['C-1', p.customerA.id, p.employee1.id, '2026-01-02', noise.id, 'open', '0.00'],
      ['C-2', p.customerA.id, p.employee2.id, '2026-01-15', leak.id, 'closed', '1500.00'],
      ['C-3', p.customerB.id, p.employee1.id, '2026-01-31', noise.id, 'progress', '250.75'],
      ['C-4', p.customerB.id, null, '2026-01-20', null, 'pending', '0.25'],
      ['C-5', p.customerA.id, p.employee1.id, '2026-02-01', noise.id, 'open', '999.00'],
    ];
    for (const [complaintNo, customerId, assignedToId, date, typeId, status, charge] of complaints) {
      await prisma().complaint.create({
        data: {
          complaintNo,
          customerId,
          assignedToId,
          complaintDate: dateColumn(date),
          typeId,
          status,
          charge,
          description: 'Fixture',
        },
      });
    }
    await rebuildDayTotals(t.app);
  });
  afterAll(async () => t?.close());

  describe('the date range rule (SPEC section 5)', () => {
    it.each(['saleReport', 'serviceReport', 'complaintReport'] as const)('%s', async (kind) => {
      const cases: [object, [string, string][]][] = [
        [
          {},
          [
            ['start_date', 'Start date is required!'],
            ['end_date', 'End date is required!'],
          ],
        ],
        [{ start_date: '2026-01-01', end_date: '' }, [['end_date', 'End date is required!']]],
        [{ end_date: '2026-01-01' }, [['start_date', 'Start date is required!']]],
        [
          { start_date: '2026-02-01', end_date: '2026-01-01' },
          [['end_date', 'End date must be later than start date']],
        ],
        [
          { start_date: '2026-01-01', end_date: '2026-01-01' },
          [['end_date', 'End date must be later than start date']],
        ],
        [
          { start_date: '2026-02-30', end_date: '2026-03-01' },
          [['start_date', 'Please enter a valid date (YYYY-MM-DD).']],
        ],
      ];
      for (const [payload, issues] of cases) {
        const response = await report(kind, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().issues).toEqual(issues.map(([path, message]) => ({ path, message })));
      }
    });

    it('takes the range as a form too', async () => {
      const response = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/report/saleReport',
        ...multipart({ start_date: '2026-01-01', end_date: '2026-02-28' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.totals.count).toBe(3);
    });

    it('refuses an unknown format or a page size above 100', async () => {
      expect((await report('saleReport', SALE_RANGE, t.adminToken, '?format=xlsx')).statusCode).toBe(400);
      expect((await report('saleReport', SALE_RANGE, t.adminToken, '?pageSize=101')).statusCode).toBe(400);
    });
  });

  describe('sell report', () => {
    it('sums the range exactly to the cent, by month, with both end days included', async () => {
      const response = await report('saleReport', SALE_RANGE);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Sell report.');
      expect(body.data.totals).toEqual({
        count: 3,
        gross_total: '1201.09',
        tax_total: '216.20',
        discount_total: '50.01',
        total: '1367.28',
        paid_total: '1230.05',
        due_total: '137.23',
        credited_total: '0.00',
        net_total: '1367.28',
        refunded_total: '0.00',
        received_net: '1230.05',
      });
      expect(body.data.months).toEqual([
        {
          month: '2026-01',
          count: 2,
          total: '1366.12',
          paid_total: '1230.05',
          credited_total: '0.00',
          refunded_total: '0.00',
        },
        {
          month: '2026-02',
          count: 1,
          total: '1.16',
          paid_total: '0.00',
          credited_total: '0.00',
          refunded_total: '0.00',
        },
      ]);
      expect(body.data.rows).toEqual([
        {
          id: expect.any(Number),
          sale_no: 'T-1',
          customer: { id: p.customerA.id, full_name: 'Asha Rao' },
          date: '2026-01-05',
          total: '1130.00',
          paid_total: '1130.00',
          due: '0.00',
          payment_status: 'paid',
        },
        expect.objectContaining({ sale_no: 'T-2', due: '136.07', payment_status: 'partial' }),
        expect.objectContaining({ sale_no: 'T-3', due: '1.16', payment_status: 'unpaid' }),
      ]);
      expect(body.data.meta).toEqual({ total: 3, totalExact: true, page: 1, pageSize: 25 });
    });

    it('pages the rows while the totals keep covering the whole range', async () => {
      const body = (await report('saleReport', SALE_RANGE, t.adminToken, '?page=2&pageSize=2')).json();
      expect(body.data.rows.map((r: { sale_no: string }) => r.sale_no)).toEqual(['T-3']);
      expect(body.data.meta).toEqual({ total: 3, totalExact: true, page: 2, pageSize: 2 });
      expect(body.data.totals.total).toBe('1367.28');
    });

    it('shows a customer only its own sales and an employee none', async () => {
      const own = (await report('saleReport', SALE_RANGE, p.customerA.token)).json();
      expect(own.data.rows.map((r: { sale_no: string }) => r.sale_no)).toEqual(['T-1', 'T-3']);
      expect(own.data.totals).toMatchObject({
        count: 2,
        total: '1131.16',
        paid_total: '1130.00',
        due_total: '1.16',
      });
      expect(own.data.months).toEqual([
        {
          month: '2026-01',
          count: 1,
          total: '1130.00',
          paid_total: '1130.00',
          credited_total: '0.00',
          refunded_total: '0.00',
        },
        {
          month: '2026-02',
          count: 1,
          total: '1.16',
          paid_total: '0.00',
          credited_total: '0.00',
          refunded_total: '0.00',
        },
      ]);
      const other = (await report('saleReport', SALE_RANGE, p.customerB.token)).json();
      expect(other.data.rows.map((r: { sale_no: string }) => r.sale_no)).toEqual(['T-2']);
      const employee = (await report('saleReport', SALE_RANGE, p.employee1.token)).json();
      expect(employee.message).toBe('No data available in Sell Report');
      expect(employee.data.totals.count).toBe(0);
    });

    it('answers "No data available in Sell Report" for a range without sales', async () => {
      const response = await report('saleReport', { start_date: '2020-01-01', end_date: '2020-12-31' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'No data available in Sell Report',
        data: {
          start_date: '2020-01-01',
          end_date: '2020-12-31',
          totals: {
            count: 0,
            gross_total: '0.00',
            tax_total: '0.00',
            discount_total: '0.00',
            total: '0.00',
            paid_total: '0.00',
            due_total: '0.00',
            credited_total: '0.00',
            net_total: '0.00',
            refunded_total: '0.00',
            received_net: '0.00',
          },
          months: [],
          rows: [],
          meta: { total: 0, totalExact: true, page: 1, pageSize: 25 },
        },
      });
    });

    it('downloads every row of the range as sellReport.csv, scoped like the JSON', async () => {
      const response = await report('saleReport', SALE_RANGE, t.adminToken, '?format=csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sellReport.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toEqual([
        'Bill no,Customer,Date,Total,Paid,Due,Payment status',
        'T-1,Asha Rao,05-01-2026,1130.00,1130.00,0.00,Paid',
        'T-2,Bilal Khan,31-01-2026,236.12,100.05,136.07,Partial paid',
        'T-3,Asha Rao,28-02-2026,1.16,0.00,1.16,Unpaid',
      ]);
      const own = await report('saleReport', SALE_RANGE, p.customerB.token, '?format=csv');
      expect(own.body.trim().split('\r\n')).toHaveLength(2);
    });

    it('prints the period and the totals in sellReport.pdf', async () => {
      const response = await report('saleReport', SALE_RANGE, t.adminToken, '?format=pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sellReport.pdf"');
      const text = (await new PDFParse({ data: response.rawPayload }).getText()).text;
      expect(text).toContain('Sell Report');
      expect(text).toContain('Period: 01-01-2026 to 28-02-2026');
      expect(text).toContain('1367.28');
      expect(text).toContain('137.23');
      expect(text).toContain('T-2');
      expect(text).not.toContain('T-4');
    });

    it('says the empty text in the PDF of an empty range', async () => {
      const response = await report(
        'saleReport',
        { start_date: '2020-01-01', end_date: '2020-01-31' },
        t.adminToken,
        '?format=pdf',
      );
      const text = (await new PDFParse({ data: response.rawPayload }).getText()).text;
      expect(text).toContain('No data available in Sell Report');
    });
  });

  describe('service report', () => {
    it('counts by status, overdue (before today, not closed) and charges, in the database', async () => {
      const body = (await report('serviceReport', serviceRange())).json();
      expect(body.message).toBe('Service report.');
      expect(body.data.totals).toEqual({ count: 5, overdue: 2, charge_total: '311.80' });
      expect(body.data.by_status).toEqual([
        { status: 'open', count: 2, charge_total: '101.50' },
        { status: 'pending', count: 1, charge_total: '0.05' },
        { status: 'progress', count: 1, charge_total: '10.00' },
        { status: 'closed', count: 1, charge_total: '200.25' },
      ]);
      expect(body.data.months.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(5);
      expect(
        body.data.rows.map((r: { service_no: string; is_overdue: boolean }) => [r.service_no, r.is_overdue]),
      ).toEqual([
        ['S-1', true],
        ['S-2', false],
        ['S-4', true],
        ['S-6', false],
        ['S-3', false],
      ]);
    });

    it('shows an employee only its assigned services and a customer only its own', async () => {
      const employee = (await report('serviceReport', serviceRange(), p.employee1.token)).json();
      expect(employee.data.totals).toEqual({ count: 2, overdue: 1, charge_total: '300.75' });
      expect(employee.data.rows.map((r: { service_no: string }) => r.service_no)).toEqual(['S-1', 'S-2']);
      const customer = (await report('serviceReport', serviceRange(), p.customerB.token)).json();
      expect(customer.data.totals).toEqual({ count: 3, overdue: 1, charge_total: '11.05' });
      expect(customer.data.rows.map((r: { service_no: string }) => r.service_no)).toEqual([
        'S-4',
        'S-6',
        'S-3',
      ]);
    });

    it('answers "No data available in Service Report" for an empty range, and streams serviceReport.csv', async () => {
      const empty = (
        await report('serviceReport', { start_date: '2020-01-01', end_date: '2020-01-31' })
      ).json();
      expect(empty.message).toBe('No data available in Service Report');
      expect(empty.data.by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
      const csv = await report('serviceReport', serviceRange(), p.employee1.token, '?format=csv');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="serviceReport.csv"');
      expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    });
  });

  describe('complaint report', () => {
    it('counts by status and by complaint type, with the charges exact to the cent', async () => {
      const body = (await report('complaintReport', COMPLAINT_RANGE)).json();
      expect(body.message).toBe('Complaint report.');
      expect(body.data.totals).toEqual({ count: 4, charge_total: '1751.00' });
      expect(body.data.by_status).toEqual([
        { status: 'open', count: 1, charge_total: '0.00' },
        { status: 'pending', count: 1, charge_total: '0.25' },
        { status: 'progress', count: 1, charge_total: '250.75' },
        { status: 'waiting', count: 0, charge_total: '0.00' },
        { status: 'closed', count: 1, charge_total: '1500.00' },
      ]);
      expect(body.data.by_type).toEqual([
        { type_id: expect.any(Number), type: 'Noise', count: 2, charge_total: '250.75' },
        { type_id: expect.any(Number), type: 'Leak', count: 1, charge_total: '1500.00' },
        { type_id: null, type: null, count: 1, charge_total: '0.25' },
      ]);
      expect(body.data.months).toEqual([{ month: '2026-01', count: 4, charge_total: '1751.00' }]);
      expect(body.data.rows[0]).toEqual({
        id: expect.any(Number),
        complaint_no: 'C-1',
        customer: { id: p.customerA.id, full_name: 'Asha Rao' },
        product: null,
        complaint_date: '2026-01-02',
        complaint_type: 'Noise',
        assigned_to: { id: p.employee1.id, full_name: 'Esha Nair' },
        status: 'open',
        charge: '0.00',
      });
    });

    it('shows an employee only its assigned complaints and a customer only its own', async () => {
      const employee = (await report('complaintReport', COMPLAINT_RANGE, p.employee1.token)).json();
      expect(employee.data.rows.map((r: { complaint_no: string }) => r.complaint_no)).toEqual(['C-1', 'C-3']);
      expect(employee.data.totals).toEqual({ count: 2, charge_total: '250.75' });
      const customer = (await report('complaintReport', COMPLAINT_RANGE, p.customerA.token)).json();
      expect(customer.data.rows.map((r: { complaint_no: string }) => r.complaint_no)).toEqual(['C-1', 'C-2']);
      expect(customer.data.by_type.map((b: { type: string }) => b.type)).toEqual(['Leak', 'Noise']);
    });

    it('answers "No data available in Complaint Report" for an empty range, and prints complaintReport.pdf', async () => {
      const empty = (
        await report('complaintReport', { start_date: '2020-01-01', end_date: '2020-01-31' })
      ).json();
      expect(empty.message).toBe('No data available in Complaint Report');
      expect(empty.data.by_type).toEqual([]);
      const pdf = await report('complaintReport', COMPLAINT_RANGE, t.adminToken, '?format=pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="complaintReport.pdf"');
      const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
      expect(text).toContain('Period: 01-01-2026 to 31-01-2026');
      expect(text).toContain('1751.00');
    });
  });

  it('needs report_view: a supplier gets 403, no token 401, and a role whose right is taken away 403', async () => {
    for (const kind of ['saleReport', 'serviceReport', 'complaintReport'] as const) {
      expect((await report(kind, SALE_RANGE, p.supplier.token)).statusCode).toBe(403);
      expect((await report(kind, SALE_RANGE, null)).statusCode).toBe(401);
    }
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const reportModule = await prisma().module.findUniqueOrThrow({ where: { slug: 'report' } });
    await prisma().roleRight.deleteMany({ where: { roleId: role.id, moduleId: reportModule.id } });
    await sweepSignedInUsers(t.app);
    expect((await report('serviceReport', serviceRange(), p.employee1.token)).statusCode).toBe(403);
  });
});
