import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36).toUpperCase();
const BRAND = `E2E Brand ${suffix}`;
const CODE = `E2E-${suffix}`;
const NAME = `E2E split AC ${suffix}`;

const PRODUCT_CSV_HEADER =
  'Code,Name,Model number,HSN/SAC code,Price,Brand,Category,Unit,Current stock,Created at';

async function searchTable(page: Page, term: string) {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(term);
  // The search is debounced into the address, which is what the list query follows.
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`));
}

/** The address changes as soon as the tab is clicked; the page is there once its heading is. */
async function openSection(page: Page, tab: string, heading: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

const bodyRows = (page: Page) => page.locator('tbody tr');

test('an admin adds a product with a new brand, archives it, restores it and exports the list', async ({
  page,
}) => {
  await signIn(page);

  // A brand made on the brand list first.
  await page.goto('/product/brands');
  await expect(page.getByRole('heading', { name: 'Brands' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Brand name/ }).fill(BRAND);
  await page.getByRole('button', { name: 'Add brand' }).click();
  await expect(page.getByText('Brand added successfully.')).toBeVisible();
  await expect(page.getByTestId('category-table').getByText(BRAND)).toBeVisible();
  await takeScreenshot(page, 'product-brands');

  // Add the product from the product list.
  await openSection(page, 'Products', 'Products');
  await page.getByRole('button', { name: 'Add product' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add product' });
  await drawer.getByRole('button', { name: 'Add product' }).click();
  await expect(drawer.getByText('Code is required!')).toBeVisible();
  await drawer.getByRole('textbox', { name: /^Code/ }).fill(CODE);
  await drawer.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await drawer.getByRole('textbox', { name: /^Model number/ }).fill('MX-18');
  await drawer.getByRole('textbox', { name: /^Price/ }).fill('0');
  await drawer.getByRole('textbox', { name: /^Model number/ }).click();
  await expect(drawer.getByText('Price must be greater than 0')).toBeVisible();
  await drawer.getByRole('textbox', { name: /^Price/ }).fill('38990.5');
  await drawer.getByRole('combobox', { name: 'Brand', exact: true }).click();
  await page.getByRole('option', { name: BRAND }).click();
  await drawer.getByRole('textbox', { name: /^Description/ }).fill('Added by the products journey.');
  await takeScreenshot(page, 'product-add');
  await drawer.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  // Find it through the table search; the view survives a reload (it lives in the address).
  await searchTable(page, CODE);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).filter({ hasText: CODE });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText(BRAND);
  await expect(row).toContainText('₹38,990.50');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(CODE);
  await expect(bodyRows(page).filter({ hasText: CODE })).toBeVisible();
  await takeScreenshot(page, 'product-list-search');

  // The CSV export carries the same search, with SPEC's name and the list's columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('productData.csv');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe(PRODUCT_CSV_HEADER);
  expect(lines.some((line) => line.startsWith(`${CODE},`))).toBe(true);

  // Archive it: it leaves the product list ...
  await bodyRows(page).filter({ hasText: CODE }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await takeScreenshot(page, 'product-archive-confirm');
  await page.getByRole('button', { name: 'Yes, Archive it' }).click();
  await expect(page.getByText('Product archived successfully.')).toBeVisible();
  await expect(page.getByText('Sorry, no matching records found')).toBeVisible();

  // ... and shows in the archive list, from where it is restored.
  await openSection(page, 'Archive list', 'Archived products');
  await expect(page).toHaveURL(/\/product\/archive$/);
  await searchTable(page, CODE);
  const archived = bodyRows(page).filter({ hasText: CODE });
  await expect(archived).toBeVisible();
  await takeScreenshot(page, 'product-archive-list');
  await archived.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Product restored successfully.')).toBeVisible();
  await expect(page.getByText('Sorry, no matching records found')).toBeVisible();

  // Back in the product list.
  await openSection(page, 'Products', 'Products');
  await searchTable(page, CODE);
  await expect(bodyRows(page).filter({ hasText: CODE })).toContainText(NAME);

  // The same screens in Arabic, right to left.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المنتجات' })).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: CODE })).toBeVisible();
  await takeScreenshot(page, 'product-list-arabic');
  await page.getByRole('button', { name: 'إضافة منتج' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة منتج' })).toBeVisible();
  await takeScreenshot(page, 'product-add-arabic');
  await page.keyboard.press('Escape');

  // The brand the product uses cannot be deleted: the refusal counts what uses it, in Arabic, on a desktop and a
  // phone (where the toast takes the width).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 390 ? 720 : 844 });
    await page.goto('/product/brands');
    await page.getByRole('button', { name: `حذف ${BRAND}` }).click();
    await page.getByRole('button', { name: 'نعم، احذفه' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'لا يمكن حذف العلامة التجارية' });
    await expect(refusal).toContainText(BRAND);
    await expect(refusal).toContainText('1 منتج');
    await expect(refusal).toBeInViewport({ ratio: 1 });
    await takeScreenshot(page, `product-brand-in-use-arabic-${width}`);
  }
  await expect(page.getByTestId('category-table').getByText(BRAND)).toBeVisible();
});
