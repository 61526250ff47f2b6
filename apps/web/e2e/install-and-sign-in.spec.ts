import { expect, test } from '@playwright/test';
import { takeScreenshot } from './take-screenshot';

import { E2E_ADMIN } from './support/sign-in';

const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = E2E_ADMIN;

test('a blank installation is installed, then the new admin signs in, switches to Arabic and signs out', async ({
  page,
}) => {
  const dbName = process.env.E2E_DB_NAME;
  expect(dbName, 'E2E_DB_NAME names the blank database to install into').toBeTruthy();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Installation' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1: Purchase Information. Next waits for valid input.
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Domain name/).fill('a');
  await expect(page.getByText('Minimum 2 characters is required.')).toBeVisible();
  await page.getByLabel(/^Domain name/).fill('amc.example.com');
  await page.getByLabel(/^Purchase key/).fill('E2E-PURCHASE-KEY');
  await page.getByLabel(/^Purchase email/).fill('buyer@example.com');
  await takeScreenshot(page, 'install-purchase');
  await next.click();

  // Step 2: Database Setup.
  await page.getByLabel(/^Database name/).fill(dbName ?? '');
  await page.getByLabel(/^Database username/).fill('root');
  await page.getByLabel(/^Database host/).fill('127.0.0.1');
  await page.getByLabel(/^Database port/).fill('3306');
  await takeScreenshot(page, 'install-database');
  await next.click();

  // Step 3: Login Details of the first administrator.
  await page.getByLabel(/^Administrator email/).fill(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(ADMIN_PASSWORD);
  await next.click();

  // Step 4: Finish.
  await expect(page.getByText('Setup may take a couple of minutes.')).toBeVisible();
  await takeScreenshot(page, 'install-finish');
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByText('You will get an email with further instructions')).toBeVisible({
    timeout: 180_000,
  });
  await takeScreenshot(page, 'install-thank-you');

  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page).toHaveURL(/\/session\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('install_status'))).toBe('true');

  // Sign in as the new administrator.
  await page.getByLabel(/^Email/).fill(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await takeScreenshot(page, 'sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Products', { exact: true })).toBeVisible();
  await expect(menu.getByText('General Settings', { exact: true })).toBeVisible();
  await takeScreenshot(page, 'dashboard-admin');

  // Arabic mirrors the whole layout.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arabicMenu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(arabicMenu.getByText('المنتجات', { exact: true })).toBeVisible();
  await takeScreenshot(page, 'dashboard-arabic');

  // Sign out from the user menu (now in Arabic).
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/session\/signin$/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('activeTab'))).toBe('1');
  await takeScreenshot(page, 'signed-out-arabic');
});
