import { todayIn } from '@amc/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { expectFitsAndAccessible } from './support/accessibility';
import { adminApi, type TAdminApi } from './support/admin-api';
import { connectE2eDatabase } from './support/e2e-database';
import { E2E_PASSWORD, personBody, type TWho } from './support/people';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/*
 * Issue 28, section 3: the customer's word. A visit done asks its customer for a rating by mail; the customer opens
 * the mail's link on a phone (no sign-in), rates it once, and the office sees the stars on the visit and in the
 * rating report. A 1 or 2 tells the admins. The customer signed in finds the same link on its own visit.
 */

const suffix = Date.now().toString(36);
const EMPLOYEE = { first: 'Nikhil', last: 'Pawar', email: `nikhil.${suffix}@e2e.example` };
const CUSTOMER = { first: 'Asha', last: 'Kulkarni', email: `asha.${suffix}@e2e.example` };
const PASSWORD = E2E_PASSWORD;
const PHONE = { width: 360, height: 780 };

const person = (role: 'customer' | 'employee', who: TWho) => personBody(role, who, 'Kulkarni Clinic');

/** A visit the office records as done for the customer by the employee: its id. */
async function visitDone(api: TAdminApi, title: string, ids: { customer: number; employee: number }) {
  // The business's day, not the machine's: after 18:30 UTC it is already tomorrow in Kolkata.
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const today = todayIn(settings.data.time_zone);
  const stored = await api.post<{ data: { id: number } }>('/api/service/store', {
    customer_id: ids.customer,
    service_title: title,
    service_date: today,
    assigned_to_id: ids.employee,
    charge: '0',
    status: 'closed',
  });
  return stored.data.id;
}

/** The rating link mailed for a visit, read from the outbox (no mail server runs in the e2e). */
async function mailedRatingLink(title: string): Promise<string> {
  const db = await connectE2eDatabase(process.env.E2E_DB_NAME);
  try {
    const [rows] = await db.query<RowDataPacket[]>(
      "SELECT html FROM mail_outbox WHERE to_address = ? AND event = 'rating_request' AND html LIKE ? ORDER BY id DESC LIMIT 1",
      [CUSTOMER.email, `%${title}%`],
    );
    const link = /href="[^"]*(\/r\/[0-9a-f]{32})"/.exec(String(rows[0]?.html ?? ''))?.[1];
    if (!link) throw new Error(`no rating link mailed for ${title}`);
    return link;
  } finally {
    await db.end();
  }
}

/** The admins' low-rating notices about this run's customer (in each admin's language; the name is as it is). */
async function lowRatingMails(): Promise<number> {
  const db = await connectE2eDatabase(process.env.E2E_DB_NAME);
  try {
    const [rows] = await db.query<RowDataPacket[]>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE event = 'low_rating' AND subject LIKE ?",
      [`%${CUSTOMER.first} ${CUSTOMER.last}%`],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.end();
  }
}

async function phone(browser: Browser, locale = 'en-US'): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, locale })).newPage();
}

