import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBusinessCalendar } from '../src/lib/kernel/calendar-date';
import { dueReadsFromEnd } from '../src/modules/service/service-list';
import { SERVICE_INCLUDE, toService } from '../src/modules/service/service-shape';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { amcForm, seedWorkParties, type TWorkParties } from './helpers/work-parties';
import { weekClosedOn } from './helpers/fixtures';

type TRow = { id: number; service_no: string; service_title: string; is_overdue: boolean };
const titles = (body: { data: TRow[] }) => body.data.map((r) => r.service_title);

describe('service list: search, filters, overdue, CSV, row boundaries', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let amcId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: (event) => statements.push(event.query) });
    p = await seedWorkParties(t);
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { workingWeek: weekClosedOn() } });
    const post = (url: string, payload: object) => t.as(t.adminToken, { method: 'POST', url, payload });
    // Three monthly services from 31 January 2026 (all before today), the second one done.
    const amc = (await post('/api/amc/store', amcForm(p, { service_count: '3' }))).json().data;
    amcId = amc.id;
    await post('/api/service/complete', { id: amc.services[1].id, completed_date: '2026-03-31' });
    const service = (fields: object) =>
      post('/api/service/store', {
        customer_id: p.customer,
        status: 'open',
        service_date: '2099-01-10',
        ...fields,
      });
    await service({
      service_title: 'Chimney cleaning',
      customer_id: p.otherCustomer,
      assigned_to_id: p.otherEmployee,
    });
    await service({ service_title: 'Coil wash', service_date: '2026-06-15', status: 'progress' });
  });
  afterAll(async () => t?.close());

  const list = (query: string, token = t.adminToken) => t.as(token, { url: `/api/service/list?${query}` });
  const filtered = async (filters: object, token = t.adminToken) =>
    (await list(`filters=${encodeURIComponent(JSON.stringify(filters))}`, token)).json();

  it('lists the services in date order with whether each is overdue', async () => {
    const body = (await list('')).json();
    expect(body.meta).toEqual({ total: 5, totalExact: true, page: 1, pageSize: 25 });
    expect(body.data.map((r: TRow) => [r.service_title, r.is_overdue])).toEqual([
      ['AMC-00001 service 1 of 3', true],
      ['AMC-00001 service 2 of 3', false],
      ['AMC-00001 service 3 of 3', true],
      ['Coil wash', true],
      ['Chimney cleaning', false],
    ]);
    expect(titles((await list('sort=service_no&order=desc&pageSize=2')).json())).toEqual([
      'Coil wash',
      'Chimney cleaning',
    ]);
    expect(titles((await list('sort=status&order=desc&pageSize=1')).json())).toEqual([
      'AMC-00001 service 2 of 3',
    ]);
  });

  it('searches by a prefix of the service number or the title, and by the words of the title', async () => {
    expect((await list('search=SRV-0000')).json().meta.total).toBe(5);
    expect(titles((await list('search=SRV-00004')).json())).toEqual(['Chimney cleaning']);
    expect(titles((await list('search=Chim')).json())).toEqual(['Chimney cleaning']);
    // The title's prefix finds service 3; the words "amc", "00001" and "service" (a word of fewer than three
    // characters, "3", is not indexed) find every service of that contract: all three, and no other.
    expect(titles((await list('search=AMC-00001%20service%203')).json()).sort()).toEqual([
      'AMC-00001 service 1 of 3',
      'AMC-00001 service 2 of 3',
      'AMC-00001 service 3 of 3',
    ]);
    // A word inside the title, which no prefix reaches.
    expect(titles((await list('search=cleaning')).json())).toEqual(['Chimney cleaning']);
    expect((await list('search=cleanings')).json().meta.total).toBe(0);
  });

  it('filters by status, contract, customer, assignee, overdue and date range', async () => {
    expect(titles(await filtered({ status: 'progress' }))).toEqual(['Coil wash']);
    expect((await filtered({ amc_id: amcId })).meta.total).toBe(3);
    expect(titles(await filtered({ customer_id: p.otherCustomer }))).toEqual(['Chimney cleaning']);
    expect(titles(await filtered({ assigned_to_id: p.otherEmployee }))).toEqual(['Chimney cleaning']);
    expect(titles(await filtered({ overdue: true }))).toEqual([
      'AMC-00001 service 1 of 3',
      'AMC-00001 service 3 of 3',
      'Coil wash',
    ]);
    expect(titles(await filtered({ overdue: 'false' }))).toEqual([
      'AMC-00001 service 2 of 3',
      'Chimney cleaning',
    ]);
    expect(titles(await filtered({ from: '2026-03-31', to: '2026-06-15' }))).toEqual([
      'AMC-00001 service 2 of 3',
      'AMC-00001 service 3 of 3',
      'Coil wash',
    ]);
    for (const [filters, issue] of [
      [{ overdue: 'soon' }, { path: 'filters.overdue', message: 'overdue must be true or false.' }],
      [{ from: 'yesterday' }, { path: 'filters.from', message: 'from must be a date (YYYY-MM-DD).' }],
      [
        { status: 'late' },
        { path: 'filters.status', message: 'status must be one of open, pending, progress, closed.' },
      ],
      [{ price: 1 }, { path: 'filters.price', message: 'Cannot filter on price.' }],
    ] as const) {
      const response = await list(`filters=${encodeURIComponent(JSON.stringify(filters))}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([issue]);
    }
  });

  it('shows a customer its own services and an employee those assigned to it; a supplier none (403)', async () => {
    expect(titles(await filtered({}, p.tokens.customer))).toEqual([
      'AMC-00001 service 1 of 3',
      'AMC-00001 service 2 of 3',
      'AMC-00001 service 3 of 3',
      'Coil wash',
    ]);
    expect(titles(await filtered({}, p.tokens.otherCustomer))).toEqual(['Chimney cleaning']);
    expect((await filtered({}, p.tokens.employee)).meta.total).toBe(3);
    expect(titles(await filtered({}, p.tokens.otherEmployee))).toEqual(['Chimney cleaning']);
    expect((await list('', p.tokens.supplier)).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/service/list' })).statusCode).toBe(401);
  });

  it('exports every matching service as serviceData.csv, more than one page', async () => {
    await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/store',
      payload: amcForm(p, { service_count: '40' }),
    });
    const response = await list('search=AMC-00002&format=csv&pageSize=10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="serviceData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Service no,Title,Label,AMC,Customer,Service date,Completed date,Assigned to,Employee status,Status,Charge,Type,Overdue',
    );
    expect(lines).toHaveLength(41);
    expect(lines[1]).toBe(
      'SRV-00006,AMC-00002 service 1 of 40,,AMC-00002,Priya Sharma,28-02-2026,,Ravi Kumar,pending,open,0.00,,yes',
    );
    expect(lines[40]).toBe(
      'SRV-00045,AMC-00002 service 40 of 40,,AMC-00002,Priya Sharma,31-05-2029,,Ravi Kumar,pending,open,0.00,,no',
    );
    const mine = await list('format=csv', p.tokens.otherCustomer);
    expect(
      mine.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });

  it('reads a page in four statements: today, count, ids, and the rows with what they show', async () => {
    // Once before counting: the caller's user is then held in memory, as for every later request.
    await list('pageSize=25');
    statements.length = 0;
    const body = (await list('pageSize=25')).json();
    expect(body.data).toHaveLength(25);
    expect(statements).toHaveLength(4);
    expect(statements.some((statement) => /FROM users u\s+JOIN roles r/.test(statement))).toBe(false);
    expect(statements.at(-1)).toMatch(/LEFT JOIN `amcs`/);
  });

  it("answers each row as Prisma's include of the same service does (the one-statement read drops nothing)", async () => {
    const rows = (await list('pageSize=25')).json().data as { id: number; amc: unknown; assignTo: unknown }[];
    const { today } = await readBusinessCalendar(t.app.db.prisma);
    const included = await t.app.db.prisma.service.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      include: SERVICE_INCLUDE,
    });
    const byId = new Map(included.map((row) => [row.id, JSON.parse(JSON.stringify(toService(row, today)))]));
    for (const row of rows) expect(row).toEqual(byId.get(row.id));
    expect(rows.some((r) => r.amc !== null)).toBe(true);
    expect(rows.some((r) => r.assignTo !== null)).toBe(true);
  });
});

describe('service list: the due view (overdue first, then from today on; no closed past services)', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: (event) => statements.push(event.query) });
    p = await seedWorkParties(t);
    const { today } = await readBusinessCalendar(t.app.db.prisma);
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const post = (url: string, payload: object) => t.as(t.adminToken, { method: 'POST', url, payload });
    // Stored out of date order, so the ids do not already give the list's order.
    const services: [title: string, offset: number, fields: object, closed?: boolean][] = [
      ['Done next week', 7, {}, true],
      ['Late by ten days', -10, { status: 'pending', assigned_to_id: p.employee }],
      ['Done last month', -30, { assigned_to_id: p.employee }, true],
      ['Due today', 0, { assigned_to_id: p.employee }],
      ['Late by twenty days', -20, {}],
      ['Done five days ago', -5, {}, true],
      ['Other customer next month', 30, { customer_id: p.otherCustomer, status: 'progress' }],
    ];
    for (const [title, offset, fields, closed] of services) {
      const stored = await post('/api/service/store', {
        customer_id: p.customer,
        status: 'open',
        service_title: title,
        service_date: day(offset),
        ...fields,
      });
      expect(stored.statusCode).toBe(200);
      if (closed) {
        const done = await post('/api/service/complete', { id: stored.json().data.id });
        expect(done.statusCode).toBe(200);
      }
    }
  });
  afterAll(async () => t?.close());

  const due = async (query = '', filters: object = { due: true }, token = t.adminToken) =>
    (
      await t.as(token, {
        url: `/api/service/list?filters=${encodeURIComponent(JSON.stringify(filters))}&${query}`,
      })
    ).json();
  const DUE = [
    'Late by twenty days',
    'Late by ten days',
    'Due today',
    'Done next week',
    'Other customer next month',
  ];

  it('lists the overdue services by date, then those from today on (closed ones too), never a closed past one', async () => {
    const body = await due();
    expect(titles(body)).toEqual(DUE);
    expect(body.data.map((r: TRow) => r.is_overdue)).toEqual([true, true, false, false, false]);
    expect(body.meta).toEqual({ total: 5, totalExact: true, page: 1, pageSize: 25 });
    // The same with the default order named, and with due as text.
    expect(titles(await due('sort=service_date&order=asc'))).toEqual(DUE);
    expect(titles(await due('', { due: 'true' }))).toEqual(DUE);
    // Not due: every service, in date order.
    expect((await due('', { due: false })).meta.total).toBe(7);
  });

  it('pages across the boundary between the overdue and the upcoming part, with the same total', async () => {
    // Newest first, the part from today on comes first.
    for (const [order, expected] of [
      ['', DUE],
      ['sort=service_date&order=desc&', [...DUE].reverse()],
    ] as const)
      for (const pageSize of [1, 2, 3, 4]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(DUE.length / pageSize); page++) {
          const body = await due(`${order}page=${page}&pageSize=${pageSize}`);
          expect(body.meta).toEqual({ total: 5, totalExact: true, page, pageSize });
          pages.push(...titles(body));
        }
        expect(pages, `${order}pageSize ${pageSize}`).toEqual(expected);
      }
    const beyond = await due('page=3&pageSize=3');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(5);
    // A page from the end of a list this short is the numbered page it is.
    expect(await due('page=-1&pageSize=2')).toEqual(await due('page=3&pageSize=2'));
    expect((await due('page=-2&pageSize=2')).meta.page).toBe(2);
  });

  it('reads a page from the end as the last rows of the second part, then of the first before them', () => {
    // Each part as Prisma reads it: a negative take backwards from the part's end, past `skip` rows.
    const read = (part: string[], { skip, take }: { skip: number; take: number }) => {
      const end = Math.max(0, part.length - skip);
      return take > 0 ? part.slice(skip, skip + take) : part.slice(Math.max(0, end + take), end);
    };
    const first = Array.from({ length: 12 }, (_, i) => `overdue ${i}`);
    for (let secondLength = 0; secondLength <= 9; secondLength++) {
      const second = Array.from({ length: secondLength }, (_, i) => `upcoming ${i}`);
      const list = [...first, ...second];
      for (let take = 1; take <= 4; take++)
        for (let skip = 0; skip + take <= 12; skip += take) {
          const reads = dueReadsFromEnd(Math.min(secondLength, skip + take), skip, take);
          const page = [
            ...(reads.first ? read(first, reads.first) : []),
            ...(reads.second ? read(second, reads.second) : []),
          ];
          expect(page, `${secondLength} upcoming, skip ${skip}, take ${take}`).toEqual(
            list.slice(list.length - skip - take, list.length - skip),
          );
        }
    }
  });

  it('reads the page as two ranges, never one OR over the dates: the overdue part, then the part from today on', async () => {
    statements.length = 0;
    expect(titles(await due('pageSize=3'))).toEqual(DUE.slice(0, 3));
    // Each part counted and paged on its own index: (status, service_date) for the overdue, service_date after.
    const reads = statements.filter((s) => s.includes('FROM `services` WHERE'));
    expect(reads).toHaveLength(4);
    expect(reads.filter((s) => / OR /.test(s))).toEqual([]);
    expect(
      reads.filter((s) => s.includes('(`services`.`service_date` < ? AND `services`.`status` <> ?)')),
    ).toHaveLength(2);
    expect(reads.filter((s) => s.includes('WHERE `services`.`service_date` >= ? ORDER BY'))).toHaveLength(2);
  });

  it('combines with the other filters, and with another sort or a search applies as one condition', async () => {
    expect(titles(await due('', { due: true, status: 'open' }))).toEqual([
      'Late by twenty days',
      'Due today',
    ]);
    expect(titles(await due('', { due: true, customer_id: p.otherCustomer }))).toEqual([
      'Other customer next month',
    ]);
    expect(titles(await due('sort=service_date&order=desc'))).toEqual([...DUE].reverse());
    expect(titles(await due('sort=created_at&order=asc'))).toEqual([
      'Done next week',
      'Late by ten days',
      'Due today',
      'Late by twenty days',
      'Other customer next month',
    ]);
    expect(titles(await due('search=Done'))).toEqual(['Done next week']);
  });

  it("keeps the caller's own services: an employee's assigned ones, a customer's own", async () => {
    expect(titles(await due('', { due: true }, p.tokens.employee))).toEqual([
      'Late by ten days',
      'Due today',
    ]);
    expect(titles(await due('pageSize=1&page=2', { due: true }, p.tokens.employee))).toEqual(['Due today']);
    const customer = await due('', { due: true }, p.tokens.customer);
    expect(titles(customer)).toEqual(DUE.slice(0, 4));
    expect(customer.meta.total).toBe(4);
    expect(titles(await due('', { due: true }, p.tokens.otherCustomer))).toEqual([
      'Other customer next month',
    ]);
    expect(titles(await due('', { due: true }, p.tokens.otherEmployee))).toEqual([]);
  });

  it('refuses a due value that is not true or false (400)', async () => {
    for (const value of ['soon', 1, 'yes']) {
      const response = await t.as(t.adminToken, {
        url: `/api/service/list?filters=${encodeURIComponent(JSON.stringify({ due: value }))}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'filters.due', message: 'due must be true or false.' },
      ]);
    }
  });
});
