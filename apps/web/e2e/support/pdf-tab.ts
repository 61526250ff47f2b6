import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * The PDF a button opens in a new tab (the app's openPdfInNewTab): clicks it, waits for the tab and the file the
 * tab is sent to, checks that the file is a PDF, closes the tab and answers the file. The headless shell the tests
 * run in has no PDF viewer, so the tab takes the PDF as a download where a person's browser shows it.
 */
export async function pdfOpenedInNewTab(page: Page, click: () => Promise<void>): Promise<Buffer> {
  // The download is waited for as soon as the tab exists: the tab is opened at the click, the file comes later.
  const opened = page
    .waitForEvent('popup')
    .then(async (tab) => ({ tab, download: await tab.waitForEvent('download') }));
  await click();
  const { tab, download } = await opened;
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1'), 'the new tab gets a PDF').toBe('%PDF-');
  await tab.close();
  return file;
}
