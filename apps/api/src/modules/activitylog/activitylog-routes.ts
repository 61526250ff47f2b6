import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ZActivityLog,
  ZActivitySlugs,
  ZDataResponse,
  ZListActivityLogQuery,
  ZListResponse,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { sendList } from '../../lib/list/list-reply';
import { findActivityLogs, findActivitySlugs } from './activitylog-service';

export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.activitylog.list,
    {
      onRequest: app.can('activitylog_view'),
      schema: {
        tags: ['activitylog'],
        security: [{ bearer: [] }],
        querystring: ZListActivityLogQuery,
        response: withErrors({ 200: ZListResponse(ZActivityLog) }),
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        await findActivityLogs(app.db.forList(request.query), callerOf(request), request.query),
      ),
  );

  app.get(
    ENDPOINTS.activitylog.slugs,
    {
      onRequest: app.can('activitylog_view'),
      schema: {
        tags: ['activitylog'],
        security: [{ bearer: [] }],
        response: withErrors({ 200: ZDataResponse(ZActivitySlugs) }),
      },
    },
    async (request) => ({
      message: 'Activity modules',
      data: await findActivitySlugs(app.db.prisma, callerOf(request)),
    }),
  );
};
