import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  MSG,
  ZAmc,
  ZAmcDetail,
  ZAmcIdBody,
  ZCancelAmcBody,
  ZRenewAmcBody,
  ZRenewalRequestBody,
  ZRenewalOfferBody,
  ZAnswerRenewalOfferBody,
  ZCreateAmcBody,
  ZDataResponse,
  ZDeleteAmcsBody,
  ZDeletedAmcs,
  ZIdParam,
  ZListAmcsQuery,
  ZListResponse,
  ZPdfQuery,
  ZUpdateAmcBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { type TUploadedFile, ZUploadedFile, uploadRateLimit } from '../../lib/kernel/uploads';
import { ASSIGNMENT_REJECTED_EVENT } from '../../lib/rules/assignment-answer';
import { publicOrigin } from '../../lib/kernel/request-origin';
import { QUOTATION_ANSWERED_EVENT } from '../document/document-public';
import { approveAmc, rejectAmc } from './amc-assignment';
import { findAmcs } from './amc-list';
import { cancelAmc, createAmc, deleteAmcs, updateAmc } from './amc-service';
import {
  answerRenewalOffer,
  offerRenewal,
  RENEWAL_REQUESTED_EVENT,
  renewAmc,
  requestRenewal,
} from './amc-renewal';
import { getAmcDetail } from './amc-shape';
import { sendPdf } from '../../lib/documents/document-mail';
import { renderAmcPdf } from './amc-documents';

/** A form with no file chosen sends an empty field, or a file part with no name and no bytes: no new attachment. */
const noFileChosen = (v: unknown) =>
  v === '' ||
  v === null ||
  (ZUploadedFile.safeParse(v).success && !(v as TUploadedFile).filename && !(v as TUploadedFile).data.length);
const ZAttachmentField = z.preprocess((v) => (noFileChosen(v) ? undefined : v), ZUploadedFile.optional());

const tags = ['amc'];
const security = [{ bearer: [] }];
const detailResponse = withErrors({ 200: ZDataResponse(ZAmcDetail) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedAmcs) });

