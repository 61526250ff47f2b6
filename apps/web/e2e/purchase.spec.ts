import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const SUPPLIER = { first: 'Manoj', last: `Agarwal${mark}`, email: `manoj.${mark}@example.com` };
const SUPPLIER_NAME = `${SUPPLIER.first} ${SUPPLIER.last}`;
const PRODUCT = { code: `PUR-E2E-${mark.toUpperCase()}`, name: `Copper pipe ${mark}` };
const PRODUCT_OPTION = `${PRODUCT.name} (${PRODUCT.code})`;

/** The supplier and the product the purchase needs, made through the API as the admin. */
async function createRecords(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const supplier = await request.post('/api/user/store', {
    headers,
    data: {
      role: 'supplier',
      first_name: SUPPLIER.first,
      last_name: SUPPLIER.last,
      email: SUPPLIER.email,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      gender: 'male',
      birth_date: '1985-06-07',
      address: 'MIDC, Bhosari',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411026',
      mobile: '9822098220',
      company_name: 'Agarwal Traders',
      company_contact_person: 'Manoj Agarwal',
    },
  });
  expect(supplier.ok(), await supplier.text()).toBe(true);
  const product = await request.post('/api/product/store', {
    headers,
    data: { code: PRODUCT.code, name: PRODUCT.name, model_number: 'CP-12', price: '450' },
  });
  expect(product.ok(), await product.text()).toBe(true);
}

async function pick(page: Page, scope: Locator, label: RegExp | string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin adds a purchase of two lines, marks it delivered and sees the stock it brought', async ({
  page,
  request,
}) => {
  await createRecords(request);
  await signIn(page);

  await page.goto('/purchase/list');
  await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
  await page.getByRole('button', { name: 'Add purchase' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add purchase' });
  await drawer.getByRole('button', { name: 'Add purchase' }).click();
  await expect(drawer.getByText('Supplier is required!')).toBeVisible();
  await expect(drawer.getByText('Product is required!')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();

  await pick(page, drawer, /^Supplier/, SUPPLIER_NAME);
  await drawer.getByRole('textbox', { name: /^Contact person/ }).fill('Sunil Patil');
  await drawer.getByRole('textbox', { name: /^Billing address/ }).fill('Head office, FC Road, Pune 411004');

  // Line 1: the product's price comes in as the rate, then the rate of this order is typed over it.
  await pick(page, drawer, 'Product of line 1', PRODUCT_OPTION);
  await expect(drawer.getByRole('textbox', { name: 'Rate of line 1' })).toHaveValue('450.00');
  await drawer.getByRole('textbox', { name: 'Quantity of line 1' }).fill('3');
  await drawer.getByRole('textbox', { name: 'Rate of line 1' }).fill('33.33');
  await expect(drawer.getByTestId('purchase-line-amount-0')).toHaveText('₹99.99');

  await drawer.getByRole('button', { name: 'Add product' }).click();
  await pick(page, drawer, 'Product of line 2', PRODUCT_OPTION);
  await drawer.getByRole('textbox', { name: 'Quantity of line 2' }).fill('2');
  await drawer.getByRole('textbox', { name: 'Rate of line 2' }).fill('10.01');
  await expect(drawer.getByTestId('purchase-line-amount-1')).toHaveText('₹20.02');
  await expect(drawer.getByTestId('purchase-total')).toContainText('₹120.01');
  await takeScreenshot(page, 'purchase-add');
  await drawer.getByRole('button', { name: 'Add purchase' }).click();
  await expect(page.getByText('Purchase added successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = page.locator('tbody tr').filter({ hasText: SUPPLIER_NAME });
  await expect(row).toContainText('₹120.01');
  await expect(row).toContainText('Ordered');

  // Delivering is confirmed first; it puts the lines in the stock.
  await row.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('The products of this purchase will be added to the stock.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Mark delivered' }).click();
  await expect(page.getByText('Purchase marked as delivered.')).toBeVisible();
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await takeScreenshot(page, 'purchase-list');

  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/purchase\/view\/\d+$/);
  const lines = page.getByTestId('purchase-lines');
  await expect(lines.locator('tbody tr')).toHaveCount(2);
  await expect(lines.locator('tfoot')).toContainText('₹120.01');
  await takeScreenshot(page, 'purchase-view');

  // The stock list: 3 + 2 of the product, received from this supplier; its movements show both lines.
  await page.goto('/stock/list');
  await expect(page.getByRole('heading', { name: 'Stock' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(PRODUCT.code);
  const stockRow = page.locator('tbody tr').filter({ hasText: PRODUCT.code });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(stockRow.locator('td').nth(3)).toHaveText('5');
  await expect(stockRow).toContainText(SUPPLIER_NAME);
  await stockRow.getByRole('button', { name: 'Stock movements' }).click();
  const movements = page.getByRole('dialog').locator('tbody tr');
  await expect(movements).toHaveCount(2);
  await expect(page.getByRole('dialog')).toContainText('+3');
  await expect(page.getByRole('dialog')).toContainText('+2');
  await takeScreenshot(page, 'stock-movements');
  await page.keyboard.press('Escape');

  // A count on the shelf finds one broken: the admin records the count (4), and the ledger takes the difference.
  await stockRow.getByRole('button', { name: 'Adjust stock' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
  await expect(adjust).toContainText('5 in the warehouse');
  await adjust.getByRole('textbox', { name: /^Counted on the shelf/ }).fill('4');
  await adjust.getByRole('textbox', { name: /^Note/ }).fill('One cracked in the store room');
  await expect(adjust.getByTestId('stock-adjust-after')).toHaveText('Stock after this: 4');
  await takeScreenshot(page, 'stock-adjust');
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText(`The stock of ${PRODUCT.name} is now 4.`)).toBeVisible();
  await expect(stockRow.locator('td').nth(3)).toHaveText('4');
  await stockRow.getByRole('button', { name: 'Stock movements' }).click();
  await expect(page.getByRole('dialog')).toContainText('Stock count · One cracked in the store room');
  await expect(page.getByRole('dialog')).toContainText('-1');
});
