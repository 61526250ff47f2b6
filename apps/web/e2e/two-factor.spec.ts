import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminApi } from './support/admin-api';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/**
 * The code an authenticator app shows for a key, `stepsAhead` half-minutes from now: each code is taken once, so
 * the sign-in after turning it on uses the next step's code (the server takes one step either side), never a wait.
 */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/session\/signin/);
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/session/signin');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('an employee turns on two-factor sign-in, signs in with a code and then a recovery code; an admin resets it', async ({
  page,
  request,
}) => {
  const mark = letterMark();
  const email = `arjun.${mark}@e2e.example`;
  const password = 'Secure123';
  const api = await adminApi(request);
  await api.post('/api/user/store', {
    role: 'employee',
    first_name: 'Arjun',
    last_name: `Menon${mark}`,
    email,
    password,
    password_confirmation: password,
    gender: 'male',
    birth_date: '1990-02-03',
    address: '4 Beach Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
    mobile: '9822055511',
  });

  await signIn(page, email, password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  await takeScreenshot(page, 'two-factor-setup');
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(/^Code from the app/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = (await page.getByTestId('recovery-codes').innerText()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  await takeScreenshot(page, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // The password alone no longer signs in: the code from the app does.
  await signOut(page);
  await passwordStep(page, email, password);
  await takeScreenshot(page, 'two-factor-code-step');
  await page.getByLabel(/^Code from the app/).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);

  // A lost phone: a recovery code signs in once in its place.
  await signOut(page);
  await passwordStep(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await page.goto('/account/two-factor');
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();

  // The admin resets it from the employee's profile; the employee then signs in with the password alone.
  await signOut(page);
  await signIn(page);
  await page.goto(`/users/list/viewuser?email=${encodeURIComponent(email)}`);
  const header = page.getByTestId('profile-header');
  await expect(header.getByText('Two-factor sign-in')).toBeVisible();
  await header.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Yes, Reset it' }).click();
  await expect(header.getByText('Off', { exact: true })).toBeVisible();
  await signOut(page);
  await signIn(page, email, password);
});
