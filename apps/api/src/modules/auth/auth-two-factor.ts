import { randomInt } from 'node:crypto';
import {
  MSG,
  RECOVERY_CODE_COUNT,
  type TLoginSecondStep,
  type TRoleSlug,
  type TSecondStepBody,
  type TSetupConfirmBody,
  type TTwoFactorRule,
  type TTwoFactorSetup,
  type TTwoFactorStatus,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { TokenService } from '../../plugins/auth';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity, type TActor } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { now } from '../../lib/kernel/clock';
import { verifyPassword } from '../../lib/kernel/password';
import { createSecureToken, hashToken } from '../../lib/kernel/secure-token';
import { newTotpSecret, totpEnrolment, totpStep } from '../../lib/kernel/totp';
import { completeSignIn, sessionUserSelect, type TRequestMeta } from './auth-session';

/**
 * Two-factor sign-in (issue 26, section 4): an authenticator app's code after the password, or one of ten
 * recovery codes. A sign-in whose password was right waits as a challenge (sign_in_challenges) for its second
 * step; a few wrong codes void it, and the route slows the account down across challenges (auth-limits.ts).
 */

/** How long a sign-in waits for its code, and for a first authenticator to be set up. */
const CHALLENGE_TTL_MS = { code: 5 * 60_000, setup: 15 * 60_000 } as const;
/** Wrong codes one challenge takes before it is void and the password must be typed again. */
const CHALLENGE_MAX_FAILURES = 5;

/** Whether the business's rule asks this role for a second step. Staff: everyone but customers and suppliers. */
export function isSecondStepRequired(rule: TTwoFactorRule, role: TRoleSlug): boolean {
  if (rule === 'admins') return role === 'admin';
  if (rule === 'staff') return role === 'admin' || role === 'employee';
  return false;
}

async function ruleOf(db: TDb | TPrisma): Promise<TTwoFactorRule> {
  const setting = await db.setting.findUnique({ where: { id: 1 }, select: { twoFactorRequired: true } });
  return setting?.twoFactorRequired ?? 'off';
}

/** The second step a sign-in owes: its code when on, its setup when the business requires one, else none. */
export async function secondStepOf(
  prisma: TPrisma,
  user: { totpEnabledAt: Date | null; role: { slug: string } },
): Promise<'code' | 'setup' | null> {
  if (user.totpEnabledAt) return 'code';
  return isSecondStepRequired(await ruleOf(prisma), user.role.slug as TRoleSlug) ? 'setup' : null;
}

/** A sign-in waiting for its second step; the user's expired ones go as it is made. */
export async function startSecondStep(
  prisma: TPrisma,
  userId: number,
  step: 'code' | 'setup',
): Promise<TLoginSecondStep> {
  const { token, hash } = createSecureToken();
  const expiresAt = new Date(now().getTime() + CHALLENGE_TTL_MS[step]);
  await prisma.$transaction([
    prisma.signInChallenge.deleteMany({ where: { userId, expiresAt: { lte: now() } } }),
    prisma.signInChallenge.create({ data: { userId, tokenHash: hash, step, expiresAt } }),
  ]);
  return {
    error: false,
    message: step === 'code' ? MSG.secondStepNeeded : MSG.secondStepSetupNeeded,
    second_step: step,
    challenge: token,
    expiresAt: expiresAt.toISOString(),
  };
}

const challengeUserSelect = {
  ...sessionUserSelect,
  tokenVersion: true,
  isActive: true,
  totpSecret: true,
  totpPendingSecret: true,
  totpLastStep: true,
} as const;

/**
 * The live challenge a key names, for the step asked, with its user; anything else (unknown, expired, voided, the
 * other step, an account turned off since) is one answer: sign in again.
 */
export async function findChallenge(prisma: TPrisma, key: string, step: 'code' | 'setup') {
  const challenge = await prisma.signInChallenge.findUnique({
    where: { tokenHash: hashToken(key) },
    select: { id: true, step: true, failures: true, expiresAt: true, user: { select: challengeUserSelect } },
  });
  if (
    !challenge ||
    challenge.step !== step ||
    challenge.expiresAt <= now() ||
    challenge.failures >= CHALLENGE_MAX_FAILURES ||
    !challenge.user.isActive
  )
    throw AppError.field('code', MSG.secondStepExpired, 'UNAUTHENTICATED');
  return challenge;
}
type TChallenge = Awaited<ReturnType<typeof findChallenge>>;

