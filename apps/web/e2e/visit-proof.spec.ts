import { todayIn } from '@amc/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, type TAdminApi } from './support/admin-api';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Secret123';
/** Each journey its own people (tag "a" or "b"), so the two never see each other's visits, stock or mail. */
const peopleNamed = (tag: string) => ({
  employee: { email: `tech.${tag}.${mark}@example.com`, first: 'Imran', last: `Khan${tag}${mark}` },
  customer: { email: `owner.${tag}.${mark}@example.com`, first: 'Meera', last: `Joshi${tag}${mark}` },
  supplier: { email: `parts.${tag}.${mark}@example.com`, first: 'Sunil', last: `Parts${tag}${mark}` },
});
const ONLINE_VISIT = `Gas top-up ${mark}`;
const OFFLINE_VISIT = `Filter change ${mark}`;
const STOCK_AT_START = 10;

type TRow = { id: number };
type TWho = { email: string; first: string; last: string };
type TPeople = {
  employee: TWho;
  customer: TWho;
  employeeId: number;
  customerId: number;
  productId: number;
  productName: string;
};

async function addUser(api: TAdminApi, role: string, who: TWho) {
  const answer = await api.post<{ data: TRow }>('/api/user/store', {
    role,
    first_name: who.first,
    last_name: who.last,
    email: who.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    gender: 'male',
    birth_date: '1988-02-03',
    address: '7 Baner Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
    mobile: '9822011122',
    // Company fields belong to customers and suppliers only.
    ...(role === 'employee' ? {} : { company_name: `${who.last} and Co`, company_contact_person: who.first }),
  });
  return answer.data.id;
}

/** An employee, a customer, and a spare part with STOCK_AT_START units delivered by a supplier. */
async function createPeople(api: TAdminApi, tag: string): Promise<TPeople> {
  const named = peopleNamed(tag);
  const employeeId = await addUser(api, 'employee', named.employee);
  const customerId = await addUser(api, 'customer', named.customer);
  const supplierId = await addUser(api, 'supplier', named.supplier);
  const productName = `Air filter ${tag} ${mark}`;
  const product = await api.post<{ data: TRow }>('/api/product/store', {
    code: `FLT-${tag.toUpperCase()}-${mark.toUpperCase()}`,
    name: productName,
    model_number: 'AF-2',
    price: '450',
  });
  await api.post('/api/purchase/store', {
    supplier_id: supplierId,
    date: '2026-03-15',
    contact_person: 'Sunil',
    billing_address: 'Plot 4, MIDC, Pune',
    status: 'delivered',
    items: [{ product_id: product.data.id, quantity: STOCK_AT_START, rate: '300' }],
  });
  return { ...named, employeeId, customerId, productId: product.data.id, productName };
}

async function addVisit(api: TAdminApi, people: TPeople, title: string, today: string) {
  const answer = await api.post<{ data: TRow }>('/api/service/store', {
    customer_id: people.customerId,
    service_title: title,
    service_date: today,
    assigned_to_id: people.employeeId,
    status: 'open',
    charge: '0',
  });
  return answer.data.id;
}

/** A real picture for the file input: the browser must decode it to resize it. */
async function photoOf(page: Page) {
  return { name: 'unit.png', mimeType: 'image/png', buffer: await page.screenshot() };
}

/** Signs the canvas with a zigzag, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByLabel('Signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1)
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -25 : 25), {
      steps: 4,
    });
  await page.mouse.up();
}

/** Fills the whole completion form: time on site, work, one chargeable part, a photo and the signature. */
async function fillCompletion(page: Page, people: TPeople, quantity: number) {
  await page.getByRole('button', { name: 'Arrival: Now' }).click();
  await page.getByLabel('Work done').fill('Cleaned the coils and topped up the gas.');
  await page.getByLabel('Findings').fill('Outdoor unit fan bearing is worn.');
  await page.getByRole('button', { name: 'Add part' }).click();
  await page.getByRole('combobox', { name: 'Product' }).last().click();
  await page.getByRole('option', { name: new RegExp(people.productName) }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).last().fill(String(quantity));
  await page
    .locator('label')
    .filter({ hasText: /^Chargeable$/ })
    .last()
    .click();
  await page.locator('input[type="file"][aria-label="Photos"]').setInputFiles(await photoOf(page));
  await expect(page.getByRole('img', { name: /Photo 1/ })).toBeVisible();
  await sign(page);
  await page.getByLabel('Signed by').fill(`${people.customer.first} ${people.customer.last}`);
  await page.getByRole('button', { name: 'Finish: Now' }).click();
}

async function readAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

