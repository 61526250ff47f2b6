import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { httpCall, type TCall } from './bench-scale';

/**
 * The clients of the concurrent measurements (`load`, `write`), run in a child process of the bench: in the
 * bench's own process they would share the API's one thread, and the time they spend sending requests and
 * reading answers would count against the API. Here they are what real clients are, another process.
 */

/** What the clients send: round the calls for some seconds, or each call once between them. */
export type TClientPlan = { calls: TCall[] } & ({ kind: 'for'; seconds: number } | { kind: 'each' });

export type TClientRun = { times: number[]; errors: Record<string, number>; seconds: number };

type TClientJob = { clients: number; plan: TClientPlan; base: string };

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

// The child's side: one job in, its result out, then exit.
if (process.send && process.argv.includes('--bench-clients')) {
  process.once('message', (job: TClientJob) => {
    void runClientLoops(job).then((run) => process.send!(run, () => process.exit(0)));
  });
}
