import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

/*
 * Issue 28, section 1: the business's calendar in the settings: a holiday added and removed, and the working week's
 * hours edited, on a desktop and on a phone. The week is not saved: other journeys save the settings form at the
 * same time, and the API tests cover its saving.
 */

/** A day no other journey plans on. */
const HOLIDAY = { shown: '02-03-2037', day: '2037-03-02', name: 'Founders Day' };

test('the office adds a holiday and edits its working week, on a desktop and on a phone', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  await signIn(page);
  await page.goto('/setting');
  const holidays = page.getByTestId('holidays');
  await holidays.scrollIntoViewIfNeeded();
  await holidays.getByRole('textbox', { name: 'Date' }).fill(HOLIDAY.shown);
  await holidays.getByRole('textbox', { name: 'Holiday name' }).fill(HOLIDAY.name);
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  // The list turns to the holiday's year.
  const row = holidays.getByRole('row').filter({ hasText: HOLIDAY.name });
  await expect(row).toContainText('02-03-2037');
  const stored = await api.get<{ data: { day: string; name: string }[] }>('/api/setting/holidays', {
    year: 2037,
  });
  expect(stored.data).toContainEqual(expect.objectContaining({ day: HOLIDAY.day, name: HOLIDAY.name }));
  // A second one on the same day is refused on its date.
  await holidays.getByRole('textbox', { name: 'Date' }).fill(HOLIDAY.shown);
  await holidays.getByRole('textbox', { name: 'Holiday name' }).fill('Again');
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  await expect(holidays.getByText('This day is already a holiday.')).toBeVisible();

  // Saturday mornings only, Sunday closed.
  const week = page.getByTestId('working-week');
  await week.scrollIntoViewIfNeeded();
  const saturday = week.getByLabel('Sat closes at');
  await saturday.fill('13:00');
  await expect(saturday).toHaveValue('13:00');
  await expect(week.getByText('Closed')).toHaveCount(1);
  await takeScreenshot(page, 'settings-calendar');
  await page.setViewportSize({ width: 360, height: 780 });
  await week.scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'settings-calendar-phone');
  await holidays.scrollIntoViewIfNeeded();
  await takeScreenshot(page, 'settings-holidays-phone');

  await row.getByRole('button', { name: `Remove the holiday ${HOLIDAY.name}?` }).click();
  await page.getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(row).toHaveCount(0);
});
