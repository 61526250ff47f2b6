import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, e2eServerEntry, prepareE2eEnvironment } from './e2e/support/e2e-environment';

const e2e = prepareE2eEnvironment();

/**
 * Browser tests run in Debian's Chromium (apt package `chromium`); Playwright's own browser download is
 * never used on our machines (no internet), so there is no `playwright install` step.
 */
export default defineConfig({
  testDir: './e2e',
  // The install step creates a database and applies every migration: minutes, not seconds, on a slow machine.
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds the one-line summary of .ci/run; artifacts stay out of test-results/ itself, which
  // also holds the unit tests' report.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: e2e.baseURL,
    // A click or fill waits at most this long for its element: a journey that lost its way fails in seconds with
    // the locator it waited for, instead of sitting out the whole test's 5 minutes.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The install journey runs first on the blank database; every module's journey then signs in to that
  // installation (e2e/support/sign-in.ts). The screens of every route come last: they add the demo business
  // (pnpm db:seed-demo) to the database, which the module journeys do not expect. Listed after `modules` and
  // depending only on `install`, they run after the journeys without being skipped when one of them fails.
  projects: [
    { name: 'install', testMatch: /install-and-sign-in\.spec\.ts/, use: { browserName: 'chromium' } },
    {
      name: 'modules',
      testIgnore: /(install-and-sign-in|every-route|phone-load)\.spec\.ts/,
      dependencies: ['install'],
      use: { browserName: 'chromium' },
    },
    {
      name: 'screens',
      testMatch: /every-route\.spec\.ts/,
      dependencies: ['install'],
      use: { browserName: 'chromium' },
    },
    // A measurement (e2e/phone-load.spec.ts), not a check: only when asked, on a quiet machine.
    ...(process.env.E2E_PHONE_LOAD
      ? [{ name: 'phone', testMatch: /phone-load\.spec\.ts/, dependencies: ['install'] }]
      : []),
  ],

  // The built API serving the built web app (`pnpm test:e2e` builds first), on its own port and empty data
  // folder, so every run starts at the install wizard with a database nobody uses; the teardown drops it.
  globalTeardown: './e2e/support/global-teardown.ts',
  webServer: {
    command: `node ${e2eServerEntry}`,
    url: `${e2e.baseURL}/api/test/backend`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The webhook journey's receiver listens on 127.0.0.1, which webhooks may call only when allowed. A session
    // lasts a week: the service level journey moves the server's clock to a complaint's warning, which on an
    // evening run falls the next working morning, past the product's 12 hours.
    env: {
      PORT: e2e.port,
      HOST: '127.0.0.1',
      DATA_DIR: e2e.dataDir,
      LOG_LEVEL: 'warn',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      TOKEN_TTL_SECONDS: String(7 * 24 * 3600),
    },
  },
});
