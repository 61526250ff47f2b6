import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { connectE2eDatabase } from './support/e2e-database';
import { apiEntry } from './support/e2e-environment';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** A second, not yet installed server (the business's new machine), on its own port and empty data folder. */
async function startNewServer() {
  const port = Number(process.env.E2E_PORT) + 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'amc-e2e-restore-'));
  const server: ChildProcess = spawn(process.execPath, [apiEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Up when it answers; each try is a real request, and the limit only bounds a server that never starts.
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${baseURL}/api/test/backend`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (tries > 300) throw new Error('The second server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('an admin backs up, restores the backup on a new server through the install wizard and signs in there', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/setting');
  await page.getByRole('button', { name: 'Back up now' }).click();
  // The daily backup may run meanwhile (its hour can be the hour the suite runs): the row is the one made now.
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Done' })
    .filter({ has: page.getByRole('cell', { name: 'Back up now', exact: true }) })
    .first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^amc-\d{8}-\d{6}-manual-\d+\.amcbackup$/);
  const file = join(tmpdir(), `e2e-${download.suggestedFilename()}`);
  await download.saveAs(file);

  const server = await startNewServer();
  // The wizard takes database names of up to 20 characters.
  const restoredDb = `amc_r_${randomBytes(5).toString('hex')}`;
  try {
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByRole('heading', { name: 'Installation' })).toBeVisible();
    await page.getByText('Restore from a backup').click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByLabel(/^Database name/).fill(restoredDb);
    await page.getByLabel(/^Database username/).fill('root');
    await page.getByLabel(/^Database host/).fill('127.0.0.1');
    await takeScreenshot(page, 'install-restore');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'The business is restored' })).toBeVisible({
      timeout: 120_000,
    });
    await takeScreenshot(page, 'install-restored');
    await page.getByRole('button', { name: 'Continue to sign in' }).click();
    await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/default$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  } finally {
    server.stop();
    rmSync(file, { force: true });
    const connection = await connectE2eDatabase();
    await connection.query(`DROP DATABASE IF EXISTS \`${restoredDb}\``);
    await connection.end();
  }
});
