import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZDataResponse,
  ZIdParam,
  ZPdfQuery,
  type TListQuery,
  type TMailedDocument,
  type TPermission,
} from '@amc/contracts';
import { sendPdf } from '../../lib/documents/document-mail';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import type { TListResult } from '../../lib/list/list-query';
import type { TFileStore } from '../../lib/kernel/file-store';

/** The app as a route plugin of the zod type provider receives it. */
export type TRouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A document's PDF as the routes send it. */
export type TDocumentFile = { filename: string; pdf: Buffer };

/**
 * What every kind of document (quotation, sale, purchase, credit note) has, so that one set of routes
 * (document-routes.ts) serves every kind the same way. What only one kind does (converting a quotation, a sale's
 * payments, a purchase's delivery, a credit note's refunds) is its `ownRoutes`, in the kind's file.
 */
export type TDocumentKindBase<TDto, TCreate> = {
  /** The OpenAPI tag. */
  tag: string;
  /** `edit` also guards mailing it. */
  rights: { view: TPermission; add: TPermission; edit: TPermission };
  /** Its paths in ENDPOINTS (SPEC's, kept as they are: a sale's PDF is its invoice). */
  paths: { list: string; view: string; pdf: string; store: string };
  schemas: { row: z.ZodType<TDto>; create: z.ZodType<TCreate> };
  messages: {
    /** The view's answer message (SPEC's word for the kind). */
    view: string;
    added: string;
  };
  list: (prisma: TPrisma, caller: TCaller, query: TListQuery) => Promise<TListResult<TDto>>;
  view: (db: TDb, caller: TCaller, id: number) => Promise<TDto>;
  pdf: (prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) => Promise<TDocumentFile>;
  /** Mailing the PDF to its party (under its edit right); a kind without it has no mail. */
  mail?: {
    path: string;
    send: (prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) => Promise<TMailedDocument>;
    mailed: (to: string) => string;
  };
  create: (prisma: TPrisma, caller: TCaller, body: TCreate) => Promise<TDto>;
  /** The routes only this kind has, and the PDF makers it registers with the mail worker. */
  ownRoutes?: (app: TRouteApp) => void;
};

/** A kind whose stored documents are changed and deleted (a quotation, a sale, a purchase). */
export type TDocumentKind<TDto, TCreate, TUpdate> = TDocumentKindBase<TDto, TCreate> & {
  rights: { delete: TPermission };
  paths: { update: string; delete: string; deleteMulti: string };
  schemas: { update: z.ZodType<TUpdate> };
  messages: { updated: string; deleted: (count: number) => string };
  update: (prisma: TPrisma, caller: TCaller, body: TUpdate) => Promise<TDto>;
  /** Deletes all or nothing (404 for any id out of reach); answers the ids deleted. */
  remove: (prisma: TPrisma, caller: TCaller, ids: number[]) => Promise<number[]>;
};

/** A kind that is final once stored (a credit note): a wrong one is corrected by another document, never changed. */
export type TFinalDocumentKind<TDto, TCreate> = TDocumentKindBase<TDto, TCreate> & { final: true };

export const DOCUMENT_SECURITY = [{ bearer: [] }];

/**
 * A party's answer to its own document (a customer's to a quotation, a supplier's to an order): stored by `answer`,
 * which says which admins to tell; they get the live notice `event` once it is committed.
 */
export function postAnswerRoute<TDto, TBody>(
  app: TRouteApp,
  kind: Pick<TDocumentKindBase<TDto, unknown>, 'tag' | 'schemas'>,
  route: {
    path: string;
    right: TPermission;
    body: z.ZodType<TBody>;
    event: string;
    message: (body: TBody) => string;
    answer: (caller: TCaller, body: TBody) => Promise<{ data: TDto; adminIds: number[] }>;
  },
) {
  postDocumentRoute(app, kind, {
    ...route,
    run: async (caller, body) => {
      const { data, adminIds } = await route.answer(caller, body);
      app.events.publishToUsers(adminIds, route.event);
      return { message: route.message(body), data };
    },
  });
}

/** A GET route of a PDF by id (a document's, a payment's receipt): shown inline, or saved with ?download=1. */
export function pdfRoute(
  app: TRouteApp,
  route: {
    tag: string;
    path: string;
    right: TPermission;
    render: (prisma: TPrisma, fileStore: TFileStore, caller: TCaller, id: number) => Promise<TDocumentFile>;
  },
) {
  app.get(
    route.path,
    {
      onRequest: app.can(route.right),
      schema: { tags: [route.tag], security: DOCUMENT_SECURITY, params: ZIdParam, querystring: ZPdfQuery },
    },
    async (request, reply) => {
      const file = await route.render(app.db.prisma, app.fileStore, callerOf(request), request.params.id);
      return sendPdf(reply, file, request.query.download);
    },
  );
}

/**
 * A POST route of a kind that answers its document (store, update, and a kind's own: convert, a payment, delivery):
 * its right, its body's schema, then `run` with the caller and the parsed body.
 */
export function postDocumentRoute<TDto, TBody>(
  app: TRouteApp,
  kind: Pick<TDocumentKindBase<TDto, unknown>, 'tag' | 'schemas'>,
  route: {
    path: string;
    right: TPermission;
    body: z.ZodType<TBody>;
    run: (caller: TCaller, body: TBody) => Promise<{ message: string; data: TDto }>;
  },
) {
  app.post(
    route.path,
    {
      onRequest: app.can(route.right),
      schema: {
        tags: [kind.tag],
        security: DOCUMENT_SECURITY,
        body: route.body,
        response: withErrors({ 200: ZDataResponse(kind.schemas.row) }),
      },
    },
    // The body passed route.body; the type provider cannot say so of a type parameter.
    (request) => route.run(callerOf(request), request.body as TBody),
  );
}
