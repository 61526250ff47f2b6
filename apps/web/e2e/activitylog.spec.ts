import { expect, test } from '@playwright/test';
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
