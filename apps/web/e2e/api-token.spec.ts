import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

test('a user makes an API token with one right, a program uses it within that right, and it ends when revoked', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();

  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByTestId('api-token-form');
  await form.getByLabel(/^Name/).fill('Complaints export');
  await form.getByLabel('Complaints: View').check();
  await takeScreenshot(page, 'api-token-form');
  await form.getByRole('button', { name: 'Make the token' }).click();
  const token = (await form.getByTestId('new-api-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^amc_pat_[\w-]{32}$/);
  await form.getByRole('button', { name: 'Done' }).click();

  const bearer = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/complaint/list', { headers: bearer })).status()).toBe(200);
  expect((await request.get('/api/user/list', { headers: bearer })).status()).toBe(403);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Complaints export' });
  await expect(row.getByText('Active')).toBeVisible();
  await takeScreenshot(page, 'api-tokens');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Yes, Revoke it' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  expect((await request.get('/api/complaint/list', { headers: bearer })).status()).toBe(401);
});
