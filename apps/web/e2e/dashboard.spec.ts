import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, addMonths, type TAmcDetail, type TDashboardData } from '@amc/contracts';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Names allow letters only (SPEC section 5), so the run's own mark is letters too. */
const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);

type TAuth = { Authorization: string };

async function adminHeaders(request: APIRequestContext): Promise<TAuth> {
  const answer = await request.post('/api/login', { data: E2E_ADMIN });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

async function readDashboard(request: APIRequestContext, headers: TAuth): Promise<TDashboardData> {
  const answer = await request.get('/api/dashboard/data', { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: TDashboardData }).data;
}

async function store(
  request: APIRequestContext,
  headers: TAuth,
  path: string,
  data: object,
): Promise<number> {
  const answer = await request.post(path, { headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** A customer, an employee and a product, then a monthly contract of 4 services from today, all as the admin. */
async function createContract(
  request: APIRequestContext,
  headers: TAuth,
  today: string,
): Promise<TAmcDetail> {
  const person = {
    gender: 'female',
    birth_date: '1988-06-14',
    address: '4 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    password: 'Secret123',
    password_confirmation: 'Secret123',
  };
  const customerId = await store(request, headers, '/api/user/store', {
    ...person,
    role: 'customer',
    first_name: 'Lakshmi',
    last_name: `Iyer${mark}`,
    email: `lakshmi.${mark}@example.com`,
    mobile: '9845012345',
    company_name: 'Iyer Bakery',
    company_contact_person: 'Lakshmi Iyer',
  });
  const employeeId = await store(request, headers, '/api/user/store', {
    ...person,
    gender: 'male',
    role: 'employee',
    first_name: 'Kiran',
    last_name: `Rao${mark}`,
    email: `kiran.${mark}@example.com`,
    mobile: '9845098765',
  });
  const productId = await store(request, headers, '/api/product/store', {
    code: `DSH-${mark.toUpperCase()}`,
    name: `Bakery split AC ${mark}`,
    model_number: 'SA-15',
    price: '41000',
  });
  const answer = await request.post('/api/amc/store', {
    headers,
    data: {
      customer_id: customerId,
      product_ids: [productId],
      start_date: today,
      status: 'open',
      assigned_to_id: employeeId,
      detail: `Bakery AC care ${mark}`,
      interval_months: 1,
      service_count: 4,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: TAmcDetail }).data;
}

/** A YYYY-MM month as the calendar's title shows it in English ("March 2027"). */
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The month after (or before) a YYYY-MM month, as YYYY-MM. */
const nextMonth = (month: string) => addMonths(`${month}-01`, 1).slice(0, 7);
const previousMonth = (month: string) => addMonths(`${month}-01`, -1).slice(0, 7);

const monthsBetween = (from: string, to: string) => {
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
};

test("an admin sees a new contract's services on the dashboard calendar, and the counts follow", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const before = await readDashboard(request, headers);
  const amc = await createContract(request, headers, before.today);
  expect(amc.services).toHaveLength(4);

  await signIn(page);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByTestId('count-clients')).toHaveText(String(before.counts.clients! + 1));
  await expect(page.getByTestId('count-employees')).toHaveText(String(before.counts.employees! + 1));
  await expect(page.getByTestId('count-products')).toHaveText(String(before.counts.products! + 1));
  await expect(page.getByTestId('count-services')).toHaveText(String(before.counts.services! + 4));
  await expect(page.getByTestId('service-status-open')).toHaveText(String(before.service_status!.open + 4));

  // The contract starts today: its start is on this month's calendar, on today's cell, and leads to the contract.
  const todayCell = page.locator(`[data-date="${before.today}"]`);
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  const start = todayCell.getByRole('link', { name: `Contract starts: ${amc.amc_no} (Open)` });
  await expect(start).toHaveAttribute('href', `/amc/view/${amc.id}`);
  await takeScreenshot(page, 'dashboard');

  // Each service on its own day, a month further on each time.
  let shown = before.month;
  for (const service of amc.services) {
    const month = service.service_date.slice(0, 7);
    // One month at a time, each step awaited on the calendar itself: the address changes before the router has
    // rendered the new month, and a click in between would still move on from the old one.
    while (monthsBetween(shown, month) > 0) {
      await page.getByRole('button', { name: 'Next month' }).click();
      shown = nextMonth(shown);
      await expect(page.getByTestId('calendar-month')).toHaveText(monthTitle(shown));
      await expect(page).toHaveURL(new RegExp(`month=${shown}`));
    }
    // A busy day (other journeys' contracts bill and visit on the 1st too) shows three entries and "+N more",
    // whose list holds them all.
    const cell = page.locator(`[data-date="${service.service_date}"]`);
    const name = `Service: ${service.service_title} (Open)`;
    await expect(cell.getByRole('link').first()).toBeVisible();
    const more = cell.getByRole('button', { name: /more/ });
    const listed = (await more.count()) ? page.getByRole('dialog') : cell;
    if (await more.count()) await more.click();
    const entry = listed.getByRole('link', { name });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute(
      'href',
      `/service/list?service.from=${service.service_date}&service.to=${service.service_date}`,
    );
    if (listed !== cell) await page.keyboard.press('Escape');
  }
  // The contract ends on its term's last day, the day before its last service (which opens a renewal's term).
  const end = amc.end_date!;
  expect(end).toBe(addDays(amc.services.at(-1)!.service_date, -1));
  while (monthsBetween(shown, end.slice(0, 7)) < 0) {
    await page.getByRole('button', { name: 'Previous month' }).click();
    shown = previousMonth(shown);
    await expect(page.getByTestId('calendar-month')).toHaveText(monthTitle(shown));
  }
  await expect(
    page.locator(`[data-date="${end}"]`).getByRole('link', { name: `Contract ends: ${amc.amc_no} (Open)` }),
  ).toBeVisible();
  await takeScreenshot(page, 'dashboard-calendar-end');

  // Back to this month in one click; the contract's link opens its page.
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).not.toHaveURL(/month=/);
  await page.getByRole('link', { name: `Contract starts: ${amc.amc_no} (Open)` }).click();
  await expect(page).toHaveURL(new RegExp(`/amc/view/${amc.id}$`));
});
