import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Gitignored: pictures of key steps, for a human to look at after a run (and for bug reports). */
const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

let sequence = 0;

export async function takeScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  sequence += 1;
  // The visible viewport: a full-page capture would paint the shell's fixed header and footer mid-page.
  await page.screenshot({ path: `${SCREENSHOT_DIR}${String(sequence).padStart(2, '0')}-${name}.png` });
}
