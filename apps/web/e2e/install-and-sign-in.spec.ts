import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { takeScreenshot } from './take-screenshot';

import { E2E_ADMIN, E2E_BUSINESS_NAME } from './support/sign-in';

const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = E2E_ADMIN;

/** A real SMTP server on 127.0.0.1 for the wizard's mail step: it keeps who each mail was for. */
async function startMailServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a blank installation is installed, then the new admin signs in, switches to Arabic and signs out', async ({
  page,
}) => {
  const mailServer = await startMailServer();
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

  // Step 3: the business, as its documents will print it.
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Business name/).fill(E2E_BUSINESS_NAME);
  await page.getByLabel(/^Address/).fill('12 MG Road\nPune 411001');
  await page.getByLabel(/^Phone/).fill('+91 20 1234 5678');
  await page.getByLabel(/^Tax registration number/).fill('27AAAPL1234C1Z5');
  await takeScreenshot(page, 'install-business');
  await next.click();

  // Step 4: Login Details of the first administrator.
  await page.getByLabel(/^Administrator email/).fill(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(ADMIN_PASSWORD);
  await next.click();

  // Step 5, optional: the mail server, tried with a test mail to the admin before anything is installed.
  await page.getByLabel(/^SMTP host/).fill('127.0.0.1');
  await page.getByLabel(/^SMTP port/).fill(String(mailServer.port));
  await page.getByLabel(/^Sender address/).fill('office@cool-air.example');
  await takeScreenshot(page, 'install-mail');
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Send a test mail' });
  await expect(testDialog.getByLabel(/^Send it to/)).toHaveValue(ADMIN_EMAIL);
  await testDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`A test mail was sent to ${ADMIN_EMAIL}.`)).toBeVisible();
  expect(mailServer.received).toEqual([ADMIN_EMAIL]);
  await next.click();

  // Step 6: Finish.
  await expect(page.getByText('Setup may take a couple of minutes.')).toBeVisible();
  await expect(page.getByRole('cell', { name: `127.0.0.1:${mailServer.port}` })).toBeVisible();
  await takeScreenshot(page, 'install-finish');
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(
    page.getByText(`A welcome mail with your sign-in details is on its way to ${ADMIN_EMAIL}.`),
  ).toBeVisible({
    timeout: 180_000,
  });
  await takeScreenshot(page, 'install-thank-you');
  // The mail server is this test's: later mails wait in the outbox (admins see why), as without a server before.
  await mailServer.stop();

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
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
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
