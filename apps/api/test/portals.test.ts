import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { addMovements } from './helpers/stock';
import { addPerson, type TPerson } from './helpers/work-people';

const pdfText = async (data: Buffer) => (await new PDFParse({ data }).getText()).text;

/**
 * The portals: a supplier reaches its own purchase orders and their PDFs, a customer answers its own open
 * quotations once; another's row answers 404 whatever the role.
 */
describe('portals: a supplier its orders and their PDFs, a customer its answers to quotations', () => {
  let t: TInstalledApp;
  const p = {} as Record<'supplier' | 'otherSupplier' | 'priya' | 'arjun' | 'ravi', TPerson>;
  let fan: number;

  beforeAll(async () => {
    t = await createInstalledApp();
    p.supplier = await addPerson(t.app, 'supplier', 'supplier@example.com', 'Sunil', 'Traders');
    p.otherSupplier = await addPerson(t.app, 'supplier', 'other@example.com', 'Manoj', 'Agarwal');
    p.priya = await addPerson(t.app, 'customer', 'priya@example.com', 'Priya', 'Sharma');
    p.arjun = await addPerson(t.app, 'customer', 'arjun@example.com', 'Arjun', 'Mehta');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    fan = (await prisma().product.create({ data: { code: 'FAN-1', name: 'Ceiling fan', price: '100.00' } }))
      .id;
    await addMovements(prisma(), {
      data: {
        productId: fan,
        quantity: 20,
        kind: 'adjustment',
        movementDate: new Date('2026-01-01T00:00:00Z'),
      },
    });
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const purchaseFor = async (supplierId: number) => {
    const response = await post('/api/purchase/store', {
      supplier_id: supplierId,
      date: '2026-03-15',
      contact_person: 'Ramesh',
      billing_address: 'Plot 4, MIDC, Pune',
      items: [{ product_id: fan, quantity: 3, rate: '250.50' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; purchase_no: string };
  };
  const quotationFor = async (customerId: number) => {
    const response = await post('/api/quotation/store', {
      customer_id: customerId,
      date: '2026-03-15',
      items: [{ product_id: fan, quantity: 1, price: '1200.00' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; quotation_no: string };
  };
  const answer = (id: number, value: 'accept' | 'decline', token: string) =>
    post('/api/quotation/answer', { id, answer: value }, token);
  const adminMails = () =>
    prisma().mailOutbox.findMany({ where: { event: 'quotation_answered' }, orderBy: { id: 'asc' } });

  it('gives a supplier the PDF of its own purchase order, and 404 for another supplier’s', async () => {
    await prisma().user.update({ where: { id: p.supplier.id }, data: { address: 'Shop 7, Laxmi Road' } });
    const mine = await purchaseFor(p.supplier.id);
    const theirs = await purchaseFor(p.otherSupplier.id);

    const pdf = await get(`/api/purchase/pdf/${mine.id}`, p.supplier.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="purchase-${mine.purchase_no}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/PURCHASE\s+ORDER/);
    expect(text).toContain(mine.purchase_no);
    expect(text).toContain('Sunil Traders');
    expect(text).toContain('Ceiling fan');
    expect(text).toContain('751.50');
    // The supplier's own address under its name; where the business is billed under "Bill to", apart.
    expect(text).toMatch(
      /Supplier\s+Sunil Traders\s+Ramesh\s+Shop 7, Laxmi Road\s+Bill to\s+Plot 4, MIDC, Pune/,
    );

    expect((await get(`/api/purchase/pdf/${theirs.id}`, p.supplier.token)).statusCode).toBe(404);
    expect((await get(`/api/purchase/view/${theirs.id}`, p.supplier.token)).statusCode).toBe(404);
    expect((await get(`/api/purchase/pdf/999999`, p.supplier.token)).statusCode).toBe(404);
    // The admin reaches every order; roles without the right none.
    expect((await get(`/api/purchase/pdf/${theirs.id}`)).statusCode).toBe(200);
    expect((await get(`/api/purchase/pdf/${mine.id}?download=1`)).headers['content-disposition']).toMatch(
      /^attachment/,
    );
    for (const role of ['priya', 'ravi'] as const)
      expect((await get(`/api/purchase/pdf/${mine.id}`, p[role].token)).statusCode).toBe(403);
  });

  it('lets a customer accept its own open quotation once, moving it to progress and mailing the admin', async () => {
    const mine = await quotationFor(p.arjun.id);
    const theirs = await quotationFor(p.priya.id);

    // Another's quotation is not found, and nothing changes.
    expect((await answer(theirs.id, 'accept', p.arjun.token)).statusCode).toBe(404);
    expect((await prisma().quotation.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('open');

    const accepted = await answer(mine.id, 'accept', p.arjun.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: mine.id, status: 'progress', sale: null });
    const mails = await adminMails();
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['admin@example.com', `Quotation accepted: ${mine.quotation_no} by Arjun Mehta`],
    ]);
    expect(mails[0]!.html).toContain('Please convert it to a sale.');

    // Once: a second answer, either way, is a conflict and changes nothing.
    expect((await answer(mine.id, 'accept', p.arjun.token)).statusCode).toBe(409);
    expect((await answer(mine.id, 'decline', p.arjun.token)).statusCode).toBe(409);
    expect((await prisma().quotation.findUniqueOrThrow({ where: { id: mine.id } })).status).toBe('progress');
    expect(await adminMails()).toHaveLength(1);
  });

  it('lets a customer decline, closing the quotation; converted or closed ones cannot be answered', async () => {
    const declined = await quotationFor(p.priya.id);
    const response = await answer(declined.id, 'decline', p.priya.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('closed');
    expect((await adminMails()).at(-1)!.subject).toBe(
      `Quotation declined: ${declined.quotation_no} by Priya Sharma`,
    );

    const converted = await quotationFor(p.priya.id);
    expect((await post('/api/quotation/convert', { id: converted.id })).statusCode).toBe(200);
    expect((await answer(converted.id, 'accept', p.priya.token)).statusCode).toBe(409);
  });

  it('keeps the answer to the quotation’s customer: not the admin, not an employee, not signed out', async () => {
    const open = await quotationFor(p.priya.id);
    expect((await answer(open.id, 'accept', t.adminToken)).statusCode).toBe(403);
    expect((await answer(open.id, 'accept', p.ravi.token)).statusCode).toBe(403);
    expect((await answer(open.id, 'accept', p.supplier.token)).statusCode).toBe(403);
    expect(
      (
        await t.as(null, {
          method: 'POST',
          url: '/api/quotation/answer',
          payload: { id: open.id, answer: 'accept' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await post('/api/quotation/answer', { id: open.id, answer: 'maybe' }, p.priya.token);
    expect(bad.statusCode).toBe(400);
    expect((await prisma().quotation.findUniqueOrThrow({ where: { id: open.id } })).status).toBe('open');
  });
});
