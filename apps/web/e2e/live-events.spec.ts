import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const EMPLOYEE = {
  first: 'Meera',
  last: `Iyer${mark}`,
  email: `meera.${mark}@example.com`,
  password: 'Secret123',
};

type TRoleRow = { id: number; slug: string; permissions: string[] };

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/api/login', { data: E2E_ADMIN });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

async function employeeRole(request: APIRequestContext, headers: Record<string, string>): Promise<TRoleRow> {
  const roles = await request.get('/api/role/list', { headers });
  expect(roles.ok()).toBe(true);
  return ((await roles.json()) as { data: TRoleRow[] }).data.find((role) => role.slug === 'employee')!;
}

test('an employee is alerted and signed out when the admin changes the employee role’s rights', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const before = await employeeRole(request, headers);
  try {
    await changeRightsAndWatch(browser, request, headers);
  } finally {
    // The journeys after this one expect the employee role's rights of a fresh installation: they are put back.
    const answer = await request.post('/api/role/update', {
      headers,
      data: { role_id: before.id, permissions: before.permissions },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
});

async function changeRightsAndWatch(
  browser: Browser,
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  const created = await request.post('/api/user/store', {
    headers,
    data: {
      role: 'employee',
      first_name: EMPLOYEE.first,
      last_name: EMPLOYEE.last,
      email: EMPLOYEE.email,
      password: EMPLOYEE.password,
      password_confirmation: EMPLOYEE.password,
      gender: 'female',
      birth_date: '1992-05-06',
      address: '4 Park Street',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
      mobile: '9840012345',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // The employee, in a browser of their own: signing in opens the tab's live event stream.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  const streamOpen = employeePage.waitForResponse(
    (response) => response.url().includes('/api/listenEventMessage') && response.status() === 200,
  );
  await signIn(employeePage, EMPLOYEE.email, EMPLOYEE.password);
  await streamOpen;

  // The admin, in another browser, gives the employee role one more right.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage);
  await adminPage.goto('/accessrights');
  await adminPage.getByRole('tab', { name: 'Employee' }).click();
  const taxView = adminPage.getByRole('checkbox', { name: 'Taxes: View' });
  await expect(taxView).not.toBeChecked();
  await taxView.click();
  await expect(adminPage.getByText('Unsaved changes')).toBeVisible();
  await takeScreenshot(adminPage, 'access-rights-unsaved');
  await adminPage.getByRole('button', { name: 'Save rights' }).click();
  await expect(adminPage.getByText('Access rights updated successfully.')).toBeVisible();
  await expect(adminPage.getByText('Unsaved changes')).toHaveCount(0);
  await expect(taxView).toBeChecked();

  // The employee's tab counts down 7 seconds, then ends on the sign-in page.
  const alert = employeePage.getByRole('dialog', { name: 'Log out alert!' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('logout-countdown')).toHaveText(/^Signing out in [1-7] s$/);
  await takeScreenshot(employeePage, 'logout-alert');
  await expect(employeePage).toHaveURL(/\/session\/signin$/, { timeout: 15_000 });
  await expect(alert).toHaveCount(0);

  // Signing in again brings the new rights.
  await signIn(employeePage, EMPLOYEE.email, EMPLOYEE.password);
  const permissions = await employeePage.evaluate(() => localStorage.getItem('Permission'));
  expect(permissions).toContain('tax_view');

  await employeeContext.close();
  await adminContext.close();
}
