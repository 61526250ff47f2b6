import {
  MSG,
  type TChangePasswordBody,
  type TLoginAnswer,
  type TLoginBody,
  type TLoginResponse,
  type TPasswordResetBody,
  type TRegisterBody,
  type TRegisterConfirmBody,
  pagePath,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { TokenService } from '../../plugins/auth';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { nextDocumentNumber } from '../../lib/rules/counters';
import { enqueueTemplateMail } from '../../lib/documents/outbox';
import { hashPassword, verifyPassword } from '../../lib/kernel/password';
import { createSecureToken, hashToken } from '../../lib/kernel/secure-token';
import { now } from '../../lib/kernel/clock';
import {
  completeSignIn,
  sessionResponse,
  sessionUserSelect,
  toSessionUser,
  permissionsOf,
  type TRequestMeta,
} from './auth-session';
import { secondStepOf, startSecondStep } from './auth-two-factor';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The password step of signing in. An account with a second step (its own, or one the business requires) gets no
 * session yet: the answer is the key of a sign-in waiting for it (auth-two-factor.ts).
 */
export async function login(
  prisma: TPrisma,
  tokens: TokenService,
  body: TLoginBody,
  meta: TRequestMeta,
): Promise<TLoginAnswer> {
  const user = await prisma.user.findUnique({
    where: { email: body.email },
    select: {
      ...sessionUserSelect,
      passwordHash: true,
      isActive: true,
      tokenVersion: true,
      totpEnabledAt: true,
    },
  });
  // Same answer and the same work for an unknown e-mail and a wrong password: nothing tells them apart.
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', MSG.loginFailed);
  if (!user.isActive) throw new AppError('FORBIDDEN', MSG.accountDisabled);
  const secondStep = await secondStepOf(prisma, user);
  if (secondStep) return startSecondStep(prisma, user.id, secondStep);
  return completeSignIn(prisma, tokens, user, meta);
}

export async function getProfile(prisma: TPrisma, caller: TCaller) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: caller.id }, select: sessionUserSelect });
  return { ...toSessionUser(user), permissions: permissionsOf(user) };
}

/** Signing out ends every token of the user on the server too (its token version moves on). */
export async function logout(prisma: TPrisma, caller: TCaller) {
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: caller.id }, data: { tokenVersion: { increment: 1 } } });
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'logout',
      description: `${caller.email} signed out`,
      recordId: caller.id,
    });
  });
}

/** How long a sign-up's link makes its account. */
const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Self-registration switched off in Settings refuses a sign-up and its link alike (403). */
async function assertRegistrationOpen(db: TDb): Promise<void> {
  const settings = await db.setting.findUnique({ where: { id: 1 }, select: { registrationEnabled: true } });
  if (!settings?.registrationEnabled) throw new AppError('FORBIDDEN', MSG.registrationClosed);
}

/**
 * What refuses a sign-up before any address is looked up, the same for every address: registration closed (403),
 * or the confirmation mail switched off (409: no link could reach the visitor).
 */
export async function assertSignupOpen(db: TDb): Promise<void> {
  await assertRegistrationOpen(db);
  const template = await db.emailTemplate.findUnique({
    where: { event: 'signup_confirm' },
    select: { isEnabled: true },
  });
  if (!template?.isEnabled) throw new AppError('CONFLICT', MSG.signupMailOff);
}

/**
 * POST /auth/register, after its answer has gone out (the answer is the same for every address, and so is its
 * timing): an address that has an account is told so by mail (sign in, or reset the password), and nothing else
 * changes; a new one gets a single-use link, valid for a day, that makes the account (confirmSignup). The
 * password is hashed either way. Only the link's hash is stored; a newer sign-up of the address replaces the older.
 */
export async function requestSignup(
  prisma: TPrisma,
  body: TRegisterBody,
  origin: string,
  language: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const [firstName = body.username, ...rest] = body.username.split(/\s+/);
  const account = await prisma.user.findUnique({
    where: { email: body.email },
    select: { email: true, firstName: true },
  });
  if (account) {
    await enqueueTemplateMail(prisma, 'signup_existing', account.email, {
      first_name: account.firstName,
      signin_link: `${origin}${pagePath('signin')}`,
      reset_link: `${origin}${pagePath('forgotPassword')}`,
    });
    return;
  }
  const { token, hash } = createSecureToken();
  const request = {
    firstName,
    lastName: rest.join(' '),
    passwordHash,
    tokenHash: hash,
    expiresAt: new Date(now().getTime() + SIGNUP_TOKEN_TTL_MS),
  };
  await prisma.$transaction(async (tx) => {
    await tx.signupRequest.upsert({
      where: { email: body.email },
      create: { email: body.email, ...request },
      update: request,
    });
    await enqueueTemplateMail(
      tx,
      'signup_confirm',
      { email: body.email, language },
      { first_name: firstName, confirm_link: `${origin}${pagePath('signupConfirm', { token })}` },
    );
  });
}

