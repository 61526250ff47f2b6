import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import {
  ALL_PERMISSIONS,
  API_TOKEN_PREFIX,
  ENDPOINTS,
  MSG,
  type TEndpoint,
  type TPermission,
  type TLanguageCode,
  type TRoleSlug,
} from '@amc/contracts';
import { AppError } from '../lib/kernel/app-error';
import { hasPermission, holdsAdminPowers, type TCaller } from '../lib/kernel/caller';
import { now } from '../lib/kernel/clock';
import { isServerLanguage } from '../lib/kernel/i18n/server-texts';
import { TokenUserCache, type TTokenUser } from './token-users';

type TTokenClaims = { sub: string; tv: number; role: TRoleSlug };
/** A download ticket: who asked (user and token version) and for which file (`ref`, such as `backup:12`). */
type TTicketClaims = { sub: string; tv: number; ref: string };

/** The one way a personal API token becomes what is stored and looked up: its SHA-256 (it is random: no salt). */
export const apiTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a download ticket opens its file: long enough for the browser to start the download. */
const TICKET_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Verifies the bearer token and loads the caller. Routes run it (and `can`) as onRequest hooks: before
     * the body is read, so a caller without the right is told 403 and never has an upload buffered.
     */
    authenticate: onRequestAsyncHookHandler;
    /** The same check for the live event stream, whose token comes in the query string (`?token=`). */
    authenticateQueryToken: onRequestAsyncHookHandler;
    /** The one guard each route declares: signed in and holding the right (admin holds every right). */
    can: (permission: TPermission) => onRequestAsyncHookHandler[];
    adminOnly: onRequestAsyncHookHandler[];
    tokens: TokenService;
    /** The signed-in users held in memory (token-users.ts). */
    tokenUsers: TokenUserCache;
    /** Every /api route with the access rule it declares (the route table of the default-deny check). */
    routeRules: readonly TRouteRule[];
  }
  interface FastifyRequest {
    caller?: TCaller;
  }
}

/** Signs and checks access tokens with the secret made at install; rebuilt when that secret changes. */
export class TokenService {
  private signer?: (claims: TTokenClaims) => string;
  private verifier?: (token: string) => TTokenClaims & { exp: number };
  private ticketSigner?: (claims: TTicketClaims) => string;
  private ticketVerifier?: (token: string) => TTicketClaims;

  constructor(private readonly ttlSeconds: number) {}

  useSecret(secret: string) {
    this.signer = createSigner({
      key: secret,
      algorithm: 'HS256',
      expiresIn: this.ttlSeconds * 1000,
    }) as typeof this.signer;
    // A token without an expiry would never end: only tokens this service signed, which all carry one, pass.
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'tv'],
    }) as typeof this.verifier;
    // Tickets are signed with a key of their own, so a ticket is never taken as an access token, nor the reverse.
    const ticketKey = createHmac('sha256', secret).update('amc download ticket').digest('hex');
    this.ticketSigner = createSigner({
      key: ticketKey,
      algorithm: 'HS256',
      expiresIn: TICKET_SECONDS * 1000,
    }) as typeof this.ticketSigner;
    this.ticketVerifier = createVerifier({
      key: ticketKey,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'tv', 'ref'],
    }) as typeof this.ticketVerifier;
  }

  /**
   * A link's key for one large file a browser downloads by itself (streamed to disk by its download manager,
   * which cannot send the Authorization header): one file, one minute, and it ends with its user's sessions.
   */
  signTicket(userId: number, tokenVersion: number, ref: string): string {
    if (!this.ticketSigner) throw new AppError('NOT_INSTALLED');
    return this.ticketSigner({ sub: String(userId), tv: tokenVersion, ref });
  }

  /** The ticket's user and token version when it is valid and for `ref`; null otherwise. */
  verifyTicket(ticket: string, ref: string): { userId: number; tokenVersion: number } | null {
    try {
      const claims = this.ticketVerifier?.(ticket);
      if (!claims || claims.ref !== ref) return null;
      return { userId: Number(claims.sub), tokenVersion: claims.tv };
    } catch {
      return null;
    }
  }

  sign(userId: number, tokenVersion: number, role: TRoleSlug): { token: string; expiresAt: Date } {
    if (!this.signer) throw new AppError('NOT_INSTALLED');
    const token = this.signer({ sub: String(userId), tv: tokenVersion, role });
    return { token, expiresAt: new Date(Date.now() + this.ttlSeconds * 1000) };
  }

  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string): (TTokenClaims & { exp: number }) | null {
    if (!this.verifier) return null;
    try {
      return this.verifier(token);
    } catch {
      return null;
    }
  }
}

/** A route's method and address as the route table names it: `GET /api/health`. */
const apiRoute = (method: 'GET' | 'POST', path: TEndpoint) => `${method} /api${path}`;

