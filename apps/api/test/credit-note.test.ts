import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDayTotalsSql, CREDIT_NOTE_DAY_TOTALS, SALE_DAY_TOTALS } from '../src/lib/rules/day-totals';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, type TPerson } from './helpers/work-people';

type TSaleOut = {
  id: number;
  sale_no: string;
  total: string;
  paid_total: string;
  credited_total: string;
  due_total: string;
  payment_status: string;
  items: { id: number; quantity: number; product: { id: number } | null }[];
  payments: { id: number; amount: string; method: string; credit_note: { id: number } | null }[];
  credit_notes: { id: number; credit_no: string; total: string }[];
};
type TCreditOut = {
  id: number;
  credit_no: string;
  total: string;
  gross_total: string;
  tax_total: string;
  discount_total: string;
  bill_settled: string;
  used_total: string;
  refunded_total: string;
  balance: string;
  status: string;
  items: { sale_item_id: number; quantity: number; restock: boolean; total: string }[];
  refunds: { id: number; amount: string }[];
  uses: { sale_id: number; amount: string }[];
};

/**
 * Issue 27, section 2: a credit note against part of a bill with a returned product, a refund, a credit carried to
 * the next bill, in exact decimals, the bill's balance and status after each step; the last units credited by 200
 * at once; the rights and rows of each role.
 */
