import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher, type TCaughtMail } from './helpers/smtp-catcher';
import { addPerson, type TPerson } from './helpers/work-people';

/** A small but real PDF's first bytes: what the server looks at. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/**
 * Issue 27, section 5: a supplier confirms (with a delivery date) or declines its own ordered purchase and uploads
 * its own invoice; every administrator is told by mail, in its language. Delivery stays the admin's.
 */
describe('purchases: the supplier’s answer and invoice', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();
  const p = {} as Record<'supplier' | 'other' | 'ravi' | 'second', TPerson>;
  let fan: number;

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    p.supplier = await addPerson(t.app, 'supplier', 'supplier@example.com', 'Sunil', 'Traders');
    p.other = await addPerson(t.app, 'supplier', 'other@example.com', 'Manoj', 'Agarwal');
    p.ravi = await addPerson(t.app, 'employee', 'ravi@example.com', 'Ravi', 'Kumar');
    // A second administrator who reads German: each admin's mail is in its own language.
    p.second = await addPerson(t.app, 'admin', 'second@example.com', 'Sunita', 'Rao');
    await prisma().user.update({ where: { id: p.second.id }, data: { language: 'de' } });
    await prisma().setting.update({ where: { id: 1 }, data: { dateFormat: 'DD/MM/YYYY' } });
    fan = (await prisma().product.create({ data: { code: 'FAN-1', name: 'Ceiling fan', price: '100.00' } }))
      .id;
    // The install's welcome mail, out of the way.
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
  const get = (url: string, token: string | null = t.adminToken) => t.as(token, { method: 'GET', url });
  const purchaseFor = async (supplierId: number) => {
    const response = await post('/api/purchase/store', {
      supplier_id: supplierId,
      date: '2026-03-15',
      billing_address: 'Plot 4, MIDC, Pune',
      items: [{ product_id: fan, quantity: 3, rate: '250.50' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; purchase_no: string };
  };
  const answer = (payload: object, token = p.supplier.token) => post('/api/purchase/answer', payload, token);
  const upload = (id: number, file: { filename: string; data: Buffer } | null, token = p.supplier.token) =>
    t.as(token, {
      method: 'POST',
      url: '/api/purchase/invoice',
      ...multipart({ id: String(id) }, file ? { invoice: { ...file, type: 'application/pdf' } } : {}),
    });
  const rowOf = (id: number) => prisma().purchase.findUniqueOrThrow({ where: { id } });
  const queued = () => prisma().mailOutbox.count({ where: { event: { startsWith: 'purchase_' } } });

  /** Sends what the outbox holds, and answers every mail received since the last call, by recipient. */
  async function delivered(expected: number): Promise<Map<string, TCaughtMail>> {
    await t.app.mailWorker.runOnce();
    if (expected > 0) await smtp.waitFor(() => smtp.mails.length >= expected);
    const mails = smtp.mails.splice(0);
    expect(mails).toHaveLength(expected);
    return new Map(mails.map((m) => [m.to.join(','), m]));
  }
  const text = (mail: TCaughtMail | undefined) => (mail?.parsed.text ?? '').replace(/\s+/g, ' ');

  it('lets the supplier confirm its order with a delivery date: stored, logged, every admin mailed', async () => {
    const order = await purchaseFor(p.supplier.id);
    const live = vi.spyOn(t.app.events, 'publishToUsers');
    const response = await answer({
      id: order.id,
      answer: 'confirmed',
      delivery_date: '2026-03-20',
      note: 'Two boxes, by road.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Thank you: the order is confirmed.');
    expect(response.json().data).toMatchObject({
      id: order.id,
      status: 'ordered',
      supplier_answer: 'confirmed',
      supplier_delivery_date: '2026-03-20',
      supplier_note: 'Two boxes, by road.',
      supplier_answered_at: expect.any(String),
      supplier_invoice: null,
    });
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ supplierAnswer: 'confirmed', supplierNote: 'Two boxes, by road.' });
    expect(row.supplierDeliveryDate?.toISOString().slice(0, 10)).toBe('2026-03-20');
    // Both admins get the live notice too, once the answer is committed.
    const admins = await prisma().user.findMany({ where: { role: { slug: 'admin' } }, select: { id: true } });
    expect(live).toHaveBeenCalledWith(
      admins.map((a) => a.id).sort((a, b) => a - b),
      'purchase_answered',
    );
    live.mockRestore();
    expect(
      await prisma().activityLog.findFirst({
        where: { slug: 'purchase', recordId: order.id, action: 'approve', userId: p.supplier.id },
      }),
    ).not.toBeNull();

    const mails = await delivered(2);
    const english = mails.get(ADMIN.email);
    expect(english?.parsed.subject).toBe(`Order confirmed: ${order.purchase_no} by Sunil Traders`);
    expect(text(english)).toContain(
      `Sunil Traders confirmed the purchase order ${order.purchase_no} (total 751.50) and promises delivery on 20/03/2026.`,
    );
    expect(text(english)).toContain("The supplier's note: Two boxes, by road.");
    const german = mails.get('second@example.com');
    expect(german?.parsed.subject).toBe(`Bestellung bestätigt: ${order.purchase_no} von Sunil Traders`);
    expect(text(german)).toContain('sagt die Lieferung für den 20/03/2026 zu');

    // The office sees the answer on the purchase, in its list and view.
    const view = await get(`/api/purchase/view/${order.id}`);
    expect(view.json().data).toMatchObject({
      supplier_answer: 'confirmed',
      supplier_delivery_date: '2026-03-20',
    });
    const list = await get('/api/purchase/list');
    expect(list.json().data.find((r: { id: number }) => r.id === order.id)).toMatchObject({
      supplier_answer: 'confirmed',
    });
  });

  it('lets the supplier decline with a reason, and change its answer while the order is open', async () => {
    const order = await purchaseFor(p.supplier.id);
    expect((await rowOf(order.id)).supplierAnswer).toBe('pending');
    const declined = await answer({ id: order.id, answer: 'declined', note: 'Out of stock until May.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe('The order is declined.');
    expect(declined.json().data).toMatchObject({
      supplier_answer: 'declined',
      supplier_delivery_date: null,
      supplier_note: 'Out of stock until May.',
    });
    const mails = await delivered(2);
    expect(mails.get(ADMIN.email)?.parsed.subject).toBe(
      `Order declined: ${order.purchase_no} by Sunil Traders`,
    );
    expect(text(mails.get(ADMIN.email))).toContain("The supplier's reason: Out of stock until May.");

    // A change of mind: confirmed after all, and the reason and date follow the new answer.
    // As the web sends it: no note is null.
    const changed = await answer({
      id: order.id,
      answer: 'confirmed',
      delivery_date: '2026-03-15',
      note: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      supplier_answer: 'confirmed',
      supplier_delivery_date: '2026-03-15',
      supplier_note: null,
    });
    await delivered(2);
  });

  it('answers 404 to another supplier, 403 to the office and to roles without the right; nothing changes', async () => {
    const order = await purchaseFor(p.supplier.id);
    const before = await rowOf(order.id);
    const mailsBefore = await queued();
    const confirm = { id: order.id, answer: 'confirmed', delivery_date: '2026-03-20' };
    expect((await answer(confirm, p.other.token)).statusCode).toBe(404);
    expect((await upload(order.id, { filename: 'invoice.pdf', data: PDF }, p.other.token)).statusCode).toBe(
      404,
    );
    const office = await answer(confirm, t.adminToken);
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe('Only the supplier of this purchase can do this.');
    expect((await upload(order.id, { filename: 'invoice.pdf', data: PDF }, t.adminToken)).statusCode).toBe(
      403,
    );
    expect((await answer(confirm, p.ravi.token)).statusCode).toBe(403);
    expect(
      (await t.as(null, { method: 'POST', url: '/api/purchase/answer', payload: confirm })).statusCode,
    ).toBe(401);
    expect((await answer({ ...confirm, id: 999_999 })).statusCode).toBe(404);
    expect(await rowOf(order.id)).toEqual(before);
    expect(await queued()).toBe(mailsBefore);
    await delivered(0);
  });

  it('refuses an answer once the purchase is delivered (409); delivery stays the admin’s', async () => {
    const order = await purchaseFor(p.supplier.id);
    expect((await post('/api/purchase/deliver', { id: order.id }, p.supplier.token)).statusCode).toBe(403);
    expect((await post('/api/purchase/deliver', { id: order.id })).statusCode).toBe(200);
    const late = await answer({ id: order.id, answer: 'confirmed', delivery_date: '2026-03-20' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This purchase has been delivered: its answer can no longer be changed.',
    );
    expect((await answer({ id: order.id, answer: 'declined', note: 'Too late' })).statusCode).toBe(409);
    expect((await rowOf(order.id)).supplierAnswer).toBe('pending');
    await delivered(0);
  });

  it.each([
    [{ answer: 'confirmed' }, 'delivery_date', 'Delivery date is required!'],
    [{ answer: 'confirmed', delivery_date: '' }, 'delivery_date', 'Delivery date is required!'],
    [
      { answer: 'confirmed', delivery_date: '2026-02-30' },
      'delivery_date',
      'Please enter a valid date (YYYY-MM-DD).',
    ],
    [
      { answer: 'confirmed', delivery_date: '2026-03-14' },
      'delivery_date',
      'The delivery date cannot be before the purchase date.',
    ],
    [{ answer: 'declined' }, 'note', 'Reason is required!'],
    [{ answer: 'declined', note: '   ' }, 'note', 'Reason is required!'],
    [{ answer: 'declined', note: 'x'.repeat(501) }, 'note', 'Maximum length of 500 exceeded!'],
    [{ answer: 'maybe' }, 'answer', 'Please choose one of the offered values.'],
  ])('refuses %j with 400 on %s ("%s"), and changes nothing', async (sent, path, message) => {
    const order = await purchaseFor(p.supplier.id);
    const before = await rowOf(order.id);
    const response = await answer({ id: order.id, ...sent });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await rowOf(order.id)).toEqual(before);
    await delivered(0);
  });

  it('takes the supplier’s invoice as a PDF only, hands it to the supplier and the office, 404 to others', async () => {
    const order = await purchaseFor(p.supplier.id);
    const files = await prisma().fileUpload.count();

    // Not a PDF, whatever its name says; no file at all: 400, and nothing stored.
    const png = await upload(order.id, { filename: 'invoice.pdf', data: PNG });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({
      message: 'The invoice must be a PDF file.',
      issues: [{ path: 'invoice', message: 'The invoice must be a PDF file.' }],
    });
    const none = await upload(order.id, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({ path: 'invoice', message: 'Invoice is required!' });
    expect((await rowOf(order.id)).supplierInvoice).toBeNull();
    expect(await prisma().fileUpload.count()).toBe(files);
    await delivered(0);

    const sent = await upload(order.id, { filename: 'INV-778.pdf', data: PDF });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('The invoice is uploaded.');
    const url: string = sent.json().data.supplier_invoice;
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    expect(sent.json().data.supplier_invoice_at).toEqual(expect.any(String));
    expect((await rowOf(order.id)).supplierInvoice).toBe(url);
    const mails = await delivered(2);
    expect(mails.get(ADMIN.email)?.parsed.subject).toBe(
      `Supplier invoice: ${order.purchase_no} from Sunil Traders`,
    );

    for (const token of [p.supplier.token, t.adminToken]) {
      const file = await get(url, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get(url, p.other.token)).statusCode).toBe(404);
    expect((await get(url, p.ravi.token)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(401);

    // A new invoice replaces the last, whose file goes.
    const again = await upload(order.id, { filename: 'INV-778-corrected.pdf', data: PDF });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.supplier_invoice).not.toBe(url);
    expect((await get(url, p.supplier.token)).statusCode).toBe(404);
    expect((await get(again.json().data.supplier_invoice, p.supplier.token)).statusCode).toBe(200);
    expect(await prisma().fileUpload.count()).toBe(files + 1);
    await delivered(2);
  });
});
