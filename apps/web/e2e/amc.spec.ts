import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';
import { showColumns } from './support/table-columns';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const CUSTOMER = { first: 'Leela', last: `Nair${mark}`, email: `leela.${mark}@example.com` };
const EMPLOYEE = {
  first: 'Arun',
  last: `Pillai${mark}`,
  email: `arun.${mark}@example.com`,
  password: 'Secret123',
};
const PRODUCT = { code: `AMC-E2E-${mark.toUpperCase()}`, name: `Cassette AC ${mark}` };

/**
 * Every date of the schedule (start + 3, 6, 9 and 12 months) falls on a weekday, so the installation's
 * default day off (Sunday) moves none of them.
 */
const START_DATE = '15-01-2030';
const SCHEDULE = ['15-04-2030', '15-07-2030', '15-10-2030', '15-01-2031'];
/** The contract's attachment: a private file, so the browser must fetch it with the session's token. */
const VISIT_PLAN = 'visit,date\n1,15-04-2030\n';

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** The records the contract needs, made through the API as the admin. */
async function createRecords(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const person = {
    gender: 'female',
    birth_date: '1990-02-03',
    address: '12 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
    mobile: '9876543210',
  };
  const customer = await request.post('/api/user/store', {
    headers,
    data: {
      ...person,
      role: 'customer',
      first_name: CUSTOMER.first,
      last_name: CUSTOMER.last,
      email: CUSTOMER.email,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      company_name: 'Nair Textiles',
      company_contact_person: 'Leela Nair',
    },
  });
  expect(customer.ok(), await customer.text()).toBe(true);
  const employee = await request.post('/api/user/store', {
    headers,
    data: {
      ...person,
      gender: 'male',
      mobile: '9822012345',
      role: 'employee',
      first_name: EMPLOYEE.first,
      last_name: EMPLOYEE.last,
      email: EMPLOYEE.email,
      password: EMPLOYEE.password,
      password_confirmation: EMPLOYEE.password,
    },
  });
  expect(employee.ok(), await employee.text()).toBe(true);
  const product = await request.post('/api/product/store', {
    headers,
    data: { code: PRODUCT.code, name: PRODUCT.name, model_number: 'CX-24', price: '52000' },
  });
  expect(product.ok(), await product.text()).toBe(true);
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const contractRow = (page: Page) =>
  page.locator('tbody tr').filter({ hasText: `${CUSTOMER.first} ${CUSTOMER.last}` });

test('an admin adds an AMC whose schedule has its 4 services, its employee accepts it, and the office renews it', async ({
  browser,
  page,
  request,
}) => {
  await createRecords(request);
  await signIn(page);

  await page.goto('/amc/list');
  await expect(page.getByRole('heading', { name: 'AMC contracts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add AMC' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add AMC' });
  await drawer.getByRole('button', { name: 'Add AMC' }).click();
  await expect(drawer.getByText('Customer is required!')).toBeVisible();
  await expect(drawer.getByText('Number of services is required!')).toBeVisible();

  await pick(page, drawer, /^Customer/, `${CUSTOMER.first} ${CUSTOMER.last}`);
  await pick(page, drawer, /^Products/, `${PRODUCT.name} (${PRODUCT.code})`);
  await drawer.getByRole('textbox', { name: /^Detail/ }).click();
  await pick(page, drawer, /^Assign to/, `${EMPLOYEE.first} ${EMPLOYEE.last}`);
  await drawer.getByRole('textbox', { name: /^Start date/ }).fill(START_DATE);
  await drawer.getByRole('textbox', { name: /^Detail/ }).fill('Quarterly maintenance of the cassette AC');
  await drawer.getByRole('textbox', { name: /^Interval/ }).fill('3');
  await drawer.getByRole('textbox', { name: /^Number of services/ }).fill('4');
  await drawer.getByRole('textbox', { name: /^Price/ }).fill('24000');
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'visit-plan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(VISIT_PLAN),
  });
  await expect(drawer.getByText('visit-plan.csv')).toBeVisible();
  await takeScreenshot(page, 'amc-add');
  await drawer.getByRole('button', { name: 'Add AMC' }).click();
  await expect(page.getByText('AMC added successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  await showColumns(page, ['Employee status']);
  const row = contractRow(page);
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${EMPLOYEE.first} ${EMPLOYEE.last}`);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(SCHEDULE[0]!);
  await takeScreenshot(page, 'amc-list');

  // The view lists the generated schedule: one service every 3 months from the start date.
  const attachmentAnswer = page.waitForResponse((answer) =>
    /\/api\/files\/[a-f0-9]{32}\.csv$/.test(answer.url()),
  );
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/amc\/view\/\d+$/);
  const schedule = page.getByTestId('amc-schedule').locator('tbody tr');
  await expect(schedule).toHaveCount(4);
  for (const [index, date] of SCHEDULE.entries()) await expect(schedule.nth(index)).toContainText(date);
  // A private file: fetched with the session's token into a blob address.
  const attachment = page.getByRole('link', { name: 'Open attachment' });
  await expect(attachment).toHaveAttribute('href', /^blob:/);
  const answer = await attachmentAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);
  await takeScreenshot(page, 'amc-view');

  // The assignee signs in and accepts it from the list.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/session\/signin/);
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await page.goto('/amc/list');
  const assigned = contractRow(page);
  await expect(assigned).toBeVisible();
  await expect(assigned.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await assigned.getByRole('button', { name: 'View' }).click();
  await expect(page.getByText('This AMC is assigned to you')).toBeVisible();
  await takeScreenshot(page, 'amc-view-assignee');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Assignment accepted.')).toBeVisible();
  await expect(page.getByText('This AMC is assigned to you')).toBeHidden();
  await expect(page.getByText('Approved').first()).toBeVisible();

  // The office renews it on a phone: the next term from the day after its months (its last visit's day), 10 % dearer.
  const termsOf = (on: Page) => on.getByTestId('amc-terms');
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(phone);
  await phone.goto(new URL(page.url()).pathname);
  await expect(phone.getByText('24,000.00').first()).toBeVisible();
  await phone.getByRole('button', { name: 'Renew', exact: true }).click();
  const renew = phone.getByRole('dialog', { name: 'Renew AMC' });
  await renew.getByRole('textbox', { name: /^Uplift/ }).fill('10');
  await expect(renew).toContainText('15-01-2031');
  await expect(renew).toContainText('26,400.00');
  await takeScreenshot(phone, 'amc-renew-360');
  await renew.getByRole('button', { name: 'Create the new term' }).click();
  await expect(phone.getByText('AMC renewed successfully.')).toBeVisible();
  // The new term's page: its chain of two terms, the old one renewed.
  await expect(termsOf(phone)).toContainText('Renewed');
  await expect(termsOf(phone)).toContainText('this term');
  await expect(phone.getByTestId('amc-schedule').locator('tbody tr')).toHaveCount(4);
  await takeScreenshot(phone, 'amc-renewed-360');
  await phone.context().close();
});
