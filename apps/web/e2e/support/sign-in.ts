import { expect, type Page } from '@playwright/test';

/** The administrator made by the install journey (install-and-sign-in.spec.ts), which runs before every other spec. */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
/** The business the install journey sets up: its name heads mails (subjects) and documents. */
export const E2E_BUSINESS_NAME = 'Cool Air Services';

export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/session/signin');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
}
