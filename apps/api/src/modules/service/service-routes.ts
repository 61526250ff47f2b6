import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCompleteServiceBody,
  ZIdParam,
  ZPdfQuery,
  ZVisitReport,
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
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { ASSIGNMENT_REJECTED_EVENT } from '../../lib/rules/assignment-answer';
import { approveService, rejectService } from './service-assignment';
import { completeService } from './service-done';
import { getVisitReport, makeVisitReport, readVisitReportPdf } from './service-report';
import { ZPhotoFiles } from '../../lib/rules/photos';
import { uploadRateLimit, ZUploadedFile } from '../../lib/kernel/uploads';
import { sendPdf } from '../../lib/documents/document-mail';
import { findServices } from './service-list';
import { createService, deleteServices, updateService } from './service-service';

/** The completion as a form: the contract's fields, the photos and the drawn signature (a PNG). */
const ZCompleteServiceForm = ZCompleteServiceBody.safeExtend({
  photos: ZPhotoFiles,
  signature: ZUploadedFile.optional().transform((file) => (file && file.data.length ? file : null)),
});

const tags = ['service'];
const security = [{ bearer: [] }];
const serviceResponse = withErrors({ 200: ZDataResponse(ZService) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedServices) });

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  // A completed visit's report, attached when its mail is sent (made then if the completion could not).
  app.mailWorker.makeWith('visit_report', (id) => makeVisitReport(app.db.prisma, app.fileStore, id));

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
      sendList(reply, await findServices(app.db.forList(request.query), callerOf(request), request.query)),
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
      schema: { tags, security, consumes: MULTIPART, body: ZCompleteServiceForm, response: serviceResponse },
      config: uploadRateLimit,
    },
    async (request) => {
      const { photos, signature, ...body } = request.body;
      return {
        message: MSG.serviceCompleted,
        data: await completeService(app.db.prisma, callerOf(request), body, {
          fileStore: app.fileStore,
          photos,
          signature,
        }),
      };
    },
  );

  app.get(
    ENDPOINTS.service.report,
    {
      // service_view (customers and employees hold it by default), then the row: the admin, the assigned
      // employee, the customer; anyone else's visit is not there (404).
      onRequest: app.can('service_view'),
      schema: {
        tags,
        security,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZVisitReport) }),
      },
    },
    async (request) => ({
      message: 'Visit report',
      data: await getVisitReport(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.get(
    ENDPOINTS.service.pdf,
    {
      onRequest: app.can('service_view'),
      schema: { tags, security, params: ZIdParam, querystring: ZPdfQuery },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await readVisitReportPdf(app.db.prisma, callerOf(request), request.params.id, app.fileStore),
        request.query.download,
      ),
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
