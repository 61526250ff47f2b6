import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, type TPerson } from './helpers/work-people';

type TStatementOut = {
  opening_balance: string;
  debit_total: string;
  credit_total: string;
  closing_balance: string;
  lines: { date: string; kind: string; number: string; debit: string; credit: string; balance: string }[];
};

const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * Issue 27, section 3: a customer's statement of account (bills, payments, credit notes, refunds; a payment made
 * with credit left out), its running balance at 5,000 documents, a supplier's, the files and the mail, each role.
 */
describe('statements of account: running balance, opening balance, files, mail, rights', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();
  const p = {} as Record<'priya' | 'arjun' | 'ravi' | 'sunil', TPerson>;
  let fan: number;

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.arjun = await addPerson(t.app, 'customer', 'arjun@example.com', 'Arjun', 'Mehta');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    p.sunil = await addPerson(t.app, 'supplier', 'sunil@example.com', 'Sunil', 'Traders');
    fan = (await prisma().product.create({ data: { code: 'FAN-1', name: 'Ceiling fan', price: '100.00' } }))
      .id;
    await addMovements(prisma(), {
      data: {
        productId: fan,
        quantity: 100,
        kind: 'adjustment',
        movementDate: new Date('2026-01-01T00:00:00Z'),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: T }).data;
  };
  const bill = (customerId: number, date: string, price: string) =>
    ok<{ id: number; sale_no: string; items: { id: number }[] }>(
      post('/api/sale/store', {
        customer_id: customerId,
        date,
        billing_address: 'MG Road',
        items: [{ product_id: fan, quantity: 1, price }],
      }),
    );
  const pay = (saleId: number, amount: string, date: string, extra: object = {}) =>
    ok(post('/api/sale/payment', { sale_id: saleId, amount, date, method: 'upi', ...extra }));
  const statement = (id: number, from: string, to: string, token = t.adminToken, party = 'customer') =>
    get(`/api/statement/${party}?id=${id}&start_date=${from}&end_date=${to}`, token);

  it("runs a customer's balance through bills, payments, a credit note and its refund; credit used is no payment", async () => {
    const first = await bill(p.priya.id, '2026-02-10', '1000');
    await pay(first.id, '1000', '2026-02-12');
    const note = await ok<{ id: number; credit_no: string }>(
      post('/api/credit-note/store', {
        sale_id: first.id,
        date: '2026-03-01',
        reason: 'Returned',
        items: [{ sale_item_id: first.items[0]!.id, quantity: 1 }],
      }),
    );
    await ok(
      post('/api/credit-note/refund', {
        credit_note_id: note.id,
        amount: '400',
        date: '2026-03-02',
        method: 'cash',
      }),
    );
    const second = await bill(p.priya.id, '2026-03-05', '800');
    // 600 of credit left pays most of the second bill: no money moved, so it is no line of the statement.
    await pay(second.id, '600', '2026-03-06', { method: 'credit_note', credit_note_id: note.id });

    const whole = await ok<TStatementOut>(statement(p.priya.id, '2026-01-01', '2026-03-31'));
    expect(whole.lines.map((l) => [l.date, l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['2026-02-10', 'bill', '1000.00', '0.00', '1000.00'],
      ['2026-02-12', 'payment', '0.00', '1000.00', '0.00'],
      ['2026-03-01', 'credit_note', '0.00', '1000.00', '-1000.00'],
      ['2026-03-02', 'refund', '400.00', '0.00', '-600.00'],
      ['2026-03-05', 'bill', '800.00', '0.00', '200.00'],
    ]);
    expect(whole).toMatchObject({
      opening_balance: '0.00',
      debit_total: '2200.00',
      credit_total: '2000.00',
      closing_balance: '200.00',
    });
    // What the statement says is owed is what the second bill still owes.
    const due = (await ok<{ due_total: string }>(get(`/api/sale/view/${second.id}`))).due_total;
    expect(due).toBe('200.00');

    // From March on, February is the opening balance.
    const march = await ok<TStatementOut>(statement(p.priya.id, '2026-03-01', '2026-03-31'));
    expect(march.opening_balance).toBe('0.00');
    expect(march.lines[0]).toMatchObject({
      kind: 'credit_note',
      number: note.credit_no,
      balance: '-1000.00',
    });
    const fromRefund = await ok<TStatementOut>(statement(p.priya.id, '2026-03-02', '2026-03-31'));
    expect(fromRefund.opening_balance).toBe('-1000.00');
    expect(fromRefund.closing_balance).toBe('200.00');
  });

  it('keeps the running balance equal to the sum of its lines for a customer with 5,000 documents', async () => {
    const customer = await addPerson(t.app, 'customer', 'busy@example.com', 'Busy', 'Buyer');
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + (i % 700)));
    await prisma().sale.createMany({
      data: Array.from({ length: 4000 }, (_, i) => ({
        saleNo: `BULK-${i}`,
        customerId: customer.id,
        date: day(i),
        billingAddress: 'x',
        grossTotal: `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`,
        total: `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`,
      })),
    });
    const sales = await prisma().sale.findMany({
      where: { customerId: customer.id },
      select: { id: true, date: true, total: true },
      orderBy: { id: 'asc' },
    });
    await prisma().salePayment.createMany({
      data: sales.slice(0, 1000).map((sale) => ({
        saleId: sale.id,
        amount: sale.total,
        paidOn: sale.date,
        method: 'cash',
      })),
    });
    const all = await ok<TStatementOut>(statement(customer.id, '2025-01-01', '2026-12-31'));
    expect(all.lines).toHaveLength(5000);
    let balance = cents(all.opening_balance);
    for (const line of all.lines) {
      balance += cents(line.debit) - cents(line.credit);
      expect(cents(line.balance)).toBe(balance);
    }
    expect(cents(all.closing_balance)).toBe(balance);
    const billed = sales.reduce((sum, sale) => sum + cents(sale.total.toFixed(2)), 0);
    const paid = sales.slice(0, 1000).reduce((sum, sale) => sum + cents(sale.total.toFixed(2)), 0);
    expect(balance).toBe(billed - paid);

    // A later period opens with everything before it.
    const later = await ok<TStatementOut>(statement(customer.id, '2025-07-01', '2026-12-31'));
    expect(cents(later.closing_balance)).toBe(balance);
    expect(cents(later.opening_balance) + cents(later.debit_total) - cents(later.credit_total)).toBe(balance);
  });

  it("gives a supplier's statement of its delivered purchases and returns", async () => {
    const purchase = await ok<{ id: number; items: { id: number }[] }>(
      post('/api/purchase/store', {
        supplier_id: p.sunil.id,
        date: '2026-04-01',
        billing_address: 'Head office',
        status: 'delivered',
        items: [{ product_id: fan, quantity: 10, rate: '50' }],
      }),
    );
    await ok(
      post('/api/purchase-return/store', {
        purchase_id: purchase.id,
        date: '2026-04-03',
        reason: 'Dented',
        items: [{ purchase_item_id: purchase.items[0]!.id, quantity: 2 }],
      }),
    );
    const owed = await ok<TStatementOut>(
      statement(p.sunil.id, '2026-04-01', '2026-04-30', t.adminToken, 'supplier'),
    );
    expect(owed.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['purchase', '0.00', '500.00', '500.00'],
      ['purchase_return', '100.00', '0.00', '400.00'],
    ]);
    expect(
      (await statement(p.sunil.id, '2026-04-01', '2026-04-30', p.sunil.token, 'supplier')).statusCode,
    ).toBe(200);
  });

  it('keeps each party to its own statement and refuses a range that ends before it starts', async () => {
    expect((await statement(p.priya.id, '2026-01-01', '2026-03-31', p.priya.token)).statusCode).toBe(200);
    expect((await statement(p.priya.id, '2026-01-01', '2026-03-31', p.arjun.token)).statusCode).toBe(404);
    expect((await statement(p.priya.id, '2026-01-01', '2026-03-31', p.ravi.token)).statusCode).toBe(403);
    // A customer's id is not a supplier's.
    expect(
      (await statement(p.priya.id, '2026-01-01', '2026-03-31', t.adminToken, 'supplier')).statusCode,
    ).toBe(404);
    const backwards = await statement(p.priya.id, '2026-03-31', '2026-01-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('writes the statement as CSV and PDF, and mails the PDF to the customer', async () => {
    const csv = await get(
      `/api/statement/customer?id=${p.priya.id}&start_date=2026-01-01&end_date=2026-03-31&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="statement-customer-${p.priya.id}-2026-01-01-2026-03-31.csv"`,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Kind,Document,Debit,Credit,Balance');
    expect(rows).toHaveLength(6);
    expect(rows[5]).toContain('200.00');

    const pdf = await get(
      `/api/statement/customer?id=${p.priya.id}&start_date=2026-01-01&end_date=2026-03-31&format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    for (const expected of [
      'Statement of account',
      'Priya Sharma',
      'Closing balance',
      'Credit note',
      'Refund',
    ])
      expect(text).toContain(expected);

    const mailed = await post('/api/statement/email', {
      id: p.priya.id,
      start_date: '2026-01-01',
      end_date: '2026-03-31',
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().message).toBe('The statement was sent to priya@example.com.');
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(
      (m) => m.to.includes('priya@example.com') && /statement/i.test(m.parsed.subject ?? ''),
    );
    expect(mail.parsed.attachments[0]?.filename).toBe(
      `statement-customer-${p.priya.id}-2026-01-01-2026-03-31.pdf`,
    );
    expect(
      (
        await post(
          '/api/statement/email',
          { id: p.priya.id, start_date: '2026-01-01', end_date: '2026-03-31' },
          p.priya.token,
        )
      ).statusCode,
    ).toBe(403);
  });
  it("ages what each customer owes by days past due, as of the business's today, with its totals and sorts", async () => {
    setClock(() => new Date('2026-09-30T06:00:00Z'));
    try {
      const late = await addPerson(t.app, 'customer', 'late@example.com', 'Lata', 'Late');
      // Due today (not past due), 10, 45, 75 and 120 days past due; the 45-day one is half paid.
      for (const [date, price] of [
        ['2026-09-30', '100'],
        ['2026-09-20', '200'],
        ['2026-08-16', '300'],
        ['2026-07-17', '400'],
        ['2026-06-02', '500'],
      ] as const) {
        const made = await bill(late.id, date, price);
        if (price === '300') await pay(made.id, '150', '2026-08-20');
      }
      const answer = await ok<{
        as_of: string;
        totals: Record<string, string | number>;
        rows: { customer: { id: number }; bills: number; [bucket: string]: unknown }[];
      }>(get('/api/report/receivables?sort=total&order=desc&pageSize=100'));
      expect(answer.as_of).toBe('2026-09-30');
      const row = answer.rows.find((r) => r.customer.id === late.id);
      expect(row).toMatchObject({
        bills: 5,
        current: '100.00',
        d1_30: '200.00',
        d31_60: '150.00',
        d61_90: '400.00',
        d90_plus: '500.00',
        overdue: '1250.00',
        total: '1350.00',
      });
      // Most owed first; by open bills, most first.
      const owed = answer.rows.map((r) => cents(String(r.total)));
      expect(owed).toEqual([...owed].sort((a, b) => b - a));
      const byBills = await ok<{ rows: { bills: number }[] }>(
        get('/api/report/receivables?sort=bills&order=desc&pageSize=100'),
      );
      const bills = byBills.rows.map((r) => r.bills);
      expect(bills).toEqual([...bills].sort((a, b) => b - a));
      // The totals are every customer's, each bucket the sum of the rows.
      for (const bucket of ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus', 'total'])
        expect(cents(String(answer.totals[bucket]))).toBe(
          answer.rows.reduce((sum, r) => sum + cents(String(r[bucket])), 0),
        );
      expect(answer.totals.customers).toBe(answer.rows.length);

      const csv = await get('/api/report/receivables?format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Lata Late');
      const pdf = await get('/api/report/receivables?format=pdf');
      expect((await new PDFParse({ data: pdf.rawPayload }).getText()).text).toContain('Receivables by age');
      expect((await get('/api/report/receivables', p.priya.token)).statusCode).toBe(403);
    } finally {
      setClock(null);
    }
  });
});
