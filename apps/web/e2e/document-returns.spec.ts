import { expect, test } from '@playwright/test';
import { adminApi, type TAdminApi } from './support/admin-api';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

const mark = letterMark();
const CUSTOMER = { first: 'Meera', last: `Iyer${mark}`, email: `meera.${mark}@example.com` };
const PASSWORD = 'Secret123';
const FAN = { code: `CN-FAN-${mark.toUpperCase()}`, name: `Ceiling fan ${mark}` };
const PUMP = { code: `CN-PMP-${mark.toUpperCase()}`, name: `Water pump ${mark}` };

type TRow = { id: number };
const SUPPLIER = { first: 'Sunil', last: `Traders${mark}`, email: `sunil.${mark}@example.com` };

/** A customer who signs in, two products with stock, and a bill of 2 fans and 1 pump paid in full. */
async function createRecords(api: TAdminApi) {
  const customer = await api.post<{ data: TRow }>('/api/user/store', {
    role: 'customer',
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last,
    email: CUSTOMER.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    gender: 'female',
    birth_date: '1988-02-03',
    address: 'Anna Salai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600002',
    mobile: '9840098400',
    company_name: `${CUSTOMER.last} Stores`,
    company_contact_person: CUSTOMER.first,
  });
  const product = async (item: { code: string; name: string }, price: string) =>
    (await api.post<{ data: TRow }>('/api/product/store', { ...item, model_number: 'M-1', price })).data.id;
  const fan = await product(FAN, '1500');
  const pump = await product(PUMP, '4000');
  for (const productId of [fan, pump])
    await api.post('/api/stock/adjust', { product_id: productId, change: 10, reason: 'opening' });
  const sale = await api.post<{ data: TRow & { sale_no: string; total: string } }>('/api/sale/store', {
    customer_id: customer.data.id,
    date: '2026-11-20',
    billing_address: 'Anna Salai, Chennai',
    items: [
      { product_id: fan, quantity: 2, price: '1500' },
      { product_id: pump, quantity: 1, price: '4000' },
    ],
  });
  await api.post('/api/sale/payment', {
    sale_id: sale.data.id,
    amount: sale.data.total,
    date: '2026-11-21',
    method: 'bank_transfer',
  });
  return { saleId: sale.data.id, saleNo: sale.data.sale_no, fan };
}

