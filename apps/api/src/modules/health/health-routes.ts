import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENDPOINTS, ZErrorResponse } from '@amc/contracts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/kernel/db-errors';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down', 'incomplete', 'not_installed']).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.health.live,
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: ZHealth } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    ENDPOINTS.health.ready,
    {
      schema: {
        tags: ['health'],
        summary: 'Ready to serve: the database answers and holds every table and migration of this build',
        response: { 200: ZHealth, 503: ZHealth, '4xx': ZErrorResponse },
      },
    },
    async (_request, reply) => {
      if (!app.db.isConnected)
        return reply.status(503).send({ status: 'unavailable', database: 'not_installed' });
      const database = await app.db.readiness();
      if (database !== 'up') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(database === 'up' ? 200 : 503).send({
        status: database === 'up' ? 'ok' : 'unavailable',
        database,
      });
    },
  );
};
