import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { popplerText } from './helpers/poppler';
import { createInstalledApp, type TInstalledApp } from './helpers/test-app';
import { amcForm, seedWorkParties, type TWorkParties } from './helpers/work-parties';
import { weekClosedOn } from './helpers/fixtures';

/** Poppler's text with its line breaks and runs of spaces as single spaces, so a phrase reads whatever the layout. */
const flat = (pdf: Buffer) => popplerText(pdf).replace(/\s+/g, ' ');

describe('the contract document (GET /api/amc/pdf/:id)', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let contract: { id: number; amc_no: string };

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token: string | null = t.adminToken) => t.as(token, { url });
  const document = async (id: number, token = t.adminToken) => {
    const response = await get(`/api/amc/pdf/${id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return flat(response.rawPayload);
  };
  const language = (code: string | null) =>
    prisma().user.update({ where: { id: p.customer }, data: { language: code } });

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await prisma().setting.update({
      where: { id: 1 },
      data: {
        workingWeek: weekClosedOn(),
        dateFormat: 'DD-MM-YYYY',
        currencyCode: 'INR',
        systemLanguage: 'en',
      },
    });
    await prisma().user.update({
      where: { id: p.customer },
      data: { address: '12 MG Road', city: 'Pune', mobile: '9876543210', gst: '27ABCDE1234F1Z5' },
    });
    const tax = await prisma().tax.create({ data: { name: 'GST 18%', percentage: '18.00' } });
    const items: number[] = [];
    for (const [serial, location] of [
      ['SPLIT-0042', 'Server room'],
      ['SPLIT-0043', 'Reception'],
    ]) {
      const stored = await post('/api/equipment/store', {
        customer_id: p.customer,
        product_id: p.products.split,
        serial_no: serial,
        location,
      });
      expect(stored.statusCode, stored.body).toBe(200);
      items.push(stored.json().data.id as number);
    }
    // On 10 May 2026: the quarters from February and May have started, so they are billed as the contract is saved.
    setClock(() => new Date('2026-05-10T06:00:00Z'));
    const created = await post('/api/amc/store', {
      ...amcForm(p, { start_date: '2026-01-31', interval_months: '3', service_count: '4' }),
      detail: 'Cleaning and gas check of both split units',
      equipment_ids: items,
      price: '12000',
      billing_cycle: 'quarterly',
      billing_tax_id: tax.id,
      payment_days: '10',
    });
    expect(created.statusCode, created.body).toBe(200);
    contract = created.json().data;
    const first = created.json().data.services[0];
    const done = await post('/api/service/complete', { id: first.id, completed_date: '2026-05-02' });
    expect(done.statusCode, done.body).toBe(200);
  });
  afterEach(() => setClock(null));
  afterAll(async () => t?.close());

  it('is a PDF of the term, equipment, visits, price and billing, shown or saved', async () => {
    setClock(() => new Date('2026-05-10T06:00:00Z'));
    const response = await get(`/api/amc/pdf/${contract.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="contract-${contract.amc_no}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await get(`/api/amc/pdf/${contract.id}?download=1`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="contract-${contract.amc_no}.pdf"`,
    );

    const text = flat(response.rawPayload);
    for (const phrase of [
      'Annual maintenance contract',
      `No: ${contract.amc_no}`,
      'Date: 10-05-2026',
      // The business's header.
      'AMC Service Manager',
      // The customer block.
      'Priya Sharma',
      '12 MG Road',
      'Pune',
      '9876543210',
      '27ABCDE1234F1Z5',
      // The term: its months from the start, to the day before start + 3 x 4 months (not its last visit's day).
      'Term 31-01-2026 to 30-01-2027',
      'Status Active',
      'Number of services 4',
      'Split AC (AC-SPLIT)',
      // The equipment covered.
      'SPLIT-0042',
      'Server room',
      'SPLIT-0043',
      'Reception',
      // The visits: the first done, the rest planned.
      '30-04-2026 Done on 02-05-2026',
      '31-07-2026 Upcoming',
      '31-01-2027 Upcoming',
      // The price and its billing.
      'Price ₹12,000.00',
      'Billing plan Quarterly',
      'Tax GST 18%',
      'Payment terms (days) 10',
      'Billing periods',
      'Billed',
      'Amounts are before tax',
      'Cleaning and gas check of both split units',
      'Two units in the office',
    ])
      expect(text).toContain(phrase);
    // The term's last visit (31 January 2027) is not its last day.
    expect(text).not.toContain('to 31-01-2027');
  });

  it("is printed in the customer's language whoever downloads it", async () => {
    try {
      await language('ar');
      const arabic = await document(contract.id);
      for (const phrase of ['عقد صيانة سنوي', 'مدة العقد', 'المعدات المشمولة', 'جدول الخدمات', 'SPLIT-0042'])
        expect(arabic).toContain(phrase);
      expect(arabic).toContain('₹12,000.00');
      expect(arabic).not.toContain('Annual maintenance contract');

      await language('hi');
      // The customer downloads its own: the same language.
      const hindi = await document(contract.id, p.tokens.customer);
      for (const phrase of ['वार्षिक रखरखाव अनुबंध', 'कवर किए गए उपकरण', 'सर्विस अनुसूची', 'SPLIT-0043'])
        expect(hindi).toContain(phrase);

      // A customer who chose no language reads the business's.
      await language(null);
      await prisma().setting.update({ where: { id: 1 }, data: { systemLanguage: 'de' } });
      expect(await document(contract.id)).toContain('Jährlicher Wartungsvertrag');
    } finally {
      await language(null);
      await prisma().setting.update({ where: { id: 1 }, data: { systemLanguage: 'en' } });
    }
  });

  it('answers within the caller rows only: its customer and assignee, 404 to others, 403 without amc_view', async () => {
    const status = async (token: string | null, id = contract.id) =>
      (await get(`/api/amc/pdf/${id}`, token)).statusCode;
    expect(await status(p.tokens.customer)).toBe(200);
    expect(await status(p.tokens.employee)).toBe(200);
    expect(await status(p.tokens.otherCustomer)).toBe(404);
    expect(await status(p.tokens.otherEmployee)).toBe(404);
    expect(await status(t.adminToken, 999_999)).toBe(404);
    expect(await status(p.tokens.supplier)).toBe(403);
    expect(await status(null)).toBe(401);
    // The other customer's own contract is its to read.
    const theirs = await post('/api/amc/store', amcForm(p, { customer_id: String(p.otherCustomer) }));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await status(p.tokens.otherCustomer, theirs.json().data.id)).toBe(200);
    expect(await status(p.tokens.customer, theirs.json().data.id)).toBe(404);
  });

  it('says when a term was cancelled, renewed, or renews another', async () => {
    setClock(() => new Date('2026-05-10T06:00:00Z'));
    const created = await post('/api/amc/store', amcForm(p, { start_date: '2026-03-01' }));
    expect(created.statusCode, created.body).toBe(200);
    const amc = created.json().data;
    const renewed = await post('/api/amc/renew', { id: amc.id, uplift_percent: '0' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json().data;
    expect(await document(amc.id)).toContain(`Status Renewed`);
    expect(await document(amc.id)).toContain(`Renewed by ${next.amc_no}`);
    expect(await document(next.id)).toContain(`Renews ${amc.amc_no}`);

    const cancelled = await post('/api/amc/cancel', { id: next.id, cancelled_on: next.start_date });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const text = await document(next.id);
    expect(text).toContain('Status Cancelled');
    expect(text).toContain(`Cancelled on 01-03-2027`);
  });
});