/** A wrong code: counted on its challenge, which the last allowed failure voids. */
async function wrongCode(prisma: TPrisma, challenge: TChallenge): Promise<never> {
  await prisma.signInChallenge.updateMany({
    where: { id: challenge.id },
    data: { failures: { increment: 1 } },
  });
  throw AppError.field('code', MSG.codeWrong);
}

/**
 * Takes an authenticator's code for a key once: the code's step must be later than the last one taken, and the
 * step is stored in the same conditional write, so two requests racing with one code cannot both pass.
 */
async function takeTotpCode(
  db: TDb | TPrisma,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** Uses up one of the user's recovery codes, once (conditional on its being unused). */
async function takeRecoveryCode(db: TDb | TPrisma, userId: number, code: string): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashToken(code), usedAt: null },
    data: { usedAt: now() },
  });
  return count === 1;
}

/** POST /login/second-step: the code (or a recovery code) that finishes a sign-in. */
export async function completeSecondStep(
  prisma: TPrisma,
  tokens: TokenService,
  challenge: TChallenge,
  body: TSecondStepBody,
  meta: TRequestMeta,
) {
  const { user } = challenge;
  const recovery = body.code.length !== 6;
  const taken =
    user.totpSecret !== null &&
    (recovery
      ? await takeRecoveryCode(prisma, user.id, body.code)
      : await takeTotpCode(prisma, user.id, user.totpSecret, body.code));
  if (!taken) return wrongCode(prisma, challenge);
  // Used once: a second request with the same key finds nothing.
  const { count } = await prisma.signInChallenge.deleteMany({ where: { id: challenge.id } });
  if (!count) throw AppError.field('code', MSG.secondStepExpired, 'UNAUTHENTICATED');
  return completeSignIn(prisma, tokens, user, meta, recovery ? 'signed in with a recovery code' : undefined);
}

/** The issuer an authenticator app lists the key under: the business's name. */
async function issuerName(db: TDb | TPrisma): Promise<string> {
  const setting = await db.setting.findUnique({ where: { id: 1 }, select: { businessName: true } });
  return setting?.businessName || 'AMC';
}

/** A new key for the user, kept pending until a first code confirms it; a new setup replaces an unconfirmed one. */
async function beginSetup(prisma: TPrisma, user: { id: number; email: string }): Promise<TTwoFactorSetup> {
  const secret = newTotpSecret();
  await prisma.user.update({ where: { id: user.id }, data: { totpPendingSecret: secret } });
  return totpEnrolment(secret, user.email, await issuerName(prisma));
}

/** Ten new recovery codes: 10 letters and digits each (no 0/o, 1/l/i to misread), shown as two groups of 5. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Replaces the user's recovery codes with a new set (only their hashes are kept) and returns it to show once. */
async function replaceRecoveryCodes(tx: TDb, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashToken(code.replace('-', '')) })),
  });
  return codes;
}

/**
 * Turns the second step on with the pending key, proven by its first code: the key, the code's step and a set of
 * recovery codes in one transaction, conditional on the key still being the pending one (a newer setup voids it).
 */
async function enableWithCode(tx: TDb, user: { id: number; email: string }, code: string, actor: TActor) {
  const pending = await tx.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpPendingSecret: true, totpEnabledAt: true },
  });
  if (pending.totpEnabledAt) throw new AppError('CONFLICT', MSG.twoFactorAlreadyOn);
  if (!pending.totpPendingSecret) throw new AppError('CONFLICT', MSG.twoFactorSetupFirst);
  const step = totpStep(pending.totpPendingSecret, code);
  if (step === null) return null;
  const { count } = await tx.user.updateMany({
    where: { id: user.id, totpPendingSecret: pending.totpPendingSecret, totpEnabledAt: null },
    data: {
      totpSecret: pending.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: now(),
      totpLastStep: step,
    },
  });
  if (!count) throw new AppError('CONFLICT', MSG.twoFactorSetupFirst);
  const codes = await replaceRecoveryCodes(tx, user.id);
  await recordActivity(tx, actor, {
    slug: 'auth',
    action: 'two_factor_on',
    description: `${user.email} turned on two-factor sign-in`,
    recordId: user.id,
  });
  return codes;
}

/** POST /login/second-step/setup: the new key of a sign-in that must set one up. */
export async function beginLoginSetup(prisma: TPrisma, challenge: TChallenge): Promise<TTwoFactorSetup> {
  return beginSetup(prisma, challenge.user);
}

