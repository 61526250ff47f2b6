import { hashToken } from '../src/lib/kernel/secure-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, multipart, type TInstalledApp } from './helpers/test-app';
import { seedWorkParties } from './helpers/work-parties';

describe('bad input answers 4xx and changes nothing', () => {
  let t: TInstalledApp;

  beforeAll(async () => {
    t = await createInstalledApp();
    // A new installation takes no sign-ups (issue 26); these tests sign up, so the admin has opened it.
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { registrationEnabled: true } });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, token: string | null = t.adminToken) =>
    t.as(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

  it('takes no coerced id: {"id": true} deletes nothing', async () => {
    const tax = await t.app.db.prisma.tax.create({ data: { name: 'GST', percentage: '18.00' } });
    for (const id of [true, ` ${tax.id} `, `0x${tax.id}`, [tax.id], [[tax.id]]]) {
      const response = await post('/api/tax/delete', { id });
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json().message).toBe('An id must be a positive whole number.');
    }
    expect((await post('/api/tax/deleteMulti', { ids: [true] })).statusCode).toBe(400);
    expect((await post('/api/tax/deleteMulti', { ids: [[tax.id]] })).statusCode).toBe(400);
    expect(await t.app.db.prisma.tax.count({ where: { id: tax.id } })).toBe(1);
  });

  /** Multipart bodies a broken client or an attacker sends: each answers 400, never 500. */
  const MALFORMED_MULTIPART: { name: string; contentType: string; body: string }[] = [
    {
      name: 'truncated part',
      contentType: 'multipart/form-data; boundary=abc',
      body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nGST',
    },
    {
      name: 'boundary that never appears',
      contentType: 'multipart/form-data; boundary=abc',
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nGST\r\n--xyz--\r\n',
    },
    { name: 'no boundary', contentType: 'multipart/form-data', body: 'name=GST' },
    { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: '--\r\n\r\n--' },
    {
      name: 'truncated file',
      contentType: 'multipart/form-data; boundary=abc',
      body: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    },
  ];

  it('answers a malformed multipart body with 400, signed in or not', async () => {
    const before = await t.app.db.prisma.tax.count();
    for (const url of ['/api/tax/store', '/api/login', '/api/auth/register', '/api/setting/update']) {
      for (const token of [t.adminToken, null]) {
        for (const bad of MALFORMED_MULTIPART) {
          const response = await t.as(token, {
            method: 'POST',
            url,
            headers: { 'content-type': bad.contentType },
            payload: bad.body,
          });
          const label = `${url} ${token ? 'signed in' : 'anonymous'}: ${bad.name}`;
          if (response.statusCode === 401) continue;
          expect(response.statusCode, label).toBe(400);
          expect(response.json().message, label).toBe(
            'The form data could not be read. Please send it again.',
          );
        }
      }
    }
    expect(await t.app.db.prisma.tax.count()).toBe(before);
  });

  it('answers concurrent identical sign-ups and their link clicked at once with one account, never 500', async () => {
    // Each from its own address, so a per-address limit does not answer instead.
    const fromEach = (url: string, payload: object) =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app.inject({ method: 'POST', url, remoteAddress: `10.0.0.${i + 1}`, payload }),
        ),
      );
    const signups = await fromEach('/api/auth/register', {
      email: 'race@example.com',
      username: 'Race Customer',
      password: 'Welcome123',
    });
    expect(signups.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(200));
    await t.app.settleAfterReply();
    const request = await t.app.db.prisma.signupRequest.findUniqueOrThrow({
      where: { email: 'race@example.com' },
    });
    // The link of the request that stands (each newer sign-up replaced the one before, with a new link).
    const mails = await t.app.db.prisma.mailOutbox.findMany({ where: { toAddress: 'race@example.com' } });
    const tokens = mails.map((mail) => /\/session\/signup\/confirm\/([a-f0-9]{64})/.exec(mail.html)![1]!);
    const token = tokens.find((candidate) => hashToken(candidate) === request.tokenHash)!;
    const confirms = await fromEach('/api/auth/register/confirm', { token });
    const statuses = confirms.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(await t.app.db.prisma.user.count({ where: { email: 'race@example.com' } })).toBe(1);
  });

  it('refuses an unknown field by name and changes nothing: complaint/update with assign_to', async () => {
    const parties = await seedWorkParties(t);
    const type = await t.app.db.prisma.category.create({
      data: { type: 'complaint_type', name: 'Not cooling' },
    });
    const form = {
      customer_id: parties.customer,
      product_id: parties.products.split,
      date: '2026-01-05',
      type_id: type.id,
      description: 'The indoor unit blows warm air.',
      assigned_to_id: parties.employee,
      charge: '250',
    };
    const created = await post('/api/complaint/store', form);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const before = await t.app.db.prisma.complaint.findUniqueOrThrow({ where: { id } });

    const response = await post('/api/complaint/update', {
      ...form,
      id,
      description: 'Changed text',
      assign_to: parties.otherEmployee,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      message: 'Unknown field: assign_to.',
      issues: [{ path: 'assign_to', message: 'Unknown field: assign_to.' }],
    });
    expect(await t.app.db.prisma.complaint.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('refuses unknown fields in JSON and multipart forms of other modules too', async () => {
    const json = await post('/api/tax/store', { name: 'VAT', percentage: '5', is_default: true });
    expect(json.statusCode).toBe(400);
    expect(json.json().issues).toEqual([{ path: 'is_default', message: 'Unknown field: is_default.' }]);
    const form = multipart({ name: 'VAT', percentage: '5', owner_id: '1' });
    const multipartAnswer = await t.as(t.adminToken, { method: 'POST', url: '/api/tax/store', ...form });
    expect(multipartAnswer.statusCode).toBe(400);
    expect(multipartAnswer.json().message).toBe('Unknown field: owner_id.');
    expect(await t.app.db.prisma.tax.count({ where: { name: 'VAT' } })).toBe(0);
    expect((await post('/api/tax/delete', { id: 1, ids: [2] })).json().issues).toEqual([
      { path: 'ids', message: 'Unknown field: ids.' },
    ]);
  });

  it('refuses an unknown field on every call that takes a body', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const calls = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody)
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(calls.length).toBeGreaterThan(60);
    const accepted: string[] = [];
    for (const call of calls) {
      // The user forms are a union on `role`: with it, the chosen variant reports the unknown field.
      const response = await t.as(t.adminToken, {
        ...call,
        payload: { zz_unknown: 1, role: 'customer' },
      } as never);
      const named = response.statusCode === 400 && response.body.includes('Unknown field: zz_unknown.');
      if (!named)
        accepted.push(`${call.method} ${call.url} ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(accepted).toEqual([]);
  });
});
