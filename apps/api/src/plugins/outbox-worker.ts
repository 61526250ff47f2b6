import type { FastifyInstance } from 'fastify';
import { BackgroundLoop } from '../lib/kernel/background-loop';
import type { Database } from './database';

/** The longest pause of a worker after failed passes in a row (database away, its table missing ...). */
const MAX_PASS_DELAY_MS = 5 * 60 * 1000;

/**
 * What the mail and webhook outboxes share: passes every few seconds on a BackgroundLoop (a failed pass is logged
 * and the next waits longer), a kick that runs a pass soon after a write queued something, overlapping calls that
 * share the pass in progress, and a stop that waits for it. Each worker says how one pass sends (`sendDue`).
 */
export abstract class OutboxWorker {
  private loop?: BackgroundLoop;
  private running?: Promise<number>;
  private kickTimer?: NodeJS.Timeout;

  protected constructor(
    protected readonly db: Database,
    protected readonly log: FastifyInstance['log'],
    private readonly name: string,
  ) {}

  /** One pass over what is due; returns how many went out. */
  protected abstract sendDue(): Promise<number>;

  start(intervalMs = 5000, maxDelayMs = MAX_PASS_DELAY_MS) {
    this.loop = new BackgroundLoop({
      name: this.name,
      intervalMs,
      maxDelayMs,
      log: this.log,
      run: () => this.runOnce(),
    });
    this.loop.start();
  }

  /** Sends soon after a write queued something, instead of waiting for the next tick. */
  kick() {
    const loop = this.loop;
    if (!loop?.isActive || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      void loop.runGuarded();
    }, 200);
    this.kickTimer.unref();
  }

  async stop() {
    this.loop?.stop();
    clearTimeout(this.kickTimer);
    await this.running?.catch(() => undefined);
  }

  /** One pass now; overlapping calls share the pass in progress. Nothing while no database is connected. */
  runOnce(): Promise<number> {
    if (!this.db.isConnected) return Promise.resolve(0);
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}

/** A worker's place in the app: started with the workers, stopped on close, kicked after every write's answer. */
export function runOutboxWorker(app: FastifyInstance, worker: OutboxWorker) {
  if (app.appConfig.startWorkers) worker.start();
  app.addHook('onClose', async () => worker.stop());
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) worker.kick();
  });
}
