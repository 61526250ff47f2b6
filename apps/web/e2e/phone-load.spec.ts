import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { E2E_PASSWORD, personBody } from './support/people';
import { letterMark } from './support/run-mark';
import { signIn } from './support/sign-in';

/*
 * Issue 29, section 4: the technician's first visit on a phone, measured. Chromium at 390×844, the network at
 * DevTools' "Slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4× through the DevTools
 * protocol; the Largest Contentful Paint of the sign-in page and of My work, on a first visit (empty cache) and
 * a second (the service worker's cache), median of 3. A measurement, not a check: `E2E_PHONE_LOAD=1 pnpm
 * --filter @amc/web exec playwright test --project=install --project=phone` runs it on a quiet machine, prints the
 * figures and writes them to test-results/phone-load.md; the README quotes them.
 */
const PHONE = { width: 390, height: 844 };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const RUNS = 3;

/** Slow 4G and a 4× slower CPU on a page, as DevTools' presets set them. */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The page's Largest Contentful Paint so far (ms from navigation start), once `shown` is on the screen. */
async function lcpOf(page: Page, shown: Locator): Promise<number> {
  await expect(shown).toBeVisible({ timeout: 60_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Buffered: the entries already recorded come in the first callback.
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * A first visit in a new browser profile, then a second in the same one once its service worker has taken the
 * app's files: both LCPs.
 */
async function visitTwice(
  browser: Browser,
  path: string,
  shown: (page: Page) => Locator,
  storageState?: string,
) {
  const context = await browser.newContext({ viewport: PHONE, storageState, serviceWorkers: 'allow' });
  const first = await context.newPage();
  await throttle(context, first);
  await first.goto(path);
  const firstLcp = await lcpOf(first, shown(first));
  // The worker precaches the app shell after the first load; the second visit waits for it, as a phone would have.
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await first.close();
  const second = await context.newPage();
  await throttle(context, second);
  await second.goto(path);
  const secondLcp = await lcpOf(second, shown(second));
  await context.close();
  return { first: firstLcp, second: secondLcp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('the first and second load of the sign-in page and of My work on a slow phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(10 * 60_000);
  const mark = letterMark();
  const employee = { first: 'Phone', last: `Tech${mark}`, email: `phone.${mark}@example.com` };
  await (await adminApi(request)).post('/api/user/store', personBody('employee', employee));
  // Signed in once without throttling; each measured profile starts from that session.
  const signedIn = await browser.newContext({ viewport: PHONE });
  const page = await signedIn.newPage();
  await signIn(page, employee.email, E2E_PASSWORD);
  const statePath = test.info().outputPath('employee-state.json');
  await signedIn.storageState({ path: statePath });
  await signedIn.close();

  const results: Record<string, { first: number[]; second: number[] }> = {
    'sign-in': { first: [], second: [] },
    'My work': { first: [], second: [] },
  };
  for (let run = 0; run < RUNS; run += 1) {
    const signin = await visitTwice(browser, '/session/signin', (p) =>
      p.getByRole('button', { name: 'Sign in' }),
    );
    results['sign-in']!.first.push(signin.first);
    results['sign-in']!.second.push(signin.second);
    const myWork = await visitTwice(
      browser,
      '/dashboard/default',
      (p) => p.getByRole('heading', { level: 2, name: 'My work' }),
      statePath,
    );
    results['My work']!.first.push(myWork.first);
    results['My work']!.second.push(myWork.second);
  }

  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const lines = [
    `Phone load (390×844, Slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower): LCP, median of ${RUNS}`,
    '',
    '| page | first visit | second visit (service worker) | runs (first / second) |',
    '|---|---:|---:|---|',
    ...Object.entries(results).map(
      ([name, { first, second }]) =>
        `| ${name} | ${seconds(median(first))} s | ${seconds(median(second))} s | ${first.map(seconds).join(', ')} / ${second.map(seconds).join(', ')} |`,
    ),
  ];
  console.log(lines.join('\n'));
  writeFileSync(
    fileURLToPath(new URL('../test-results/phone-load.md', import.meta.url)),
    `${lines.join('\n')}\n`,
  );
  for (const { first, second } of Object.values(results))
    for (const value of [...first, ...second]) expect(value).toBeGreaterThan(0);
});