/**
 * POST /auth/register/confirm: the mailed link makes the customer account and signs it in. The link is used up as
 * the account is made (its row deleted in the same transaction), so two clicks make one account; an address that
 * got an account meanwhile is refused (409).
 */
export async function confirmSignup(
  prisma: TPrisma,
  tokens: TokenService,
  body: TRegisterConfirmBody,
  meta: TRequestMeta,
): Promise<TLoginResponse> {
  await assertRegistrationOpen(prisma);
  const invalid = () => AppError.field('token', MSG.signupLinkInvalid);
  const request = await prisma.signupRequest.findUnique({ where: { tokenHash: hashToken(body.token) } });
  if (!request || request.expiresAt <= now()) throw invalid();
  const user = await prisma.$transaction(async (tx) => {
    const { count } = await tx.signupRequest.deleteMany({ where: { id: request.id } });
    if (!count) throw invalid();
    const taken = await tx.user.findUnique({ where: { email: request.email }, select: { id: true } });
    if (taken) throw AppError.field('email', MSG.emailTaken, 'CONFLICT');
    const role = await tx.role.findUniqueOrThrow({ where: { slug: 'customer' } });
    const created = await tx.user.create({
      data: {
        email: request.email,
        passwordHash: request.passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        roleId: role.id,
        uniqueIdentity: await nextDocumentNumber(tx, 'customer'),
      },
      select: { ...sessionUserSelect, tokenVersion: true },
    });
    await recordActivity(
      tx,
      { id: created.id, ...meta },
      { slug: 'auth', action: 'register', description: `${created.email} signed up`, recordId: created.id },
    );
    return created;
  });
  return sessionResponse(user, tokens, user.tokenVersion, MSG.accountCreated);
}

/**
 * Mails a single-use link valid for 60 minutes. Answers the same whether or not the e-mail belongs to an
 * account; only the hash of the token is stored, and a newer request voids the older links.
 */
export async function requestPasswordReset(prisma: TPrisma, email: string, origin: string): Promise<void> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (!user || !user.isActive) return;
  const { token, hash } = createSecureToken();
  await prisma.$transaction(async (tx) => {
    await tx.passwordReset.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    await tx.passwordReset.create({
      data: { userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    });
    await enqueueTemplateMail(tx, 'password_reset', user.email, {
      first_name: user.firstName,
      reset_link: `${origin}${pagePath('resetPassword', { token, email: user.email })}`,
    });
  });
}

/** A reset link's new password; answers whose it was, for the sign-in change the route tells after the commit. */
export async function resetPassword(
  prisma: TPrisma,
  body: TPasswordResetBody,
  meta: TRequestMeta,
): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  return prisma.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({
      where: { tokenHash: hashToken(body.token) },
      include: { user: { select: { id: true, email: true } } },
    });
    if (!reset || reset.user.email !== body.email || reset.usedAt || reset.expiresAt < new Date()) {
      throw new AppError('BAD_INPUT', MSG.passwordResetInvalid);
    }
    // Conditional on still being unused, so two requests racing with one link cannot both succeed.
    const { count } = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count !== 1) throw new AppError('BAD_INPUT', MSG.passwordResetInvalid);
    await changePassword(tx, reset.user.id, passwordHash);
    await recordActivity(
      tx,
      { id: reset.user.id, ...meta },
      {
        slug: 'auth',
        action: 'password_reset',
        description: `${reset.user.email} reset the password`,
        recordId: reset.user.id,
      },
    );
    return reset.user.id;
  });
}

/**
 * A signed-in user sets a new password after proving the current one (a wrong one is a field issue, counted by
 * the route's limits like a failed sign-in). Every older token ends; the answer is a new session for this tab.
 */
export async function changeOwnPassword(
  prisma: TPrisma,
  tokens: TokenService,
  caller: TCaller,
  body: TChangePasswordBody,
): Promise<TLoginResponse> {
  const current = await prisma.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(current.passwordHash, body.current_password)))
    throw AppError.field('current_password', MSG.currentPasswordWrong);
  const passwordHash = await hashPassword(body.password);
  const user = await prisma.$transaction(async (tx) => {
    await changePassword(tx, caller.id, passwordHash);
    await recordActivity(tx, caller, {
      slug: 'auth',
      action: 'password_change',
      description: `${caller.email} changed the password`,
      recordId: caller.id,
    });
    return tx.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { ...sessionUserSelect, tokenVersion: true },
    });
  });
  return sessionResponse(user, tokens, user.tokenVersion, MSG.passwordChanged);
}

/** A new password ends every token issued before it. */
export async function changePassword(db: TDb, userId: number, passwordHash: string) {
  await db.user.update({ where: { id: userId }, data: { passwordHash, tokenVersion: { increment: 1 } } });
}