test('the customer rates a visit from the mail on a phone, once; the office sees it on the visit and in the report', async ({
  page,
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const employee = (await api.post<{ data: { id: number } }>('/api/user/store', person('employee', EMPLOYEE)))
    .data;
  const customer = (await api.post<{ data: { id: number } }>('/api/user/store', person('customer', CUSTOMER)))
    .data;
  const ids = { customer: customer.id, employee: employee.id };
  const titles = {
    first: `AC service ${suffix}`,
    second: `Chiller check ${suffix}`,
    third: `Filter change ${suffix}`,
  };
  await visitDone(api, titles.first, ids);
  await visitDone(api, titles.second, ids);
  await visitDone(api, titles.third, ids);
  await api.post('/api/mail/jobs/run', { name: 'rating_requests' });

  // On a phone, from the mail: the business, the visit and who did it; no stars chosen is refused on the page.
  const mobilePage = await phone(browser);
  await mobilePage.goto(await mailedRatingLink(titles.first));
  await expect(mobilePage.getByRole('heading', { name: `Visit: ${titles.first}` })).toBeVisible();
  await expect(mobilePage.getByText(`Done by ${EMPLOYEE.first} on`)).toBeVisible();
  await expect(mobilePage.getByText(CUSTOMER.last)).toHaveCount(0);
  await takeScreenshot(mobilePage, 'rating-page-360');
  await expectFitsAndAccessible(mobilePage);
  await mobilePage.getByRole('button', { name: 'Send rating' }).click();
  await expect(mobilePage.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
  // The fourth star, as a finger taps it; the radio group says which is chosen.
  await mobilePage.locator('label[for="rate-4"]').click();
  await expect(mobilePage.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await expect(mobilePage.getByText('Good', { exact: true })).toBeVisible();
  await mobilePage.getByLabel('A word for us (optional)').fill('On time and tidy.');
  await takeScreenshot(mobilePage, 'rating-page-chosen-360');
  await expectFitsAndAccessible(mobilePage);
  await mobilePage.getByRole('button', { name: 'Send rating' }).click();
  await expect(mobilePage.getByText('Thank you! Your rating helps us do better.')).toBeVisible();
  // The link is used: opened again, it says so.
  await mobilePage.reload();
  await expect(mobilePage.getByText('This has been rated already. Thank you!')).toBeVisible();
  // The same page on a desktop.
  await mobilePage.setViewportSize({ width: 1440, height: 900 });
  await expectFitsAndAccessible(mobilePage);
  await takeScreenshot(mobilePage, 'rating-page-rated-1440');
  await mobilePage.context().close();

  // The office has a page open when a 2 comes in.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);

  // In Arabic, right to left; a 2 tells the admins at once.
  const arabic = await phone(browser, 'ar');
  await arabic.goto(await mailedRatingLink(titles.second));
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await takeScreenshot(arabic, 'rating-page-ar-360');
  await expectFitsAndAccessible(arabic);
  await arabic.locator('label[for="rate-2"]').click();
  await arabic.locator('button[type="submit"]').click();
  await expect(arabic.locator('[role="status"]')).toBeVisible();
  await takeScreenshot(arabic, 'rating-page-thanks-ar-360');
  await arabic.context().close();
  expect(await lowRatingMails()).toBeGreaterThan(0);
  const notice = page.getByRole('alert').filter({ hasText: 'A low rating' });
  await expect(notice).toBeVisible();
  await takeScreenshot(page, 'low-rating-notice');
  await notice.getByRole('link', { name: 'See the ratings' }).click();
  await expect(page).toHaveURL(/\/report\/list\?report=rating$/);

  // The customer signed in finds the third visit's link on it.
  const portal = await phone(browser);
  await signIn(portal, CUSTOMER.email, PASSWORD);
  await portal.goto('/service/list');
  await portal.getByRole('textbox', { name: 'Search', exact: true }).fill(titles.third);
  // On a phone the list's rows are cards.
  const row = portal.locator('[data-testid="data-table-card"]').filter({ hasText: titles.third });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View' }).click();
  const rate = portal.getByRole('link', { name: 'Rate this visit' });
  await rate.scrollIntoViewIfNeeded();
  await expect(rate).toBeVisible();
  await takeScreenshot(portal, 'rating-portal-360');
  await rate.click();
  await expect(portal.getByRole('heading', { name: `Visit: ${titles.third}` })).toBeVisible();
  await portal.context().close();

  // The office: the stars and the comment on the visit, the employee's line in the rating report.
  await page.goto('/service/list');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(titles.first);
  const done = page.locator('tbody tr').filter({ hasText: titles.first });
  await expect(done).toHaveCount(1);
  await done.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Service details' });
  await expect(view.getByTestId('rating-given')).toContainText('4 of 5');
  await expect(view.getByText('On time and tidy.')).toBeVisible();
  await takeScreenshot(page, 'rating-on-visit');
  await page.goto('/report/list?report=rating');
  const report = page.getByRole('table', { name: 'Rating report' });
  const line = report
    .getByRole('row')
    .filter({ hasText: `${EMPLOYEE.first} ${EMPLOYEE.last}` })
    .first();
  await expect(line).toContainText('3.0');
  const figures = (await line.getByRole('cell').allTextContents()).map((text) => text.trim());
  // Group, ratings, average, rated 1 or 2: the 4 and the 2.
  expect(figures.slice(1)).toEqual(['2', '3.0', '1']);
  await takeScreenshot(page, 'rating-report');
});
