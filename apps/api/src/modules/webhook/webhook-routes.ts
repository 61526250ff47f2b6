import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZDataResponse,
  ZIdParam,
  ZMessageResponse,
  ZWebhook,
  ZWebhookBody,
  ZWebhookDelivery,
  ZWebhookUpdateBody,
} from '@amc/contracts';
import { z } from 'zod';
import { withErrors } from '../../lib/kernel/route-schema';
import { callerOf } from '../../plugins/auth';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  setWebhookPaused,
  testWebhook,
  updateWebhook,
  type TWebhookDeps,
} from './webhook-service';

const TAGS = ['webhook'];
const SECURITY = [{ bearer: [] }];
const OK = withErrors({ 200: ZMessageResponse });

/**
 * Webhooks (admins only): endpoints that hear chosen events. Each delivery is a POST of JSON
 * `{ id, event, created_at, data }` with the headers `X-AMC-Event`, `X-AMC-Delivery` (the id: drop repeats by it),
 * `X-AMC-Timestamp` and `X-AMC-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>`;
 * a 2xx answer within 10 s counts as delivered, anything else is tried again with back-off.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TWebhookDeps => ({
    prisma: app.db.prisma,
    allowPrivate: app.appConfig.webhooksAllowPrivate,
  });
  const byId = {
    onRequest: app.adminOnly,
    schema: { tags: TAGS, security: SECURITY, params: ZIdParam, response: OK },
  };

  app.get(
    ENDPOINTS.webhook.list,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        response: withErrors({ 200: ZDataResponse(z.array(ZWebhook)) }),
      },
    },
    async () => ({ message: 'Webhooks', data: await listWebhooks(app.db.prisma) }),
  );

  app.post(
    ENDPOINTS.webhook.store,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        description: 'The address must be public unless the server sets WEBHOOKS_ALLOW_PRIVATE=true.',
        body: ZWebhookBody,
        response: withErrors({ 200: ZDataResponse(ZWebhook) }),
      },
    },
    async (request) => ({
      message: MSG.webhookSaved,
      data: await createWebhook(deps(), callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.webhook.update,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZWebhookUpdateBody,
        response: withErrors({ 200: ZDataResponse(ZWebhook) }),
      },
    },
    async (request) => ({
      message: MSG.webhookSaved,
      data: await updateWebhook(deps(), callerOf(request), request.body),
    }),
  );

  app.post(ENDPOINTS.webhook.delete, byId, async (request) => {
    await deleteWebhook(app.db.prisma, callerOf(request), request.params.id);
    return { message: MSG.webhookDeleted };
  });

  app.post(ENDPOINTS.webhook.test, byId, async (request) => {
    await testWebhook(app.db.prisma, request.params.id);
    return { message: MSG.webhookTestQueued };
  });

  app.post(ENDPOINTS.webhook.pause, byId, async (request) => {
    await setWebhookPaused(app.db.prisma, callerOf(request), request.params.id, true);
    return { message: MSG.webhookPaused };
  });

  app.post(ENDPOINTS.webhook.resume, byId, async (request) => {
    await setWebhookPaused(app.db.prisma, callerOf(request), request.params.id, false);
    return { message: MSG.webhookResumed };
  });

  app.get(
    ENDPOINTS.webhook.deliveries,
    {
      onRequest: app.adminOnly,
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(z.array(ZWebhookDelivery)) }),
      },
    },
    async (request) => ({
      message: 'Deliveries',
      data: await listDeliveries(app.db.prisma, request.params.id),
    }),
  );
};
