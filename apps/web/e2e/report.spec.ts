import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const CUSTOMER = { first: 'Sunita', last: `Bose${mark}`, email: `sunita.${mark}@example.com` };
const CUSTOMER_NAME = `${CUSTOMER.first} ${CUSTOMER.last}`;
const SERVICE_TITLE = `Report visit ${mark}`;

type TAuth = { Authorization: string };

/**
 * A day as YYYY-MM-DD, `days` after the installation's today (its time zone is India's: on the last evening of a
 * month in UTC it is already the next month there, and the report opens on the business's month).
 */
const businessDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Today as YYYY-MM-DD, the day the sale and the service are dated (the report opens on this month). */
const today = () => businessDay();

async function store(request: APIRequestContext, headers: TAuth, path: string, data: object) {
  const answer = await request.post(path, { headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: number } & Record<string, unknown> }).data;
}

/**
 * A customer, a supplier and a product; a delivered purchase puts the product in stock, then a sale of 2 x 1250.50
 * (2501.00, no tax) and a service of this month, all through the API as the admin.
 */
async function createRecords(request: APIRequestContext): Promise<{ saleNo: string }> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const person = {
    password: 'Secret123',
    password_confirmation: 'Secret123',
    birth_date: '1988-04-05',
    address: '7 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  };
  const customer = await store(request, headers, '/api/user/store', {
    ...person,
    role: 'customer',
    gender: 'female',
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last,
    email: CUSTOMER.email,
    mobile: '9830012345',
    company_name: 'Bose Stores',
    company_contact_person: CUSTOMER_NAME,
  });
  const supplier = await store(request, headers, '/api/user/store', {
    ...person,
    role: 'supplier',
    gender: 'male',
    first_name: 'Pradeep',
    last_name: `Das${mark}`,
    email: `pradeep.${mark}@example.com`,
    mobile: '9830054321',
    company_name: 'Das Cooling',
    company_contact_person: 'Pradeep Das',
  });
  const product = await store(request, headers, '/api/product/store', {
    code: `RPT-${mark.toUpperCase()}`,
    name: `Window AC ${mark}`,
    model_number: 'WA-15',
    price: '1250.50',
  });
  await store(request, headers, '/api/purchase/store', {
    supplier_id: supplier.id,
    date: today(),
    billing_address: '7 Park Street, Kolkata',
    status: 'delivered',
    items: [{ product_id: product.id, quantity: 5, rate: '900' }],
  });
  const sale = await store(request, headers, '/api/sale/store', {
    customer_id: customer.id,
    date: today(),
    billing_address: '7 Park Street, Kolkata',
    items: [{ product_id: product.id, quantity: 2, price: '1250.50' }],
  });
  await store(request, headers, '/api/service/store', {
    customer_id: customer.id,
    service_title: SERVICE_TITLE,
    service_date: today(),
    charge: '345.25',
    status: 'open',
  });
  return { saleNo: String(sale.sale_no) };
}

/** A day in the installation's default date format (DD-MM-YYYY), `days` after today. */
function shownDay(days = 0): string {
  const [year, month, date] = businessDay(days).split('-');
  return `${date}-${month}-${year}`;
}

async function setRange(page: Page, start: string, end: string) {
  await page.getByRole('textbox', { name: /^Start date/ }).fill(start);
  await page.getByRole('textbox', { name: /^End date/ }).fill(end);
  await page.getByRole('textbox', { name: /^Start date/ }).click();
  await page.getByRole('button', { name: 'Go' }).click();
}

test('an admin runs the sell report of this month, downloads it, and runs the service report', async ({
  page,
  request,
}) => {
  const { saleNo } = await createRecords(request);
  await signIn(page);

  await page.goto('/report/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sell report' })).toHaveAttribute('aria-selected', 'true');
  const saleRow = page
    .getByRole('table', { name: 'Sell report' })
    .locator('tbody tr')
    .filter({ hasText: saleNo });
  await expect(saleRow).toContainText(CUSTOMER_NAME);
  await expect(saleRow).toContainText('2,501.00');
  await expect(saleRow).toContainText('Unpaid');
  await expect(page.getByTestId('sale-report-total')).toBeVisible();
  await expect(page.getByText('By month')).toBeVisible();
  await takeScreenshot(page, 'report-sale');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toBe('sellReport.csv');
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe('sellReport.pdf');

  // SPEC section 5: the end date must be later than the start date.
  await setRange(page, '10-01-2024', '05-01-2024');
  await expect(page.getByText('End date must be later than start date')).toBeVisible();
  await setRange(page, '01-01-2001', '31-01-2001');
  await expect(page.getByText('No data available in Sell Report')).toBeVisible();

  // Today and tomorrow only, so services other journeys planned this month do not push this one off the page.
  await page.getByRole('tab', { name: 'Service report' }).click();
  await setRange(page, shownDay(0), shownDay(1));
  const serviceRow = page
    .getByRole('table', { name: 'Service report' })
    .locator('tbody tr')
    .filter({ hasText: SERVICE_TITLE });
  await expect(serviceRow).toContainText(CUSTOMER_NAME);
  await expect(serviceRow).toContainText('345.25');
  await expect(page.getByTestId('service-report-count')).toBeVisible();
  await takeScreenshot(page, 'report-service');
  await setRange(page, '01-01-2001', '31-01-2001');
  await expect(page.getByText('No data available in Service Report')).toBeVisible();
});
