import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZListOutboxQuery,
  ZListResponse,
  ZMessageResponse,
  ZOutboxMail,
  ZRetryOutboxMailBody,
  ZDataResponse,
  ZJobRun,
  ZRunJobBody,
  ZScheduledJob,
  ZMailHealth,
  ZTestMailBody,
  type TScheduledJob,
} from '@amc/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/kernel/app-error';
import { withErrors } from '../../lib/kernel/route-schema';
import { sendList } from '../../lib/list/list-reply';
import { findOutboxMails, mailHealth, retryOutboxMail, testMailSettings } from './mail-service';

const TAGS = ['mail'];
const SECURITY = [{ bearer: [] }];

/** The outbox belongs with the e-mail templates: the admin's alone (SPEC section 2). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.mail.status,
    {
      onRequest: app.adminOnly,
      schema: { tags: TAGS, security: SECURITY, response: withErrors({ 200: ZDataResponse(ZMailHealth) }) },
    },
    async () => ({ message: 'Mail', data: await mailHealth(app.db.prisma, app.appConfig.smtpUrl) }),
  );

  app.post(
    ENDPOINTS.mail.test,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZTestMailBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      await testMailSettings(app.db.prisma, app.appConfig.smtpUrl, request.body);
      return { message: MSG.testMailSent(request.body.to) };
    },
  );

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
    async (request, reply) =>
      sendList(reply, await findOutboxMails(app.db.forList(request.query), request.query)),
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

  app.get(
    ENDPOINTS.mail.jobs,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        response: withErrors({ 200: ZDataResponse(z.array(ZScheduledJob)) }),
      },
    },
    async () => ({
      message: 'Scheduled jobs',
      data: (await app.jobScheduler.schedule()).map((job) => ({
        name: job.name as TScheduledJob['name'],
        next_run: job.nextRun?.toISOString() ?? null,
      })),
    }),
  );

  // A job run now does what its hour does, under the same lock; the mails it queues go out at once.
  app.post(
    ENDPOINTS.mail.runJob,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZRunJobBody,
        response: withErrors({ 200: ZDataResponse(ZJobRun) }),
      },
    },
    async (request) => {
      const made = await app.jobScheduler.runNamed(request.body.name);
      if (made === undefined) throw new AppError('NOT_FOUND');
      if (made === null) throw new AppError('CONFLICT', MSG.jobBusy);
      return { message: MSG.jobRan(made), data: { name: request.body.name, made } };
    },
  );
};
