import { DASHBOARD_AMC_MONTH_SIZE, type TWorkStatus } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignedInUsers } from './helpers/test-users';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import {
  addPerson,
  businessToday,
  dateColumn,
  rebuildDayTotals,
  shiftDay,
  type TPerson,
} from './helpers/work-people';

/**
 * The dashboard against hand-counted fixtures. T is today in the settings' time zone; the calendar is checked on a
 * fixed month (March 2030) whose records are listed below too.
 *
 * Complaints (customer, assignee, date, status):
 *   1 Priya Ravi T open | 2 Priya Ravi T-1 progress | 3 Priya Anil T-3 closed | 4 Priya Ravi T-10 open
 *   5 Priya - T-8 pending | 6 Rahul Anil T-6 open | 7 Rahul Ravi T-7 progress | 8 Rahul Ravi T-20 closed
 * AMC contracts (customer, assignee, start, end, status):
 *   A1 Priya Ravi T-60 T+20 open | A2 Rahul Anil T-30 T+40 open | A3 Priya Ravi T-300 T+5 closed
 *   A4 Priya Ravi 2030-03-05 2031-03-04 open | A5 Rahul Anil 2029-03-20 2030-03-19 progress
 * Services (AMC, customer, assignee, date, status):
 *   S1 A1 Priya Ravi T-2 open | S2 A1 Priya Ravi T+2 pending | S3 - Rahul Anil T+6 open | S4 - Priya Ravi T+7 open
 *   S5 - Rahul Anil T-1 closed | S6 A2 Rahul Anil T progress | S7 - Priya Ravi 2030-03-10 open
 * Tasks (assignee, due, status): T1 Ravi 2030-03-10 open | T2 Anil 2030-03-31 closed | T3 Ravi 2030-04-01 open
 */
