import {
  MSG,
  type TLoginResponse,
  type TPermission,
  type TRoleSlug,
  type TSessionUser,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TokenService } from '../../plugins/auth';
import { recordActivity } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { fullName } from '../../lib/kernel/person';

/** Who is signing in, as the activity log records it. */
export type TRequestMeta = Pick<TCaller, 'ip' | 'userAgent'>;

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  gender: true,
  mobile: true,
  uniqueIdentity: true,
  profileImage: true,
  role: { select: { slug: true, rights: { select: { action: true, module: { select: { slug: true } } } } } },
} as const;

export type TSessionRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | null;
  mobile: string | null;
  uniqueIdentity: string | null;
  profileImage: string | null;
  role: { slug: string; rights: { action: string; module: { slug: string } }[] };
};

export function toSessionUser(user: TSessionRow): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    gender: user.gender,
    mobile: user.mobile,
    role_name: user.role.slug as TRoleSlug,
    unique_identity: user.uniqueIdentity,
    profile: user.profileImage,
  };
}

/** SPEC: admin gets no permission list (it may do everything); every other role gets its rights by name. */
export function permissionsOf(user: TSessionRow): { name: TPermission }[] | undefined {
  if (user.role.slug === 'admin') return undefined;
  return user.role.rights.map((r) => ({ name: `${r.module.slug}_${r.action}` as TPermission }));
}

export function sessionResponse(
  user: TSessionRow,
  tokens: TokenService,
  tokenVersion: number,
  message: string,
): TLoginResponse {
  const { token, expiresAt } = tokens.sign(user.id, tokenVersion, user.role.slug as TRoleSlug);
  return {
    error: false,
    message,
    accessToken: token,
    expiresAt: expiresAt.toISOString(),
    user: toSessionUser(user),
    permissions: permissionsOf(user),
  };
}

/**
 * The end of every sign-in, whatever proved it (a password, a second step, a set-up authenticator): the time of
 * the sign-in and its line in the activity log, one transaction, then the session.
 */
export async function completeSignIn(
  prisma: TPrisma,
  tokens: TokenService,
  user: TSessionRow & { tokenVersion: number },
  meta: TRequestMeta,
  how = 'signed in',
): Promise<TLoginResponse> {
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    await recordActivity(
      tx,
      { id: user.id, ...meta },
      { slug: 'auth', action: 'login', description: `${user.email} ${how}`, recordId: user.id },
    );
  });
  return sessionResponse(user, tokens, user.tokenVersion, MSG.signedIn);
}