async function stockOf(api: TAdminApi, productName: string) {
  const answer = await api.get<{ data: { product: { name: string }; current_stock: number }[] }>(
    '/api/stock/list',
    { search: productName },
  );
  return answer.data.find((row) => row.product.name === productName)?.current_stock;
}

async function mailsAbout(api: TAdminApi, to: string) {
  const answer = await api.get<{ data: { to_address: string; event: string | null }[] }>('/api/mail/outbox', {
    search: to,
    per_page: 100,
  });
  return answer.data.filter((mail) => mail.to_address === to && mail.event === 'service_done');
}

test('a visit completed on the phone with parts, a photo and a signature; the customer opens its report', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const people = await createPeople(api, 'a');
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const today = todayIn(settings.data.time_zone);
  const serviceId = await addVisit(api, people, ONLINE_VISIT, today);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, people.employee.email, PASSWORD);
  const card = page.locator('[data-testid^="visit-"]').filter({ hasText: ONLINE_VISIT });
  await card.getByRole('button', { name: 'Accept' }).click();
  await card.getByRole('link', { name: 'Complete visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/service/complete/${serviceId}$`));
  await fillCompletion(page, people, 2);
  await takeScreenshot(page, 'visit-complete-phone');
  await page.getByRole('button', { name: 'Complete visit' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

  const report = await request.get(`/api/service/report/${serviceId}`, {
    headers: await readAs(request, people.employee.email),
  });
  expect(report.ok()).toBe(true);
  const proof = (await report.json()).data;
  expect(proof.photos).toHaveLength(1);
  expect(proof.signature.signed_by).toBe(`${people.customer.first} ${people.customer.last}`);
  expect(proof.parts).toMatchObject([
    { quantity: 2, covered: false, unit_price: '450.00', amount: '900.00' },
  ]);
  expect(proof.started_at).not.toBeNull();
  expect(await stockOf(api, people.productName)).toBe(STOCK_AT_START - 2);
  await expect.poll(async () => (await mailsAbout(api, people.customer.email)).length).toBe(1);
  await context.close();

  // The customer finds the visit on its home and opens the report, by clicking only.
  const customer = await browser.newContext({ viewport: PHONE });
  const customerPage = await customer.newPage();
  await signIn(customerPage, people.customer.email, PASSWORD);
  const visit = customerPage.getByTestId('customer-home-visit').filter({ hasText: ONLINE_VISIT });
  await expect(visit).toBeVisible();
  await takeScreenshot(customerPage, 'customer-home-visit-report');
  const pdf = customerPage.waitForResponse((answer) =>
    answer.url().includes(`/api/service/pdf/${serviceId}`),
  );
  await visit.getByRole('button', { name: 'Open report (PDF)' }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await customer.close();
});

test('a visit completed without signal is kept, sent once when the signal is back, and closes once', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const people = await createPeople(api, 'b');
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const today = todayIn(settings.data.time_zone);
  const serviceId = await addVisit(api, people, OFFLINE_VISIT, today);
  const employee = await readAs(request, people.employee.email);
  expect(
    (
      await request.post('/api/service/approveEmployeeStatus', { headers: employee, data: { id: serviceId } })
    ).ok(),
  ).toBe(true);

  // The service worker, which the other journeys do without (playwright.config.ts), keeps the app without signal.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, people.employee.email, PASSWORD);
  const card = page.locator('[data-testid^="visit-"]').filter({ hasText: OFFLINE_VISIT });
  // The service worker takes over the page once it is installed; from then on the app loads without a network.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await card.getByRole('link', { name: 'Complete visit' }).click();
  await expect(page.getByLabel('Work done')).toBeVisible();

  await context.setOffline(true);
  await fillCompletion(page, people, 1);
  await page.getByRole('button', { name: 'Complete visit' }).click();
  await expect(page.getByText('Waiting to send').first()).toBeVisible();
  // Reloading without signal loses nothing: the app, its data and the waiting completion come back.
  await page.reload();
  await expect(page.getByText('Waiting to send').first()).toBeVisible();
  await takeScreenshot(page, 'visit-waiting-offline');
  expect(await stockOf(api, people.productName)).toBe(STOCK_AT_START);

  await context.setOffline(false);
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const service = await request.get(`/api/service/report/${serviceId}`, { headers: employee });
  const proof = (await service.json()).data;
  expect(proof.photos).toHaveLength(1);
  expect(proof.signature).not.toBeNull();
  expect(await stockOf(api, people.productName)).toBe(STOCK_AT_START - 1);
  await expect.poll(async () => (await mailsAbout(api, people.customer.email)).length).toBe(1);
  // A second online event sends nothing more.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1000);
  expect(await stockOf(api, people.productName)).toBe(STOCK_AT_START - 1);
  expect((await mailsAbout(api, people.customer.email)).length).toBe(1);
  await context.close();
});
