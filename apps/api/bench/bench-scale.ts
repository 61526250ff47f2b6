import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { TChildJob, TClientPlan, TClientRun, TDownload } from './bench-clients';
import type { TBenchOperation } from './bench-operations';

/**
 * The measurements of `pnpm bench` that are not one request at a time: a CSV export of every row with the
 * API's memory, many clients at once on the lists, many open event streams and one notice, and writes.
 * Each takes the running API's address and the signed-in tokens; the HTTP goes through node:http with an
 * agent sized to the clients, so the client side never queues requests behind a socket limit of its own.
 */

/** Nearest-rank percentile of ascending times (the same rule as the per-operation p50 / p95). */
export function percentile(sorted: readonly number[], share: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export type TLatencies = { count: number; p50: number; p95: number; p99: number; max: number };

export function latencies(times: readonly number[]): TLatencies {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
  };
}

export type TCall = {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  query?: Record<string, string | number>;
  body?: unknown;
};

/** One request; the answer's body is read to its end (a page is only served once it is sent). */
export function httpCall(
  agent: http.Agent,
  base: string,
  call: TCall,
): Promise<{ status: number; ms: number; text: string }> {
  const url = new URL(call.path, base);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const request = http.request(
      url,
      {
        method: call.method,
        agent,
        headers: {
          authorization: `Bearer ${call.token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs a job of the bench's clients in a child process (bench-clients.ts), against the API at its `base`. */
function runInChild<TResult>(job: TChildJob): Promise<TResult> {
  const child = fork(fileURLToPath(new URL('./bench-clients.ts', import.meta.url)), ['--bench-clients'], {
    // tsx's loader, which the bench itself runs under, so that the child can load TypeScript too.
    execArgv: process.execArgv.filter((arg) => arg !== '--expose-gc'),
  });
  return new Promise((resolvePromise, reject) => {
    child.once('message', (result) => resolvePromise(result as TResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The bench clients' process ended with code ${code}.`));
    });
    child.send(job);
  });
}

/** `clients` clients of a plan at once, in the child process. */
export const runClients = (clients: number, plan: TClientPlan, base: string) =>
  runInChild<TClientRun>({ kind: 'clients', clients, plan, base });

/** The calls of the concurrent load: the list pages and sorts of the table, as admin and the scoped roles. */
export function loadMix(operations: readonly TBenchOperation[]): TBenchOperation[] {
  return operations.filter(
    (op) =>
      op.method === 'GET' &&
      /list$/.test(op.path) &&
      /· (page 1|deep page|last page|sort \S+ (asc|desc))$/.test(op.name),
  );
}

export type TExportResult = TDownload & {
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** The highest heap after a full collection, less the one before (only when node runs with --expose-gc). */
  liveGrowthMb: number | null;
};

const MB = 2 ** 20;

/**
 * Has the child process download a list as CSV as fast as it comes (gzip, as a browser asks for it), counting
 * rows, while it samples this process's memory (the API runs in it, the reader's buffers do not) every 100 ms:
 * the growth is the highest sample less the one before.
 * V8 collects lazily, so that peak holds garbage too; with --expose-gc a full collection runs once a second and
 * the heap left after it (what the export really holds: rows buffered for a slow reader would show here) is
 * reported apart.
 */
export async function measureExport(base: string, path: string, token: string): Promise<TExportResult> {
  const memory = sampleMemory();
  try {
    const download = await runInChild<TDownload>({ kind: 'download', base, path, token });
    return { ...download, ...memory.growth() };
  } finally {
    memory.stop();
  }
}

export type TMemoryGrowth = Pick<TExportResult, 'rssGrowthMb' | 'heapGrowthMb' | 'liveGrowthMb'>;

/** This process's memory sampled every 100 ms from now on: `growth()` is the highest sample less the first. */
export function sampleMemory(): { growth: () => TMemoryGrowth; stop: () => void } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let maxRss = before.rss;
  let maxHeap = before.heapUsed;
  let maxLive = before.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    maxRss = Math.max(maxRss, now.rss);
    maxHeap = Math.max(maxHeap, now.heapUsed);
    ticks += 1;
    if (gc && ticks % 10 === 0) {
      gc();
      maxLive = Math.max(maxLive, process.memoryUsage().heapUsed);
    }
  }, 100);
  return {
    growth: () => ({
      rssGrowthMb: (maxRss - before.rss) / MB,
      heapGrowthMb: (maxHeap - before.heapUsed) / MB,
      liveGrowthMb: gc ? (maxLive - before.heapUsed) / MB : null,
    }),
    stop: () => clearInterval(sampler),
  };
}

export type TStreamsResult = {
  opened: number;
  openSeconds: number;
  received: number;
  /** From sending the change until the last stream had the notice. */
  lastMs: number;
  /** From the change's answer (the notice is published after the commit) until the last stream had it. */
  afterAnswerMs: number;
  changeMs: number;
};

/**
 * Opens `count` event streams for one user, waits until each has its first line, then makes `change()` (which
 * must publish a notice to that user) and waits up to `waitMs` for every stream to see a `data:` line.
 */
export async function measureStreams(
  base: string,
  token: string,
  count: number,
  change: () => Promise<void>,
  waitMs = 10_000,
): Promise<TStreamsResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: count + 10 });
  const requests: http.ClientRequest[] = [];
  const receivedAt: number[] = [];
  let onReceived = () => {};
  const openStarted = performance.now();
  const opened = await Promise.allSettled(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolveOpen, reject) => {
          const url = new URL('/api/listenEventMessage', base);
          url.searchParams.set('token', token);
          const request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`stream answered ${response.statusCode}`));
              response.resume();
              return;
            }
            let seen = '';
            let got = false;
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              seen += chunk;
              if (seen.includes(': connected')) resolveOpen();
              if (!got && /^data:/m.test(seen)) {
                got = true;
                receivedAt.push(performance.now());
                onReceived();
              }
              if (seen.length > 4096) seen = seen.slice(-1024);
            });
            response.on('error', () => {});
          });
          request.on('error', (error) => reject(error));
          requests.push(request);
        }),
    ),
  );
  const openCount = opened.filter((result) => result.status === 'fulfilled').length;
  const openSeconds = (performance.now() - openStarted) / 1000;
  const all = new Promise<void>((resolveAll) => {
    onReceived = () => receivedAt.length >= openCount && resolveAll();
  });
  const sent = performance.now();
  await change();
  const answered = performance.now();
  await Promise.race([all, new Promise((resolveWait) => setTimeout(resolveWait, waitMs))]);
  for (const request of requests) request.destroy();
  agent.destroy();
  const last = receivedAt.length ? Math.max(...receivedAt) : NaN;
  return {
    opened: openCount,
    openSeconds,
    received: receivedAt.length,
    lastMs: last - sent,
    afterAnswerMs: last - answered,
    changeMs: answered - sent,
  };
}
