import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { formatBusinessTime } from '../src/lib/kernel/calendar-date';
import { csvCell } from '@amc/contracts';
import { csvStream } from '../src/lib/documents/csv';
import { COUNT_WINDOW } from '../src/lib/list/list-query';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';

describe('csv cells', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });
});

describe('csv dates and times', () => {
  it("writes an instant in the business's time zone and date format", () => {
    const india = { timeZone: 'Asia/Kolkata', dateFormat: 'DD-MM-YYYY' };
    expect(formatBusinessTime('2026-11-24T20:00:00.000Z', india)).toBe('25-11-2026 01:30');
    expect(
      formatBusinessTime(new Date('2026-03-01T00:05:00Z'), {
        timeZone: 'America/New_York',
        dateFormat: 'MM/DD/YYYY',
      }),
    ).toBe('02/28/2026 19:05');
  });

  it('formats the columns marked as dates and times, and leaves the others and empty cells as they are', async () => {
    const rows = [
      { no: '2026-01-02', day: '2026-01-02', at: '2026-01-02T10:00:00.000Z' },
      { no: 'x', day: '', at: null },
    ];
    async function* batches() {
      yield rows;
    }
    const stream = csvStream(
      [
        { header: 'column.serviceNo', value: (r: (typeof rows)[number]) => r.no },
        { header: 'column.serviceDate', value: (r: (typeof rows)[number]) => r.day, as: 'date' },
        { header: 'column.createdAt', value: (r: (typeof rows)[number]) => r.at, as: 'time' },
      ],
      batches(),
      { timeZone: 'Asia/Dubai', dateFormat: 'YYYY/MM/DD' },
      'en',
    );
    const text = (await Readable.from(stream).toArray()).join('');
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Service no,Service date,Created at',
      '2026-01-02,2026/01/02,2026/01/02 14:00',
      'x,,',
      '',
    ]);
  });
});

