import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, type TAdminApi } from './support/admin-api';
import { FAILING_KINDS, findLayoutProblems, formatLayoutProblem } from './support/layout-problems';
import { pdfOpenedInNewTab } from './support/pdf-tab';
import { signIn } from './support/sign-in';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const PHONE = { width: 390, height: 844 };
const SUPPLIER = { email: `supplier.${mark}@example.com`, last: `Traders${mark}` };
const CUSTOMER = { email: `customer.${mark}@example.com`, last: `Sharma${mark}` };
const PASSWORD = 'Secret123';
/** Gitignored, for a human to look at: each home at 360, 390 and 1440 wide, in English and in Arabic. */
const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/portals/', import.meta.url));

type TRow = { id: number };

async function addUser(
  api: TAdminApi,
  role: 'supplier' | 'customer',
  email: string,
  first: string,
  last: string,
) {
  const answer = await api.post<{ data: TRow }>('/api/user/store', {
    role,
    first_name: first,
    last_name: last,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    gender: 'female',
    birth_date: '1985-06-07',
    address: 'FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    mobile: '9822098220',
    company_name: `${last} and Co`,
    company_contact_person: first,
  });
  return answer.data.id;
}

/** A supplier with one open and one delivered order, a customer with an open quotation and a part-paid bill. */
async function createRecords(api: TAdminApi) {
  const supplierId = await addUser(api, 'supplier', SUPPLIER.email, 'Sunil', SUPPLIER.last);
  const customerId = await addUser(api, 'customer', CUSTOMER.email, 'Priya', CUSTOMER.last);
  const product = await api.post<{ data: TRow }>('/api/product/store', {
    code: `PRT-${mark.toUpperCase()}`,
    name: `Ceiling fan ${mark}`,
    model_number: 'CF-1',
    price: '1200',
  });
  const line = (quantity: number, price: string) => [{ product_id: product.data.id, quantity, price }];
  const purchase = (status: string, quantity: number) =>
    api.post<{ data: TRow & { purchase_no: string } }>('/api/purchase/store', {
      supplier_id: supplierId,
      date: '2026-03-15',
      contact_person: 'Ramesh',
      billing_address: 'Plot 4, MIDC, Pune',
      status,
      items: [{ product_id: product.data.id, quantity, rate: '800' }],
    });
  await purchase('delivered', 10);
  const open = await purchase('ordered', 4);
  const quotation = await api.post<{ data: TRow & { quotation_no: string } }>('/api/quotation/store', {
    customer_id: customerId,
    date: '2026-03-16',
    items: line(1, '1200'),
  });
  const sale = await api.post<{ data: TRow & { sale_no: string } }>('/api/sale/store', {
    customer_id: customerId,
    date: '2026-03-17',
    billing_address: 'FC Road, Pune',
    items: line(2, '1200'),
  });
  await api.post('/api/sale/payment', {
    sale_id: sale.data.id,
    amount: '1000',
    date: '2026-03-18',
    method: 'upi',
  });
  return {
    purchaseNo: open.data.purchase_no,
    quotationNo: quotation.data.quotation_no,
    saleNo: sale.data.sale_no,
  };
}

async function expectNoLayoutProblems(page: Page, what: string) {
  const problems = (await findLayoutProblems(page)).filter((p) => FAILING_KINDS.includes(p.kind));
  expect(problems.map(formatLayoutProblem), `${what} has no layout problems`).toEqual([]);
}

/** The home at each width in English and Arabic, checked for layout problems and kept for a human to look at. */
async function screenshotHome(page: Page, who: string, ready: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const language of ['en', 'ar'] as const) {
    await page.evaluate((lang) => window.localStorage.setItem('languageSet', lang), language);
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : width === 360 ? 640 : 844 });
      await page.goto('/dashboard/default');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId(ready)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SCREENSHOT_DIR}${who}-${language}-${width}.png`, fullPage: true });
      await expectNoLayoutProblems(page, `${who} home ${language} ${width}`);
    }
  }
  await page.evaluate(() => window.localStorage.setItem('languageSet', 'en'));
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/default');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId(ready)).toBeVisible();
}

test.use({ viewport: PHONE });

test('a supplier opens an order from its home; a customer accepts a quotation and opens a bill', async ({
  page,
  request,
}) => {
  const records = await createRecords(await adminApi(request));

  // The supplier: its open order on its home, opened with a tap, its lines and its PDF.
  await signIn(page, SUPPLIER.email, PASSWORD);
  const open = page.getByTestId('supplier-home-ordered');
  await expect(open.getByRole('heading', { name: 'Open orders (1)' })).toBeVisible();
  await expect(page.getByTestId('supplier-home-delivered').getByRole('heading')).toHaveText(
    'Delivered orders (1)',
  );
  await screenshotHome(page, 'supplier', 'supplier-home-ordered');
  await open.getByRole('link', { name: records.purchaseNo }).click();
  await expect(page).toHaveURL(/\/purchase\/view\/\d+$/);
  await expect(page.getByTestId('purchase-lines')).toContainText(`Ceiling fan ${mark}`);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await pdfOpenedInNewTab(page, () => page.getByRole('button', { name: 'PDF view' }).click());
  await expectNoLayoutProblems(page, 'the supplier’s order');

  // The customer: accepts its quotation on its home, after a confirmation, then opens its bill's PDF.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, CUSTOMER.email, PASSWORD);
  const quotations = page.getByTestId('customer-home-quotations');
  await expect(quotations.getByRole('link', { name: records.quotationNo })).toBeVisible();
  await screenshotHome(page, 'customer', 'customer-home-quotations');
  await quotations.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Accept the quotation ${records.quotationNo}?`);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Thank you: the quotation is accepted. We will be in touch.')).toBeVisible();
  await expect(quotations.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(quotations.getByText('Progress')).toBeVisible();

  const bills = page.getByTestId('customer-home-bills');
  await expect(bills.getByRole('link', { name: records.saleNo })).toBeVisible();
  await expect(bills.getByText('1 payment received')).toBeVisible();
  await pdfOpenedInNewTab(page, () => bills.getByRole('button', { name: 'Bill PDF' }).click());
  await bills.getByRole('link', { name: records.saleNo }).click();
  await expect(page).toHaveURL(/\/sales\/view\/\d+$/);
});
