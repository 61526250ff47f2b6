import os from 'node:os';
import { performance } from 'node:perf_hooks';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { runComplaintAlerts } from '../src/jobs/complaint-alerts';
import { NO_FILE_STORE } from '../src/lib/kernel/file-store';
import { createPrismaClient } from '../src/plugins/database';
import { benchMoment } from './bench-seed';

export type TAlertRun = {
  complaints: number;
  backlog: number;
  queued: number;
  seconds: number;
  again: number;
  againSeconds: number;
};

/**
 * The complaint alert job (jobs/complaint-alerts.ts) over the bench's complaints at the seed's moment: the seed left
 * the alerts of its last hours unsent (BENCH_ALERT_BACKLOG_MS), so the run sends that backlog, then a second run at
 * the same moment must queue nothing. Afterwards the database is put back as the seed left it (the alert rows and
 * mails the runs wrote removed, each complaint's alert_at restored), so every bench run measures the same work.
 */
export async function measureAlertRun(benchUrl: string): Promise<TAlertRun> {
  const sql = await mysql.createConnection(benchUrl);
  const prisma = createPrismaClient(benchUrl);
  try {
    const [[settings]] = await sql.query<RowDataPacket[]>('SELECT installed_at FROM settings WHERE id = 1');
    const installed = settings!.installed_at as Date;
    const moment = benchMoment(
      Date.UTC(installed.getUTCFullYear(), installed.getUTCMonth(), installed.getUTCDate()),
    );
    const [[counted]] = await sql.query<RowDataPacket[]>('SELECT COUNT(*) AS complaints FROM complaints');
    const [due] = await sql.query<RowDataPacket[]>(
      'SELECT id, alert_at FROM complaints WHERE alert_at <= ?',
      [moment],
    );
    const [before] = due.length
      ? await sql.query<RowDataPacket[]>(
          'SELECT complaint_id, promise, level FROM complaint_alerts WHERE complaint_id IN (?)',
          [due.map((row) => row.id)],
        )
      : [[]];
    const seeded = new Set(before.map((row) => `${row.complaint_id}:${row.promise}:${row.level}`));
    const [[mails]] = await sql.query<RowDataPacket[]>(
      'SELECT COALESCE(MAX(id), 0) AS lastMail FROM mail_outbox',
    );
    // The job writes no files: the context's folder and store are never used.
    const context = { databaseUrl: benchUrl, dataDir: os.tmpdir(), fileStore: NO_FILE_STORE };
    try {
      let started = performance.now();
      const queued = await runComplaintAlerts(prisma, moment, undefined, context);
      const seconds = (performance.now() - started) / 1000;
      started = performance.now();
      const again = await runComplaintAlerts(prisma, moment, undefined, context);
      return {
        complaints: Number(counted!.complaints),
        backlog: due.length,
        queued,
        seconds,
        again,
        againSeconds: (performance.now() - started) / 1000,
      };
    } finally {
      await sql.beginTransaction();
      await sql.query('DELETE FROM mail_outbox WHERE id > ?', [mails!.lastMail]);
      if (due.length) {
        const ids = due.map((row) => Number(row.id));
        const [after] = await sql.query<RowDataPacket[]>(
          'SELECT complaint_id, promise, level FROM complaint_alerts WHERE complaint_id IN (?)',
          [ids],
        );
        for (const row of after)
          if (!seeded.has(`${row.complaint_id}:${row.promise}:${row.level}`))
            await sql.query(
              'DELETE FROM complaint_alerts WHERE complaint_id = ? AND promise = ? AND level = ?',
              [row.complaint_id, row.promise, row.level],
            );
        for (const row of due)
          await sql.query('UPDATE complaints SET alert_at = ? WHERE id = ?', [row.alert_at, row.id]);
      }
      await sql.commit();
    }
  } finally {
    await prisma.$disconnect();
    await sql.end();
  }
}
