import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36);
const TASK_TYPE = `Site survey ${suffix}`;
const NAME = `Survey the Nair residence ${suffix}`;
const RENAMED = `Survey the Nair office ${suffix}`;

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

test('an admin adds, edits and deletes a task', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const type = await request.post('/api/category/store', {
    data: { type: 'task_type', name: TASK_TYPE },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(type.ok(), await type.text()).toBeTruthy();

  await signIn(page);
  await page.goto('/task/list');
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();

  // Add: name, task type and description are required.
  await page.getByRole('button', { name: 'Add task' }).click();
  const addDrawer = page.getByRole('dialog', { name: 'Add task' });
  await addDrawer.getByRole('button', { name: 'Add task' }).click();
  await expect(addDrawer.getByText('Task type is required!')).toBeVisible();
  await expect(addDrawer.getByText('Description is required!')).toBeVisible();
  await addDrawer.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await addDrawer.getByRole('combobox', { name: /^Task type/ }).click();
  await page.getByRole('option', { name: TASK_TYPE }).click();
  await addDrawer
    .getByRole('textbox', { name: /^Description/ })
    .fill('Measure both bedrooms for split units.');
  await addDrawer.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added successfully.')).toBeVisible();
  await expect(addDrawer).toBeHidden();
  await expect(rowOf(page, NAME)).toContainText(TASK_TYPE);
  await expect(rowOf(page, NAME)).toContainText('Open');
  await takeScreenshot(page, 'task-added');

  // Edit: a new name and the Progress status.
  await rowOf(page, NAME).getByRole('button', { name: 'Edit' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit task' });
  await editDrawer.getByRole('textbox', { name: /^Name/ }).fill(RENAMED);
  await editDrawer.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Progress' }).click();
  await editDrawer.getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByText('Task updated successfully.')).toBeVisible();
  await expect(editDrawer).toBeHidden();
  await expect(rowOf(page, RENAMED)).toContainText('Progress');
  await expect(rowOf(page, NAME)).toHaveCount(0);

  // Delete, after SPEC's confirmation.
  await rowOf(page, RENAMED).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(page.getByText('Task deleted successfully.')).toBeVisible();
  await expect(rowOf(page, RENAMED)).toHaveCount(0);
});
