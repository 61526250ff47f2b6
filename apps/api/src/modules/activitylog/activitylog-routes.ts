import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityLog, ZListActivityLogQuery, ZListResponse } from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/route-schema';
import { sendList } from '../../lib/list-reply';
import { findActivityLogs } from './activitylog-service';

export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activitylog',
    {
      onRequest: app.can('activitylog_view'),
      schema: { tags: ['activitylog'], security: [{ bearer: [] }], querystring: ZListActivityLogQuery, response: withErrors({ 200: ZListResponse(ZActivityLog) }) },
    },
    async (request, reply) => sendList(reply, await findActivityLogs(app.db.prisma, callerOf(request), request.query)),
  );
};
