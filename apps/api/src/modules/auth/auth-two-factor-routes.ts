import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  MSG,
  ZChallengeBody,
  ZCurrentPasswordBody,
  ZLoginResponse,
  ZLoginWithCodesResponse,
  ZMessageResponse,
  ZRecoveryCodesResponse,
  ZSecondStepBody,
  ZSetupConfirmBody,
  ZTwoFactorEnableBody,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatusResponse,
} from '@amc/contracts';
import { AppError } from '../../lib/kernel/app-error';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { AttemptDelays, AttemptLimits, limitAccount } from '../../lib/kernel/attempt-limits';
import { AUTH_LIMIT_RULES } from './auth-limits';
import {
  assertCurrentPassword,
  beginLoginSetup,
  beginOwnSetup,
  completeSecondStep,
  confirmLoginSetup,
  disableOwn,
  enableOwn,
  findChallenge,
  renewOwnRecoveryCodes,
  twoFactorStatus,
} from './auth-two-factor';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const signedIn = { tags: ['auth'], security: [{ bearer: [] }] };

/** Two-factor sign-in (issue 26): the second step of a sign-in, and each user's own authenticator and codes. */
export const authTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = {
    attempts: new AttemptLimits(app, AUTH_LIMIT_RULES.secondStepAttempts),
    failures: new AttemptDelays(app, AUTH_LIMIT_RULES.secondStepFailures),
    passwordFailures: new AttemptLimits(app, AUTH_LIMIT_RULES.passwordChangeFailures),
  };

  /**
   * Runs a code check under the account's wait: a wait still running refuses the code untried (429), and a wrong
   * code (a field issue on `code`) counts towards the next wait.
   */
  async function checkingCode<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: number,
    check: () => Promise<T>,
  ): Promise<T> {
    limitAccount(request, accountId);
    await limits.failures.check(request, reply);
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.issues[0]?.message === MSG.codeWrong)
        await limits.failures.fail(request);
      throw error;
    }
  }

  /** Runs a change that needs the password again; a wrong one counts like a wrong current password. */
  async function withPassword<T>(request: FastifyRequest, password: string, change: () => Promise<T>) {
    try {
      await assertCurrentPassword(app.db.prisma, callerOf(request), password);
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_INPUT')
        await limits.passwordFailures.count(request);
      throw error;
    }
    return change();
  }

  const countAttempt = async (request: FastifyRequest, reply: FastifyReply) =>
    limits.attempts.hit(request, reply);
  const checkPasswordWait = async (request: FastifyRequest, reply: FastifyReply) =>
    limits.passwordFailures.check(request, reply);

  app.post(
    ENDPOINTS.auth.loginSecondStep,
    {
      preHandler: countAttempt,
      schema: { tags: ['auth'], body: ZSecondStepBody, response: withErrors({ 200: ZLoginResponse }) },
    },
    async (request, reply) => {
      const challenge = await findChallenge(app.db.prisma, request.body.challenge, 'code');
      return checkingCode(request, reply, challenge.user.id, () =>
        completeSecondStep(app.db.prisma, app.tokens, challenge, request.body, meta(request)),
      );
    },
  );

  app.post(
    ENDPOINTS.auth.loginSetup,
    {
      preHandler: countAttempt,
      schema: {
        tags: ['auth'],
        body: ZChallengeBody,
        response: withErrors({ 200: ZTwoFactorSetupResponse }),
      },
    },
    async (request) => {
      const challenge = await findChallenge(app.db.prisma, request.body.challenge, 'setup');
      return { message: 'Two-factor setup', data: await beginLoginSetup(app.db.prisma, challenge) };
    },
  );

  app.post(
    ENDPOINTS.auth.loginSetupConfirm,
    {
      preHandler: countAttempt,
      schema: {
        tags: ['auth'],
        body: ZSetupConfirmBody,
        response: withErrors({ 200: ZLoginWithCodesResponse }),
      },
    },
    async (request, reply) => {
      const challenge = await findChallenge(app.db.prisma, request.body.challenge, 'setup');
      return checkingCode(request, reply, challenge.user.id, () =>
        confirmLoginSetup(app.db.prisma, app.tokens, challenge, request.body, meta(request)),
      );
    },
  );

  app.get(
    ENDPOINTS.auth.twoFactor,
    {
      onRequest: app.authenticate,
      schema: { ...signedIn, response: withErrors({ 200: ZTwoFactorStatusResponse }) },
    },
    async (request) => ({
      message: 'Two-factor',
      data: await twoFactorStatus(app.db.prisma, callerOf(request)),
    }),
  );

  app.post(
    ENDPOINTS.auth.twoFactorSetup,
    {
      onRequest: app.authenticate,
      preHandler: checkPasswordWait,
      schema: {
        ...signedIn,
        body: ZCurrentPasswordBody,
        response: withErrors({ 200: ZTwoFactorSetupResponse }),
      },
    },
    async (request) => ({
      message: 'Two-factor setup',
      data: await withPassword(request, request.body.current_password, () =>
        beginOwnSetup(app.db.prisma, callerOf(request)),
      ),
    }),
  );

  app.post(
    ENDPOINTS.auth.twoFactorEnable,
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        body: ZTwoFactorEnableBody,
        response: withErrors({ 200: ZRecoveryCodesResponse }),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const codes = await checkingCode(request, reply, caller.id, () =>
        enableOwn(app.db.prisma, caller, request.body.code),
      );
      return { message: MSG.twoFactorOn, data: { recovery_codes: codes } };
    },
  );

  app.post(
    ENDPOINTS.auth.twoFactorDisable,
    {
      onRequest: app.authenticate,
      preHandler: checkPasswordWait,
      schema: { ...signedIn, body: ZCurrentPasswordBody, response: withErrors({ 200: ZMessageResponse }) },
    },
    async (request) => {
      await withPassword(request, request.body.current_password, () =>
        disableOwn(app.db.prisma, callerOf(request)),
      );
      return { message: MSG.twoFactorOff };
    },
  );

  app.post(
    ENDPOINTS.auth.twoFactorRecoveryCodes,
    {
      onRequest: app.authenticate,
      preHandler: checkPasswordWait,
      schema: {
        ...signedIn,
        body: ZCurrentPasswordBody,
        response: withErrors({ 200: ZRecoveryCodesResponse }),
      },
    },
    async (request) => {
      const codes = await withPassword(request, request.body.current_password, () =>
        renewOwnRecoveryCodes(app.db.prisma, callerOf(request)),
      );
      return { message: MSG.recoveryCodesNew, data: { recovery_codes: codes } };
    },
  );
};
