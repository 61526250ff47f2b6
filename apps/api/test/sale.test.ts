import { upiPaymentUri, type TSale } from '@amc/contracts';
import { setClock } from '../src/lib/kernel/clock';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { popplerText, readQrCodes } from './helpers/poppler';
import { addPerson, grantRight, type TPerson } from './helpers/work-people';
import {
  CREDIT_NOTE_TAX_DAY_TOTALS,
  rebuildDayTotalsSql,
  SALE_TAX_DAY_TOTALS,
} from '../src/lib/rules/day-totals';

type TLine = Record<string, unknown>;
type TSaleOut = {
  id: number;
  sale_no: string;
  total: string;
  paid_total: string;
  due_total: string;
  payment_status: string;
  upi_uri: string | null;
  payments: { id: number; amount: string }[];
};

describe('sales: store, stock, payments, invoice, e-mail, rights', () => {
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
    for (const productId of [fan, pump]) await addStock(productId, 50);
    await t.app.mailWorker.runOnce();
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const prisma = () => t.app.db.prisma;
  const addStock = (productId: number, quantity: number) =>
    addMovements(prisma(), {
      data: { productId, quantity, kind: 'adjustment', movementDate: new Date('2026-01-01T00:00:00Z') },
    });
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const body = (
    overrides: Record<string, unknown> = {},
    items: TLine[] = [{ product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 }],
  ) => ({
    customer_id: p.priya.id,
    date: '2026-03-15',
    billing_address: 'Sharma Textiles, 12 MG Road, Pune',
    items,
    ...overrides,
  });
  const stockOf = async (productId: number) =>
    (await prisma().stockMovement.aggregate({ where: { productId }, _sum: { quantity: true } }))._sum
      .quantity ?? 0;
  const snapshot = async () => ({
    sales: await prisma().sale.findMany({ orderBy: { id: 'asc' } }),
    items: await prisma().saleItem.findMany({ orderBy: { id: 'asc' } }),
    payments: await prisma().salePayment.findMany({ orderBy: { id: 'asc' } }),
    movements: await prisma().stockMovement.findMany({ orderBy: { id: 'asc' } }),
    counters: await prisma().counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
  });
  const store = async (overrides: Record<string, unknown> = {}, items?: TLine[]) => {
    const response = await post('/api/sale/store', body(overrides, items));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TSaleOut;
  };
  /** GST 18% as India charges it: CGST 9% + SGST 9% within the state, IGST 18% across states. */
  const storeGst = async (name: string): Promise<{ id: number }> =>
    (
      await post('/api/tax/store', {
        name,
        percentage: '18',
        components: [
          { name: 'CGST', percentage: '9', applies: 'within_state' },
          { name: 'SGST', percentage: '9', applies: 'within_state' },
          { name: 'IGST', percentage: '18', applies: 'across_states' },
        ],
      })
    ).json().data;
  const pay = (saleId: number, amount: unknown, extra: Record<string, unknown> = {}) =>
    post('/api/sale/payment', { sale_id: saleId, amount, date: '2026-03-20', method: 'upi', ...extra });

  it('stores a sale: bill number, totals with tax and both discounts exact to the cent, stock taken, logged', async () => {
    const [fanBefore, pumpBefore] = [await stockOf(fan), await stockOf(pump)];
    const response = await post(
      '/api/sale/store',
      body({ discount: '5', note: 'Delivered with the installation' }, [
        { product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 },
        { product_id: pump, quantity: 2, price: '50', tax_id: gst18 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Sale added successfully.');
    // Fan: 99.99 - 10.00 = 89.99, - 5% (4.4995 -> 4.50) = 85.49, tax 15.3882 -> 15.39, total 100.88.
    // Pump: 100.00 - 5.00 = 95.00, tax 17.10, total 112.10.
    expect(data).toMatchObject({
      sale_no: 'INV-00001',
      customer: { id: p.priya.id, full_name: 'Priya Sharma', email: 'priya@example.com' },
      date: '2026-03-15',
      billing_address: 'Sharma Textiles, 12 MG Road, Pune',
      discount_percent: '5.00',
      gross_total: '199.99',
      discount_total: '19.50',
      tax_total: '32.49',
      total: '212.98',
      paid_total: '0.00',
      due_total: '212.98',
      payment_status: 'unpaid',
      quotation: null,
      payments: [],
      items: [
        {
          product: { id: fan },
          quantity: 3,
          price: '33.33',
          amount: '99.99',
          discount: '14.50',
          tax_amount: '15.39',
          total: '100.88',
        },
        {
          product: { id: pump },
          quantity: 2,
          price: '50.00',
          amount: '100.00',
          discount: '5.00',
          tax_amount: '17.10',
          total: '112.10',
        },
      ],
    });
    expect(await stockOf(fan)).toBe(fanBefore - 3);
    expect(await stockOf(pump)).toBe(pumpBefore - 2);
    const movements = await prisma().stockMovement.findMany({
      where: { saleId: data.id },
      orderBy: { id: 'asc' },
    });
    expect(movements.map((m) => [m.productId, m.quantity, m.kind])).toEqual([
      [fan, -3, 'sale'],
      [pump, -2, 'sale'],
    ]);
    const log = await prisma().activityLog.findFirstOrThrow({ where: { slug: 'sell', recordId: data.id } });
    expect(log.action).toBe('create');
    expect(log.description).toContain('INV-00001');
  });

  it.each([
    [{ customer_id: '' }, 'customer_id', 'Customer is required!'],
    [{ customer_id: 'abc' }, 'customer_id', 'Please choose a valid customer.'],
    [{ date: undefined }, 'date', 'Date is required!'],
    [{ date: '15-03-2026' }, 'date', 'Please enter a valid date (YYYY-MM-DD).'],
    [{ billing_address: ' ' }, 'billing_address', 'Billing address is required!'],
    [{ discount: '0.5' }, 'discount', 'Percentage must be 1 or above'],
    [{ discount: '120' }, 'discount', 'Percentage must be between 0 and 100'],
    [{ items: [] }, 'items', 'Product is required!'],
    [
      { items: [{ product_id: 1, quantity: -1, price: '1' }] },
      'items.0.quantity',
      'Quantity must be 1 or above',
    ],
    [
      { items: [{ product_id: 1, quantity: 1, price: '0' }] },
      'items.0.price',
      'Price must be greater than 0',
    ],
    [
      { items: [{ product_id: 1, quantity: 1, price: '1', discount: 0.2 }] },
      'items.0.discount',
      'Percentage must be 1 or above',
    ],
    [
      { items: [{ product_id: 1, quantity: 1, price: '1', tax_id: 'gst' }] },
      'items.0.tax_id',
      'Please choose a valid tax.',
    ],
  ])('refuses %j: %s "%s", and changes nothing', async (overrides, path, message) => {
    const before = await snapshot();
    const response = await post('/api/sale/store', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses (409) a sale the stock cannot serve with a clear message, and changes nothing', async () => {
    const before = await snapshot();
    const response = await post(
      '/api/sale/store',
      body({}, [{ product_id: pump, quantity: 1000, price: '1' }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: true,
      message: `This change would take the stock of Water pump (PUMP-1) below zero (${await stockOf(pump)} in stock). Nothing was changed.`,
      issues: [],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('gives the stock back and takes it again on update, and back on delete', async () => {
    const [fanStart, pumpStart] = [await stockOf(fan), await stockOf(pump)];
    const sale = await store({}, [{ product_id: fan, quantity: 4, price: '10' }]);
    expect(await stockOf(fan)).toBe(fanStart - 4);
    const updated = await post('/api/sale/update', {
      id: sale.id,
      ...body({}, [
        { product_id: fan, quantity: 1, price: '10' },
        { product_id: pump, quantity: 5, price: '10' },
      ]),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Sale updated successfully.',
      data: { sale_no: sale.sale_no, total: '60.00' },
    });
    expect(await stockOf(fan)).toBe(fanStart - 1);
    expect(await stockOf(pump)).toBe(pumpStart - 5);
    // An update that needs more than the stock holds is refused whole.
    const before = await snapshot();
    const short = await post('/api/sale/update', {
      id: sale.id,
      ...body({}, [{ product_id: pump, quantity: 999, price: '1' }]),
    });
    expect(short.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    const deleted = await post('/api/sale/delete', { id: sale.id });
    expect(deleted.json()).toEqual({ message: 'Sale deleted successfully.', data: { ids: [sale.id] } });
    expect(await stockOf(fan)).toBe(fanStart);
    expect(await stockOf(pump)).toBe(pumpStart);
    expect(await prisma().stockMovement.count({ where: { saleId: sale.id } })).toBe(0);

    const a = await store({}, [{ product_id: fan, quantity: 1, price: '10' }]);
    const b = await store({}, [{ product_id: pump, quantity: 1, price: '10' }]);
    const kept = await snapshot();
    expect((await post('/api/sale/deleteMulti', { ids: [a.id, b.id, 999999] })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(kept);
    expect((await post('/api/sale/deleteMulti', { ids: [a.id, b.id] })).json().message).toBe(
      '2 sales deleted successfully.',
    );
    expect(await stockOf(fan)).toBe(fanStart);
    expect(await prisma().activityLog.count({ where: { slug: 'sell', action: 'delete' } })).toBe(3);
  });

  it('sells the last 10 units exactly once among 50 concurrent sales', async () => {
    const valve = await prisma().product.create({ data: { code: 'VALVE-1', name: 'Valve', price: '5.00' } });
    await addStock(valve.id, 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/sale/store', body({}, [{ product_id: valve.id, quantity: 1, price: '5' }])),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await stockOf(valve.id)).toBe(0);
    expect(await prisma().saleItem.count({ where: { productId: valve.id } })).toBe(10);
    // The refused sales gave their bill numbers back: the ten sold hold consecutive numbers.
    const numbers = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => Number((r.json().data as TSaleOut).sale_no.slice(4)))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
    expect(
      await prisma().sale.count({ where: { saleNo: { gt: `INV-${String(numbers[9]).padStart(5, '0')}` } } }),
    ).toBe(0);
  });

  it('takes payments: Unpaid -> Partial paid -> Paid, refuses an overpayment, and a payment can be deleted', async () => {
    const sale = await store({}, [{ product_id: fan, quantity: 1, price: '100' }]);
    expect(sale.payment_status).toBe('unpaid');
    const before = await snapshot();
    for (const [payload, path, message] of [
      [{ amount: 0 }, 'amount', 'Amount must be greater than 0'],
      [{ amount: '-5' }, 'amount', 'Amount must be greater than 0'],
      [{ amount: '1.234' }, 'amount', 'Amount must be a number with at most 2 decimals'],
      [{ amount: '' }, 'amount', 'Amount is required!'],
      [{ date: '' }, 'date', 'Date is required!'],
      [{ method: '' }, 'method', 'Payment method is required!'],
      [{ method: 'barter' }, 'method', 'Please choose a valid payment method.'],
    ] as const) {
      const response = await pay(sale.id, '10', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    }
    expect(await snapshot()).toEqual(before);

    const first = await pay(sale.id, '40.50', { note: 'Advance' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Payment added successfully.',
      data: {
        payment_status: 'partial',
        paid_total: '40.50',
        due_total: '59.50',
        payments: [{ amount: '40.50', method: 'upi', note: 'Advance', date: '2026-03-20' }],
      },
    });
    const over = await pay(sale.id, '59.51');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: true,
      message: 'The payment is more than the amount due (59.50).',
      issues: [{ path: 'amount', message: 'The payment is more than the amount due (59.50).' }],
    });
    const paid = await pay(sale.id, '59.50', { method: 'cash' });
    expect(paid.json().data).toMatchObject({
      payment_status: 'paid',
      paid_total: '100.00',
      due_total: '0.00',
    });
    const again = await pay(sale.id, '1');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This sale is already fully paid.');

    // A total below what was paid is refused.
    const lower = await post('/api/sale/update', {
      id: sale.id,
      ...body({}, [{ product_id: fan, quantity: 1, price: '99' }]),
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('The total cannot be less than what has already been paid (100.00).');
    // A higher one turns the sale back to partial.
    const higher = await post('/api/sale/update', {
      id: sale.id,
      ...body({}, [{ product_id: fan, quantity: 1, price: '120' }]),
    });
    expect(higher.json().data).toMatchObject({ payment_status: 'partial', due_total: '20.00' });

    const paymentId = (higher.json().data as TSaleOut).payments[0]!.id;
    const removed = await post('/api/sale/payment/delete', { id: paymentId });
    expect(removed.json()).toMatchObject({
      message: 'Payment deleted successfully.',
      data: { paid_total: '59.50', payment_status: 'partial' },
    });
    expect(
      await prisma().activityLog.count({
        where: { slug: 'sell', recordId: sale.id, action: { in: ['payment', 'payment_delete'] } },
      }),
    ).toBe(3);
  });

  it('never records more than is due when payments race', async () => {
    const sale = await store({}, [{ product_id: pump, quantity: 1, price: '100' }]);
    const responses = await Promise.all(Array.from({ length: 8 }, () => pay(sale.id, '30')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const row = await prisma().sale.findUniqueOrThrow({
      where: { id: sale.id },
      include: { payments: true },
    });
    expect(row.paidTotal.toFixed(2)).toBe('90.00');
    expect(row.payments.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(90);
    expect(row.paymentStatus).toBe('partial');
  });

  it('lists with search, filters, sorting and the sellData CSV', async () => {
    const arjuns = await store({ customer_id: p.arjun.id, date: '2025-11-30' }, [
      { product_id: pump, quantity: 1, price: '1' },
    ]);
    const list = async (query: string) => {
      const response = await get(`/api/sale/list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: TSaleOut[]; meta: { total: number } };
    };
    const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
    const total = (await list('pageSize=100')).meta.total;
    expect(total).toBe(await prisma().sale.count());
    expect((await list(`search=${arjuns.sale_no}`)).data.map((r) => r.id)).toEqual([arjuns.id]);
    expect((await list('search=Arjun')).data.map((r) => r.id)).toEqual([arjuns.id]);
    expect((await list(filters({ customer_id: p.arjun.id }))).data.map((r) => r.id)).toEqual([arjuns.id]);
    expect((await list(filters({ to: '2025-12-31' }))).data.map((r) => r.id)).toEqual([arjuns.id]);
    expect((await list(filters({ from: '2026-01-01' }))).meta.total).toBe(total - 1);
    const paid = await list(filters({ payment_status: 'paid' }));
    expect(paid.meta.total).toBe(await prisma().sale.count({ where: { paymentStatus: 'paid' } }));
    expect((await list('sort=total&order=asc&pageSize=1')).data[0]!.id).toBe(arjuns.id);
    expect((await get('/api/sale/list?sort=note')).statusCode).toBe(400);

    const csv = await get('/api/sale/list?format=csv&sort=sale_no&order=asc');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sellData.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(
      'Bill no,Customer,Date,Billing address,Products,Discount (%),Gross total,Discount,Tax,Total,Paid,Payment status,Created at',
    );
    expect(lines[1]).toMatch(
      /^INV-00001,Priya Sharma,15-03-2026,"Sharma Textiles, 12 MG Road, Pune",Ceiling fan x 3; Water pump x 2,5\.00,199\.99,19\.50,32\.49,212\.98,0\.00,unpaid,/,
    );
  });

  it('prints the invoice as a PDF and e-mails it through the "sale" template', async () => {
    const first = await prisma().sale.findFirstOrThrow({ where: { saleNo: 'INV-00001' } });
    const response = await get(`/api/sale/invoice/${first.id}?download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-INV-00001.pdf"');
    const text = (await new PDFParse({ data: response.rawPayload }).getText()).text;
    for (const expected of ['INVOICE', 'INV-00001', 'Priya Sharma', 'Ceiling fan', '₹212.98', 'Unpaid'])
      expect(text).toContain(expected);

    const mailed = await post('/api/sale/email', { id: first.id });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().message).toBe('The invoice was sent to priya@example.com.');
    await t.app.mailWorker.runOnce();
    // Its payments' receipts went to the same customer: the invoice's mail is the one about the invoice.
    const mail = await smtp.waitFor(
      (m) => m.to.includes('priya@example.com') && /^Invoice /.test(m.parsed.subject ?? ''),
    );
    expect(mail.parsed.subject).toMatch(/^Invoice INV-00001 from /);
    expect(mail.parsed.attachments[0]?.filename).toBe('invoice-INV-00001.pdf');
    expect((await new PDFParse({ data: mail.parsed.attachments[0]!.content }).getText()).text).toContain(
      '₹212.98',
    );
  });

  it('gives each payment a receipt: its PDF for staff and the customer, mailed when recorded unless turned off', async () => {
    const kavya = await addPerson(t.app, 'customer', 'kavya@example.com', 'Kavya', 'Nair');
    const bill = await store({ customer_id: kavya.id }, [{ product_id: fan, quantity: 1, price: '100.00' }]);
    await t.app.mailWorker.runOnce();
    smtp.mails.length = 0;
    const paid = await pay(bill.id, '40.00', { method: 'cash', note: 'At the counter' });
    expect(paid.statusCode).toBe(200);
    const paymentId = (paid.json().data as TSaleOut).payments[0]!.id;
    const number = `RCT-${String(paymentId).padStart(5, '0')}`;
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('kavya@example.com'));
    expect(mail.parsed.subject).toBe(`Receipt ${number}: ₹40.00 received, thank you`);
    expect(mail.parsed.text).toContain(`₹40.00 by Cash on 20-03-2026 for the invoice ${bill.sale_no}`);
    expect(mail.parsed.text).toContain('Still due on this invoice: ₹60.00');
    expect(mail.parsed.attachments[0]?.filename).toBe(`receipt-${number}.pdf`);
    const mailed = popplerText(mail.parsed.attachments[0]!.content);
    for (const expected of [
      'PAYMENT RECEIPT',
      number,
      'Kavya Nair',
      '₹40.00',
      'Cash',
      bill.sale_no,
      '₹60.00',
    ])
      expect(mailed).toContain(expected);

    // The receipt itself: staff and the bill's customer read it; another customer's answer is 404.
    const path = `/api/sale/receipt/${paymentId}`;
    expect((await get(`${path}?download=1`)).headers['content-disposition']).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    expect((await get(path, kavya.token)).statusCode).toBe(200);
    expect((await get(path, p.priya.token)).statusCode).toBe(404);
    expect((await get('/api/sale/receipt/999999')).statusCode).toBe(404);

    // The customer's balance: what its open bills owe, read from the summary kept beside them.
    const balance = await get('/api/sale/balance', kavya.token);
    expect(balance.json().data).toEqual({
      customer_id: kavya.id,
      due_total: '60.00',
      open_bills: 1,
      credit_left: '0.00',
    });
    // A customer cannot ask for another's; an admin must name one.
    expect(
      (await get(`/api/sale/balance?customer_id=${kavya.id}`, p.priya.token)).json().data.customer_id,
    ).toBe(p.priya.id);
    expect((await get('/api/sale/balance')).statusCode).toBe(400);
    expect((await get('/api/sale/balance', p.ravi.token)).statusCode).toBe(403);

    // Turned off in the settings, a payment mails nothing.
    await prisma().setting.update({ where: { id: 1 }, data: { paymentReceiptMail: false } });
    try {
      const receipts = () => prisma().mailOutbox.count({ where: { event: 'payment_receipt' } });
      const before = await receipts();
      expect((await pay(bill.id, '10.00')).statusCode).toBe(200);
      expect(await receipts()).toBe(before);
    } finally {
      await prisma().setting.update({ where: { id: 1 }, data: { paymentReceiptMail: true } });
    }
  });

  it('gives a bill with money due a UPI payment code, on its page and its PDF, once the business has a UPI ID', async () => {
    const bill = await store({}, [{ product_id: fan, quantity: 1, price: '118.50' }]);
    expect(bill.upi_uri).toBeNull();
    await prisma().setting.update({
      where: { id: 1 },
      data: { upiId: 'coolair@okhdfc', upiPayeeName: 'Cool Air & Co' },
    });
    try {
      expect((await pay(bill.id, '18.50')).statusCode).toBe(200);
      const expected = upiPaymentUri({
        upiId: 'coolair@okhdfc',
        payee: 'Cool Air & Co',
        amount: '100.00',
        reference: bill.sale_no,
      });
      expect(expected).toBe(
        `upi://pay?pa=coolair%40okhdfc&pn=Cool%20Air%20%26%20Co&am=100.00&cu=INR&tr=${bill.sale_no}&tn=${bill.sale_no}`,
      );
      const view = await get(`/api/sale/view/${bill.id}`, p.priya.token);
      expect(view.json().data.upi_uri).toBe(expected);
      const listed = await get(`/api/sale/list?search=${bill.sale_no}`, p.priya.token);
      expect(listed.json().data[0].upi_uri).toBe(expected);

      // The PDF's code, read back from the printed page, pays exactly what is due on this bill.
      const pdf = await get(`/api/sale/invoice/${bill.id}`);
      expect(readQrCodes(pdf.rawPayload)).toEqual([expected]);
      expect(popplerText(pdf.rawPayload)).toContain('Scan with any UPI app to pay ₹100.00');

      // Paid in full, or a currency UPI does not move: no code.
      await prisma().setting.update({ where: { id: 1 }, data: { currencyCode: 'USD' } });
      expect((await get(`/api/sale/view/${bill.id}`)).json().data.upi_uri).toBeNull();
      await prisma().setting.update({ where: { id: 1 }, data: { currencyCode: 'INR' } });
      expect((await pay(bill.id, '100.00')).json().data.upi_uri).toBeNull();
      expect(readQrCodes((await get(`/api/sale/invoice/${bill.id}`)).rawPayload)).toEqual([]);
    } finally {
      await prisma().setting.update({
        where: { id: 1 },
        data: { upiId: '', upiPayeeName: '', currencyCode: 'INR' },
      });
    }
  });

  it("prints the customer's place and tax registration under its name, as a tax invoice must", async () => {
    const kiran = await addPerson(t.app, 'customer', 'kiran@example.com', 'Kiran', 'Desai');
    await prisma().user.update({
      where: { id: kiran.id },
      data: {
        address: '4 FC Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411004',
        gst: '27ABCDE1234F1Z5',
      },
    });
    const bill = await store({ customer_id: kiran.id, billing_address: '4 FC Road' }, [
      { product_id: pump, quantity: 1, price: '10.00' },
    ]);
    expect((await get(`/api/sale/view/${bill.id}`)).json().data.customer).toMatchObject({
      location: 'Pune, Maharashtra 411004',
      tax_number: '27ABCDE1234F1Z5',
    });
    const text = popplerText((await get(`/api/sale/invoice/${bill.id}`)).rawPayload);
    expect(text).toMatch(
      /Kiran Desai\s+kiran@example.com\s+4 FC Road\s+Pune, Maharashtra 411004\s+Tax reg. no.: 27ABCDE1234F1Z5/,
    );
  });

  it('charges GST as CGST + SGST within the business state and as IGST across states, on the bill, its PDF and its credit note', async () => {
    const before = await prisma().setting.findUniqueOrThrow({ where: { id: 1 } });
    await prisma().setting.update({
      where: { id: 1 },
      data: { state: 'Maharashtra', taxNumber: '27AAACM1234A1Z5' },
    });
    // A split whose parts do not add up to the rate is refused, and nothing is stored.
    const refused = await post('/api/tax/store', {
      name: 'GST 18% parts',
      percentage: '18',
      components: [{ name: 'CGST', percentage: '9', applies: 'within_state' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: 'components',
        message:
          "The components charged within the state, and those charged across states, must each add up to the tax's percentage.",
      },
    ]);
    expect(await prisma().tax.count({ where: { name: 'GST 18% parts' } })).toBe(0);
    const gst = await storeGst('GST 18% parts');
    await prisma().product.update({ where: { id: pump }, data: { hsnCode: '8413' } });
    const local = await addPerson(t.app, 'customer', 'local@example.com', 'Meera', 'Joshi');
    // Another state by the GSTIN's code (29: Karnataka) though its state field says nothing.
    const far = await addPerson(t.app, 'customer', 'far@example.com', 'Anil', 'Rao');
    await prisma().user.update({ where: { id: local.id }, data: { state: ' maharashtra ' } });
    await prisma().user.update({ where: { id: far.id }, data: { gst: '29ABCDE1234F1Z5' } });
    // 3 x 333.33 = 999.99 at 18%: 180.00 of tax (179.9982 rounded), CGST 90.00 + SGST 90.00 or IGST 180.00.
    const line = [{ product_id: pump, quantity: 3, price: '333.33', tax_id: gst.id }];
    try {
      const read = async (id: number): Promise<TSale> => (await get(`/api/sale/view/${id}`)).json().data;
      const inside = await read((await store({ customer_id: local.id }, line)).id);
      const across = await read((await store({ customer_id: far.id }, line)).id);
      for (const bill of [inside, across])
        expect(bill).toMatchObject({ tax_total: '180.00', total: '1179.99' });
      expect(inside.items[0]).toMatchObject({
        product: { hsn_code: '8413' },
        tax_amount: '180.00',
        tax_parts: [
          { name: 'CGST', percent: '9.00', amount: '90.00' },
          { name: 'SGST', percent: '9.00', amount: '90.00' },
        ],
      });
      expect(across.items[0]!.tax_parts).toEqual([{ name: 'IGST', percent: '18.00', amount: '180.00' }]);
      const insideText = popplerText((await get(`/api/sale/invoice/${inside.id}`)).rawPayload);
      expect(insideText).toContain('HSN/SAC');
      expect(insideText).toContain('8413');
      expect(insideText).toMatch(/CGST 9%\s+₹90\.00/);
      expect(insideText).toMatch(/SGST 9%\s+₹90\.00/);
      expect(insideText).not.toContain('IGST');
      const acrossText = popplerText((await get(`/api/sale/invoice/${across.id}`)).rawPayload);
      expect(acrossText).toMatch(/IGST 18%\s+₹180\.00/);
      expect(acrossText).not.toContain('CGST');

      // The bill keeps its place of supply: the customer moving later changes no invoice written before.
      await prisma().user.update({ where: { id: far.id }, data: { gst: '27ABCDE1234F1Z5' } });
      expect((await read(across.id)).items[0]!.tax_parts[0]!.name).toBe('IGST');
      // A credit note splits as its bill did: one of three units back is 60.00 of IGST.
      const credit = await post('/api/credit-note/store', {
        sale_id: across.id,
        date: across.date,
        reason: 'Returned one pump',
        items: [{ sale_item_id: across.items[0]!.id, quantity: 1, restock: false }],
      });
      expect(credit.statusCode).toBe(200);
      expect(credit.json().data.items[0].tax_parts).toEqual([
        { name: 'IGST', percent: '18.00', amount: '60.00' },
      ]);
    } finally {
      await prisma().product.update({ where: { id: pump }, data: { hsnCode: null } });
      await prisma().setting.update({
        where: { id: 1 },
        data: { state: before.state, taxNumber: before.taxNumber },
      });
    }
  });

  it('reports the taxes by tax, rate and place of supply, split by component and net of credit notes, from kept day totals', async () => {
    const before = await prisma().setting.findUniqueOrThrow({ where: { id: 1 } });
    await prisma().setting.update({ where: { id: 1 }, data: { state: 'Maharashtra' } });
    const gst = await storeGst('GST 18% (report)');
    const plain = (await prisma().tax.create({ data: { name: 'Service tax 5%', percentage: '5.00' } })).id;
    const local = await addPerson(t.app, 'customer', 'tax-local@example.com', 'Lata', 'Patil');
    const far = await addPerson(t.app, 'customer', 'tax-far@example.com', 'Farhan', 'Shaikh');
    await prisma().user.update({ where: { id: local.id }, data: { state: 'Maharashtra' } });
    await prisma().user.update({ where: { id: far.id }, data: { state: 'Goa' } });
    // Dated in a month no other test bills in, so the report's figures are these bills' alone.
    const day = { date: '2025-02-10' };
    try {
      // 3 x 333.33 = 999.99, less 10% (100.00) and the bill's 5% (45.00): 854.99 taxed 153.90 (153.8982).
      // The untaxed line: 50.00 less the bill's 5%: 47.50.
      const a = await store({ ...day, customer_id: local.id, discount: '5' }, [
        { product_id: pump, quantity: 3, price: '333.33', tax_id: gst.id, discount: 10 },
        { product_id: fan, quantity: 1, price: '50' },
      ]);
      const b = await store({ ...day, customer_id: far.id }, [
        { product_id: pump, quantity: 2, price: '100', tax_id: gst.id },
      ]);
      const c = await store({ ...day, customer_id: local.id }, [
        { product_id: fan, quantity: 1, price: '200', tax_id: plain },
      ]);
      const gone = await store({ ...day, customer_id: local.id }, [
        { product_id: fan, quantity: 1, price: '999', tax_id: gst.id },
      ]);
      // An edit and a delete move the kept totals: C becomes 2 x 200 (20.00 of tax); the last bill goes.
      const edit = await post('/api/sale/update', {
        id: c.id,
        ...body({ ...day, customer_id: local.id }, [
          { product_id: fan, quantity: 2, price: '200', tax_id: plain },
        ]),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await post('/api/sale/delete', { id: gone.id })).statusCode).toBe(200);
      // One of B's two units comes back the next day: 100.00 taxed 18.00 of IGST.
      const view = (await get(`/api/sale/view/${b.id}`)).json().data as TSale;
      const credit = await post('/api/credit-note/store', {
        sale_id: b.id,
        date: '2025-02-11',
        reason: 'One pump returned',
        items: [{ sale_item_id: view.items[0]!.id, quantity: 1, restock: false }],
      });
      expect(credit.statusCode, credit.body).toBe(200);

      // The kept totals equal a count of the rows.
      for (const spec of [SALE_TAX_DAY_TOTALS, CREDIT_NOTE_TAX_DAY_TOTALS]) {
        const read = () =>
          prisma().$queryRawUnsafe<object[]>(
            `SELECT * FROM ${spec.summary} ORDER BY day, tax_id, tax_percent, inter_state`,
          );
        const kept = await read();
        await prisma().$transaction(async (tx) => {
          for (const sql of rebuildDayTotalsSql(spec)) await tx.$executeRawUnsafe(sql);
        });
        expect(await read()).toEqual(kept);
      }

      const range = { start_date: '2025-02-01', end_date: '2025-02-28' };
      const report = await post('/api/report/taxReport', range);
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().message).toBe('Tax report.');
      const gstRow = { tax_id: gst.id, tax_name: 'GST 18% (report)', tax_percent: '18.00' };
      expect(report.json().data).toEqual({
        ...range,
        totals: {
          taxable_billed: '1502.49',
          taxable_credited: '100.00',
          taxable_total: '1402.49',
          tax_total: '191.90',
        },
        components: [
          { name: 'CGST', amount: '76.95' },
          { name: 'SGST', amount: '76.95' },
          { name: 'IGST', amount: '18.00' },
        ],
        rows: [
          {
            ...gstRow,
            inter_state: false,
            taxable_billed: '854.99',
            taxable_credited: '0.00',
            taxable_total: '854.99',
            tax_total: '153.90',
            parts: [
              { name: 'CGST', percent: '9.00', amount: '76.95' },
              { name: 'SGST', percent: '9.00', amount: '76.95' },
            ],
          },
          {
            ...gstRow,
            inter_state: true,
            taxable_billed: '200.00',
            taxable_credited: '100.00',
            taxable_total: '100.00',
            tax_total: '18.00',
            parts: [{ name: 'IGST', percent: '18.00', amount: '18.00' }],
          },
          {
            tax_id: plain,
            tax_name: 'Service tax 5%',
            tax_percent: '5.00',
            inter_state: false,
            taxable_billed: '400.00',
            taxable_credited: '0.00',
            taxable_total: '400.00',
            tax_total: '20.00',
            parts: [],
          },
          {
            tax_id: null,
            tax_name: null,
            tax_percent: '0.00',
            inter_state: false,
            taxable_billed: '47.50',
            taxable_credited: '0.00',
            taxable_total: '47.50',
            tax_total: '0.00',
            parts: [],
          },
        ],
      });
      // The kept lines' tax is the bills' own, priced in JavaScript: 153.90 + 36.00 + 20.00 before the credit.
      const bills = await prisma().sale.aggregate({
        where: { id: { in: [a.id, b.id, c.id] } },
        _sum: { taxTotal: true },
      });
      expect(bills._sum.taxTotal!.toFixed(2)).toBe('209.90');

      // Given the reports' right, a customer's report is its own bills', an employee's has none; another range none.
      await grantRight(t.app, 'customer', 'report', 'view');
      await grantRight(t.app, 'employee', 'report', 'view');
      const own = (await post('/api/report/taxReport', range, far.token)).json().data;
      expect(own.totals).toEqual({
        taxable_billed: '200.00',
        taxable_credited: '100.00',
        taxable_total: '100.00',
        tax_total: '18.00',
      });
      expect(own.components).toEqual([{ name: 'IGST', amount: '18.00' }]);
      expect((await post('/api/report/taxReport', range, p.ravi.token)).json().data.rows).toEqual([]);
      const empty = await post('/api/report/taxReport', { start_date: '2025-01-01', end_date: '2025-01-31' });
      expect(empty.json()).toMatchObject({ message: 'No data available in Tax Report', data: { rows: [] } });

      // The CSV has a column a component, headed by its name, and the totals last.
      const csv = (await post('/api/report/taxReport?format=csv', range)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(csv[0]).toBe(
        'Tax,Rate (%),Supply,Taxable value billed,Taxable value credited,Taxable value,Tax amount,CGST,SGST,IGST',
      );
      expect(csv[1]).toBe('GST 18% (report),18.00,Within the state,854.99,0.00,854.99,153.90,76.95,76.95,');
      expect(csv[2]).toBe('GST 18% (report),18.00,Across states,200.00,100.00,100.00,18.00,,,18.00');
      expect(csv[4]).toBe('No tax,0.00,Within the state,47.50,0.00,47.50,0.00,,,');
      expect(csv[5]).toBe('Total,,,1502.49,100.00,1402.49,191.90,76.95,76.95,18.00');
      const pdf = await post('/api/report/taxReport?format=pdf', range);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = popplerText(pdf.rawPayload);
      expect(text).toContain('Tax Report');
      expect(text).toMatch(/IGST\s+18\.00/);
    } finally {
      await prisma().setting.update({ where: { id: 1 }, data: { state: before.state } });
    }
  });

  it('restarts bill numbers on the first day of the financial year, gap-free under a burst of bills', async () => {
    const before = await prisma().setting.findUniqueOrThrow({ where: { id: 1 } });
    await prisma().setting.update({
      where: { id: 1 },
      data: { financialYearStartMonth: 4, timeZone: 'Asia/Kolkata' },
    });
    await addStock(pump, 20);
    const line = [{ product_id: pump, quantity: 1, price: '10.00' }];
    try {
      // 31 March, 23:59 in Kolkata: the year 2026-27 still.
      setClock(() => new Date('2027-03-31T18:29:00Z'));
      expect((await store({}, line)).sale_no).toBe('INV/2026-27/0001');
      const second = await store({}, line);
      expect(second.sale_no).toBe('INV/2026-27/0002');
      // Its PDF's file name holds no slash.
      const pdf = await get(`/api/sale/invoice/${second.id}?download=1`);
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="invoice-INV-2026-27-0002.pdf"');

      // A minute later it is 1 April there: the new year's series starts at 1, and twelve bills at once share it
      // without a gap or a twice-given number.
      setClock(() => new Date('2027-03-31T18:30:00Z'));
      const burst = await Promise.all(
        Array.from({ length: 12 }, () => post('/api/sale/store', body({}, line))),
      );
      expect(burst.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
      expect(burst.map((answer) => answer.json().data.sale_no as string).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `INV/2027-28/${String(i + 1).padStart(4, '0')}`),
      );

      // Without a first month, the one series runs on where it was.
      await prisma().setting.update({ where: { id: 1 }, data: { financialYearStartMonth: 0 } });
      expect((await store({}, line)).sale_no).toMatch(/^INV-\d{5}$/);
    } finally {
      setClock(null);
      await prisma().setting.update({
        where: { id: 1 },
        data: { financialYearStartMonth: before.financialYearStartMonth, timeZone: before.timeZone },
      });
    }
  });

  it("prints the invoice in its customer's language: Arabic, right to left, the figures as typed", async () => {
    const first = await prisma().sale.findFirstOrThrow({ where: { saleNo: 'INV-00001' } });
    await prisma().user.update({ where: { id: first.customerId }, data: { language: 'ar' } });
    try {
      const response = await get(`/api/sale/invoice/${first.id}`);
      expect(response.statusCode).toBe(200);
      const text = popplerText(response.rawPayload);
      for (const expected of ['فاتورة', 'الإجمالي', 'INV-00001', 'Priya Sharma', 'Ceiling fan', '₹212.98'])
        expect(text).toContain(expected);
      expect(text).not.toContain('INVOICE');
    } finally {
      await prisma().user.update({ where: { id: first.customerId }, data: { language: null } });
    }
  });

  it('keeps a customer to its own sales, and refuses roles without the right', async () => {
    const mine = await prisma().sale.findFirstOrThrow({ where: { customerId: p.arjun.id } });
    const theirs = await prisma().sale.findFirstOrThrow({ where: { customerId: p.priya.id } });
    const own = await get('/api/sale/list?pageSize=100', p.arjun.token);
    expect(own.json().data.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await get(`/api/sale/view/${theirs.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/sale/invoice/${theirs.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/sale/invoice/${mine.id}`, p.arjun.token)).statusCode).toBe(200);
    const before = await snapshot();
    for (const [url, payload] of [
      ['/api/sale/store', body({ customer_id: p.arjun.id })],
      ['/api/sale/payment', { sale_id: mine.id, amount: '1', date: '2026-03-20', method: 'cash' }],
      ['/api/sale/email', { id: mine.id }],
      ['/api/sale/deleteMulti', { ids: [mine.id] }],
    ] as const)
      expect((await post(url, payload, p.arjun.token)).statusCode).toBe(403);
    expect((await get('/api/sale/list', p.ravi.token)).statusCode).toBe(403);

    // Given the rights, a customer still reaches only its own sales, and writes only for itself.
    await grantRight(t.app, 'customer', 'sell', 'payment');
    await grantRight(t.app, 'customer', 'sell', 'delete');
    await grantRight(t.app, 'customer', 'sell', 'add');
    expect((await pay(theirs.id, '1', {})).statusCode).toBe(200);
    const beforeScoped = await snapshot();
    expect(
      (
        await post(
          '/api/sale/payment',
          { sale_id: theirs.id, amount: '1', date: '2026-03-20', method: 'cash' },
          p.arjun.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/sale/deleteMulti', { ids: [mine.id, theirs.id] }, p.arjun.token)).statusCode,
    ).toBe(404);
    const forOther = await post('/api/sale/store', body({ customer_id: p.priya.id }), p.arjun.token);
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().issues).toEqual([
      { path: 'customer_id', message: 'Please choose a valid customer.' },
    ]);
    expect(await snapshot()).toEqual(beforeScoped);
    expect(before.sales.length).toBe(beforeScoped.sales.length);
  });
});
