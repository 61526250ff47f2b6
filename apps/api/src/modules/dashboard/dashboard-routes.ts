import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  ZDashboardData,
  ZDashboardQuery,
  ZDataResponse,
  ZMenuItem,
  buildMenu,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { getDashboardData } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.dashboard.sidemenu,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: withErrors({ 200: ZDataResponse(z.array(ZMenuItem)) }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { message: 'Side menu', data: buildMenu(caller.role, [...caller.permissions]) };
    },
  );

  app.get(
    ENDPOINTS.dashboard.data,
    {
      onRequest: app.can('dashboard_view'),
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        querystring: ZDashboardQuery,
        response: withErrors({ 200: ZDataResponse(ZDashboardData) }),
      },
    },
    async (request) => ({
      message: 'Dashboard',
      data: await getDashboardData(app.db.prisma, callerOf(request), request.query),
    }),
  );
};
