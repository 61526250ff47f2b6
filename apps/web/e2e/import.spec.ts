import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi } from './support/admin-api';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

const stamp = Date.now().toString(36);
/** Names take letters only (SPEC section 5): the run's own mark keeps a rerun's people apart from earlier ones. */
const mark = letterMark();
const PRODUCT_CODE = `IMP-${stamp}`;
const CUSTOMERS = [
  { email: `meera.${stamp}@e2e.example`, first: 'Meera', last: `Joshi${mark}`, mobile: '9876500011' },
  { email: `kabir.${stamp}@e2e.example`, first: 'Kabir', last: `Mehta${mark}`, mobile: '9876500012' },
];
const UNKNOWN_EMAIL = `nobody.${stamp}@e2e.example`;
const TODAY = new Date().toISOString().slice(0, 10);

type TCell = string | number;

/** An .xlsx workbook of one sheet, its first row the header: what a spreadsheet program saves. */
async function xlsx(name: string, rows: TCell[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
}

/** The contracts' file: each row a quarterly contract of the product for a customer named by e-mail. */
const contractsFile = (name: string, thirdCustomerEmail: string) =>
  xlsx(name, [
    [
      'amc_no',
      'customer_email',
      'product_codes',
      'start_date',
      'interval_months',
      'service_count',
      'detail',
      'price',
      'billing_cycle',
    ],
    ...[CUSTOMERS[0]!.email, CUSTOMERS[1]!.email, thirdCustomerEmail].map((email, index) => [
      `AMC-IMP-${stamp}-${index + 1}`,
      email,
      PRODUCT_CODE,
      TODAY,
      3,
      4,
      'Quarterly service of the split AC',
      12000,
      'none',
    ]),
  ]);

/** Step 1 of the page: the kind, the file, then "Read the file"; the columns step follows. */
async function chooseFile(page: Page, kind: string, file: Awaited<ReturnType<typeof xlsx>>) {
  await page.getByRole('combobox', { name: 'What the file holds' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Read the file' }).click();
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  // Every column was matched by its header: no required field waits for one.
  await expect(page.getByTestId('import-missing')).toHaveCount(0);
}

/** Runs the import of the open file from the columns step, and waits for its figures. */
async function importNow(page: Page) {
  await page.getByRole('button', { name: 'Next: preview' }).click();
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Next: check' }).click();
  await page.getByRole('button', { name: 'Next: import' }).click();
  await page.getByRole('button', { name: 'Import now' }).click();
  const outcome = page.getByTestId('import-outcome-run');
  await expect(outcome.getByText('What the import did')).toBeVisible();
  return outcome;
}

const count = (outcome: ReturnType<Page['getByTestId']>, name: string) =>
  outcome.getByTestId(`import-count-${name}`);

test('an admin imports customers and then contracts from Excel files, fixes the refused row and imports it again', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  await api.post('/api/product/store', {
    code: PRODUCT_CODE,
    name: `Split AC ${stamp}`,
    model_number: 'SAC-15',
    price: '42000',
  });

  await signIn(page);
  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toBeVisible();

  // The template of the chosen kind, headed in the reader's language, fetched with the session's token.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a template' }).click();
  const templateFile = await template;
  expect(templateFile.suggestedFilename()).toBe('import-customer.csv');
  const templateHeader = (await readFile((await templateFile.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0];
  expect(templateHeader).toMatch(/e-?mail/i);

  // Customers: every row is added.
  await chooseFile(
    page,
    'Customers',
    await xlsx(`customers-${stamp}.xlsx`, [
      ['email', 'first_name', 'last_name', 'mobile', 'city', 'company_name', 'company_contact_person'],
      ...CUSTOMERS.map((c) => [c.email, c.first, c.last, c.mobile, 'Pune', `${c.first} Traders`, c.first]),
    ]),
  );
  await expect(page.getByLabel('Send welcome mails to new people')).not.toBeChecked();
  const customers = await importNow(page);
  await expect(count(customers, 'created')).toHaveText('2');
  await expect(count(customers, 'refused')).toHaveText('0');

  // Contracts: the row naming nobody is refused, with its reason; the others are added.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, 'Contracts', await contractsFile(`contracts-${stamp}.xlsx`, UNKNOWN_EMAIL));
  const first = await importNow(page);
  await expect(count(first, 'created')).toHaveText('2');
  await expect(count(first, 'refused')).toHaveText('1');
  const refusals = first.getByTestId('import-refusals');
  await expect(refusals.getByRole('row').filter({ hasText: 'No customer has this e-mail.' })).toContainText(
    '4',
  );
  await takeScreenshot(page, 'import-refused');

  // The refused rows as a file to fix: the file's header with a Problem column, and the row with its reason.
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Download problems as CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`contracts-${stamp}-problems.csv`);
  const problems = (await readFile((await saved.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(problems[0]).toBe(
    'amc_no,customer_email,product_codes,start_date,interval_months,service_count,detail,price,billing_cycle,Problem',
  );
  expect(problems[1]).toContain(`AMC-IMP-${stamp}-3,${UNKNOWN_EMAIL},`);
  expect(problems[1]).toMatch(/,[^,]*No customer has this e-mail\.$/);
  expect(problems).toHaveLength(3);

  // The fixed file again: its stored rows are matched and left as they are, the fixed one is added.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(
    page,
    'Contracts',
    await contractsFile(`contracts-${stamp}-fixed.xlsx`, CUSTOMERS[0]!.email),
  );
  await page.getByRole('button', { name: 'Next: preview' }).click();
  await page.getByRole('button', { name: 'Next: check' }).click();
  await page.getByRole('button', { name: 'Check the file' }).click();
  const check = page.getByTestId('import-outcome-check');
  await expect(check.getByText('What the import would do')).toBeVisible();
  await expect(count(check, 'created')).toHaveText('1');
  await expect(count(check, 'unchanged')).toHaveText('2');
  await page.getByRole('button', { name: 'Next: import' }).click();
  await page.getByRole('button', { name: 'Import now' }).click();
  const second = page.getByTestId('import-outcome-run');
  await expect(second.getByText('What the import did')).toBeVisible();
  await expect(count(second, 'created')).toHaveText('1');
  await expect(count(second, 'updated')).toHaveText('0');
  await expect(count(second, 'unchanged')).toHaveText('2');
  await expect(count(second, 'refused')).toHaveText('0');

  // The latest imports list all three files, newest first.
  const history = page.getByTestId('import-history');
  await expect(history.getByRole('row').nth(1)).toContainText(`contracts-${stamp}-fixed.xlsx`);
  await expect(history.getByText(`customers-${stamp}.xlsx`)).toBeVisible();
  await takeScreenshot(page, 'import-done');

  const contracts = await api.get<{ data: { amc_no: string }[] }>('/api/amc/list', {
    search: `AMC-IMP-${stamp}`,
  });
  expect(contracts.data.map((amc) => amc.amc_no).sort()).toEqual(
    [1, 2, 3].map((n) => `AMC-IMP-${stamp}-${n}`),
  );
});
