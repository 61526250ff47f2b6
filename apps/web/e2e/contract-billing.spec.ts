import { expect, test, type Page } from '@playwright/test';
import { adminApi, type TAdminApi } from './support/admin-api';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36).toUpperCase();
const CUSTOMER: TPerson = {
  first: 'Meera',
  last: `Kulkarni${letterMark()}`,
  email: `meera.${suffix.toLowerCase()}@e2e.example`,
};
const PRODUCT = { code: `VRF-${suffix}`, name: `Blue Star VRF ${suffix}` };
const SERIALS = [`BS-${suffix}-01`, `BS-${suffix}-02`];
const TAX = `GST 18% ${suffix}`;

/** YYYY-MM-DD of the 1st of the month `months` away from this one, on the installation's day (India). */
function firstOfMonth(months: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-');
  return new Date(Date.UTC(Number(year), Number(month) - 1 + months, 1)).toISOString().slice(0, 10);
}
const asTyped = (day: string) => day.split('-').reverse().join('-');

type TPerson = { first: string; last: string; email: string };

/** A customer of its own for a journey, who can sign in with Secret123. */
const addCustomer = (api: TAdminApi, person: TPerson) =>
  api.post<{ data: { id: number } }>('/api/user/store', {
    role: 'customer',
    first_name: person.first,
    last_name: person.last,
    gender: 'female',
    birth_date: '1986-03-21',
    company_name: `${person.last} Cold Storage`,
    company_contact_person: `${person.first} ${person.last}`,
    email: person.email,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    mobile: `7${String(Date.now()).slice(-9)}`,
    address: 'Plot 9, MIDC Bhosari',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411026',
  });

