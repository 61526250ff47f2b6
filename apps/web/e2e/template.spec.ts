import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/** Unique per run, so a rerun against the same installation sees its own change. */
const suffix = Date.now().toString(36).toUpperCase();
const SUBJECT = `Complaint {{complaint_number}} logged ${suffix}`;

test('an admin edits the complaint-to-customer subject, sees the preview follow, saves and finds it kept', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/email-template/list');
  await expect(page.getByRole('heading', { name: 'E-mail templates' })).toBeVisible();
  await page.getByRole('button', { name: /Complaint notice to customer/ }).click();
  await expect(page).toHaveURL(/event=complaint_customer/);

  const subject = page.getByRole('textbox', { name: /^Subject/ });
  const previewSubject = page.getByTestId('template-preview-subject');
  await expect(previewSubject).toContainText(/Complaint \S+ registered/);

  // A broken subject is explained on the spot and cannot be saved.
  await subject.fill('Complaint {{complaint_number}');
  await expect(
    page.getByText('The template cannot be read: check the braces and block tags on line 1.'),
  ).toBeVisible();

  await subject.fill(SUBJECT);
  await expect(previewSubject).toContainText(new RegExp(`Complaint \\S+ logged ${suffix}`));
  await expect(previewSubject).not.toContainText('{{');
  await takeScreenshot(page, 'template-edit');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('E-mail template updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue(SUBJECT);
  await expect(page.getByRole('button', { name: /Complaint notice to customer/ })).toContainText(
    `logged ${suffix}`,
  );
  await expect(page.getByTestId('template-text-state')).toHaveText('Edited');
});

test('each language has its own texts: German edited alone, English untouched, German reset to its default', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/email-template/list?event=sale');
  const subject = page.getByRole('textbox', { name: /^Subject/ });
  const language = page.getByRole('combobox', { name: /^Language of the texts/ });
  const state = page.getByTestId('template-text-state');
  // The picker's own list: the header's language select holds options of the same names.
  const pick = async (name: string) => {
    await language.click();
    await page.getByRole('listbox').getByRole('option', { name }).click();
  };
  await expect(subject).toHaveValue('Invoice {{sale_number}} from {{system_name}}');

  await pick('Deutsch');
  await expect(page).toHaveURL(/language=de/);
  await expect(subject).not.toHaveValue('Invoice {{sale_number}} from {{system_name}}');
  await expect(state).toHaveText('Default text');
  const germanDefault = await subject.inputValue();
  await subject.fill(`Rechnung {{sale_number}} ${suffix}`);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('E-mail template updated successfully.')).toBeVisible();
  await expect(state).toHaveText('Edited');

  await pick('English');
  await expect(subject).toHaveValue('Invoice {{sale_number}} from {{system_name}}');
  await expect(state).toHaveText('Default text');

  await pick('Deutsch');
  await expect(subject).toHaveValue(`Rechnung {{sale_number}} ${suffix}`);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset to the default text?' });
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(subject).toHaveValue(germanDefault);
  await expect(state).toHaveText('Default text');

  // Arabic is typed and previewed right to left.
  await pick('العربية');
  await expect(subject.locator('xpath=..')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('template-preview-subject')).toHaveAttribute('dir', 'rtl');
  await takeScreenshot(page, 'template-arabic');
});
