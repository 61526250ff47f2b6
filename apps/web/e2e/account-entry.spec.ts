import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation never meets its own earlier rows. */
const suffix = Date.now().toString(36);
const INCOME = `AMC renewal ${suffix}`;
const EXPENSE = `Van fuel ${suffix}`;

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

async function searchTable(page: Page, term: string) {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(term);
  // The search is debounced into the address (form-encoded: a space is "+"), which the list query follows.
  const encoded = new URLSearchParams({ search: term }).toString();
  await expect(page).toHaveURL(new RegExp(encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Adds an entry through the page's modal: the date stays today, the form's default. */
async function addEntry(
  page: Page,
  kind: 'income' | 'expense',
  values: { title: string; label: string; amount: string },
) {
  const name = kind === 'income' ? 'Add income' : 'Add expense';
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(values.title);
  await dialog.getByRole('textbox', { name: /^Label/ }).fill(values.label);
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(values.amount);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin adds an income and an expense, edits one, sees the settings currency and deletes one', async ({
  page,
  request,
}) => {
  // The amounts show in the currency of the installation's settings, whatever it is.
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const settings = await request.get('/api/setting/list', { headers: { Authorization: `Bearer ${token}` } });
  const currency = ((await settings.json()) as { data: { currency_code: string } }).data.currency_code;
  const money = (value: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }).format(value);

  await signIn(page);

  // An income, refused first for a zero amount.
  await page.goto('/income/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Income' })).toBeVisible();
  await page.getByRole('button', { name: 'Add income' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add income' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required!')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('0');
  await dialog.getByRole('textbox', { name: /^Title/ }).click();
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  // Typed input is not thrown away unasked: closing asks first.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Yes, Discard them' }).click();
  await expect(dialog).toBeHidden();
  await addEntry(page, 'income', { title: INCOME, label: 'AMC', amount: '1250.5' });
  await expect(page.getByText('Income added successfully.')).toBeVisible();
  await searchTable(page, INCOME);
  await expect(rowOf(page, INCOME)).toContainText(money(1250.5));
  // The only income of this fresh installation: this year's total is its amount.
  await expect(page.getByTestId('income-year-total')).toHaveText(money(1250.5));
  await takeScreenshot(page, 'income-list');

  // An expense, then an edit of its amount.
  await page.getByRole('link', { name: 'Expense', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeVisible();
  await addEntry(page, 'expense', { title: EXPENSE, label: 'Transport', amount: '899.99' });
  await expect(page.getByText('Expense added successfully.')).toBeVisible();
  await searchTable(page, EXPENSE);
  await expect(rowOf(page, EXPENSE)).toContainText(money(899.99));
  await rowOf(page, EXPENSE).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(edit.getByRole('textbox', { name: /^Amount/ })).toHaveValue('899.99');
  await edit.getByRole('textbox', { name: /^Amount/ }).fill('950');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense updated successfully.')).toBeVisible();
  await expect(rowOf(page, EXPENSE)).toContainText(money(950));
  await takeScreenshot(page, 'expense-list');

  // Delete the income, after SPEC's confirmation.
  await page.goto('/income/list');
  await searchTable(page, INCOME);
  await rowOf(page, INCOME).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(page.getByText('Income deleted successfully.')).toBeVisible();
  await expect(page.getByText('Sorry, no matching records found')).toBeVisible();

  // The expense is still there.
  await page.goto('/expense/list');
  await searchTable(page, EXPENSE);
  await expect(rowOf(page, EXPENSE)).toContainText(money(950));
});
