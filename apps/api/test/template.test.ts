import { TEMPLATE_EVENTS } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES, TEMPLATE_SAMPLE_VALUES } from '../src/db/email-templates';
import { defaultTemplateText } from '../src/lib/documents/email-template-texts';
import { enqueueTemplateMail } from '../src/lib/documents/outbox';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

describe('e-mail templates', () => {
  let t: TInstalledApp;
  let memberTokens: string[] = [];

  beforeAll(async () => {
    t = await createInstalledApp();
    memberTokens = [];
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      await createUser(t.app, role, `${role}@example.com`);
      memberTokens.push(await signIn(t.app, `${role}@example.com`, 'Secret123'));
    }
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (url: string, payload: object, token = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload });
  const snapshot = () =>
    prisma().emailTemplate.findMany({
      orderBy: { id: 'asc' },
      include: { texts: { orderBy: { id: 'asc' } } },
    });
  const complaint = {
    event: 'complaint_customer',
    language: 'en',
    subject: 'Complaint {{complaint_number}} received',
    body: '<p>Dear {{customer_name}},</p><p>{{description}}</p>',
    is_enabled: true,
  };

  it('has a sample value for every documented variable', () => {
    for (const event of TEMPLATE_EVENTS)
      for (const name of DEFAULT_EMAIL_TEMPLATES[event].variables)
        expect(TEMPLATE_SAMPLE_VALUES, `${event}.${name}`).toHaveProperty(name);
  });

  it('lists every template in the order of the events, with its variables', async () => {
    const response = await t.as(t.adminToken, { url: '/api/template/list' });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((r: { event: string }) => r.event)).toEqual([...TEMPLATE_EVENTS]);
    expect(rows.find((r: { event: string }) => r.event === 'service_reminder')).toMatchObject({
      name: 'Service reminder',
      language: 'en',
      subject: DEFAULT_EMAIL_TEMPLATES.service_reminder.subject,
      is_default: true,
      is_enabled: true,
      days_before: 2,
      variables: DEFAULT_EMAIL_TEMPLATES.service_reminder.variables,
    });
    expect(rows.find((r: { event: string }) => r.event === 'sale').days_before).toBeNull();
  });

  it('updates a template and records the activity', async () => {
    const response = await post('/api/template/update', { ...complaint, is_enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'E-mail template updated successfully.',
      data: {
        event: 'complaint_customer',
        language: 'en',
        subject: complaint.subject,
        body: complaint.body,
        is_default: false,
        is_enabled: false,
        days_before: null,
      },
    });
    const row = await prisma().emailTemplate.findUniqueOrThrow({
      where: { event: 'complaint_customer' },
      include: { texts: true },
    });
    expect(row).toMatchObject({ isEnabled: false });
    expect(row.texts).toMatchObject([{ language: 'en', subject: complaint.subject, body: complaint.body }]);
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'template', recordId: row.id },
    });
    expect(log.description).toBe(
      'Updated the e-mail template Complaint notice to customer (English), turned off',
    );
    expect((await post('/api/template/update', complaint)).statusCode).toBe(200);
  });

  it('keeps loops and helpers of the stock templates valid', async () => {
    for (const event of ['monthly_service_list', 'employee_daily_tasks', 'complaint_admin'] as const) {
      const stock = DEFAULT_EMAIL_TEMPLATES[event];
      const response = await post('/api/template/update', {
        event,
        language: 'en',
        subject: stock.subject,
        body: stock.body,
        is_enabled: true,
      });
      expect(response.statusCode, event).toBe(200);
    }
  });

  it('sets the days before of the service reminder, from 1 to 60', async () => {
    const stock = DEFAULT_EMAIL_TEMPLATES.service_reminder;
    const base = {
      event: 'service_reminder',
      language: 'en',
      subject: stock.subject,
      body: stock.body,
      is_enabled: true,
    };
    expect((await post('/api/template/update', { ...base, days_before: 60 })).json().data.days_before).toBe(
      60,
    );
    expect((await post('/api/template/update', { ...base, days_before: '1' })).json().data.days_before).toBe(
      1,
    );
  });

  it.each([
    [{ subject: '' }, 'subject', 'Subject is required!'],
    [{ subject: '   ' }, 'subject', 'Subject is required!'],
    [{ body: '' }, 'body', 'Body is required!'],
    [{ subject: 'x'.repeat(256) }, 'subject', 'Maximum length of 255 exceeded!'],
    [
      { subject: 'Complaint {{complaint_number}' },
      'subject',
      'The template cannot be read: check the braces and block tags on line 1.',
    ],
    [
      { body: '<p>Hi</p>\n{{#if description}}open' },
      'body',
      'The template cannot be read: check the braces and block tags on line 2.',
    ],
    [
      { body: '<p>{{#if status}}x{{/each}}</p>' },
      'body',
      'The template cannot be read: check the braces and block tags on line 1.',
    ],
    [{ body: '<p>{{password}}</p>' }, 'body', 'The variable password is not available in this template.'],
    [
      { subject: 'Hi {{sale_number}}' },
      'subject',
      'The variable sale_number is not available in this template.',
    ],
    [{ body: '{{default secret "x"}}' }, 'body', 'The variable secret is not available in this template.'],
    [
      { body: '{{#each services}}{{this.name}}{{/each}}' },
      'body',
      'The variable services is not available in this template.',
    ],
    [
      { body: '<p>{{{description}}}</p>' },
      'body',
      'Values must be written with two braces, not three: they are always HTML-escaped.',
    ],
    [
      { body: '<p>{{& description}}</p>' },
      'body',
      'Values must be written with two braces, not three: they are always HTML-escaped.',
    ],
    [
      { body: '{{lookup customer_name "x"}}' },
      'body',
      'The helper lookup is not allowed; use if, unless, each or default.',
    ],
    [{ body: '{{> header}}' }, 'body', 'The helper > is not allowed; use if, unless, each or default.'],
    [{ days_before: 3 }, 'days_before', 'Days before applies only to the service reminder.'],
  ])('refuses %j on %s: "%s", changing nothing', async (change, path, message) => {
    const before = await snapshot();
    const response = await post('/api/template/update', { ...complaint, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ days_before: 0 }, 'Days before must be between 1 and 60'],
    [{ days_before: 61 }, 'Days before must be between 1 and 60'],
    [{ days_before: '2.5' }, 'Days before must be between 1 and 60'],
    [{ days_before: null }, 'Days before is required!'],
  ])('refuses the reminder with %j: "%s"', async (change, message) => {
    const stock = DEFAULT_EMAIL_TEMPLATES.service_reminder;
    const before = await snapshot();
    const response = await post('/api/template/update', {
      event: 'service_reminder',
      language: 'en',
      subject: stock.subject,
      body: stock.body,
      is_enabled: true,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'days_before', message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the item fields inside a loop', async () => {
    const stock = DEFAULT_EMAIL_TEMPLATES.employee_daily_tasks;
    const response = await post('/api/template/update', {
      event: 'employee_daily_tasks',
      language: 'en',
      subject: stock.subject,
      body: '<ul>{{#each tasks}}<li>{{this.name}} {{@index}} {{this.price}}</li>{{/each}}</ul>',
      is_enabled: true,
    });
    expect(response.json().issues).toEqual([
      { path: 'body', message: 'The variable this.price is not available in this template.' },
    ]);
  });

  it('escapes a hostile value in a mail rendered from a saved template', async () => {
    expect((await post('/api/template/update', complaint)).statusCode).toBe(200);
    await enqueueTemplateMail(
      prisma(),
      'complaint_customer',
      'victim@example.com',
      {
        customer_name: '<script>alert(1)</script>',
        complaint_number: 'CMP-<b>1</b>',
        description: '<img src=x onerror=alert(2)>',
      },
      { dedupeKey: 'template-test-hostile' },
    );
    const mail = await prisma().mailOutbox.findUniqueOrThrow({
      where: { dedupeKey: 'template-test-hostile' },
    });
    expect(mail.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    // The subject is plain text: the value reads as typed, and no mail client renders it as markup.
    expect(mail.subject).toBe('Complaint CMP-<b>1</b> received');
  });

  it('previews unsaved texts with sample values, and refuses what the save refuses', async () => {
    const before = await snapshot();
    const response = await post('/api/template/preview', {
      event: 'complaint_customer',
      subject: 'About {{complaint_number}}',
      body: '<p>Dear {{customer_name}}, {{default employee_name "nobody"}}</p>',
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json().data;
    expect(preview.subject).toBe(`About ${TEMPLATE_SAMPLE_VALUES.complaint_number}`);
    expect(preview.html).toContain(
      `<p>Dear ${TEMPLATE_SAMPLE_VALUES.customer_name}, ${TEMPLATE_SAMPLE_VALUES.employee_name}</p>`,
    );
    expect(preview.html).toContain('AMC Service Manager');
    const loop = await post('/api/template/preview', {
      event: 'monthly_service_list',
      subject: 'x',
      body: DEFAULT_EMAIL_TEMPLATES.monthly_service_list.body,
    });
    expect(loop.json().data.html).toContain('<li>2026-01-12: Quarterly filter change</li>');
    const bad = await post('/api/template/preview', {
      event: 'complaint_customer',
      subject: 'ok',
      body: '{{{customer_name}}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      {
        path: 'body',
        message: 'Values must be written with two braces, not three: they are always HTML-escaped.',
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  describe('per language', () => {
    const german = defaultTemplateText('complaint_customer', 'de');
    const english = DEFAULT_EMAIL_TEMPLATES.complaint_customer;
    const listIn = async (language: string) =>
      (await t.as(t.adminToken, { url: `/api/template/list?language=${language}` })).json().data as {
        event: string;
        language: string;
        subject: string;
        body: string;
        is_default: boolean;
      }[];
    const complaintIn = async (language: string) =>
      (await listIn(language)).find((row) => row.event === 'complaint_customer')!;
    const reset = (language: string) =>
      post('/api/template/reset', { event: 'complaint_customer', language });

    beforeAll(async () => {
      await reset('en');
      await reset('de');
    });

    it('lists each language with its own shipped text, marked default', async () => {
      expect(german.subject).not.toBe(english.subject);
      expect(await complaintIn('de')).toMatchObject({
        language: 'de',
        subject: german.subject,
        body: german.body,
        is_default: true,
      });
      expect(await complaintIn('en')).toMatchObject({ subject: english.subject, is_default: true });
    });

    it('edits German alone: English keeps its default, and reset brings the German default back', async () => {
      const edited = { ...complaint, language: 'de', subject: 'Ihre Reklamation {{complaint_number}}' };
      const saved = await post('/api/template/update', edited);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ language: 'de', subject: edited.subject, is_default: false });
      expect(await complaintIn('de')).toMatchObject({ subject: edited.subject, is_default: false });
      expect(await complaintIn('en')).toMatchObject({ subject: english.subject, is_default: true });
      const rows = await prisma().emailTemplateText.findMany({ select: { language: true } });
      expect(rows).toEqual([{ language: 'de' }]);

      const back = await reset('de');
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({
        message: 'The e-mail template is back to its default text in this language.',
        data: { language: 'de', subject: german.subject, body: german.body, is_default: true },
      });
      expect(await prisma().emailTemplateText.count()).toBe(0);
      const log = await prisma().activityLog.findFirstOrThrow({ orderBy: { id: 'desc' } });
      expect(log.description).toBe(
        'Reset the e-mail template Complaint notice to customer (Deutsch) to its default text',
      );
    });

    it('keeps no row for a save of the unchanged default text (it follows the shipped default)', async () => {
      const response = await post('/api/template/update', {
        ...complaint,
        language: 'de',
        subject: german.subject,
        body: german.body,
      });
      expect(response.json().data.is_default).toBe(true);
      expect(await prisma().emailTemplateText.count()).toBe(0);
    });

    it('refuses a language not offered (400), changing nothing', async () => {
      const before = await snapshot();
      const list = await t.as(t.adminToken, { url: '/api/template/list?language=xx' });
      expect(list.statusCode).toBe(400);
      expect(list.json().message).toBe('Choose one of the offered languages.');
      for (const [url, payload] of [
        ['/api/template/update', { ...complaint, language: 'klingon' }],
        ['/api/template/reset', { event: 'complaint_customer', language: 'EN' }],
        ['/api/template/preview', { event: 'sale', subject: 'x', body: 'y', language: 'xx' }],
      ] as const) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().issues, url).toEqual([
          { path: 'language', message: 'Choose one of the offered languages.' },
        ]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('previews in the language, right to left where it is written so', async () => {
      const hebrew = defaultTemplateText('complaint_customer', 'he');
      const response = await post('/api/template/preview', {
        event: 'complaint_customer',
        language: 'he',
        subject: hebrew.subject,
        body: hebrew.body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.html).toContain('<html lang="he" dir="rtl">');
      const english = await post('/api/template/preview', { event: 'sale', subject: 'x', body: 'y' });
      expect(english.json().data.html).toContain('<html lang="en" dir="ltr">');
    });

    it("mails each recipient in its own language, else in the business's", async () => {
      const variables = { customer_name: 'Jana', complaint_number: 'CMP-7', description: 'Leak' };
      const kunde = await createUser(t.app, 'customer', 'kunde@example.com');
      await prisma().user.update({ where: { id: kunde.id }, data: { language: 'de' } });
      await createUser(t.app, 'customer', 'plain@example.com');
      await post('/api/template/update', { ...complaint, subject: 'Edited English {{complaint_number}}' });
      const mailTo = async (to: string, key: string) => {
        await enqueueTemplateMail(prisma(), 'complaint_customer', to, variables, { dedupeKey: key });
        return prisma().mailOutbox.findUniqueOrThrow({ where: { dedupeKey: key } });
      };

      const toGerman = await mailTo('kunde@example.com', 'lang-de');
      expect(toGerman.subject).toBe(german.subject.replace('{{complaint_number}}', 'CMP-7'));
      expect(toGerman.html).toContain('<html lang="de" dir="ltr">');
      // No language of its own: the business's system language, English here, with the admin's English edit.
      expect((await mailTo('plain@example.com', 'lang-system-en')).subject).toBe('Edited English CMP-7');
      await prisma().setting.update({ where: { id: 1 }, data: { systemLanguage: 'he' } });
      try {
        const hebrew = await mailTo('plain@example.com', 'lang-system-he');
        expect(hebrew.subject).toBe(
          defaultTemplateText('complaint_customer', 'he').subject.replace('{{complaint_number}}', 'CMP-7'),
        );
        expect(hebrew.html).toContain('dir="rtl"');
        // The German reader keeps German whatever the business's language.
        expect((await mailTo('kunde@example.com', 'lang-de-2')).subject).toBe(toGerman.subject);
      } finally {
        await prisma().setting.update({ where: { id: 1 }, data: { systemLanguage: 'en' } });
        await reset('en');
      }
    });
  });

  it('refuses every template call to anyone but the admin (403), changing nothing', async () => {
    const before = await snapshot();
    for (const token of memberTokens) {
      expect((await t.as(token, { url: '/api/template/list' })).statusCode).toBe(403);
      expect(
        (await post('/api/template/update', { ...complaint, subject: 'Hacked' }, token)).statusCode,
      ).toBe(403);
      expect((await post('/api/template/preview', complaint, token)).statusCode).toBe(403);
      expect((await post('/api/template/reset', { event: 'sale', language: 'en' }, token)).statusCode).toBe(
        403,
      );
    }
    expect((await t.as(null, { url: '/api/template/list' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
