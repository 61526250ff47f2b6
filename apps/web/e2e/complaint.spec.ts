import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';
import { showColumns } from './support/table-columns';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36);
const mobile = () => `9${String(Date.now()).slice(-9)}`;
const CUSTOMER = {
  first: 'Neha',
  last: 'Kulkarni',
  email: `neha.${suffix}@e2e.example`,
  password: 'Secret123',
};
const EMPLOYEE = {
  first: 'Farhan',
  last: 'Shaikh',
  email: `farhan.${suffix}@e2e.example`,
  password: 'Secret123',
};
const COMPLAINT_TYPE = `Gas leak ${suffix}`;
const DESCRIPTION = `The indoor unit hisses and smells of gas (${suffix}).`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/login', { data: E2E_ADMIN });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function postAsAdmin(
  request: APIRequestContext,
  token: string,
  url: string,
  data: Record<string, string>,
) {
  const answer = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

function person(role: 'customer' | 'employee', who: typeof CUSTOMER) {
  return {
    role,
    first_name: who.first,
    last_name: who.last,
    gender: 'female',
    birth_date: '1990-02-03',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    mobile: mobile(),
    email: who.email,
    password: who.password,
    password_confirmation: who.password,
    ...(role === 'customer'
      ? { company_name: 'Kulkarni Foods', company_contact_person: 'Neha Kulkarni' }
      : {}),
  };
}

/** A fresh browser context, so each role signs in on its own. */
async function pageFor(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  await page.goto('/complaint/list');
  await expect(page.getByRole('heading', { name: 'Complaints' })).toBeVisible();
  return page;
}

test('a customer files a complaint, the admin assigns it to an employee and closes it', async ({
  browser,
  request,
}) => {
  // The admin prepares a customer, an employee and a complaint type through the API.
  const token = await adminToken(request);
  await postAsAdmin(request, token, '/api/user/store', person('customer', CUSTOMER));
  await postAsAdmin(request, token, '/api/user/store', person('employee', EMPLOYEE));
  await postAsAdmin(request, token, '/api/category/store', { type: 'complaint_type', name: COMPLAINT_TYPE });

  // The customer files its own complaint: the customer field is itself and there is nothing to assign.
  const customer = await pageFor(browser, CUSTOMER.email, CUSTOMER.password);
  await customer.getByRole('button', { name: 'Add complaint' }).click();
  const addDrawer = customer.getByRole('dialog', { name: 'Add complaint' });
  await expect(addDrawer.getByRole('textbox', { name: 'Customer' })).toHaveValue(
    `${CUSTOMER.first} ${CUSTOMER.last}`,
  );
  await expect(addDrawer.getByRole('combobox', { name: /^Assign to/ })).toHaveCount(0);
  await addDrawer.getByRole('button', { name: 'Add complaint' }).click();
  await expect(addDrawer.getByText('Complaint type is required!')).toBeVisible();
  await expect(addDrawer.getByText('Description is required!')).toBeVisible();
  await addDrawer.getByRole('combobox', { name: /^Complaint type/ }).click();
  await customer.getByRole('option', { name: COMPLAINT_TYPE }).click();
  await addDrawer.getByRole('textbox', { name: /^Description/ }).fill(DESCRIPTION);
  // A photo of what is wrong, made smaller in the browser before it goes: in a worker that the Content Security
  // Policy allows, with the resizer's script from this server (no refusal logged, no fallback to the page).
  const refusals: string[] = [];
  customer.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const resizerScript = customer.waitForRequest((sent) =>
    /\/assets\/browser-image-compression[^/]*\.js$/.test(new URL(sent.url()).pathname),
  );
  await addDrawer
    .locator('input[type="file"][aria-label="Photos"]')
    .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: await customer.screenshot() });
  await expect(addDrawer.getByRole('img', { name: 'New photo 1' })).toBeVisible();
  expect(new URL((await resizerScript).url()).origin).toBe(new URL(customer.url()).origin);
  expect(refusals).toEqual([]);
  await takeScreenshot(customer, 'complaint-add-customer');
  await addDrawer.getByRole('button', { name: 'Add complaint' }).click();
  await expect(customer.getByText('Complaint added successfully.')).toBeVisible();
  await expect(addDrawer).toBeHidden();
  await showColumns(customer, ['Complaint type']);
  const ownRow = customer.locator('tbody tr').filter({ hasText: COMPLAINT_TYPE });
  await expect(ownRow).toContainText('Open');
  await expect(ownRow).toContainText('Not assigned');
  const complaintNo = (await ownRow.getByText(/^CMP-/).textContent())?.trim() ?? '';
  expect(complaintNo).toMatch(/^CMP-\d+$/);
  const filed = await request.get('/api/complaint/list', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: complaintNo },
  });
  const [filedRow] = ((await filed.json()) as { data: { id: number }[] }).data;
  const filedView = await request.get(`/api/complaint/view/${filedRow!.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await filedView.json()) as { data: { photos: unknown[] } }).data.photos).toHaveLength(1);
  await customer.context().close();

  // The admin assigns it to the employee and starts the work.
  const admin = await pageFor(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await showColumns(admin, ['Charge']);
  const row = admin.locator('tbody tr').filter({ hasText: complaintNo });
  await expect(row).toContainText(`${CUSTOMER.first} ${CUSTOMER.last}`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDrawer = admin.getByRole('dialog', { name: `Edit complaint ${complaintNo}` });
  await editDrawer.getByRole('combobox', { name: /^Assign to/ }).click();
  await admin.getByRole('option', { name: new RegExp(`^${EMPLOYEE.first} ${EMPLOYEE.last}`) }).click();
  await editDrawer.getByRole('textbox', { name: /^Charge/ }).fill('750');
  await editDrawer.getByRole('combobox', { name: /^Status/ }).click();
  await admin.getByRole('option', { name: 'Progress' }).click();
  await takeScreenshot(admin, 'complaint-assign');
  await editDrawer.getByRole('button', { name: 'Save complaint' }).click();
  await expect(admin.getByText('Complaint updated successfully.')).toBeVisible();
  await expect(editDrawer).toBeHidden();
  await expect(row).toContainText(`${EMPLOYEE.first} ${EMPLOYEE.last}`);
  await expect(row).toContainText('₹750.00');
  await expect(row).toContainText('Progress');

  // Then closes it: the list shows the green Closed badge.
  await row.getByRole('button', { name: 'Edit' }).click();
  await editDrawer.getByRole('combobox', { name: /^Status/ }).click();
  await admin.getByRole('option', { name: 'Closed' }).click();
  await editDrawer.getByRole('button', { name: 'Save complaint' }).click();
  await expect(editDrawer).toBeHidden();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  const view = admin.getByRole('dialog', { name: 'Complaint details' });
  await expect(view).toContainText(DESCRIPTION);
  await expect(view).toContainText('Closed on');
  await expect(view.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await takeScreenshot(admin, 'complaint-closed');
  await admin.context().close();
});
