import { MSG, todayIn } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { dateColumn, shiftDay } from './helpers/work-people';
import { seedWorkParties, type TWorkParties } from './helpers/work-parties';

type TItem = { id: number; next_action: string; customer?: { full_name: string; address: string | null } };
type TMyWorkOut = {
  today: string;
  contracts: TItem[];
  today_visits: TItem[];
  overdue: (TItem & { date: string })[];
  upcoming: (TItem & { date: string })[];
  tasks: (TItem & { is_overdue: boolean })[];
};

// UTC+14 and UTC-11: 25 hours apart, so their days always differ.
const EARLY_ZONE = 'Pacific/Kiritimati';
const LATE_ZONE = 'Pacific/Pago_Pago';

describe('GET /api/my-work/data: the employee’s own day', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let today: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    const prisma = t.app.db.prisma;
    await prisma.setting.update({ where: { id: 1 }, data: { timeZone: EARLY_ZONE } });
    today = todayIn(EARLY_ZONE);
    await prisma.user.update({
      where: { id: p.customer },
      data: { address: '12 MG Road', city: 'Pune', pincode: '411001', mobile: '9876543210' },
    });
    let n = 0;
    const service = async (
      name: string,
      day: string,
      extra: {
        status?: 'open' | 'closed';
        assignedToId?: number;
        employeeStatus?: 'pending' | 'approved';
        serviceTime?: string;
      } = {},
    ) => {
      n += 1;
      const row = await prisma.service.create({
        data: {
          serviceNo: `SRV-MW-${n}`,
          title: name,
          customerId: p.customer,
          serviceDate: dateColumn(day),
          assignedToId: p.employee,
          employeeStatus: 'approved',
          ...extra,
        },
      });
      ids[name] = row.id;
    };
    await service('today-pending', today, { employeeStatus: 'pending', serviceTime: '14:30' });
    await service('today-done', today, { status: 'closed', serviceTime: '09:00' });
    await service('overdue-old', shiftDay(today, -9));
    await service('overdue-recent', shiftDay(today, -2));
    await service('past-closed', shiftDay(today, -3), { status: 'closed' });
    await service('upcoming', shiftDay(today, 3));
    await service('beyond-week', shiftDay(today, 8));
    await service('others', today, { assignedToId: p.otherEmployee });
    const task = async (
      name: string,
      dueDate: string | null,
      status: 'open' | 'closed' = 'open',
      mine = true,
    ) => {
      const row = await prisma.task.create({
        data: {
          name,
          description: `${name} description`,
          assignedToId: mine ? p.employee : p.otherEmployee,
          dueDate: dueDate ? dateColumn(dueDate) : null,
          status,
        },
      });
      ids[name] = row.id;
    };
    await task('task-late', shiftDay(today, -1));
    await task('task-undated', null);
    await task('task-done', today, 'closed');
    await task('task-others', today, 'open', false);
  });
  afterAll(async () => t?.close());

  const read = async (token: string) => t.as(token, { method: 'GET', url: '/api/my-work/data' });
  const idsOf = (items: TItem[]) => items.map((item) => item.id);

  it('gives the employee its own visits today, overdue oldest first, the next 7 days, and its open tasks', async () => {
    const response = await read(p.tokens.employee);
    expect(response.statusCode).toBe(200);
    const work = response.json<{ data: TMyWorkOut }>().data;
    expect(work.today).toBe(today);
    // Within the day by the planned time.
    expect(idsOf(work.today_visits)).toEqual([ids['today-done'], ids['today-pending']]);
    expect(work.today_visits.map((visit) => (visit as TItem & { time: string | null }).time)).toEqual([
      '09:00',
      '14:30',
    ]);
    expect(idsOf(work.overdue)).toEqual([ids['overdue-old'], ids['overdue-recent']]);
    expect(idsOf(work.upcoming)).toEqual([ids.upcoming]);
    expect(idsOf(work.tasks)).toEqual([ids['task-late'], ids['task-undated']]);
    expect(work.tasks[0]!.is_overdue).toBe(true);
    const byId = new Map(work.today_visits.map((visit) => [visit.id, visit]));
    expect(byId.get(ids['today-pending']!)!.next_action).toBe('answer');
    expect(byId.get(ids['today-done']!)!.next_action).toBe('open');
    expect(work.overdue[0]!.next_action).toBe('complete');
    expect(work.today_visits[0]!.customer).toMatchObject({
      full_name: 'Priya Sharma',
      address: '12 MG Road, Pune, 411001',
      phone: '9876543210',
    });
  });

  it('names one visit as My work does, to whoever sees it, for a completion page opened from a link', async () => {
    const visit = (token: string, id = ids['overdue-old']!) =>
      t.as(token, { method: 'GET', url: `/api/my-work/visit/${id}` });
    const own = await visit(p.tokens.employee);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      id: ids['overdue-old'],
      next_action: 'complete',
      customer: { full_name: 'Priya Sharma', address: '12 MG Road, Pune, 411001', phone: '9876543210' },
    });
    expect((await visit(t.adminToken)).statusCode).toBe(200);
    // Another's visit is not there; a supplier may not see visits at all.
    expect((await visit(p.tokens.otherEmployee)).statusCode).toBe(404);
    expect((await visit(p.tokens.otherCustomer)).statusCode).toBe(404);
    expect((await visit(p.tokens.supplier)).statusCode).toBe(403);
    expect((await visit(p.tokens.employee, 999_999)).statusCode).toBe(404);
  });

  it('keeps a visit’s planned time of day as HH:mm, and refuses a time that is not one', async () => {
    const store = (serviceTime: string) =>
      t.as(t.adminToken, {
        method: 'POST',
        url: '/api/service/store',
        payload: {
          customer_id: p.customer,
          service_title: 'Timed visit',
          service_date: today,
          service_time: serviceTime,
          status: 'open',
          charge: '0',
        },
      });
    const stored = await store('9:05');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.service_time).toBe('09:05');
    const before = await t.app.db.prisma.service.count();
    for (const bad of ['24:00', '9.30', 'noon']) {
      const refused = await store(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'service_time', message: MSG.invalidTimeOfDay }]);
    }
    expect(await t.app.db.prisma.service.count()).toBe(before);
  });

  it('lists a contract waiting for the employee’s answer, and only to its assignee', async () => {
    const amc = await t.app.db.prisma.amc.create({
      data: {
        amcNo: 'AMC-MW-1',
        customerId: p.customer,
        assignedToId: p.employee,
        employeeStatus: 'pending',
        startDate: dateColumn(today),
        detail: 'Two split units',
        intervalMonths: 3,
        serviceCount: 4,
        products: { create: [{ productId: p.products.split }] },
      },
    });
    const mine = (await read(p.tokens.employee)).json<{ data: TMyWorkOut }>().data;
    expect(mine.contracts).toEqual([
      expect.objectContaining({ id: amc.id, next_action: 'answer', products: ['Split AC'] }),
    ]);
    const other = (await read(p.tokens.otherEmployee)).json<{ data: TMyWorkOut }>().data;
    expect(other.contracts).toEqual([]);
    expect(idsOf(other.today_visits)).toEqual([ids.others]);
    expect(idsOf(other.tasks)).toEqual([ids['task-others']]);
  });

  it('gives every other role an empty day (no one else is assigned work), and refuses anyone signed out', async () => {
    for (const token of [t.adminToken, p.tokens.customer, p.tokens.supplier]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      const work = response.json<{ data: TMyWorkOut }>().data;
      expect([work.contracts, work.today_visits, work.overdue, work.upcoming, work.tasks]).toEqual([
        [],
        [],
        [],
        [],
        [],
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/my-work/data' })).statusCode).toBe(401);
  });

  it('decides "today" by the business’s time zone', async () => {
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { timeZone: LATE_ZONE } });
    const work = (await read(p.tokens.employee)).json<{ data: TMyWorkOut }>().data;
    expect(work.today).toBe(todayIn(LATE_ZONE));
    expect(work.today).not.toBe(today);
    // The early zone's today is a later day here: its visits are upcoming, not today's.
    expect(idsOf(work.upcoming)).toEqual(expect.arrayContaining([ids['today-pending'], ids['today-done']]));
    expect(idsOf(work.today_visits)).not.toContain(ids['today-pending']);
  });
});