/**
 * The routes anyone may call, listed once. Every other route under /api must run one of the guards below
 * (`authenticate`, `authenticateQueryToken`, `can(...)`, `adminOnly`) as an onRequest hook: a route that
 * declares neither stops the API at start-up, so it cannot ship unguarded. (The OpenAPI docs at /api/docs
 * are public too; their plugin is registered before this one.)
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  apiRoute('GET', ENDPOINTS.health.live),
  apiRoute('GET', ENDPOINTS.health.ready),
  apiRoute('GET', ENDPOINTS.install.backendTest),
  apiRoute('GET', ENDPOINTS.install.check),
  apiRoute('POST', ENDPOINTS.install.install),
  apiRoute('POST', ENDPOINTS.install.testMail),
  // Like the install itself: only while not installed, and from another computer only with the setup code.
  apiRoute('POST', ENDPOINTS.install.restore),
  apiRoute('GET', ENDPOINTS.setting.public),
  apiRoute('POST', ENDPOINTS.auth.login),
  // A sign-in's second step: the random key its password step answered is the key; rate limited per address
  // and slowed per account (modules/auth/auth-limits.ts).
  apiRoute('POST', ENDPOINTS.auth.loginSecondStep),
  apiRoute('POST', ENDPOINTS.auth.loginSetup),
  apiRoute('POST', ENDPOINTS.auth.loginSetupConfirm),
  apiRoute('POST', ENDPOINTS.auth.register),
  // The mailed sign-up link's random token is the key (issue 26); rate limited per address.
  apiRoute('POST', ENDPOINTS.auth.registerConfirm),
  apiRoute('POST', ENDPOINTS.auth.passwordEmail),
  apiRoute('POST', ENDPOINTS.auth.passwordReset),
  // The demo sign-in answers 404 unless the demo data is loaded (modules/auth/auth-demo.ts).
  apiRoute('GET', ENDPOINTS.auth.demoStatus),
  apiRoute('POST', ENDPOINTS.auth.demoLogin),
  // Public logos are served to anyone; the file route itself checks the token for a private file.
  apiRoute('GET', ENDPOINTS.file.download),
  // A backup's file by its download ticket (TokenService.signTicket), which an admin's session asked for.
  apiRoute('GET', ENDPOINTS.backup.file),
  // A scanned QR label's page and its fault report (issue 25): the label's random token is the key; the report is
  // rate limited per address and per item.
  apiRoute('GET', ENDPOINTS.equipment.scan),
  apiRoute('POST', ENDPOINTS.complaint.scanFault),
  // A rating link's page and the rating (issue 28): the link's random token is the key, used once; the rating is
  // rate limited per address.
  apiRoute('GET', ENDPOINTS.rating.page),
  apiRoute('POST', ENDPOINTS.rating.page),
]);

/** Who may call a route: anyone, any signed-in user, holders of one right, or admins. */
export type TRouteAccess =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'right'; permission: TPermission } | { kind: 'admin' };
export type TRouteRule = { method: string; url: string; access: TRouteAccess };

/** The hooks that check the caller, with the rule each enforces; a route is guarded when it runs one. */
const guards = new WeakMap<onRequestAsyncHookHandler, TRouteAccess>();
const STRICTNESS: Record<TRouteAccess['kind'], number> = { public: 0, 'signed-in': 1, right: 2, admin: 3 };

/** The strictest rule among a route's onRequest hooks, or undefined when it runs no guard. */
function guardOf(onRequest: unknown): TRouteAccess | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks
    .map((hook) => (typeof hook === 'function' ? guards.get(hook as onRequestAsyncHookHandler) : undefined))
    .filter((access) => access !== undefined)
    .sort((a, b) => STRICTNESS[b.kind] - STRICTNESS[a.kind])[0];
}

/** The event stream's token, from `?token=`; a repeated parameter is no token. */
export const queryToken = (request: FastifyRequest): string | undefined => {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token ? token : undefined;
};

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
};

/**
 * The language the caller reads its screen in: the web app sends it as Accept-Language on every call, so an
 * export matches the screen even on a device whose language differs from the one saved to the account. Only
 * the first tag counts, and only one of the picker's languages ("de-DE" is German); anything else is ignored.
 */
