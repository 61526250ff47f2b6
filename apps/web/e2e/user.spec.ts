import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** A 1x1 PNG: the smallest image the server accepts as a profile photo (it checks the content, not the name). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const runMark = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function searchUsers(page: Page, term: string) {
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  await search.fill(term);
  await expect(page).toHaveURL(
    new RegExp(`users\\.search=${encodeURIComponent(term).replace(/\./g, '\\.')}`),
  );
  // An e-mail names one user: one row, or the one row that says nothing matched, once the new page is in.
  await expect(page.getByTestId('data-table-users').locator('tbody tr')).toHaveCount(1);
}

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('combobox', { name: from }).selectOption({ label: to });
}

test('an admin adds a customer with other contacts and a photo, edits it from its profile, exports and deletes it', async ({
  page,
}) => {
  const mark = runMark();
  const email = `kavita.${mark}@example.com`;
  const lastName = `Mehta${mark}`;
  const fullName = `Kavita ${lastName}`;

  await signIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Users', { exact: true }).click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByRole('tab', { name: 'Customers' })).toBeVisible();
  await takeScreenshot(page, 'users-list');

  // Add a customer.
  await page.getByRole('link', { name: 'Add customer' }).click();
  await expect(page).toHaveURL(/\/users\/list\/adduser\?role=customer$/);
  await expect(page.getByRole('heading', { name: 'Add customer' })).toBeVisible();

  // The contract's rules speak before anything is sent.
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByText('First name is required!')).toBeVisible();
  await expect(page.getByText('Company name is required!')).toBeVisible();

  await page.getByLabel(/^First name/).fill('Kavita');
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mobile/).fill('9876500011');
  await page.getByRole('combobox', { name: /^Gender/ }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  const birthDate = page.getByLabel(/^Date of birth/);
  await birthDate.fill('15-08-1990');
  await birthDate.press('Escape');
  await page.getByLabel(/^Address/).fill('14 Tilak Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('411002');
  await page.getByLabel(/^Password/).fill('Secret1234');
  await page.getByLabel(/^Confirm password/).fill('Secret1234');
  await page.getByLabel(/^Company name/).fill('Mehta Traders');
  await page.getByLabel(/^Main contact person/).fill('Kavita Mehta');

  const contacts = page.getByTestId('contacts-section');
  await expect(contacts.getByRole('button', { name: 'Remove contact' })).toBeDisabled();
  await contacts.getByLabel('Contact person 1').fill('Ravi Desai');
  await contacts.getByLabel('Contact mobile 1').fill('9811100022');
  await contacts.getByLabel('Designation 1').fill('Manager');
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  await contacts.getByLabel('Contact person 2').fill('Sunita Rao');
  await contacts.getByLabel('Contact mobile 2').fill('9822200033');
  await contacts.getByLabel('Designation 2').fill('Accounts');

  await page
    .getByTestId('profile-image-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kavita.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('kavita.png')).toBeVisible();
  await expect(page.getByTestId('profile-image-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await takeScreenshot(page, 'user-add-customer');

  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByText('User added successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list\?tab=customer/);

  // Find it through the table's search.
  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
  // A profile image is not public: it comes with the session's token, as a blob address.
  await expect(row.locator('img')).toHaveAttribute('src', /^blob:/);

  // Its profile: the customer's tabs, its contacts and its photo.
  await row.getByRole('link', { name: fullName, exact: true }).click();
  await expect(page).toHaveURL(/\/users\/list\/viewuser\?email=/);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'General',
    'Sales',
    'Quotations',
    'Complaints',
    'Statement',
  ]);
  await expect(page.getByTestId('profile-header').locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('other-contacts')).toContainText('Ravi Desai');
  await expect(page.getByTestId('other-contacts')).toContainText('Sunita Rao');
  await expect(page.getByTestId('company-details')).toContainText('Mehta Traders');
  await takeScreenshot(page, 'user-profile');

  // A reload finds the same profile through the address.
  await page.reload();
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();

  // Edit it in the drawer.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Customer' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel(/^Email/)).toBeDisabled();
  await expect(drawer.getByLabel('Role')).toHaveValue('Customer');
  await drawer.getByLabel(/^City/).fill('Nashik');
  await takeScreenshot(page, 'user-profile-drawer');
  await drawer.getByRole('button', { name: 'Edit User' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('profile-header')).toContainText('Nashik');

  // The same profile and drawer in Arabic, mirrored.
  await switchLanguage(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'عام' })).toBeVisible();
  await takeScreenshot(page, 'user-profile-arabic');
  await page.getByRole('button', { name: 'تعديل الملف الشخصي' }).click();
  await expect(page.getByRole('dialog', { name: 'عميل' })).toBeVisible();
  await takeScreenshot(page, 'user-profile-drawer-arabic');
  await page.getByRole('button', { name: 'إلغاء' }).click();
  // Closed before the language changes. CI once found the drawer's overlay still over the menu after the switch back
  // (not reproduced here, 9 tries); if it comes back, this line names the step that failed.
  await expect(page.getByRole('dialog', { name: 'عميل' })).toBeHidden();
  await switchLanguage(page, 'اللغة', 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // Export the list as CSV.
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Users', { exact: true }).click();
  await searchUsers(page, email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('userData.csv');
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header] = csv.split(/\r?\n/);
  expect(header).toBe('ID,First name,Last name,Email,Mobile,Role,Company,City,Gender,Created at');
  expect(csv).toContain(email);
  expect(csv).toContain('Nashik');

  // Delete it.
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Delete: ${fullName}` })
    .click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await takeScreenshot(page, 'user-delete-confirm');
  await page.getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(page.getByText('User deleted successfully.')).toBeVisible();

  await page.reload();
  await searchUsers(page, email);
  await expect(page.getByText('Sorry, no matching records found')).toBeVisible();
  await takeScreenshot(page, 'users-search-empty');
});