export const amcRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = (attachment: TUploadedFile | undefined) => ({ fileStore: app.fileStore, attachment });

  app.get(
    ENDPOINTS.amc.list,
    {
      onRequest: app.can('amc_view'),
      schema: {
        tags,
        security,
        querystring: ZListAmcsQuery,
        response: withErrors({ 200: ZListResponse(ZAmc) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findAmcs(app.db.forList(request.query), callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.amc.view,
    {
      onRequest: app.can('amc_view'),
      schema: { tags, security, params: ZIdParam, response: detailResponse },
    },
    async (request) => ({
      message: 'AMC',
      data: await getAmcDetail(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.get(
    ENDPOINTS.amc.pdf,
    {
      onRequest: app.can('amc_view'),
      schema: { tags, security, params: ZIdParam, querystring: ZPdfQuery },
    },
    async (request, reply) => {
      const { fileStore } = app;
      const file = await renderAmcPdf(app.db.prisma, fileStore, callerOf(request), request.params.id);
      return sendPdf(reply, file, request.query.download);
    },
  );

  app.post(
    ENDPOINTS.amc.store,
    {
      onRequest: app.can('amc_add'),
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZCreateAmcBody.extend({ attachment: ZAttachmentField }),
        response: detailResponse,
      },
    },
    async (request) => {
      const { attachment, ...body } = request.body;
      const data = await createAmc(app.db.prisma, callerOf(request), body, files(attachment));
      return { message: MSG.amcAdded, data };
    },
  );

  app.post(
    ENDPOINTS.amc.update,
    {
      onRequest: app.can('amc_edit'),
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        consumes: MULTIPART,
        body: ZUpdateAmcBody.extend({ attachment: ZAttachmentField }),
        response: detailResponse,
      },
    },
    async (request) => {
      const { attachment, ...body } = request.body;
      const data = await updateAmc(app.db.prisma, callerOf(request), body, files(attachment));
      return { message: MSG.amcUpdated, data };
    },
  );

  app.post(
    ENDPOINTS.amc.delete,
    {
      onRequest: app.can('amc_delete'),
      schema: { tags, security, body: ZAmcIdBody, response: deletedResponse },
    },
    async (request) => ({
      message: MSG.amcDeleted,
      data: {
        ids: await deleteAmcs(app.db.prisma, app.fileStore, callerOf(request), [request.body.id]),
      },
    }),
  );

  app.post(
    ENDPOINTS.amc.deleteMultiAmc,
    {
      onRequest: app.can('amc_delete'),
      schema: { tags, security, body: ZDeleteAmcsBody, response: deletedResponse },
    },
    async (request) => ({
      message: MSG.amcsDeleted,
      data: {
        ids: await deleteAmcs(app.db.prisma, app.fileStore, callerOf(request), request.body.ids),
      },
    }),
  );

  app.post(
    ENDPOINTS.amc.approveEmployeeStatus,
    {
      onRequest: app.can('amc_approve'),
      schema: { tags, security, body: ZAmcIdBody, response: detailResponse },
    },
    async (request) => ({
      message: MSG.assignmentAccepted,
      data: await approveAmc(app.db.prisma, callerOf(request), request.body.id),
    }),
  );

  app.post(
    ENDPOINTS.amc.rejectEmployeeStatus,
    {
      onRequest: app.can('amc_approve'),
      schema: { tags, security, body: ZAmcIdBody, response: detailResponse },
    },
    async (request) => {
      const { amc, adminIds } = await rejectAmc(app.db.prisma, callerOf(request), request.body.id);
      app.events.publishToUsers(adminIds, ASSIGNMENT_REJECTED_EVENT);
      return { message: MSG.assignmentDeclined, data: amc };
    },
  );

  app.post(
    ENDPOINTS.amc.renew,
    {
      onRequest: app.can('amc_add'),
      schema: { tags, security, body: ZRenewAmcBody, response: detailResponse },
    },
    async (request) => ({
      message: MSG.amcRenewed,
      data: await renewAmc(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.amc.renewalRequest,
    {
      onRequest: app.can('amc_view'),
      schema: { tags, security, body: ZRenewalRequestBody, response: detailResponse },
    },
    async (request) => {
      const { amc, adminIds } = await requestRenewal(app.db.prisma, callerOf(request), request.body);
      app.events.publishToUsers(adminIds, RENEWAL_REQUESTED_EVENT);
      return { message: MSG.renewalRequested, data: amc };
    },
  );

  // The office's offer; the mail links to the contract, when the product has a public address.
  app.post(
    ENDPOINTS.amc.renewalOffer,
    {
      onRequest: app.can('amc_add'),
      schema: { tags, security, body: ZRenewalOfferBody, response: detailResponse },
    },
    async (request) => {
      const origin = await publicOrigin(app).catch(() => null);
      const { amc, to } = await offerRenewal(app.db.prisma, callerOf(request), request.body, origin);
      return { message: MSG.renewalOfferSent(to), data: amc };
    },
  );

  // The customer's answer: its view right suffices, the service admits only the contract's own customer.
  app.post(
    ENDPOINTS.amc.answerRenewalOffer,
    {
      onRequest: app.can('amc_view'),
      schema: { tags, security, body: ZAnswerRenewalOfferBody, response: detailResponse },
    },
    async (request) => {
      const { amc, adminIds } = await answerRenewalOffer(app.db.prisma, callerOf(request), request.body);
      app.events.publishToUsers(adminIds, QUOTATION_ANSWERED_EVENT);
      return {
        message: request.body.answer === 'accept' ? MSG.renewalOfferAccepted : MSG.renewalOfferDeclined,
        data: amc,
      };
    },
  );

  app.post(
    ENDPOINTS.amc.cancel,
    {
      onRequest: app.can('amc_edit'),
      schema: { tags, security, body: ZCancelAmcBody, response: detailResponse },
    },
    async (request) => ({
      message: MSG.amcCancelled,
      data: await cancelAmc(app.db.prisma, callerOf(request), request.body),
    }),
  );
};
