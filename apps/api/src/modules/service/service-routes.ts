import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCompleteServiceBody,
  ZCreateServiceBody,
  ZDataResponse,
  ZDeletedServices,
  ZDeleteServicesBody,
  ZListResponse,
  ZListServicesQuery,
  ZService,
  ZServiceIdBody,
  ZUpdateServiceBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list-reply';
import { MULTIPART, withErrors } from '../../lib/route-schema';
import { ASSIGNMENT_REJECTED_EVENT } from '../../lib/assignment-answer';
import { approveService, rejectService } from './service-assignment';
import { completeService } from './service-done';
import { findServices } from './service-list';
import { createService, deleteServices, updateService } from './service-service';

const tags = ['service'];
const security = [{ bearer: [] }];
const serviceResponse = withErrors({ 200: ZDataResponse(ZService) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedServices) });

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.service.list,
    {
      onRequest: app.can('service_view'),
      schema: {
        tags,
        security,
        querystring: ZListServicesQuery,
        response: withErrors({ 200: ZListResponse(ZService) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findServices(app.db.prisma, callerOf(request), request.query)),
  );

  app.post(
    ENDPOINTS.service.store,
    {
      onRequest: app.can('service_add'),
      schema: { tags, security, consumes: MULTIPART, body: ZCreateServiceBody, response: serviceResponse },
    },
    async (request) => ({
      message: MSG.serviceAdded,
      data: await createService(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.service.update,
    {
      onRequest: app.can('service_edit'),
      schema: { tags, security, consumes: MULTIPART, body: ZUpdateServiceBody, response: serviceResponse },
    },
    async (request) => ({
      message: MSG.serviceUpdated,
      data: await updateService(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.service.complete,
    {
      onRequest: app.can('service_edit'),
      schema: { tags, security, body: ZCompleteServiceBody, response: serviceResponse },
    },
    async (request) => ({
      message: MSG.serviceCompleted,
      data: await completeService(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.service.delete,
    {
      onRequest: app.can('service_delete'),
      schema: { tags, security, body: ZServiceIdBody, response: deletedResponse },
    },
    async (request) => ({
      message: MSG.serviceDeleted,
      data: { ids: await deleteServices(app.db.prisma, callerOf(request), [request.body.id]) },
    }),
  );

  app.post(
    ENDPOINTS.service.deleteMultiService,
    {
      onRequest: app.can('service_delete'),
      schema: { tags, security, body: ZDeleteServicesBody, response: deletedResponse },
    },
    async (request) => ({
      message: MSG.servicesDeleted,
      data: { ids: await deleteServices(app.db.prisma, callerOf(request), request.body.ids) },
    }),
  );

  app.post(
    ENDPOINTS.service.approveEmployeeStatus,
    {
      onRequest: app.can('service_approve'),
      schema: { tags, security, body: ZServiceIdBody, response: serviceResponse },
    },
    async (request) => ({
      message: MSG.assignmentAccepted,
      data: await approveService(app.db.prisma, callerOf(request), request.body.id),
    }),
  );

  app.post(
    ENDPOINTS.service.rejectEmployeeStatus,
    {
      onRequest: app.can('service_approve'),
      schema: { tags, security, body: ZServiceIdBody, response: serviceResponse },
    },
    async (request) => {
      const { service, adminIds } = await rejectService(app.db.prisma, callerOf(request), request.body.id);
      app.events.publishToUsers(adminIds, ASSIGNMENT_REJECTED_EVENT);
      return { message: MSG.assignmentDeclined, data: service };
    },
  );
};
