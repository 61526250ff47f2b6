import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One e2e run: the built app on its own port with an empty data folder, and a database name nobody uses.
 * The config sets these once in the main process; the test workers inherit them through the environment.
 */
export function prepareE2eEnvironment() {
  process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'amc-e2e-'));
  process.env.E2E_DB_NAME ??= `amc_e2e_${randomBytes(5).toString('hex')}`;
  process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`;
  return {
    port: process.env.E2E_PORT,
    dataDir: process.env.E2E_DATA_DIR,
    dbName: process.env.E2E_DB_NAME,
    baseURL: process.env.E2E_BASE_URL,
  };
}

const here = dirname(fileURLToPath(import.meta.url));
export const apiEntry = resolve(here, '../../../api/dist/main.js');
/**
 * The server the journeys run against: the product with a clock they can move (apps/api/test/e2e/e2e-server.ts,
 * built by `pnpm --filter @amc/api build:e2e`, which `pnpm test:e2e` runs).
 */
export const e2eServerEntry = resolve(here, '../../../api/dist-e2e/e2e-server.js');

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this machine's closed network needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};
