import { addDays, addMonths, termFollowingDay } from '@amc/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignedInUsers } from './helpers/test-users';
import { findMigrationsDir } from '../src/db/migrate';
import { popplerText } from './helpers/poppler';
import { createQueryRecorder, explain } from './helpers/query-plans';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { testDatabaseUrl } from './helpers/test-database';
import {
  addPerson,
  addReportPeople,
  businessToday,
  dateColumn,
  grantRight,
  type TPerson,
  type TReportPeople,
} from './helpers/work-people';

/** A contract's last day as the product counts it: the day before start + interval x visits months. */
const termEnd = (start: string, interval: number, count: number) =>
  addDays(termFollowingDay(start, interval, count), -1);

/** A start and plan (months x 1 visit) whose term ends on `day` (31 May cannot end a one-month term: 30 April + 1). */
function planEndingOn(day: string): { start: string; interval: number; count: number } {
  for (let months = 1; months <= 24; months += 1) {
    const start = addMonths(addDays(day, 1), -months);
    if (termEnd(start, months, 1) === day) return { start, interval: months, count: 1 };
  }
  throw new Error(`no plan ends on ${day}`);
}

type TContract = {
  customer: TPerson;
  assignee?: TPerson | null;
  start: string;
  interval: number;
  count: number;
  price: string;
  renews?: number;
  cancelledOn?: string;
};

