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
  ZAddVanBody,
  ZDataResponse,
  ZPlaceStock,
  ZPlaceStockQuery,
  ZStockPlace,
  ZStockTransfer,
  ZStockTransferBody,
  MSG,
} from '@amc/contracts';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { withErrors } from '../../lib/kernel/route-schema';
import { adjustStock, findStock, findStockMovements } from './stock-service';
import { addVan, findPlaceStock, listPlaces, transferStock } from './stock-places';

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
    async (request, reply) => sendList(reply, await findStock(app.db.forList(request.query), request.query)),
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
    async (request, reply) =>
      sendList(reply, await findStockMovements(app.db.forList(request.query), request.query)),
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

  // Stock places (issue 28): the warehouse and the vans, what one holds, a van added, parts moved between two.
  app.get(
    ENDPOINTS.stock.places,
    {
      onRequest: app.can('stock_view'),
      schema: { tags, security, response: withErrors({ 200: ZDataResponse(z.array(ZStockPlace)) }) },
    },
    async () => ({ message: 'Stock places', data: await listPlaces(app.db.prisma) }),
  );

  app.post(
    ENDPOINTS.stock.places,
    {
      onRequest: app.can('stock_adjust'),
      schema: {
        tags,
        security,
        body: ZAddVanBody,
        response: withErrors({ 200: ZDataResponse(ZStockPlace) }),
      },
    },
    async (request) => ({
      message: MSG.vanAdded,
      data: await addVan(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.get(
    ENDPOINTS.stock.place,
    {
      onRequest: app.can('stock_view'),
      schema: {
        tags,
        security,
        querystring: ZPlaceStockQuery,
        response: withErrors({ 200: ZDataResponse(ZPlaceStock) }),
      },
    },
    async (request) => ({
      message: 'Place stock',
      data: await findPlaceStock(app.db.prisma, request.query.place_id),
    }),
  );

  app.post(
    ENDPOINTS.stock.transfer,
    {
      onRequest: app.can('stock_adjust'),
      schema: {
        tags,
        security,
        body: ZStockTransferBody,
        response: withErrors({ 200: ZDataResponse(ZStockTransfer) }),
      },
    },
    async (request) => ({
      message: MSG.transferDone,
      data: await transferStock(app.db.prisma, callerOf(request), request.body),
    }),
  );
};
