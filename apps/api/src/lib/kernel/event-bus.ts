import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

export type TUserEventListener = (event: string) => void;
export type TSignInChangeListener = (userIds: readonly number[]) => void;

/**
 * The notice that tells every API process some users' sign-in facts changed (token version, active, role, rights,
 * e-mail, language), so a process that keeps them in memory reads them again. It travels the users' own path
 * (Redis, the cluster's primary) but is never handed to their streams: it is the processes' business.
 */
export const SIGN_IN_CHANGED = 'amc:sign-in-changed';

/**
 * Live notices to signed-in users ("customer_permission_updated", a new message ...). A notice is a short
 * name, never data: the browser reloads whatever the notice concerns through the usual guarded calls.
 */
export type TEventBus = {
  /** Fire and forget: a notice that cannot be delivered is logged, never an error for the write that caused it. */
  publishToUsers(userIds: readonly number[], event: string): void;
  /** Tells every API process, this one included, that these users' sign-in facts changed; fire and forget too. */
  publishSignInChanged(userIds: readonly number[]): void;
  /** Called with the users of each sign-in change, whichever process published it; returns the unsubscribe. */
  onSignInChanged(listener: TSignInChangeListener): () => void;
  /** Called once for each notice to that user, whichever API process published it; returns the unsubscribe. */
  subscribe(userId: number, listener: TUserEventListener): () => void;
  /** How many listeners (open streams) this process holds for the user. */
  subscriberCount(userId: number): number;
  /** Settles once notices published anywhere reach this process (at once for the in-process bus). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** The default bus: one process, notices handed straight to the streams it holds. */
export class LocalEventBus implements TEventBus {
  private readonly emitter = new EventEmitter();

  constructor(protected readonly log: FastifyBaseLogger) {
    // One listener per open browser tab: no fixed limit fits, so none is set.
    this.emitter.setMaxListeners(0);
  }

  publishToUsers(userIds: readonly number[], event: string) {
    if (event === SIGN_IN_CHANGED) {
      this.emitter.emit(SIGN_IN_CHANGED, userIds);
      return;
    }
    for (const id of userIds) this.emitter.emit(`user:${id}`, event);
  }

  publishSignInChanged(userIds: readonly number[]) {
    // Through publishToUsers, which the Redis and cluster buses carry to every process and hand back here.
    if (userIds.length) this.publishToUsers(userIds, SIGN_IN_CHANGED);
  }

  onSignInChanged(listener: TSignInChangeListener): () => void {
    this.emitter.on(SIGN_IN_CHANGED, listener);
    return () => this.emitter.off(SIGN_IN_CHANGED, listener);
  }

  subscribe(userId: number, listener: TUserEventListener): () => void {
    // A listener that throws (a stream closing under it) costs its own notice only: not the other tabs' notices,
    // not the write that published it, and not the process when the notice came from Redis.
    const guarded: TUserEventListener = (event) => {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error, event }, 'live events: a stream could not take a notice');
      }
    };
    this.emitter.on(`user:${userId}`, guarded);
    return () => this.emitter.off(`user:${userId}`, guarded);
  }

  subscriberCount(userId: number) {
    return this.emitter.listenerCount(`user:${userId}`);
  }

  async ready() {}

  async close() {
    this.emitter.removeAllListeners();
  }
}
