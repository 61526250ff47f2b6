import { randomBytes } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  API_TOKEN_LIMIT,
  API_TOKEN_PREFIX,
  MSG,
  type TApiToken,
  type TApiTokenCreated,
  type TApiTokenList,
  type TApiTokenStoreBody,
} from '@amc/contracts';
import type { ApiToken } from '../../generated/prisma/client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { now } from '../../lib/kernel/clock';
import type { TPrisma } from '../../lib/kernel/db-client';
import { apiTokenHash } from '../../plugins/auth';

/** The rights the caller may give a token: its own, as held now (an admin's session holds every right). */
const givableRights = (caller: TCaller): string[] =>
  ALL_PERMISSIONS.filter((right) => caller.permissions.has(right));

const toApiToken = (row: ApiToken): TApiToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  rights: row.rights ? row.rights.split(',') : [],
  status: row.revokedAt ? 'revoked' : row.expiresAt <= now() ? 'expired' : 'active',
  expires_at: row.expiresAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_ip: row.lastUsedIp,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Tokens are made and revoked by a signed-in person, never by a token: one cannot outlive or widen itself. */
function assertSession(caller: TCaller) {
  if (caller.apiTokenId !== undefined) throw new AppError('FORBIDDEN', MSG.apiTokenNeedsSession);
}

/** GET /api-token/list: the caller's own tokens, newest first (at most a user's few dozen). */
export async function listApiTokens(prisma: TPrisma, caller: TCaller): Promise<TApiTokenList> {
  const rows = await prisma.apiToken.findMany({
    where: { userId: caller.id },
    orderBy: { id: 'desc' },
    take: 100,
  });
  return { tokens: rows.map(toApiToken), rights: givableRights(caller) };
}

/** POST /api-token/store: a new token with some of the caller's rights, shown this once. */
export async function createApiToken(
  prisma: TPrisma,
  caller: TCaller,
  body: TApiTokenStoreBody,
): Promise<TApiTokenCreated> {
  assertSession(caller);
  const givable = new Set(givableRights(caller));
  const refused = body.rights.find((right) => !givable.has(right));
  if (refused) throw AppError.field('rights', MSG.apiTokenRightNotHeld);
  const token = `${API_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const at = now();
  const row = await prisma.$transaction(async (tx) => {
    // The limit counts under the owner's row lock, so two forms sent at once cannot both pass it.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${caller.id} FOR UPDATE`;
    const active = await tx.apiToken.count({
      where: { userId: caller.id, revokedAt: null, expiresAt: { gt: at } },
    });
    if (active >= API_TOKEN_LIMIT) throw new AppError('CONFLICT', MSG.apiTokenLimit);
    const created = await tx.apiToken.create({
      data: {
        userId: caller.id,
        name: body.name,
        tokenHash: apiTokenHash(token),
        hint: token.slice(0, API_TOKEN_PREFIX.length + 4),
        rights: [...new Set(body.rights)].join(','),
        expiresAt: new Date(at.getTime() + body.expires_in_days * 86_400_000),
        createdAt: at,
      },
    });
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'api_token_create',
      description: `${caller.email} made the API token "${body.name}" (${body.rights.length} rights, ${body.expires_in_days} days)`,
      recordId: created.id,
    });
    return created;
  });
  return { ...toApiToken(row), token };
}

/** POST /api-token/revoke/:id: the caller's own token stops working at once; another's is not found. */
export async function revokeApiToken(prisma: TPrisma, caller: TCaller, id: number): Promise<void> {
  assertSession(caller);
  await prisma.$transaction(async (tx) => {
    const row = await tx.apiToken.findFirst({ where: { id, userId: caller.id } });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.revokedAt) return;
    await tx.apiToken.update({ where: { id }, data: { revokedAt: now() } });
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'api_token_revoke',
      description: `${caller.email} revoked the API token "${row.name}"`,
      recordId: id,
    });
  });
}
