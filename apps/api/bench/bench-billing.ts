import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { runContractBilling } from '../src/jobs/contract-billing';
import { createPrismaClient } from '../src/plugins/database';
import { dropBenchDatabase, seedBench } from './bench-seed';

/** How many contracts the billing run is measured on (issue 25: 100,000 in under 2 minutes). */
export const BILLING_BENCH_CONTRACTS = 100_000;

export type TBillingRun = {
  contracts: number;
  made: number;
  seconds: number;
  again: number;
  againSeconds: number;
};

/**
 * The monthly billing run at the size, on a scratch database of its own (`<bench>_billing`: made by the
 * bench seed at its smallest scale, for its settings, templates and customers, then dropped), so that a bench run
 * is repeatable and never bills the bench database's own contracts. It holds `contracts` contracts with a monthly
 * plan from the 1st of this month, each with this month's period due: the run bills each once, and a second run at
 * the same moment must add nothing. Times both with the product's own job (jobs/contract-billing.ts).
 */
export async function measureBillingRun(
  benchUrl: string,
  contracts = BILLING_BENCH_CONTRACTS,
): Promise<TBillingRun> {
  const url = new URL(benchUrl);
  url.pathname = `${url.pathname.replace(/^\//, '')}_billing`;
  const scratch = url.toString();
  await dropBenchDatabase(scratch);
  await seedBench({ databaseUrl: scratch, scale: 0.0005 });
  const now = new Date();
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const sql = await mysql.createConnection(scratch);
  const prisma = createPrismaClient(scratch);
  try {
    const [customers] = await sql.query<mysql.RowDataPacket[]>(
      "SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id WHERE r.slug = 'customer' AND u.is_active = 1",
    );
    const ids = customers.map((row) => Number(row.id));
    for (let from = 0; from < contracts; from += 5_000) {
      const rows = Array.from({ length: Math.min(5_000, contracts - from) }, (_, i) => {
        const k = from + i + 1;
        return [
          `AMC-B${String(k).padStart(6, '0')}`,
          ids[k % ids.length],
          monthStart,
          'open',
          'Monthly upkeep',
          1,
          12,
          (60 + (k % 540)) * 100,
          'monthly',
          15,
          monthStart,
          now,
          now,
        ];
      });
      await sql.query(
        `INSERT INTO amcs (amc_no, customer_id, start_date, status, detail, interval_months, service_count, price,
           billing_cycle, payment_days, next_bill_date, created_at, updated_at) VALUES ?`,
        [rows],
      );
    }
    await sql.query('ANALYZE TABLE amcs');
    let started = performance.now();
    const made = await runContractBilling(prisma, now);
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    const again = await runContractBilling(prisma, now);
    return { contracts, made, seconds, again, againSeconds: (performance.now() - started) / 1000 };
  } finally {
    await prisma.$disconnect();
    await sql.end();
    await dropBenchDatabase(scratch);
  }
}
