import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontConfigFile, type TFontSet } from './font-sets';

/** Where one built server of an e2e run listens and keeps its data. */
export type TE2eServer = { port: string; dataDir: string; dbName: string; baseURL: string };

/**
 * One e2e run's two servers, each the built app on its own port, with an empty data folder and a database name
 * nobody uses:
 * - the journeys' (`E2E_*`): the install wizard, then one journey per module, one after another;
 * - the screens' (`E2E_SCREENS_*`): installed through the API and filled with the demo business, for the
 *   every-route screens, so that they need no install journey and the journeys' database never holds the demo.
 * The config sets these once in the main process; the test workers inherit them through the environment.
 */
export function prepareE2eEnvironment(): { journeys: TE2eServer; screens: TE2eServer } {
  process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
  // The port after the journeys' is the backup journey's second server's.
  process.env.E2E_SCREENS_PORT ??= String(Number(process.env.E2E_PORT) + 2);
  for (const prefix of ['E2E', 'E2E_SCREENS']) {
    process.env[`${prefix}_DATA_DIR`] ??= mkdtempSync(join(tmpdir(), 'amc-e2e-'));
    process.env[`${prefix}_DB_NAME`] ??= `amc_e2e_${randomBytes(5).toString('hex')}`;
    process.env[`${prefix}_BASE_URL`] ??= `http://127.0.0.1:${process.env[`${prefix}_PORT`]}`;
  }
  return { journeys: e2eServer('E2E'), screens: e2eServer('E2E_SCREENS') };
}

/** A server of the run, as prepareE2eEnvironment named it in the environment. */
export function e2eServer(prefix: 'E2E' | 'E2E_SCREENS'): TE2eServer {
  const named = (what: string) => {
    const value = process.env[`${prefix}_${what}`];
    if (!value) throw new Error(`${prefix}_${what} is not set: run the e2e through playwright.config.ts`);
    return value;
  };
  return {
    port: named('PORT'),
    dataDir: named('DATA_DIR'),
    dbName: named('DB_NAME'),
    baseURL: named('BASE_URL'),
  };
}

const here = dirname(fileURLToPath(import.meta.url));
export const apiEntry = resolve(here, '../../../api/dist/main.js');
/**
 * The server the journeys run against: the product with a clock they can move (apps/api/test/e2e/e2e-server.ts,
 * built by `pnpm --filter @amc/api build:e2e`, which `pnpm test:e2e` runs).
 */
export const e2eServerEntry = resolve(here, '../../../api/dist-e2e/e2e-server.js');

/**
 * Debian's Chromium headless shell (or CHROMIUM_PATH), with the flags this machine's closed network needs, drawing
 * with one font set (support/font-sets.ts). The shell (package chromium-headless-shell) is the same Blink without the
 * browser's windowing and compositor layers, the build Playwright itself runs headless; the full `chromium` in its
 * headless mode spent about twice the CPU on the same journeys on this 2-core machine, where the e2e is CPU-bound
 * (issue 29, docs/PERFORMANCE.md round 18).
 */
export function chromiumLaunchOptions(fontSet: TFontSet = 'debian') {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    env: { ...process.env, FONTCONFIG_FILE: fontConfigFile(fontSet) },
  };
}
