import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { httpCall, type TCall } from './bench-scale';

/**
 * The clients of the measurements at scale (`load`, `write`, the `export`'s reader), run in a child process of
 * the bench: in the bench's own process they would share the API's one thread and its memory, and the time and
 * the buffers they spend sending requests and reading answers would count against the API. Here they are what
 * real clients are, another process.
 */

/** What the clients send: round the calls for some seconds, or each call once between them. */
export type TClientPlan = { calls: TCall[] } & ({ kind: 'for'; seconds: number } | { kind: 'each' });

export type TClientRun = { times: number[]; errors: Record<string, number>; seconds: number };

type TClientJob = { kind: 'clients'; clients: number; plan: TClientPlan; base: string };

/** A CSV download read as fast as it comes: rows, bytes, and the rows of each whole second (steadiness). */
export type TDownload = { rows: number; bytes: number; seconds: number; status: number; rates: number[] };

type TDownloadJob = { kind: 'download'; base: string; path: string; token: string };

/** What the bench asks of its child process. */
export type TChildJob = TClientJob | TDownloadJob;

/**
 * `clients` loops, each sending its next call as soon as the last one answered. Round the calls: client c's
 * k-th call is a step of 7 on from the last one anybody sent, so the clients do not move in step.
 */
async function runClientLoops({ clients, plan, base }: TClientJob): Promise<TClientRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  const errors: Record<string, number> = {};
  const started = performance.now();
  const deadline = plan.kind === 'for' ? started + plan.seconds * 1000 : Infinity;
  let sent = 0;
  const next = (client: number): TCall | null => {
    if (plan.kind === 'each') return sent < plan.calls.length ? plan.calls[sent]! : null;
    return performance.now() < deadline ? plan.calls[(client * 7 + sent) % plan.calls.length]! : null;
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (;;) {
        const call = next(client);
        if (!call) return;
        sent += 1;
        try {
          const { status, ms, text } = await httpCall(agent, base, call);
          if (status === 200) times.push(ms);
          else {
            const key = `HTTP ${status}`;
            errors[key] = (errors[key] ?? 0) + 1;
            if (errors[key] === 1)
              console.log(`  ${call.method} ${call.path}: ${status} ${text.slice(0, 200)}`);
          }
        } catch (error) {
          const key = (error as NodeJS.ErrnoException).code ?? 'network error';
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  agent.destroy();
  return { times, errors, seconds: (performance.now() - started) / 1000 };
}

/** Downloads a list as CSV (gzip, as a browser asks for it), counting its rows as they come. */
function downloadCsv({ base, path, token }: TDownloadJob): Promise<TDownload> {
  const url = new URL(path, base);
  url.searchParams.set('format', 'csv');
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (response) => {
        let rows = -1; // the header line is not a row
        let bytes = 0;
        let second = 0;
        let rowsAtSecond = 0;
        const rates: number[] = [];
        const body =
          response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
        body.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
          const elapsed = Math.floor((performance.now() - started) / 1000);
          while (second < elapsed) {
            rates.push(rows - rowsAtSecond);
            rowsAtSecond = rows;
            second += 1;
          }
        });
        body.on('end', () =>
          resolvePromise({
            rows: Math.max(0, rows),
            bytes,
            seconds: (performance.now() - started) / 1000,
            status: response.statusCode ?? 0,
            rates,
          }),
        );
        body.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

// The child's side: one job in, its result out, then exit.
if (process.send && process.argv.includes('--bench-clients')) {
  process.once('message', (job: TChildJob) => {
    const work = job.kind === 'clients' ? runClientLoops(job) : downloadCsv(job);
    void work.then((result) => process.send!(result, () => process.exit(0)));
  });
}
