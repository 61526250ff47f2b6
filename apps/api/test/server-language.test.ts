import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedTexts, type TColumnKey } from '../src/lib/kernel/i18n/server-texts';
import { popplerText } from './helpers/poppler';
import { sweepSignedInUsers } from './helpers/test-users';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { customerForm } from './helpers/user-forms';
import { amcForm, seedWorkParties, type TWorkParties } from './helpers/work-parties';

/**
 * What the server writes for people follows its reader: an export in the caller's own language, else the
 * business's system language; a stored generated title in the system language.
 */
describe("server-made text in the reader's language", () => {
  let t: TInstalledApp;
  let p: TWorkParties;

  beforeAll(async () => {
    t = await createInstalledApp();
    p = await seedWorkParties(t);
    await prisma().tax.create({ data: { name: 'GST 18%', percentage: '18' } });
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const adminId = async () =>
    (await prisma().user.findFirstOrThrow({ where: { role: { slug: 'admin' } }, select: { id: true } })).id;
  const setLanguages = async (user: string | null, system: string) => {
    await prisma().user.update({ where: { id: await adminId() }, data: { language: user } });
    await prisma().setting.update({ where: { id: 1 }, data: { systemLanguage: system } });
    await sweepSignedInUsers(t.app);
  };
  const taxCsvHeader = async () => {
    const response = await t.as(t.adminToken, { url: '/api/tax/list?format=csv' });
    expect(response.statusCode).toBe(200);
    return response.body.replace(/^\uFEFF/, '').split('\r\n')[0];
  };
  const headerIn = (language: 'en' | 'de' | 'hi', keys: TColumnKey[]) =>
    keys.map((key) => storedTexts(language)(key)).join(',');
  const TAX_COLUMNS: TColumnKey[] = ['column.taxName', 'column.percentage', 'column.createdAt'];

  it("heads a list's CSV in the caller's language, else the business's", async () => {
    await setLanguages(null, 'en');
    expect(await taxCsvHeader()).toBe('Tax name,Percentage,Created at');

    await setLanguages('de', 'en');
    const german = await taxCsvHeader();
    expect(german).toBe(headerIn('de', TAX_COLUMNS));
    expect(german).not.toBe(headerIn('en', TAX_COLUMNS));

    await setLanguages(null, 'hi');
    expect(await taxCsvHeader()).toBe(headerIn('hi', TAX_COLUMNS));
    await setLanguages(null, 'en');
  });

  it("follows the screen's language the web sends (Accept-Language) over the account's", async () => {
    await setLanguages('de', 'en');
    const headerFor = async (acceptLanguage: string) => {
      const response = await t.as(t.adminToken, {
        url: '/api/tax/list?format=csv',
        headers: { 'accept-language': acceptLanguage },
      });
      expect(response.statusCode).toBe(200);
      return response.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    };
    expect(await headerFor('en-US,en;q=0.9')).toBe('Tax name,Percentage,Created at');
    expect(await headerFor('hi')).toBe(headerIn('hi', TAX_COLUMNS));
    // Not one of the picker's languages: the account's.
    expect(await headerFor('xx-YY')).toBe(headerIn('de', TAX_COLUMNS));
    await setLanguages(null, 'en');
  });

  it("prints a report PDF in the caller's language, right to left for Arabic", async () => {
    await setLanguages('ar', 'en');
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/report/serviceReport?format=pdf',
      payload: { start_date: '2026-01-01', end_date: '2026-12-31' },
    });
    expect(response.statusCode).toBe(200);
    const text = popplerText(response.rawPayload);
    expect(text).toContain(storedTexts('ar')('report.title.service'));
    expect(text).not.toContain('Service Report');
    await setLanguages(null, 'en');
  });

  it("titles a contract's generated services in the business's system language", async () => {
    await setLanguages(null, 'de');
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/store',
      payload: { ...amcForm(p), service_count: '2', attachment: '' },
    });
    expect(response.statusCode).toBe(200);
    const titles = (response.json().data.services as { service_title: string }[]).map((s) => s.service_title);
    const amcNo: string = response.json().data.amc_no;
    expect(titles).toEqual(
      [1, 2].map((n) => storedTexts('de')('service.generatedTitle', { amc: amcNo, n, count: 2 })),
    );
    expect(titles[0]).not.toContain('service 1 of 2');
    await setLanguages(null, 'en');
  });

  it("welcomes a new customer in the business's language, naming its role in that language", async () => {
    await setLanguages(null, 'de');
    const response = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/user/store',
      ...multipart(customerForm({ email: 'kunde@example.com' })),
    });
    expect(response.statusCode).toBe(200);
    const mail = await prisma().mailOutbox.findFirstOrThrow({
      where: { event: 'customer_added', toAddress: 'kunde@example.com' },
    });
    expect(mail.html).toContain(storedTexts('de')('role.customer'));
    expect(mail.html).not.toContain('Role: Customer');
    expect(mail.subject).not.toBe('Welcome to AMC Service Manager');
    await setLanguages(null, 'en');
  });

  it("tells each administrator of a declined assignment in that administrator's language", async () => {
    await setLanguages('ar', 'de');
    const second = await prisma().user.create({
      data: {
        email: 'chef@example.com',
        passwordHash: 'x',
        role: { connect: { slug: 'admin' } },
        firstName: 'Chef',
        lastName: 'Admin',
        uniqueIdentity: 'ADM-TEST-2',
      },
    });
    // A customer whose name holds markup: the mail shows it as text.
    await prisma().user.update({ where: { id: p.customer }, data: { lastName: '<b>Sharma</b>' } });
    const stored = await t.as(t.adminToken, {
      method: 'POST',
      url: '/api/amc/store',
      payload: { ...amcForm(p), service_count: '1', attachment: '' },
    });
    const amcNo: string = stored.json().data.amc_no;
    const declined = await t.as(p.tokens.employee, {
      method: 'POST',
      url: '/api/amc/rejectEmployeeStatus',
      payload: { id: stored.json().data.id },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const mails = await prisma().mailOutbox.findMany({
      where: { event: 'assignment_rejected', html: { contains: amcNo } },
      orderBy: { id: 'asc' },
    });
    const byAddress = new Map(mails.map((mail) => [mail.toAddress, mail]));
    const notice = { number: amcNo, employee: 'Ravi Kumar', customer: 'Priya <b>Sharma</b>' };
    // The Arabic administrator's, right to left; the second, without a language, in the business's German.
    const arabic = byAddress.get('admin@example.com')!;
    expect(arabic.subject).toBe(storedTexts('ar')('notice.amcDeclined.subject', notice));
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).toContain(storedTexts('ar')('notice.amcDeclined.body', notice));
    expect(arabic.html).toContain('&lt;b&gt;Sharma&lt;/b&gt;');
    expect(arabic.html).not.toContain('<b>Sharma');
    const german = byAddress.get('chef@example.com')!;
    expect(german.subject).toBe(storedTexts('de')('notice.amcDeclined.subject', notice));
    expect(german.text).toContain(storedTexts('de')('notice.declined.reassign'));
    expect(german.subject).not.toContain('Assignment declined');
    await prisma().user.update({ where: { id: p.customer }, data: { lastName: 'Sharma' } });
    await prisma().user.delete({ where: { id: second.id } });
    await setLanguages(null, 'en');
  });
});
