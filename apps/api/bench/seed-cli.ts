import { readBenchArgs } from './bench-args';
import { BENCH_PASSWORD, BENCH_USERS, seedBench } from './bench-seed';

// `pnpm bench:seed [--scale 0.01] [--fresh] [--batch 2000] [--jobs 2]` into BENCH_DATABASE_URL.
const args = readBenchArgs();
try {
  const { seconds } = await seedBench({ ...args, log: (message) => console.log(message) });
  console.log(
    `Seeded ${args.databaseUrl.replace(/\/\/[^@]*@/, '//')} at scale ${args.scale} in ${seconds.toFixed(1)} s.`,
  );
  console.log(`Sign in as ${Object.values(BENCH_USERS).join(', ')} with the password ${BENCH_PASSWORD}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
