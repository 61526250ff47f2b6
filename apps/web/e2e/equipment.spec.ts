import { expect, test, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
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
