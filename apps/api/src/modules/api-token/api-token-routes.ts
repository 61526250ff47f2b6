import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZApiTokenCreated,
  ZApiTokenList,
  ZApiTokenStoreBody,
  ZDataResponse,
  ZIdParam,
  ZMessageResponse,
} from '@amc/contracts';
import { withErrors } from '../../lib/kernel/route-schema';
import { callerOf } from '../../plugins/auth';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-service';

const TAGS = ['api-token'];
const SECURITY = [{ bearer: [] }];

/**
 * Each user's own personal API tokens: any signed-in user, for itself only. A token is sent as
 * `Authorization: Bearer amc_pat_…` and acts as its owner with the rights it was given, never more than the owner
 * holds at that moment (plugins/auth.ts).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.apiToken.list,
    {
      onRequest: app.authenticate,
      schema: { tags: TAGS, security: SECURITY, response: withErrors({ 200: ZDataResponse(ZApiTokenList) }) },
    },
    async (request) => ({
      message: 'API tokens',
      data: await listApiTokens(app.db.prisma, callerOf(request)),
    }),
  );

  app.post(
    ENDPOINTS.apiToken.store,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Make a personal API token; the answer holds the token itself, this once',
        body: ZApiTokenStoreBody,
        response: withErrors({ 200: ZDataResponse(ZApiTokenCreated) }),
      },
    },
    async (request) => ({
      message: MSG.apiTokenCreated,
      data: await createApiToken(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.apiToken.revoke,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      await revokeApiToken(app.db.prisma, callerOf(request), request.params.id);
      return { message: MSG.apiTokenRevoked };
    },
  );
};
