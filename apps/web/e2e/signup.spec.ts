import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { connectE2eDatabase } from './support/e2e-database';
import { E2E_BUSINESS_NAME } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** The link the product mailed to `email`, read from its outbox (no mail server runs in the e2e). */
async function mailedLink(email: string, subject: string): Promise<string> {
  const db = await connectE2eDatabase(process.env.E2E_DB_NAME);
  try {
    const [rows] = await db.query<RowDataPacket[]>(
      'SELECT html FROM mail_outbox WHERE to_address = ? AND subject = ? ORDER BY id DESC LIMIT 1',
      [email, subject],
    );
    const link = /href="[^"]*(\/session\/signup\/confirm\/[a-f0-9]{64})"/.exec(
      String(rows[0]?.html ?? ''),
    )?.[1];
    if (!link) throw new Error(`no sign-up link mailed to ${email}`);
    return link;
  } finally {
    await db.end();
  }
}

/** A new installation takes no sign-ups until its admin opens them (Settings, "Allow registration"). */
async function openRegistration() {
  const db = await connectE2eDatabase(process.env.E2E_DB_NAME);
  try {
    await db.query('UPDATE settings SET registration_enabled = 1 WHERE id = 1');
  } finally {
    await db.end();
  }
}

test('a visitor signs up, is told to check the mail, and the mailed link makes the account and signs it in', async ({
  page,
}) => {
  await openRegistration();
  const email = `meera.${Date.now()}@e2e.example`;
  await page.goto('/session/signup');
  await page.getByRole('textbox', { name: /^Username/ }).fill('Meera Nair');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill('Welcome123');
  await page.getByLabel(/^Confirm password/).fill('Welcome123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The same words whether or not the address has an account: nothing is made yet, nobody is signed in.
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(
    page.getByText('We have sent a mail to this address: open it to finish signing up.'),
  ).toBeVisible();
  await takeScreenshot(page, 'signup-sent');

  // The subject names the business the install journey set up.
  const subject = `Finish signing up to ${E2E_BUSINESS_NAME}`;
  await expect.poll(() => mailedLink(email, subject).catch(() => null)).not.toBeNull();
  await page.goto(await mailedLink(email, subject));
  // Signed in as the new customer: the signed-out page moves on to the customer's home.
  await expect(page).not.toHaveURL(/\/session\//);
  await expect(page.getByText('Meera Nair').first()).toBeVisible();
});
