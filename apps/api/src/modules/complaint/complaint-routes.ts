import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZComplaint,
  ZComplaintIdBody,
  ZComplaintIdParam,
  ZCreateComplaintBody,
  ZDataResponse,
  ZDeleteComplaintsBody,
  ZDeletedComplaints,
  ZListComplaintsQuery,
  ZListResponse,
  ZUpdateComplaintBody,
  ZEquipmentTokenParam,
  ZScanFaultBody,
  ZScanFaultReport,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { ZPhotoFiles } from '../../lib/rules/photos';
import { uploadRateLimit } from '../../lib/kernel/uploads';
import { findComplaints, getComplaint } from './complaint-list';
import { AttemptLimits, MINUTE } from '../../lib/kernel/attempt-limits';
import { createComplaint, deleteComplaints, reportScannedFault, updateComplaint } from './complaint-service';

const tags = ['complaint'];
const ZCreateComplaintForm = ZCreateComplaintBody.extend({ photos: ZPhotoFiles });
const ZUpdateComplaintForm = ZUpdateComplaintBody.extend({ photos: ZPhotoFiles });
const security = [{ bearer: [] }];
const complaintResponse = withErrors({ 200: ZDataResponse(ZComplaint) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedComplaints) });
const ZScanFaultForm = ZScanFaultBody.extend({ photos: ZPhotoFiles });

/**
 * The limits on reporting a fault by scan (README, "Rate limits"): a few reports an hour from one address, and a
 * day's worth on one item, whoever sends them (a label photographed and posted online cannot flood the office).
 */
export const SCAN_FAULT_LIMIT_RULES = [
  { name: 'scan-fault-address', per: 'address', max: 5, windowMs: 60 * MINUTE },
  { name: 'scan-fault-item', per: 'token', max: 10, windowMs: 24 * 60 * MINUTE },
] as const;

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.complaint.list,
    {
      onRequest: app.can('complaint_view'),
      schema: {
        tags,
        security,
        querystring: ZListComplaintsQuery,
        response: withErrors({ 200: ZListResponse(ZComplaint) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findComplaints(app.db.forList(request.query), callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.complaint.view,
    {
      onRequest: app.can('complaint_view'),
      schema: { tags, security, params: ZComplaintIdParam, response: complaintResponse },
    },
    async (request) => ({
      message: 'Complaint',
      data: await getComplaint(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.post(
    ENDPOINTS.complaint.store,
    {
      onRequest: app.can('complaint_add'),
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZCreateComplaintForm,
        response: complaintResponse,
      },
      config: uploadRateLimit,
    },
    async (request) => {
      const { photos, ...body } = request.body;
      return {
        message: MSG.complaintAdded,
        data: await createComplaint(app.db.prisma, callerOf(request), body, {
          fileStore: app.fileStore,
          photos,
        }),
      };
    },
  );

  app.post(
    ENDPOINTS.complaint.update,
    {
      onRequest: app.can('complaint_edit'),
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZUpdateComplaintForm,
        response: complaintResponse,
      },
      config: uploadRateLimit,
    },
    async (request) => {
      const { photos, ...body } = request.body;
      return {
        message: MSG.complaintUpdated,
        data: await updateComplaint(app.db.prisma, callerOf(request), body, {
          fileStore: app.fileStore,
          photos,
        }),
      };
    },
  );

  app.post(
    ENDPOINTS.complaint.delete,
    {
      onRequest: app.can('complaint_delete'),
      schema: { tags, security, body: ZComplaintIdBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteComplaints(app.db.prisma, callerOf(request), [request.body.id]);
      return { message: MSG.complaintsDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.complaint.deleteMulti,
    {
      onRequest: app.can('complaint_delete'),
      schema: { tags, security, body: ZDeleteComplaintsBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteComplaints(app.db.prisma, callerOf(request), request.body.ids);
      return { message: MSG.complaintsDeleted(ids.length), data: { ids } };
    },
  );

  // A scanned label's fault report (the page at /q/<token>): anyone holding the label. The limits are checked before
  // the body is read (no upload is buffered for a refused address), and counted once the form is valid.
  const scanFaultLimits = new AttemptLimits(app, SCAN_FAULT_LIMIT_RULES);
  app.post(
    ENDPOINTS.complaint.scanFault,
    {
      onRequest: async (request, reply) => scanFaultLimits.check(request, reply),
      schema: {
        tags,
        summary: 'Report a fault of a scanned item (public)',
        consumes: MULTIPART,
        params: ZEquipmentTokenParam,
        body: ZScanFaultForm,
        response: withErrors({ 200: ZDataResponse(ZScanFaultReport) }),
      },
    },
    async (request, reply) => {
      await scanFaultLimits.hit(request, reply);
      const { photos, ...body } = request.body;
      return {
        message: MSG.faultReported,
        data: await reportScannedFault(app.db.prisma, request.params.token, body, {
          fileStore: app.fileStore,
          photos,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 255),
        }),
      };
    },
  );
};
