import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const EMPLOYEE = {
  first: 'Kiran',
  last: `Joshi${mark}`,
  email: `kiran.${mark}@example.com`,
  password: 'Secret123',
};
const SUBJECT = `Service visit ${mark}`;
const BODY = 'Please visit the Nair residence on Monday at 10:00.\nTake <b>two</b> filters.';
const REPLY = `Done, the filters are changed (${mark}).`;

/** The employee the admin writes to, made through the API as the admin. */
async function createEmployee(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const employee = await request.post('/api/user/store', {
    headers,
    data: {
      role: 'employee',
      first_name: EMPLOYEE.first,
      last_name: EMPLOYEE.last,
      email: EMPLOYEE.email,
      password: EMPLOYEE.password,
      password_confirmation: EMPLOYEE.password,
      gender: 'male',
      birth_date: '1991-04-05',
      address: '12 MG Road',
      city: 'Kochi',
      state: 'Kerala',
      pincode: '682001',
      mobile: '9822012345',
    },
  });
  expect(employee.ok(), await employee.text()).toBe(true);
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/session\/signin/);
}

const badge = (page: Page) => page.getByTestId('message-unread-badge');

test('an admin writes to a new employee, who sees the badge, reads and replies; the admin sees the reply', async ({
  page,
  request,
}) => {
  await createEmployee(request);

  // The admin writes from the message list.
  await signIn(page);
  await page.goto('/message/list');
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please choose at least one recipient.')).toBeVisible();
  await expect(dialog.getByText('Subject is required!')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Recipients/ }).fill(EMPLOYEE.last);
  await page.getByRole('option', { name: `${EMPLOYEE.first} ${EMPLOYEE.last} (Employee)` }).click();
  await dialog.getByRole('textbox', { name: /^Subject/ }).fill(SUBJECT);
  await dialog.getByRole('textbox', { name: /^Message/ }).fill(BODY);
  await takeScreenshot(page, 'message-compose');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('row').filter({ hasText: SUBJECT })).toBeVisible();
  await signOut(page);

  // The employee sees one unread conversation, reads it and replies.
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await page.getByRole('link', { name: 'Unread conversations: 1' }).click();
  await expect(page).toHaveURL(/\/message\/list/);
  const row = page.getByRole('row').filter({ hasText: SUBJECT });
  await expect(row.getByRole('link', { name: SUBJECT })).toHaveCSS('font-weight', '700');
  await takeScreenshot(page, 'message-inbox');
  await row.getByRole('link', { name: SUBJECT }).click();
  await expect(page).toHaveURL(/\/message\/view-message\?id=\d+$/);
  const first = page.getByTestId('message-item').first();
  // Plain text: the markup shows as written and is never rendered.
  await expect(first).toContainText('Take <b>two</b> filters.');
  await expect(badge(page)).toHaveAttribute('data-count', '0');
  await page.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent successfully.')).toBeVisible();
  await expect(page.getByTestId('message-item')).toHaveCount(2);
  await takeScreenshot(page, 'message-thread');
  await signOut(page);

  // The admin has the answer waiting.
  await signIn(page);
  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await page.goto('/message/list');
  const answered = page.getByRole('row').filter({ hasText: SUBJECT });
  await expect(answered).toContainText(REPLY);
  await answered.getByRole('link', { name: SUBJECT }).click();
  await expect(page.getByTestId('message-item').last()).toContainText(REPLY);
  await expect(badge(page)).toHaveAttribute('data-count', '0');
});
