import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const MINUTE = 60_000;

/**
 * Whom one counter stands for: the client address, the address together with the e-mail typed in, or the record a
 * public route's `:token` names (a scanned label), whoever calls.
 */
type TLimitKey = 'address' | 'address+email' | 'token';
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
    this.limiters = rules.map((rule) => ({
      rule,
      limiter: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => limitKey(rule, request),
      }),
    }));
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
    for (const { rule, limiter } of this.limiters) {
      await limiter(request).catch((error: unknown) =>
        request.log.warn({ err: error, limit: rule.name }, 'rate limit store not reachable'),
      );
    }
  }

  private async apply(request: FastifyRequest, reply: FastifyReply, increment: boolean) {
    for (const { rule, limiter } of this.limiters) {
      const state = await limiter(request, { increment }).catch((error: unknown) => {
        request.log.warn(
          { err: error, limit: rule.name },
          'rate limit store not reachable; request let through',
        );
        return undefined;
      });
      if (!state || state.isAllowed) continue;
      const refused = increment ? state.isExceeded : state.remaining === 0;
      if (refused) {
        reply.header('retry-after', Math.max(1, state.ttlInSeconds));
        throw new AppError('TOO_MANY');
      }
    }
  }
}

function limitKey(rule: TLimitRule, request: FastifyRequest): string {
  if (rule.per === 'token') {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    return `${rule.name}|${typeof token === 'string' ? token : ''}`;
  }
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
