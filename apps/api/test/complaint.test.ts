import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { addPerson, businessToday, grantRight, shiftDay, type TPerson } from './helpers/work-people';

describe('complaints: store, update, view, field rights by role', () => {
  let t: TInstalledApp;
  let today: string;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'rahul' | 'manoj', TPerson>;
  const ids = { notCooling: 0, noise: 0, visit: 0, ac: 0, oldAc: 0, inactive: 0 };

  beforeAll(async () => {
    t = await createInstalledApp();
    today = await businessToday(t.app);
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    p.manoj = await addPerson(t.app, 'supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
    const db = t.app.db.prisma;
    ids.inactive = (await addPerson(t.app, 'customer', 'gone@example.com', 'Gone', 'Away')).id;
    await db.user.update({ where: { id: ids.inactive }, data: { isActive: false } });
    ids.notCooling = (await db.category.create({ data: { type: 'complaint_type', name: 'Not cooling' } })).id;
    ids.noise = (await db.category.create({ data: { type: 'complaint_type', name: 'Noise' } })).id;
    ids.visit = (await db.category.create({ data: { type: 'task_type', name: 'Visit' } })).id;
    ids.ac = (await db.product.create({ data: { code: 'AC-1', name: 'Split AC', price: '30000' } })).id;
    ids.oldAc = (
      await db.product.create({ data: { code: 'AC-0', name: 'Old AC', price: '1', isArchived: true } })
    ).id;
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const store = (payload: object, token = t.adminToken) => post('/api/complaint/store', payload, token);
  const update = (payload: object, token = t.adminToken) => post('/api/complaint/update', payload, token);
  const adminForm = (overrides: Record<string, unknown> = {}) => ({
    customer_id: p.priya.id,
    product_id: ids.ac,
    date: shiftDay(today, -1),
    type_id: ids.notCooling,
    description: 'The indoor unit blows warm air.',
    assigned_to_id: p.ravi.id,
    charge: '250',
    ...overrides,
  });
  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    complaints: await prisma().complaint.findMany({ orderBy: { id: 'asc' } }),
    counters: await prisma().counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
    mails: await prisma().mailOutbox.count(),
    logs: await prisma().activityLog.count(),
  });
  const ref = (person: TPerson, fullName: string) => ({ id: person.id, full_name: fullName });

  it('adds a complaint for the admin with its number, names, assign date and charge', async () => {
    const response = await store(adminForm());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Complaint added successfully.',
      data: {
        id: expect.any(Number),
        complaint_no: 'CMP-00001',
        customer: { ...ref(p.priya, 'Priya Sharma'), email: 'priya@example.com' },
        product: { id: ids.ac, name: 'Split AC' },
        equipment: null,
        chargeable: false,
        reported_by_scan: null,
        date: shiftDay(today, -1),
        complaint_type: { id: ids.notCooling, name: 'Not cooling' },
        description: 'The indoor unit blows warm air.',
        assign_to: ref(p.ravi, 'Ravi Kumar'),
        assign_date: today,
        charge: '250.00',
        status: 'open',
        resolved_at: null,
        resolution_note: null,
        photos: [],
        // Held to the default level at normal priority (test/service-level.test.ts counts its times).
        priority: 'normal',
        service_level: { id: expect.any(Number), name: 'Standard' },
        responded_at: null,
        response_due_at: expect.any(String),
        resolution_due_at: expect.any(String),
        due_at: expect.any(String),
        warn_at: expect.any(String),
        created_at: expect.any(String),
      },
    });
    const id = response.json().data.id;
    const log = await prisma().activityLog.findFirstOrThrow({ where: { slug: 'complaint', recordId: id } });
    expect(log).toMatchObject({
      action: 'create',
      description: 'Added the complaint CMP-00001 of Priya Sharma',
    });
    const view = await t.as(t.adminToken, { url: `/api/complaint/view/${id}` });
    expect(view.json()).toEqual({ message: 'Complaint', data: response.json().data });
  });

  it('adds one from a multipart form, dated today when no date is sent', async () => {
    const form = multipart({
      customer_id: String(p.rahul.id),
      product_id: '',
      type_id: String(ids.noise),
      description: 'Rattles at night',
      assigned_to_id: String(p.anil.id),
      charge: '0',
      status: 'progress',
    });
    const response = await t.as(t.adminToken, { method: 'POST', url: '/api/complaint/store', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      complaint_no: 'CMP-00002',
      product: null,
      date: today,
      charge: '0.00',
      status: 'progress',
      assign_to: ref(p.anil, 'Anil Mehta'),
    });
  });

  it.each([
    ['customer_id', 'x', 'Please choose a valid customer.'],
    ['product_id', '-1', 'Please choose a valid product.'],
    ['date', '2026-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['date', '20-11-2026', 'Please enter a valid date (YYYY-MM-DD).'],
    ['type_id', 'abc', 'Please choose a valid complaint type.'],
    ['description', 'x'.repeat(5001), 'Maximum length of 5000 exceeded!'],
    ['assigned_to_id', '1.5', 'Please choose a valid employee.'],
    ['charge', 'abc', 'Charge must be a number.'],
    ['charge', '1.234', 'Charge must be a number with at most 2 decimals.'],
    ['charge', '-1', 'Charge must be 0 or more.'],
    ['charge', '12345678901', 'Charge must not be more than 9999999999.99'],
    ['status', 'done', 'Please choose a valid status.'],
    ['customer_id', '', 'Customer is required!'],
    ['type_id', '', 'Complaint type is required!'],
    ['description', '   ', 'Description is required!'],
    ['assigned_to_id', '', 'Assign to is required!'],
    ['charge', '', 'Charge is required!'],
    ['customer_id', 'EMPLOYEE', 'Please choose a valid customer.'],
    ['customer_id', 'INACTIVE', 'Please choose a valid customer.'],
    ['product_id', 'ARCHIVED', 'Please choose a valid product.'],
    ['type_id', 'TASK_TYPE', 'Please choose a valid complaint type.'],
    ['assigned_to_id', 'CUSTOMER', 'Please choose a valid employee.'],
    ['date', 'TOMORROW', 'Complaint date cannot be later than today.'],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const stand: Record<string, () => unknown> = {
      EMPLOYEE: () => p.ravi.id,
      INACTIVE: () => ids.inactive,
      ARCHIVED: () => ids.oldAc,
      TASK_TYPE: () => ids.visit,
      CUSTOMER: () => p.rahul.id,
      TOMORROW: () => shiftDay(today, 1),
    };
    const before = await snapshot();
    const response = await store(adminForm({ [field]: stand[value]?.() ?? value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message, issues: [{ path: field, message }] });
    expect(await snapshot()).toEqual(before);
  });

  it('names every missing field of the admin form at once', async () => {
    const response = await store({});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'customer_id', message: 'Customer is required!' },
      { path: 'type_id', message: 'Complaint type is required!' },
      { path: 'description', message: 'Description is required!' },
      { path: 'assigned_to_id', message: 'Assign to is required!' },
      { path: 'charge', message: 'Charge is required!' },
    ]);
  });

  it('lets a customer file its own complaint: unassigned, charge 0, open; only type and description required', async () => {
    const missing = await store({}, p.priya.token);
    expect(missing.json().issues).toEqual([
      { path: 'type_id', message: 'Complaint type is required!' },
      { path: 'description', message: 'Description is required!' },
    ]);
    const response = await store(
      { type_id: ids.noise, description: 'Water leaks', customer_id: p.priya.id, charge: '' },
      p.priya.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      customer: { ...ref(p.priya, 'Priya Sharma'), email: 'priya@example.com' },
      date: today,
      assign_to: null,
      assign_date: null,
      charge: '0.00',
      status: 'open',
    });
  });

  it.each([
    ['assigned_to_id', () => p.ravi.id, 'You are not allowed to change the assignee.'],
    ['charge', () => '10', 'You are not allowed to change the charge.'],
    ['status', () => 'closed', 'You are not allowed to change the status.'],
    ['customer_id', () => p.rahul.id, 'You are not allowed to change the customer.'],
  ])('refuses a customer setting %s (403) and changes nothing', async (field, value, message) => {
    const before = await snapshot();
    const response = await store(
      { type_id: ids.noise, description: 'Leak', [field]: value() },
      p.priya.token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: true, message, issues: [{ path: field, message }] });
    expect(await snapshot()).toEqual(before);
  });

  it('lets an employee file one for a customer, assigned to itself; it cannot assign another or close', async () => {
    const noCustomer = await store({ type_id: ids.noise, description: 'Noise' }, p.ravi.token);
    expect(noCustomer.json().issues).toEqual([{ path: 'customer_id', message: 'Customer is required!' }]);
    const response = await store(
      { customer_id: p.rahul.id, type_id: ids.noise, description: 'Noise', status: 'progress' },
      p.ravi.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      assign_to: ref(p.ravi, 'Ravi Kumar'),
      assign_date: today,
      charge: '0.00',
      status: 'progress',
    });
    const before = await snapshot();
    const other = await store(
      { customer_id: p.rahul.id, type_id: ids.noise, description: 'x', assigned_to_id: p.anil.id },
      p.ravi.token,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().issues).toEqual([
      { path: 'assigned_to_id', message: 'You are not allowed to change the assignee.' },
    ]);
    const closed = await store(
      { customer_id: p.rahul.id, type_id: ids.noise, description: 'x', status: 'closed' },
      p.ravi.token,
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().issues).toEqual([
      { path: 'resolution_note', message: 'Resolution note is required!' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses roles without the right (403) and an anonymous caller (401), changing nothing', async () => {
    const before = await snapshot();
    expect((await store(adminForm(), p.manoj.token)).statusCode).toBe(403);
    expect((await t.as(p.manoj.token, { url: '/api/complaint/list' })).statusCode).toBe(403);
    expect((await update({ id: before.complaints[0]!.id, description: 'x' }, p.priya.token)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/complaint/delete', { id: before.complaints[0]!.id }, p.ravi.token)).statusCode,
    ).toBe(403);
    expect(
      (await t.as(null, { method: 'POST', url: '/api/complaint/store', payload: adminForm() })).statusCode,
    ).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('shows each caller only its rows: another customer’s or employee’s complaint answers 404', async () => {
    const first = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00001' } });
    expect((await t.as(p.priya.token, { url: `/api/complaint/view/${first.id}` })).statusCode).toBe(200);
    expect((await t.as(p.ravi.token, { url: `/api/complaint/view/${first.id}` })).statusCode).toBe(200);
    for (const token of [p.rahul.token, p.anil.token]) {
      const response = await t.as(token, { url: `/api/complaint/view/${first.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: true,
        message: 'The record you asked for does not exist.',
        issues: [],
      });
    }
    const before = await snapshot();
    expect((await update({ id: first.id, description: 'Mine now' }, p.anil.token)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const priya = (
      await t.as(p.priya.token, { url: '/api/complaint/list?sort=complaint_no&order=asc' })
    ).json();
    expect(priya.data.map((c: { complaint_no: string }) => c.complaint_no)).toEqual([
      'CMP-00001',
      'CMP-00003',
    ]);
    const ravi = (
      await t.as(p.ravi.token, { url: '/api/complaint/list?sort=complaint_no&order=asc' })
    ).json();
    expect(ravi.data.map((c: { complaint_no: string }) => c.complaint_no)).toEqual([
      'CMP-00001',
      'CMP-00004',
    ]);
    expect(ravi.meta).toEqual({ total: 2, totalExact: true, page: 1, pageSize: 25 });
  });

  it('lets the assigned employee change status, description and charge only, never reassign or change the rest', async () => {
    const first = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00001' } });
    const response = await update(
      { id: first.id, status: 'progress', description: 'Gas refilled', assigned_to_id: p.ravi.id },
      p.ravi.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Complaint updated successfully.',
      data: {
        status: 'progress',
        description: 'Gas refilled',
        assign_to: ref(p.ravi, 'Ravi Kumar'),
        charge: '250.00',
      },
    });
    const before = await snapshot();
    for (const [payload, path, message] of [
      [{ assigned_to_id: p.anil.id }, 'assigned_to_id', 'You are not allowed to change the assignee.'],
      [{ type_id: ids.noise }, 'type_id', 'You are not allowed to change the complaint type.'],
      [{ customer_id: p.rahul.id }, 'customer_id', 'You are not allowed to change the customer.'],
    ] as const) {
      const refused = await update({ id: first.id, ...payload }, p.ravi.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().issues).toEqual([{ path, message }]);
    }
    // Resolving takes a note of what was done.
    const noNote = await update({ id: first.id, status: 'closed' }, p.ravi.token);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().issues).toEqual([
      { path: 'resolution_note', message: 'Resolution note is required!' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin reassign (new assign date), close (resolved_at) and reopen; clearing a required field is refused', async () => {
    const first = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00001' } });
    await prisma().complaint.update({
      where: { id: first.id },
      data: { assignDate: new Date('2026-01-01T00:00:00Z') },
    });
    const moved = await update({ id: first.id, assigned_to_id: p.anil.id });
    expect(moved.json().data).toMatchObject({
      assign_to: ref(p.anil, 'Anil Mehta'),
      assign_date: today,
      status: 'progress',
    });
    const closed = await update({ id: first.id, status: 'closed' });
    expect(closed.json().data.resolved_at).toEqual(expect.any(String));
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'complaint', recordId: first.id, action: 'close' },
    });
    expect(log.description).toBe('Closed the complaint CMP-00001 of Priya Sharma');
    const reopened = await update({ id: first.id, status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', resolved_at: null });
    const before = await snapshot();
    const cleared = await update({ id: first.id, assigned_to_id: '', description: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().issues).toEqual([
      { path: 'description', message: 'Description is required!' },
      { path: 'assigned_to_id', message: 'Assign to is required!' },
    ]);
    expect((await update({ id: 999999, description: 'x' })).statusCode).toBe(404);
    expect((await update({ id: first.id, date: shiftDay(today, 1) })).json().issues).toEqual([
      { path: 'date', message: 'Complaint date cannot be later than today.' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a customer given complaint_edit correct its own complaint, never its status or charge', async () => {
    await grantRight(t.app, 'customer', 'complaint', 'edit');
    const own = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00003' } });
    const response = await update(
      { id: own.id, description: 'Leaks from the pipe', product_id: ids.ac },
      p.priya.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      description: 'Leaks from the pipe',
      product: { id: ids.ac, name: 'Split AC' },
    });
    const before = await snapshot();
    const status = await update({ id: own.id, status: 'closed', charge: '5' }, p.priya.token);
    expect(status.statusCode).toBe(403);
    expect(status.json().issues).toEqual([
      { path: 'charge', message: 'You are not allowed to change the charge.' },
      { path: 'status', message: 'You are not allowed to change the status.' },
    ]);
    const other = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00002' } });
    expect((await update({ id: other.id, description: 'x' }, p.priya.token)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the assigned employee resolve with a note and the charge; the customer hears once; only the admin reopens', async () => {
    const own = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00004' } });
    expect(own.assignedToId).toBe(p.ravi.id);
    const before = await snapshot();
    // Another employee's complaint does not exist for it; a customer neither resolves nor writes the note.
    const other = await update({ id: own.id, status: 'closed', resolution_note: 'x' }, p.anil.token);
    expect(other.statusCode).toBe(404);
    const customer = await update({ id: own.id, resolution_note: 'Done' }, p.rahul.token);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().issues).toEqual([
      { path: 'resolution_note', message: 'You are not allowed to change the resolution note.' },
    ]);
    expect(await snapshot()).toEqual(before);

    const resolved = await update(
      { id: own.id, status: 'closed', resolution_note: 'Replaced the fan motor.', charge: '450' },
      p.ravi.token,
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'closed',
      resolution_note: 'Replaced the fan motor.',
      charge: '450.00',
      resolved_at: expect.any(String),
    });
    const mails = () =>
      prisma().mailOutbox.findMany({
        where: { event: 'complaint_resolved', subject: { contains: own.complaintNo } },
      });
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.html).toContain('Replaced the fan motor.');
    expect(queued[0]!.html).toContain('450.00');

    const reopen = await update({ id: own.id, status: 'progress' }, p.ravi.token);
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().issues).toEqual([
      { path: 'status', message: 'Only an administrator can reopen a resolved complaint.' },
    ]);
    // Resolved, it is the admin's: the employee no longer changes its note or charge.
    const edit = await update({ id: own.id, charge: '9000' }, p.ravi.token);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().issues).toEqual([
      { path: 'status', message: 'A resolved complaint can only be changed by an administrator.' },
    ]);
    const reopened = await update({ id: own.id, status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', resolved_at: null });
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'complaint', recordId: own.id, action: 'reopen' },
    });
    expect(log.description).toBe(
      `Reopened the complaint ${own.complaintNo} of ${resolved.json().data.customer.full_name}`,
    );
    const again = await update(
      { id: own.id, status: 'closed', resolution_note: 'Tightened the mount too.' },
      p.ravi.token,
    );
    expect(again.statusCode).toBe(200);
    expect(await mails()).toHaveLength(1);
  });
});
