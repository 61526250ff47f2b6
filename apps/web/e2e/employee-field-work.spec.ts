import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36);
const mobile = () => `9${String(Date.now()).slice(-9)}`;
const EMPLOYEE = { first: 'Imran', last: 'Qureshi', email: `imran.${suffix}@e2e.example` };
const CUSTOMER = { first: 'Lata', last: 'Deshpande', email: `lata.${suffix}@e2e.example` };
const PASSWORD = 'Secret123';
const TASK = `Check the Deshpande chiller ${suffix}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type TApi = <T>(url: string, data: Record<string, unknown>) => Promise<T>;

async function adminApi(request: APIRequestContext): Promise<TApi> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(url: string, data: Record<string, unknown>) => {
    const answer = await request.post(url, { data, headers: { Authorization: `Bearer ${accessToken}` } });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    return ((await answer.json()) as { data: T }).data;
  };
}

const person = (role: 'customer' | 'employee', who: typeof EMPLOYEE) => ({
  role,
  first_name: who.first,
  last_name: who.last,
  gender: 'male',
  birth_date: '1988-05-06',
  address: '4 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  mobile: mobile(),
  email: who.email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...(role === 'customer' ? { company_name: 'Deshpande Cold Store', company_contact_person: who.first } : {}),
});

/** The employee in a browser of its own, at a width and in a language (localStorage `languageSet`). */
async function employeePage(browser: Browser, viewport: typeof PHONE, language: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, EMPLOYEE.email, PASSWORD);
  if (language === 'ar') {
    await page.evaluate(() => localStorage.setItem('languageSet', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  return page;
}

/** A list's row: a table row on a wide screen, a card on a phone. */
/** A drawer once it has slid in, so its screenshot is not of the transition. */
async function settled(page: Page) {
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading').first()).toBeInViewport({ ratio: 1 });
  await expect(drawer.getByRole('button', { name: /close|إغلاق/i }).first()).toBeInViewport({ ratio: 1 });
  return drawer;
}

const rowOf = (page: Page, text: string) =>
  page.locator('tbody tr, [data-testid="data-table-card"]').filter({ hasText: text });

test('an employee on its phone closes its task and resolves its complaint; the customer is mailed once', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const employee = await api<{ id: number }>('/api/user/store', person('employee', EMPLOYEE));
  const customer = await api<{ id: number }>('/api/user/store', person('customer', CUSTOMER));
  const taskType = await api<{ id: number }>('/api/category/store', {
    type: 'task_type',
    name: `Inspection ${suffix}`,
  });
  const complaintType = await api<{ id: number }>('/api/category/store', {
    type: 'complaint_type',
    name: `Not cooling ${suffix}`,
  });
  await api('/api/task/store', {
    name: TASK,
    type_id: taskType.id,
    description: 'Compressor trips after ten minutes.',
    assigned_to_id: employee.id,
  });
  const newComplaint = (description: string) =>
    api<{ complaint_no: string }>('/api/complaint/store', {
      customer_id: customer.id,
      type_id: complaintType.id,
      description,
      assigned_to_id: employee.id,
      charge: '0',
    });
  const toResolve = await newComplaint(`Cold room stays at 12 degrees (${suffix}).`);
  const toLookAt = await newComplaint(`Door seal torn (${suffix}).`);

  // The screens, in English and Arabic, on a phone and a desktop: the task list, and the resolve form.
  for (const language of ['en', 'ar'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await employeePage(browser, viewport, language);
      await page.goto('/task/list');
      await expect(rowOf(page, TASK)).toBeVisible();
      await takeScreenshot(page, `employee-tasks-${language}-${viewport.width}`);
      await page.goto('/complaint/list');
      const row = rowOf(page, toLookAt.complaint_no);
      await row.getByRole('button', { name: language === 'en' ? 'Resolve' : 'حل الشكوى' }).click();
      await settled(page);
      await takeScreenshot(page, `employee-resolve-${language}-${viewport.width}`);
      await page.context().close();
    }
  }

  const page = await employeePage(browser, PHONE, 'en');
  // Tasks are in the employee's menu, and its own task is closed with one tap.
  await page.goto('/task/list');
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add task' })).toHaveCount(0);
  await rowOf(page, TASK).getByRole('button', { name: 'Mark done' }).click();
  await expect(rowOf(page, TASK)).toContainText('Closed');

  // The complaint: resolved with a note of what was done and the charge.
  await page.goto('/complaint/list');
  const row = rowOf(page, toResolve.complaint_no);
  await row.getByRole('button', { name: 'Resolve' }).click();
  const drawer = page.getByRole('dialog', { name: `Resolve complaint ${toResolve.complaint_no}` });
  await drawer.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(drawer.getByText('Resolution note is required!')).toBeVisible();
  await drawer
    .getByRole('textbox', { name: /^Resolution note/ })
    .fill('Refilled the gas and fixed the leak.');
  await drawer.getByRole('textbox', { name: /^Charge/ }).fill('1200');
  await drawer.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Complaint details' });
  await expect(view).toContainText('Refilled the gas and fixed the leak.');
  await settled(page);
  await takeScreenshot(page, 'employee-resolved-en-390');
  await page.context().close();

  // The customer is told once, through the outbox.
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const outbox = await request.get(`/api/mail/outbox?search=${encodeURIComponent(CUSTOMER.email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const mails = ((await outbox.json()) as { data: { event: string | null; subject: string }[] }).data;
  expect(
    mails.filter((m) => m.event === 'complaint_resolved' && m.subject.includes(toResolve.complaint_no)),
  ).toHaveLength(1);
});
