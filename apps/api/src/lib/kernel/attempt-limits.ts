import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@amc/contracts';
import { AppError } from './app-error';

export const MINUTE = 60_000;

/**
 * Whom one counter stands for: the client address, the address together with the e-mail typed in, the record a
 * public route's `:token` names (a scanned label), whoever calls, or the account a route names with
 * `limitAccount` once it knows it (a sign-in's second step, from any address).
 */
type TLimitKey = 'address' | 'address+email' | 'token' | 'account';

const limitAccounts = new WeakMap<FastifyRequest, number>();

/** The account this request's `account` counters stand for. */
export function limitAccount(request: FastifyRequest, accountId: number): void {
  limitAccounts.set(request, accountId);
}
export type TLimitRule = { name: string; per: TLimitKey; max: number; windowMs: number };

type TLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counters for a group of limit rules, kept where @fastify/rate-limit keeps them: Redis when `REDIS_URL` is
 * set (shared by every API process), this process's memory otherwise. A store that cannot be reached lets
 * the request through and logs it: a Redis outage must not lock everybody out.
 */
export class AttemptLimits {
  private readonly limiters: { rule: TLimitRule; limiter: TLimiter }[];

  constructor(app: FastifyInstance, rules: readonly TLimitRule[]) {
    this.limiters = rules.map((rule) => ({ rule, limiter: limiterOf(app, rule, rule.max, rule.windowMs) }));
  }

  /** Counts this request and refuses it with 429 once any counter is past its limit. */
  async hit(request: FastifyRequest, reply: FastifyReply) {
    await this.apply(request, reply, true);
  }

  /** Refuses with 429 when a counter has reached its limit, without counting this request. */
  async check(request: FastifyRequest, reply: FastifyReply) {
    await this.apply(request, reply, false);
  }

  /** Counts a request that failed (a wrong password), after its answer is known. */
  async count(request: FastifyRequest) {
    for (const { rule, limiter } of this.limiters) await readLimit(request, rule, limiter, true);
  }

  private async apply(request: FastifyRequest, reply: FastifyReply, increment: boolean) {
    for (const { rule, limiter } of this.limiters) {
      const state = await readLimit(request, rule, limiter, increment);
      if (!state || state.isAllowed) continue;
      const refused = increment ? state.isExceeded : state.remaining === 0;
      if (refused) {
        reply.header('retry-after', Math.max(1, state.ttlInSeconds));
        throw new AppError('TOO_MANY');
      }
    }
  }
}

/**
 * A wait that grows with each failure past the first few, instead of a lockout: `free` failures within `windowMs`
 * cost nothing; each one after sets a wait of 1, 2, 4 ... seconds, at most `maxDelayMs`, during which the key's
 * attempts are refused (429, Retry-After) without being tried. The right password after the wait goes through, so
 * a colleague's typos, or a stranger's guesses, at a shared office address hold its owner up seconds, not the
 * quarter of an hour a lockout would; a guesser still gets one try per wait.
 */
export type TDelayRule = {
  name: string;
  per: TLimitKey;
  free: number;
  windowMs: number;
  maxDelayMs: number;
  /** What a refused attempt is told; by default, to wait after wrong passwords. */
  message?: string;
};

/** The waits of a rule, one limiter each: a key's wait is a counter of one within a window of that length. */
function waitLengths(rule: TDelayRule): number[] {
  const lengths: number[] = [];
  for (let ms = 1000; ms < rule.maxDelayMs; ms *= 2) lengths.push(ms);
  return [...lengths, rule.maxDelayMs];
}

export class AttemptDelays {
  private readonly delays: { rule: TDelayRule; failures: TLimiter; waits: TLimiter[] }[];

  constructor(app: FastifyInstance, rules: readonly TDelayRule[]) {
    this.delays = rules.map((rule) => ({
      rule,
      // Counts failures only: its ceiling is never what refuses.
      failures: limiterOf(app, rule, Number.MAX_SAFE_INTEGER, rule.windowMs),
      waits: waitLengths(rule).map((ms) => limiterOf(app, rule, 1, ms, `|wait${ms}`)),
    }));
  }

  /** Refuses with 429 while a wait set by an earlier failure runs; the attempt is not counted. */
  async check(request: FastifyRequest, reply: FastifyReply) {
    for (const { rule, failures, waits } of this.delays) {
      const counted = await readLimit(request, rule, failures, false);
      if (!counted || counted.isAllowed) continue;
      const level = Math.min(counted.max - counted.remaining - rule.free, waits.length - 1);
      if (level < 0) continue;
      const wait = await readLimit(request, rule, waits[level]!, false);
      if (wait && !wait.isAllowed && wait.remaining === 0) {
        reply.header('retry-after', Math.max(1, wait.ttlInSeconds));
        throw new AppError('TOO_MANY', rule.message ?? MSG.signInWait);
      }
    }
  }

  /** Counts a failure (a wrong password), and past the free ones starts its wait. */
  async fail(request: FastifyRequest) {
    for (const { rule, failures, waits } of this.delays) {
      const counted = await readLimit(request, rule, failures, true);
      if (!counted || counted.isAllowed) continue;
      const level = Math.min(counted.max - counted.remaining - rule.free, waits.length - 1);
      if (level >= 0) await readLimit(request, rule, waits[level]!, true);
    }
  }
}

/** A counter of a rule's key (and of a part of it, `suffix`) in the shared store. */
const limiterOf = (
  app: FastifyInstance,
  rule: Pick<TLimitRule, 'name' | 'per'>,
  max: number,
  timeWindow: number,
  suffix = '',
): TLimiter =>
  app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${limitKey(rule, request)}${suffix}` });

/** A counter's state, counting this request or not; a store that cannot be reached lets it through (undefined). */
function readLimit(request: FastifyRequest, rule: { name: string }, limiter: TLimiter, increment: boolean) {
  return limiter(request, { increment }).catch((error: unknown) => {
    request.log.warn({ err: error, limit: rule.name }, 'rate limit store not reachable; request let through');
    return undefined;
  });
}

function limitKey(rule: Pick<TLimitRule, 'name' | 'per'>, request: FastifyRequest): string {
  if (rule.per === 'token') {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    return `${rule.name}|${typeof token === 'string' ? token : ''}`;
  }
  if (rule.per === 'account') return `${rule.name}|${limitAccounts.get(request) ?? ''}`;
  const address = clientAddress(request.ip);
  if (rule.per === 'address') return `${rule.name}|${address}`;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${rule.name}|${address}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * The address a limit counts: an IPv4 address alone, an IPv6 address by its /64 network, because one
 * client is usually given a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
