import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import { ALL_PERMISSIONS, MSG, type TPermission, type TRoleSlug } from '@amc/contracts';
import { AppError } from '../lib/app-error';
import { hasPermission, type TCaller } from '../lib/caller';

type TTokenClaims = { sub: string; tv: number; role: TRoleSlug };

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
  }
  interface FastifyRequest {
    caller?: TCaller;
  }
}

/** Signs and checks access tokens with the secret made at install; rebuilt when that secret changes. */
export class TokenService {
  private signer?: (claims: TTokenClaims) => string;
  private verifier?: (token: string) => TTokenClaims & { exp: number };

  constructor(private readonly ttlSeconds: number) {}

  useSecret(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: this.ttlSeconds * 1000 }) as typeof this.signer;
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'] }) as typeof this.verifier;
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

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
};

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tokens', new TokenService(app.appConfig.tokenTtlSeconds));
  app.decorateRequest('caller', undefined);

  /** Loads the caller fresh on every request, so a bumped token version or a disabled account ends old tokens at once. */
  async function loadCaller(request: FastifyRequest, token: string | undefined): Promise<TCaller> {
    const claims = token ? app.tokens.verify(token) : null;
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const user = await app.db.prisma.user.findUnique({
      where: { id: Number(claims.sub) },
      select: {
        id: true,
        email: true,
        isActive: true,
        tokenVersion: true,
        roleId: true,
        role: { select: { slug: true, rights: { select: { action: true, module: { select: { slug: true } } } } } },
      },
    });
    if (!user || !user.isActive || user.tokenVersion !== claims.tv) throw new AppError('UNAUTHENTICATED');
    const role = user.role.slug as TRoleSlug;
    const permissions =
      role === 'admin' ? new Set<string>(ALL_PERMISSIONS) : new Set(user.role.rights.map((r) => `${r.module.slug}_${r.action}`));
    return {
      id: user.id,
      email: user.email,
      role,
      roleId: user.roleId,
      permissions,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 255),
    };
  }

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    request.caller ??= await loadCaller(request, bearerToken(request));
  };
  app.decorate('authenticate', authenticate);

  // A browser's EventSource cannot send an Authorization header, so the stream's token travels in the query.
  const authenticateQueryToken: onRequestAsyncHookHandler = async (request) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    request.caller ??= await loadCaller(request, typeof token === 'string' && token ? token : undefined);
  };
  app.decorate('authenticateQueryToken', authenticateQueryToken);

  app.decorate('can', (permission: TPermission) => [
    authenticate,
    async (request: FastifyRequest) => {
      if (!hasPermission(request.caller!, permission)) throw new AppError('FORBIDDEN', MSG.forbidden);
    },
  ]);

  app.decorate('adminOnly', [
    authenticate,
    async (request: FastifyRequest) => {
      if (request.caller!.role !== 'admin') throw new AppError('FORBIDDEN', MSG.forbidden);
    },
  ]);
});

/** The caller of an authenticated route (its guard has run, so it is there). */
export function callerOf(request: FastifyRequest): TCaller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
