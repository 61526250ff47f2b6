import { parseArgs } from 'node:util';
import { BENCH_DATABASE_URL } from './bench-seed';

/** The flags of `pnpm bench:seed` and `pnpm bench` (each also read from the environment as BENCH_<NAME>). */
export function readBenchArgs(argv: string[] = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      scale: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      batch: { type: 'string' },
      jobs: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string' },
      out: { type: 'string' },
      sql: { type: 'boolean', default: false },
      duration: { type: 'string' },
      clients: { type: 'string' },
      streams: { type: 'string' },
      writes: { type: 'string' },
      'write-clients': { type: 'string' },
      workers: { type: 'string' },
      mix: { type: 'string' },
    },
  });
  const env = process.env;
  const number = (flag: string | undefined, name: string, fallback: number) => {
    const value = Number(flag ?? env[`BENCH_${name}`] ?? fallback);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`--${name.toLowerCase().replace(/_/g, '-')} must be a positive number.`);
    return value;
  };
  return {
    databaseUrl: env.BENCH_DATABASE_URL || BENCH_DATABASE_URL,
    scale: number(values.scale, 'SCALE', 1),
    fresh: values.fresh || env.BENCH_FRESH === 'true',
    batchSize: number(values.batch, 'BATCH', 2000),
    jobs: number(values.jobs, 'JOBS', 2),
    runs: number(values.runs, 'RUNS', 30),
    only: values.only ?? env.BENCH_ONLY,
    out: values.out ?? env.BENCH_OUT,
    /** Print the SQL each operation ran. */
    sql: values.sql || env.BENCH_SQL === 'true',
    /** Seconds the concurrent load on the lists lasts. */
    duration: number(values.duration, 'DURATION', 30),
    /** Concurrent clients of the load on the lists. */
    clients: number(values.clients, 'CLIENTS', 200),
    /** Event streams held open at once while one permission event is sent. */
    streams: number(values.streams, 'STREAMS', 500),
    /** Stores per write measurement (complaint, sale; sequential and concurrent): each adds a row to the database. */
    writes: number(values.writes, 'WRITES', 200),
    /** Concurrent clients of the concurrent write measurement. */
    writeClients: number(values['write-clients'], 'WRITE_CLIENTS', 20),
    /**
     * The load on the lists goes to `pnpm start`'s cluster of this many workers (bench-cluster.ts) instead of the
     * bench's in-process API; 0 (unset): the in-process one.
     */
    workers: (values.workers ?? env.BENCH_WORKERS) ? number(values.workers, 'WORKERS', 1) : 0,
    /** Only the list calls of the load whose operation names match (e.g. "page 1$"): all of the mix when unset. */
    mix: values.mix ?? env.BENCH_MIX,
  };
}
