import { todayIn } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { amcForm, seedWorkParties, snapshotWork, type TWorkParties } from './helpers/work-parties';
import { weekClosedOn } from './helpers/fixtures';

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

describe('services: one-off visits, edits, completion, deletes, rights', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let today: string;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
    today = todayIn('Asia/Kolkata');
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const valid = (overrides: Record<string, string> = {}) => ({
    customer_id: String(p.customer),
    service_title: 'Gas top-up',
    service_label: 'Urgent',
    service_date: '2099-12-15',
    assigned_to_id: String(p.employee),
    detail: 'R32 refill',
    charge: '1500',
    remark: '',
    type: 'paid',
    status: 'open',
    ...overrides,
  });
  const lastMail = () => prisma().mailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });

  it('adds a one-off service from a form, waiting for its assignee’s answer', async () => {
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/service/store',
      ...multipart(valid()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Service added successfully.',
      data: {
        id: expect.any(Number),
        service_no: 'SRV-00001',
        service_date: '2099-12-15',
        service_title: 'Gas top-up',
        service_label: 'Urgent',
        service_time: null,
        status: 'open',
        customer: { id: p.customer, full_name: 'Priya Sharma' },
        assignTo: { id: p.employee, full_name: 'Ravi Kumar' },
        amc: null,
        sequence: null,
        equipment: null,
        completed_date: null,
        employee_status: 'pending',
        detail: 'R32 refill',
        charge: '1500.00',
        remark: null,
        type: 'paid',
        is_overdue: false,
        has_report: false,
        created_at: expect.any(String),
      },
    });
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'service', recordId: response.json().data.id },
    });
    expect(log).toMatchObject({ action: 'create', description: 'Added the service SRV-00001 (Gas top-up)' });
  });

  it('stores a visit already done as done today, and tells the customer', async () => {
    const response = await post(
      '/api/service/store',
      valid({ status: 'closed', service_date: '2026-01-10', charge: '' }),
    );
    expect(response.json().data).toMatchObject({
      status: 'closed',
      completed_date: today,
      charge: '0.00',
      is_overdue: false,
    });
    const mail = await lastMail();
    expect(mail).toMatchObject({
      toAddress: 'priya@example.com',
      event: 'service_done',
      subject: 'Service Gas top-up completed',
    });
    expect(mail.text).toContain(`The service Gas top-up was completed on ${ddmmyyyy(today)} by Ravi Kumar.`);
  });

  it.each([
    ['customer_id', '', 'Customer is required!'],
    ['customer_id', '1.5', 'Please choose a valid customer.'],
    ['service_title', ' ', 'Title is required!'],
    ['service_date', '', 'Date is required!'],
    ['service_date', '2026-13-01', 'Please enter a valid date (YYYY-MM-DD).'],
    ['status', '', 'Status is required!'],
    ['status', 'finished', 'Please choose a valid status.'],
    ['assigned_to_id', 'abc', 'Please choose a valid employee.'],
    ['charge', '-1', 'Charge must be 0 or more.'],
    ['charge', 'abc', 'Charge must be a number.'],
    ['charge', '10.999', 'Charge must be a number with at most 2 decimals.'],
    ['charge', '12345678901', 'Charge must not be more than 9999999999.99'],
    ['type', 'x'.repeat(51), 'Maximum length of 50 exceeded!'],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const before = await snapshotWork(t);
    const response = await post('/api/service/store', valid({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: field, message }]);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('refuses a customer or assignee of the wrong kind or disabled, storing nothing', async () => {
    const before = await snapshotWork(t);
    const response = await post(
      '/api/service/store',
      valid({ customer_id: String(p.supplier), assigned_to_id: String(p.disabledEmployee) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'customer_id', message: 'Please choose a valid customer.' },
      { path: 'assigned_to_id', message: 'Please choose a valid employee.' },
    ]);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('updates a service: a new assignee waits for its answer, closing tells the customer, reopening clears it', async () => {
    const service = await prisma().service.findUniqueOrThrow({ where: { serviceNo: 'SRV-00001' } });
    const moved = await post('/api/service/update', {
      ...valid({ assigned_to_id: String(p.otherEmployee), charge: '99.5' }),
      id: service.id,
    });
    expect(moved.json()).toMatchObject({
      message: 'Service updated successfully.',
      data: {
        assignTo: { id: p.otherEmployee, full_name: 'Sunil Rao' },
        employee_status: 'pending',
        charge: '99.50',
        remark: null,
      },
    });
    const closed = await post('/api/service/update', {
      ...valid({ assigned_to_id: String(p.otherEmployee), status: 'closed' }),
      id: service.id,
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', completed_date: today });
    expect(await lastMail()).toMatchObject({ event: 'service_done', toAddress: 'priya@example.com' });
    const reopened = await post('/api/service/update', {
      ...valid({ assigned_to_id: String(p.otherEmployee), status: 'progress' }),
      id: service.id,
    });
    expect(reopened.json().data).toMatchObject({ status: 'progress', completed_date: null });
    const before = await snapshotWork(t);
    expect((await post('/api/service/update', { ...valid(), id: 999999 })).statusCode).toBe(404);
    expect(await snapshotWork(t)).toEqual(before);
  });

  it('completes the services of a contract, moving its next service on, and tells the customer', async () => {
    const amc = (await post('/api/amc/store', amcForm(p, { service_count: '3' }))).json().data;
    const [first, second, third] = amc.services as { id: number; service_title: string }[];
    const done = await post('/api/service/complete', { id: first!.id, remark: 'Cleaned both filters' });
    expect(done.json()).toMatchObject({
      message: 'Service marked as done.',
      data: { status: 'closed', completed_date: today, remark: 'Cleaned both filters', is_overdue: false },
    });
    const mail = await lastMail();
    expect(mail.subject).toBe(`Service ${first!.service_title} completed`);
    const view = async () => (await t.as(t.adminToken, { url: `/api/amc/view/${amc.id}` })).json().data;
    // The end is the term's last day (three months from 31 January, less a day), whatever the visits' dates.
    expect(await view()).toMatchObject({ next_service_date: '2026-03-31', end_date: '2026-04-29' });

    const before = await snapshotWork(t);
    const again = await post('/api/service/complete', { id: first!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This service is already done.');
    const future = await post('/api/service/complete', { id: second!.id, completed_date: '2099-01-01' });
    expect(future.json().issues).toEqual([
      { path: 'completed_date', message: 'The completion date cannot be later than today.' },
    ]);
    const badDate = await post('/api/service/complete', { id: second!.id, completed_date: '2026-02-31' });
    expect(badDate.json().issues).toEqual([
      { path: 'completed_date', message: 'Please enter a valid date (YYYY-MM-DD).' },
    ]);
    const otherCustomer = await post('/api/service/update', {
      ...valid({ customer_id: String(p.otherCustomer), service_date: '2026-03-31', service_title: 'x' }),
      id: second!.id,
    });
    expect(otherCustomer.json().issues).toEqual([
      { path: 'customer_id', message: "The customer of an AMC service is the contract's customer." },
    ]);
    expect(await snapshotWork(t)).toEqual(before);

    // Moving a service moves the contract's next service, not its term; closing every one leaves no next service.
    await post('/api/service/update', {
      ...valid({ service_date: '2026-05-15', service_title: 'Moved' }),
      id: second!.id,
    });
    expect(await view()).toMatchObject({ next_service_date: '2026-04-30', end_date: '2026-04-29' });
    await post('/api/service/complete', { id: second!.id, completed_date: '2026-05-15' });
    await post('/api/service/complete', { id: third!.id });
    expect(await view()).toMatchObject({ next_service_date: null, end_date: '2026-04-29' });
  });

  it('lets an employee edit and complete only the services assigned to it, keeping the assignee', async () => {
    const mine = (await post('/api/service/store', valid({ service_title: 'Mine' }))).json().data;
    const theirs = (
      await post(
        '/api/service/store',
        valid({ service_title: 'Theirs', assigned_to_id: String(p.otherEmployee) }),
      )
    ).json().data;
    const token = p.tokens.employee;
    const before = await snapshotWork(t);
    expect(
      (await post('/api/service/update', { ...valid({ service_title: 'Theirs' }), id: theirs.id }, token))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/service/complete', { id: theirs.id }, token)).statusCode).toBe(404);
    const handOver = await post(
      '/api/service/update',
      { ...valid({ assigned_to_id: String(p.otherEmployee) }), id: mine.id },
      token,
    );
    expect(handOver.statusCode).toBe(403);
    expect(handOver.json().message).toBe('Only an administrator can change the assignee.');
    expect((await post('/api/service/store', valid(), token)).statusCode).toBe(403);
    expect((await post('/api/service/delete', { id: mine.id }, token)).statusCode).toBe(403);
    for (const url of ['/api/service/update', '/api/service/complete', '/api/service/store'])
      expect((await post(url, { ...valid(), id: mine.id }, p.tokens.customer)).statusCode, url).toBe(403);
    expect(await snapshotWork(t)).toEqual(before);
    const edited = await post(
      '/api/service/update',
      { ...valid({ service_title: 'Mine', remark: 'Customer asked for 10 am' }), id: mine.id },
      token,
    );
    expect(edited.json().data).toMatchObject({
      remark: 'Customer asked for 10 am',
      assignTo: { id: p.employee },
    });
    expect((await post('/api/service/complete', { id: mine.id }, token)).json().data.status).toBe('closed');
  });

  it.each([
    ['customer_id', () => String(p.otherCustomer), 'You are not allowed to change the customer.'],
    ['charge', () => '1', 'You are not allowed to change the charge.'],
    ['service_date', () => '2099-12-20', 'You are not allowed to change the service date.'],
    ['service_title', () => 'Free visit', 'You are not allowed to change the title.'],
  ])(
    'refuses an assigned employee setting %s, naming it, and changes nothing',
    async (field, value, message) => {
      const mine = (await post('/api/service/store', valid())).json().data;
      const before = await snapshotWork(t);
      const response = await post(
        '/api/service/update',
        { ...valid({ [field]: value() }), id: mine.id },
        p.tokens.employee,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().issues).toEqual([{ path: field, message }]);
      expect(await snapshotWork(t)).toEqual(before);
    },
  );

  it('lets an assigned employee set status and remark, keeping what it may not change when sent empty', async () => {
    const mine = (await post('/api/service/store', valid())).json().data;
    const response = await post(
      '/api/service/update',
      {
        ...valid({ status: 'progress', remark: 'Parts ordered', service_label: '', detail: '' }),
        id: mine.id,
      },
      p.tokens.employee,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'progress',
      remark: 'Parts ordered',
      service_label: 'Urgent',
      detail: 'R32 refill',
      charge: '1500.00',
      customer: { id: p.customer },
    });
  });

  it('deletes services all or nothing; a done service of a contract is kept (409)', async () => {
    const amc = (await post('/api/amc/store', amcForm(p, { service_count: '3' }))).json().data;
    const [first, second, third] = amc.services as { id: number; service_no: string }[];
    await post('/api/service/complete', { id: second!.id });
    const oneOffDone = (await post('/api/service/store', valid({ status: 'closed' }))).json().data;
    const before = await snapshotWork(t);
    const doneOne = await post('/api/service/deleteMultiService', { ids: [first!.id, second!.id] });
    expect(doneOne.statusCode).toBe(409);
    expect(doneOne.json()).toEqual({
      error: true,
      message: 'A service of an AMC that is already done cannot be deleted.',
      issues: [{ path: 'ids.1', message: 'A service of an AMC that is already done cannot be deleted.' }],
    });
    expect((await post('/api/service/deleteMultiService', { ids: [first!.id, 999999] })).statusCode).toBe(
      404,
    );
    expect(await snapshotWork(t)).toEqual(before);

    const deleted = await post('/api/service/deleteMultiService', { ids: [first!.id, oneOffDone.id] });
    expect(deleted.json()).toEqual({
      message: 'Services deleted successfully.',
      data: { ids: [first!.id, oneOffDone.id] },
    });
    const view = (await t.as(t.adminToken, { url: `/api/amc/view/${amc.id}` })).json().data;
    expect(view).toMatchObject({ next_service_date: '2026-04-30', end_date: '2026-04-29' });
    expect(view.services.map((s: { id: number }) => s.id)).toEqual([second!.id, third!.id]);
    expect((await post('/api/service/delete', { id: third!.id })).json()).toEqual({
      message: 'Service deleted successfully.',
      data: { ids: [third!.id] },
    });
    expect(
      (await t.as(t.adminToken, { url: `/api/amc/view/${amc.id}` })).json().data.next_service_date,
    ).toBeNull();
  });
});
