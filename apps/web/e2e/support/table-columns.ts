import { expect, type Page } from '@playwright/test';

/**
 * Ticks columns that a list starts with hidden (`hiddenAtFirst`) in its columns menu, as a user does to see
 * them; the choice is kept for that user like any other.
 */
export async function showColumns(page: Page, headers: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  for (const header of headers) {
    const item = page.getByRole('menuitemcheckbox', { name: header, exact: true });
    if ((await item.getAttribute('aria-checked')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemcheckbox', { name: headers[0], exact: true })).toBeHidden();
}
