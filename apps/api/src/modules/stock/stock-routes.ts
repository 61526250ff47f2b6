import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ZListResponse,
  ZListStockMovementsQuery,
  ZListStockQuery,
  ZStockMovement,
  ZStockRow,
} from '@amc/contracts';
import { sendList } from '../../lib/list-reply';
import { withErrors } from '../../lib/route-schema';
import { findStock, findStockMovements } from './stock-service';

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
};