describe('shared list query', () => {
  let t: TInstalledApp;
  const ROWS = 2600;
  const statements: { query: string; params: string }[] = [];

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: ({ query, params }) => statements.push({ query, params }) });
    const base = Date.UTC(2026, 0, 1);
    await t.app.db.prisma.activityLog.createMany({
      data: Array.from({ length: ROWS }, (_, i) => ({
        slug: 'bulk',
        action: i % 2 ? 'update' : 'create',
        description: i === 7 ? '=HYPERLINK("http://evil","click")' : `Row ${String(i).padStart(5, '0')}`,
        createdAt: new Date(base + (i % 500) * 60_000),
      })),
    });
  });
  afterAll(async () => t?.close());

  it('pages in a stable total order, also deep into the list', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 26; page += 1) {
      const body = (
        await t.as(t.adminToken, {
          url: `/api/activitylog?activity_slug=bulk&pageSize=100&page=${page}&sort=created_at&order=asc`,
        })
      ).json();
      expect(body.meta).toEqual({ total: ROWS, totalExact: true, page, pageSize: 100 });
      for (const row of body.data) seen.add(row.id);
    }
    expect(seen.size).toBe(ROWS);
    const last = (
      await t.as(t.adminToken, {
        url: '/api/activitylog?activity_slug=bulk&pageSize=100&page=26&sort=created_at&order=asc',
      })
    ).json();
    const times = last.data.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it('finds the page next to one the caller has by its key range: the same rows and meta as by its number', async () => {
    type TPage = { data: { id: number }[]; meta: object };
    for (const sort of ['sort=created_at&order=asc', 'sort=created_at&order=desc', '']) {
      const list = async (query: string): Promise<TPage> =>
        (
          await t.as(t.adminToken, {
            url: `/api/activitylog?activity_slug=bulk&pageSize=100&${sort}&${query}`,
          })
        ).json();
      const byNumber: TPage[] = [];
      for (let page = 1; page <= 26; page += 1) byNumber.push(await list(`page=${page}`));
      statements.length = 0;
      await list(`page=26&after=${byNumber[24]!.data.at(-1)!.id}`);
      // The key range's read: the 100 rows past the key (offset 1, the key row), never the 2,500 before them.
      expect(statements.some(({ params }) => params.endsWith('"100","1"]'))).toBe(true);
      expect(statements.some(({ params }) => params.includes('"2500"'))).toBe(false);
      // Forward from page 1, each page after the last row of the one before (ties of created_at broken by id).
      for (let page = 2; page <= 26; page += 1) {
        const previous = byNumber[page - 2]!.data.at(-1)!.id;
        expect(await list(`page=${page}&after=${previous}`)).toEqual(byNumber[page - 1]);
      }
      // Backward from the last page, each page before the first row of the one after.
      for (let page = 25; page >= 1; page -= 1) {
        const next = byNumber[page]!.data[0]!.id;
        expect(await list(`page=${page}&before=${next}`)).toEqual(byNumber[page - 1]);
      }
    }
  });

  it('reads a page by its number when its key row is gone or outside the list, and refuses a page after and before at once', async () => {
    const url = '/api/activitylog?activity_slug=bulk&pageSize=100&sort=created_at&order=asc';
    const third = (await t.as(t.adminToken, { url: `${url}&page=3` })).json();
    const gone = (await t.as(t.adminToken, { url: `${url}&page=3&after=${2_000_000_000}` })).json();
    expect(gone).toEqual(third);
    // A row outside the list (here another slug's; for a customer, another's bill) is no key: its sort values
    // must not place the page, or the rows around them would tell what they are.
    const outside = await t.app.db.prisma.activityLog.create({
      data: {
        slug: 'other',
        action: 'create',
        description: 'Outside',
        createdAt: new Date(Date.UTC(2026, 0, 1, 3)),
      },
    });
    expect((await t.as(t.adminToken, { url: `${url}&page=3&after=${outside.id}` })).json()).toEqual(third);
    expect((await t.as(t.adminToken, { url: `${url}&page=3&before=${outside.id}` })).json()).toEqual(third);
    await t.app.db.prisma.activityLog.delete({ where: { id: outside.id } });
    const both = await t.as(t.adminToken, { url: `${url}&page=3&after=5&before=9` });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues).toEqual([
      { path: 'before', message: 'A page is either after one row or before one, not both.' },
    ]);
    expect((await t.as(t.adminToken, { url: `${url}&page=3&after=0` })).statusCode).toBe(400);
  });

  it('searches and filters in the database', async () => {
    const found = (
      await t.as(t.adminToken, { url: '/api/activitylog?activity_slug=bulk&search=Row%2000012' })
    ).json();
    expect(found.meta.total).toBe(1);
    const filters = encodeURIComponent(JSON.stringify({ from: '2026-01-01', to: '2026-01-01' }));
    const day = (
      await t.as(t.adminToken, { url: `/api/activitylog?activity_slug=bulk&filters=${filters}` })
    ).json();
    expect(day.meta.total).toBe(ROWS);
  });

  it('exports every matching row as CSV, not just one page, with formulas neutralised', async () => {
    const response = await t.as(t.adminToken, {
      url: '/api/activitylog?activity_slug=bulk&format=csv&pageSize=10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activityLogData.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,User,Module,Action,Description,IP');
    expect(lines).toHaveLength(ROWS + 1);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(new Set(lines.slice(1)).size).toBe(ROWS);
  });
});

