import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';

// `pnpm openapi`: the OpenAPI 3 document on stdout, built from the routes alone (no database, no config).
const dataDir = mkdtempSync(join(tmpdir(), 'amc-openapi-'));
const app = await buildApp({ dataDir, logLevel: 'silent', startWorkers: false, webDistDir: undefined });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
