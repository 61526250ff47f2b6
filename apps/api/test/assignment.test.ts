import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';
import { amcForm, seedWorkParties, snapshotWork, type TWorkParties } from './helpers/work-parties';
import { weekClosedOn } from './helpers/fixtures';

type TServiceOut = {
  id: number;
  employee_status: string | null;
  assignTo: { id: number } | null;
  status: string;
};

describe('assignments of AMC contracts and services: accept and decline by the assignee only', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let secondAdmin: number;
  let adminId: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    const prisma = t.app.db.prisma;
    await prisma.setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
    adminId = (await prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } })).id;
    secondAdmin = (await createUser(t.app, 'admin', 'boss@example.com')).id;
    const retired = await createUser(t.app, 'admin', 'retired@example.com');
    await prisma.user.update({ where: { id: retired.id }, data: { isActive: false } });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const storeAmc = async () => (await post('/api/amc/store', amcForm(p, { service_count: '3' }))).json().data;
  const storeService = async (overrides: object = {}) =>
    (
      await post('/api/service/store', {
        customer_id: p.customer,
        service_title: 'Gas top-up',
        service_date: '2026-12-15',
        assigned_to_id: p.employee,
        status: 'open',
        ...overrides,
      })
    ).json().data;

  it('lets only the assignee accept a contract: another employee 404, admin and customer 403, nothing changed', async () => {
    const amc = await storeAmc();
    const before = await snapshotWork(t);
    const other = await post('/api/amc/approveEmployeeStatus', { id: amc.id }, p.tokens.otherEmployee);
    expect(other.statusCode).toBe(404);
    const admin = await post('/api/amc/approveEmployeeStatus', { id: amc.id });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Only the assigned employee can accept or decline this.');
    expect((await post('/api/amc/approveEmployeeStatus', { id: amc.id }, p.tokens.customer)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/amc/rejectEmployeeStatus', { id: amc.id }, p.tokens.otherEmployee)).statusCode,
    ).toBe(404);
    expect(await snapshotWork(t)).toEqual(before);

    const accepted = await post('/api/amc/approveEmployeeStatus', { id: amc.id }, p.tokens.employee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('Assignment accepted.');
    expect(accepted.json().data.employee_status).toBe('approved');
    expect(accepted.json().data.services.map((s: TServiceOut) => s.employee_status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    const again = await post('/api/amc/rejectEmployeeStatus', { id: amc.id }, p.tokens.employee);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This assignment has already been answered.');
  });

  it('declines a contract: it and its services are left unassigned (rejected), and every active admin is told', async () => {
    const amc = await storeAmc();
    const events: [number, string][] = [];
    const stops = [adminId, secondAdmin, p.employee].map((id) =>
      t.app.events.subscribe(id, (e) => events.push([id, e])),
    );
    const mailsBefore = await t.app.db.prisma.mailOutbox.count();
    const response = await post('/api/amc/rejectEmployeeStatus', { id: amc.id }, p.tokens.employee);
    stops.forEach((stop) => stop());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Assignment declined. The administrator has been told.');
    const data = response.json().data;
    expect(data).toMatchObject({ assign_to: null, employee_status: 'rejected' });
    expect(data.services.map((s: TServiceOut) => [s.assignTo, s.employee_status])).toEqual([
      [null, 'rejected'],
      [null, 'rejected'],
      [null, 'rejected'],
    ]);
    expect(events).toEqual([
      [adminId, 'assignment_rejected'],
      [secondAdmin, 'assignment_rejected'],
    ]);
    const mails = await t.app.db.prisma.mailOutbox.findMany({
      where: { event: 'assignment_rejected' },
      orderBy: { id: 'asc' },
    });
    expect(await t.app.db.prisma.mailOutbox.count()).toBe(mailsBefore + 2);
    expect(mails.map((m) => m.toAddress)).toEqual(['admin@example.com', 'boss@example.com']);
    expect(mails[0]!.subject).toBe(`Assignment declined: AMC ${data.amc_no} by Ravi Kumar`);
    expect(mails[0]!.text).toContain(`Ravi Kumar declined the AMC ${data.amc_no} of Priya Sharma.`);
    expect(mails[0]!.text).toContain('It has no assignee now: please assign another employee.');
    expect((await t.as(p.tokens.employee, { url: `/api/amc/view/${amc.id}` })).statusCode).toBe(404);
    const rejected = await t.as(t.adminToken, {
      url: `/api/amc/list?filters=${encodeURIComponent(JSON.stringify({ employee_status: 'rejected' }))}`,
    });
    expect(rejected.json().data.map((r: { id: number }) => r.id)).toEqual([amc.id]);

    // The admin assigns another employee: the contract and its services wait for that one's answer.
    const reassigned = await post('/api/amc/update', {
      ...amcForm(p, { service_count: '3' }),
      id: amc.id,
      assigned_to_id: String(p.otherEmployee),
    });
    expect(reassigned.json().data).toMatchObject({
      assign_to: { id: p.otherEmployee },
      employee_status: 'pending',
    });
    expect(
      reassigned.json().data.services.map((s: TServiceOut) => [s.assignTo?.id, s.employee_status]),
    ).toEqual([
      [p.otherEmployee, 'pending'],
      [p.otherEmployee, 'pending'],
      [p.otherEmployee, 'pending'],
    ]);
  });

  it('lets only the assignee accept or decline a service', async () => {
    const service = await storeService();
    expect(service).toMatchObject({ assignTo: { id: p.employee }, employee_status: 'pending' });
    const before = await snapshotWork(t);
    expect(
      (await post('/api/service/approveEmployeeStatus', { id: service.id }, p.tokens.otherEmployee))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/service/approveEmployeeStatus', { id: service.id })).statusCode).toBe(403);
    expect(
      (await post('/api/service/rejectEmployeeStatus', { id: service.id }, p.tokens.customer)).statusCode,
    ).toBe(403);
    expect(await snapshotWork(t)).toEqual(before);
    const accepted = await post('/api/service/approveEmployeeStatus', { id: service.id }, p.tokens.employee);
    expect(accepted.json()).toMatchObject({
      message: 'Assignment accepted.',
      data: { employee_status: 'approved' },
    });
    expect(
      (await post('/api/service/approveEmployeeStatus', { id: service.id }, p.tokens.employee)).statusCode,
    ).toBe(409);
  });

  it('declines a service: unassigned (rejected), admins told by mail and live', async () => {
    const service = await storeService({ service_title: 'Filter change' });
    const events: string[] = [];
    const stop = t.app.events.subscribe(adminId, (e) => events.push(e));
    const response = await post('/api/service/rejectEmployeeStatus', { id: service.id }, p.tokens.employee);
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ assignTo: null, employee_status: 'rejected' });
    expect(events).toEqual(['assignment_rejected']);
    const mail = await t.app.db.prisma.mailOutbox.findFirstOrThrow({
      where: { event: 'assignment_rejected', toAddress: 'boss@example.com' },
      orderBy: { id: 'desc' },
    });
    expect(mail.subject).toBe(
      `Assignment declined: service ${service.service_no} (Filter change) by Ravi Kumar`,
    );
    expect(mail.text).toContain(
      `Ravi Kumar declined the service ${service.service_no} (Filter change) of Priya Sharma, due on 15-12-2026.`,
    );
    const listed = await t.as(p.tokens.employee, { url: '/api/service/list?pageSize=100' });
    expect(listed.json().data.map((s: { id: number }) => s.id)).not.toContain(service.id);
  });

  it('has no one to answer for a service with no assignee', async () => {
    const unassigned = await storeService({ assigned_to_id: '' });
    expect(unassigned).toMatchObject({ assignTo: null, employee_status: null });
    expect((await post('/api/service/approveEmployeeStatus', { id: unassigned.id })).statusCode).toBe(403);
  });
});