/** An active employee to assign contracts to (another journey may have deactivated the installation's). */
async function addEmployee(api: TAdminApi, first: string, last: string) {
  const employee = await api.post<{ data: { id: number } }>('/api/user/store', {
    role: 'employee',
    first_name: first,
    last_name: last,
    gender: 'male',
    birth_date: '1991-08-02',
    address: '3 Nigdi',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411044',
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${Date.now().toString(36)}@e2e.example`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    mobile: `6${String(Date.now()).slice(-9)}`,
  });
  return { id: employee.data.id, first, last };
}

async function pick(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Issue 25, part 4: the admin makes a contract covering a customer's two items with monthly billing that started
 * three months ago; as it is saved its four started months are billed, once each (a reload shows the same four),
 * each bill a sale that names its contract and period and cannot be edited. On a phone, in Arabic, the contract's
 * billing reads right to left.
 */
test('a contract with monthly billing started three months ago bills its months once, and its bills read as such', async ({
  browser,
  page,
  request,
}) => {
  const api = await adminApi(request);
  const customer = await addCustomer(api, CUSTOMER);
  const product = await api.post<{ data: { id: number } }>('/api/product/store', {
    code: PRODUCT.code,
    name: PRODUCT.name,
    model_number: 'VRF-10HP',
    price: '385000',
  });
  for (const [index, serial] of SERIALS.entries())
    await api.post('/api/equipment/store', {
      customer_id: customer.data.id,
      product_id: product.data.id,
      serial_no: serial,
      location: index ? 'Cold room 2' : 'Cold room 1',
    });
  await api.post('/api/tax/store', { name: TAX, percentage: '18' });
  // The contract's assignee is made here: another journey may have deactivated the installation's employees.
  const employee = await addEmployee(api, 'Sanjay', 'Patil');

  await signIn(page);
  await page.goto('/amc/list');
  await page.getByRole('button', { name: 'Add AMC' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add AMC' });
  await drawer.getByRole('combobox', { name: /^Customer/ }).fill(CUSTOMER.first);
  await page.getByRole('option', { name: `${CUSTOMER.first} ${CUSTOMER.last}` }).click();
  await pick(page, drawer, /^Products/, `${PRODUCT.name} (${PRODUCT.code})`);
  for (const serial of SERIALS) await pick(page, drawer, /^Equipment/, new RegExp(serial));
  await drawer.getByRole('textbox', { name: /^Start date/ }).fill(asTyped(firstOfMonth(-3)));
  await drawer
    .getByRole('textbox', { name: /^Detail/ })
    .fill('Monthly upkeep of the two cold room VRF units');
  await pick(page, drawer, /^Assign to/, new RegExp(`^${employee.first} ${employee.last}`));
  await drawer.getByRole('textbox', { name: /^Interval/ }).fill('1');
  await drawer.getByRole('textbox', { name: /^Number of services/ }).fill('12');
  await drawer.getByRole('textbox', { name: /^Price/ }).fill('120000');
  await pick(page, drawer, /^Billing plan/, 'Monthly');
  await pick(page, drawer, /^Tax/, TAX);
  await drawer.getByRole('textbox', { name: /^Payment terms/ }).fill('10');
  await takeScreenshot(page, 'contract-billing-form');
  await drawer.getByRole('button', { name: 'Add AMC' }).click();
  await expect(page.getByText('AMC added successfully.')).toBeVisible();

  // Its page: four months billed as it was saved (10,000.00 each before tax), eight upcoming.
  await page
    .locator('tbody tr')
    .filter({ hasText: `${CUSTOMER.first} ${CUSTOMER.last}` })
    .getByRole('button', { name: 'View' })
    .click();
  const periods = page.getByTestId('amc-billing-periods');
  const bills = periods.getByRole('link', { name: /^INV-/ });
  await expect(bills).toHaveCount(4);
  await expect(periods).toContainText('10,000.00');
  await expect(periods.getByText('Upcoming')).toHaveCount(8);
  await periods.scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'contract-billing-periods');
  const numbers = await bills.allTextContents();
  await page.reload();
  await expect(bills).toHaveCount(4);
  expect(await bills.allTextContents()).toEqual(numbers);

  // A bill: the contract and its period, the due date, the tax; paid here, never edited.
  await bills.first().click();
  await expect(page).toHaveURL(/\/sales?\/view\/\d+$/);
  // The contract is named twice, in the details and as the line: both link to it.
  await expect(page.getByRole('link', { name: /^AMC-/ })).toHaveCount(2);
  await expect(page.getByText(asTyped(firstOfMonth(-3)), { exact: false }).first()).toBeVisible();
  await expect(page.getByText('11,800.00').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.getByTestId('sale-lines').scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'contract-bill-view');

  // On a phone, in Arabic: the contract's billing right to left.
  const contractPath = new URL(page.url()).pathname;
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await signIn(phone);
  await phone.evaluate(() => localStorage.setItem('languageSet', 'ar'));
  await phone.goto(contractPath);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await phone.getByRole('link', { name: /^AMC-/ }).first().click();
  const phonePeriods = phone.getByTestId('amc-billing-periods');
  await expect(phonePeriods.getByRole('link', { name: /^INV-/ })).toHaveCount(4);
  await phonePeriods.scrollIntoViewIfNeeded();
  await takeScreenshot(phone, 'contract-billing-periods-ar-360');
  await phoneContext.close();
});

/**
 * Issue 25, part 3: a contract ending this month; the admin offers its renewal at 5 % more, which mails the
 * customer a quotation for the next term. The customer, signed in to its portal on a phone, accepts the offer on
 * its contract and lands on the new term: the same equipment, the new price, its first bill made at once.
 */
test('the customer accepts the renewal offer in its portal and finds the new term with the same equipment', async ({
  browser,
  page,
  request,
}) => {
  const api = await adminApi(request);
  const person: TPerson = {
    first: 'Farah',
    last: `Siddiqui${letterMark()}`,
    email: `farah.${suffix.toLowerCase()}@e2e.example`,
  };
  const customer = await addCustomer(api, person);
  const product = await api.post<{ data: { id: number } }>('/api/product/store', {
    code: `RO-${suffix}`,
    name: `Kent RO ${suffix}`,
    model_number: 'KENT-GRAND',
    price: '18500',
  });
  const serial = `KR-${suffix}-07`;
  const item = await api.post<{ data: { id: number } }>('/api/equipment/store', {
    customer_id: customer.data.id,
    product_id: product.data.id,
    serial_no: serial,
    location: 'Kitchen',
  });
  const employee = await addEmployee(api, 'Imran', 'Shaikh');
  // Twelve monthly visits from the 1st eleven months ago: the term ends on the last day of this month.
  const amc = await api.post<{ data: { id: number; amc_no: string } }>('/api/amc/store', {
    customer_id: customer.data.id,
    product_ids: [product.data.id],
    equipment_ids: [item.data.id],
    start_date: firstOfMonth(-11),
    status: 'open',
    assigned_to_id: employee.id,
    detail: 'Monthly filter check of the kitchen purifier',
    interval_months: 1,
    service_count: 12,
    price: '6000',
    billing_cycle: 'upfront',
  });

  // The contract ends within 30 days: the admin runs the reminders before contracts end now (Outbox), and the
  // customer's reminder is queued, once however often it is run.
  await signIn(page);
  await page.goto('/email-template/outbox');
  const jobs = page.getByTestId('scheduled-jobs');
  await expect(jobs).toContainText('Reminders before contracts end');
  await takeScreenshot(page, 'scheduled-jobs');
  const runReminders = jobs.getByRole('button', { name: 'Run now: Reminders before contracts end' });
  await runReminders.click();
  await expect(page.getByText(/^The job ran and made \d+ \(mails or bills\)\.$/)).toBeVisible();
  await runReminders.click();
  await expect(page.getByText('The job ran and made 0 (mails or bills).')).toBeVisible();
  const reminders = await api.get<{ data: { event: string | null; subject: string }[] }>('/api/mail/outbox', {
    search: person.email,
  });
  expect(
    reminders.data.filter((mail) => mail.event === 'contract_expiring').map((mail) => mail.subject),
  ).toEqual([expect.stringContaining(amc.data.amc_no)]);

  // The office offers the renewal at 5 %: the contract shows the offer waiting for the customer's answer.
  await page.goto(`/amc/view/${amc.data.id}`);
  await page.getByRole('button', { name: 'Offer renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer the renewal' });
  await dialog.getByRole('textbox', { name: /^Uplift %/ }).fill('5');
  await expect(dialog.getByTestId('amc-renew-preview')).toContainText('6,300.00');
  await takeScreenshot(page, 'contract-renewal-offer-form');
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByText(`The renewal offer was sent to ${person.email}.`)).toBeVisible();
  const card = page.getByTestId('amc-renewal-offer');
  await expect(card).toContainText('Waiting for the answer');
  await expect(card).toContainText('6,300.00');
  await card.scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'contract-renewal-offer-card');
  const outbox = await api.get<{ data: { event: string | null; subject: string }[] }>('/api/mail/outbox', {
    search: person.email,
  });
  expect(outbox.data.filter((mail) => mail.event === 'renewal_offer').map((mail) => mail.subject)).toEqual([
    `Renewal offer for your maintenance contract ${amc.data.amc_no}`,
  ]);

  // The customer, on its phone: the offer on its contract, accepted after a confirmation.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await phone.goto('/session/signin');
  await phone.getByLabel(/^Email/).fill(person.email);
  await phone.getByLabel(/^Password/).fill('Secret123');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).not.toHaveURL(/signin/);
  await phone.goto(`/amc/view/${amc.data.id}`);
  const offer = phone.getByTestId('amc-renewal-offer');
  await offer.scrollIntoViewIfNeeded();
  await takeScreenshot(phone, 'contract-renewal-offer-customer-360');
  await offer.getByRole('button', { name: 'Accept the offer' }).click();
  const confirm = phone.getByRole('dialog', { name: /^Accept the offer QUO-/ });
  await confirm.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(phone.getByText('Thank you: your contract is renewed.')).toBeVisible();

  // The new term: it renews the old one, covers the same item, at the offered price, billed once already.
  await expect(phone).not.toHaveURL(new RegExp(`/amc/view/${amc.data.id}$`));
  await expect(phone.getByRole('link', { name: amc.data.amc_no }).first()).toBeVisible();
  await expect(phone.getByText(serial)).toBeVisible();
  await expect(phone.getByText('6,300.00').first()).toBeVisible();
  const periods = phone.getByTestId('amc-billing-periods');
  await expect(periods.getByRole('link', { name: /^INV-/ })).toHaveCount(1);
  await periods.scrollIntoViewIfNeeded();
  await takeScreenshot(phone, 'contract-renewed-by-customer-360');
  await phoneContext.close();
});