/** POST /login/second-step/enable: the first code turns the second step on and finishes the sign-in. */
export async function confirmLoginSetup(
  prisma: TPrisma,
  tokens: TokenService,
  challenge: TChallenge,
  body: TSetupConfirmBody,
  meta: TRequestMeta,
) {
  const { user } = challenge;
  const codes = await prisma.$transaction(async (tx) => {
    const made = await enableWithCode(tx, user, body.code, { id: user.id, ...meta });
    if (made) await tx.signInChallenge.delete({ where: { id: challenge.id } });
    return made;
  });
  if (!codes) return wrongCode(prisma, challenge);
  const session = await completeSignIn(prisma, tokens, user, meta);
  return { ...session, message: MSG.twoFactorOn, recovery_codes: codes };
}

/** GET /auth/two-factor: the caller's own second step. */
export async function twoFactorStatus(prisma: TPrisma, caller: TCaller): Promise<TTwoFactorStatus> {
  const [user, codesLeft, rule] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: caller.id }, select: { totpEnabledAt: true } }),
    prisma.recoveryCode.count({ where: { userId: caller.id, usedAt: null } }),
    ruleOf(prisma),
  ]);
  return {
    enabled: user.totpEnabledAt !== null,
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: user.totpEnabledAt ? codesLeft : 0,
    required: isSecondStepRequired(rule, caller.role),
  };
}

/** The caller's password, proven again before its second step changes (a wrong one is a field issue). */
export async function assertCurrentPassword(prisma: TPrisma, caller: TCaller, password: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(user.passwordHash, password)))
    throw AppError.field('current_password', MSG.currentPasswordWrong);
}

/** POST /auth/two-factor/setup: a new key to scan, for a caller whose second step is off. */
export async function beginOwnSetup(prisma: TPrisma, caller: TCaller): Promise<TTwoFactorSetup> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { totpEnabledAt: true },
  });
  if (user.totpEnabledAt) throw new AppError('CONFLICT', MSG.twoFactorAlreadyOn);
  return beginSetup(prisma, caller);
}

/** POST /auth/two-factor/enable: the first code of the new key turns the second step on. */
export async function enableOwn(prisma: TPrisma, caller: TCaller, code: string): Promise<string[]> {
  const codes = await prisma.$transaction((tx) => enableWithCode(tx, caller, code, caller));
  if (!codes) throw AppError.field('code', MSG.codeWrong);
  return codes;
}

/** Ends a user's second step: key, pending key, last step and recovery codes, in the caller's transaction. */
async function clearSecondStep(tx: TDb, userId: number, endSessions: boolean) {
  await tx.user.update({
    where: { id: userId },
    data: {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      ...(endSessions ? { tokenVersion: { increment: 1 } } : {}),
    },
  });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.signInChallenge.deleteMany({ where: { userId } });
}

/** POST /auth/two-factor/disable: off, unless the business requires it of the caller (409). */
export async function disableOwn(prisma: TPrisma, caller: TCaller): Promise<void> {
  if (isSecondStepRequired(await ruleOf(prisma), caller.role))
    throw new AppError('CONFLICT', MSG.twoFactorRequired);
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { totpEnabledAt: true },
    });
    if (!user.totpEnabledAt) throw new AppError('CONFLICT', MSG.twoFactorNotOn);
    await clearSecondStep(tx, caller.id, false);
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'two_factor_off',
      description: `${caller.email} turned off two-factor sign-in`,
      recordId: caller.id,
    });
  });
}

/** POST /auth/two-factor/recovery-codes: a new set; the old codes stop working. */
export async function renewOwnRecoveryCodes(prisma: TPrisma, caller: TCaller): Promise<string[]> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { totpEnabledAt: true },
    });
    if (!user.totpEnabledAt) throw new AppError('CONFLICT', MSG.twoFactorNotOn);
    const codes = await replaceRecoveryCodes(tx, caller.id);
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'recovery_codes',
      description: `${caller.email} made new recovery codes`,
      recordId: caller.id,
    });
    return codes;
  });
}

/**
 * POST /user/two-factor/reset (admins): another user's second step ends (a lost phone), and so do its sessions;
 * where the business requires one, it is set up again at the next sign-in.
 */
export async function resetUserSecondStep(prisma: TPrisma, caller: TCaller, userId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { email: true, totpEnabledAt: true },
    });
    if (!user) throw new AppError('NOT_FOUND');
    if (!user.totpEnabledAt) throw new AppError('CONFLICT', MSG.twoFactorNotOn);
    await clearSecondStep(tx, userId, true);
    await recordActivity(tx, caller, {
      slug: 'user',
      action: 'two_factor_reset',
      description: `Reset the two-factor sign-in of ${user.email}`,
      recordId: userId,
    });
  });
}
