import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignedInUsers } from './helpers/test-users';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import {
  addReportPeople,
  businessToday,
  dateColumn,
  grantRight,
  rebuildDayTotals,
  type TReportPeople,
} from './helpers/work-people';

type TStatus = 'open' | 'pending' | 'progress' | 'closed';

/** GET /api/report/charts: figures per period checked against the rows inserted here, its range rules and rights. */
describe('business charts', () => {
  let t: TInstalledApp;
  let p: TReportPeople;
  let today: string;

  const prisma = () => t.app.db.prisma;
  const charts = (query: string, token: string | null = t.adminToken) =>
    t.as(token, { method: 'GET', url: `/api/report/charts${query}` });

  beforeAll(async () => {
    t = await createInstalledApp();
    const app = t.app;
    p = await addReportPeople(app);
    await grantRight(app, 'employee', 'report', 'view');
    today = await businessToday(app);

    // Rows straight into the tables (their APIs are not what these tests are about), then the per-day totals.
    const sales: [string, number, string, string][] = [
      ['T-1', p.customerA.id, '2026-01-05', '1130.00'],
      ['T-2', p.customerB.id, '2026-01-31', '236.12'],
      ['T-3', p.customerA.id, '2026-03-02', '1.16'],
      ['T-4', p.customerA.id, '2025-12-31', '999.99'],
      ['T-5', p.customerB.id, '2026-04-01', '500.00'],
    ];
    for (const [saleNo, customerId, date, total] of sales)
      await prisma().sale.create({
        data: {
          saleNo,
          customerId,
          date: dateColumn(date),
          billingAddress: '12 MG Road',
          grossTotal: total,
          total,
        },
      });

    const services: [string, number, number | null, string, TStatus][] = [
      ['S-1', p.customerA.id, p.employee1.id, '2026-01-05', 'open'],
      ['S-2', p.customerA.id, p.employee1.id, '2026-01-06', 'closed'],
      ['S-3', p.customerB.id, p.employee2.id, '2026-01-20', 'closed'],
      ['S-4', p.customerB.id, null, '2026-03-31', 'progress'],
      ['S-5', p.customerA.id, p.employee1.id, '2026-04-01', 'closed'],
    ];
    for (const [serviceNo, customerId, assignedToId, date, status] of services)
      await prisma().service.create({
        data: {
          serviceNo,
          title: `Visit ${serviceNo}`,
          customerId,
          assignedToId,
          serviceDate: dateColumn(date),
          status,
        },
      });

    const complaints: [string, number, number | null, string, TStatus][] = [
      ['C-1', p.customerA.id, p.employee1.id, '2026-01-02', 'open'],
      ['C-2', p.customerA.id, p.employee2.id, '2026-02-15', 'closed'],
      ['C-3', p.customerB.id, p.employee1.id, '2026-02-16', 'closed'],
      ['C-4', p.customerB.id, null, '2026-02-20', 'pending'],
      ['C-5', p.customerA.id, p.employee1.id, '2025-12-30', 'closed'],
    ];
    for (const [complaintNo, customerId, assignedToId, date, status] of complaints)
      await prisma().complaint.create({
        data: {
          complaintNo,
          customerId,
          assignedToId,
          complaintDate: dateColumn(date),
          status,
          description: 'Fixture',
        },
      });
    await rebuildDayTotals(app);
  });
  afterAll(async () => t?.close());

  it('counts and sums each month of the range, months without rows as zeros', async () => {
    const response = await charts('?from=2026-01-01&to=2026-03-31&group=month');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ from: '2026-01-01', to: '2026-03-31', group: 'month' });
    expect(data.periods).toEqual([
      {
        period: '2026-01',
        start: '2026-01-01',
        end: '2026-01-31',
        sales_count: 2,
        sales_total: '1366.12',
        services_scheduled: 3,
        services_done: 2,
        complaints_opened: 1,
        complaints_resolved: 0,
      },
      {
        period: '2026-02',
        start: '2026-02-01',
        end: '2026-02-28',
        sales_count: 0,
        sales_total: '0.00',
        services_scheduled: 0,
        services_done: 0,
        complaints_opened: 3,
        complaints_resolved: 2,
      },
      {
        period: '2026-03',
        start: '2026-03-01',
        end: '2026-03-31',
        sales_count: 1,
        sales_total: '1.16',
        services_scheduled: 1,
        services_done: 0,
        complaints_opened: 0,
        complaints_resolved: 0,
      },
    ]);
  });

  it('groups a short range by week (Monday first) and cuts the first and last weeks at the range', async () => {
    const response = await charts('?from=2026-01-01&to=2026-01-20');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.group).toBe('week');
    expect(
      data.periods.map((w: Record<string, unknown>) => [
        w.period,
        w.start,
        w.end,
        w.sales_count,
        w.services_scheduled,
        w.services_done,
        w.complaints_opened,
      ]),
    ).toEqual([
      ['2025-12-29', '2026-01-01', '2026-01-04', 0, 0, 0, 1],
      ['2026-01-05', '2026-01-05', '2026-01-11', 1, 2, 1, 0],
      ['2026-01-12', '2026-01-12', '2026-01-18', 0, 0, 0, 0],
      ['2026-01-19', '2026-01-19', '2026-01-20', 0, 1, 1, 0],
    ]);
  });

  it('covers the current month and the 11 before it by default, by month', async () => {
    const response = await charts('');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.group).toBe('month');
    expect(data.to).toBe(today);
    expect(data.periods).toHaveLength(12);
    expect(data.periods[11].period).toBe(today.slice(0, 7));
    expect(data.from).toBe(`${data.periods[0].period}-01`);
  });

  it('keeps a scoped caller to its own rows: an employee sees what is assigned to it and no sales', async () => {
    const response = await charts('?from=2026-01-01&to=2026-02-28&group=month', p.employee1.token);
    expect(response.statusCode).toBe(200);
    const [january, february] = response.json().data.periods;
    expect(january).toMatchObject({
      sales_count: 0,
      services_scheduled: 2,
      services_done: 1,
      complaints_opened: 1,
    });
    expect(february).toMatchObject({ complaints_opened: 1, complaints_resolved: 1 });
  });

  it('answers 400 for a bad range or grouping', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-02-01&to=2026-01-01', 'to', 'End date must be later than start date'],
      ['?from=2026-01-01&to=2026-01-01', 'to', 'End date must be later than start date'],
      ['?from=2026-02-30&to=2026-03-31', 'from', 'Please enter a valid date (YYYY-MM-DD).'],
      ['?from=20260101&to=2026-03-31', 'from', 'Please enter a valid date (YYYY-MM-DD).'],
      ['?from=2021-01-01&to=2026-01-01', 'to', 'The range may cover at most 5 years.'],
      [
        '?from=2025-01-01&to=2026-01-02&group=week',
        'group',
        'Weekly figures cover at most one year: choose monthly figures.',
      ],
      ['?from=2099-01-01', 'to', 'End date must be later than start date'],
      ['?from=1999-01-01', 'to', 'The range may cover at most 5 years.'],
    ];
    for (const [query, path, message] of cases) {
      const response = await charts(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues, query).toEqual([{ path, message }]);
    }
    expect((await charts('?from=2026-01-01&to=2026-02-01&group=day')).statusCode).toBe(400);
    expect((await charts('?from=2026-01-01&to=2026-02-01&sort=total')).statusCode).toBe(400);
    // The longest range: 5 years less a day.
    expect((await charts('?from=2021-01-01&to=2025-12-31')).json().data.periods).toHaveLength(60);
  });

  it('needs report_view: customer and supplier get 403, no token 401, an employee whose right is taken 403', async () => {
    expect((await charts('', p.customerA.token)).statusCode).toBe(403);
    expect((await charts('', p.supplier.token)).statusCode).toBe(403);
    expect((await charts('', null)).statusCode).toBe(401);
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const reportModule = await prisma().module.findUniqueOrThrow({ where: { slug: 'report' } });
    await prisma().roleRight.deleteMany({ where: { roleId: role.id, moduleId: reportModule.id } });
    await sweepSignedInUsers(t.app);
    expect((await charts('', p.employee2.token)).statusCode).toBe(403);
  });
});
