import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { loadInstallConfig, WORKER_INDEX_ENV } from './config';
import { isClusterEvent } from './lib/kernel/event-bus-cluster';
import { rateLimitKeeper } from './lib/kernel/rate-limit-cluster';

/**
 * Every core (issue 29): `pnpm start` and the Docker image run this primary, which forks WEB_CONCURRENCY worker
 * processes (one per core by default) that share the one port: Node's cluster hands each new connection to the next
 * worker in turn. The primary serves nothing itself; it keeps the workers running (one that dies is forked again,
 * sooner or later as it keeps dying), relays the live events between them when there is no Redis (a notice published
 * in one worker reaches the streams every worker holds, lib/kernel/event-bus-cluster.ts) and keeps their rate-limit
 * counters (lib/kernel/rate-limit-cluster.ts: a guesser's tries count the same whichever worker takes them), shuts them
 * down gracefully on SIGTERM / SIGINT (each finishes its requests in flight, serve.ts) and replaces them one at a time
 * on SIGHUP (a rolling restart: the new one listens before the old one stops, so the port never goes unanswered).
 * Worker 1 alone runs the background work (scheduled jobs, the mail and webhook outboxes, purges): they are safe to run
 * twice (their locks and unique keys), but once is all they need. Before the install wizard has run, one worker serves
 * it (the wizard connects its own process to the new database); the others start once the installation's configuration
 * exists.
 * Node's cluster rather than a process manager (PM2): it ships with Node, needs no daemon, and the image stays the
 * one `node apps/api/dist/main.js`.
 */

/** WEB_CONCURRENCY: how many workers serve the port; by default as many as the machine's cores (1: no cluster). */
export function workerCount(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return cores;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 256)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 256 (got "${raw}").`);
  return count;
}

/** A worker that lived less than this was a crash at start: the next one waits longer (1 s, 2 s, 4 s ... 30 s). */
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long the workers have to finish their requests after SIGTERM (serve.ts gives each 25 s) before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 30_000;
/** How often, before the install, the primary looks for the installation's configuration. */
const INSTALL_CHECK_MS = 2_000;

type TSlot = { worker: Worker; startedAt: number; quickDeaths: number };

export type TPrimaryOptions = {
  workers: number;
  dataDir: string;
  log?: (message: string) => void;
};

/** Runs the cluster's primary until SIGTERM / SIGINT; resolves with its exit code once every worker has ended. */
export function runPrimary({ workers, dataDir, log = console.log }: TPrimaryOptions): Promise<number> {
  const slots = new Map<number, TSlot>();
  /** Workers stopped on purpose (a rolling restart): their exit is not a death. */
  const retiring = new Set<Worker>();
  let stopping = false;
  let installTimer: NodeJS.Timeout | undefined;

  const spawn = (index: number) => cluster.fork({ [WORKER_INDEX_ENV]: String(index) });
  const fork = (index: number, quickDeaths = 0) => {
    slots.set(index, { worker: spawn(index), startedAt: Date.now(), quickDeaths });
  };

  const startAll = () => {
    for (let index = 1; index <= workers; index += 1) if (!slots.has(index)) fork(index);
  };

  const keepRateLimits = rateLimitKeeper();
  cluster.on('message', (sender, message: unknown) => {
    if (keepRateLimits((answer) => sender.isConnected() && sender.send(answer), message)) return;
    if (!isClusterEvent(message)) return;
    for (const { worker } of slots.values()) if (worker.isConnected()) worker.send(message);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (retiring.delete(worker)) return;
    const entry = [...slots.entries()].find(([, slot]) => slot.worker === worker);
    if (!entry || stopping) return;
    const [index, slot] = entry;
    const quick = Date.now() - slot.startedAt < STABLE_AFTER_MS;
    const quickDeaths = quick ? slot.quickDeaths + 1 : 0;
    const delay = quick ? Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickDeaths - 1)) : 0;
    log(
      `Worker ${index} (process ${worker.process.pid}) ended (${signal ?? `exit code ${code}`}); starting it again${delay ? ` in ${delay / 1000} s` : ''}.`,
    );
    slots.delete(index);
    setTimeout(() => {
      if (!stopping && !slots.has(index)) fork(index, quickDeaths);
    }, delay);
  });

  /** SIGHUP: each worker in turn is replaced by a new one, which listens before the old one is asked to stop. */
  let rolling = false;
  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    log(`Restarting the ${slots.size} workers one at a time.`);
    for (const index of [...slots.keys()].sort((a, b) => a - b)) {
      const old = slots.get(index);
      if (!old || stopping) continue;
      // Not in its slot until it listens: a new worker that fails to start is no death to restart.
      const fresh = spawn(index);
      const listening = await new Promise<boolean>((resolve) => {
        fresh.once('listening', () => resolve(true));
        fresh.once('exit', () => resolve(false));
      });
      if (!listening || stopping) {
        // The new code does not start: the running workers keep serving, and the rolling restart ends.
        if (!fresh.isDead()) fresh.process.kill('SIGTERM');
        log(`The new worker ${index} did not start; the running workers are kept.`);
        break;
      }
      slots.set(index, { worker: fresh, startedAt: Date.now(), quickDeaths: 0 });
      retiring.add(old.worker);
      await stopWorker(old.worker);
    }
    rolling = false;
  };

  const stopWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    });

  return new Promise((resolve) => {
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      clearInterval(installTimer);
      log(`${signal}: the workers finish their requests in flight, then stop.`);
      const force = setTimeout(() => {
        for (const { worker } of slots.values()) if (!worker.isDead()) worker.process.kill('SIGKILL');
        resolve(1);
      }, SHUTDOWN_TIMEOUT_MS);
      force.unref();
      void Promise.all([...slots.values()].map(({ worker }) => stopWorker(worker))).then(() => {
        clearTimeout(force);
        resolve(0);
      });
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGHUP', () => void rollingRestart());

    if (loadInstallConfig(dataDir)) startAll();
    else {
      fork(1);
      installTimer = setInterval(() => {
        if (!loadInstallConfig(dataDir)) return;
        clearInterval(installTimer);
        startAll();
      }, INSTALL_CHECK_MS);
    }
    log(`AMC Service Manager: ${workers} worker processes (WEB_CONCURRENCY) on one port.`);
  });
}
