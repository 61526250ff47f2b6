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
  // One at a time. The journeys and the screens have servers of their own and could run side by side, but on this
  // 2-core machine each then took twice as long (Chromium, the API and the database want a core each), so nothing
  // was gained, and a journey's 15-second waits grew thin (issue 29, measured).
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds the one-line summary of .ci/run; artifacts stay out of test-results/ itself, which
  // also holds the unit tests' report.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: e2e.journeys.baseURL,
    // A click or fill waits at most this long for its element: a journey that lost its way fails in seconds with
    // the locator it waited for, instead of sitting out the whole test's 5 minutes.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace records a screencast and a DOM snapshot at every step of every test, kept only if it fails: a third
    // of the journeys' time on this machine. CI keeps no artefacts, so it records none; E2E_TRACE=retain-on-failure
    // (or on) brings them back there.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker precaches every asset in each new browser context, which made each journey's first
    // page cost a third more of the CPU; the journeys that go without signal allow it in their own context.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions('debian'),
  },
  // The install journey runs first on the blank database; every module's journey then signs in to that
  // installation (e2e/support/sign-in.ts): they share it and the server's clock. The screens of every route run on
  // a server of their own, installed through the API and filled with the demo business (every-route.setup.ts), so
  // the journeys' database never holds it and `--project=screens` needs no install journey: once with Debian's
  // fonts (screenshots, layout, axe-core) and once with Noto's (layout and screenshots; support/font-sets.ts).
  projects: [
    { name: 'install', testMatch: /install-and-sign-in\.spec\.ts/ },
    {
      name: 'modules',
      testIgnore: /(install-and-sign-in|every-route|phone-load)\.spec\.ts/,
      dependencies: ['install'],
    },
    { name: 'screens-setup', testMatch: /every-route\.setup\.ts/, use: { baseURL: e2e.screens.baseURL } },
    ...(['debian', 'noto'] as const).map((fontSet) => ({
      name: fontSet === 'debian' ? 'screens' : `screens-${fontSet}`,
      testMatch: /every-route\.spec\.ts/,
      dependencies: ['screens-setup'],
      metadata: { fontSet },
      use: { baseURL: e2e.screens.baseURL, launchOptions: chromiumLaunchOptions(fontSet) },
    })),
    // A measurement (e2e/phone-load.spec.ts), not a check: only when asked, on a quiet machine.
    ...(process.env.E2E_PHONE_LOAD
      ? [{ name: 'phone', testMatch: /phone-load\.spec\.ts/, dependencies: ['install'] }]
      : []),
  ],

  // The built API serving the built web app (`pnpm test:e2e` builds first), twice: the journeys' server and the
  // screens', each on its own port and empty data folder, so every run starts at the install wizard with databases
  // nobody uses; the teardown drops them.
  globalTeardown: './e2e/support/global-teardown.ts',
  webServer: [e2e.journeys, e2e.screens].map((server) => ({
    command: `node ${e2eServerEntry}`,
    url: `${server.baseURL}/api/test/backend`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The webhook journey's receiver listens on 127.0.0.1, which webhooks may call only when allowed. A session
    // lasts a week: the service level journey moves the server's clock to a complaint's warning, which on an
    // evening run falls the next working morning, past the product's 12 hours.
    env: {
      PORT: server.port,
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      TOKEN_TTL_SECONDS: String(7 * 24 * 3600),
      // The screens' server runs no scheduled jobs: the demo's complaints reach their promised times as the minutes
      // pass, and a live notice (a toast) arriving in the middle of a screenshot or a layout check is not the page.
      ...(server === e2e.screens ? { START_WORKERS: 'false' } : {}),
    },
  })),
});
