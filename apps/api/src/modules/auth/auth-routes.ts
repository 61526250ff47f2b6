import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  ZFlaggedResponse,
  ZLoginBody,
  ZLoginResponse,
  ZMessageResponse,
  ZPasswordEmailBody,
  ZPasswordResetBody,
  ZProfileResponse,
  ZRegisterBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/route-schema';
import { publicOrigin } from '../../lib/request-origin';
import { getProfile, login, logout, register, requestPasswordReset, resetPassword } from './auth-service';

/**
 * Guessing passwords or flooding inboxes is slowed down per client address and e-mail, so one office
 * behind a shared address is not locked out by a colleague's typos. Counted after the body is parsed.
 */
const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
    },
  },
});
const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { config: limit(10), schema: { tags: ['auth'], body: ZLoginBody, response: withErrors({ 200: ZLoginResponse }) } },
    async (request) => login(app.db.prisma, app.tokens, request.body, meta(request)),
  );

  app.post(
    '/auth/register',
    { config: limit(10), schema: { tags: ['auth'], body: ZRegisterBody, response: withErrors({ 200: ZLoginResponse }) } },
    async (request) => register(app.db.prisma, app.tokens, request.body, meta(request)),
  );

  app.post(
    '/password/email',
    { config: limit(5), schema: { tags: ['auth'], body: ZPasswordEmailBody, response: withErrors({ 200: ZFlaggedResponse }) } },
    async (request) => {
      await requestPasswordReset(app.db.prisma, request.body.email, await publicOrigin(app));
      return { error: false, message: MSG.passwordResetSent };
    },
  );

  app.post(
    '/password/reset',
    { config: limit(10), schema: { tags: ['auth'], body: ZPasswordResetBody, response: withErrors({ 200: ZFlaggedResponse }) } },
    async (request) => {
      await resetPassword(app.db.prisma, request.body, meta(request));
      return { error: false, message: MSG.passwordResetDone };
    },
  );

  app.get(
    '/user/profile',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: withErrors({ 200: ZProfileResponse }) } },
    async (request) => ({ message: 'Profile', data: await getProfile(app.db.prisma, callerOf(request)) }),
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: withErrors({ 200: ZMessageResponse }) } },
    async (request) => {
      await logout(app.db.prisma, callerOf(request));
      return { message: MSG.signedOut };
    },
  );
};
