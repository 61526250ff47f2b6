import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const MINUTE = 60_000;

/** Whom one counter stands for: the client address, or the address together with the e-mail typed in. */
type TLimitKey = 'address' | 'address+email';
type TLimitRule = { name: string; per: TLimitKey; max: number; windowMs: number };

/**
 * The limits on the routes anyone may call (README, "Rate limits"). Sign-in counts failed attempts only, so
 * an office whose staff share one address is not locked out by signing in; the other routes count every
 * request with a valid form.
 */
export const AUTH_LIMIT_RULES = {
  loginFailures: [
    { name: 'login-address', per: 'address', max: 20, windowMs: 15 * MINUTE },
    { name: 'login-email', per: 'address+email', max: 5, windowMs: 15 * MINUTE },
  ],
  // A ceiling on every sign-in of one address, counted before the password is checked: parallel guesses all
  // pass the failure check before any of them has failed, so this is what bounds a burst.
  loginAttempts: [{ name: 'login-burst', per: 'address', max: 100, windowMs: 15 * MINUTE }],
  register: [{ name: 'register-address', per: 'address', max: 5, windowMs: 60 * MINUTE }],
  resetMail: [
    { name: 'reset-mail-address', per: 'address', max: 5, windowMs: 60 * MINUTE },
    { name: 'reset-mail-email', per: 'address+email', max: 3, windowMs: 60 * MINUTE },
  ],
  resetPassword: [{ name: 'reset-address', per: 'address', max: 10, windowMs: 15 * MINUTE }],
  // The demo's one-click sign-in (only while the demo data is loaded): as many as a demo
  // visitor could want, few enough that a script cannot use it to fill the activity log.
  demoLogin: [{ name: 'demo-login-address', per: 'address', max: 30, windowMs: 15 * MINUTE }],
  // Wrong current passwords of a signed-in session: a stolen session may not guess the password at will.
  passwordChangeFailures: [
    { name: 'password-change-address', per: 'address', max: 5, windowMs: 15 * MINUTE },
  ],
} satisfies Record<string, TLimitRule[]>;

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
