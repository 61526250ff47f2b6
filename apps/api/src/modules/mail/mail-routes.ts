import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZListOutboxQuery,
  ZListResponse,
  ZMessageResponse,
  ZOutboxMail,
  ZRetryOutboxMailBody,
} from '@amc/contracts';
import { withErrors } from '../../lib/route-schema';
import { sendList } from '../../lib/list-reply';
import { findOutboxMails, retryOutboxMail } from './mail-service';

const TAGS = ['mail'];
const SECURITY = [{ bearer: [] }];

/** The outbox belongs with the e-mail templates: the admin's alone (SPEC section 2). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.mail.outbox,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        querystring: ZListOutboxQuery,
        response: withErrors({ 200: ZListResponse(ZOutboxMail) }),
      },
    },
    async (request, reply) => sendList(reply, await findOutboxMails(app.db.prisma, request.query)),
  );

  app.post(
    ENDPOINTS.mail.retry,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZRetryOutboxMailBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    // The mail worker picks it up right after this answer (its onResponse hook), not at its next tick.
    async (request) => {
      await retryOutboxMail(app.db.prisma, request.body.id);
      return { message: MSG.mailRequeued };
    },
  );
};
