import { todayIn } from '@amc/contracts';
import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { expectDraftPartQuantities } from './support/completion-draft';
import { E2E_PASSWORD, personBody, type TWho } from './support/people';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/*
 * Issue 28, section 5: parts in the van. The office gives a technician a van and moves three filters into it from the
 * warehouse; on a phone the technician's part picker says what the van and the warehouse hold, warns before sending
 * when it asks for more than the van has, and the visit's parts leave the van.
 */

const suffix = Date.now().toString(36);
const EMPLOYEE = { first: 'Sanjay', last: `Patil${letterMark()}`, email: `sanjay.${suffix}@e2e.example` };
const CUSTOMER = { first: 'Rekha', last: 'Joshi', email: `rekha.${suffix}@e2e.example` };
const PASSWORD = E2E_PASSWORD;
const PHONE = { width: 360, height: 780 };
const PRODUCT = { code: `VF-${suffix.toUpperCase()}`, name: `Van filter ${suffix}` };
const VISIT = `Filter swap ${suffix}`;

const person = (role: 'customer' | 'employee', who: TWho) => personBody(role, who, 'Joshi Bakery');

test('the office moves parts into a technician van; its part picker warns before sending, and the parts leave the van', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const employee = await api.post<{ data: { id: number } }>('/api/user/store', person('employee', EMPLOYEE));
  const customer = await api.post<{ data: { id: number } }>('/api/user/store', person('customer', CUSTOMER));
  const product = await api.post<{ data: { id: number } }>('/api/product/store', {
    code: PRODUCT.code,
    name: PRODUCT.name,
    model_number: 'VF-1',
    price: '300',
  });
  await api.post('/api/stock/adjust', { product_id: product.data.id, counted: 10, reason: 'opening' });
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const visit = await api.post<{ data: { id: number } }>('/api/service/store', {
    customer_id: customer.data.id,
    service_title: VISIT,
    service_date: todayIn(settings.data.time_zone),
    assigned_to_id: employee.data.id,
    charge: '0',
    status: 'open',
  });

  // The office, on a desktop: a van for the technician, three filters moved into it from the warehouse.
  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(office);
  await office.goto('/stock/list');
  await office.getByRole('button', { name: 'Warehouse and vans' }).click();
  const drawer = office.getByRole('dialog', { name: 'Warehouse and vans' });
  await drawer.getByRole('combobox', { name: 'Van for an employee' }).click();
  await office.getByRole('option', { name: `${EMPLOYEE.first} ${EMPLOYEE.last}` }).click();
  await drawer.getByRole('button', { name: 'Add van' }).click();
  await expect(drawer.getByRole('combobox', { name: 'Place' })).toHaveValue(
    `Van: ${EMPLOYEE.first} ${EMPLOYEE.last}`,
  );
  await expect(drawer.getByText('Nothing is kept here.')).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Place' }).click();
  await office.getByRole('option', { name: 'Warehouse', exact: true }).click();
  await drawer.getByRole('button', { name: 'Move parts' }).click();
  const move = office.getByRole('dialog', { name: 'Move parts' });
  await move.getByRole('combobox', { name: 'To' }).click();
  await office.getByRole('option', { name: `Van: ${EMPLOYEE.first} ${EMPLOYEE.last}` }).click();
  await move.getByRole('combobox', { name: 'Product 1' }).click();
  await office.getByRole('option', { name: new RegExp(PRODUCT.name) }).click();
  await move.getByRole('textbox', { name: 'Quantity 1' }).fill('3');
  await takeScreenshot(office, 'stock-move-parts');
  await move.getByRole('button', { name: 'Move parts' }).click();
  await expect(move).toBeHidden();
  await drawer.getByRole('combobox', { name: 'Place' }).click();
  await office.getByRole('option', { name: `Van: ${EMPLOYEE.first} ${EMPLOYEE.last}` }).click();
  await expect(drawer.getByTestId('place-stock')).toContainText(PRODUCT.name);
  await expect(drawer.getByTestId('place-stock').getByRole('row').last()).toContainText('3');
  await takeScreenshot(office, 'stock-places-van');
  // The product's ledger: the transfer's pair, each at its place and by whom.
  await office.keyboard.press('Escape');
  // The run's other journeys added products too: the list is searched for this one.
  await office.getByRole('textbox', { name: 'Search', exact: true }).fill(PRODUCT.code);
  await office
    .locator('tbody tr')
    .filter({ hasText: PRODUCT.code })
    .getByRole('button', { name: 'Stock movements' })
    .click();
  const ledger = office.getByRole('dialog', { name: new RegExp(PRODUCT.name) });
  await expect(ledger.getByText(`Van: ${EMPLOYEE.first} ${EMPLOYEE.last}`)).toBeVisible();
  await expect(ledger.getByText('Moved between places')).toHaveCount(2);
  await takeScreenshot(office, 'stock-movements-transfer');
  await office.keyboard.press('Escape');
  // The same on a phone, right to left in Arabic.
  await office.setViewportSize(PHONE);
  await office.evaluate(() => localStorage.setItem('languageSet', 'ar'));
  await office.reload();
  await expect(office.locator('html')).toHaveAttribute('dir', 'rtl');
  await office.getByTestId('stock-places').click();
  await expect(office.getByTestId('place-stock')).toBeVisible();
  await takeScreenshot(office, 'stock-places-ar-360');
  await office.getByTestId('move-parts').click();
  await expect(
    office.getByRole('dialog').filter({ has: office.getByTestId('transfer-line-0') }),
  ).toBeVisible();
  await takeScreenshot(office, 'stock-transfer-ar-360');
  await office.evaluate(() => localStorage.setItem('languageSet', 'en'));
  await office.close();

  // The technician, on a phone: the picker shows the van's 3 and the warehouse's 7, and warns at 5.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, EMPLOYEE.email, PASSWORD);
  await page.goto(`/service/complete/${visit.data.id}`);
  await page.getByRole('button', { name: 'Add part' }).click();
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: new RegExp(`${PRODUCT.name} \\(van 3 · warehouse 7\\)`) }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('5');
  await expect(page.getByTestId('part-short-0')).toContainText(
    'The van holds 3 of these (7 in the warehouse)',
  );
  await page.getByTestId('part-short-0').scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'visit-part-short-360');
  // The same warning right to left in Arabic, from the visit's draft kept on the phone.
  await expectDraftPartQuantities(page, ['5']);
  await page.evaluate(() => localStorage.setItem('languageSet', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('part-short-0').scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'visit-part-short-ar-360');
  await page.evaluate(() => localStorage.setItem('languageSet', 'en'));
  await page.reload();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(page.getByTestId('part-short-0')).toBeHidden();
  await page.getByRole('button', { name: 'Complete visit' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await context.close();

  // The parts left the van, not the warehouse.
  const places = await api.get<{ data: { id: number; employee: { id: number } | null }[] }>(
    '/api/stock/places',
  );
  const van = places.data.find((place) => place.employee?.id === employee.data.id)!;
  const inVan = await api.get<{ data: { products: { product: { id: number }; quantity: number }[] } }>(
    '/api/stock/place',
    { place_id: van.id },
  );
  expect(inVan.data.products.find((line) => line.product.id === product.data.id)?.quantity).toBe(1);
  const inWarehouse = await api.get<{ data: { products: { product: { id: number }; quantity: number }[] } }>(
    '/api/stock/place',
    { place_id: 1 },
  );
  expect(inWarehouse.data.products.find((line) => line.product.id === product.data.id)?.quantity).toBe(7);
});