describe('dashboard data', () => {
  let t: TInstalledApp;
  let today: string;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'rahul' | 'manoj', TPerson>;
  const amc: Record<string, number> = {};
  const task: Record<string, number> = {};
  const service: Record<string, number> = {};
  const complaintIds: number[] = [];
  const SERVICE_DATES: Record<string, number> = { S1: -2, S2: 2, S6: 0 };

  beforeAll(async () => {
    t = await createInstalledApp();
    today = await businessToday(t.app);
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.manoj = await addPerson(t.app, 'supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
    const db = t.app.db.prisma;
    const day = (offset: number) => dateColumn(shiftDay(today, offset));
    for (const [code, isArchived] of [
      ['P1', false],
      ['P2', false],
      ['P3', false],
      ['P4', true],
    ] as const)
      await db.product.create({ data: { code, name: code, price: '1', isArchived } });

    const complaints: [TPerson, TPerson | null, number, TWorkStatus][] = [
      [p.priya, p.ravi, 0, 'open'],
      [p.priya, p.ravi, -1, 'progress'],
      [p.priya, p.anil, -3, 'closed'],
      [p.priya, p.ravi, -10, 'open'],
      [p.priya, null, -8, 'pending'],
      [p.rahul, p.anil, -6, 'open'],
      [p.rahul, p.ravi, -7, 'progress'],
      [p.rahul, p.ravi, -20, 'closed'],
    ];
    for (const [i, [customer, assignee, offset, status]] of complaints.entries()) {
      const row = await db.complaint.create({
        data: {
          complaintNo: `CMP-0000${i + 1}`,
          customerId: customer.id,
          assignedToId: assignee?.id ?? null,
          complaintDate: day(offset),
          description: `Complaint ${i + 1}`,
          status,
        },
      });
      complaintIds.push(row.id);
    }

    const amcs: [string, TPerson, TPerson, Date, Date, TWorkStatus][] = [
      ['A1', p.priya, p.ravi, day(-60), day(20), 'open'],
      ['A2', p.rahul, p.anil, day(-30), day(40), 'open'],
      ['A3', p.priya, p.ravi, day(-300), day(5), 'closed'],
      ['A4', p.priya, p.ravi, dateColumn('2030-03-05'), dateColumn('2031-03-04'), 'open'],
      ['A5', p.rahul, p.anil, dateColumn('2029-03-20'), dateColumn('2030-03-19'), 'progress'],
    ];
    for (const [no, customer, assignee, startDate, endDate, status] of amcs) {
      const row = await db.amc.create({
        data: {
          amcNo: no,
          customerId: customer.id,
          assignedToId: assignee.id,
          startDate,
          endDate,
          status,
          detail: no,
          intervalMonths: 3,
          serviceCount: 4,
        },
      });
      amc[no] = row.id;
    }

    const services: [string, string | null, TPerson, TPerson, Date, TWorkStatus][] = [
      ['S1', 'A1', p.priya, p.ravi, day(-2), 'open'],
      ['S2', 'A1', p.priya, p.ravi, day(2), 'pending'],
      ['S3', null, p.rahul, p.anil, day(6), 'open'],
      ['S4', null, p.priya, p.ravi, day(7), 'open'],
      ['S5', null, p.rahul, p.anil, day(-1), 'closed'],
      ['S6', 'A2', p.rahul, p.anil, day(0), 'progress'],
      ['S7', null, p.priya, p.ravi, dateColumn('2030-03-10'), 'open'],
    ];
    for (const [no, amcNo, customer, assignee, serviceDate, status] of services) {
      const row = await db.service.create({
        data: {
          serviceNo: no,
          title: `Service ${no}`,
          amcId: amcNo ? amc[amcNo]! : null,
          customerId: customer.id,
          assignedToId: assignee.id,
          serviceDate,
          status,
        },
      });
      service[no] = row.id;
    }

    // Bills: Priya's first overdue with 1,000.00 of 1,180.00 still due, her second due today (not overdue yet), a
    // third paid late; Rahul's overdue by ten days.
    const bills: [string, TPerson, string, string, 'unpaid' | 'partial' | 'paid', Date | null][] = [
      ['B1', p.priya, '1180.00', '180.00', 'partial', day(-1)],
      ['B2', p.priya, '500.00', '0.00', 'unpaid', day(0)],
      ['B3', p.priya, '900.00', '900.00', 'paid', day(-20)],
      ['B4', p.rahul, '250.50', '0.00', 'unpaid', day(-10)],
      ['B5', p.rahul, '75.00', '0.00', 'unpaid', null],
    ];
    for (const [saleNo, customer, total, paidTotal, paymentStatus, dueDate] of bills)
      await db.sale.create({
        data: {
          saleNo,
          customerId: customer.id,
          date: day(-30),
          dueDate,
          billingAddress: 'x',
          total,
          paidTotal,
          paymentStatus,
        },
      });

    const tasks: [string, TPerson, string, TWorkStatus][] = [
      ['T1', p.ravi, '2030-03-10', 'open'],
      ['T2', p.anil, '2030-03-31', 'closed'],
      ['T3', p.ravi, '2030-04-01', 'open'],
    ];
    for (const [name, assignee, due, status] of tasks) {
      const row = await db.task.create({
        data: { name, description: name, assignedToId: assignee.id, dueDate: dateColumn(due), status },
      });
      task[name] = row.id;
    }
    await rebuildDayTotals(t.app);
  });
  afterAll(async () => t?.close());

  const dashboard = async (token: string, query = '') => {
    const response = await t.as(token, { url: `/api/dashboard/data${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const nos = (rows: { complaint_no?: string; service_no?: string }[]) =>
    rows.map((r) => r.complaint_no ?? r.service_no);
  const week = (counts: Record<number, number>) =>
    Array.from({ length: 7 }, (_, i) => ({ date: shiftDay(today, i - 6), count: counts[i - 6] ?? 0 }));
  /** The AMC services S1, S6, S2 (by date) that fall in the current month. */
  const amcServicesThisMonth = (names: string[]) =>
    names.filter((name) => shiftDay(today, SERVICE_DATES[name]!).startsWith(today.slice(0, 7)));

  it('counts everything for the admin', async () => {
    const data = await dashboard(t.adminToken, '?month=2030-03');
    expect(data.today).toBe(today);
    expect(data.month).toBe('2030-03');
    expect(data.counts).toEqual({ employees: 2, clients: 2, complaints: 8, products: 3, services: 7 });
    expect(data.complaint_status).toEqual({ open: 3, pending: 1, progress: 2, waiting: 0, closed: 2 });
    expect(data.service_status).toEqual({ open: 4, pending: 1, progress: 1, closed: 1 });
    expect(data.daily_complaints).toEqual({ today: 1, days: week({ [-6]: 1, [-3]: 1, [-1]: 1, 0: 1 }) });
    expect(data.smart_summary).toEqual({
      overdue_services: 1,
      services_due_this_week: 3,
      open_complaints_older_than_7_days: 2,
      complaints_at_risk: 0,
      complaints_breached: 0,
      contracts_ending_within_30_days: 1,
      money_overdue: { bills: 2, amount: '1250.50' },
      // Everything the open bills owe: 1,000.00 + 500.00 + 250.50 + 75.00.
      money_owed: '1825.50',
    });
    expect(nos(data.recent_complaints)).toEqual([
      'CMP-00001',
      'CMP-00002',
      'CMP-00003',
      'CMP-00006',
      'CMP-00007',
    ]);
    expect(data.recent_complaints[0]).toEqual({
      id: expect.any(Number),
      complaint_no: 'CMP-00001',
      customer: { id: p.priya.id, full_name: 'Priya Sharma', email: 'priya@example.com' },
      product: null,
      equipment: null,
      chargeable: false,
      reported_by_scan: null,
      date: today,
      complaint_type: null,
      description: 'Complaint 1',
      assign_to: { id: p.ravi.id, full_name: 'Ravi Kumar' },
      assign_date: null,
      charge: '0.00',
      status: 'open',
      resolved_at: null,
      priority: 'normal',
      service_level: null,
      responded_at: null,
      response_due_at: null,
      resolution_due_at: null,
      due_at: null,
      warn_at: null,
      resolution_note: null,
      created_at: expect.any(String),
    });
    expect(nos(data.upcoming_services)).toEqual(['S6', 'S2', 'S3', 'S4', 'S7']);
    expect(data.upcoming_services[1]).toMatchObject({
      id: service.S2,
      service_date: shiftDay(today, 2),
      service_title: 'Service S2',
      status: 'pending',
      assignTo: { id: p.ravi.id, full_name: 'Ravi Kumar' },
      amc: { id: amc.A1, amc_no: 'A1', customer: { id: p.priya.id, full_name: 'Priya Sharma' } },
      is_overdue: false,
    });
    expect(nos(data.amc_services_this_month)).toEqual(amcServicesThisMonth(['S1', 'S6', 'S2']));
    expect(data.amc_services_this_month_more).toBe(false);
    expect(data.calendar).toEqual([
      { date: '2030-03-05', kind: 'amc_start', title: 'A4', status: 'open', id: amc.A4 },
      { date: '2030-03-10', kind: 'service', title: 'Service S7', status: 'open', id: service.S7 },
      { date: '2030-03-10', kind: 'task', title: 'T1', status: 'open', id: task.T1 },
      { date: '2030-03-19', kind: 'amc_end', title: 'A5', status: 'progress', id: amc.A5 },
      { date: '2030-03-31', kind: 'task', title: 'T2', status: 'closed', id: task.T2 },
    ]);
  });

  it('counts only its own for a customer, and leaves out what it may not view', async () => {
    const data = await dashboard(p.priya.token, '?month=2030-03');
    expect(data.counts).toEqual({
      employees: null,
      clients: null,
      complaints: 5,
      products: null,
      services: 4,
    });
    expect(data.complaint_status).toEqual({ open: 2, pending: 1, progress: 1, waiting: 0, closed: 1 });
    expect(data.service_status).toEqual({ open: 3, pending: 1, progress: 0, closed: 0 });
    expect(data.daily_complaints).toEqual({ today: 1, days: week({ [-3]: 1, [-1]: 1, 0: 1 }) });
    expect(data.smart_summary).toEqual({
      overdue_services: 1,
      services_due_this_week: 1,
      open_complaints_older_than_7_days: 2,
      complaints_at_risk: 0,
      complaints_breached: 0,
      contracts_ending_within_30_days: 1,
      money_overdue: { bills: 1, amount: '1000.00' },
      money_owed: '1500.00',
    });
    expect(nos(data.recent_complaints)).toEqual([
      'CMP-00001',
      'CMP-00002',
      'CMP-00003',
      'CMP-00005',
      'CMP-00004',
    ]);
    expect(nos(data.upcoming_services)).toEqual(['S2', 'S4', 'S7']);
    expect(nos(data.amc_services_this_month)).toEqual(amcServicesThisMonth(['S1', 'S2']));
    expect(data.calendar).toEqual([
      { date: '2030-03-05', kind: 'amc_start', title: 'A4', status: 'open', id: amc.A4 },
      { date: '2030-03-10', kind: 'service', title: 'Service S7', status: 'open', id: service.S7 },
    ]);
    const rahul = await dashboard(p.rahul.token, '?month=2030-03');
    expect(rahul.counts).toEqual({
      employees: null,
      clients: null,
      complaints: 3,
      products: null,
      services: 3,
    });
    expect(rahul.smart_summary.contracts_ending_within_30_days).toBe(0);
    expect(rahul.calendar).toEqual([
      { date: '2030-03-19', kind: 'amc_end', title: 'A5', status: 'progress', id: amc.A5 },
    ]);
  });

  it('counts what is assigned to an employee, its tasks included', async () => {
    const data = await dashboard(p.ravi.token, '?month=2030-03');
    expect(data.counts).toEqual({
      employees: null,
      clients: null,
      complaints: 5,
      products: null,
      services: 4,
    });
    expect(data.complaint_status).toEqual({ open: 2, pending: 0, progress: 2, waiting: 0, closed: 1 });
    expect(data.smart_summary).toEqual({
      overdue_services: 1,
      services_due_this_week: 1,
      open_complaints_older_than_7_days: 1,
      complaints_at_risk: 0,
      complaints_breached: 0,
      contracts_ending_within_30_days: 1,
      money_overdue: null,
      money_owed: null,
    });
    expect(nos(data.recent_complaints)).toEqual([
      'CMP-00001',
      'CMP-00002',
      'CMP-00007',
      'CMP-00004',
      'CMP-00008',
    ]);
    expect(data.calendar.map((e: { kind: string; title: string }) => `${e.kind}:${e.title}`)).toEqual([
      'amc_start:A4',
      'service:Service S7',
      'task:T1',
    ]);
  });

  it('gives a supplier no figures of modules it cannot view', async () => {
    const data = await dashboard(p.manoj.token);
    expect(data.month).toBe(today.slice(0, 7));
    expect(data.counts).toEqual({
      employees: null,
      clients: null,
      complaints: null,
      products: null,
      services: null,
    });
    expect(data).toMatchObject({
      complaint_status: null,
      service_status: null,
      daily_complaints: null,
      smart_summary: {
        overdue_services: null,
        services_due_this_week: null,
        open_complaints_older_than_7_days: null,
        complaints_at_risk: null,
        complaints_breached: null,
        contracts_ending_within_30_days: null,
        money_overdue: null,
        money_owed: null,
      },
      recent_complaints: [],
      upcoming_services: [],
      amc_services_this_month: [],
      amc_services_this_month_more: false,
      calendar: [],
    });
  });

  it("sends the month's first AMC services and says when there are more", async () => {
    const db = t.app.db.prisma;
    const extra = Array.from({ length: DASHBOARD_AMC_MONTH_SIZE }, (_, i) => ({
      serviceNo: `X${i}`,
      title: `Visit X${i}`,
      amcId: amc.A1!,
      customerId: p.priya.id,
      assignedToId: p.ravi.id,
      serviceDate: dateColumn(today),
      status: 'open' as const,
    }));
    await db.service.createMany({ data: extra });
    try {
      const data = await dashboard(t.adminToken);
      expect(data.amc_services_this_month).toHaveLength(DASHBOARD_AMC_MONTH_SIZE);
      expect(data.amc_services_this_month_more).toBe(true);
      // By date then id: the month's earlier services first, so the first of today's visits are in and the last is not.
      expect(nos(data.amc_services_this_month)).toContain('X0');
      expect(nos(data.amc_services_this_month)).not.toContain(`X${DASHBOARD_AMC_MONTH_SIZE - 1}`);
      // A customer's own: S1 and S2 (when in this month) and the hundred visits, more than a card's worth.
      expect((await dashboard(p.priya.token)).amc_services_this_month_more).toBe(true);
      expect((await dashboard(p.rahul.token)).amc_services_this_month_more).toBe(false);
    } finally {
      await db.service.deleteMany({ where: { serviceNo: { startsWith: 'X' } } });
    }
  });

  it('shows the current month by default, and an empty month as such', async () => {
    const data = await dashboard(t.adminToken);
    expect(data.month).toBe(today.slice(0, 7));
    expect(
      data.calendar.filter((e: { kind: string }) => e.kind === 'service').map((e: { id: number }) => e.id),
    ).toEqual(
      ['S1', 'S5', 'S6', 'S2', 'S3', 'S4']
        .filter((name) =>
          shiftDay(today, { S1: -2, S5: -1, S6: 0, S2: 2, S3: 6, S4: 7 }[name]!).startsWith(data.month),
        )
        .map((name) => service[name]),
    );
    expect((await dashboard(t.adminToken, '?month=2031-07')).calendar).toEqual([]);
  });

  it.each(['2030-13', '2030-3', 'March', '2030-03-01'])('refuses month=%s with 400', async (month) => {
    const response = await t.as(t.adminToken, { url: `/api/dashboard/data?month=${month}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      message: 'Please enter a valid month (YYYY-MM).',
      issues: [{ path: 'month', message: 'Please enter a valid month (YYYY-MM).' }],
    });
  });

  it('needs dashboard_view (403 without it) and a session (401)', async () => {
    const role = await t.app.db.prisma.role.findUniqueOrThrow({ where: { slug: 'supplier' } });
    const dashboardModule = await t.app.db.prisma.module.findUniqueOrThrow({ where: { slug: 'dashboard' } });
    await t.app.db.prisma.roleRight.deleteMany({ where: { roleId: role.id, moduleId: dashboardModule.id } });
    await sweepSignedInUsers(t.app);
    expect((await t.as(p.manoj.token, { url: '/api/dashboard/data' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/dashboard/data' })).statusCode).toBe(401);
  });

  /**
   * Admin's complaint and service figures come from the per-day summary (lib/rules/day-totals), a scoped caller's from
   * its own rows. Priya and Rahul together hold every complaint and service, so the two ways must agree: admin's
   * figures are the sum of theirs, on the fixtures and after a write through the API (which keeps the summary).
   */
  it('counts the same from the per-day summary (admin) as from the rows (the customers), also after a write', async () => {
    type TData = Awaited<ReturnType<typeof dashboard>>;
    // Counts add up; money adds up to the cent.
    const sumOf = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(
        Object.keys(a).map((key) => {
          const [x, y] = [a[key], b[key]];
          if (typeof x === 'number') return [key, x + (y as number)];
          if (typeof x === 'string')
            return [key, ((Math.round(Number(x) * 100) + Math.round(Number(y) * 100)) / 100).toFixed(2)];
          return [key, sumOf(x as Record<string, unknown>, y as Record<string, unknown>)];
        }),
      );
    const agree = async (): Promise<TData> => {
      const [admin, priya, rahul] = await Promise.all(
        [t.adminToken, p.priya.token, p.rahul.token].map((token) => dashboard(token)),
      );
      expect(admin.complaint_status).toEqual(sumOf(priya.complaint_status, rahul.complaint_status));
      expect(admin.service_status).toEqual(sumOf(priya.service_status, rahul.service_status));
      expect(admin.smart_summary).toEqual(sumOf(priya.smart_summary, rahul.smart_summary));
      expect(admin.daily_complaints).toEqual({
        today: priya.daily_complaints.today + rahul.daily_complaints.today,
        days: priya.daily_complaints.days.map((day: { date: string; count: number }, i: number) => ({
          date: day.date,
          count: day.count + rahul.daily_complaints.days[i].count,
        })),
      });
      expect(admin.counts.complaints).toBe(priya.counts.complaints + rahul.counts.complaints);
      expect(admin.counts.services).toBe(priya.counts.services + rahul.counts.services);
      return admin;
    };
    const before = await agree();
    // Complaint 1: Priya's, open, dated today.
    const deleted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/delete',
      payload: { id: complaintIds[0] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await agree();
    expect(after.complaint_status).toEqual({
      ...before.complaint_status,
      open: before.complaint_status.open - 1,
    });
    expect(after.daily_complaints.today).toBe(before.daily_complaints.today - 1);
  });
});
