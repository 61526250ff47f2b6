import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ZListResponse,
  ZListStockMovementsQuery,
  ZListStockQuery,
  ZMessageResponse,
  ZStockAdjustBody,
  ZStockMovement,
  ZStockRow,
  MSG,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list-reply';
import { withErrors } from '../../lib/route-schema';
import { adjustStock, findStock, findStockMovements } from './stock-service';

const tags = ['stock'];
const security = [{ bearer: [] }];

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.stock.list,
    {
      onRequest: app.can('stock_view'),
      schema: {
        tags,
        security,
        querystring: ZListStockQuery,
        response: withErrors({ 200: ZListResponse(ZStockRow) }),
      },
    },
    async (request, reply) => sendList(reply, await findStock(app.db.prisma, request.query)),
  );

  app.get(
    ENDPOINTS.stock.movements,
    {
      onRequest: app.can('stock_view'),
      schema: {
        tags,
        security,
        querystring: ZListStockMovementsQuery,
        response: withErrors({ 200: ZListResponse(ZStockMovement) }),
      },
    },
    async (request, reply) => sendList(reply, await findStockMovements(app.db.prisma, request.query)),
  );

  app.post(
    ENDPOINTS.stock.adjust,
    {
      onRequest: app.can('stock_adjust'),
      schema: {
        tags,
        security,
        summary: "Count or change a product's stock by hand (an opening balance, a count, damaged goods ...)",
        body: ZStockAdjustBody,
        response: withErrors({ 200: ZMessageResponse }),
      },
    },
    async (request) => {
      const adjusted = await adjustStock(app.db.prisma, callerOf(request), request.body);
      return { message: MSG.stockAdjusted(adjusted.name, adjusted.stock) };
    },
  );
};
