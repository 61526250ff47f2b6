import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adminApi, type TAdminApi } from './support/admin-api';
import { expectFitsAndAccessible } from './support/accessibility';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36).toUpperCase();
const CUSTOMER = {
  first: 'Kavita',
  last: 'Joshi',
  email: `kavita.${suffix}@e2e.example`,
  password: 'Secret123',
};
const PRODUCT = { code: `RO-${suffix}`, name: `Kent Grand RO ${suffix}` };
const SERIALS = [`KG-${suffix}-01`, `KG-${suffix}-02`];

/** The journeys' customer (who signs in) and product, through the API: the forms are the user journey's. */
async function addCustomerAndProduct(api: TAdminApi) {
  const customer = await api.post<{ data: { id: number; unique_identity: string } }>('/api/user/store', {
    role: 'customer',
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last,
    gender: 'female',
    birth_date: '1984-06-12',
    company_name: 'Joshi Sweets',
    company_contact_person: 'Kavita Joshi',
    email: CUSTOMER.email,
    password: CUSTOMER.password,
    password_confirmation: CUSTOMER.password,
    mobile: `9${String(Date.now()).slice(-9)}`,
    address: 'Shop 4, Laxmi Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411030',
  });
  const product = await api.post<{ data: { id: number } }>('/api/product/store', {
    code: PRODUCT.code,
    name: PRODUCT.name,
    model_number: 'GRAND-PLUS',
    price: '18500',
  });
  return { customer, product };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/**
 * Issue 25, part 1: the admin registers two items of a customer in the browser (one with a photo), a contract
 * covers them, and each shows its cover and history; the customer finds them under My equipment, covered.
 */
test('an admin registers a customer’s equipment, a contract covers it, the customer sees it', async ({
  browser,
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { customer, product } = await addCustomerAndProduct(api);

  // Other journeys add people of the same name: the option is told apart by the customer's number.
  const customerOption = `${CUSTOMER.first} ${CUSTOMER.last} (${customer.data.unique_identity})`;

  await signIn(page);
  await page.goto('/equipment/list');
  await expect(page.getByRole('heading', { name: 'Equipment', exact: true })).toBeVisible();

  for (const [index, serial] of SERIALS.entries()) {
    await page.getByRole('button', { name: 'Add equipment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add equipment' });
    if (index === 0) {
      // Customer, product and serial are required.
      await drawer.getByRole('button', { name: 'Add equipment' }).click();
      await expect(drawer.getByText('Serial number is required!')).toBeVisible();
    }
    await drawer.getByRole('combobox', { name: /^Customer/ }).fill(CUSTOMER.first);
    await page.getByRole('option', { name: customerOption }).click();
    await drawer.getByRole('combobox', { name: /^Product/ }).fill(PRODUCT.code);
    await page.getByRole('option', { name: new RegExp(PRODUCT.name) }).click();
    await drawer.getByRole('textbox', { name: /^Serial number/ }).fill(serial);
    await drawer
      .getByRole('textbox', { name: /^Location/ })
      .fill(index ? 'Store room' : 'Kitchen, beside the sink');
    if (index === 0)
      await drawer
        .locator('input[type="file"][aria-label="Photos"]')
        .setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: await page.screenshot() });
    // The photo is resized in the browser first: a save before its thumbnail shows would go without it.
    if (index === 0) await expect(drawer.getByRole('img', { name: 'New photo 1' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Add equipment' }).click();
    // The first item's toast may still show (4 s) when the second one's comes.
    await expect(page.getByText('Equipment added successfully.').last()).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(rowOf(page, serial)).toContainText('Not covered');
  }
  // A second item of the product under a serial it has is refused on the field.
  await page.getByRole('button', { name: 'Add equipment' }).click();
  const again = page.getByRole('dialog', { name: 'Add equipment' });
  await again.getByRole('combobox', { name: /^Customer/ }).fill(CUSTOMER.first);
  await page.getByRole('option', { name: customerOption }).click();
  await again.getByRole('combobox', { name: /^Product/ }).fill(PRODUCT.code);
  await page.getByRole('option', { name: new RegExp(PRODUCT.name) }).click();
  await again.getByRole('textbox', { name: /^Serial number/ }).fill(SERIALS[0]!);
  await again.getByRole('button', { name: 'Add equipment' }).click();
  await expect(again.getByText('This product already has an item with this serial number.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A contract covering both, made through the API: its form is the AMC journey's.
  const items = await api.get<{ data: { id: number; serial_no: string }[] }>('/api/equipment/list', {
    search: `KG-${suffix}`,
  });
  // The contract's assignee is made here: another journey may have deactivated the installation's employees.
  const employee = await api.post<{ data: { id: number } }>('/api/user/store', {
    role: 'employee',
    first_name: 'Ravi',
    last_name: 'Kumar',
    gender: 'male',
    birth_date: '1990-01-15',
    address: '7 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    email: `ravi.${suffix.toLowerCase()}@e2e.example`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    mobile: `8${String(Date.now()).slice(-9)}`,
  });
  const amc = await api.post<{ data: { amc_no: string; end_date: string } }>('/api/amc/store', {
    customer_id: customer.data.id,
    product_ids: [product.data.id],
    equipment_ids: items.data.map((item) => item.id),
    start_date: day(-10),
    status: 'open',
    assigned_to_id: employee.data.id,
    detail: 'Quarterly filter change for the kitchen purifiers',
    interval_months: 3,
    service_count: 4,
  });
  await page.reload();
  await expect(rowOf(page, SERIALS[0]!)).toContainText(`Under contract ${amc.data.amc_no}`);
  await takeScreenshot(page, 'equipment-list');

  // The item's page: its cover, photo, and the contract's visits in its history.
  await rowOf(page, SERIALS[0]!).getByRole('link', { name: SERIALS[0]! }).click();
  await expect(page.getByRole('heading', { name: SERIALS[0]! })).toBeVisible();
  await expect(page.getByText(`Under contract ${amc.data.amc_no}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Visits/ })).toBeVisible();
  await takeScreenshot(page, 'equipment-view');

  // The customer's My equipment: its own two items, covered, and no register tools.
  const own = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(own, CUSTOMER.email, CUSTOMER.password);
  await own.goto('/equipment/list');
  await expect(own.getByRole('heading', { name: 'My equipment' })).toBeVisible();
  for (const serial of SERIALS) await expect(own.getByText(serial)).toBeVisible();
  await expect(own.getByRole('button', { name: 'Add equipment' })).toHaveCount(0);
  await takeScreenshot(own, 'equipment-my-360');
  await own.context().close();
});

/**
 * Issue 25, part 2: the admin prints an item's QR labels (the PDF read back); a stranger scans the label on a phone,
 * sees the item and that it is not covered, and reports a fault with a photo; the complaint is there, on the item,
 * marked as reported by scan. The customer itself, signed in, is sent to its own complaint form instead.
 */
test('a QR label is printed, scanned on a phone, and its fault report becomes a complaint on the item', async ({
  browser,
  page,
  request,
}) => {
  const api = await adminApi(request);
  // The first journey made this run's customer and product; a run of this journey alone makes them here.
  const found = await api.get<{ data: { id: number; customer: { id: number } }[] }>('/api/equipment/list', {
    search: SERIALS[0]!,
  });
  const customerId = found.data[0]?.customer.id ?? (await addCustomerAndProduct(api)).customer.data.id;
  const productId = (await api.get<{ data: { id: number }[] }>('/api/product/list', { search: PRODUCT.code }))
    .data[0]!.id;
  const serial = `KG-${suffix}-SCAN`;
  const item = await api.post<{ data: { id: number; label_url: string } }>('/api/equipment/store', {
    customer_id: customerId,
    product_id: productId,
    serial_no: serial,
    location: 'Reception',
  });
  const labelPath = new URL(item.data.label_url).pathname;

  // The admin prints the item's label from its page: the PDF names the product and serial.
  await signIn(page);
  await page.goto(`/equipment/view/${item.data.id}`);
  await page.getByRole('button', { name: /^Print label/ }).click();
  const labels = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Print QR labels' })
    .getByRole('button', { name: 'Print labels' })
    .click();
  // Kept beside the screenshots, for a human to look at.
  const pdf = fileURLToPath(new URL('./screenshots/equipment-labels.pdf', import.meta.url));
  await (await labels).saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(`S/N ${serial}`);
  expect(text).toContain('Scan to report a problem');

  // A stranger's phone: no session, 360 px wide.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-IN' });
  const stranger = await phone.newPage();
  await stranger.goto(labelPath);
  await expect(stranger.getByText(serial)).toBeVisible();
  await expect(stranger.getByText('Not covered: repairs may be charged')).toBeVisible();
  // Nothing of the customer is on the page.
  await expect(stranger.getByText(CUSTOMER.last)).toHaveCount(0);
  await stranger.getByRole('button', { name: 'Send report' }).click();
  await expect(stranger.getByText('Please enter your name.')).toBeVisible();
  await stranger.getByLabel('Your name').fill('Sunil Pawar');
  await stranger.getByLabel('Your phone number').fill('+91 98220 12345');
  await stranger.getByLabel('What is wrong?').fill('Water is dripping under the purifier.');
  await stranger
    .locator('input[type="file"]')
    .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: await page.screenshot() });
  await expect(stranger.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await takeScreenshot(stranger, 'scan-page-360');
  await expectFitsAndAccessible(stranger);
  await stranger.getByRole('button', { name: 'Send report' }).click();
  const sent = stranger.getByRole('heading', { name: /^Thank you! Your report is complaint / });
  await expect(sent).toBeVisible();
  const complaintNo = /complaint (\S+)\.$/.exec((await sent.textContent()) ?? '')![1]!;
  await takeScreenshot(stranger, 'scan-sent-360');
  // A label that stands for nothing says so, and nothing more.
  await stranger.goto(`/q/${'0'.repeat(32)}`);
  await expect(stranger.getByText('This label is not valid any more. Please call the office.')).toBeVisible();
  await phone.close();

  // The same page in Arabic, right to left, on a phone and a desktop.
  for (const width of [360, 1440]) {
    const arabic = await browser.newContext({ viewport: { width, height: 800 }, locale: 'ar' });
    const reader = await arabic.newPage();
    await reader.goto(labelPath);
    await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(reader.getByText(serial)).toBeVisible();
    await takeScreenshot(reader, `scan-page-ar-${width}`);
    await expectFitsAndAccessible(reader);
    await arabic.close();
  }

  // The office finds the complaint on the item, reported by scan.
  await page.goto(`/complaint/list`);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(complaintNo);
  const row = rowOf(page, complaintNo);
  await expect(row).toContainText(PRODUCT.name);
  await expect(row.getByRole('img', { name: 'Reported by scan' })).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByText(serial)).toBeVisible();
  await expect(view.getByText('Sunil Pawar')).toBeVisible();
  await expect(view.getByRole('link', { name: '+919822012345' })).toHaveAttribute(
    'href',
    'tel:+919822012345',
  );
  await takeScreenshot(page, 'complaint-reported-by-scan');

  // The customer, signed in on its phone, scans its own item and lands in its own complaint form with the item.
  const own = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(own, CUSTOMER.email, CUSTOMER.password);
  await own.goto(labelPath);
  await expect(own).toHaveURL(/\/complaint\/list$/);
  const form = own.getByRole('dialog', { name: /complaint/i });
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Equipment' })).toHaveValue(new RegExp(`^${serial} `));
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(new RegExp(PRODUCT.name));
  await takeScreenshot(own, 'scan-own-complaint-form-360');
  await own.context().close();
});