test('an admin credits one returned fan of a paid bill back into stock, refunds it, the statement shows it, and the customer sees it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { saleId, saleNo, fan } = await createRecords(api);
  await signIn(page);

  // The bill: paid in full, 7,000.00.
  await page.goto(`/sales/view/${saleId}`);
  await expect(page.getByTestId('sale-payment-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const drawer = page.getByRole('dialog', { name: `Credit note for ${saleNo}` });
  await drawer.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(drawer.getByText('Reason is required!')).toBeVisible();
  await expect(drawer.getByText('Choose at least one line of the bill to credit.')).toBeVisible();

  await drawer.getByRole('textbox', { name: /^Reason/ }).fill('One fan returned: wrong colour');
  await drawer.getByRole('textbox', { name: `Quantity of ${FAN.name} to credit` }).fill('1');
  await drawer.getByRole('checkbox', { name: `${FAN.name} back into stock` }).check();
  await takeScreenshot(page, 'credit-note-add');
  await drawer.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText('Credit note issued successfully.')).toBeVisible();

  // The new credit note: 1,500.00, all of it the customer's (the bill was paid), open.
  await expect(page).toHaveURL(/\/credit-notes\/view\/\d+$/);
  const creditNo = (await page.getByRole('heading', { level: 2, name: /^CN/ }).textContent())?.trim() ?? '';
  expect(creditNo).toMatch(/^CN/);
  await expect(page.getByTestId('credit-note-status')).toHaveText('Open');
  await expect(page.getByTestId('credit-note-lines-total')).toHaveText('₹1,500.00');
  await expect(page.getByTestId('credit-balance')).toHaveText('₹1,500.00');

  // Refunded by UPI: more than is left is refused on the amount, then the whole credit.
  await page.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record refund' });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1500.00');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1600');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog.getByText('The amount is more than the credit left (1500.00).')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1500');
  await dialog.getByRole('combobox', { name: /^Payment method/ }).click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded successfully.')).toBeVisible();
  await expect(page.getByTestId('credit-note-status')).toHaveText('Settled');
  await expect(page.getByTestId('credit-balance')).toHaveText('₹0.00');
  await expect(page.getByTestId('credit-refunds').locator('tbody tr')).toHaveCount(1);
  await takeScreenshot(page, 'credit-note-view');

  // The bill shows what was credited and its credit note; it can no longer be edited.
  await page.getByRole('link', { name: saleNo }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/view/${saleId}$`));
  await expect(page.getByTestId('sale-credited')).toHaveText('₹1,500.00');
  await expect(page.getByRole('link', { name: creditNo })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

  // The customer's statement: the bill, its payment, the credit note and its refund; nothing owed either way.
  await page.goto(`/users/list/viewuser?email=${encodeURIComponent(CUSTOMER.email)}&tab=statement`);
  const lines = page.getByTestId('statement-lines').locator('tbody tr');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(2)).toContainText(creditNo);
  await expect(lines.nth(3)).toContainText('Refund');
  await expect(page.getByTestId('statement-closing')).toHaveText('₹0.00');
  await takeScreenshot(page, 'statement-customer-profile');

  // The fan came back into stock through the ledger.
  const movements = await api.get<{ data: { kind: string; quantity: number }[] }>('/api/stock/movements', {
    product_id: fan,
  });
  expect(movements.data.find((m) => m.kind === 'sale_return')?.quantity).toBe(1);

  // The customer finds it among its own credit notes and opens it.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, CUSTOMER.email, PASSWORD);
  await page.goto('/credit-notes/list');
  const row = page.locator('tbody tr').filter({ hasText: creditNo });
  await expect(row).toContainText(saleNo);
  await expect(row).toContainText('Settled');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await row.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByTestId('credit-note-lines-total')).toHaveText('₹1,500.00');
  await expect(page.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  await takeScreenshot(page, 'credit-note-customer');

  // And its own statement, on its own profile.
  await page.goto(`/users/list/viewuser?email=${encodeURIComponent(CUSTOMER.email)}&tab=statement`);
  await expect(page.getByTestId('statement-lines').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('statement-closing')).toHaveText('₹0.00');
});

test('an admin sends part of a delivered purchase back to its supplier, out of the stock, and the supplier sees it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const supplier = await api.post<{ data: TRow }>('/api/user/store', {
    role: 'supplier',
    first_name: SUPPLIER.first,
    last_name: SUPPLIER.last,
    email: SUPPLIER.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    gender: 'male',
    birth_date: '1980-05-06',
    address: 'Plot 4, MIDC',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411019',
    mobile: '9822098221',
    company_name: `${SUPPLIER.last} Traders`,
    company_contact_person: SUPPLIER.first,
  });
  const product = await api.post<{ data: TRow }>('/api/product/store', {
    code: `PR-CAP-${mark.toUpperCase()}`,
    name: `Capacitor ${mark}`,
    model_number: 'C-1',
    price: '300',
  });
  const purchase = await api.post<{ data: TRow & { purchase_no: string } }>('/api/purchase/store', {
    supplier_id: supplier.data.id,
    date: '2026-11-10',
    billing_address: 'Head office, Pune',
    status: 'delivered',
    items: [{ product_id: product.data.id, quantity: 10, rate: '185.50' }],
  });
  await signIn(page);

  await page.goto(`/purchase/view/${purchase.data.id}`);
  await page.getByRole('button', { name: 'Return goods' }).click();
  const drawer = page.getByRole('dialog', { name: `Return goods of ${purchase.data.purchase_no}` });
  await drawer.getByRole('textbox', { name: /^Reason/ }).fill('Two capacitors failed the bench test');
  await drawer.getByRole('textbox', { name: `Quantity of Capacitor ${mark} to return` }).fill('2');
  await takeScreenshot(page, 'purchase-return-add');
  await drawer.getByRole('button', { name: 'Issue purchase return' }).click();
  await expect(page.getByText('Purchase return issued successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-returns\/view\/\d+$/);
  const returnNo = (await page.getByRole('heading', { level: 2, name: /^PRN/ }).textContent())?.trim() ?? '';
  await expect(page.getByTestId('purchase-return-lines')).toContainText('₹371.00');
  await takeScreenshot(page, 'purchase-return-view');

  // The purchase keeps its lines and shows its return; the stock is 8.
  await page.getByRole('link', { name: purchase.data.purchase_no }).click();
  await expect(page.getByRole('link', { name: returnNo })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const stock = await api.get<{ data: { id: number; current_stock: number }[] }>('/api/stock/list', {
    search: `PR-CAP-${mark.toUpperCase()}`,
  });
  expect(stock.data[0]?.current_stock).toBe(8);

  // The supplier finds it among its own returns.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, SUPPLIER.email, PASSWORD);
  await page.goto('/purchase-returns/list');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(returnNo);
});
