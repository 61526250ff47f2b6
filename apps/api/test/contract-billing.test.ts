import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SCHEDULED_JOB_NAMES } from '@amc/contracts';
import { setClock } from '../src/lib/kernel/clock';
import { runContractBilling } from '../src/jobs/contract-billing';
import { runBillOverdueReminders } from '../src/jobs/bill-overdue-reminders';
import { runContractExpiryReminders } from '../src/jobs/contract-expiry-reminders';
import { createInstalledApp, startSecondProcess, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { popplerText } from './helpers/poppler';
import { amcForm, seedWorkParties, type TWorkParties } from './helpers/work-parties';
import type { FastifyInstance } from 'fastify';
import { weekClosedOn } from './helpers/fixtures';

/** Mid-morning in India (the business's time zone) on the given day. */
const at = (day: string) => new Date(`${day}T05:00:00Z`);

describe('billing that runs itself (issue 25, part 4)', () => {
  let t: TInstalledApp;
  let p: TWorkParties;
  let smtp: SmtpCatcher;
  let second: FastifyInstance;
  let taxId: number;

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const get = (url: string, token = t.adminToken) => t.as(token, { method: 'GET', url });
  const billsOf = (amcId: number) =>
    prisma().amcBill.findMany({
      where: { amcId },
      orderBy: { periodStart: 'asc' },
      include: { sale: { include: { items: true } } },
    });
  const contract = async (overrides: Record<string, string>) => {
    const response = await post('/api/amc/store', amcForm(p, overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; amc_no: string };
  };

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    t = await createInstalledApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    p = await seedWorkParties(t);
    await prisma().setting.update({
      where: { id: 1 },
      data: {
        workingWeek: weekClosedOn(),
        timeZone: 'Asia/Kolkata',
        currencyCode: 'INR',
        dateFormat: 'DD-MM-YYYY',
      },
    });
    taxId = (await prisma().tax.create({ data: { name: 'GST 18%', percentage: '18.00' } })).id;
    second = await startSecondProcess(t);
  });
  afterEach(() => setClock(null));
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.stop();
  });

  it('bills a contract that started three months ago at once, each past month once, with tax and due date', async () => {
    setClock(() => at('2026-04-10'));
    await prisma().mailOutbox.deleteMany();
    const amc = await contract({
      start_date: '2026-01-15',
      price: '12000',
      billing_cycle: 'monthly',
      billing_tax_id: String(taxId),
      payment_days: '10',
    });
    const bills = await billsOf(amc.id);
    // January (15th to 31st), February, March and April have started by 10 April.
    expect(
      bills.map((b) => [b.periodStart.toISOString().slice(0, 10), b.periodEnd.toISOString().slice(0, 10)]),
    ).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
      ['2026-04-01', '2026-04-30'],
    ]);
    const first = bills[0]!.sale!;
    // The term is 15 Jan 2026 to 14 Jan 2027 (12 monthly visits): January weighs 17/31, so 548.39 and 18 % tax.
    expect(first.items).toMatchObject([{ productId: null, quantity: 1 }]);
    expect([first.grossTotal.toFixed(2), first.taxTotal.toFixed(2), first.total.toFixed(2)]).toEqual([
      '548.39',
      '98.71',
      '647.10',
    ]);
    expect(bills[1]!.sale!.grossTotal.toFixed(2)).toBe('1000.00');
    expect(first.items[0]!.description).toBe(`${amc.amc_no} 2026-01-15 – 2026-01-31`);
    expect(first.date.toISOString().slice(0, 10)).toBe('2026-01-15');
    expect(first.dueDate!.toISOString().slice(0, 10)).toBe('2026-04-20');
    expect((await prisma().amc.findUnique({ where: { id: amc.id } }))!.nextBillDate!.toISOString()).toMatch(
      /^2026-05-01/,
    );

    // The view lists the periods: four billed, the rest upcoming, all adding up to the price.
    const view = (await get(`/api/amc/view/${amc.id}`)).json().data;
    expect(view).toMatchObject({ billing_cycle: 'monthly', billing_tax: { id: taxId }, payment_days: 10 });
    expect(view.billing_periods.map((row: { state: string }) => row.state)).toEqual([
      ...Array(4).fill('billed'),
      ...Array(view.billing_periods.length - 4).fill('upcoming'),
    ]);
    const cents = view.billing_periods.reduce(
      (sum: number, row: { amount: string }) => sum + Math.round(Number(row.amount) * 100),
      0,
    );
    expect(cents).toBe(1_200_000);

    // A bill of the contract reads as one; it cannot be edited, only paid (or deleted).
    const sale = (await get(`/api/sale/view/${first.id}`)).json().data;
    expect(sale).toMatchObject({
      due_date: '2026-04-20',
      contract: { amc_id: amc.id, amc_no: amc.amc_no, period_start: '2026-01-15', period_end: '2026-01-31' },
      items: [{ product: null, description: `${amc.amc_no} 2026-01-15 – 2026-01-31` }],
    });
    const edit = await post('/api/sale/update', {
      id: first.id,
      customer_id: p.customer,
      date: '2026-01-15',
      billing_address: 'x',
      items: [{ product_id: p.products.split, quantity: 1, price: '1' }],
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, MSG.contractBillLocked]);

    // Each bill's mail is queued with it; the invoice is made when the mail is sent.
    const mails = await prisma().mailOutbox.findMany({ where: { event: 'contract_bill' } });
    expect(mails).toHaveLength(4);
    expect(JSON.parse(mails[0]!.attachments!)).toEqual([
      { filename: `invoice-${first.saleNo}.pdf`, document: 'sale_invoice', id: first.id },
    ]);
    await t.app.mailWorker.runOnce();
    const sent = await smtp.waitFor((mail) => mail.parsed.subject?.includes(first.saleNo) ?? false);
    expect(sent.to).toEqual(['priya@example.com']);
    const pdf = sent.parsed.attachments[0]!;
    expect([pdf.filename, pdf.contentType, pdf.content.subarray(0, 5).toString()]).toEqual([
      `invoice-${first.saleNo}.pdf`,
      'application/pdf',
      '%PDF-',
    ]);
    // Its line says the contract and the period in the customer's language; the due date stands under the date.
    const text = popplerText(pdf.content).replace(/\s+/g, ' ');
    expect(text).toContain(`Maintenance contract ${amc.amc_no}, 15-01-2026 to 31-01-2026`);
    expect(text).toContain('Due date: 20-04-2026');
  });

  it('bills each period exactly once with two processes and a run twice at the same moment, and catches up a week', async () => {
    setClock(() => at('2026-06-01'));
    const amc = await contract({ start_date: '2026-06-01', price: '3000', billing_cycle: 'monthly' });
    expect((await billsOf(amc.id)).length).toBe(1);
    // Down from 30 June to 8 July: the run of 8 July bills July once; July's bill is the only new one.
    const july = at('2026-07-08');
    const before = await prisma().amcBill.count();
    const runs = await Promise.all([
      runContractBilling(prisma(), july),
      runContractBilling(second.db.prisma, july),
      runContractBilling(prisma(), july),
    ]);
    const bills = await billsOf(amc.id);
    expect(bills.map((b) => b.periodStart.toISOString().slice(0, 10))).toEqual(['2026-06-01', '2026-07-01']);
    // Other contracts of this file were billed up to July too; whatever each run made, together no period twice.
    const all = await prisma().amcBill.groupBy({ by: ['amcId', 'periodStart'], _count: true });
    expect(all.every((row) => row._count === 1)).toBe(true);
    expect(runs.reduce((sum, made) => sum + made, 0)).toBe((await prisma().amcBill.count()) - before);
    // Run again: nothing is due.
    expect(await runContractBilling(prisma(), july)).toBe(0);

    // A week down in September: from 1 to 8 September nothing ran; the run of the 8th bills September once.
    const september = await runContractBilling(prisma(), at('2026-09-08'));
    expect(september).toBeGreaterThanOrEqual(2);
    expect((await billsOf(amc.id)).map((b) => b.periodStart.toISOString().slice(0, 10))).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]);
  });

  it('bills the others of a batch when one contract cannot be billed, and names that one until it can', async () => {
    setClock(() => at('2026-10-01'));
    const plan = { start_date: '2026-10-05', billing_cycle: 'upfront', billing_tax_id: String(taxId) };
    const good = await contract({ ...plan, price: '1000' });
    const bad = await contract({ ...plan, price: '2000' });
    // A price no bill can hold: with its tax the total overflows the bills' DECIMAL(12, 2), so its INSERT fails.
    await prisma().amc.update({ where: { id: bad.id }, data: { price: '9999999999.00' } });
    const run = runContractBilling(prisma(), at('2026-10-06'));
    await expect(run).rejects.toThrow(`it failed for AMC ids ${bad.id}`);
    expect((await billsOf(good.id)).map((b) => b.sale!.total.toFixed(2))).toEqual(['1180.00']);
    expect(await billsOf(bad.id)).toEqual([]);
    // The next run tries it again, and bills it once it can be.
    await expect(runContractBilling(prisma(), at('2026-10-06'))).rejects.toThrow(`AMC ids ${bad.id}`);
    await prisma().amc.update({ where: { id: bad.id }, data: { price: '2000.00' } });
    expect(await runContractBilling(prisma(), at('2026-10-06'))).toBe(1);
    expect((await billsOf(bad.id)).map((b) => b.sale!.total.toFixed(2))).toEqual(['2360.00']);
    expect((await billsOf(good.id)).length).toBe(1);
  });

  it("holds the plan and price once billed, keeps a deleted bill's period billed, and refuses bad plans", async () => {
    setClock(() => at('2026-05-05'));
    const amc = await contract({ start_date: '2026-05-01', price: '1200', billing_cycle: 'quarterly' });
    const form = {
      ...amcForm(p, { start_date: '2026-05-01', billing_cycle: 'quarterly' }),
      id: String(amc.id),
    };
    const changed = await post('/api/amc/update', { ...form, price: '1500' });
    expect([changed.statusCode, changed.json().message]).toEqual([409, MSG.billingPlanLocked]);
    const cycle = await post('/api/amc/update', { ...form, price: '1200', billing_cycle: 'monthly' });
    expect(cycle.statusCode).toBe(409);
    // Tax and payment terms may change: they apply to the next bills.
    expect((await post('/api/amc/update', { ...form, price: '1200', payment_days: '30' })).statusCode).toBe(
      200,
    );

    for (const [field, value] of [
      ['billing_cycle', 'weekly'],
      ['payment_days', '366'],
      ['billing_tax_id', '999999'],
    ] as const) {
      const bad = await post('/api/amc/store', amcForm(p, { price: '10', [field]: value }));
      expect(bad.statusCode, `${field}=${value}`).toBe(400);
      expect(bad.json().issues[0].path).toBe(field);
    }
    // Only the office sets the plan.
    const mine = await post('/api/amc/store', amcForm(p, { billing_cycle: 'monthly' }), p.tokens.employee);
    expect(mine.statusCode).toBe(403);

    const [bill] = await billsOf(amc.id);
    expect((await post('/api/sale/delete', { id: bill!.saleId })).statusCode).toBe(200);
    expect(await runContractBilling(prisma(), at('2026-05-06'))).toBe(0);
    const view = (await get(`/api/amc/view/${amc.id}`)).json().data;
    expect(view.billing_periods[0]).toMatchObject({
      period_start: '2026-05-01',
      state: 'removed',
      sale: null,
    });
  });

  it('reminds an unpaid bill after its due date once per threshold, and the latest only after days down', async () => {
    setClock(() => at('2026-10-01'));
    const amc = await contract({
      start_date: '2026-10-01',
      price: '600',
      billing_cycle: 'upfront',
      payment_days: '0',
    });
    const [bill] = await billsOf(amc.id);
    await prisma().mailOutbox.deleteMany();
    const overdue = (day: string) => runBillOverdueReminders(prisma(), at(day));
    const reminders = async () =>
      (
        await prisma().saleReminder.findMany({
          where: { saleId: bill!.saleId! },
          orderBy: { daysAfter: 'asc' },
        })
      ).map((r) => r.daysAfter);
    // The other tests' bills are overdue too: this test follows its own bill's reminders and mails.
    const sale = await prisma().sale.findUniqueOrThrow({ where: { id: bill!.saleId! } });
    const mailsOfBill = () =>
      prisma().mailOutbox.findMany({
        where: { event: 'bill_overdue', subject: { contains: sale.saleNo } },
        orderBy: { id: 'asc' },
      });
    await overdue('2026-10-03');
    expect(await reminders()).toEqual([]);
    // Two processes on the third day after: one mail.
    await Promise.all([overdue('2026-10-04'), runBillOverdueReminders(second.db.prisma, at('2026-10-04'))]);
    expect(await reminders()).toEqual([3]);
    expect(await mailsOfBill()).toHaveLength(1);
    await overdue('2026-10-05');
    expect(await mailsOfBill()).toHaveLength(1);
    // Down until the 31st day: one mail, for 30 days, and 10 counted as done.
    await overdue('2026-10-31');
    expect(await reminders()).toEqual([3, 10, 30]);
    const mails = await mailsOfBill();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.html).toContain('30 days ago');

    // The sales list's overdue filter and the dashboard's money overdue see it.
    const list = (await get(`/api/sale/list?overdue_on=2026-10-31&per_page=100`)).json();
    expect(list.data.map((s: { id: number }) => s.id)).toContain(bill!.saleId);
    const dashboard = (await get('/api/dashboard/data')).json().data.smart_summary;
    expect(dashboard.money_overdue.bills).toBeGreaterThanOrEqual(1);
    const customerView = (await get('/api/dashboard/data', p.tokens.customer)).json().data.smart_summary;
    expect(customerView.money_overdue).not.toBeNull();
    expect(
      (await get('/api/dashboard/data', p.tokens.employee)).json().data.smart_summary.money_overdue,
    ).toBeNull();

    // Paid: no more reminders.
    await post('/api/sale/payment', {
      sale_id: bill!.saleId,
      amount: '600',
      date: '2026-10-31',
      method: 'cash',
    });
    await overdue('2026-11-30');
    expect(await mailsOfBill()).toHaveLength(2);
  });

  it('reminds the customer and the admins before a contract ends, once per day set, and never a renewed one', async () => {
    // Settings: reminders 30 and 7 days before and on the day, and a renewal's default uplift.
    const saved = await post('/api/setting/update', {
      business_name: 'Cool Care Services',
      country: 'India',
      system_language: 'en',
      date_formate: 'DD-MM-YYYY',
      rtl: false,
      footer_text: 'Thank you',
      time_zone: 'Asia/Kolkata',
      currency_code: 'INR',
      starting_year: 2026,
      renewal_reminder_days: '30, 7, 0, 7',
      renewal_uplift_percent: '5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = (await get('/api/setting/list')).json().data;
    expect([settings.renewal_reminder_days, settings.renewal_uplift_percent]).toEqual([[0, 7, 30], '5.00']);
    const bad = await post('/api/setting/update', { ...settings, renewal_reminder_days: '3, x' });
    expect([bad.statusCode, bad.json().issues[0].message]).toEqual([400, MSG.reminderDaysFormat]);

    // 12 monthly visits from 15 Nov 2025: its term ends on 14 Nov 2026 (the last visit, on the 15th, is the day after).
    setClock(() => at('2026-10-01'));
    const ending = await contract({ start_date: '2025-11-15' });
    const renewed = await contract({ start_date: '2025-11-16', detail: 'Renewed before its end' });
    expect((await post('/api/amc/renew', { id: renewed.id })).statusCode).toBe(200);
    await prisma().mailOutbox.deleteMany();
    const mailsOf = (amcNo: string) =>
      prisma().mailOutbox.findMany({
        where: {
          event: { in: ['contract_expiring', 'contract_expiring_admin'] },
          subject: { contains: amcNo },
        },
        orderBy: { id: 'asc' },
      });
    const remind = (day: string, app = t.app) => runContractExpiryReminders(app.db.prisma, at(day));

    await remind('2026-10-14');
    expect(await mailsOf(ending.amc_no)).toHaveLength(0);
    // 30 days before, two processes at once: one mail to the customer, one to the admin.
    await Promise.all([remind('2026-10-15'), remind('2026-10-15', second)]);
    const first = await mailsOf(ending.amc_no);
    expect(first.map((m) => [m.event, m.toAddress])).toEqual([
      ['contract_expiring', 'priya@example.com'],
      ['contract_expiring_admin', 'admin@example.com'],
    ]);
    expect(first[0]!.html).toContain('in 30 days');
    await remind('2026-10-20');
    expect(await mailsOf(ending.amc_no)).toHaveLength(2);
    // Down from the 7-days day to the end: one more pair, for the day itself.
    await remind('2026-11-14');
    const all = await mailsOf(ending.amc_no);
    expect(all).toHaveLength(4);
    expect(all[2]!.html).toContain('today');
    expect(
      (
        await prisma().amcReminder.findMany({ where: { amcId: ending.id }, orderBy: { daysBefore: 'asc' } })
      ).map((r) => r.daysBefore),
    ).toEqual([0, 7, 30]);
    // The renewed one is never reminded.
    expect(await mailsOf(renewed.amc_no)).toHaveLength(0);
  });

  it('cancels a contract mid-period: later visits go, the period bills the days kept, nothing after', async () => {
    setClock(() => at('2026-03-10'));
    const amc = await contract({ start_date: '2026-03-01', price: '12000', billing_cycle: 'monthly' });
    const [march] = await billsOf(amc.id);
    expect(march!.sale!.grossTotal.toFixed(2)).toBe('1000.00');
    const before = await prisma().service.count({ where: { amcId: amc.id } });

    const refusals: [object, string, number][] = [
      [{ id: amc.id, cancelled_on: '2026-02-28' }, t.adminToken, 400],
      [{ id: amc.id, cancelled_on: '2027-03-01' }, t.adminToken, 400],
      [{ id: amc.id, cancelled_on: 'soon' }, t.adminToken, 400],
      [{ id: 999_999, cancelled_on: '2026-04-10' }, t.adminToken, 404],
      [{ id: amc.id, cancelled_on: '2026-04-10' }, p.tokens.customer, 403],
      [{ id: amc.id, cancelled_on: '2026-04-10' }, p.tokens.employee, 403],
    ];
    for (const [payload, token, status] of refusals)
      expect((await post('/api/amc/cancel', payload, token)).statusCode, JSON.stringify(payload)).toBe(
        status,
      );

    // Cancelled from 10 April: the visits after it go; April bills 10 of its 30 days, and nothing is billed after.
    const cancelled = await post('/api/amc/cancel', { id: amc.id, cancelled_on: '2026-04-10' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      term_status: 'cancelled',
      cancelled_on: '2026-04-10',
      status: 'closed',
    });
    const kept = await prisma().service.findMany({ where: { amcId: amc.id }, select: { serviceDate: true } });
    expect(kept.map((s) => s.serviceDate.toISOString().slice(0, 10))).toEqual(['2026-04-01']);
    expect(before).toBe(12);
    await runContractBilling(prisma(), at('2026-04-02'));
    const periods = (await get(`/api/amc/view/${amc.id}`)).json().data.billing_periods;
    expect(
      periods.map((row: { period_start: string; period_end: string; amount: string }) => [
        row.period_start,
        row.period_end,
        row.amount,
      ]),
    ).toEqual([
      ['2026-03-01', '2026-03-31', '1000.00'],
      ['2026-04-01', '2026-04-10', '333.33'],
    ]);
    expect((await prisma().amc.findUnique({ where: { id: amc.id } }))!.nextBillDate).toBeNull();

    // A cancelled contract is neither changed, renewed nor cancelled again.
    const form = {
      ...amcForm(p, { start_date: '2026-03-01', billing_cycle: 'monthly', price: '12000' }),
      id: String(amc.id),
    };
    for (const [url, payload] of [
      ['/api/amc/update', form],
      ['/api/amc/renew', { id: amc.id }],
      ['/api/amc/cancel', { id: amc.id, cancelled_on: '2026-04-05' }],
    ] as const) {
      const refused = await post(url, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([409, MSG.amcIsCancelled]);
    }
  });

  it('lets the customer ask for its contract to be renewed once, and tells the admins', async () => {
    setClock(() => at('2026-06-01'));
    const amc = await contract({ start_date: '2025-07-01' });
    await prisma().mailOutbox.deleteMany();
    const ask = (payload: object, token = p.tokens.customer) =>
      post('/api/amc/renewal-request', payload, token);
    // Another customer's contract is not there for it; the office asks nobody.
    expect((await ask({ id: amc.id }, p.tokens.otherCustomer)).statusCode).toBe(404);
    expect((await ask({ id: amc.id }, t.adminToken)).statusCode).toBe(403);
    expect((await ask({ id: amc.id }, p.tokens.employee)).statusCode).toBe(403);
    expect((await ask({ id: amc.id, note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(await prisma().mailOutbox.count()).toBe(0);

    const asked = await ask({ id: amc.id, note: 'Please add the store room unit too.' });
    expect([asked.statusCode, asked.json().message]).toEqual([200, MSG.renewalRequested]);
    expect(asked.json().data.renewal_requested_at).toBe('2026-06-01T05:00:00.000Z');
    const mails = await prisma().mailOutbox.findMany({ where: { event: 'renewal_requested' } });
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['admin@example.com', `Renewal requested: ${amc.amc_no} by Priya Sharma`],
    ]);
    expect(mails[0]!.html).toContain('Please add the store room unit too.');
    const again = await ask({ id: amc.id });
    expect([again.statusCode, again.json().message]).toEqual([409, MSG.renewalAlreadyRequested]);
  });
  it('offers the renewal as a quotation the customer accepts in its portal: the new term, its first bill, once', async () => {
    setClock(() => at('2026-11-20'));
    // A yearly term from 1 Dec 2025 (12 monthly visits) with a quarterly plan: its next term is 1 Dec 2026 to 30 Nov 2027.
    const amc = await contract({
      start_date: '2025-12-01',
      price: '10000',
      billing_cycle: 'quarterly',
      billing_tax_id: String(taxId),
      payment_days: '7',
    });
    await prisma().mailOutbox.deleteMany();
    const offer = (payload: object, token = t.adminToken) => post('/api/amc/renewal-offer', payload, token);
    const answer = (payload: object, token = p.tokens.customer) =>
      post('/api/amc/renewal-offer/answer', payload, token);

    // The office's: a customer or an employee is refused; bad input changes nothing; no offer, nothing to answer.
    expect((await offer({ id: amc.id, uplift_percent: '5' }, p.tokens.customer)).statusCode).toBe(403);
    expect((await offer({ id: amc.id, uplift_percent: '5' }, p.tokens.employee)).statusCode).toBe(403);
    expect((await offer({ id: amc.id, uplift_percent: '101' })).statusCode).toBe(400);
    expect((await offer({ id: 999_999, uplift_percent: '5' })).statusCode).toBe(404);
    expect([(await answer({ id: amc.id, answer: 'accept' })).statusCode]).toEqual([409]);
    expect(await prisma().quotation.count({ where: { renewsAmcId: amc.id } })).toBe(0);

    // A first offer at 5 %, then a second at 8 %: the second replaces the first, which closes.
    expect((await offer({ id: amc.id, uplift_percent: '5' })).statusCode).toBe(200);
    const made = await offer({ id: amc.id, uplift_percent: '8' });
    expect([made.statusCode, made.json().message]).toEqual([200, MSG.renewalOfferSent('priya@example.com')]);
    const shown = made.json().data.renewal_offer;
    expect(shown).toMatchObject({
      state: 'open',
      date: '2026-11-20',
      start_date: '2026-12-01',
      end_date: '2027-11-30',
      price: '10800.00',
      total: '12744.00',
    });
    const offers = await prisma().quotation.findMany({
      where: { renewsAmcId: amc.id },
      orderBy: { id: 'asc' },
      include: { items: true },
    });
    expect(offers.map((q) => q.status)).toEqual(['closed', 'open']);
    expect(offers[1]!.items).toMatchObject([
      { productId: null, description: `${amc.amc_no} 2026-12-01 – 2027-11-30`, quantity: 1 },
    ]);

    // The quotation reads as the contract's offer, and the quotation screens' own actions refuse it.
    const quotation = (await get(`/api/quotation/view/${shown.quotation_id}`, p.tokens.customer)).json().data;
    expect(quotation.renewal_of).toEqual({
      id: amc.id,
      amc_no: amc.amc_no,
      start_date: '2026-12-01',
      end_date: '2027-11-30',
    });
    for (const [url, payload, token] of [
      ['/api/quotation/answer', { id: shown.quotation_id, answer: 'accept' }, p.tokens.customer],
      ['/api/quotation/convert', { id: shown.quotation_id }, t.adminToken],
    ] as const) {
      const refused = await post(url, payload, token);
      expect([refused.statusCode, refused.json().message]).toEqual([409, MSG.renewalOfferQuotation]);
    }

    // Its mail: the customer's, with the offer's PDF made when it is sent, the term said in the reader's language.
    const mails = await prisma().mailOutbox.findMany({
      where: { event: 'renewal_offer' },
      orderBy: { id: 'asc' },
    });
    expect(mails).toHaveLength(2);
    expect(JSON.parse(mails[1]!.attachments!)).toEqual([
      { filename: `quotation-${shown.quotation_no}.pdf`, document: 'quotation_pdf', id: shown.quotation_id },
    ]);
    await t.app.mailWorker.runOnce();
    const sent = await smtp.waitFor(
      (mail) => mail.parsed.html?.toString().includes(shown.quotation_no) ?? false,
    );
    expect(sent.to).toEqual(['priya@example.com']);
    expect(sent.parsed.subject).toBe(`Renewal offer for your maintenance contract ${amc.amc_no}`);
    expect(sent.parsed.html).toContain('01-12-2026 to 30-11-2027');
    const pdfText = popplerText(sent.parsed.attachments[0]!.content).replace(/\s+/g, ' ');
    expect(pdfText).toContain(`Maintenance contract ${amc.amc_no}, 01-12-2026 to 30-11-2027`);

    // Only the contract's customer answers: another customer does not see it, the office is refused.
    expect((await answer({ id: amc.id, answer: 'accept' }, p.tokens.otherCustomer)).statusCode).toBe(404);
    expect((await answer({ id: amc.id, answer: 'accept' }, t.adminToken)).statusCode).toBe(403);
    expect((await answer({ id: amc.id, answer: 'maybe' })).statusCode).toBe(400);

    // Accepted: the new term with the same equipment pattern at the offer's price, its first quarter billed at once.
    await prisma().mailOutbox.deleteMany();
    const accepted = await answer({ id: amc.id, answer: 'accept' });
    expect([accepted.statusCode, accepted.json().message]).toEqual([200, MSG.renewalOfferAccepted]);
    const renewal = accepted.json().data;
    expect(renewal).toMatchObject({
      renews: { id: amc.id },
      start_date: '2026-12-01',
      price: '10800.00',
      billing_cycle: 'quarterly',
      customer: { id: p.customer },
    });
    expect(renewal.billing_periods[0]).toMatchObject({
      period_start: '2026-12-01',
      period_end: '2027-02-28',
      state: 'billed',
      sale: { due_date: '2026-11-27' },
    });
    expect(renewal.billing_periods.slice(1).every((row: { state: string }) => row.state === 'upcoming')).toBe(
      true,
    );
    const firstBill = await prisma().sale.findUniqueOrThrow({
      where: { id: renewal.billing_periods[0].sale.id },
    });
    expect(firstBill.date.toISOString().slice(0, 10)).toBe('2026-11-20');
    const old = (await get(`/api/amc/view/${amc.id}`, p.tokens.customer)).json().data;
    expect([old.term_status, old.renewed_by?.id, old.renewal_offer.state]).toEqual([
      'renewed',
      renewal.id,
      'accepted',
    ]);
    expect(
      (await prisma().mailOutbox.findMany({ where: { event: 'quotation_answered' } })).map((m) => m.subject),
    ).toEqual([`Quotation accepted: ${shown.quotation_no} by Priya Sharma`]);
    expect(await prisma().mailOutbox.count({ where: { event: 'contract_bill' } })).toBe(1);

    // Once: a second answer finds no open offer, a new offer meets a renewed term, and the billing run adds nothing.
    expect((await answer({ id: amc.id, answer: 'accept' })).statusCode).toBe(409);
    expect((await offer({ id: amc.id, uplift_percent: '0' })).statusCode).toBe(409);
    await runContractBilling(prisma(), at('2026-12-01'));
    expect(await prisma().amcBill.count({ where: { amcId: renewal.id } })).toBe(1);
  });

  it('closes the offer a customer declines, and the offer a renewal by the office overtakes', async () => {
    setClock(() => at('2026-11-20'));
    const amc = await contract({ start_date: '2025-12-05', price: '6000' });
    const offered = await post('/api/amc/renewal-offer', { id: amc.id, uplift_percent: '0' });
    expect(offered.statusCode).toBe(200);
    const declined = await post(
      '/api/amc/renewal-offer/answer',
      { id: amc.id, answer: 'decline' },
      p.tokens.customer,
    );
    expect([declined.statusCode, declined.json().message]).toEqual([200, MSG.renewalOfferDeclined]);
    expect(declined.json().data).toMatchObject({
      id: amc.id,
      term_status: 'expiring',
      renewal_offer: { state: 'closed' },
    });

    // A new offer, then the office renews directly: the open offer closes and cannot be accepted any more.
    expect((await post('/api/amc/renewal-offer', { id: amc.id, uplift_percent: '3' })).statusCode).toBe(200);
    expect((await post('/api/amc/renew', { id: amc.id, uplift_percent: '3' })).statusCode).toBe(200);
    expect((await get(`/api/amc/view/${amc.id}`)).json().data.renewal_offer.state).toBe('closed');
    expect(
      (await post('/api/amc/renewal-offer/answer', { id: amc.id, answer: 'accept' }, p.tokens.customer))
        .statusCode,
    ).toBe(409);
  });
  it("runs a scheduled job at the admin's asking, as its hour would, and its hour then adds nothing", async () => {
    const jobs = await get('/api/mail/jobs');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().data.map((job: { name: string }) => job.name)).toEqual([...SCHEDULED_JOB_NAMES]);
    for (const token of [p.tokens.customer, p.tokens.employee]) {
      expect((await get('/api/mail/jobs', token)).statusCode).toBe(403);
      expect((await post('/api/mail/jobs/run', { name: 'contract_expiring' }, token)).statusCode).toBe(403);
    }
    const bad = await post('/api/mail/jobs/run', { name: 'drop_tables' });
    expect([bad.statusCode, bad.json().issues[0].message]).toEqual([400, MSG.chooseJob]);

    // A contract ending in 7 days: Run now reminds its customer and the admin, once.
    setClock(() => at('2026-11-24'));
    const ending = await contract({ start_date: '2025-12-01', detail: 'Ends on 30 November' });
    await prisma().mailOutbox.deleteMany();
    const ran = await post('/api/mail/jobs/run', { name: 'contract_expiring' });
    expect([ran.statusCode, ran.json().data]).toEqual([200, { name: 'contract_expiring', made: 2 }]);
    expect(ran.json().message).toBe(MSG.jobRan(2));
    const reminders = await prisma().mailOutbox.findMany({ where: { subject: { contains: ending.amc_no } } });
    expect(reminders.map((mail) => mail.event).sort()).toEqual([
      'contract_expiring',
      'contract_expiring_admin',
    ]);
    expect((await post('/api/mail/jobs/run', { name: 'contract_expiring' })).json().data.made).toBe(0);
    await runContractExpiryReminders(prisma(), at('2026-11-24'));
    expect(await prisma().mailOutbox.count({ where: { subject: { contains: ending.amc_no } } })).toBe(2);
  });
});
