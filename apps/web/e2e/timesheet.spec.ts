import { todayIn } from '@amc/contracts';
import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { E2E_PASSWORD, personBody, type TWho } from './support/people';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/*
 * Issue 28, section 4: the technician's time. On a phone without signal the technician records when it set out,
 * arrived and finished a visit, and logs an hour and a half on a task; both wait on the phone, go once the signal
 * is back, and show in its week (My work). The office finds the same figures in the timesheet report and the hours
 * on the task.
 */

const suffix = Date.now().toString(36);
const EMPLOYEE = { first: 'Kiran', last: `Deshmukh${letterMark()}`, email: `kiran.${suffix}@e2e.example` };
const CUSTOMER = { first: 'Vandana', last: 'Gokhale', email: `vandana.${suffix}@e2e.example` };
const PASSWORD = E2E_PASSWORD;
const PHONE = { width: 360, height: 780 };
const VISIT = `Coil cleaning ${suffix}`;
const TASK = `Van stock count ${suffix}`;

const person = (role: 'customer' | 'employee', who: TWho) => personBody(role, who, 'Gokhale Clinic');

test('travel and task hours recorded without signal reach the week on the phone and the timesheet report', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  const employee = await api.post<{ data: { id: number } }>('/api/user/store', person('employee', EMPLOYEE));
  const customer = await api.post<{ data: { id: number } }>('/api/user/store', person('customer', CUSTOMER));
  const settings = await api.get<{ data: { time_zone: string } }>('/api/setting/list');
  const zone = settings.data.time_zone;
  const today = todayIn(zone);
  const visit = await api.post<{ data: { id: number } }>('/api/service/store', {
    customer_id: customer.data.id,
    service_title: VISIT,
    service_date: today,
    assigned_to_id: employee.data.id,
    charge: '0',
    status: 'open',
  });
  const taskType = await api.post<{ data: { id: number } }>('/api/category/store', {
    type: 'task_type',
    name: `Stock ${suffix}`,
  });
  await api.post('/api/task/store', {
    name: TASK,
    type_id: taskType.data.id,
    description: 'Count the spares in the van.',
    assigned_to_id: employee.data.id,
  });

  // The phone keeps the business's clock, so the times typed are the business's; the service worker, which the
  // other journeys do without (playwright.config.ts), keeps the app without signal.
  const context = await browser.newContext({ viewport: PHONE, timezoneId: zone, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, EMPLOYEE.email, PASSWORD);
  const card = page.locator('[data-testid^="visit-"]').filter({ hasText: VISIT });
  await card.getByRole('button', { name: 'Accept' }).click();
  // The service worker takes over once installed; from then on the app loads without a network.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await card.getByRole('link', { name: 'Complete visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/service/complete/${visit.data.id}$`));

  await context.setOffline(true);
  await page.getByLabel('Travel start', { exact: true }).fill(`${today}T08:10`);
  await page.getByLabel('Arrival', { exact: true }).fill(`${today}T08:40`);
  await page.getByLabel('Finish', { exact: true }).fill(`${today}T09:55`);
  await page.getByLabel('Work done').fill('Cleaned the coils of both units.');
  await takeScreenshot(page, 'timesheet-completion-travel');
  await page.getByRole('button', { name: 'Complete visit' }).click();
  await expect(page.getByText('Waiting to send').first()).toBeVisible();

  // Back to My work, still without signal: an hour and a half on the task, kept on the phone.
  await page.goto('/dashboard/default');
  const task = page.getByTestId(/^task-/).filter({ hasText: TASK });
  await task.getByRole('button', { name: 'Log hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hours on a task' });
  await dialog.getByLabel(/^Hours/).fill('1.5');
  await dialog.getByLabel('Note').fill('Counted filters and gas cans.');
  await takeScreenshot(page, 'timesheet-log-hours');
  await dialog.getByRole('button', { name: 'Save hours' }).click();
  await expect(task.getByText('Waiting to send')).toBeVisible();

  await context.setOffline(false);
  await expect(task.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  // 30 minutes on the road, 1:15 on site, 1:30 on the task: 3:15 in all.
  await expect(page.getByTestId('my-week-travel')).toHaveText('0:30');
  await expect(page.getByTestId('my-week-site')).toHaveText('1:15');
  await expect(page.getByTestId('my-week-tasks')).toHaveText('1:30');
  await expect(page.getByTestId('my-week-total')).toHaveText('3:15');
  await page.getByTestId('my-week').scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'timesheet-my-week-360');
  // The same week right to left in Arabic.
  await page.evaluate(() => localStorage.setItem('languageSet', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('my-week').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('my-week-total')).toContainText(/[0-9٠-٩]:[0-9٠-٩]{2}/);
  await takeScreenshot(page, 'timesheet-my-week-ar-360');
  await page
    .getByTestId(/^task-/)
    .filter({ hasText: TASK })
    .getByTestId('log-hours-open')
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await takeScreenshot(page, 'timesheet-log-hours-ar-360');
  await page.keyboard.press('Escape');
  await context.close();

  // The office, on a desktop: the employee's line in the timesheet report, its figures those of the phone.
  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(office);
  await office.goto('/report/list?report=timesheet');
  const report = office.getByRole('table', { name: 'Timesheet' });
  const line = report.getByRole('row').filter({ hasText: `${EMPLOYEE.first} ${EMPLOYEE.last}` });
  await expect(line).toHaveCount(1);
  const figures = (await line.getByRole('cell').allTextContents()).map((text) => text.trim());
  // Group, visits, travel, on site, tasks, total.
  expect(figures.slice(1)).toEqual(['1', '0:30', '1:15', '1:30', '3:15']);
  await takeScreenshot(office, 'timesheet-report');
  // The task's own view lists the hours logged on it, with the note.
  await office.goto('/task/list');
  await office.getByRole('textbox', { name: 'Search', exact: true }).fill(TASK);
  const row = office.locator('tbody tr').filter({ hasText: TASK });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View' }).click();
  const hours = office.getByRole('dialog', { name: 'Task details' }).getByTestId('task-hours');
  await expect(hours).toContainText('Counted filters and gas cans.');
  await expect(hours).toContainText('1:30');
  await takeScreenshot(office, 'timesheet-task-hours');
  await office.close();
});
