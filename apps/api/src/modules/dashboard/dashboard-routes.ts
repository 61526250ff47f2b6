import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDataResponse, ZMenuItem, buildMenu } from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/route-schema';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/sidemenu',
    {
      onRequest: app.authenticate,
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: withErrors({ 200: ZDataResponse(z.array(ZMenuItem)) }) },
    },
    async (request) => {
      const caller = callerOf(request);
      return { message: 'Side menu', data: buildMenu(caller.role, [...caller.permissions]) };
    },
  );
};
