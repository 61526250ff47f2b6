import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from './support/e2e-environment';
import { signIn } from './support/sign-in';

/**
 * An office computer opens the server by a name over plain http, not as localhost: a browser treats that page
 * as insecure, so a stray `upgrade-insecure-requests` or HSTS would send every asset to an https port that is
 * not there and leave a blank page.
 */
const launchOptions = chromiumLaunchOptions();
test.use({
  baseURL: `http://amc.test:${process.env.E2E_PORT}`,
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, '--host-resolver-rules=MAP amc.test 127.0.0.1'],
  },
});

test('the app opened under a non-local host name over plain http loads and signs in', async ({ page }) => {
  await signIn(page);
  expect(new URL(page.url()).host).toBe(`amc.test:${process.env.E2E_PORT}`);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});
