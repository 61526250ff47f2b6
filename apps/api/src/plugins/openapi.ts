import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/kernel/app-version';

/** OpenAPI 3 generated from the zod contracts; the browsable docs are served offline at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AMC Service Manager API',
        version: APP_VERSION,
        description: 'Every call of the AMC & service management application.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token (POST /api/login) or a personal API token (amc_pat_…, made under Account → API ' +
              'tokens or POST /api/api-token/store). A token acts as its owner, with the rights it was given that ' +
              'the owner still holds; admin-only calls need a token that holds every right.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
