import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

const suffix = Date.now().toString(36);

/** A real receiver on 127.0.0.1 (the e2e server allows private addresses: WEBHOOKS_ALLOW_PRIVATE). */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/amc-${suffix}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const person = (role: 'customer' | 'employee', name: string) => ({
  role,
  first_name: name,
  last_name: 'Hook',
  gender: 'female',
  birth_date: '1990-01-01',
  address: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  mobile: `9${String(Date.now()).slice(-9)}`,
  email: `${name.toLowerCase()}.${suffix}@e2e.example`,
  password: 'Secret123',
  password_confirmation: 'Secret123',
  ...(role === 'customer' ? { company_name: 'Hook Traders', company_contact_person: name } : {}),
});

test('an admin registers a webhook to a receiver and sees a signed delivery for a new complaint', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page);
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByTestId('webhook-form');
    await form.getByLabel(/^Address/).fill(receiver.url);
    await form.getByLabel(/^Complaint created/).check();
    await form.getByRole('button', { name: 'Save' }).click();
    const card = page.locator('[data-testid^="webhook-card-"]').filter({ hasText: receiver.url });
    await expect(card.getByText('Active')).toBeVisible();
    await card.getByRole('button', { name: 'Show' }).click();
    const secret = (await card.locator('code').filter({ hasText: 'whsec_' }).textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);

    const api = await adminApi(request);
    const customer = await api.post<{ data: { id: number } }>('/api/user/store', person('customer', 'Asha'));
    const employee = await api.post<{ data: { id: number } }>('/api/user/store', person('employee', 'Ravi'));
    const type = await api.post<{ data: { id: number } }>('/api/category/store', {
      type: 'complaint_type',
      name: `Leak ${suffix}`,
    });
    const complaint = await api.post<{ data: { complaint_no: string } }>('/api/complaint/store', {
      customer_id: customer.data.id,
      type_id: type.data.id,
      description: 'Water drips from the indoor unit.',
      assigned_to_id: employee.data.id,
      charge: '0',
    });

    // The delivery goes out right after the answer (the worker is kicked); the receiver is asked until it has it.
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const timestamp = delivery!.headers['x-amc-timestamp'] as string;
    const signature = createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(delivery!.headers['x-amc-signature']).toBe(`sha256=${signature}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'complaint.created',
      data: { complaint_no: complaint.data.complaint_no },
    });

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = card.locator('[data-testid^="webhook-log-"]');
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByText('HTTP 200', { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Send a test' }).click();
    await expect(log.getByText('webhook.test', { exact: true })).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(2);
    await takeScreenshot(page, 'webhooks');
  } finally {
    await receiver.close();
  }
});