describe('credit notes: part of a bill back, stock back, refunds, credit on the next bill', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();
  const p = {} as Record<'priya' | 'arjun' | 'ravi', TPerson>;
  let fan: number;
  let pump: number;
  let gst18: number;

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.arjun = await addPerson(t.app, 'customer', 'arjun@example.com', 'Arjun', 'Mehta');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    fan = (await prisma().product.create({ data: { code: 'FAN-1', name: 'Ceiling fan', price: '100.00' } }))
      .id;
    pump = (await prisma().product.create({ data: { code: 'PUMP-1', name: 'Water pump', price: '100.00' } }))
      .id;
    gst18 = (await prisma().tax.create({ data: { name: 'GST 18%', percentage: '18.00' } })).id;
    for (const productId of [fan, pump])
      await addMovements(prisma(), {
        data: {
          productId,
          quantity: 500,
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
  const storeSale = (items: object[], customerId = p.priya.id, discount = '5') =>
    ok<TSaleOut>(
      post('/api/sale/store', {
        customer_id: customerId,
        date: '2026-03-15',
        billing_address: '12 MG Road, Pune',
        discount,
        items,
      }),
    );
  const sale = (id: number) => ok<TSaleOut>(get(`/api/sale/view/${id}`));
  const credit = (body: object, token = t.adminToken) => post('/api/credit-note/store', body, token);
  const stockOf = async (productId: number) =>
    (await prisma().product.findUniqueOrThrow({ where: { id: productId }, select: { currentStock: true } }))
      .currentStock;
  const refund = (creditNoteId: number, amount: string) =>
    post('/api/credit-note/refund', {
      credit_note_id: creditNoteId,
      amount,
      date: '2026-03-25',
      method: 'cash',
    });

  let bill: TSaleOut;
  let first: TCreditOut;

  it('credits one fan (back into stock) and one pump (not) of a paid bill: exact sums, the credit is the customer’s', async () => {
    // Fan: 3 x 33.33 less 10% less the bill's 5%, GST 18%; pump: 2 x 50 less 5%, GST 18%: 212.98 (as sale.test.ts).
    bill = await storeSale([
      { product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 },
      { product_id: pump, quantity: 2, price: '50', tax_id: gst18 },
    ]);
    expect(bill.total).toBe('212.98');
    await ok(
      post('/api/sale/payment', {
        sale_id: bill.id,
        amount: '212.98',
        date: '2026-03-16',
        method: 'upi',
      }),
    );
    const [fanBefore, pumpBefore] = [await stockOf(fan), await stockOf(pump)];

    const [fanLine, pumpLine] = bill.items;
    const response = await credit({
      sale_id: bill.id,
      date: '2026-03-20',
      reason: 'One fan returned damaged; one pump not fitted',
      items: [
        { sale_item_id: fanLine!.id, quantity: 1, restock: true },
        { sale_item_id: pumpLine!.id, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Credit note issued successfully.');
    first = response.json().data;
    // Fan: 33.33 - 3.33 - 1.50 = 28.50 + tax 5.13 = 33.63. Pump: 50.00 - 2.50 = 47.50 + tax 8.55 = 56.05.
    expect(first).toMatchObject({
      credit_no: 'CN-00001',
      gross_total: '83.33',
      discount_total: '7.33',
      tax_total: '13.68',
      total: '89.68',
      bill_settled: '0.00',
      balance: '89.68',
      status: 'open',
      items: [
        { sale_item_id: fanLine!.id, quantity: 1, restock: true, total: '33.63' },
        { sale_item_id: pumpLine!.id, quantity: 1, restock: false, total: '56.05' },
      ],
    });
    expect(await stockOf(fan)).toBe(fanBefore + 1);
    expect(await stockOf(pump)).toBe(pumpBefore);

    const after = await sale(bill.id);
    expect(after).toMatchObject({
      credited_total: '89.68',
      paid_total: '212.98',
      due_total: '0.00',
      payment_status: 'paid',
      credit_notes: [{ id: first.id, credit_no: 'CN-00001', total: '89.68' }],
    });
  });

  it('refunds part of the credit, refuses more than is left, and carries the rest to the next bill', async () => {
    const refunded = await ok<TCreditOut>(refund(first.id, '50.00'));
    expect(refunded).toMatchObject({ refunded_total: '50.00', balance: '39.68', status: 'partial' });

    const tooMuch = await refund(first.id, '39.69');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('The amount is more than the credit left (39.68).');

    const next = await storeSale([{ product_id: fan, quantity: 1, price: '100' }], p.priya.id, '0');
    const paidByCredit = await ok<TSaleOut>(
      post('/api/sale/payment', {
        sale_id: next.id,
        amount: '39.68',
        date: '2026-03-26',
        method: 'credit_note',
        credit_note_id: first.id,
      }),
    );
    expect(paidByCredit).toMatchObject({
      paid_total: '39.68',
      due_total: '60.32',
      payment_status: 'partial',
      payments: [{ amount: '39.68', method: 'credit_note', credit_note: { id: first.id } }],
    });
    const used = await ok<TCreditOut>(get(`/api/credit-note/view/${first.id}`));
    expect(used).toMatchObject({
      used_total: '39.68',
      refunded_total: '50.00',
      balance: '0.00',
      status: 'settled',
      uses: [{ sale_id: next.id, amount: '39.68' }],
    });

    // No credit left, and another customer's credit note is not Arjun's to pay with.
    const arjunBill = await storeSale([{ product_id: fan, quantity: 1, price: '10' }], p.arjun.id, '0');
    const spent = await post('/api/sale/payment', {
      sale_id: next.id,
      amount: '1.00',
      date: '2026-03-26',
      method: 'credit_note',
      credit_note_id: first.id,
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe('This credit note has no credit left.');
    const notTheirs = await post('/api/sale/payment', {
      sale_id: arjunBill.id,
      amount: '1.00',
      date: '2026-03-26',
      method: 'credit_note',
      credit_note_id: first.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().issues).toEqual([
      {
        path: 'credit_note_id',
        message: "Please choose one of this customer's credit notes with credit left.",
      },
    ]);

    // The payment by credit deleted: the credit is the note's again.
    await ok(post('/api/sale/payment/delete', { id: paidByCredit.payments[0]!.id }));
    expect(await ok<TCreditOut>(get(`/api/credit-note/view/${first.id}`))).toMatchObject({
      used_total: '0.00',
      balance: '39.68',
      status: 'partial',
    });
  });

  it('credits the rest of the bill to the cent, then the bill is Credited and stays as it is', async () => {
    const rest = bill.items.map((item, index) => ({ sale_item_id: item.id, quantity: index === 0 ? 2 : 1 }));
    const tooMany = await credit({
      sale_id: bill.id,
      date: '2026-03-21',
      reason: 'Everything back',
      items: [{ sale_item_id: bill.items[0]!.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().issues).toEqual([
      { path: 'items.0.quantity', message: 'Only 2 of this line can still be credited.' },
    ]);

    const second = await ok<TCreditOut>(
      credit({ sale_id: bill.id, date: '2026-03-21', reason: 'Order cancelled', items: rest }),
    );
    expect(second).toMatchObject({ credit_no: 'CN-00002', total: '123.30', bill_settled: '0.00' });
    const credited = await sale(bill.id);
    expect(credited).toMatchObject({
      credited_total: '212.98',
      due_total: '0.00',
      payment_status: 'credited',
    });

    const again = await credit({
      sale_id: bill.id,
      date: '2026-03-22',
      reason: 'Again',
      items: [{ sale_item_id: bill.items[1]!.id, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bill is already fully credited.');
    for (const [url, payload] of [
      ['/api/sale/delete', { id: bill.id }],
      ['/api/sale/deleteMulti', { ids: [bill.id] }],
      ['/api/sale/payment/delete', { id: credited.payments[0]!.id }],
      [
        '/api/sale/update',
        {
          id: bill.id,
          customer_id: p.priya.id,
          date: '2026-03-15',
          billing_address: 'x',
          items: [{ product_id: fan, quantity: 1, price: '1' }],
        },
      ],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(
        'This bill has credit notes, so it and its payments can no longer be changed. Correct it with another credit note.',
      );
    }
    // A credit note has no update or delete at all.
    expect((await post('/api/credit-note/update', { id: second.id })).statusCode).toBe(404);
    expect((await post('/api/credit-note/delete', { id: second.id })).statusCode).toBe(404);
  });

  it('takes the credit off what an unpaid bill owes first', async () => {
    const unpaid = await storeSale([{ product_id: pump, quantity: 4, price: '25' }], p.priya.id, '0');
    const note = await ok<TCreditOut>(
      credit({
        sale_id: unpaid.id,
        date: '2026-03-22',
        reason: 'Two pumps returned',
        items: [{ sale_item_id: unpaid.items[0]!.id, quantity: 2, restock: true }],
      }),
    );
    expect(note).toMatchObject({ total: '50.00', bill_settled: '50.00', balance: '0.00', status: 'settled' });
    expect(await sale(unpaid.id)).toMatchObject({
      credited_total: '50.00',
      due_total: '50.00',
      payment_status: 'unpaid',
    });
    const over = await post('/api/sale/payment', {
      sale_id: unpaid.id,
      amount: '50.01',
      date: '2026-03-23',
      method: 'cash',
    });
    expect(over.statusCode).toBe(409);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const other = await storeSale([{ product_id: fan, quantity: 1, price: '10' }], p.priya.id, '0');
    const before = await prisma().creditNote.count();
    const cases: [object, string][] = [
      [{ sale_id: bill.id, date: '2026-03-22', reason: 'x', items: [] }, 'items'],
      [{ sale_id: bill.id, date: '2026-03-22', items: [{ sale_item_id: 1, quantity: 1 }] }, 'reason'],
      [
        { sale_id: other.id, date: '2026-03-22', reason: 'x', items: [{ sale_item_id: 1, quantity: 0 }] },
        'items.0.quantity',
      ],
      [
        {
          sale_id: other.id,
          date: '2026-03-22',
          reason: 'x',
          items: [{ sale_item_id: bill.items[0]!.id, quantity: 1 }],
        },
        'items.0.sale_item_id',
      ],
      [{ sale_id: other.id, date: 'soon', reason: 'x', items: [] }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await credit(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect(await prisma().creditNote.count()).toBe(before);
  });

  it('credits the last units once when 200 try at once: 1 issued, 199 refused with 409, none fails', async () => {
    const last = await storeSale([{ product_id: fan, quantity: 5, price: '20' }], p.priya.id, '0');
    const line = last.items[0]!.id;
    await ok(
      credit({
        sale_id: last.id,
        date: '2026-03-24',
        reason: 'Four back',
        items: [{ sale_item_id: line, quantity: 4 }],
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        credit({
          sale_id: last.id,
          date: '2026-03-24',
          reason: 'The last',
          items: [{ sale_item_id: line, quantity: 1 }],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const after = await sale(last.id);
    expect(after).toMatchObject({ credited_total: '100.00', total: '100.00', payment_status: 'credited' });
    const notes = await prisma().creditNote.aggregate({ where: { saleId: last.id }, _sum: { total: true } });
    expect(notes._sum.total?.toFixed(2)).toBe('100.00');
    // The numbers stayed gap-free: every refused one gave its number back.
    const numbers = (
      await prisma().creditNote.findMany({ select: { creditNo: true }, orderBy: { id: 'asc' } })
    ).map((n) => n.creditNo);
    expect(numbers).toEqual(numbers.map((_, i) => `CN-${String(i + 1).padStart(5, '0')}`));
  });

  it('keeps the day totals equal to the rows; the sell report counts sales net of credit notes, income net of refunds', async () => {
    for (const spec of [SALE_DAY_TOTALS, CREDIT_NOTE_DAY_TOTALS]) {
      const kept = await prisma().$queryRawUnsafe<object[]>(`SELECT * FROM ${spec.summary} ORDER BY day`);
      await prisma().$transaction(async (tx) => {
        for (const sql of rebuildDayTotalsSql(spec)) await tx.$executeRawUnsafe(sql);
      });
      expect(await prisma().$queryRawUnsafe<object[]>(`SELECT * FROM ${spec.summary} ORDER BY day`)).toEqual(
        kept,
      );
    }
    const report = await ok<{ totals: Record<string, string> }>(
      post('/api/report/saleReport', { start_date: '2026-03-01', end_date: '2026-03-31' }),
    );
    const credited = await prisma().creditNote.aggregate({ _sum: { total: true } });
    const sales = await prisma().sale.aggregate({ _sum: { total: true } });
    expect(report.totals.credited_total).toBe(credited._sum.total!.toFixed(2));
    expect(report.totals.net_total).toBe(sales._sum.total!.sub(credited._sum.total!).toFixed(2));
    // Income follows refunds: the money the credit notes gave back comes off what was received.
    const refunded = await prisma().creditNote.aggregate({ _sum: { refundedTotal: true } });
    const paid = await prisma().sale.aggregate({ _sum: { paidTotal: true } });
    expect(Number(refunded._sum.refundedTotal)).toBeGreaterThan(0);
    expect(report.totals.refunded_total).toBe(refunded._sum.refundedTotal!.toFixed(2));
    expect(report.totals.received_net).toBe(
      paid._sum.paidTotal!.sub(refunded._sum.refundedTotal!).toFixed(2),
    );
  });

  it('shows a customer its own credit notes and their PDF, 404 for another’s; staff without sell rights are refused', async () => {
    const mine = await ok<{ id: number }[]>(get('/api/credit-note/list', p.priya.token));
    expect(mine.length).toBeGreaterThan(0);
    expect((await ok<{ id: number }[]>(get('/api/credit-note/list', p.arjun.token))).length).toBe(0);
    expect((await get(`/api/credit-note/view/${first.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/credit-note/pdf/${first.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/credit-note/view/${first.id}`, p.ravi.token)).statusCode).toBe(403);
    // A customer reads its credit notes but does not issue them or refund them.
    expect(
      (await credit({ sale_id: bill.id, date: '2026-03-22', reason: 'x', items: [] }, p.priya.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/credit-note/refund',
          { credit_note_id: first.id, amount: '1', date: '2026-03-22', method: 'cash' },
          p.priya.token,
        )
      ).statusCode,
    ).toBe(403);

    const pdf = await get(`/api/credit-note/pdf/${first.id}`, p.priya.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('inline; filename="credit-note-CN-00001.pdf"');
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    expect(text).toMatch(/CREDIT\s+NOTE/);
    expect(text).toContain('CN-00001');
    expect(text).toContain(`Against invoice ${bill.sale_no}`);
    expect(text).toContain('One fan returned damaged');
    expect(text).toContain('Ceiling fan');

    const mailed = await post('/api/credit-note/email', { id: first.id });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().message).toBe('The credit note was sent to priya@example.com.');
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.parsed.subject?.includes('CN-00001') ?? false);
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['credit-note-CN-00001.pdf']);
  });
});
