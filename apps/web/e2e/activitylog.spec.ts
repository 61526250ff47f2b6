import { expect, test } from '@playwright/test';
import { expectFitsAndAccessible } from './support/accessibility';
import { connectE2eDatabase } from './support/e2e-database';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36).toUpperCase();
const TAX = `E2E log tax ${suffix}`;

test('the activity log lists a tax just added, and the module filter narrows the list to taxes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tax/list');
  await page.getByRole('button', { name: 'Add tax' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tax' });
  await dialog.getByRole('textbox', { name: /^Tax name/ }).fill(TAX);
  await dialog.getByRole('textbox', { name: /^Percentage/ }).fill('7.5');
  await dialog.getByRole('button', { name: 'Add tax' }).click();
  await expect(page.getByText('Tax added successfully.')).toBeVisible();

  await page.goto('/activity/list');
  await expect(page.getByRole('heading', { name: 'Activity logs' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: `Added the tax ${TAX} (7.50%)` })).toBeVisible();
  // Signing in wrote a line of another module, so the unfiltered list has more than taxes.
  await expect(rows.filter({ hasText: 'signed in' }).first()).toBeVisible();

  await page.getByRole('button', { name: /filters/i }).click();
  await page.getByPlaceholder('Filter by Module').click();
  await page.getByRole('option', { name: 'tax', exact: true }).click();
  await expect(page).toHaveURL(/activity_slug/);
  await expect(rows.filter({ hasText: 'signed in' })).toHaveCount(0);
  await expect(rows.filter({ hasText: `Added the tax ${TAX} (7.50%)` })).toBeVisible();
  await takeScreenshot(page, 'activitylog-filtered');
});

/**
 * Issue 29: a list longer than its count window shows its total as "10,000+", so its last page's number is
 * unknown; "last page" asks for the page counted from the end, which the server reads from the other end of the
 * sort's index. An archive of 10,050 lines older than anything the journeys write makes the log that long.
 */
test('the last page of a list past its count window is read from the end, on a desktop and on a phone in Arabic', async ({
  browser,
  page,
}) => {
  const db = await connectE2eDatabase(process.env.E2E_DB_NAME);
  try {
    // MariaDB's sequence table: the lines in one statement, a minute apart from 2020-01-01 on.
    await db.query(`INSERT INTO activity_logs (slug, action, description, created_at)
      SELECT 'archive', 'create', CONCAT('Archived line ', LPAD(seq, 5, '0')), TIMESTAMPADD(MINUTE, seq, '2020-01-01')
      FROM seq_1_to_10050`);
  } finally {
    await db.end();
  }
  await signIn(page);
  await page.goto('/activity/list');
  const range = page.getByTestId('list-row-range');
  await expect(range).toHaveText('1–10 of 10,000+');
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(page).toHaveURL(/activitylog\.page=-1/);
  await expect(range).toHaveText('1–10 from the end of 10,000+');
  // Newest first: the oldest line is the last row of the last page.
  const rows = page.locator('tbody tr');
  await expect(rows.last()).toContainText('Archived line 00001');
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  // Counted as far past this page as a numbered page's count: at least 10,010 rows.
  await expect(range).toHaveText('11–20 from the end of 10,010+');
  await expect(rows.last()).toContainText('Archived line 00011');
  await takeScreenshot(page, 'activitylog-from-the-end');
  await expectFitsAndAccessible(page);

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await signIn(phone);
  await phone.evaluate(() => localStorage.setItem('languageSet', 'ar'));
  await phone.goto('/activity/list?activitylog.page=-1');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByTestId('list-row-range')).toContainText('من النهاية');
  await expect(phone.getByTestId('data-table-card').last()).toContainText('Archived line 00001');
  await phone.getByTestId('list-row-range').scrollIntoViewIfNeeded();
  await takeScreenshot(phone, 'activitylog-from-the-end-ar-360');
  await expectFitsAndAccessible(phone);
  await phoneContext.close();
});
