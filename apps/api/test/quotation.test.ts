import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from './helpers/fixtures';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, businessToday, type TPerson } from './helpers/work-people';

type TLine = Record<string, unknown>;
type TQuotationOut = {
  id: number;
  quotation_no: string;
  status: string;
  total: string;
  sale: { id: number; sale_no: string } | null;
};

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;

describe('quotations: store, totals, list, convert, PDF, e-mail, rights', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();
  const p = {} as Record<'priya' | 'arjun' | 'ravi', TPerson>;
  let fan: number;
  let pump: number;
  let archived: number;
  let gst18: number;
  let today: string;

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    today = await businessToday(t.app);
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.arjun = await addPerson(t.app, 'customer', 'arjun@example.com', 'Arjun', 'Mehta');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    await prisma().user.update({ where: { id: p.priya.id }, data: { address: '12 MG Road, Pune' } });
    const product = (code: string, isArchived = false) =>
      prisma().product.create({ data: { code, name: `Product ${code}`, price: '100.00', isArchived } });
    fan = (await product('FAN-1')).id;
    pump = (await product('PUMP-1')).id;
    archived = (await product('OLD-1', true)).id;
    gst18 = (await prisma().tax.create({ data: { name: 'GST 18%', percentage: '18.00' } })).id;
    for (const productId of [fan, pump])
      await addMovements(prisma(), {
        data: { productId, quantity: 20, kind: 'adjustment', movementDate: new Date('2026-01-01T00:00:00Z') },
      });
    await t.app.mailWorker.runOnce();
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const body = (
    overrides: Record<string, unknown> = {},
    items: TLine[] = [{ product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 }],
  ) => ({
    customer_id: p.priya.id,
    date: '2026-03-15',
    note: 'Two units for the office',
    items,
    ...overrides,
  });
  const snapshot = async () => ({
    quotations: await prisma().quotation.findMany({ orderBy: { id: 'asc' } }),
    items: await prisma().quotationItem.findMany({ orderBy: { id: 'asc' } }),
    sales: await prisma().sale.findMany({ orderBy: { id: 'asc' } }),
    movements: await prisma().stockMovement.findMany({ orderBy: { id: 'asc' } }),
    counters: await prisma().counter.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, value: true },
    }),
    outbox: await prisma().mailOutbox.count(),
  });
  const store = async (overrides: Record<string, unknown> = {}, items?: TLine[]) => {
    const response = await post('/api/quotation/store', body(overrides, items));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TQuotationOut;
  };
  const stockOf = async (productId: number) =>
    (await prisma().stockMovement.aggregate({ where: { productId }, _sum: { quantity: true } }))._sum
      .quantity ?? 0;

  it('stores a quotation with totals exact to the cent (discount before tax) and logs it', async () => {
    const response = await post(
      '/api/quotation/store',
      body({}, [
        { product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 },
        { product_id: pump, quantity: '2', price: 0.05, tax_id: '', discount: '' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Quotation added successfully.');
    expect(data).toMatchObject({
      quotation_no: 'QUO-00001',
      customer: {
        id: p.priya.id,
        full_name: 'Priya Sharma',
        email: 'priya@example.com',
        address: '12 MG Road, Pune',
      },
      date: '2026-03-15',
      status: 'open',
      note: 'Two units for the office',
      sale: null,
      gross_total: '100.09',
      discount_total: '10.00',
      tax_total: '16.20',
      total: '106.29',
      items: [
        {
          product: { id: fan, name: 'Product FAN-1', code: 'FAN-1' },
          quantity: 3,
          price: '33.33',
          tax: { id: gst18, name: 'GST 18%' },
          tax_percent: '18.00',
          discount_percent: '10.00',
          amount: '99.99',
          discount: '10.00',
          tax_amount: '16.20',
          total: '106.19',
        },
        {
          product: { id: pump },
          quantity: 2,
          price: '0.05',
          tax: null,
          tax_percent: '0.00',
          amount: '0.10',
          total: '0.10',
        },
      ],
    });
    const row = await prisma().quotation.findUniqueOrThrow({ where: { id: data.id } });
    expect([row.grossTotal, row.discountTotal, row.taxTotal, row.total].map((d) => d.toFixed(2))).toEqual([
      '100.09',
      '10.00',
      '16.20',
      '106.29',
    ]);
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'quotation', recordId: data.id },
    });
    expect(log.action).toBe('create');
    expect(log.description).toContain('QUO-00001');
  });

  it.each([
    [{ customer_id: undefined }, 'customer_id', 'Customer is required!'],
    [{ customer_id: 'abc' }, 'customer_id', 'Please choose a valid customer.'],
    [{ date: '' }, 'date', 'Date is required!'],
    [{ date: '2026-02-30' }, 'date', 'Please enter a valid date (YYYY-MM-DD).'],
    [{ status: 'lost' }, 'status', 'Please choose a valid status.'],
    [{ items: [] }, 'items', 'Product is required!'],
    [{ items: undefined }, 'items', 'Product is required!'],
  ])('refuses %j: %s "%s", and stores nothing', async (overrides, path, message) => {
    const before = await snapshot();
    const response = await post('/api/quotation/store', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ quantity: 0 }, 'items.0.quantity', 'Quantity must be 1 or above'],
    [{ quantity: '1.5' }, 'items.0.quantity', 'Quantity must be 1 or above'],
    [{ quantity: '' }, 'items.0.quantity', 'Quantity is required!'],
    [{ quantity: 1_000_001 }, 'items.0.quantity', 'Quantity must not be more than 1000000'],
    [{ price: 0 }, 'items.0.price', 'Price must be greater than 0'],
    [{ price: '-5' }, 'items.0.price', 'Price must be greater than 0'],
    [{ price: '1.234' }, 'items.0.price', 'Price must be a number with at most 2 decimals'],
    [{ price: '' }, 'items.0.price', 'Price is required!'],
    [{ product_id: '' }, 'items.0.product_id', 'Product is required!'],
    [{ product_id: 'x' }, 'items.0.product_id', 'Please choose a valid product.'],
    [{ tax_id: 'x' }, 'items.0.tax_id', 'Please choose a valid tax.'],
    [{ discount: '0.5' }, 'items.0.discount', 'Percentage must be 1 or above'],
    [{ discount: -10 }, 'items.0.discount', 'Percentage must be 1 or above'],
    [{ discount: 101 }, 'items.0.discount', 'Percentage must be between 0 and 100'],
    [{ discount: '5.555' }, 'items.0.discount', 'Percentage must be a number with at most 2 decimals'],
  ])('refuses a line with %j: %s "%s"', async (line, path, message) => {
    const before = await snapshot();
    const response = await post(
      '/api/quotation/store',
      body({}, [{ product_id: fan, quantity: 1, price: '10', ...line }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses, on the server, a customer that is not one, an archived product, an unknown tax and a too large amount', async () => {
    const before = await snapshot();
    const notCustomer = await post('/api/quotation/store', body({ customer_id: p.ravi.id }));
    expect(notCustomer.json().issues).toEqual([
      { path: 'customer_id', message: 'Please choose a valid customer.' },
    ]);
    const line = (extra: TLine) => [{ product_id: fan, quantity: 1, price: '5', ...extra }];
    const product = await post('/api/quotation/store', body({}, line({ product_id: archived })));
    expect(product.json().issues).toEqual([
      { path: 'items.0.product_id', message: 'Please choose a valid product.' },
    ]);
    const tax = await post('/api/quotation/store', body({}, line({ tax_id: 99999 })));
    expect(tax.statusCode).toBe(400);
    expect(tax.json().issues).toEqual([{ path: 'items.0.tax_id', message: 'Please choose a valid tax.' }]);
    const huge = await post(
      '/api/quotation/store',
      body({}, line({ quantity: 1_000_000, price: '99999.99' })),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Amount must not be more than 9999999999.99');
    expect(await snapshot()).toEqual(before);
  });

  it('updates the whole quotation and its status, and deletes several all or nothing', async () => {
    const quotation = await store();
    const updated = await post('/api/quotation/update', {
      id: quotation.id,
      ...body({ status: 'progress', customer_id: p.arjun.id }, [
        { product_id: pump, quantity: 4, price: '25', discount: 50 },
      ]),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Quotation updated successfully.',
      data: {
        status: 'progress',
        customer: { id: p.arjun.id },
        gross_total: '100.00',
        discount_total: '50.00',
        total: '50.00',
      },
    });
    expect(await prisma().quotationItem.count({ where: { quotationId: quotation.id } })).toBe(1);
    // A status left out keeps the stored one.
    const kept = await post('/api/quotation/update', {
      id: quotation.id,
      ...body({ customer_id: p.arjun.id }),
    });
    expect(kept.json().data.status).toBe('progress');

    const other = await store();
    const before = await snapshot();
    expect(
      (await post('/api/quotation/deleteMulti', { ids: [quotation.id, other.id, 999999] })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
    const deleted = await post('/api/quotation/deleteMulti', { ids: [quotation.id, other.id] });
    expect(deleted.json()).toEqual({
      message: '2 quotations deleted successfully.',
      data: { ids: [quotation.id, other.id] },
    });
    expect(
      await prisma().quotationItem.count({ where: { quotationId: { in: [quotation.id, other.id] } } }),
    ).toBe(0);
    expect(await prisma().activityLog.count({ where: { slug: 'quotation', action: 'delete' } })).toBe(2);
    const single = await store();
    expect((await post('/api/quotation/delete', { id: single.id })).json().message).toBe(
      'Quotation deleted successfully.',
    );
  });

  it('keeps a closed quotation as it is: no update, no conversion (409), nothing changed', async () => {
    const quotation = await store();
    const closed = await post('/api/quotation/update', { id: quotation.id, ...body({ status: 'closed' }) });
    expect(closed.json().data.status).toBe('closed');
    const before = await snapshot();
    for (const [url, payload] of [
      ['/api/quotation/update', { id: quotation.id, ...body({ status: 'open' }) }],
      ['/api/quotation/convert', { id: quotation.id }],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe('A closed quotation cannot be changed or converted.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('converts a quotation to a sale in one transaction, once: same lines, stock taken, linked and closed', async () => {
    const quotation = await store({}, [
      { product_id: fan, quantity: 3, price: '33.33', tax_id: gst18, discount: 10 },
      { product_id: pump, quantity: 2, price: '10' },
    ]);
    const [fanBefore, pumpBefore] = [await stockOf(fan), await stockOf(pump)];
    // Two conversions at once: the quotation's row lock lets one through, the other sees the link.
    const [a, b] = await Promise.all([
      post('/api/quotation/convert', { id: quotation.id }),
      post('/api/quotation/convert', { id: quotation.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(refused.json()).toEqual({
      error: true,
      message: 'This quotation has already been converted to a sale.',
      issues: [],
    });
    const converted = done.json();
    expect(converted.message).toBe(`Quotation converted to the sale ${converted.data.sale.sale_no}.`);
    expect(converted.data).toMatchObject({
      status: 'closed',
      sale: { sale_no: expect.stringMatching(/^INV-\d{5}$/) },
    });

    const sale = (await get(`/api/sale/view/${converted.data.sale.id}`)).json().data;
    expect(sale).toMatchObject({
      customer: { id: p.priya.id },
      date: today,
      billing_address: '12 MG Road, Pune',
      quotation: { id: quotation.id, quotation_no: quotation.quotation_no },
      gross_total: '119.99',
      discount_total: '10.00',
      tax_total: '16.20',
      total: '126.19',
      payment_status: 'unpaid',
      items: [
        {
          product: { id: fan },
          quantity: 3,
          price: '33.33',
          tax_percent: '18.00',
          discount_percent: '10.00',
          total: '106.19',
        },
        { product: { id: pump }, quantity: 2, price: '10.00', total: '20.00' },
      ],
    });
    expect(await stockOf(fan)).toBe(fanBefore - 3);
    expect(await stockOf(pump)).toBe(pumpBefore - 2);
    expect(await prisma().sale.count({ where: { quotation: { id: quotation.id } } })).toBe(1);
    expect((await post('/api/quotation/convert', { id: quotation.id })).statusCode).toBe(409);
    const locked = await post('/api/quotation/update', { id: quotation.id, ...body() });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('A quotation converted to a sale cannot be changed.');
    expect(
      await prisma().activityLog.count({
        where: { slug: 'quotation', action: 'convert', recordId: quotation.id },
      }),
    ).toBe(1);
  });

  it('refuses (409) a conversion the stock cannot serve, and changes nothing', async () => {
    const quotation = await store({}, [{ product_id: fan, quantity: 500, price: '1' }]);
    const before = await snapshot();
    const response = await post('/api/quotation/convert', { id: quotation.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `This change would take the stock of Product FAN-1 (FAN-1) below zero (${await stockOf(fan)} in stock). Nothing was changed.`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lists with search on number and customer name, filters, sorting and the quotationData CSV', async () => {
    const arjuns = await store({ customer_id: p.arjun.id, date: '2025-12-01', status: 'progress' });
    const list = async (query: string) => {
      const response = await get(`/api/quotation/list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: (TQuotationOut & { date: string })[]; meta: { total: number } };
    };
    const total = (await list('pageSize=100')).meta.total;
    expect(total).toBe(await prisma().quotation.count());
    const ids = async (query: string) => (await list(query)).data.map((r) => r.id);
    expect(await ids(`search=${arjuns.quotation_no}`)).toEqual([arjuns.id]);
    const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
    expect((await list('search=Arj')).meta.total).toBe(
      await prisma().quotation.count({ where: { customerId: p.arjun.id } }),
    );
    expect(await ids('search=Arjun%20Me')).toContain(arjuns.id);
    expect(await ids(filters({ to: '2025-12-31' }))).toEqual([arjuns.id]);
    expect((await list(filters({ from: '2026-01-01' }))).meta.total).toBe(total - 1);
    const byCustomer = await list(filters({ customer_id: p.arjun.id }));
    expect(byCustomer.meta.total).toBe(await prisma().quotation.count({ where: { customerId: p.arjun.id } }));
    expect(byCustomer.data.map((r) => r.id)).toContain(arjuns.id);
    expect((await list(filters({ status: 'closed' }))).data.every((r) => r.status === 'closed')).toBe(true);
    const byTotal = (await list('sort=total&order=desc&pageSize=100')).data.map((r) => Number(r.total));
    expect(byTotal).toEqual([...byTotal].sort((x, y) => y - x));
    expect((await list('sort=date&order=asc&pageSize=1')).data[0]!.id).toBe(arjuns.id);
    expect((await get('/api/quotation/list?sort=note')).statusCode).toBe(400);
    expect((await get(`/api/quotation/list?${filters({ status: 'lost' })}`)).statusCode).toBe(400);

    const csv = await get('/api/quotation/list?format=csv&sort=quotation_no&order=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="quotationData.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(
      'Quotation no,Customer,Email,Date,Products,Gross total,Discount,Tax,Total,Status,Sale,Created at',
    );
    expect(lines[1]).toMatch(
      /^QUO-00001,Priya Sharma,priya@example.com,15-03-2026,Product FAN-1 x 3 \(106\.19\); Product PUMP-1 x 2 \(0\.10\),100\.09,10\.00,16\.20,106\.29,open,,/,
    );
  });

  it('makes the PDF on the server: number, customer, lines, totals with the rupee sign, the logo, the tax number', async () => {
    const stored = 'a'.repeat(32) + '.png';
    await t.app.fileStore.put('uploads', stored, PNG_1X1, 'image/png');
    await prisma().setting.update({
      where: { id: 1 },
      data: { logo: `/api/files/${stored}`, businessName: 'Cool Air Services', taxNumber: '27AAAPL1234C1Z5' },
    });
    const first = await prisma().quotation.findFirstOrThrow({ where: { quotationNo: 'QUO-00001' } });
    const response = await get(`/api/quotation/pdf/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="quotation-QUO-00001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Cool Air Services',
      'Tax reg. no.: 27AAAPL1234C1Z5',
      'QUO-00001',
      'Priya Sharma',
      'Product FAN-1',
      '₹106.29',
      '₹16.20',
      'Currency: INR',
    ])
      expect(text).toContain(expected);
    const download = await get(`/api/quotation/pdf/${first.id}?download=1`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="quotation-QUO-00001.pdf"');
  });

  it('e-mails the quotation to its customer with the PDF attached, through the template and the outbox', async () => {
    const first = await prisma().quotation.findFirstOrThrow({ where: { quotationNo: 'QUO-00001' } });
    const response = await post('/api/quotation/email', { id: first.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'The quotation was sent to priya@example.com.',
      data: { to: 'priya@example.com' },
    });
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('priya@example.com'));
    expect(mail.parsed.subject).toBe('Quotation QUO-00001 from Cool Air Services');
    expect(mail.parsed.text).toContain('Dear Priya Sharma,');
    expect(mail.parsed.text).toContain('₹106.29');
    expect(mail.parsed.attachments).toHaveLength(1);
    const attachment = mail.parsed.attachments[0]!;
    expect(attachment.filename).toBe('quotation-QUO-00001.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    const text = await pdfText(attachment.content);
    expect(text).toContain('QUO-00001');
    expect(text).toContain('₹106.29');
    expect(
      await prisma().activityLog.count({ where: { slug: 'quotation', action: 'email', recordId: first.id } }),
    ).toBe(1);

    // The template turned off: refused, nothing queued.
    await prisma().emailTemplate.update({ where: { event: 'quotation' }, data: { isEnabled: false } });
    const before = await prisma().mailOutbox.count();
    const off = await post('/api/quotation/email', { id: first.id });
    expect(off.statusCode).toBe(409);
    expect(await prisma().mailOutbox.count()).toBe(before);
    await prisma().emailTemplate.update({ where: { event: 'quotation' }, data: { isEnabled: true } });
  });

  it('keeps a customer to its own quotations, and refuses roles without the right', async () => {
    const mine = await prisma().quotation.findMany({
      where: { customerId: p.arjun.id },
      select: { id: true },
    });
    const theirs = await prisma().quotation.findFirstOrThrow({ where: { customerId: p.priya.id } });
    const own = await get('/api/quotation/list?pageSize=100', p.arjun.token);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(mine.map((r) => r.id).sort());
    expect((await get(`/api/quotation/view/${theirs.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/quotation/pdf/${theirs.id}`, p.arjun.token)).statusCode).toBe(404);
    expect((await get(`/api/quotation/view/${mine[0]!.id}`, p.arjun.token)).statusCode).toBe(200);
    expect((await get(`/api/quotation/pdf/${mine[0]!.id}`, p.arjun.token)).statusCode).toBe(200);
    const before = await snapshot();
    // The default customer rights only view.
    for (const [url, payload] of [
      ['/api/quotation/store', body({ customer_id: p.arjun.id })],
      ['/api/quotation/convert', { id: mine[0]!.id }],
      ['/api/quotation/email', { id: mine[0]!.id }],
      ['/api/quotation/deleteMulti', { ids: [mine[0]!.id] }],
    ] as const)
      expect((await post(url, payload, p.arjun.token)).statusCode).toBe(403);
    expect((await get('/api/quotation/list', p.ravi.token)).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: '/api/quotation/list' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
