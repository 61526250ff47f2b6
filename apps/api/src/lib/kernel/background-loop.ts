import type { FastifyBaseLogger } from 'fastify';

/** Capped exponential back-off: doubles after each failure in a row up to `maxMs`, back to `baseMs` after a success. */
export class Backoff {
  private failures = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {}

  /** Records how the last attempt went and answers how long to wait before the next one. */
  next(succeeded: boolean): number {
    this.failures = succeeded ? 0 : this.failures + 1;
    return Math.min(this.baseMs * 2 ** this.failures, this.maxMs);
  }
}

export type TBackgroundLoop = {
  /** Shown in the log lines of a failed pass. */
  name: string;
  /** The wait between passes while they succeed. */
  intervalMs: number;
  /** The longest wait after failures in a row. */
  maxDelayMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<unknown>;
};

/**
 * Background work that must never end the process: each pass runs after the previous one settled, a failure
 * (database away, a lock-wait timeout, a missing table) is logged and the next pass waits longer, up to the cap,
 * and the first success brings the normal interval back.
 */
export class BackgroundLoop {
  private timer?: NodeJS.Timeout;
  private active = false;
  private readonly backoff: Backoff;

  constructor(private readonly options: TBackgroundLoop) {
    this.backoff = new Backoff(options.intervalMs, options.maxDelayMs);
  }

  /** The first pass runs after `firstDelayMs` (one interval by default). */
  start(firstDelayMs = this.options.intervalMs) {
    this.active = true;
    this.schedule(firstDelayMs);
  }

  stop() {
    this.active = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  get isActive(): boolean {
    return this.active;
  }

  /** Runs one pass now, outside the schedule; like every pass, it logs a failure instead of throwing. */
  async runGuarded(): Promise<boolean> {
    try {
      await this.options.run();
      return true;
    } catch (error) {
      this.options.log.error(
        { err: error, work: this.options.name },
        'background work failed; retrying later',
      );
      return false;
    }
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => void this.pass(), delayMs);
    this.timer.unref();
  }

  private async pass() {
    const succeeded = await this.runGuarded();
    if (this.active) this.schedule(this.backoff.next(succeeded));
  }
}