describe('renewal report', () => {
  let t: TInstalledApp;
  let p: TReportPeople;
  let today: string;
  let customerC: TPerson;
  let contracts = 0;
  const recorder = createQueryRecorder();

  const prisma = () => t.app.db.prisma;
  const report = (payload: object, token: string | null = t.adminToken, query = '', language?: string) =>
    t.as(token, {
      method: 'POST',
      url: `/api/report/renewalReport${query}`,
      payload,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  async function contract(c: TContract): Promise<number> {
    contracts += 1;
    const row = await prisma().amc.create({
      data: {
        amcNo: `K-${contracts}`,
        customerId: c.customer.id,
        assignedToId: c.assignee?.id ?? null,
        startDate: dateColumn(c.start),
        // As the product stores it (amc-service.ts): the term's last day.
        endDate: dateColumn(termEnd(c.start, c.interval, c.count)),
        detail: 'Fixture',
        intervalMonths: c.interval,
        serviceCount: c.count,
        price: c.price,
        renewedFromId: c.renews ?? null,
        cancelledOn: c.cancelledOn ? dateColumn(c.cancelledOn) : null,
      },
    });
    return row.id;
  }

  // 2025's first quarter: every term there has ended, whatever day the tests run.
  const RANGE = { start_date: '2025-01-10', end_date: '2025-03-05' };

  beforeAll(async () => {
    t = await createInstalledApp({ onDbQuery: recorder.onDbQuery });
    p = await addReportPeople(t.app);
    customerC = await addPerson(t.app, 'customer', 'chitra@example.com', 'Chitra', 'Das');
    await grantRight(t.app, 'customer', 'report', 'view');
    await grantRight(t.app, 'employee', 'report', 'view');
    today = await businessToday(t.app);
    const { customerA: a, customerB: b, employee1: e1, employee2: e2 } = p;

    // Name, customer, assignee, start, months between visits, visits, price, and the term it renews.
    const terms: [string, TPerson, TPerson | null, string, number, number, string, string?][] = [
      // Ends 31 December 2024 and 1 April 2025: just outside the range's months.
      ['dec', a, e1, '2024-01-01', 1, 12, '50.00'],
      ['apr', b, e2, '2024-04-02', 12, 1, '60.00'],
      // January: ends on the 1st, renewed (the renewal assigned to another employee); ends on the 31st, lapsed.
      ['jan1', a, e1, '2024-01-02', 1, 12, '1000.00'],
      ['jan1-renewal', a, e2, '2025-01-02', 1, 1, '1100.00', 'jan1'],
      ['jan31', a, e1, '2024-02-01', 3, 4, '500.50'],
      // February: the renewal above ends on the 1st and lapses (a renewal is a term like any other); 31 January +
      // 13 months is 28 February, so one ends the 27th, renewed; one ends the 28th, renewed by a term that starts
      // in March (counted where the old term ends). A cancelled one (below) is left out.
      ['feb27', a, e1, '2024-01-31', 1, 13, '900.00'],
      ['feb27-renewal', a, e1, '2025-02-28', 1, 13, '999.99', 'feb27'],
      ['feb28', a, null, '2024-03-01', 1, 12, '1800.00'],
      ['feb28-renewal', a, null, '2025-03-01', 1, 12, '2000.00', 'feb28'],
      // March: ends on the 31st, lapsed (customer B); ends the 14th, renewed.
      ['mar31', b, e2, '2024-04-01', 12, 1, '0.01'],
      ['mar14', a, e1, '2023-03-15', 24, 1, '1200.00'],
      ['mar14-renewal', a, e1, '2025-03-15', 24, 1, '1234.56', 'mar14'],
    ];
    const ids = new Map<string, number>();
    for (const [name, customer, assignee, start, interval, count, price, renews] of terms) {
      const renewed = renews ? ids.get(renews) : undefined;
      ids.set(name, await contract({ customer, assignee, start, interval, count, price, renews: renewed }));
    }
    expect([
      termEnd('2024-01-02', 1, 12),
      termEnd('2024-01-31', 1, 13),
      termEnd('2024-04-01', 12, 1),
    ]).toEqual(['2025-01-01', '2025-02-27', '2025-03-31']);
    await contract({
      customer: a,
      assignee: e1,
      start: '2024-03-01',
      interval: 6,
      count: 2,
      price: '700.00',
      cancelledOn: '2024-06-01',
    });
  });
  afterAll(async () => t?.close());

  describe('the figures', () => {
    it('counts each term in the month it ends: renewed, lapsed, the rate and the value kept, exact to the cent', async () => {
      const response = await report(RANGE);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Renewal report.');
      expect(body.data).toEqual({
        // The whole months the range touches.
        start_date: '2025-01-01',
        end_date: '2025-03-31',
        totals: {
          due: 7,
          renewed: 4,
          lapsed: 3,
          awaiting: 0,
          renewal_rate: 57.1,
          value_due: '6500.51',
          value_kept: '5334.55',
        },
        months: [
          {
            month: '2025-01',
            due: 2,
            renewed: 1,
            lapsed: 1,
            awaiting: 0,
            renewal_rate: 50,
            value_due: '1500.50',
            value_kept: '1100.00',
          },
          {
            month: '2025-02',
            due: 3,
            renewed: 2,
            lapsed: 1,
            awaiting: 0,
            renewal_rate: 66.7,
            value_due: '3800.00',
            value_kept: '2999.99',
          },
          {
            month: '2025-03',
            due: 2,
            renewed: 1,
            lapsed: 1,
            awaiting: 0,
            renewal_rate: 50,
            value_due: '1200.01',
            value_kept: '1234.56',
          },
        ],
      });
    });

    it('leaves a term that has not ended unrenewed as awaiting, neither renewed nor lapsed', async () => {
      const ended = planEndingOn(addDays(today, -1));
      const endsToday = planEndingOn(today);
      const later = planEndingOn(addDays(today, 20));
      const tomorrow = planEndingOn(addDays(today, 1));
      await contract({ customer: customerC, ...ended, price: '10.00' });
      await contract({ customer: customerC, ...endsToday, price: '20.00' });
      await contract({ customer: customerC, ...later, price: '30.00' });
      const early = await contract({ customer: customerC, ...tomorrow, price: '40.00' });
      await contract({
        customer: customerC,
        start: termFollowingDay(tomorrow.start, tomorrow.interval, 1),
        interval: 12,
        count: 1,
        price: '44.00',
        renews: early,
      });
      const range = { start_date: addDays(today, -1), end_date: addDays(today, 20) };
      const body = (await report(range, customerC.token)).json();
      expect(body.data.totals).toEqual({
        due: 4,
        renewed: 1,
        lapsed: 1,
        awaiting: 2,
        renewal_rate: 50,
        value_due: '100.00',
        value_kept: '44.00',
      });
      expect(body.data.months.reduce((sum: number, m: { due: number }) => sum + m.due, 0)).toBe(4);
    });

    it('has no rate while nothing has ended, and answers the empty text for a range without terms', async () => {
      const ahead = planEndingOn(addDays(today, 400));
      await contract({ customer: customerC, ...ahead, price: '5.00' });
      const month = { start_date: addDays(today, 400), end_date: addDays(today, 401) };
      const body = (await report(month, customerC.token)).json();
      expect(body.data.totals).toMatchObject({ due: 1, awaiting: 1, renewal_rate: null });

      const empty = await report({ start_date: '2019-01-01', end_date: '2019-12-31' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        message: 'No data available in Renewal Report',
        data: {
          start_date: '2019-01-01',
          end_date: '2019-12-31',
          totals: {
            due: 0,
            renewed: 0,
            lapsed: 0,
            awaiting: 0,
            renewal_rate: null,
            value_due: '0.00',
            value_kept: '0.00',
          },
          months: [],
        },
      });
    });

    it("fills every earlier contract's end with its term's last day, as the product counts it (the migration)", async () => {
      const customer = await addPerson(t.app, 'customer', 'dev@example.com', 'Dev', 'Patel');
      const expected = new Map<number, string>();
      const days = ['01', '15', '28', '29', '30', '31'];
      for (let k = 0; k < 120; k += 1) {
        // The 29th to 31st where the month has them, else its last day.
        const first = addMonths('2030-01-01', k % 24);
        const last = addDays(addMonths(first, 1), -1);
        const wanted = `${first.slice(0, 8)}${days[k % days.length]!}`;
        const startDay = wanted <= last ? wanted : last;
        const interval = (k % 7) + 1;
        const count = (k % 5) + 1;
        const id = await contract({ customer, start: startDay, interval, count, price: '1.00' });
        expected.set(id, termEnd(startDay, interval, count));
      }
      // Made as before the migration (the end then was the last visit's), then migrated by its own statement.
      const ids = [...expected.keys()];
      await prisma().amc.updateMany({ where: { id: { in: ids } }, data: { endDate: null } });
      const migration = readFileSync(
        join(findMigrationsDir(), '20261129200000_amc_end_is_term_end', 'migration.sql'),
        'utf8',
      );
      await prisma().$executeRawUnsafe(
        `${migration
          .replace(/^--.*$/gm, '')
          .trim()
          .replace(/;$/, '')} WHERE id IN (${ids.join(',')})`,
      );
      const rows = await prisma().amc.findMany({
        where: { id: { in: ids } },
        select: { id: true, endDate: true },
      });
      expect(new Map(rows.map((row) => [row.id, row.endDate!.toISOString().slice(0, 10)]))).toEqual(expected);
      // And the report counts each in the month it ends.
      const months = new Map<string, number>();
      for (const end of expected.values())
        months.set(end.slice(0, 7), (months.get(end.slice(0, 7)) ?? 0) + 1);
      const body = (
        await report({ start_date: '2030-01-01', end_date: '2034-12-31' }, customer.token)
      ).json();
      expect(
        Object.fromEntries(body.data.months.map((m: { month: string; due: number }) => [m.month, m.due])),
      ).toEqual(Object.fromEntries([...months].sort()));
    });
  });

  describe('who sees what', () => {
    it('shows a customer only its own contracts, an employee those assigned to it', async () => {
      const own = (await report(RANGE, p.customerB.token)).json();
      expect(own.data.totals).toEqual({
        due: 1,
        renewed: 0,
        lapsed: 1,
        awaiting: 0,
        renewal_rate: 0,
        value_due: '0.01',
        value_kept: '0.00',
      });
      expect(own.data.months.map((m: { month: string }) => m.month)).toEqual(['2025-03']);
      const asha = (await report(RANGE, p.customerA.token)).json();
      expect(asha.data.totals).toMatchObject({ due: 6, renewed: 4, lapsed: 2 });

      // Its renewal is counted though it is assigned to someone else now: a chain of terms is one customer's.
      const employee = (await report(RANGE, p.employee1.token)).json();
      expect(employee.data.totals).toEqual({
        due: 4,
        renewed: 3,
        lapsed: 1,
        awaiting: 0,
        renewal_rate: 75,
        value_due: '3600.50',
        value_kept: '3334.55',
      });
    });

    it('needs report_view: a supplier gets 403, no token 401, a role whose right is taken away 403', async () => {
      expect((await report(RANGE, p.supplier.token)).statusCode).toBe(403);
      expect((await report(RANGE, null)).statusCode).toBe(401);
      expect((await report(RANGE, p.supplier.token, '?format=csv')).statusCode).toBe(403);
      const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'employee' } });
      const reportModule = await prisma().module.findUniqueOrThrow({ where: { slug: 'report' } });
      await prisma().roleRight.deleteMany({ where: { roleId: role.id, moduleId: reportModule.id } });
      await sweepSignedInUsers(t.app);
      expect((await report(RANGE, p.employee1.token)).statusCode).toBe(403);
      await grantRight(t.app, 'employee', 'report', 'view');
    });
  });

  describe('bad input', () => {
    it('answers 400 with the range rule, and for an unknown field or format', async () => {
      const cases: [object, [string, string][]][] = [
        [
          {},
          [
            ['start_date', 'Start date is required!'],
            ['end_date', 'End date is required!'],
          ],
        ],
        [
          { start_date: '2025-03-01', end_date: '2025-01-01' },
          [['end_date', 'End date must be later than start date']],
        ],
        [
          { start_date: '2025-02-30', end_date: '2025-03-01' },
          [['start_date', 'Please enter a valid date (YYYY-MM-DD).']],
        ],
      ];
      for (const [payload, issues] of cases) {
        const response = await report(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().issues).toEqual(issues.map(([path, message]) => ({ path, message })));
      }
      expect((await report({ ...RANGE, customer_id: 1 })).statusCode).toBe(400);
      // The widest range there is counts every term.
      const all = await report({ start_date: '0001-01-01', end_date: '9999-12-31' }, p.customerB.token);
      expect(all.statusCode).toBe(200);
      expect(all.json().data).toMatchObject({ start_date: '0001-01-01', end_date: '9999-12-31' });
      expect(all.json().data.totals).toMatchObject({ due: 2, lapsed: 2 });
      expect((await report(RANGE, t.adminToken, '?format=xlsx')).statusCode).toBe(400);
    });
  });

  describe('the files', () => {
    it('writes renewalReport.csv: a line a month in the settings date format, the totals last', async () => {
      const response = await report(RANGE, t.adminToken, '?format=csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe('attachment; filename="renewalReport.csv"');
      expect(
        response.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toEqual([
        'Month,Due for renewal,Renewed,Lapsed,Awaiting renewal,Renewal rate (%),Value due,Value kept',
        '01-2025,2,1,1,0,50.0,1500.50,1100.00',
        '02-2025,3,2,1,0,66.7,3800.00,2999.99',
        '03-2025,2,1,1,0,50.0,1200.01,1234.56',
        'Total,7,4,3,0,57.1,6500.51,5334.55',
      ]);
      // Headed in the caller's language, and scoped like the JSON.
      const german = await report(RANGE, p.customerB.token, '?format=csv', 'de');
      expect(
        german.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toEqual([
        'Monat,Zur Verlängerung fällig,Verlängert,Ausgelaufen,Verlängerung ausstehend,Verlängerungsquote (%),Fälliger Wert,Gehaltener Wert',
        '03-2025,1,0,1,0,0.0,0.01,0.00',
        'Gesamt,1,0,1,0,0.0,0.01,0.00',
      ]);
    });

    it('prints renewalReport.pdf with the whole months, the totals and the months', async () => {
      const response = await report(RANGE, t.adminToken, '?format=pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="renewalReport.pdf"');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await new PDFParse({ data: response.rawPayload }).getText()).text;
      expect(text).toContain('Renewal Report');
      expect(text).toContain('Period: 01-01-2025 to 31-03-2025');
      expect(text).toContain('Renewal rate (%)');
      expect(text).toContain('57.1');
      expect(text).toContain('6500.51');
      expect(text).toContain('5334.55');
      expect(text).toContain('02-2025');

      const empty = await report(
        { start_date: '2019-01-01', end_date: '2019-02-01' },
        t.adminToken,
        '?format=pdf',
      );
      const emptyText = (await new PDFParse({ data: empty.rawPayload }).getText()).text;
      expect(emptyText).toContain('No data available in Renewal Report');
    });

    it('prints it right to left in Arabic', async () => {
      const response = await report(RANGE, t.adminToken, '?format=pdf', 'ar');
      expect(response.statusCode).toBe(200);
      const text = popplerText(response.rawPayload);
      expect(text).toContain('تقرير التجديدات');
      expect(text).toContain('6500.51');
    });
  });

  describe('the query plan', () => {
    let sql: mysql.Connection;

    beforeAll(async () => {
      // Five thousand more contracts started over ten years, so the optimizer chooses as it would at scale.
      await prisma().$executeRawUnsafe(`
        INSERT INTO amcs (amc_no, customer_id, start_date, end_date, detail, interval_months, service_count, price, created_at, updated_at)
        SELECT CONCAT('B-', seq), ${p.customerB.id}, DATE_ADD('2010-01-01', INTERVAL seq * 3650 DIV 5000 DAY),
               DATE_ADD('2010-12-31', INTERVAL seq * 3650 DIV 5000 DAY), 'Bulk', 1 + seq % 6, 12, 100.00, NOW(3), NOW(3)
        FROM seq_1_to_5000`);
      sql = await mysql.createConnection(testDatabaseUrl(t.dbName));
      await sql.query('ANALYZE TABLE amcs');
    });
    afterAll(async () => sql?.end());

    /** The plan of the report's grouped statement, as the given caller runs it. */
    async function planOf(range: object, token: string) {
      const { result, statements } = await recorder.record(() => report(range, token));
      expect(result.statusCode).toBe(200);
      const statement = statements.find((s) => s.query.includes('renewed_from_id'));
      expect(statement).toBeDefined();
      return explain(sql, statement!);
    }

    it('reads the terms that end in the range from the end_date index, and each renewal by its unique key', async () => {
      const plan = await planOf({ start_date: '2011-01-01', end_date: '2011-03-31' }, t.adminToken);
      const terms = plan.find((row) => row.table === 'a');
      const renewals = plan.find((row) => row.table === 'r');
      expect(terms, JSON.stringify(plan)).toMatchObject({ type: 'range', key: 'amcs_end_date_idx' });
      expect(renewals, JSON.stringify(plan)).toMatchObject({
        type: 'eq_ref',
        key: 'amcs_renewed_from_id_key',
      });
    });

    it("reads a customer's own contracts through its index", async () => {
      const plan = await planOf(RANGE, p.customerA.token);
      expect(
        plan.find((row) => row.table === 'a'),
        JSON.stringify(plan),
      ).toMatchObject({
        // Its rows by the customer's index, filtered by the end_date index's range (a rowid filter) or not.
        type: expect.stringMatching(/^ref(\|filter)?$/),
        key: expect.stringMatching(/^amcs_customer_id_created_at_idx(\|amcs_end_date_idx)?$/),
      });
    });
  });
});
