import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCreateSaleBody,
  ZCreateSalePaymentBody,
  ZDataResponse,
  ZDeletedSales,
  ZDeleteSaleBody,
  ZDeleteSalePaymentBody,
  ZDeleteSalesBody,
  ZEmailSaleBody,
  ZIdParam,
  ZListResponse,
  ZListSalesQuery,
  ZMailedDocument,
  ZPdfQuery,
  ZSale,
  ZUpdateSaleBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendPdf } from '../../lib/document-mail';
import { sendList } from '../../lib/list-reply';
import { withErrors } from '../../lib/route-schema';
import { emailSaleInvoice, renderQueuedInvoice, renderSaleInvoice } from './sale-documents';
import { findSales, getSale } from './sale-list';
import { addSalePayment, createSale, deleteSalePayment, deleteSales, updateSale } from './sale-service';

const tags = ['sale'];
const security = [{ bearer: [] }];
const saleResponse = withErrors({ 200: ZDataResponse(ZSale) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedSales) });

export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  // The invoice of a bill the billing run mailed is made when the mail is sent.
  app.mailWorker.makeWith('sale_invoice', (id) =>
    renderQueuedInvoice(app.db.prisma, app.appConfig.dataDir, id),
  );

  app.get(
    ENDPOINTS.sale.list,
    {
      onRequest: app.can('sell_view'),
      schema: {
        tags,
        security,
        querystring: ZListSalesQuery,
        response: withErrors({ 200: ZListResponse(ZSale) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findSales(app.db.prisma, callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.sale.view,
    { onRequest: app.can('sell_view'), schema: { tags, security, params: ZIdParam, response: saleResponse } },
    async (request) => ({
      message: 'Sale',
      data: await getSale(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.get(
    ENDPOINTS.sale.invoice,
    { onRequest: app.can('sell_view'), schema: { tags, security, params: ZIdParam, querystring: ZPdfQuery } },
    async (request, reply) => {
      const file = await renderSaleInvoice(
        app.db.prisma,
        app.appConfig.dataDir,
        callerOf(request),
        request.params.id,
      );
      return sendPdf(reply, file, request.query.download);
    },
  );

  app.post(
    ENDPOINTS.sale.store,
    {
      onRequest: app.can('sell_add'),
      schema: { tags, security, body: ZCreateSaleBody, response: saleResponse },
    },
    async (request) => ({
      message: MSG.saleAdded,
      data: await createSale(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.sale.update,
    {
      onRequest: app.can('sell_edit'),
      schema: { tags, security, body: ZUpdateSaleBody, response: saleResponse },
    },
    async (request) => ({
      message: MSG.saleUpdated,
      data: await updateSale(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.sale.delete,
    {
      onRequest: app.can('sell_delete'),
      schema: { tags, security, body: ZDeleteSaleBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteSales(app.db.prisma, callerOf(request), [request.body.id]);
      return { message: MSG.salesDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.sale.deleteMulti,
    {
      onRequest: app.can('sell_delete'),
      schema: { tags, security, body: ZDeleteSalesBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteSales(app.db.prisma, callerOf(request), request.body.ids);
      return { message: MSG.salesDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.sale.payment,
    {
      onRequest: app.can('sell_payment'),
      schema: { tags, security, body: ZCreateSalePaymentBody, response: saleResponse },
    },
    async (request) => ({
      message: MSG.paymentAdded,
      data: await addSalePayment(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.sale.deletePayment,
    {
      onRequest: app.can('sell_payment'),
      schema: { tags, security, body: ZDeleteSalePaymentBody, response: saleResponse },
    },
    async (request) => ({
      message: MSG.paymentDeleted,
      data: await deleteSalePayment(app.db.prisma, callerOf(request), request.body.id),
    }),
  );

  app.post(
    ENDPOINTS.sale.email,
    {
      onRequest: app.can('sell_edit'),
      schema: {
        tags,
        security,
        body: ZEmailSaleBody,
        response: withErrors({ 200: ZDataResponse(ZMailedDocument) }),
      },
    },
    async (request) => {
      const data = await emailSaleInvoice(
        app.db.prisma,
        app.appConfig.dataDir,
        callerOf(request),
        request.body.id,
      );
      return { message: MSG.saleMailed(data.to), data };
    },
  );
};
