import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ZDataResponse,
  ZIdParam,
  ZMyTimesheet,
  ZMyTimesheetQuery,
  ZMyWork,
  ZMyWorkVisit,
  ZVisitStock,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { getMyVisit, getMyWork, getVisitStock } from './my-work-service';
import { getMyTimesheet } from './my-work-timesheet';

export const myWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in is enough: the answer is the caller's own assigned rows, which only an employee has.
  app.get(
    ENDPOINTS.myWork.data,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['my-work'],
        security: [{ bearer: [] }],
        response: withErrors({ 200: ZDataResponse(ZMyWork) }),
      },
    },
    async (request) => ({
      message: 'My work',
      data: await getMyWork(app.db.prisma, callerOf(request)),
    }),
  );

  // The completion page opened from a link (or after a refused send) names the visit it completes: its title,
  // customer, address and phone, for whoever may see the visit (service_view, the list's row boundary).
  app.get(
    ENDPOINTS.myWork.visit,
    {
      onRequest: app.can('service_view'),
      schema: {
        tags: ['my-work'],
        security: [{ bearer: [] }],
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZMyWorkVisit) }),
      },
    },
    async (request) => ({
      message: 'Visit',
      data: await getMyVisit(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  // The part picker's stock (issue 28): the van and warehouse a visit's parts come from, for whoever sees the visit.
  app.get(
    ENDPOINTS.myWork.visitStock,
    {
      onRequest: app.can('service_view'),
      schema: {
        tags: ['my-work'],
        security: [{ bearer: [] }],
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZVisitStock) }),
      },
    },
    async (request) => ({
      message: 'Visit stock',
      data: await getVisitStock(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  // The caller's own timesheet week (issue 28): signed in is enough, the answer is its own time only.
  app.get(
    ENDPOINTS.myWork.timesheet,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['my-work'],
        security: [{ bearer: [] }],
        querystring: ZMyTimesheetQuery,
        response: withErrors({ 200: ZDataResponse(ZMyTimesheet) }),
      },
    },
    async (request) => ({
      message: 'Timesheet',
      data: await getMyTimesheet(app.db.prisma, callerOf(request), request.query.week_of),
    }),
  );
};
