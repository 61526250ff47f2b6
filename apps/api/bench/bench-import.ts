import { performance } from 'node:perf_hooks';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import { latencies, runClients, sampleMemory, type TCall, type TLatencies } from './bench-scale';

/** The measurement's customers, told apart from the seed's by their address, and removed when it ends. */
const EMAIL_DOMAIN = 'bench-import.example';
export const BENCH_IMPORT_ROWS = 100_000;

/** A CSV of customers with the fields a moving business brings: about 12 MB for 100,000. */
function customersCsv(rows: number): Blob {
  const lines = [
    'Email,First name,Last name,Mobile,City,Company,Address,State,Pincode,GST no,Bank name,Account number',
  ];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      `c${i}@${EMAIL_DOMAIN},Asha,Rao,98${String(i).padStart(8, '0')},Pune,Rao Cooling,${i} MG Road,` +
        `Maharashtra,411001,27ABCDE1234F1Z5,HDFC Bank,0012345${i}`,
    );
  return new Blob([lines.join('\r\n')], { type: 'text/csv' });
}

export type TImportMeasurement = {
  status: string;
  created: number;
  seconds: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  lists: TLatencies;
  errors: Record<string, number>;
};

/**
 * 100,000 customers imported through the API as an admin does it (upload, then run), while two users page through
 * the lists; the API's memory is sampled. The customers are deleted afterwards, so the bench database stays as
 * seeded and each run creates them anew.
 */
export async function measureImport(
  base: string,
  adminToken: string,
  calls: TCall[],
  raw: Connection,
): Promise<TImportMeasurement> {
  const auth = { authorization: `Bearer ${adminToken}` };
  const form = new FormData();
  form.append('kind', 'customer');
  form.append('file', customersCsv(BENCH_IMPORT_ROWS), 'customers.csv');
  const uploaded = await fetch(new URL('/api/import/upload', base), {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const job = ((await uploaded.json()) as { data: { id: number; mapping: (string | null)[] } }).data;
  const memory = sampleMemory();
  const started = performance.now();
  await fetch(new URL(`/api/import/run/${job.id}`, base), {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: job.mapping }),
  });
  const times: number[] = [];
  let errors: Record<string, number> = {};
  let row: RowDataPacket | undefined;
  // The lists run in rounds of 2 s until the import has ended.
  for (;;) {
    const run = await runClients(2, { kind: 'for', seconds: 2, calls }, base);
    times.push(...run.times);
    for (const [kind, n] of Object.entries(run.errors))
      errors = { ...errors, [kind]: (errors[kind] ?? 0) + n };
    [[row]] = await raw.query<RowDataPacket[]>(
      'SELECT status, created_count, created_at, finished_at FROM imports WHERE id = ?',
      [job.id],
    );
    if (row?.status !== 'running') break;
  }
  const growth = memory.growth();
  memory.stop();
  const seconds = row?.finished_at
    ? (new Date(row.finished_at as Date).getTime() - new Date(row.created_at as Date).getTime()) / 1000
    : (performance.now() - started) / 1000;
  await raw.query('DELETE FROM users WHERE email LIKE ?', [`%@${EMAIL_DOMAIN}`]);
  return {
    status: String(row?.status),
    created: Number(row?.created_count ?? 0),
    seconds,
    rssGrowthMb: growth.rssGrowthMb,
    heapGrowthMb: growth.heapGrowthMb,
    lists: latencies(times),
    errors,
  };
}
