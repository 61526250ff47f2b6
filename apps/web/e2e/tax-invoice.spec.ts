import { expect, test, type Page } from '@playwright/test';
import { adminApi, type TAdminApi } from './support/admin-api';
import { letterMark } from './support/run-mark';
import { pdfOpenedInNewTab } from './support/pdf-tab';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/*
 * Issue 27, sections 3 to 5: a tax made of components, charged across states by the customer's state, with the
 * item's HSN code on the bill, in the tax report by component, a payment's receipt, the customer's balance, and a
 * supplier answering its order.
 */

const mark = letterMark();
const PASSWORD = 'Secret123';
const TAX = `GST 18% ${mark}`;
const PRODUCT = { code: `TI-AC-${mark.toUpperCase()}`, name: `Split AC ${mark}`, hsn: '8415' };

type TRow = { id: number };

/** A person of a role who signs in, in a state of India. */
const person = (role: 'customer' | 'supplier', first: string, last: string, state: string) => ({
  role,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}.${mark}@example.com`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  gender: 'female',
  birth_date: '1985-04-05',
  address: '12 Residency Road',
  city: state === 'Karnataka' ? 'Bengaluru' : 'Pune',
  state,
  pincode: '560025',
  mobile: '9845098450',
  company_name: `${last} Enterprises`,
  company_contact_person: first,
});

async function addPerson(api: TAdminApi, data: ReturnType<typeof person>) {
  return { ...(await api.post<{ data: TRow }>('/api/user/store', data)).data, email: data.email };
}

/** The business is in Maharashtra (the settings' state, kept as the form saves it). */
async function placeBusinessInMaharashtra(page: Page) {
  await page.goto('/setting');
  const state = page.getByRole('textbox', { name: /^State/ });
  await state.fill('Maharashtra');
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page.getByText(/updated/i).first()).toBeVisible();
}

test('a GST tax split by state: a bill across states charges IGST with the HSN code, its payment has a receipt, and the customer sees its balance', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  await signIn(page);
  await placeBusinessInMaharashtra(page);

  // The tax, split as GST in one click.
  await page.goto('/tax/list');
  await page.getByRole('button', { name: 'Add tax' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tax' });
  await dialog.getByRole('textbox', { name: /^Tax name/ }).fill(TAX);
  await dialog.getByRole('textbox', { name: /^Percentage/ }).fill('18');
  await dialog.getByRole('button', { name: 'Split as GST (CGST + SGST, IGST)' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Rate' })).toHaveCount(3);
  await takeScreenshot(page, 'tax-components');
  await dialog.getByRole('button', { name: 'Add tax' }).click();
  await expect(dialog).toBeHidden();

  const { data: taxes } = await api.get<{ data: (TRow & { name: string })[] }>('/api/tax/list', {
    search: TAX,
  });
  const taxId = taxes.find((tax) => tax.name === TAX)!.id;
  const customer = await addPerson(api, person('customer', 'Lakshmi', `Rao${mark}`, 'Karnataka'));
  const product = await api.post<{ data: TRow }>('/api/product/store', {
    code: PRODUCT.code,
    name: PRODUCT.name,
    model_number: 'AC-15',
    hsn_code: PRODUCT.hsn,
    price: '30000',
  });
  await api.post('/api/stock/adjust', { product_id: product.data.id, change: 5, reason: 'opening' });
  const sale = await api.post<{ data: TRow & { sale_no: string } }>('/api/sale/store', {
    customer_id: customer.id,
    date: '2026-11-20',
    billing_address: '12 Residency Road, Bengaluru',
    items: [{ product_id: product.data.id, quantity: 1, price: '30000', tax_id: taxId }],
  });
  await api.post('/api/sale/payment', {
    sale_id: sale.data.id,
    amount: '10000',
    date: '2026-11-21',
    method: 'upi',
  });

  // Across states: IGST 18% on the line and in the sums; the item's HSN code under its name.
  await page.goto(`/sales/view/${sale.data.id}`);
  const lines = page.getByTestId('sale-lines');
  await expect(lines.getByText(`HSN/SAC ${PRODUCT.hsn}`)).toBeVisible();
  await expect(lines.getByText('IGST 18%: ₹5,400.00')).toBeVisible();
  await expect(lines.getByTestId('sale-lines-taxPart')).toHaveText(['IGST 18%₹5,400.00']);
  await expect(lines.getByText('CGST')).toHaveCount(0);
  await takeScreenshot(page, 'sale-igst');
  // Each payment's receipt: a PDF opened in a new tab.
  await pdfOpenedInNewTab(page, () => page.getByRole('button', { name: 'Receipt' }).click());

  // The tax report: the bill's tax across states, as IGST.
  await page.goto('/report/list?report=tax');
  await page.getByRole('textbox', { name: /^Start date/ }).fill('20-11-2026');
  await page.getByRole('textbox', { name: /^End date/ }).fill('21-11-2026');
  await page.getByRole('textbox', { name: /^Start date/ }).click();
  await page.getByRole('button', { name: 'Go' }).click();
  const taxRow = page
    .getByRole('table', { name: 'Tax report' })
    .locator('tbody tr')
    .filter({ hasText: TAX })
    .filter({ hasText: 'Across states' });
  await expect(taxRow).toContainText('₹30,000.00');
  await expect(taxRow).toContainText('IGST 18%: ₹5,400.00');
  await expect(page.getByTestId('tax-report-component-IGST')).toBeVisible();
  await takeScreenshot(page, 'report-tax');

  // The customer: its balance over its open bills on its home.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, customer.email, PASSWORD);
  const balance = page.getByTestId('customer-home-balance');
  await expect(balance.getByText('₹25,400.00')).toBeVisible();
  await expect(balance.getByText('on 1 unpaid bill')).toBeVisible();
  await takeScreenshot(page, 'customer-balance');
});

test('a supplier confirms its order with a delivery date in its portal, and the office sees the answer', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const supplier = await addPerson(api, person('supplier', 'Kavita', `Supplies${mark}`, 'Maharashtra'));
  const product = await api.post<{ data: TRow }>('/api/product/store', {
    code: `TI-FLT-${mark.toUpperCase()}`,
    name: `Air filter ${mark}`,
    model_number: 'F-1',
    price: '400',
  });
  const purchase = await api.post<{ data: TRow & { purchase_no: string } }>('/api/purchase/store', {
    supplier_id: supplier.id,
    date: '2026-11-25',
    billing_address: 'Head office, Pune',
    status: 'ordered',
    items: [{ product_id: product.data.id, quantity: 20, rate: '250' }],
  });

  await signIn(page, supplier.email, PASSWORD);
  await page.goto(`/purchase/view/${purchase.data.id}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm the order ${purchase.data.purchase_no}` });
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByText('Delivery date is required!')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Delivery date/ }).fill('05-12-2026');
  await dialog.getByRole('textbox', { name: /^Delivery date/ }).press('Tab');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change answer' })).toBeVisible();
  await takeScreenshot(page, 'supplier-confirmed');

  // The office: the answer and the promised day on the purchase.
  await page.evaluate(() => localStorage.clear());
  await signIn(page);
  await page.goto(`/purchase/view/${purchase.data.id}`);
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByText('05-12-2026').first()).toBeVisible();
});
