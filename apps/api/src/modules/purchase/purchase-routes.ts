import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZCreatePurchaseBody,
  ZDataResponse,
  ZDeletedPurchases,
  ZDeletePurchaseBody,
  ZDeletePurchasesBody,
  ZDeliverPurchaseBody,
  ZIdParam,
  ZListPurchasesQuery,
  ZListResponse,
  ZPdfQuery,
  ZPurchase,
  ZUpdatePurchaseBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendPdf } from '../../lib/document-mail';
import { sendList } from '../../lib/list-reply';
import { withErrors } from '../../lib/route-schema';
import { renderPurchasePdf } from './purchase-documents';
import { findPurchases, getPurchase } from './purchase-list';
import { createPurchase, deletePurchases, deliverPurchase, updatePurchase } from './purchase-service';

const tags = ['purchase'];
const security = [{ bearer: [] }];
const purchaseResponse = withErrors({ 200: ZDataResponse(ZPurchase) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedPurchases) });

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.purchase.list,
    {
      onRequest: app.can('purchase_view'),
      schema: {
        tags,
        security,
        querystring: ZListPurchasesQuery,
        response: withErrors({ 200: ZListResponse(ZPurchase) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findPurchases(app.db.prisma, callerOf(request), request.query)),
  );

  app.get(
    ENDPOINTS.purchase.view,
    {
      onRequest: app.can('purchase_view'),
      schema: { tags, security, params: ZIdParam, response: purchaseResponse },
    },
    async (request) => ({
      message: 'Purchase',
      data: await getPurchase(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  app.get(
    ENDPOINTS.purchase.pdf,
    {
      onRequest: app.can('purchase_view'),
      schema: { tags, security, params: ZIdParam, querystring: ZPdfQuery },
    },
    async (request, reply) => {
      const file = await renderPurchasePdf(
        app.db.prisma,
        app.appConfig.dataDir,
        callerOf(request),
        request.params.id,
      );
      return sendPdf(reply, file, request.query.download);
    },
  );

  app.post(
    ENDPOINTS.purchase.store,
    {
      onRequest: app.can('purchase_add'),
      schema: { tags, security, body: ZCreatePurchaseBody, response: purchaseResponse },
    },
    async (request) => ({
      message: MSG.purchaseAdded,
      data: await createPurchase(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.purchase.update,
    {
      onRequest: app.can('purchase_edit'),
      schema: { tags, security, body: ZUpdatePurchaseBody, response: purchaseResponse },
    },
    async (request) => ({
      message: MSG.purchaseUpdated,
      data: await updatePurchase(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.purchase.deliver,
    {
      onRequest: app.can('purchase_edit'),
      schema: { tags, security, body: ZDeliverPurchaseBody, response: purchaseResponse },
    },
    async (request) => ({
      message: MSG.purchaseDelivered,
      data: await deliverPurchase(app.db.prisma, callerOf(request), request.body.id),
    }),
  );

  app.post(
    ENDPOINTS.purchase.delete,
    {
      onRequest: app.can('purchase_delete'),
      schema: { tags, security, body: ZDeletePurchaseBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deletePurchases(app.db.prisma, callerOf(request), [request.body.id]);
      return { message: MSG.purchasesDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.purchase.deleteMulti,
    {
      onRequest: app.can('purchase_delete'),
      schema: { tags, security, body: ZDeletePurchasesBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deletePurchases(app.db.prisma, callerOf(request), request.body.ids);
      return { message: MSG.purchasesDeleted(ids.length), data: { ids } };
    },
  );
};
