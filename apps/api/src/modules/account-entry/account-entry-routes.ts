import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ENTRY_MESSAGES,
  ENDPOINTS,
  ZAccountEntry,
  ZCreateAccountEntryBody,
  ZDataResponse,
  ZDeleteAccountEntriesBody,
  ZDeleteAccountEntryBody,
  ZDeletedAccountEntries,
  ZListAccountEntriesQuery,
  ZListResponse,
  ZMonthlyReport,
  ZMonthlyReportBody,
  ZUpdateAccountEntryBody,
  type TAccountEntryKind,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { findAccountEntries } from './account-entry-list';
import { findMonthlyReport } from './account-entry-report';
import { createAccountEntry, deleteAccountEntries, updateAccountEntry } from './account-entry-service';

const SECURITY = [{ bearer: [] }];

/** SPEC's income calls, and the same set under /expense: one route tree a kind, guarded by the kind's rights. */
export const accountEntryRoutes =
  (kind: TAccountEntryKind): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = [kind];
    const texts = ACCOUNT_ENTRY_MESSAGES[kind];

    app.get(
      ENDPOINTS[kind].list,
      {
        onRequest: app.can(`${kind}_view`),
        schema: {
          tags,
          security: SECURITY,
          querystring: ZListAccountEntriesQuery,
          response: withErrors({ 200: ZListResponse(ZAccountEntry) }),
        },
      },
      async (request, reply) =>
        sendList(reply, await findAccountEntries(app.db.forList(request.query), kind, request.query)),
    );

    app.post(
      ENDPOINTS[kind].store,
      {
        onRequest: app.can(`${kind}_add`),
        schema: {
          tags,
          security: SECURITY,
          consumes: MULTIPART,
          body: ZCreateAccountEntryBody,
          response: withErrors({ 200: ZDataResponse(ZAccountEntry) }),
        },
      },
      async (request) => ({
        message: texts.added,
        data: await createAccountEntry(app.db.prisma, callerOf(request), kind, request.body),
      }),
    );

    app.post(
      ENDPOINTS[kind].update,
      {
        onRequest: app.can(`${kind}_edit`),
        schema: {
          tags,
          security: SECURITY,
          consumes: MULTIPART,
          body: ZUpdateAccountEntryBody,
          response: withErrors({ 200: ZDataResponse(ZAccountEntry) }),
        },
      },
      async (request) => ({
        message: texts.updated,
        data: await updateAccountEntry(app.db.prisma, callerOf(request), kind, request.body),
      }),
    );

    app.post(
      ENDPOINTS[kind].delete,
      {
        onRequest: app.can(`${kind}_delete`),
        schema: {
          tags,
          security: SECURITY,
          body: ZDeleteAccountEntryBody,
          response: withErrors({ 200: ZDataResponse(ZDeletedAccountEntries) }),
        },
      },
      async (request) => ({
        message: texts.deleted,
        data: { ids: await deleteAccountEntries(app.db.prisma, callerOf(request), kind, [request.body.id]) },
      }),
    );

    app.post(
      ENDPOINTS[kind].deleteMulti,
      {
        onRequest: app.can(`${kind}_delete`),
        schema: {
          tags,
          security: SECURITY,
          body: ZDeleteAccountEntriesBody,
          response: withErrors({ 200: ZDataResponse(ZDeletedAccountEntries) }),
        },
      },
      async (request) => ({
        message: texts.deletedMany,
        data: { ids: await deleteAccountEntries(app.db.prisma, callerOf(request), kind, request.body.ids) },
      }),
    );

    app.post(
      ENDPOINTS[kind].monthlyReport,
      {
        onRequest: app.can(`${kind}_view`),
        schema: {
          tags,
          security: SECURITY,
          consumes: MULTIPART,
          body: ZMonthlyReportBody,
          response: withErrors({ 200: ZDataResponse(ZMonthlyReport) }),
        },
      },
      async (request) => findMonthlyReport(app.db.prisma, kind, request.body),
    );
  };
