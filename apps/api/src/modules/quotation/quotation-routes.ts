import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZAnswerQuotationBody,
  ZConvertQuotationBody,
  ZCreateQuotationBody,
  ZDataResponse,
  ZDeletedQuotations,
  ZDeleteQuotationBody,
  ZDeleteQuotationsBody,
  ZEmailQuotationBody,
  ZIdParam,
  ZListQuotationsQuery,
  ZListResponse,
  ZMailedDocument,
  ZPdfQuery,
  ZQuotation,
  ZUpdateQuotationBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendPdf } from '../../lib/document-mail';
import { sendList } from '../../lib/list-reply';
import { withErrors } from '../../lib/route-schema';
import { emailQuotation, renderQueuedQuotation, renderQuotationPdf } from './quotation-documents';
import { findQuotations, getQuotation } from './quotation-list';
import {
  answerQuotation,
  convertQuotation,
  createQuotation,
  deleteQuotations,
  QUOTATION_ANSWERED_EVENT,
  updateQuotation,
} from './quotation-service';

const tags = ['quotation'];
const security = [{ bearer: [] }];
const quotationResponse = withErrors({ 200: ZDataResponse(ZQuotation) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedQuotations) });

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A renewal offer's PDF is made when its mail is sent (the offer is queued with the contract's transaction).
  app.mailWorker.makeWith('quotation_pdf', (id) =>
    renderQueuedQuotation(app.db.prisma, app.appConfig.dataDir, id),
  );

  app.get(
    ENDPOINTS.quotation.list,
    {
      onRequest: app.can('quotation_view'),
      schema: {
        tags,
        security,
        querystring: ZListQuotationsQuery,
        response: withErrors({ 200: ZListResponse(ZQuotation) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findQuotations(app.db.prisma, callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.quotation.view,
    {
      onRequest: app.can('quotation_view'),
      schema: { tags, security, params: ZIdParam, response: quotationResponse },
    },
    async (request) => ({
      message: 'Quotation',
      data: await getQuotation(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.get(
    ENDPOINTS.quotation.pdf,
    {
      onRequest: app.can('quotation_view'),
      schema: { tags, security, params: ZIdParam, querystring: ZPdfQuery },
    },
    async (request, reply) => {
      const file = await renderQuotationPdf(
        app.db.prisma,
        app.appConfig.dataDir,
        callerOf(request),
        request.params.id,
      );
      return sendPdf(reply, file, request.query.download);
    },
  );

  app.post(
    ENDPOINTS.quotation.store,
    {
      onRequest: app.can('quotation_add'),
      schema: { tags, security, body: ZCreateQuotationBody, response: quotationResponse },
    },
    async (request) => ({
      message: MSG.quotationAdded,
      data: await createQuotation(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.quotation.update,
    {
      onRequest: app.can('quotation_edit'),
      schema: { tags, security, body: ZUpdateQuotationBody, response: quotationResponse },
    },
    async (request) => ({
      message: MSG.quotationUpdated,
      data: await updateQuotation(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.quotation.convert,
    {
      onRequest: app.can('quotation_convert'),
      schema: { tags, security, body: ZConvertQuotationBody, response: quotationResponse },
    },
    async (request) => {
      const data = await convertQuotation(app.db.prisma, callerOf(request), request.body.id);
      return { message: MSG.quotationConverted(data.sale?.sale_no ?? ''), data };
    },
  );

  app.post(
    ENDPOINTS.quotation.email,
    {
      onRequest: app.can('quotation_edit'),
      schema: {
        tags,
        security,
        body: ZEmailQuotationBody,
        response: withErrors({ 200: ZDataResponse(ZMailedDocument) }),
      },
    },
    async (request) => {
      const data = await emailQuotation(
        app.db.prisma,
        app.appConfig.dataDir,
        callerOf(request),
        request.body.id,
      );
      return { message: MSG.quotationMailed(data.to), data };
    },
  );

  // The customer's answer: its view right suffices, the service admits only the quotation's own customer.
  app.post(
    ENDPOINTS.quotation.answer,
    {
      onRequest: app.can('quotation_view'),
      schema: { tags, security, body: ZAnswerQuotationBody, response: quotationResponse },
    },
    async (request) => {
      const { quotation, adminIds } = await answerQuotation(app.db.prisma, callerOf(request), request.body);
      app.events.publishToUsers(adminIds, QUOTATION_ANSWERED_EVENT);
      return {
        message: request.body.answer === 'accept' ? MSG.quotationAccepted : MSG.quotationDeclined,
        data: quotation,
      };
    },
  );

  app.post(
    ENDPOINTS.quotation.delete,
    {
      onRequest: app.can('quotation_delete'),
      schema: { tags, security, body: ZDeleteQuotationBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteQuotations(app.db.prisma, callerOf(request), [request.body.id]);
      return { message: MSG.quotationsDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.quotation.deleteMulti,
    {
      onRequest: app.can('quotation_delete'),
      schema: { tags, security, body: ZDeleteQuotationsBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteQuotations(app.db.prisma, callerOf(request), request.body.ids);
      return { message: MSG.quotationsDeleted(ids.length), data: { ids } };
    },
  );
};
