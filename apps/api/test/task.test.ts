import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { addPerson, dateColumn, type TPerson } from './helpers/work-people';

describe('tasks: store, update, list, CSV, delete, rights', () => {
  let t: TInstalledApp;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'manoj', TPerson>;
  const ids = { visit: 0, call: 0, noise: 0 };

  beforeAll(async () => {
    t = await createInstalledApp();
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.manoj = await addPerson(t.app, 'supplier', 'manoj@example.com', 'Manoj', 'Agarwal');
    const db = t.app.db.prisma;
    ids.visit = (await db.category.create({ data: { type: 'task_type', name: 'Site visit' } })).id;
    ids.call = (await db.category.create({ data: { type: 'task_type', name: 'Call back' } })).id;
    ids.noise = (await db.category.create({ data: { type: 'complaint_type', name: 'Noise' } })).id;
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Survey the rooftop units',
    client_id: p.priya.id,
    type_id: ids.visit,
    description: 'Check the four rooftop units before summer.',
    assigned_to_id: p.ravi.id,
    due_date: '2030-03-10',
    ...overrides,
  });
  const snapshot = async () => ({
    tasks: await prisma().task.findMany({ orderBy: { id: 'asc' } }),
    logs: await prisma().activityLog.count(),
  });

  it('adds a task with its names, open by default', async () => {
    const response = await post('/api/task/store', form());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Task added successfully.',
      data: {
        id: expect.any(Number),
        name: 'Survey the rooftop units',
        client: { id: p.priya.id, full_name: 'Priya Sharma' },
        type: { id: ids.visit, name: 'Site visit' },
        description: 'Check the four rooftop units before summer.',
        assign_to: { id: p.ravi.id, full_name: 'Ravi Kumar' },
        due_date: '2030-03-10',
        status: 'open',
        completed_at: null,
        created_at: expect.any(String),
      },
    });
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'task', recordId: response.json().data.id },
    });
    expect(log).toMatchObject({ action: 'create', description: 'Added the task Survey the rooftop units' });
  });

  it('adds one from a multipart form with only the required fields', async () => {
    const body = multipart({
      name: 'Order filters',
      type_id: String(ids.call),
      description: 'Ten filters',
      client_id: '',
      due_date: '',
    });
    const response = await t.as(t.adminToken, { method: 'POST', url: '/api/task/store', ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      client: null,
      assign_to: null,
      due_date: null,
      status: 'open',
    });
  });

  it.each([
    ['name', '', 'Name is required!'],
    ['name', 'x'.repeat(192), 'Maximum length of 191 exceeded!'],
    ['type_id', '', 'Task type is required!'],
    ['type_id', 'x', 'Please choose a valid task type.'],
    ['type_id', 'COMPLAINT_TYPE', 'Please choose a valid task type.'],
    ['description', ' ', 'Description is required!'],
    ['client_id', 'EMPLOYEE', 'Please choose a valid client.'],
    ['assigned_to_id', 'CUSTOMER', 'Please choose a valid employee.'],
    ['due_date', '2030-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['status', 'finished', 'Please choose a valid status.'],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const stand: Record<string, () => unknown> = {
      COMPLAINT_TYPE: () => ids.noise,
      EMPLOYEE: () => p.ravi.id,
      CUSTOMER: () => p.priya.id,
    };
    const before = await snapshot();
    const response = await post('/api/task/store', form({ [field]: stand[value]?.() ?? value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message, issues: [{ path: field, message }] });
    expect(await snapshot()).toEqual(before);
  });

  it('names every missing field at once', async () => {
    const response = await post('/api/task/store', {});
    expect(response.json().issues).toEqual([
      { path: 'name', message: 'Name is required!' },
      { path: 'type_id', message: 'Task type is required!' },
      { path: 'description', message: 'Description is required!' },
    ]);
  });

  it('shows an employee only the tasks assigned to it; another’s answers 404; customers and suppliers have no right', async () => {
    await post('/api/task/store', form({ name: 'Anil task', assigned_to_id: p.anil.id }));
    const ravi = (await t.as(p.ravi.token, { url: '/api/task/list' })).json();
    expect(ravi.data.map((r: { name: string }) => r.name)).toEqual(['Survey the rooftop units']);
    const anilTask = await prisma().task.findFirstOrThrow({ where: { name: 'Anil task' } });
    const before = await snapshot();
    expect(
      (await post('/api/task/update', { id: anilTask.id, status: 'progress' }, p.ravi.token)).statusCode,
    ).toBe(404);
    for (const token of [p.priya.token, p.manoj.token]) {
      expect((await t.as(token, { url: '/api/task/list' })).statusCode).toBe(403);
      expect((await post('/api/task/store', form(), token)).statusCode).toBe(403);
    }
    expect((await post('/api/task/store', form(), p.ravi.token)).statusCode).toBe(403);
    expect((await post('/api/task/delete', { id: anilTask.id }, p.ravi.token)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the employee change status and description (closing sets completed_at), nothing else', async () => {
    const task = await prisma().task.findFirstOrThrow({ where: { name: 'Survey the rooftop units' } });
    const closed = await post(
      '/api/task/update',
      { id: task.id, status: 'closed', description: 'Done, all four fine.' },
      p.ravi.token,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Task updated successfully.',
      data: {
        status: 'closed',
        description: 'Done, all four fine.',
        completed_at: expect.any(String),
        name: 'Survey the rooftop units',
      },
    });
    const reopened = await post('/api/task/update', { id: task.id, status: 'progress' }, p.ravi.token);
    expect(reopened.json().data).toMatchObject({ status: 'progress', completed_at: null });
    const before = await snapshot();
    for (const [payload, path, message] of [
      [{ assigned_to_id: p.anil.id }, 'assigned_to_id', 'You are not allowed to change the assignee.'],
      [{ name: 'Renamed' }, 'name', 'You are not allowed to change the name.'],
      [{ due_date: '2031-01-01' }, 'due_date', 'You are not allowed to change the due date.'],
    ] as const) {
      const refused = await post('/api/task/update', { id: task.id, ...payload }, p.ravi.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().issues).toEqual([{ path, message }]);
    }
    const cleared = await post('/api/task/update', { id: task.id, type_id: '' });
    expect(cleared.json().issues).toEqual([{ path: 'type_id', message: 'Task type is required!' }]);
    expect((await post('/api/task/update', { id: 999999, status: 'open' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const admin = await post('/api/task/update', { id: task.id, assigned_to_id: p.anil.id, due_date: '' });
    expect(admin.json().data).toMatchObject({
      assign_to: { id: p.anil.id, full_name: 'Anil Mehta' },
      due_date: null,
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await prisma().task.deleteMany({});
      await prisma().task.createMany({
        data: Array.from({ length: 30 }, (_, i) => ({
          name: `Task ${String(i + 1).padStart(2, '0')}`,
          description: i === 2 ? '@SUM(A1)' : `Work ${i + 1}`,
          typeId: i % 2 ? ids.call : ids.visit,
          clientId: i % 3 === 0 ? p.priya.id : null,
          assignedToId: i % 2 ? p.ravi.id : p.anil.id,
          dueDate: dateColumn(`2030-04-${String(30 - i).padStart(2, '0')}`),
          status: (['open', 'pending', 'progress', 'closed'] as const)[i % 4],
        })),
      });
    });
    const names = async (query: string, token = t.adminToken) => {
      const response = await t.as(token, { url: `/api/task/list?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((r: { name: string }) => r.name);
    };
    const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

    it('sorts, searches by name prefix and filters in the database', async () => {
      expect(await names('pageSize=3&sort=name&order=asc')).toEqual(['Task 01', 'Task 02', 'Task 03']);
      expect(await names('pageSize=3&sort=due_date&order=asc')).toEqual(['Task 30', 'Task 29', 'Task 28']);
      expect(await names('pageSize=3&sort=status&order=desc&page=1')).toEqual([
        'Task 28',
        'Task 24',
        'Task 20',
      ]);
      expect(await names('search=Task%201&sort=name&order=asc')).toEqual([
        'Task 10',
        'Task 11',
        'Task 12',
        'Task 13',
        'Task 14',
        'Task 15',
        'Task 16',
        'Task 17',
        'Task 18',
        'Task 19',
      ]);
      expect(
        await names(`sort=name&order=asc&${filters({ status: 'closed', assigned_to_id: p.ravi.id })}`),
      ).toEqual(['Task 04', 'Task 08', 'Task 12', 'Task 16', 'Task 20', 'Task 24', 'Task 28']);
      expect(
        await names(`sort=name&order=asc&${filters({ client_id: p.priya.id, type_id: ids.visit })}`),
      ).toEqual(['Task 01', 'Task 07', 'Task 13', 'Task 19', 'Task 25']);
      expect((await names('pageSize=100', p.ravi.token)).length).toBe(15);
      const bad = await t.as(t.adminToken, { url: `/api/task/list?${filters({ status: 'done' })}` });
      expect(bad.json().issues).toEqual([
        { path: 'filters.status', message: 'status must be one of open, pending, progress, closed.' },
      ]);
    });

    it('exports every matching row as taskData.csv', async () => {
      const response = await t.as(t.adminToken, {
        url: '/api/task/list?format=csv&pageSize=10&sort=name&order=asc',
      });
      expect(response.headers['content-disposition']).toBe('attachment; filename="taskData.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(31);
      expect(lines[0]).toBe('Name,Client,Task type,Description,Assigned to,Due date,Status,Created at');
      expect(lines[1]).toMatch(/^Task 01,Priya Sharma,Site visit,Work 1,Anil Mehta,30-04-2030,open,/);
      expect(lines[3]).toMatch(/^Task 03,,Site visit,'@SUM\(A1\),Anil Mehta,28-04-2030,progress,/);
    });

    it('deletes several in one transaction: one unknown id deletes nothing', async () => {
      const [a, b] = await prisma().task.findMany({ orderBy: { id: 'asc' }, take: 2 });
      const bad = await post('/api/task/deleteMulti', { ids: [a!.id, b!.id, 999999] });
      expect(bad.statusCode).toBe(404);
      expect(await prisma().task.count()).toBe(30);
      const good = await post('/api/task/deleteMulti', { ids: [a!.id, b!.id] });
      expect(good.json()).toEqual({
        message: '2 tasks deleted successfully.',
        data: { ids: [a!.id, b!.id] },
      });
      const one = await post('/api/task/delete', { id: (await prisma().task.findFirstOrThrow()).id });
      expect(one.json().message).toBe('Task deleted successfully.');
      expect(await prisma().task.count()).toBe(27);
    });
  });
});
