import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ZCreateTaxBody,
  ZDataResponse,
  ZDeletedTaxes,
  ZDeleteTaxBody,
  ZDeleteTaxesBody,
  ZListResponse,
  ZListTaxesQuery,
  ZIdParam,
  ZTax,
  ZTaxDetail,
  ZUpdateTaxBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { createTax, deleteTaxes, findTaxes, getTaxDetail, updateTax } from './tax-service';

const TAGS = ['tax'];
const SECURITY = [{ bearer: [] }];

export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.tax.list,
    {
      onRequest: app.can('tax_view'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        querystring: ZListTaxesQuery,
        response: withErrors({ 200: ZListResponse(ZTax) }),
      },
    },
    async (request, reply) => sendList(reply, await findTaxes(app.db.forList(request.query), request.query)),
  );

  app.get(
    ENDPOINTS.tax.view,
    {
      onRequest: app.can('tax_view'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        params: ZIdParam,
        response: withErrors({ 200: ZDataResponse(ZTaxDetail) }),
      },
    },
    async (request) => ({ message: 'Tax', data: await getTaxDetail(app.db.prisma, request.params.id) }),
  );

  app.post(
    ENDPOINTS.tax.store,
    {
      onRequest: app.can('tax_add'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        consumes: MULTIPART,
        body: ZCreateTaxBody,
        response: withErrors({ 200: ZDataResponse(ZTax) }),
      },
    },
    async (request) => ({
      message: 'Tax added successfully.',
      data: await createTax(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.tax.update,
    {
      onRequest: app.can('tax_edit'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        consumes: MULTIPART,
        body: ZUpdateTaxBody,
        response: withErrors({ 200: ZDataResponse(ZTax) }),
      },
    },
    async (request) => ({
      message: 'Tax updated successfully.',
      data: await updateTax(app.db.prisma, callerOf(request), request.body),
    }),
  );

  app.post(
    ENDPOINTS.tax.delete,
    {
      onRequest: app.can('tax_delete'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZDeleteTaxBody,
        response: withErrors({ 200: ZDataResponse(ZDeletedTaxes) }),
      },
    },
    async (request) => ({
      message: 'Tax deleted successfully.',
      data: { ids: await deleteTaxes(app.db.prisma, callerOf(request), [request.body.id]) },
    }),
  );

  app.post(
    ENDPOINTS.tax.deleteMulti,
    {
      onRequest: app.can('tax_delete'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZDeleteTaxesBody,
        response: withErrors({ 200: ZDataResponse(ZDeletedTaxes) }),
      },
    },
    async (request) => ({
      message: 'Taxes deleted successfully.',
      data: { ids: await deleteTaxes(app.db.prisma, callerOf(request), request.body.ids) },
    }),
  );
};
