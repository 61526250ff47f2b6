import { rmSync } from 'node:fs';
import mysql from 'mysql2/promise';

/** Drops the run's database and data folder; the names were made by prepareE2eEnvironment. */
export default async function globalTeardown() {
  const name = process.env.E2E_DB_NAME;
  if (name && /^amc_e2e_[a-f0-9]+$/.test(name)) {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
    const connection = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.end();
  }
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
