import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDataResponse,
  ZDeletedIds,
  ZIdBody,
  ZIdParam,
  ZIdsBody,
  ZListQuery,
  ZListResponse,
  ZMailedDocument,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { withErrors } from '../../lib/kernel/route-schema';
import {
  DOCUMENT_SECURITY,
  pdfRoute,
  postDocumentRoute,
  type TDocumentKind,
  type TFinalDocumentKind,
  type TRouteApp,
} from './document-kind';
import { QUOTATION_KIND } from './quotation-kind';
import { SALE_KIND } from './sale-kind';
import { PURCHASE_KIND } from './purchase-kind';
import { CREDIT_NOTE_KIND } from './credit-note-kind';
import { PURCHASE_RETURN_KIND } from './purchase-return-kind';

const security = DOCUMENT_SECURITY;

/** A changeable kind's update and delete (one and many). */
function mountChanges<TDto, TCreate, TUpdate>(app: TRouteApp, kind: TDocumentKind<TDto, TCreate, TUpdate>) {
  const { tag, rights, paths, messages } = kind;
  const tags = [tag];
  const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedIds) });
  const deleted = (ids: number[]) => ({ message: messages.deleted(ids.length), data: { ids } });

  postDocumentRoute(app, kind, {
    path: paths.update,
    right: rights.edit,
    body: kind.schemas.update,
    run: async (caller, body) => ({
      message: messages.updated,
      data: await kind.update(app.db.prisma, caller, body),
    }),
  });

  app.post(
    paths.delete,
    {
      onRequest: app.can(rights.delete),
      schema: { tags, security, body: ZIdBody, response: deletedResponse },
    },
    async (request) => deleted(await kind.remove(app.db.prisma, callerOf(request), [request.body.id])),
  );

  app.post(
    paths.deleteMulti,
    {
      onRequest: app.can(rights.delete),
      schema: { tags, security, body: ZIdsBody, response: deletedResponse },
    },
    async (request) => deleted(await kind.remove(app.db.prisma, callerOf(request), request.body.ids)),
  );
}

/**
 * The routes every kind has, from its definition: list, view, PDF, store, mail; and, unless the kind is final once
 * stored, update and delete (one and many).
 */
function mountDocumentKind<TDto, TCreate, TUpdate>(
  app: TRouteApp,
  kind: TDocumentKind<TDto, TCreate, TUpdate> | TFinalDocumentKind<TDto, TCreate>,
) {
  const { tag, rights, paths, messages } = kind;
  const tags = [tag];
  const rowResponse = withErrors({ 200: ZDataResponse(kind.schemas.row) });

  app.get(
    paths.list,
    {
      onRequest: app.can(rights.view),
      schema: {
        tags,
        security,
        querystring: ZListQuery,
        response: withErrors({ 200: ZListResponse(kind.schemas.row) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await kind.list(app.db.forList(request.query), callerOf(request), request.query)),
  );

  app.get(
    paths.view,
    { onRequest: app.can(rights.view), schema: { tags, security, params: ZIdParam, response: rowResponse } },
    async (request) => ({
      message: messages.view,
      data: await kind.view(app.db.prisma, callerOf(request), request.params.id),
    }),
  );

  pdfRoute(app, { tag, path: paths.pdf, right: rights.view, render: kind.pdf });

  postDocumentRoute(app, kind, {
    path: paths.store,
    right: rights.add,
    body: kind.schemas.create,
    run: async (caller, body) => ({
      message: messages.added,
      data: await kind.create(app.db.prisma, caller, body),
    }),
  });

  if (!('final' in kind)) mountChanges(app, kind);

  const { mail } = kind;
  if (mail)
    app.post(
      mail.path,
      {
        onRequest: app.can(rights.edit),
        schema: {
          tags,
          security,
          body: ZIdBody,
          response: withErrors({ 200: ZDataResponse(ZMailedDocument) }),
        },
      },
      async (request) => {
        const { prisma } = app.db;
        const data = await mail.send(prisma, app.fileStore, callerOf(request), request.body.id);
        return { message: mail.mailed(data.to), data };
      },
    );

  kind.ownRoutes?.(app);
}

/** Every kind of document: the shared routes from each definition, then each kind's own. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  mountDocumentKind(app, QUOTATION_KIND);
  mountDocumentKind(app, SALE_KIND);
  mountDocumentKind(app, PURCHASE_KIND);
  mountDocumentKind(app, CREDIT_NOTE_KIND);
  mountDocumentKind(app, PURCHASE_RETURN_KIND);
};
