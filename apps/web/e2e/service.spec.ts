import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';
import { showColumns } from './support/table-columns';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const EMPLOYEE = { email: `sunil.${mark}@example.com`, password: 'Secret123', name: `Sunil Rao${mark}` };
const CUSTOMER = { email: `anil.${mark}@example.com`, name: `Anil Mehta${mark}` };
const TITLE = `Compressor check ${mark}`;

/** A day some days ahead, as the date input shows it (the default DD-MM-YYYY) and as the API keeps it. */
function dayAhead(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const [d, m, y] = [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((n) =>
    String(n).padStart(2, '0'),
  );
  return { typed: `${d}-${m}-${y}` };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/login', { data: E2E_ADMIN });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** The employee and the customer of the journey, added through the API the way the admin's user form sends them. */
async function addPeople(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const person = {
    gender: 'male',
    birth_date: '1988-07-15',
    address: '4 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    mobile: '9822012345',
    password: EMPLOYEE.password,
    password_confirmation: EMPLOYEE.password,
  };
  const [employeeFirst, employeeLast] = EMPLOYEE.name.split(' ');
  const [customerFirst, customerLast] = CUSTOMER.name.split(' ');
  for (const data of [
    {
      ...person,
      role: 'employee',
      first_name: employeeFirst,
      last_name: employeeLast,
      email: EMPLOYEE.email,
    },
    {
      ...person,
      role: 'customer',
      first_name: customerFirst,
      last_name: customerLast,
      email: CUSTOMER.email,
      company_name: 'Mehta Textiles',
      company_contact_person: 'Anil Mehta',
    },
  ]) {
    const answer = await request.post('/api/user/store', { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

async function openServices(page: Page) {
  await page.goto('/service/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
}

async function findService(page: Page) {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(TITLE);
  await expect(page).toHaveURL(/service\.search=/);
  const row = page.locator('tbody tr').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  return row;
}

test('an admin assigns a one-off service; the employee accepts it and marks it done; the admin sees it closed', async ({
  page,
  browser,
  request,
}) => {
  await addPeople(request);

  // The admin adds the visit in the UI; the contract's rules speak before anything is sent.
  await signIn(page);
  await openServices(page);
  await page.getByRole('button', { name: 'Add service' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add service' });
  await drawer.getByRole('button', { name: 'Add service' }).click();
  await expect(drawer.getByText('Title is required!')).toBeVisible();
  await expect(drawer.getByText('Customer is required!')).toBeVisible();

  await drawer.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await drawer.getByRole('textbox', { name: /^Label/ }).fill('Noise from the outdoor unit');
  await drawer.getByRole('combobox', { name: /^Customer/ }).click();
  await page.getByRole('option', { name: CUSTOMER.name }).click();
  await drawer.getByRole('combobox', { name: /^Assign to/ }).click();
  await page.getByRole('option', { name: EMPLOYEE.name }).click();
  // A typed date leaves its calendar open over the fields below, as it does for a person: a click elsewhere
  // closes it.
  await drawer.getByRole('textbox', { name: /^Service date/ }).fill(dayAhead(3).typed);
  await drawer.getByRole('textbox', { name: /^Title/ }).click();
  await drawer.getByRole('textbox', { name: /^Charge/ }).fill('750');
  await drawer.getByRole('textbox', { name: /^Type/ }).fill('Repair');
  await takeScreenshot(page, 'service-add');
  await drawer.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Service added successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  await showColumns(page, ['Charge']);
  const added = await findService(page);
  await expect(added).toContainText(EMPLOYEE.name);
  await expect(added).toContainText('Pending');
  await expect(added).toContainText('₹750.00');
  // Only the assignee answers the assignment.
  await expect(added.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await takeScreenshot(page, 'service-list-admin');

  // The employee sees it, accepts it and marks it done.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await signIn(employeePage, EMPLOYEE.email, EMPLOYEE.password);
  await openServices(employeePage);
  const assigned = await findService(employeePage);
  await assigned.getByRole('button', { name: 'Accept' }).click();
  await expect(employeePage.getByText('Assignment accepted.')).toBeVisible();
  await expect(assigned.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(assigned).not.toContainText('Pending');

  // "Complete" opens the completion page; a remark alone is enough to close an office visit.
  await assigned.getByRole('button', { name: 'Complete' }).click();
  await expect(employeePage).toHaveURL(/\/service\/complete\/\d+$/);
  await expect(employeePage.getByText(TITLE)).toBeVisible();
  await employeePage.getByRole('textbox', { name: 'Remark' }).fill('Fan motor bearing replaced.');
  await takeScreenshot(employeePage, 'service-complete');
  await employeePage.getByRole('button', { name: 'Complete visit' }).click();
  await expect(employeePage.getByText('Sent', { exact: true }).first()).toBeVisible();
  await openServices(employeePage);
  const done = await findService(employeePage);
  await expect(done).toContainText('Closed');
  await expect(done.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await employeeContext.close();

  // The admin sees it closed, with the day it was done and the remark.
  await page.reload();
  const closed = await findService(page);
  await expect(closed).toContainText('Closed');
  await closed.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Service details' });
  await expect(view.getByText('Fan motor bearing replaced.')).toBeVisible();
  await expect(view.getByText('Approved')).toBeVisible();
  await takeScreenshot(page, 'service-view-closed');
});