describe('capped list counts', () => {
  let t: TInstalledApp;
  // More rows than one count window, so a capped count and an exact one tell different totals.
  const ROWS = COUNT_WINDOW + 150;
  const statements: { query: string; params: string }[] = [];
  const list = (query: string) =>
    t.as(t.adminToken, { url: `/api/activitylog?activity_slug=many&sort=created_at&order=asc&${query}` });

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: ({ query, params }) => statements.push({ query, params }) });
    const base = Date.UTC(2026, 0, 1);
    await t.app.db.prisma.activityLog.createMany({
      data: Array.from({ length: ROWS }, (_, i) => ({
        slug: 'many',
        action: 'create',
        description: `Row ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    });
  });
  afterAll(async () => t?.close());

  it('counts no further than the page offset plus the window, and says the total is a lower bound', async () => {
    const body = (await list('pageSize=100&page=1')).json();
    expect(body.data).toHaveLength(100);
    expect(body.meta).toEqual({ total: COUNT_WINDOW, totalExact: false, page: 1, pageSize: 100 });
  });

  it('is exact once the rest of the list fits in the window, and paging reaches the last row', async () => {
    const near = (await list('pageSize=100&page=50')).json();
    expect(near.meta).toEqual({ total: ROWS, totalExact: true, page: 50, pageSize: 100 });
    const lastPage = Math.ceil(ROWS / 100);
    const last = (await list(`pageSize=100&page=${lastPage}`)).json();
    expect(last.data).toHaveLength(ROWS % 100);
    expect(last.data.at(-1).description).toBe(`Row ${ROWS - 1}`);
    expect(last.meta).toMatchObject({ total: ROWS, totalExact: true });
  });

  it('counts a page found by its key range as far as one found by its number', async () => {
    const first = (await list('pageSize=100&page=1')).json();
    const second = (await list('pageSize=100&page=2')).json();
    expect((await list(`pageSize=100&page=2&after=${first.data.at(-1).id}`)).json()).toEqual(second);
    const page50 = (await list('pageSize=100&page=50')).json();
    const page51 = (await list('pageSize=100&page=51')).json();
    expect((await list(`pageSize=100&page=51&after=${page50.data.at(-1).id}`)).json()).toEqual(page51);
    expect((await list(`pageSize=100&page=50&before=${page51.data[0].id}`)).json()).toEqual(page50);
    const page2Before = (
      await list(`pageSize=100&page=2&before=${(await list('pageSize=100&page=3')).json().data[0].id}`)
    ).json();
    expect(page2Before).toEqual(second);
  });

  it('reads a page from the end backwards while the total is capped: the last rows, not the offset before them', async () => {
    statements.length = 0;
    const last = (await list('pageSize=100&page=-1')).json();
    expect(last.data.map((row: { description: string }) => row.description)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Row ${ROWS - 100 + i}`),
    );
    expect(last.meta).toEqual({ total: COUNT_WINDOW, totalExact: false, page: -1, pageSize: 100 });
    // The page's ids: the sort's index read from its other end, 100 rows at offset 0, never the 10,050 before.
    // The capped count reads in that order too (its own LIMIT), and the two go out together in either order.
    const backwards = statements.filter(({ query }) => /ORDER BY .*created_at. DESC/.test(query));
    expect(backwards.map(({ params }) => params)).toContainEqual(expect.stringMatching(/"100","0"\]$/));
    expect(statements.some(({ params }) => params.includes('"10050"'))).toBe(false);
    // The page before it and back again, each by its number from the end and by its key range alike.
    const second = (await list('pageSize=100&page=-2')).json();
    expect(second.data.at(-1).description).toBe(`Row ${ROWS - 101}`);
    expect((await list(`pageSize=100&page=-2&before=${last.data[0].id}`)).json()).toEqual(second);
    expect((await list(`pageSize=100&page=-1&after=${second.data.at(-1).id}`)).json()).toEqual(last);
  });

  it('answers a page from the end as the numbered page it is once the count comes out exact', async () => {
    // 10,150 rows: 100 pages from the end lie within the window of a count from the start.
    const beyond = (await list('pageSize=100&page=-100')).json();
    expect(beyond.meta).toEqual({ total: ROWS, totalExact: true, page: 3, pageSize: 100 });
    expect(beyond).toEqual((await list('pageSize=100&page=3')).json());
    expect((await list('pageSize=100&page=-500')).json().meta.page).toBe(1);
    expect((await list('pageSize=100&page=0')).statusCode).toBe(400);
  });

  it('answers a page past the end with the exact total, so the table can step back to the last page', async () => {
    const body = (await list('pageSize=100&page=500')).json();
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ total: ROWS, totalExact: true, page: 500, pageSize: 100 });
  });

  it('still exports every matching row, past the count window', async () => {
    const response = await list('format=csv');
    expect(response.statusCode).toBe(200);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(ROWS + 1);
  });
});
