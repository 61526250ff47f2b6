import { rmSync } from 'node:fs';
import { connectE2eDatabase } from './e2e-database';

/** Drops the run's database and data folder; the names were made by prepareE2eEnvironment. */
export default async function globalTeardown() {
  const name = process.env.E2E_DB_NAME;
  if (name && /^amc_e2e_[a-f0-9]+$/.test(name)) {
    const connection = await connectE2eDatabase();
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.end();
  }
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
