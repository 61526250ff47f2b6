import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/sign-in';

/**
 * The app with the keyboard alone (WCAG 2.1.1, 2.4.7): no click anywhere below. A form is sent with Enter, the
 * user menu opens with Enter and moves with the arrows, a dialog opens from it and closes with Escape, a list's
 * sort header and row action answer Enter, and on a phone the menu drawer opens and closes from the keyboard.
 * What has the focus always shows a visible ring.
 */

const suffix = Date.now().toString(36).toUpperCase();
const BRAND = `Keyboard brand ${suffix}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** The focused element draws an outline (Mantine's :focus-visible ring) or, for a text box, a coloured border. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
      focusVisible: element.matches(':focus-visible'),
    };
  });
  expect(ring.focusVisible, `${String(target)} is focused from the keyboard`).toBe(true);
  expect(ring.outline, `${String(target)} shows a focus ring`).toBe(true);
}

test('sign in, a form, a menu, a dialog and a list with the keyboard alone, each focus visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });

  // A form is sent with Enter.
  await page.goto('/session/signin');
  const email = page.getByLabel(/^Email/);
  await tabTo(page, email);
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/default$/);

  // The user menu: Enter opens it, the arrows move through it, Escape closes it and gives the focus back.
  const userMenu = page.getByTestId('user-menu');
  await tabTo(page, userMenu);
  await expectVisibleFocus(userMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const changePassword = menu.getByRole('menuitem', { name: 'Change password' });
  for (let presses = 0; presses < 6; presses++) {
    if (await changePassword.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(changePassword).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();

  // A dialog opened from the menu closes with Escape.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await changePassword.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog).toBeVisible();
  // The focus moved into the dialog (trapped there while it is open).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A small list: a brand added with Enter, then its row's action opens a dialog that Escape closes.
  await page.goto('/product/brands');
  const brandName = page.getByRole('textbox', { name: /^Brand name/ });
  await tabTo(page, brandName);
  await page.keyboard.type(BRAND);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Brand added successfully.')).toBeVisible();
  const rename = page.getByRole('button', { name: `Rename ${BRAND}` });
  await tabTo(page, rename, { max: 200 });
  await expectVisibleFocus(rename);
  await page.keyboard.press('Enter');
  const renameDialog = page.getByRole('dialog', { name: `Rename "${BRAND}"` });
  await expect(renameDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(renameDialog).toBeHidden();

  // The big list: a sort header is a button; Enter sorts by it, and the pager's arrows are reachable.
  await page.goto('/product/list');
  // mantine-datatable makes a sortable header cell itself the button (role="button", tabIndex 0).
  const codeHeader = page.locator('thead th[role="button"]').filter({ hasText: /^Code/ });
  await expect(codeHeader).toBeVisible();
  await tabTo(page, codeHeader);
  await expectVisibleFocus(codeHeader);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=code/);
});

test('on a phone the menu drawer opens and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/session/signin');
  await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/default$/);

  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger);
  await expectVisibleFocus(burger);
  await page.keyboard.press('Enter');
  const navbar = page.locator('.mantine-AppShell-navbar');
  await expect(navbar).toBeInViewport({ ratio: 0.9 });
  await expect(burger).toHaveAttribute('aria-expanded', 'true');

  // Into the drawer: its links are next in the tab order, and Escape closes it, back on the burger.
  const messages = navbar.getByRole('link', { name: 'Message', exact: true });
  await tabTo(page, messages, { max: 40 });
  await expectVisibleFocus(messages);
  await page.keyboard.press('Escape');
  await expect(navbar).not.toBeInViewport();
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  // Closed, the drawer's links are out of the tab order: Tab from the burger goes on into the page.
  await page.keyboard.press('Tab');
  await expect(navbar.locator(':focus')).toHaveCount(0);

  // Opened again, Enter on a link goes there and the drawer closes.
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(navbar).toBeInViewport({ ratio: 0.9 });
  await tabTo(page, messages, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/message\/list/);
  await expect(navbar).not.toBeInViewport();
});
