import { todayIn } from '@amc/contracts';
import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const EMPLOYEE = {
  email: `kiran.${mark}@example.com`,
  password: 'Secret123',
  first: 'Kiran',
  last: `Pawar${mark}`,
};
const CUSTOMER = { email: `leela.${mark}@example.com`, first: 'Leela', last: `Shah${mark}` };
const DECLINED = `Outdoor unit noise ${mark}`;
const ACCEPTED = `Filter cleaning ${mark}`;

const PHONE = { width: 390, height: 844 };

async function showIn(page: Page, language: 'en' | 'ar', width: number) {
  await page.evaluate((value) => localStorage.setItem('languageSet', value), language);
  await page.setViewportSize({ width, height: width >= 1024 ? 900 : width === 360 ? 640 : 844 });
  await page.reload();
  await expect(page.locator('[data-testid^="visit-"]').first()).toBeVisible();
  // No horizontal scrolling of the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await takeScreenshot(page, `my-work-${language}-${width}`);
}

test('the employee’s home is its day: it declines one visit after confirming and accepts another', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const person = {
    gender: 'female',
    birth_date: '1990-03-12',
    address: '21 Law College Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    mobile: '9822054321',
    password: EMPLOYEE.password,
    password_confirmation: EMPLOYEE.password,
  };
  await api.post('/api/user/store', {
    ...person,
    role: 'employee',
    first_name: EMPLOYEE.first,
    last_name: EMPLOYEE.last,
    email: EMPLOYEE.email,
  });
  await api.post('/api/user/store', {
    ...person,
    role: 'customer',
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last,
    email: CUSTOMER.email,
    company_name: 'Shah Opticals',
    company_contact_person: 'Leela Shah',
  });
  const people = await api.post<{ data: { id: number; full_name: string }[] }>('/api/user/dropdownByRole', {
    role: 'employee',
  });
  const employeeId = people.data.find((p) => p.full_name === `${EMPLOYEE.first} ${EMPLOYEE.last}`)!.id;
  const customers = await api.post<{ data: { id: number; full_name: string }[] }>(
    '/api/user/dropdownByRole',
    {
      role: 'customer',
    },
  );
  const customerId = customers.data.find((p) => p.full_name === `${CUSTOMER.first} ${CUSTOMER.last}`)!.id;
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const today = todayIn(settings.data.time_zone);
  for (const title of [DECLINED, ACCEPTED])
    await api.post('/api/service/store', {
      customer_id: customerId,
      service_title: title,
      service_date: today,
      assigned_to_id: employeeId,
      status: 'open',
      charge: '500',
    });

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await expect(page.getByRole('heading', { level: 2, name: 'My work' })).toBeVisible();
  const todaySection = page.getByRole('region', { name: 'Today' });
  const declined = todaySection.locator('[data-testid^="visit-"]').filter({ hasText: DECLINED });
  const accepted = todaySection.locator('[data-testid^="visit-"]').filter({ hasText: ACCEPTED });
  await expect(declined).toContainText(`${CUSTOMER.first} ${CUSTOMER.last}`);
  await expect(declined.getByRole('link', { name: /21 Law College Road/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=21%20Law%20College%20Road/,
  );
  await expect(declined.getByRole('link', { name: 'Call 9822054321' })).toHaveAttribute(
    'href',
    'tel:9822054321',
  );
  const accept = declined.getByRole('button', { name: 'Accept' });
  const decline = declined.getByRole('button', { name: 'Decline' });
  // Touch targets: 44 px high, and not touching each other.
  const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(acceptBox!.height).toBeGreaterThanOrEqual(44);
  expect(declineBox!.height).toBeGreaterThanOrEqual(44);
  expect(Math.abs(declineBox!.x - acceptBox!.x)).toBeGreaterThanOrEqual(acceptBox!.width + 8);
  await takeScreenshot(page, 'my-work-phone');

  // Decline asks first; Cancel leaves the visit as it was.
  await decline.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The visit goes back to the administrator');
  // Past the modal's fade-in, so the picture shows it as the user reads it.
  await page.waitForTimeout(400);
  await takeScreenshot(page, 'my-work-decline-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(declined).toHaveCount(1);
  await decline.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Decline it' }).click();
  await expect(page.getByText('Assignment declined.')).toBeVisible();
  await expect(declined).toHaveCount(0);

  await accepted.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Assignment accepted.')).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(accepted.getByRole('link', { name: 'Complete visit' })).toBeVisible();

  for (const language of ['en', 'ar'] as const)
    for (const width of [360, 390, 1440]) await showIn(page, language, width);
  await context.close();
});
