import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZFlaggedResponse,
  ZChangePasswordBody,
  ZDemoLoginBody,
  ZDemoStatusResponse,
  ZLoginAnswer,
  ZLoginBody,
  ZLoginResponse,
  ZMessageResponse,
  ZPasswordEmailBody,
  ZPasswordResetBody,
  ZProfileResponse,
  ZRegisterBody,
  ZRegisterConfirmBody,
} from '@amc/contracts';
import { AppError } from '../../lib/kernel/app-error';
import { callerOf, screenLanguage } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { AttemptDelays, AttemptLimits } from '../../lib/kernel/attempt-limits';
import { AUTH_LIMIT_RULES } from './auth-limits';
import { demoLogin, isDemoLoaded } from './auth-demo';
import { authTwoFactorRoutes } from './auth-two-factor-routes';
import {
  changeOwnPassword,
  getProfile,
  login,
  logout,
  assertSignupOpen,
  confirmSignup,
  requestSignup,
  requestPasswordReset,
  resetPassword,
} from './auth-service';

const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A sign-in's second step and each user's own authenticator (issue 26): a plugin of its own, with its limits.
  await app.register(authTwoFactorRoutes);

  // Checked once the form is valid (preHandler), so the per-e-mail counters see the e-mail typed in.
  const limits = {
    loginFailures: new AttemptDelays(app, AUTH_LIMIT_RULES.loginFailures),
    loginAttempts: new AttemptLimits(app, AUTH_LIMIT_RULES.loginAttempts),
    register: new AttemptLimits(app, AUTH_LIMIT_RULES.register),
    registerConfirm: new AttemptLimits(app, AUTH_LIMIT_RULES.registerConfirm),
    resetMail: new AttemptLimits(app, AUTH_LIMIT_RULES.resetMail),
    resetPassword: new AttemptLimits(app, AUTH_LIMIT_RULES.resetPassword),
    passwordChangeFailures: new AttemptLimits(app, AUTH_LIMIT_RULES.passwordChangeFailures),
    demoLogin: new AttemptLimits(app, AUTH_LIMIT_RULES.demoLogin),
  };

  app.post(
    ENDPOINTS.auth.login,
    {
      preHandler: async (request, reply) => {
        await limits.loginAttempts.hit(request, reply);
        await limits.loginFailures.check(request, reply);
      },
      schema: { tags: ['auth'], body: ZLoginBody, response: withErrors({ 200: ZLoginAnswer }) },
    },
    async (request) => {
      try {
        return await login(app.db.prisma, app.tokens, request.body, meta(request));
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
          await limits.loginFailures.fail(request);
        throw error;
      }
    },
  );

  app.post(
    ENDPOINTS.auth.register,
    {
      preHandler: async (request, reply) => limits.register.hit(request, reply),
      schema: { tags: ['auth'], body: ZRegisterBody, response: withErrors({ 200: ZFlaggedResponse }) },
    },
    async (request) => {
      await assertSignupOpen(app.db.prisma);
      const origin = await publicOrigin(app);
      const language = screenLanguage(request);
      // The answer goes out before the e-mail is even looked up: the same words and timing for every address.
      app.afterReply(
        () => requestSignup(app.db.prisma, request.body, origin, language),
        request.log,
        'sign-up mail',
      );
      return { error: false, message: MSG.signupMailSent };
    },
  );

  app.post(
    ENDPOINTS.auth.registerConfirm,
    {
      preHandler: async (request, reply) => limits.registerConfirm.hit(request, reply),
      schema: { tags: ['auth'], body: ZRegisterConfirmBody, response: withErrors({ 200: ZLoginResponse }) },
    },
    async (request) => confirmSignup(app.db.prisma, app.tokens, request.body, meta(request)),
  );

  app.post(
    ENDPOINTS.auth.passwordEmail,
    {
      preHandler: async (request, reply) => limits.resetMail.hit(request, reply),
      schema: { tags: ['auth'], body: ZPasswordEmailBody, response: withErrors({ 200: ZFlaggedResponse }) },
    },
    async (request) => {
      const { email } = request.body;
      const origin = await publicOrigin(app);
      // The answer goes out before the e-mail is even looked up, so its timing cannot tell a known address.
      app.afterReply(
        () => requestPasswordReset(app.db.prisma, email, origin),
        request.log,
        'password reset mail',
      );
      return { error: false, message: MSG.passwordResetSent };
    },
  );

  app.post(
    ENDPOINTS.auth.passwordReset,
    {
      preHandler: async (request, reply) => limits.resetPassword.hit(request, reply),
      schema: { tags: ['auth'], body: ZPasswordResetBody, response: withErrors({ 200: ZFlaggedResponse }) },
    },
    async (request) => {
      const userId = await resetPassword(app.db.prisma, request.body, meta(request));
      app.events.publishSignInChanged([userId]);
      return { error: false, message: MSG.passwordResetDone };
    },
  );

  app.post(
    ENDPOINTS.auth.passwordChange,
    {
      onRequest: app.authenticate,
      preHandler: async (request, reply) => limits.passwordChangeFailures.check(request, reply),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: ZChangePasswordBody,
        response: withErrors({ 200: ZLoginResponse }),
      },
    },
    async (request) => {
      try {
        const caller = callerOf(request);
        const session = await changeOwnPassword(app.db.prisma, app.tokens, caller, request.body);
        app.events.publishSignInChanged([caller.id]);
        return session;
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_INPUT')
          await limits.passwordChangeFailures.count(request);
        throw error;
      }
    },
  );

  app.get(
    ENDPOINTS.auth.profile,
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: withErrors({ 200: ZProfileResponse }) },
    },
    async (request) => ({ message: 'Profile', data: await getProfile(app.db.prisma, callerOf(request)) }),
  );

  app.post(
    ENDPOINTS.auth.logout,
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: withErrors({ 200: ZMessageResponse }) },
    },
    async (request) => {
      const caller = callerOf(request);
      await logout(app.db.prisma, caller);
      app.events.publishSignInChanged([caller.id]);
      return { message: MSG.signedOut };
    },
  );

  app.get(
    ENDPOINTS.auth.demoStatus,
    { schema: { tags: ['auth'], response: withErrors({ 200: ZDemoStatusResponse }) } },
    async () => ({ message: 'Demo', data: { enabled: await isDemoLoaded(app.db.prisma) } }),
  );

  app.post(
    ENDPOINTS.auth.demoLogin,
    {
      // Counted before anything is looked up, like sign-in's burst ceiling: a click is one sign-in.
      preHandler: async (request, reply) => limits.demoLogin.hit(request, reply),
      schema: { tags: ['auth'], body: ZDemoLoginBody, response: withErrors({ 200: ZLoginResponse }) },
    },
    async (request) => demoLogin(app.db.prisma, app.tokens, request.body.role, meta(request)),
  );
};
