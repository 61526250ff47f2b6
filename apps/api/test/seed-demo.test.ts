import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo';
import { DEMO_PASSWORD } from '../demo/demo-users';
import type { TDashboardData, TMyWork, TMyTimesheet } from '@amc/contracts';
import { addDays, calendarDate, dateColumn, readBusinessCalendar } from '../src/lib/kernel/calendar-date';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';

describe('demo data', () => {
  let t: TInstalledApp;
  beforeAll(async () => {
    t = await createInstalledApp();
  });
  afterAll(async () => t?.close());

  let mailsBefore = 0;

  it('fills an installed database once, and a second run adds nothing', async () => {
    const prisma = t.app.db.prisma;
    mailsBefore = await prisma.mailOutbox.count();
    await seedDemo(prisma, { fileStore: t.app.fileStore });
    const counts = async () => ({
      users: await prisma.user.count(),
      contacts: await prisma.customerContact.count(),
      categories: await prisma.category.count(),
      taxes: await prisma.tax.count(),
      amcs: await prisma.amc.count(),
      services: await prisma.service.count(),
      complaints: await prisma.complaint.count(),
      tasks: await prisma.task.count(),
      purchases: await prisma.purchase.count(),
      stockMovements: await prisma.stockMovement.count(),
      activity: await prisma.activityLog.count(),
      incomes: await prisma.income.count(),
      expenses: await prisma.expense.count(),
      quotations: await prisma.quotation.count(),
      sales: await prisma.sale.count(),
      salePayments: await prisma.salePayment.count(),
    });
    const first = await counts();
    // The installation's administrator, the demo administrator, employees, customers, suppliers.
    expect(first.users).toBe(1 + 1 + 5 + 12 + 4);
    expect(first.contacts).toBe(24);
    expect(first.purchases).toBe(5);
    // 8 purchase lines delivered, 7 sale lines taken out (one sale converted from a quotation), the parts of the
    // demo customer's 3 done visits (one covered, one chargeable each), a filter returned with a credit note and
    // two capacitors sent back to their supplier, and two spares moved into Ravi's van (a pair each).
    expect(first.stockMovements).toBe(8 + 7 + 3 * 2 + 1 + 1 + 2 * 2);
    const proven = await prisma.service.findMany({
      where: { customer: { email: 'priya.sharma@demo.customer.example' }, reportUrl: { not: null } },
      select: {
        signatureUrl: true,
        signedBy: true,
        workDone: true,
        _count: { select: { photos: true, parts: true } },
      },
    });
    expect(proven).toHaveLength(3);
    for (const visit of proven)
      expect(visit).toMatchObject({ signedBy: 'Priya Sharma', _count: { photos: 2, parts: 2 } });
    // Four by hand, and the renewal offers of the Joshi Sweets and Sharma Textiles contracts.
    expect(first.quotations).toBe(6);
    expect(await prisma.quotation.count({ where: { renewsAmcId: { not: null }, status: 'open' } })).toBe(2);
    // Four bills by hand, and the contracts' bills of every period started so far.
    expect(first.sales).toBe(4 + (await prisma.amcBill.count()));
    expect(
      (await prisma.sale.groupBy({ by: ['paymentStatus'], _count: { _all: true } }))
        .map((g) => g.paymentStatus)
        .sort(),
    ).toEqual(['paid', 'partial', 'unpaid']);
    await seedDemo(prisma);
    expect(await counts()).toEqual(first);

    const customers = await prisma.user.findMany({
      where: { role: { slug: 'customer' } },
      select: { uniqueIdentity: true },
    });
    expect(new Set(customers.map((c) => c.uniqueIdentity)).size).toBe(12);
    await signIn(t.app, 'priya.sharma@demo.customer.example', DEMO_PASSWORD);
  });

  it('fills the service cycle around today, without mailing anyone', async () => {
    const prisma = t.app.db.prisma;
    const { today } = await readBusinessCalendar(prisma);
    // Through the module services: every contract has its generated schedule, next service and end date.
    const amcs = await prisma.amc.findMany({ include: { _count: { select: { services: true } } } });
    // Ten contracts and the renewal of the one that ended two months ago.
    expect(amcs).toHaveLength(11);
    expect(amcs.filter((amc) => amc.renewedFromId !== null)).toHaveLength(1);
    // Each billed for every period started so far (the one starting in three days not yet), some paid, some overdue.
    expect(amcs.every((amc) => amc.billingCycle !== 'none' && amc.price.gt(0))).toBe(true);
    const billed = await prisma.amcBill.groupBy({ by: ['amcId'], _count: { _all: true } });
    expect(billed).toHaveLength(10);
    const bills = await prisma.sale.findMany({ where: { contractBill: { isNot: null } } });
    expect(bills.some((bill) => bill.paymentStatus === 'paid')).toBe(true);
    expect(bills.some((bill) => bill.paymentStatus === 'unpaid' && calendarDate(bill.dueDate!) < today)).toBe(
      true,
    );
    // One contract ends within the month ahead (its renewal is due).
    expect(
      amcs.some(
        (amc) =>
          !amc.renewedFromId &&
          amc.endDate !== null &&
          calendarDate(amc.endDate) >= today &&
          calendarDate(amc.endDate) <= addDays(today, 30),
      ),
    ).toBe(true);
    for (const amc of amcs) {
      expect(amc._count.services).toBe(amc.serviceCount);
      expect(amc.endDate).not.toBeNull();
    }
    expect(await prisma.service.count({ where: { amcId: null } })).toBe(12);
    const closed = await prisma.service.findMany({
      where: { status: 'closed' },
      select: { serviceDate: true, completedDate: true },
    });
    expect(closed.length).toBeGreaterThan(10);
    // Done on their own dates, not all on the day of the seed.
    expect(
      closed.every((s) => s.completedDate && calendarDate(s.completedDate) === calendarDate(s.serviceDate)),
    ).toBe(true);
    const open = { status: { not: 'closed' as const } };
    expect(
      await prisma.service.count({ where: { ...open, serviceDate: { lt: dateColumn(today) } } }),
    ).toBeGreaterThan(0);
    expect(
      await prisma.service.count({ where: { ...open, serviceDate: { gte: dateColumn(today) } } }),
    ).toBeGreaterThan(0);
    expect(await prisma.amc.count({ where: { employeeStatus: 'approved' } })).toBeGreaterThan(0);
    expect(await prisma.amc.count({ where: { employeeStatus: 'rejected', assignedToId: null } })).toBe(1);
    // Issue 28: the premium level on two contracts; complaints filed on their own mornings, some promises broken
    // (the old open ones), every alert their past would have sent counted as sent (no mail, none left due now).
    expect(await prisma.amc.count({ where: { serviceLevel: { name: 'Gold' } } })).toBe(2);
    expect(await prisma.complaint.count({ where: { dueAt: { lte: new Date() } } })).toBeGreaterThan(0);
    expect(await prisma.complaint.count({ where: { priority: 'critical' } })).toBe(1);
    // On an item of a Gold contract, a complaint takes Gold's priority.
    expect(
      await prisma.complaint.count({ where: { serviceLevel: { name: 'Gold' }, priority: 'high' } }),
    ).toBeGreaterThan(0);
    expect(await prisma.complaint.count({ where: { alertAt: { lte: new Date() } } })).toBe(0);
    expect(
      await prisma.complaint.count({ where: { resolvedAt: { not: null }, resolutionMinutes: null } }),
    ).toBe(0);
    // One answer due soon, at whatever hour the demo is loaded: the dashboard's "at risk" and the list agree.
    const standing = async (due: string) =>
      (
        await t.as(t.adminToken, {
          method: 'GET',
          url: `/api/complaint/list?filters=${encodeURIComponent(JSON.stringify({ due_at: due }))}`,
        })
      ).json<{ meta: { total: number } }>().meta.total;
    const summary = (await t.as(t.adminToken, { method: 'GET', url: '/api/dashboard/data' })).json<{
      data: { smart_summary: { complaints_at_risk: number; complaints_breached: number } };
    }>().data.smart_summary;
    expect(summary.complaints_at_risk).toBeGreaterThanOrEqual(1);
    expect(summary.complaints_at_risk).toBe(await standing('at_risk'));
    expect(summary.complaints_breached).toBeGreaterThanOrEqual(1);
    // The customers' word: older work rated (one of them low), the newest link still open for a demo customer.
    expect(await prisma.rating.count({ where: { ratedAt: { not: null } } })).toBeGreaterThan(1);
    expect(await prisma.rating.count({ where: { score: { lte: 2 } } })).toBeGreaterThanOrEqual(1);
    expect(await prisma.rating.count({ where: { ratedAt: null } })).toBe(1);

    const complaintStatuses = await prisma.complaint.groupBy({ by: ['status'], _count: { _all: true } });
    expect(complaintStatuses.map((g) => g.status).sort()).toEqual(['closed', 'open', 'pending', 'progress']);
    // Every complaint filed in the app has its type; a fault reported by scanning a label has none until the
    // office sets it (the demo's one, on the farmhouse purifier, out of warranty so chargeable).
    expect(await prisma.complaint.count({ where: { typeId: null, reportedByScan: false } })).toBe(0);
    const scanned = await prisma.complaint.findMany({ where: { reportedByScan: true } });
    expect(scanned.map((c) => [c.reporterName, c.equipmentId !== null, c.chargeable])).toEqual([
      ['Ganesh Jadhav (caretaker)', true, true],
    ]);
    expect(await prisma.complaint.count({ where: { complaintDate: { gt: dateColumn(today) } } })).toBe(0);

    const tasks = await prisma.task.findMany({ select: { dueDate: true, typeId: true } });
    expect(tasks.length).toBe(9);
    // Due this month, or (the demo employee's own) around today.
    expect(
      tasks.every(
        (task) =>
          task.typeId !== null &&
          (calendarDate(task.dueDate!).startsWith(today.slice(0, 7)) ||
            Math.abs(Date.parse(calendarDate(task.dueDate!)) - Date.parse(today)) <= 86_400_000),
      ),
    ).toBe(true);

    // The records only illustrate the product: what the services would have mailed is not kept.
    expect(await prisma.mailOutbox.count()).toBe(mailsBefore);

    // Each demo role sees its own part on the dashboard.
    const ravi = await signIn(t.app, 'ravi.kumar@demo.employee.example', DEMO_PASSWORD);
    const response = await t.as(ravi, { method: 'GET', url: '/api/dashboard/data' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: TDashboardData }>().data;
    expect(data.counts.services).toBeGreaterThan(0);
    expect(data.calendar.length).toBeGreaterThan(0);

    // The demo employee's day: visits today (one to answer), one overdue, the coming days, open tasks.
    const myWork = (await t.as(ravi, { method: 'GET', url: '/api/my-work/data' })).json<{ data: TMyWork }>()
      .data;
    expect(myWork.today).toBe(today);
    expect(myWork.today_visits.length).toBeGreaterThanOrEqual(3);
    expect(myWork.today_visits.some((visit) => visit.next_action === 'answer')).toBe(true);
    expect(myWork.today_visits.some((visit) => visit.next_action === 'complete')).toBe(true);
    expect(myWork.overdue.length).toBeGreaterThanOrEqual(1);
    expect(myWork.upcoming.length).toBeGreaterThanOrEqual(2);
    expect(myWork.tasks.length).toBeGreaterThanOrEqual(3);
    expect(myWork.today_visits.every((visit) => visit.customer?.address && visit.customer.phone)).toBe(true);

    // Issue 28: Ravi's week holds today's task hours; the visits done with proof carry their travel.
    const week = (await t.as(ravi, { method: 'GET', url: `/api/my-work/timesheet?week_of=${today}` })).json<{
      data: TMyTimesheet;
    }>().data;
    expect(week.days.find((day) => day.day === today)?.task_minutes).toBe(30);
    expect(await prisma.taskHours.count()).toBe(3);
    expect(await prisma.service.count({ where: { travelStartedAt: { not: null } } })).toBeGreaterThan(0);
    // Ravi's van holds two of each spare moved into it.
    const van = await prisma.stockPlace.findFirstOrThrow({
      where: { kind: 'van' },
      include: { stock: true },
    });
    expect(van.stock.map((line) => line.quantity)).toEqual([2, 2]);
  });
});
