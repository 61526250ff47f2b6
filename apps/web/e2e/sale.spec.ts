import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { adminApi } from './support/admin-api';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const CUSTOMER = { first: 'Kavya', last: `Rao${mark}`, email: `kavya.${mark}@example.com` };
const CUSTOMER_NAME = `${CUSTOMER.first} ${CUSTOMER.last}`;
const SUPPLIER = { first: 'Ramesh', last: `Jain${mark}`, email: `ramesh.${mark}@example.com` };
const AC = { code: `SAL-AC-${mark.toUpperCase()}`, name: `Window AC ${mark}`, price: '1000' };
const FILTER = { code: `SAL-FL-${mark.toUpperCase()}`, name: `Air filter ${mark}`, price: '500' };
const TAX = { name: `GST ${mark}`, percentage: '18' };

const person = {
  gender: 'female',
  birth_date: '1990-04-12',
  address: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  mobile: '9845098450',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

/**
 * What the journey starts from, made through the API as the admin: a customer, two products with stock (a
 * supplier's purchase, delivered) and an 18% tax.
 */
async function createRecords(request: APIRequestContext, tag = '') {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: { id: number } }).data;
  };
  const customer = await post('/api/user/store', {
    ...person,
    role: 'customer',
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last + tag,
    email: `${tag}${CUSTOMER.email}`,
    company_name: 'Rao Textiles',
    company_contact_person: 'Kavya Rao',
  });
  const supplier = await post('/api/user/store', {
    ...person,
    gender: 'male',
    role: 'supplier',
    first_name: SUPPLIER.first,
    last_name: SUPPLIER.last + tag,
    email: `${tag}${SUPPLIER.email}`,
    company_name: 'Jain Traders',
    company_contact_person: 'Ramesh Jain',
  });
  const ac = await post('/api/product/store', {
    code: AC.code + tag.toUpperCase(),
    name: AC.name,
    model_number: 'W-1',
    price: AC.price,
  });
  const filter = await post('/api/product/store', {
    code: FILTER.code + tag.toUpperCase(),
    name: FILTER.name,
    model_number: 'F-1',
    price: FILTER.price,
  });
  await post('/api/tax/store', { ...TAX, name: TAX.name + tag });
  const purchase = await post('/api/purchase/store', {
    supplier_id: supplier.id,
    date: '2026-11-01',
    billing_address: 'Head office, MG Road',
    items: [
      { product_id: ac.id, quantity: 5, rate: '800' },
      { product_id: filter.id, quantity: 5, rate: '300' },
    ],
  });
  await post('/api/purchase/deliver', { id: purchase.id });
  return { customerId: customer.id, filterId: filter.id };
}