export function screenLanguage(request: FastifyRequest): TLanguageCode | null {
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!first) return null;
  if (isServerLanguage(first)) return first;
  const primary = first.split('-')[0];
  return isServerLanguage(primary) ? primary : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tokens', new TokenService(app.appConfig.tokenTtlSeconds));
  app.decorateRequest('caller', undefined);

  const tokenUsers = new TokenUserCache(app.db, app.log);
  app.decorate('tokenUsers', tokenUsers);
  const stopListening = app.events.onSignInChanged((userIds) => tokenUsers.forget(userIds));
  const sweepMs = app.appConfig.tokenUserSweepMs;
  const sweep = sweepMs > 0 ? setInterval(() => tokenUsers.sweepUnlessBusy(), sweepMs) : undefined;
  sweep?.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopListening();
  });

  /**
   * The caller of a request: its user as held in memory (token-users.ts), so a bumped token version or a disabled
   * account ends old tokens at once when the change was told, and within a second whatever made it.
   */
  async function loadCaller(request: FastifyRequest, token: string | undefined): Promise<TCaller> {
    if (token?.startsWith(API_TOKEN_PREFIX)) return loadApiTokenCaller(request, token);
    const claims = token ? app.tokens.verify(token) : null;
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId)) throw new AppError('UNAUTHENTICATED');
    let user = await tokenUsers.get(userId);
    // A token newer than the held copy was signed after a change no notice told yet: the copy is old, read again.
    if (user && user.tokenVersion < claims.tv) {
      tokenUsers.forget([userId]);
      user = await tokenUsers.get(userId);
    }
    if (!user || !user.isActive || user.tokenVersion !== claims.tv) throw new AppError('UNAUTHENTICATED');
    return callerFor(request, user, heldRights(user));
  }

  /** The rights a user holds now: every right for an admin, else its role's. */
  const heldRights = (user: TTokenUser): ReadonlySet<string> =>
    user.role === 'admin' ? new Set<string>(ALL_PERMISSIONS) : user.rights;

  /** The caller of a request made by `user`, with the rights it may use on this call. */
  const callerFor = (
    request: FastifyRequest,
    user: TTokenUser,
    permissions: ReadonlySet<string>,
    apiTokenId?: number,
  ): TCaller => ({
    id: user.id,
    email: user.email,
    role: user.role,
    roleId: user.roleId,
    language: screenLanguage(request) ?? user.language,
    permissions,
    ...(apiTokenId === undefined ? {} : { apiTokenId }),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 255),
  });

  /**
   * A personal API token's caller: its owner (active), with the token's rights that the owner still holds now, so
   * a right taken from the owner's role is gone from its tokens at once. Its last use is written at most once a
   * minute, so a script's every call is not also a write.
   */
  async function loadApiTokenCaller(request: FastifyRequest, token: string): Promise<TCaller> {
    const row = await app.db.prisma.apiToken.findUnique({
      where: { tokenHash: apiTokenHash(token) },
      select: { id: true, userId: true, rights: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
    });
    const at = now();
    if (!row || row.revokedAt || row.expiresAt <= at) throw new AppError('UNAUTHENTICATED');
    const user = await tokenUsers.get(row.userId);
    if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
    const held = heldRights(user);
    const permissions = new Set(row.rights.split(',').filter((right) => held.has(right)));
    const aMinuteAgo = new Date(at.getTime() - 60_000);
    if (!row.lastUsedAt || row.lastUsedAt < aMinuteAgo)
      await app.db.prisma.apiToken.updateMany({
        where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: aMinuteAgo } }] },
        data: { lastUsedAt: at, lastUsedIp: request.ip.slice(0, 45) },
      });
    return callerFor(request, user, permissions, row.id);
  }

  // Default deny: every /api route is public by the list above or runs a guard; the rules found make the
  // route table that the access tests walk.
  const routeRules: TRouteRule[] = [];
  app.decorate('routeRules', routeRules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const access = PUBLIC_ROUTES.has(`${method} ${route.url}`)
        ? { kind: 'public' as const }
        : guardOf(route.onRequest);
      if (!access) {
        throw new Error(
          `${method} ${route.url} declares no access rule: give it a guard (app.authenticate, app.can, app.adminOnly) or list it in PUBLIC_ROUTES`,
        );
      }
      routeRules.push({ method, url: route.url, access });
    }
  });

  const guard = (access: TRouteAccess, hook: onRequestAsyncHookHandler) => {
    guards.set(hook, access);
    return hook;
  };

  const authenticate = guard({ kind: 'signed-in' }, async (request) => {
    request.caller ??= await loadCaller(request, bearerToken(request));
  });
  app.decorate('authenticate', authenticate);

  // A browser's EventSource cannot send an Authorization header, so the stream's token travels in the query.
  const authenticateQueryToken = guard({ kind: 'signed-in' }, async (request) => {
    request.caller ??= await loadCaller(request, queryToken(request));
  });
  app.decorate('authenticateQueryToken', authenticateQueryToken);

  app.decorate('can', (permission: TPermission) => [
    authenticate,
    guard({ kind: 'right', permission }, async (request) => {
      if (!hasPermission(request.caller!, permission)) throw new AppError('FORBIDDEN', MSG.forbidden);
    }),
  ]);

  app.decorate('adminOnly', [
    authenticate,
    guard({ kind: 'admin' }, async (request) => {
      const caller = request.caller!;
      if (caller.role !== 'admin') throw new AppError('FORBIDDEN', MSG.forbidden);
      if (!holdsAdminPowers(caller)) throw new AppError('FORBIDDEN', MSG.apiTokenAdminOnly);
    }),
  ]);
});

/**
 * On a public route, who is calling when a valid session came along, else undefined: a missing, expired or
 * revoked token is simply nobody, never a 401, since the route answers anyone.
 */
export async function callerIfSignedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TCaller | undefined> {
  if (!bearerToken(request)) return undefined;
  return app.authenticate.call(app, request, reply).then(
    () => request.caller,
    () => undefined,
  );
}

/** The caller of an authenticated route (its guard has run, so it is there). */
export function callerOf(request: FastifyRequest): TCaller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
