import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { checkWebhookAddress, isInwardAddress, postWebhook } from '../src/lib/kernel/webhook-address';
import { enqueueWebhookEvent, enqueueWebhookEvents } from '../src/lib/kernel/webhook-events';
import { PAUSE_AFTER_FAILURES } from '../src/plugins/webhooks';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A real HTTP receiver on 127.0.0.1: keeps what it is sent and answers with `status`. */
async function startReceiver() {
  const received: TReceived[] = [];
  const receiver = {
    received,
    status: 200,
    url: '',
    /** Runs before the answer goes back (a change made while a try is on its way). */
    beforeAnswer: null as (() => Promise<unknown>) | null,
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      void (receiver.beforeAnswer?.() ?? Promise.resolve()).then(() =>
        response
          .writeHead(receiver.status, { 'content-type': 'text/plain' })
          .end(`answer ${receiver.status}`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { receiver, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('webhooks (issue 26, section 5)', () => {
  let t: TInstalledApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const form = {
    customer_id: 0,
    type_id: 0,
    assigned_to_id: 0,
    charge: '0',
    description: 'The unit is loud.',
  };
  beforeAll(async () => {
    t = await createInstalledApp({ webhooksAllowPrivate: true });
    receiver = await startReceiver();
    form.customer_id = (await createUser(t.app, 'customer', 'hook-customer@example.com')).id;
    form.assigned_to_id = (await createUser(t.app, 'employee', 'hook-employee@example.com')).id;
    form.type_id = (
      await t.app.db.prisma.category.create({ data: { type: 'complaint_type', name: 'Noise' } })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  afterEach(() => setClock(null));

  const register = (events: string[], url = receiver.receiver.url) =>
    t.as(t.adminToken, { method: 'POST', url: '/api/webhook/store', payload: { url, events } });
  const fileComplaint = () =>
    t.as(t.adminToken, {
      method: 'POST',
      url: '/api/complaint/store',
      payload: form,
    });

  it('refuses private, loopback and link-local addresses unless the server allows them', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.9',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      '0.0.0.0',
    ])
      expect(isInwardAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::6810:85e5'])
      expect(isInwardAddress(address), address).toBe(false);
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
      'http://localhost/x',
    ])
      await expect(checkWebhookAddress(url, false), url).rejects.toThrow(
        'This address is on a private network or on this server: webhooks may not call it.',
      );
    await expect(checkWebhookAddress(receiver.receiver.url, true)).resolves.toBeUndefined();
    // At the connection too: a name that resolves inward is refused there, whatever was checked when it was saved.
    await expect(
      postWebhook(
        receiver.receiver.url.replace('127.0.0.1', 'localhost'),
        '{}',
        {},
        { allowPrivate: false, timeoutMs: 2000 },
      ),
    ).rejects.toThrow('webhooks may not call it');
    expect(receiver.receiver.received).toHaveLength(0);

    for (const payload of [
      { url: 'ftp://example.com/x', events: ['complaint.created'] },
      { url: 'https://user:pass@example.com/x', events: ['complaint.created'] },
      { url: 'not a url', events: ['complaint.created'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['complaint.deleted'] },
    ])
      expect(
        (await t.as(t.adminToken, { method: 'POST', url: '/api/webhook/store', payload })).statusCode,
      ).toBe(400);
  });

  it('delivers a new complaint once, signed over its timestamp and body, and logs the try', async () => {
    const employee = await signIn(t.app, 'hook-employee@example.com', 'Secret123');
    expect((await t.as(employee, { url: '/api/webhook/list' })).statusCode).toBe(403);
    expect(
      (
        await t.as(employee, {
          method: 'POST',
          url: '/api/webhook/store',
          payload: { url: receiver.receiver.url, events: ['complaint.created'] },
        })
      ).statusCode,
    ).toBe(403);

    const made = await register(['complaint.created', 'complaint.resolved']);
    expect(made.statusCode, made.body).toBe(200);
    const hook = made.json().data;
    expect(hook.secret).toMatch(/^whsec_[\w-]{32}$/);

    const complaint = await fileComplaint();
    expect(complaint.statusCode, complaint.body).toBe(200);
    expect(await t.app.webhookWorker.runOnce()).toBe(1);
    expect(await t.app.webhookWorker.runOnce()).toBe(0);
    const [sent] = receiver.receiver.received;
    expect(receiver.receiver.received).toHaveLength(1);
    const timestamp = sent!.headers['x-amc-timestamp'] as string;
    const expected = createHmac('sha256', hook.secret).update(`${timestamp}.${sent!.body}`).digest('hex');
    expect(sent!.headers['x-amc-signature']).toBe(`sha256=${expected}`);
    expect(sent!.headers['x-amc-event']).toBe('complaint.created');
    const body = JSON.parse(sent!.body);
    expect(body).toMatchObject({
      id: sent!.headers['x-amc-delivery'],
      event: 'complaint.created',
      data: {
        id: complaint.json().data.id,
        complaint_no: complaint.json().data.complaint_no,
        customer_id: form.customer_id,
      },
    });

    // Bills in bulk (the billing run's batch): one delivery per bill and endpoint, once, whatever runs twice.
    const bills = (await register(['bill.created'])).json().data;
    const batch = [1, 2, 3].map((id) => ({ key: String(id), data: { id } }));
    await enqueueWebhookEvents(t.app.db.prisma, 'bill.created', batch);
    await enqueueWebhookEvents(t.app.db.prisma, 'bill.created', batch);
    expect(await t.app.db.prisma.webhookDelivery.count({ where: { webhookId: bills.id } })).toBe(3);
    await t.as(t.adminToken, { method: 'POST', url: `/api/webhook/delete/${bills.id}` });
    expect(await t.app.db.prisma.webhookDelivery.count({ where: { webhookId: bills.id } })).toBe(0);

    // The same event queued again (a job run twice) makes no second delivery.
    await enqueueWebhookEvent(t.app.db.prisma, 'complaint.created', String(body.data.id), {});
    expect(await t.app.db.prisma.webhookDelivery.count({ where: { webhookId: hook.id } })).toBe(1);

    const log = (await t.as(t.adminToken, { url: `/api/webhook/deliveries/${hook.id}` })).json().data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      tries: [{ status: 200, response: 'answer 200' }],
    });
    await t.as(t.adminToken, { method: 'POST', url: `/api/webhook/delete/${hook.id}` });
  });

  it('retries with back-off, pauses an endpoint that keeps failing and tells the admins; resume sends what waited', async () => {
    const hook = (await register(['complaint.created'])).json().data;
    receiver.receiver.status = 500;
    const before = receiver.receiver.received.length;
    expect((await fileComplaint()).statusCode).toBe(200);
    let clock = Date.now();
    for (let attempt = 0; attempt < PAUSE_AFTER_FAILURES; attempt += 1) {
      setClock(() => new Date(clock));
      expect(await t.app.webhookWorker.runOnce()).toBe(0);
      // Not yet due again: the next pass sends nothing.
      expect(receiver.receiver.received.length - before).toBe(attempt + 1);
      expect(await t.app.webhookWorker.runOnce()).toBe(0);
      expect(receiver.receiver.received.length - before).toBe(attempt + 1);
      clock += 2 * 3600_000;
    }
    const paused = (await t.as(t.adminToken, { url: '/api/webhook/list' }))
      .json()
      .data.find((h: { id: number }) => h.id === hook.id);
    expect(paused).toMatchObject({ status: 'paused', failures_in_row: PAUSE_AFTER_FAILURES });
    const notice = await t.app.db.prisma.mailOutbox.findMany({ where: { event: 'webhook_paused' } });
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('A webhook is paused: its address keeps failing');
    setClock(() => new Date(clock));
    expect(await t.app.webhookWorker.runOnce()).toBe(0);
    expect(receiver.receiver.received.length - before).toBe(PAUSE_AFTER_FAILURES);

    const log = (await t.as(t.adminToken, { url: `/api/webhook/deliveries/${hook.id}` })).json().data;
    expect(log[0]).toMatchObject({ status: 'queued', attempts: PAUSE_AFTER_FAILURES });
    expect(log[0].tries[0]).toMatchObject({ status: 500, response: 'answer 500' });

    receiver.receiver.status = 204;
    expect(
      (await t.as(t.adminToken, { method: 'POST', url: `/api/webhook/resume/${hook.id}` })).statusCode,
    ).toBe(200);
    expect(await t.app.webhookWorker.runOnce()).toBe(1);
    // "Send a test" goes to this endpoint alone.
    expect(
      (await t.as(t.adminToken, { method: 'POST', url: `/api/webhook/test/${hook.id}` })).statusCode,
    ).toBe(200);
    expect(await t.app.webhookWorker.runOnce()).toBe(1);
    expect(receiver.receiver.received.at(-1)!.headers['x-amc-event']).toBe('webhook.test');
    expect((await t.as(t.adminToken, { method: 'POST', url: '/api/webhook/test/999999' })).statusCode).toBe(
      404,
    );
  });

  it('lets an endpoint be deleted while a try is on its way: the try is simply not recorded', async () => {
    receiver.receiver.status = 200;
    const hook = (await register(['complaint.created'])).json().data;
    expect((await fileComplaint()).statusCode).toBe(200);
    receiver.receiver.beforeAnswer = () =>
      t.as(t.adminToken, { method: 'POST', url: `/api/webhook/delete/${hook.id}` });
    try {
      await expect(t.app.webhookWorker.runOnce()).resolves.toBe(1);
    } finally {
      receiver.receiver.beforeAnswer = null;
    }
    expect(await t.app.db.prisma.webhook.count({ where: { id: hook.id } })).toBe(0);
    expect(await t.app.db.prisma.webhookAttempt.count({ where: { delivery: { webhookId: hook.id } } })).toBe(
      0,
    );
  });
});
