import { LANGUAGES, isRtlLanguage } from '@amc/contracts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from './support/sign-in';
import { takeScreenshot } from './take-screenshot';

const menuOf = (code: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(new URL(`../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as {
      menu: Record<string, string>;
    }
  ).menu;

/**
 * Every language of the picker on the signed-in app: its texts arrive (the side menu in that language, not in
 * English), the page runs in its direction (right to left for ar, fa, he and ur), and figures are written its way.
 * A phone screenshot of the dashboard in each right-to-left language and a few scripts, to look at.
 */
test('the app speaks every language of the picker, right to left where the language is', async ({ page }) => {
  test.setTimeout(4 * 60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const nav = page.getByRole('navigation').first();
  for (const { code } of LANGUAGES) {
    await test.step(code, async () => {
      await page.evaluate((language) => localStorage.setItem('languageSet', language), code);
      await page.goto('/service/list');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', isRtlLanguage(code) ? 'rtl' : 'ltr');
      await expect(nav.getByText(menuOf(code).service!, { exact: true }).first()).toBeVisible();
      if (['fa', 'he', 'ur', 'de', 'ta', 'th', 'zh', 'ja'].includes(code)) {
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        // The side menu slides away as the shell becomes a phone's.
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        );
        await takeScreenshot(page, `language-${code}-services`);
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }
  await page.evaluate(() => localStorage.setItem('languageSet', 'en'));
});
