import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ZDataResponse, ZMyWork } from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/route-schema';
import { getMyWork } from './my-work-service';

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
};
