import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addPerson, dateColumn, grantRight, type TPerson } from './helpers/work-people';

const ROWS = 30;

describe('complaints: list, search, sort, filters, CSV, delete', () => {
  let t: TInstalledApp;
  const p = {} as Record<'ravi' | 'anil' | 'priya' | 'rahul', TPerson>;
  const types = { cooling: 0, noise: 0 };
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: (event) => statements.push(event.query) });
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.anil = await addPerson(t.app, 'employee', 'anil@example.com', 'Anil', 'Mehta');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.rahul = await addPerson(t.app, 'customer', 'rahul@example.com', 'Rahul', 'Verma');
    const db = t.app.db.prisma;
    types.cooling = (await db.category.create({ data: { type: 'complaint_type', name: 'Not cooling' } })).id;
    types.noise = (await db.category.create({ data: { type: 'complaint_type', name: 'Noise' } })).id;
    const acId = (await db.product.create({ data: { code: 'AC-1', name: 'Split AC', price: '30000' } })).id;
    // 30 complaints: CMP-00001 .. CMP-00030 on 1 .. 30 March 2026; even ones Priya's and Ravi's, odd ones Rahul's
    // and Anil's; statuses open, pending, progress, closed in turn; every third one "Noise".
    await db.complaint.createMany({
      data: Array.from({ length: ROWS }, (_, i) => ({
        complaintNo: `CMP-${String(i + 1).padStart(5, '0')}`,
        customerId: i % 2 ? p.priya.id : p.rahul.id,
        assignedToId: i % 2 ? p.ravi.id : p.anil.id,
        complaintDate: dateColumn(`2026-03-${String(i + 1).padStart(2, '0')}`),
        typeId: i % 3 === 2 ? types.noise : types.cooling,
        productId: i % 5 === 1 ? acId : null,
        description: i === 4 ? '=HYPERLINK("http://evil","x")' : `Complaint ${i + 1}`,
        charge: `${i + 1}.50`,
        status: (['open', 'pending', 'progress', 'closed'] as const)[i % 4],
      })),
    });
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const list = async (query: string, token = t.adminToken) => {
    const response = await t.as(token, { url: `/api/complaint/list?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { complaint_no: string }[]; meta: { total: number } };
  };
  const numbers = (body: { data: { complaint_no: string }[] }) => body.data.map((c) => c.complaint_no);
  const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
  const no = (...n: number[]) => n.map((i) => `CMP-${String(i).padStart(5, '0')}`);

  it('reads a page in three statements (count, ids, rows with their names), each row as its view shows it', async () => {
    // Once before counting: the caller's user is then held in memory, as for every later request.
    await list('pageSize=10&sort=complaint_no&order=asc');
    statements.length = 0;
    const page = await list('pageSize=10&sort=complaint_no&order=asc');
    expect(statements).toHaveLength(3);
    expect(statements.at(-1)).toMatch(/LEFT JOIN `categories`/);
    expect(page.data.filter((row) => (row as unknown as { product: unknown }).product !== null)).toHaveLength(
      2,
    );
    for (const row of page.data as unknown as { id: number }[]) {
      // The view adds the complaint's photos, which a list row leaves out.
      const { photos, ...view } = (await t.as(t.adminToken, { url: `/api/complaint/view/${row.id}` })).json()
        .data;
      expect(photos).toEqual([]);
      expect(row).toEqual(view);
    }
  });

  it('pages, sorts on each offered column and searches by number prefix', async () => {
    const first = await list('pageSize=10&sort=complaint_no&order=asc');
    expect(first.meta).toEqual({ total: 30, totalExact: true, page: 1, pageSize: 10 });
    expect(numbers(first)).toEqual(no(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    expect(numbers(await list('pageSize=3&page=2&sort=complaint_date&order=desc'))).toEqual(no(27, 26, 25));
    // A status sorts in its workflow order (open, pending, progress, closed): the column is an enum.
    expect(numbers(await list('pageSize=4&sort=status&order=desc'))).toEqual(no(28, 24, 20, 16));
    expect(numbers(await list('pageSize=2&sort=status&order=asc'))).toEqual(no(1, 5));
    expect((await list('sort=created_at')).meta.total).toBe(30);
    const search = await list('search=CMP-0002&sort=complaint_no&order=asc');
    expect(numbers(search)).toEqual(no(20, 21, 22, 23, 24, 25, 26, 27, 28, 29));
    expect((await list('search=cmp-00030')).data).toHaveLength(1);
  });

  it('filters by status, customer, assignee, type and date range', async () => {
    const asc = 'sort=complaint_no&order=asc&pageSize=100';
    expect(numbers(await list(`${asc}&${filters({ status: 'closed' })}`))).toEqual(
      no(4, 8, 12, 16, 20, 24, 28),
    );
    expect((await list(`${asc}&${filters({ customer_id: p.priya.id })}`)).meta.total).toBe(15);
    expect(
      numbers(await list(`${asc}&${filters({ assigned_to_id: p.anil.id, type_id: types.noise })}`)),
    ).toEqual(no(3, 9, 15, 21, 27));
    expect(numbers(await list(`${asc}&${filters({ from: '2026-03-10', to: '2026-03-12' })}`))).toEqual(
      no(10, 11, 12),
    );
  });

  it('shows a date range with no sort chosen newest first by complaint date, in the page, its count and the CSV', async () => {
    // Entered last but dated 11 March: the newest by creation time, yet the range lists it among its day.
    const late = await prisma().complaint.create({
      data: {
        complaintNo: 'CMP-00031',
        customerId: p.rahul.id,
        assignedToId: p.anil.id,
        complaintDate: dateColumn('2026-03-11'),
        createdAt: new Date(Date.now() + 60_000),
        description: 'Backdated',
      },
    });
    try {
      const range = await list(`pageSize=100&${filters({ from: '2026-03-10', to: '2026-03-12' })}`);
      // Same date: the higher id first, as the date index (complaint_date, id) is read backwards.
      expect(numbers(range)).toEqual(no(12, 31, 11, 10));
      expect(range.meta.total).toBe(4);
      const since = await list(`pageSize=100&${filters({ from: '2026-03-10' })}`);
      expect(numbers(since).slice(-4)).toEqual(no(12, 31, 11, 10));
      expect(numbers(await list(`pageSize=3&${filters({ to: '2026-03-11' })}`))).toEqual(no(31, 11, 10));
      const csv = await t.as(t.adminToken, {
        url: `/api/complaint/list?format=csv&${filters({ from: '2026-03-10', to: '2026-03-12' })}`,
      });
      const csvNumbers = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(csvNumbers).toEqual(no(12, 31, 11, 10));
      // A sort the caller chose is kept: by creation time the backdated one comes first.
      expect(
        numbers(await list(`sort=created_at&${filters({ from: '2026-03-10', to: '2026-03-12' })}`))[0],
      ).toBe('CMP-00031');
    } finally {
      await prisma().complaint.delete({ where: { id: late.id } });
    }
  });

  it.each([
    ['sort=password_hash', 'sort', 'Cannot sort on password_hash.'],
    [
      filters({ status: 'done' }),
      'filters.status',
      'status must be one of open, pending, progress, waiting, closed.',
    ],
    [filters({ customer_id: 'x' }), 'filters.customer_id', 'customer_id must be an id.'],
    [filters({ from: 'yesterday' }), 'filters.from', 'from must be a date (YYYY-MM-DD).'],
    [filters({ secret: 1 }), 'filters.secret', 'Cannot filter on secret.'],
  ])('refuses %s with 400', async (query, path, message) => {
    const response = await t.as(t.adminToken, { url: `/api/complaint/list?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
  });

  it('keeps each caller to its rows, also with filters that name another', async () => {
    const priya = await list('pageSize=100', p.priya.token);
    expect(priya.meta.total).toBe(15);
    expect((await list(`${filters({ customer_id: p.rahul.id })}`, p.priya.token)).meta.total).toBe(0);
    const anil = await list('pageSize=100&sort=complaint_no&order=asc', p.anil.token);
    expect(numbers(anil)).toEqual(no(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29));
  });

  it('exports every matching row as complaintData.csv, more than one page, formulas neutralised', async () => {
    const response = await t.as(t.adminToken, {
      url: '/api/complaint/list?format=csv&pageSize=10&sort=complaint_no&order=asc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="complaintData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe(
      'Complaint no,Customer,Product,Complaint date,Complaint type,Description,Assigned to,Assign date,Charge,Status,Priority,Response due,Resolution due,Created at',
    );
    expect(lines[1]).toMatch(
      /^CMP-00001,Rahul Verma,,01-03-2026,Not cooling,Complaint 1,Anil Mehta,,1\.50,open,/,
    );
    expect(lines[5]).toMatch(
      /^CMP-00005,Rahul Verma,,05-03-2026,Not cooling,"'=HYPERLINK\(""http:\/\/evil"",""x""\)",/,
    );
    const mine = await t.as(p.ravi.token, { url: '/api/complaint/list?format=csv' });
    expect(mine.body.trim().split('\r\n')).toHaveLength(15 + 1);
  });

  it('deletes several in one transaction: an unknown id, or another’s, deletes nothing (404)', async () => {
    const [a, b] = await prisma().complaint.findMany({
      where: { complaintNo: { in: no(1, 2) } },
      orderBy: { id: 'asc' },
    });
    const countBefore = await prisma().complaint.count();
    const bad = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/deleteMulti',
      payload: { ids: [a!.id, 999999, b!.id] },
    });
    expect(bad.statusCode).toBe(404);
    expect(await prisma().complaint.count()).toBe(countBefore);

    await grantRight(t.app, 'employee', 'complaint', 'delete');
    // Ravi holds CMP-00002 but not CMP-00001 (Anil's).
    const mixed = await t.as(p.ravi.token, {
      method: 'POST',
      url: '/api/complaint/deleteMulti',
      payload: { ids: [b!.id, a!.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await prisma().complaint.count()).toBe(countBefore);

    const good = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/deleteMulti',
      payload: { ids: [a!.id, b!.id] },
    });
    expect(good.json()).toEqual({
      message: '2 complaints deleted successfully.',
      data: { ids: [a!.id, b!.id] },
    });
    expect(await prisma().complaint.count()).toBe(countBefore - 2);
    const logs = await prisma().activityLog.findMany({
      where: { slug: 'complaint', action: 'delete' },
      orderBy: { id: 'asc' },
    });
    expect(logs.map((l) => l.description)).toEqual([
      'Deleted the complaint CMP-00001',
      'Deleted the complaint CMP-00002',
    ]);

    const c = await prisma().complaint.findFirstOrThrow({ where: { complaintNo: 'CMP-00004' } });
    const single = await t.as(p.ravi.token, {
      method: 'POST',
      url: '/api/complaint/delete',
      payload: { id: c.id },
    });
    expect(single.json()).toEqual({ message: 'Complaint deleted successfully.', data: { ids: [c.id] } });
    const empty = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/deleteMulti',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});
