import mysql from 'mysql2/promise';

/** The test database server: TEST_DATABASE_URL, else root on 127.0.0.1. */
export function e2eDatabaseServer() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/**
 * A connection to the test database server, on the run's database when `database` is given: the teardown drops
 * that database; a journey reads what the product queued there that no screen shows (a mail's link, as no mail
 * server runs in the e2e).
 */
export async function connectE2eDatabase(database?: string) {
  return mysql.createConnection({ ...e2eDatabaseServer(), ...(database ? { database } : {}) });
}