async function pick(page: Page, scope: Locator, label: RegExp | string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin quotes two products, converts the quotation to a sale, takes its payments and downloads the invoice', async ({
  page,
  request,
}) => {
  await createRecords(request);
  await signIn(page);

  // The quotation, with live totals: 2 x 1,000.00 - 10% = 1,800.00, + 18% tax = 2,124.00; 1 x 500.00.
  await page.goto('/quotation/list');
  await expect(page.getByRole('heading', { name: 'Quotations' })).toBeVisible();
  await page.getByRole('button', { name: 'Add quotation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add quotation' });
  await drawer.getByRole('button', { name: 'Add quotation' }).click();
  await expect(drawer.getByText('Customer is required!')).toBeVisible();
  await expect(drawer.getByText('Product is required!')).toBeVisible();

  await pick(page, drawer, /^Customer/, CUSTOMER_NAME);
  await pick(page, drawer, 'Product of line 1', `${AC.name} (${AC.code})`);
  await expect(drawer.getByRole('textbox', { name: 'Price of line 1' })).toHaveValue('1000.00');
  await drawer.getByRole('textbox', { name: 'Quantity of line 1' }).fill('2');
  await pick(page, drawer, 'Tax of line 1', `${TAX.name} (18%)`);
  await drawer.getByRole('textbox', { name: 'Discount of line 1' }).fill('10');
  await expect(drawer.getByTestId('quotation-line-amount-0')).toHaveText('₹2,124.00');

  await drawer.getByRole('button', { name: 'Add product' }).click();
  await pick(page, drawer, 'Product of line 2', `${FILTER.name} (${FILTER.code})`);
  await expect(drawer.getByTestId('quotation-line-amount-1')).toHaveText('₹500.00');
  await expect(drawer.getByTestId('quotation-gross')).toContainText('₹2,500.00');
  await expect(drawer.getByTestId('quotation-discount')).toContainText('₹200.00');
  await expect(drawer.getByTestId('quotation-tax')).toContainText('₹324.00');
  await expect(drawer.getByTestId('quotation-total')).toContainText('₹2,624.00');
  await takeScreenshot(page, 'quotation-add');
  await drawer.getByRole('button', { name: 'Add quotation' }).click();
  await expect(page.getByText('Quotation added successfully.')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = page.locator('tbody tr').filter({ hasText: CUSTOMER_NAME });
  await expect(row).toContainText(AC.name);
  await expect(row).toContainText('₹2,500.00');
  await expect(row).toContainText('Open');
  await takeScreenshot(page, 'quotation-list');

  // Its view carries the server's figures; converting is confirmed and leads to the new sale.
  await row.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(/\/quotation\/view\/\d+$/);
  await expect(page.getByTestId('quotation-lines').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('quotation-lines-total')).toHaveText('₹2,624.00');
  await page.getByRole('button', { name: 'Convert to sale' }).click();
  await expect(page.getByText('its products taken out of the stock')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Convert it' }).click();
  await expect(page.getByText(/^Quotation converted to the sale /)).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/view\/\d+$/);

  const status = page.getByTestId('sale-payment-status');
  await expect(status).toHaveText('Unpaid');
  await expect(page.getByTestId('sale-lines-total')).toHaveText('₹2,624.00');
  const saleNo =
    (await page.getByRole('heading', { level: 2, name: /^[A-Z]+-\d+$/ }).textContent())?.trim() ?? '';
  expect(saleNo).not.toBe('');

  // A partial payment, then the rest (the form starts with what is still due).
  await page.getByRole('button', { name: 'Add payment' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add payment' });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('2624.00');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('3000');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByText('The payment is more than the amount due (2624.00).')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1000');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByText('Payment added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Partial paid');
  await expect(page.getByTestId('sale-due')).toHaveText('₹1,624.00');

  await page.getByRole('button', { name: 'Add payment' }).click();
  dialog = page.getByRole('dialog', { name: 'Add payment' });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1624.00');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Paid');
  await expect(page.getByTestId('sale-payments').locator('tbody tr')).toHaveCount(2);
  await takeScreenshot(page, 'sale-view-paid');

  // The invoice PDF, under the server's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${saleNo}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The quotation now shows its sale and cannot be converted again.
  await page.goto('/quotation/list');
  await expect(row).toContainText('Closed');
  await expect(row.getByRole('button', { name: 'Convert to sale' })).toHaveCount(0);

  await page.goto('/sales/list');
  const saleRow = page.locator('tbody tr').filter({ hasText: saleNo });
  await expect(saleRow).toContainText(CUSTOMER_NAME);
  await expect(saleRow).toContainText('Paid');
  await takeScreenshot(page, 'sale-list');
});

/** The QR codes in a PNG, decoded as a phone's camera would read them (jsQR). */
function qrCodesIn(png: Buffer): string[] {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code ? [code.data] : [];
}

test('with a UPI ID in the settings, a bill with money due carries a UPI code that pays what is due, on screen and on its PDF', async ({
  page,
  request,
}) => {
  // Its own records (the tag), so it runs alone as well as after the journey above.
  const { customerId, filterId } = await createRecords(request, 'upi');
  const api = await adminApi(request);
  const bill = (
    await api.post<{ data: { id: number; sale_no: string } }>('/api/sale/store', {
      customer_id: customerId,
      date: '2026-11-20',
      billing_address: 'Rao Textiles, MG Road',
      items: [{ product_id: filterId, quantity: 1, price: '500' }],
    })
  ).data;
  await signIn(page);

  await page.goto('/setting');
  await page.getByRole('textbox', { name: /^UPI ID/ }).fill('coolair@okhdfc');
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Cool Air Services');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  try {
    const expected = `upi://pay?pa=coolair%40okhdfc&pn=Cool%20Air%20Services&am=500.00&cu=INR&tr=${bill.sale_no}&tn=${bill.sale_no}`;
    await page.goto(`/sales/view/${bill.id}`);
    const card = page.getByTestId('upi-pay');
    await expect(card).toContainText('Scan with any UPI app to pay ₹500.00');
    await expect(card.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', expected);
    const src = (await card.getByRole('img', { name: 'UPI payment QR code' }).getAttribute('src')) ?? '';
    expect(qrCodesIn(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'))).toEqual([expected]);
    await takeScreenshot(page, 'sale-view-upi');

    // The printed invoice's code, read from its first page as poppler draws it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'amc-upi-'));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      await download.path(),
      join(dir, 'page'),
    ]);
    const page1 = readdirSync(dir).find((name) => name.endsWith('.png'))!;
    expect(qrCodesIn(readFileSync(join(dir, page1)))).toEqual([expected]);
    rmSync(dir, { recursive: true, force: true });
  } finally {
    await page.goto('/setting');
    await page.getByRole('textbox', { name: /^UPI ID/ }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  }
});
