import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { isMessageOf } from './cluster-messages';

/**
 * Rate-limit counters of a cluster's workers without Redis (cluster.ts): each worker keeping its own would let a
 * guesser spread its tries over the workers, so the counters live in the primary, which every worker asks (IPC) and
 * which counts with @fastify/rate-limit's own memory store: the same windows, growing waits and answers as one
 * process. With Redis the Redis store does this across machines too. A worker that cannot reach the primary (the
 * server stopping) lets the request through with an error logged, as with a Redis outage (lib/kernel/attempt-limits).
 */

const ASK = 'amc:rate-limit';
const ANSWER = 'amc:rate-limit:answer';

type TCounter = { current: number; ttl: number };
type TCallback = (error: Error | null, counter?: TCounter) => void;
type TStoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type TAsk = TStoreOptions & {
  type: typeof ASK;
  id: number;
  op: 'incr' | 'read';
  key: string;
  timeWindow: number;
  max: number;
};
type TAnswer = { type: typeof ANSWER; id: number; error?: string; counter?: TCounter };

const isAsk = isMessageOf<TAsk>(ASK);
const isAnswer = isMessageOf<TAnswer>(ANSWER);

type TChannel = Pick<NodeJS.Process, 'send' | 'on'>;

/** The calls waiting for the primary's answer, by id; one listener for all of a worker's stores. */
const waiting = new Map<number, TCallback>();
let lastId = 0;
let listening: TChannel | null = null;

function ask(channel: TChannel, question: Omit<TAsk, 'type' | 'id'>, callback: TCallback) {
  if (listening !== channel) {
    listening = channel;
    channel.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const done = waiting.get(message.id);
      waiting.delete(message.id);
      done?.(message.error ? new Error(message.error) : null, message.counter);
    });
  }
  lastId += 1;
  const id = lastId;
  waiting.set(id, callback);
  const sent = channel.send?.({ type: ASK, id, ...question }, undefined, undefined, (error: Error | null) => {
    if (!error) return;
    waiting.delete(id);
    callback(error);
  });
  if (sent === undefined) {
    waiting.delete(id);
    callback(new Error('not a cluster worker: no primary to keep the rate-limit counters'));
  }
}

/**
 * The worker's store, in @fastify/rate-limit's store shape (`new Store(options)`, incr, read, child). A route's
 * counters are kept apart by its method and address, as the Redis store keeps them.
 */
export class ClusterRateLimitStore implements FastifyRateLimitStore {
  private readonly options: TStoreOptions;

  // The package passes its merged options (typed as its route options): the two flags and the route are read.
  constructor(
    options: object = {},
    private readonly prefix = 'fastify-rate-limit-',
    private readonly channel: TChannel = process,
  ) {
    this.options = options as TStoreOptions;
  }

  incr(key: string, callback: TCallback, timeWindow: number, max: number) {
    ask(this.channel, { ...this.flags(), op: 'incr', key: this.prefix + key, timeWindow, max }, callback);
  }

  read(key: string, callback: TCallback, timeWindow: number, max: number) {
    ask(this.channel, { ...this.flags(), op: 'read', key: this.prefix + key, timeWindow, max }, callback);
  }

  child(options: object) {
    const route = options as { routeInfo?: { method?: string; url?: string } };
    const { method = '', url = '' } = route.routeInfo ?? {};
    return new ClusterRateLimitStore(options, `${this.prefix}${method}${url}-`, this.channel);
  }

  private flags(): TStoreOptions {
    return {
      continueExceeding: this.options.continueExceeding === true,
      exponentialBackoff: this.options.exponentialBackoff === true,
    };
  }
}

type TLocalStore = {
  incr: (key: string, callback: TCallback, timeWindow: number, max: number) => void;
  read: (key: string, callback: TCallback, timeWindow: number, max: number) => void;
};

/** How many counters the primary keeps per kind of store (least recently used ones go first). */
const PRIMARY_COUNTERS = 100_000;

/**
 * The primary's side: answers the workers' questions from @fastify/rate-limit's memory store (one per kind of
 * window: plain, continued while exceeded, growing), so a worker counts exactly as a lone process would.
 */
export function rateLimitKeeper(): (reply: (answer: TAnswer) => void, message: unknown) => boolean {
  // The package's own store (CommonJS, not in its types): the same counting as a single process's.
  const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache: number,
  ) => TLocalStore;
  const stores = new Map<string, TLocalStore>();
  return (reply, message) => {
    if (!isAsk(message)) return false;
    const kind = `${message.continueExceeding}:${message.exponentialBackoff}`;
    let store = stores.get(kind);
    if (!store) {
      store = new LocalStore(!!message.continueExceeding, !!message.exponentialBackoff, PRIMARY_COUNTERS);
      stores.set(kind, store);
    }
    store[message.op](
      message.key,
      (error, counter) => reply({ type: ANSWER, id: message.id, error: error?.message, counter }),
      message.timeWindow,
      message.max,
    );
    return true;
  };
}
