import { execFileSync, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let built = false;
/**
 * The server is built once per bench run and started as `pnpm start` starts it (`node dist/main.js`), not from its
 * sources under tsx: tsx holds the transpiled sources and their maps in memory (about 70 MB more at idle), which the
 * memory figure would count.
 */
function buildOnce() {
  if (built) return;
  execFileSync('pnpm', ['--silent', 'build'], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  built = true;
}

/**
 * `pnpm bench --workers N`: the product as `pnpm start` runs it (its build), WEB_CONCURRENCY=N worker processes
 * under the cluster's primary (cluster.ts), on the bench's installation (its data folder), for the load on the lists
 * to be sent to instead of the bench's own in-process API. Resolves once the port answers.
 */
export async function startCluster(
  dataDir: string,
  workers: number,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  buildOnce();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'warn',
      // BENCH_API_NODE_OPTIONS: Node's options for the API measured alone (a heap cap, say), not for the bench.
      ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
      // The jobs and outboxes would add their own work to what is measured.
      START_WORKERS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The ${workers} workers did not start on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    // With one worker the child serves alone: its pid is the API's.
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
