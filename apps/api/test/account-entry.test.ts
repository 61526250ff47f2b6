import { ACCOUNT_ENTRY_KINDS, DEFAULT_RIGHTS, type TAccountEntryKind } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryTable } from '../src/modules/account-entry/account-entry-store';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

/** Income and expenses are one implementation over two tables: every test runs for both. */
const TEXTS: Record<
  TAccountEntryKind,
  { name: string; many: string; csv: string; other: TAccountEntryKind }
> = {
  income: { name: 'Income', many: 'Incomes', csv: 'incomeData', other: 'expense' },
  expense: { name: 'Expense', many: 'Expenses', csv: 'expenseData', other: 'income' },
};

describe.each(ACCOUNT_ENTRY_KINDS)('%s', (kind) => {
  const texts = TEXTS[kind];
  let t: TInstalledApp;
  const tokens: Record<'employee' | 'customer' | 'supplier', string> = {
    employee: '',
    customer: '',
    supplier: '',
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      await createUser(t.app, role, `${role}@example.com`);
      tokens[role] = await signIn(t.app, `${role}@example.com`, 'Secret123');
    }
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const table = () => entryTable(prisma(), kind);
  const post = (path: string, payload: object, token: string | null = t.adminToken) =>
    t.as(token, { method: 'POST', url: `/api/${kind}${path}`, payload });
  const list = (query: string) => t.as(t.adminToken, { url: `/api/${kind}/list?${query}` });
  const snapshot = () => table().findMany({ orderBy: { id: 'asc' } });
  const valid = { title: 'Office rent', label: 'Rent', amount: '45000', date: '2026-01-01' };

  it('adds an entry from JSON and from a form, with the amount exact to the cent and a log line', async () => {
    const json = await post('/store', {
      ...valid,
      title: '  Office rent ',
      amount: 45000.5,
      note: 'January',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      message: `${texts.name} added successfully.`,
      data: {
        id: expect.any(Number),
        title: 'Office rent',
        label: 'Rent',
        amount: '45000.50',
        date: '2026-01-01',
        note: 'January',
        created_by: { id: expect.any(Number), full_name: 'Admin' },
        created_at: expect.any(String),
      },
    });
    const form = await t.as(t.adminToken, {
      method: 'POST',
      url: `/api/${kind}/store`,
      ...multipart({
        title: 'Fuel',
        label: 'Transport',
        amount: '0.10',
        date: '2026-01-02 10:30:00',
        note: '',
      }),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ amount: '0.10', date: '2026-01-02', note: null });
    const big = await post('/store', { ...valid, title: 'Largest', amount: '9999999999.99' });
    expect(big.json().data.amount).toBe('9999999999.99');
    const row = await table().findUniqueOrThrow({ where: { id: big.json().data.id } });
    expect(row.amount.toFixed(2)).toBe('9999999999.99');
    const log = await prisma().activityLog.findFirstOrThrow({ where: { slug: kind, recordId: row.id } });
    expect(log).toMatchObject({
      action: 'create',
      description: `Added the ${kind} Largest (9999999999.99 on 2026-01-01)`,
    });
    await table().deleteMany({ where: { title: 'Largest' } });
  });

  it.each([
    [{ ...valid, title: undefined }, 'title', 'Title is required!'],
    [{ ...valid, title: '   ' }, 'title', 'Title is required!'],
    [{ ...valid, title: 'x'.repeat(192) }, 'title', 'Maximum length of 191 exceeded!'],
    [{ ...valid, label: undefined }, 'label', 'Label is required!'],
    [{ ...valid, label: '' }, 'label', 'Label is required!'],
    [{ ...valid, amount: undefined }, 'amount', 'Amount is required!'],
    [{ ...valid, amount: '' }, 'amount', 'Amount is required!'],
    [{ ...valid, amount: '0' }, 'amount', 'Amount must be greater than 0'],
    [{ ...valid, amount: '0.00' }, 'amount', 'Amount must be greater than 0'],
    [{ ...valid, amount: -5 }, 'amount', 'Amount must be greater than 0'],
    [{ ...valid, amount: 'ten' }, 'amount', 'Amount must be a number.'],
    [{ ...valid, amount: '10.999' }, 'amount', 'Amount must be a number with at most 2 decimals'],
    [{ ...valid, amount: '12345678901' }, 'amount', 'Amount must not be more than 9999999999.99'],
    [{ ...valid, date: undefined }, 'date', 'Date is required!'],
    [{ ...valid, date: '' }, 'date', 'Date is required!'],
    [{ ...valid, date: '2026-02-30' }, 'date', 'Please enter a valid date (YYYY-MM-DD).'],
    [{ ...valid, note: 'x'.repeat(2001) }, 'note', 'Maximum length of 2000 exceeded!'],
  ])('refuses %j on %s: "%s", and stores nothing', async (payload, path, message) => {
    const before = await snapshot();
    const response = await post('/store', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('updates an entry, clears an emptied note, refuses bad input and an unknown id without a change', async () => {
    const rent = await table().findFirstOrThrow({ where: { title: 'Office rent' } });
    const response = await post('/update', {
      id: rent.id,
      title: 'Office rent',
      label: 'Rent',
      amount: '46000.25',
      date: '2026-01-05',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `${texts.name} updated successfully.`,
      data: {
        id: rent.id,
        amount: '46000.25',
        date: '2026-01-05',
        note: null,
        created_by: { full_name: 'Admin' },
      },
    });
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: kind, recordId: rent.id, action: 'update' },
    });
    expect(log.description).toBe(`Updated the ${kind} Office rent (46000.25 on 2026-01-05)`);
    const before = await snapshot();
    const bad = await post('/update', {
      id: rent.id,
      title: 'Office rent',
      label: '',
      amount: '0',
      date: '2026-01-05',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'label', message: 'Label is required!' },
      { path: 'amount', message: 'Amount must be greater than 0' },
    ]);
    expect((await post('/update', { ...valid, id: 999999 })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lists with search on title or label prefix, label and date filters, sorting and paging in the database', async () => {
    await table().createMany({
      data: [
        { title: 'Electricity', label: 'Utilities', amount: '7420.60', date: new Date('2026-01-08') },
        { title: 'Internet', label: 'Utilities', amount: '999.00', date: new Date('2026-02-22') },
        { title: 'Van service', label: 'Transport', amount: '2500.00', date: new Date('2025-12-20') },
      ],
    });
    const titles = async (query: string) =>
      (await list(query)).json().data.map((r: { title: string }) => r.title);
    expect(await titles('sort=amount&order=asc')).toEqual([
      'Fuel',
      'Internet',
      'Van service',
      'Electricity',
      'Office rent',
    ]);
    expect(await titles('sort=date&order=desc')).toEqual([
      'Internet',
      'Electricity',
      'Office rent',
      'Fuel',
      'Van service',
    ]);
    expect(await titles('search=Util&sort=title&order=asc')).toEqual(['Electricity', 'Internet']);
    expect(await titles('search=Van')).toEqual(['Van service']);
    expect(await titles('search=service')).toEqual([]);
    expect(await titles(`filters=${encodeURIComponent('{"label":"Trans"}')}&sort=title&order=asc`)).toEqual([
      'Fuel',
      'Van service',
    ]);
    expect(
      await titles(
        `filters=${encodeURIComponent('{"from":"2026-01-01","to":"2026-01-31"}')}&sort=date&order=asc`,
      ),
    ).toEqual(['Fuel', 'Office rent', 'Electricity']);
    const page2 = (await list('sort=title&order=asc&pageSize=2&page=2')).json();
    expect(page2.data.map((r: { title: string }) => r.title)).toEqual(['Internet', 'Office rent']);
    expect(page2.meta).toEqual({ total: 5, totalExact: true, page: 2, pageSize: 2 });
    expect((await list('sort=note')).statusCode).toBe(400);
    expect((await list(`filters=${encodeURIComponent('{"from":"soon"}')}`)).statusCode).toBe(400);
    expect((await list(`filters=${encodeURIComponent('{"amount":"5"}')}`)).statusCode).toBe(400);
  });

  it(`exports every matching row as ${texts.csv}.csv, more rows than one page`, async () => {
    await table().createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        title: `Bulk ${String(i).padStart(3, '0')}`,
        label: i === 0 ? '=HYPERLINK("x")' : 'Bulk',
        amount: '1.05',
        date: new Date('2024-06-01'),
      })),
    });
    const response = await list('format=csv&pageSize=10&search=Bulk&sort=title&order=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${texts.csv}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[0]).toBe('Title,Label,Amount,Date,Note,Added by,Created at');
    expect(lines[1]).toMatch(
      /^Bulk 000,"'=HYPERLINK\(""x""\)",1\.05,01-06-2024,,,\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
    );
    expect(lines[130]).toMatch(/^Bulk 129,Bulk,1\.05,01-06-2024,/);
    await table().deleteMany({ where: { title: { startsWith: 'Bulk' } } });
  });

  it('deletes several entries all or nothing, and one entry alone, with a log line each', async () => {
    const [internet, van, fuel] = await Promise.all(
      ['Internet', 'Van service', 'Fuel'].map((title) => table().findFirstOrThrow({ where: { title } })),
    );
    const before = await snapshot();
    const bad = await post('/deleteMulti', { ids: [internet!.id, 999999] });
    expect(bad.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await post('/deleteMulti', { ids: [] })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    const good = await post('/deleteMulti', { ids: [internet!.id, van!.id, internet!.id] });
    expect(good.json()).toEqual({
      message: `${texts.many} deleted successfully.`,
      data: { ids: [internet!.id, van!.id] },
    });
    const one = await post('/delete', { id: fuel!.id });
    expect(one.json()).toEqual({ message: `${texts.name} deleted successfully.`, data: { ids: [fuel!.id] } });
    expect(await table().count({ where: { id: { in: [internet!.id, van!.id, fuel!.id] } } })).toBe(0);
    expect(await prisma().activityLog.count({ where: { slug: kind, action: 'delete' } })).toBe(3);
    expect((await post('/delete', { id: fuel!.id })).statusCode).toBe(404);
  });

  it('reports each month of the range summed in the database, across a year boundary, exact to the cent', async () => {
    await table().deleteMany({});
    const fixtures: [string, string][] = [
      ['2025-10-31', '999.99'], // before the range
      ['2025-11-01', '100.10'],
      ['2025-12-01', '200.20'],
      ['2025-12-31', '0.05'],
      ['2026-01-01', '0.10'],
      ['2026-01-15', '0.20'],
      ['2026-01-31', '300.01'],
      ['2026-02-28', '50.00'],
      ['2026-03-01', '999.99'], // after the range
    ];
    for (const [date, amount] of fixtures) {
      expect((await post('/store', { title: `On ${date}`, label: 'Fixture', amount, date })).statusCode).toBe(
        200,
      );
    }
    // The other kind's table is not this report's.
    await entryTable(prisma(), texts.other).create({
      data: { title: 'Elsewhere', label: 'Other', amount: '5000.00', date: new Date('2026-01-10') },
    });
    const response = await post('/monthly/report', { start_date: '2025-11-01', end_date: '2026-02-28' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Monthly ${kind} report.`,
      data: {
        start_date: '2025-11-01',
        end_date: '2026-02-28',
        months: [
          { month: '2025-11', total: '100.10', entries: 1 },
          { month: '2025-12', total: '200.25', entries: 2 },
          { month: '2026-01', total: '300.31', entries: 3 },
          { month: '2026-02', total: '50.00', entries: 1 },
        ],
        total: '650.66',
      },
    });
    // Months without entries are left out.
    const gap = await post('/monthly/report', { start_date: '2025-10-15', end_date: '2026-03-31' });
    expect(gap.json().data.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(gap.json().data.total).toBe('2650.64');
  });

  it(`answers "No data available in ${kind} report" for a range without entries`, async () => {
    const response = await post('/monthly/report', { start_date: '2020-01-01', end_date: '2020-12-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `No data available in ${kind} report`,
      data: { start_date: '2020-01-01', end_date: '2020-12-31', months: [], total: '0.00' },
    });
  });

  it.each([
    [
      {},
      [
        ['start_date', 'Start date is required!'],
        ['end_date', 'End date is required!'],
      ],
    ],
    [{ start_date: '2026-01-01' }, [['end_date', 'End date is required!']]],
    [{ end_date: '2026-01-01' }, [['start_date', 'Start date is required!']]],
    [
      { start_date: '2026-02-01', end_date: '2026-01-01' },
      [['end_date', 'End date must be later than start date']],
    ],
    [
      { start_date: '2026-01-01', end_date: '2026-01-01' },
      [['end_date', 'End date must be later than start date']],
    ],
    [
      { start_date: '01-01-2026', end_date: '2026-02-01' },
      [['start_date', 'Please enter a valid date (YYYY-MM-DD).']],
    ],
  ])('refuses the report range %j', async (payload, issues) => {
    const response = await post('/monthly/report', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(issues.map(([path, message]) => ({ path, message })));
  });

  it('refuses every call to employee, customer and supplier by default (403) and to no token (401), changing nothing', async () => {
    const entry = await table().findFirstOrThrow();
    const before = await snapshot();
    for (const token of Object.values(tokens)) {
      expect((await t.as(token, { url: `/api/${kind}/list` })).statusCode).toBe(403);
      expect((await post('/store', valid, token)).statusCode).toBe(403);
      expect((await post('/update', { ...valid, id: entry.id }, token)).statusCode).toBe(403);
      expect((await post('/delete', { id: entry.id }, token)).statusCode).toBe(403);
      expect((await post('/deleteMulti', { ids: [entry.id] }, token)).statusCode).toBe(403);
      expect(
        (await post('/monthly/report', { start_date: '2025-01-01', end_date: '2026-12-31' }, token))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.as(null, { url: `/api/${kind}/list` })).statusCode).toBe(401);
    expect((await post('/store', valid, null)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it(`follows the ${kind}_* rights a role is given, and not the other kind's`, async () => {
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
    const granted = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/role/update',
      payload: {
        role_id: role.id,
        permissions: [...DEFAULT_RIGHTS.employee, `${kind}_view`, `${kind}_add`, `${texts.other}_delete`],
      },
    });
    expect(granted.statusCode).toBe(200);
    const token = await signIn(t.app, 'employee@example.com', 'Secret123');
    expect((await t.as(token, { url: `/api/${kind}/list` })).statusCode).toBe(200);
    expect(
      (await post('/monthly/report', { start_date: '2025-01-01', end_date: '2026-12-31' }, token)).statusCode,
    ).toBe(200);
    const added = await post('/store', { ...valid, title: 'By the employee' }, token);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.created_by.full_name).toBe('Employee Tester');
    const before = await snapshot();
    expect((await post('/update', { ...valid, id: added.json().data.id }, token)).statusCode).toBe(403);
    expect((await post('/delete', { id: added.json().data.id }, token)).statusCode).toBe(403);
    expect((await t.as(token, { url: `/api/${texts.other}/list` })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
