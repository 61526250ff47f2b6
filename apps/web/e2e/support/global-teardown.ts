import { rmSync } from 'node:fs';
import { connectE2eDatabase } from './e2e-database';
import { e2eServer } from './e2e-environment';

/** Drops both servers' databases and data folders; the names were made by prepareE2eEnvironment. */
export default async function globalTeardown() {
  const connection = await connectE2eDatabase();
  for (const server of [e2eServer('E2E'), e2eServer('E2E_SCREENS')]) {
    if (/^amc_e2e_[a-f0-9]+$/.test(server.dbName))
      await connection.query(`DROP DATABASE IF EXISTS \`${server.dbName}\``);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await connection.end();
}
