import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  MSG,
  ZConversation,
  ZConversationIdParam,
  ZConversationMessageParams,
  ZConversationSummary,
  ZCreateMessageBody,
  ZDataResponse,
  ZDeleteConversationsBody,
  ZDeletedConversations,
  ZDeletedMessage,
  ZListConversationsQuery,
  ZListRecipientsQuery,
  ZListResponse,
  ZRecipient,
  ZReplyMessageBody,
  ZUnreadCount,
} from '@amc/contracts';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { sendList } from '../../lib/list/list-reply';
import { withErrors } from '../../lib/kernel/route-schema';
import {
  countUnreadConversations,
  createConversation,
  deleteConversations,
  deleteMessage,
  findConversations,
  findRecipients,
  openConversation,
  replyToConversation,
} from './message-service';

const tags = ['message'];
const security = [{ bearer: [] }];
const listResponse = withErrors({ 200: ZListResponse(ZConversationSummary) });
const conversationResponse = withErrors({ 200: ZDataResponse(ZConversation) });
const deletedResponse = withErrors({ 200: ZDataResponse(ZDeletedConversations) });

/**
 * Messages between users. Every conversation call is scoped to the caller's own membership: a conversation
 * the caller is not in (or has deleted) answers 404, admin included, since messages are private.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.message.inbox,
    {
      onRequest: app.can('message_view'),
      schema: { tags, security, querystring: ZListConversationsQuery, response: listResponse },
    },
    async (request, reply) =>
      sendList(
        reply,
        await findConversations(app.db.forList(request.query), callerOf(request), 'inbox', request.query),
      ),
  );

  app.get(
    ENDPOINTS.message.sent,
    {
      onRequest: app.can('message_view'),
      schema: { tags, security, querystring: ZListConversationsQuery, response: listResponse },
    },
    async (request, reply) =>
      sendList(
        reply,
        await findConversations(app.db.forList(request.query), callerOf(request), 'sent', request.query),
      ),
  );

  app.get(
    ENDPOINTS.message.unreadCount,
    {
      onRequest: app.can('message_view'),
      schema: { tags, security, response: withErrors({ 200: ZDataResponse(ZUnreadCount) }) },
    },
    async (request) => ({
      message: 'ok',
      data: { count: await countUnreadConversations(app.db.prisma, callerOf(request)) },
    }),
  );

  app.get(
    ENDPOINTS.message.recipients,
    {
      onRequest: app.can('message_add'),
      schema: {
        tags,
        security,
        querystring: ZListRecipientsQuery,
        response: withErrors({ 200: ZDataResponse(z.array(ZRecipient)) }),
      },
    },
    async (request) => ({
      message: 'ok',
      data: await findRecipients(app.db.prisma, callerOf(request), request.query.search),
    }),
  );

  app.post(
    ENDPOINTS.message.store,
    {
      onRequest: app.can('message_add'),
      schema: { tags, security, body: ZCreateMessageBody, response: conversationResponse },
    },
    async (request) => ({
      message: MSG.messageSent,
      data: await createConversation(app.db.prisma, app.events, callerOf(request), request.body),
    }),
  );

  app.get(
    ENDPOINTS.message.conversation,
    {
      onRequest: app.can('message_view'),
      schema: { tags, security, params: ZConversationIdParam, response: conversationResponse },
    },
    async (request) => ({
      message: 'ok',
      data: await openConversation(app.db.prisma, app.events, callerOf(request), request.params.id),
    }),
  );

  app.post(
    ENDPOINTS.message.reply,
    {
      onRequest: app.can('message_add'),
      schema: {
        tags,
        security,
        params: ZConversationIdParam,
        body: ZReplyMessageBody,
        response: conversationResponse,
      },
    },
    async (request) => ({
      message: MSG.replySent,
      data: await replyToConversation(
        app.db.prisma,
        app.events,
        callerOf(request),
        request.params.id,
        request.body.body,
      ),
    }),
  );

  app.post(
    ENDPOINTS.message.deleteConversations,
    {
      onRequest: app.can('message_delete'),
      schema: { tags, security, body: ZDeleteConversationsBody, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteConversations(app.db.prisma, app.events, callerOf(request), request.body.ids);
      return { message: MSG.conversationsDeleted(ids.length), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.message.deleteConversation,
    {
      onRequest: app.can('message_delete'),
      schema: { tags, security, params: ZConversationIdParam, response: deletedResponse },
    },
    async (request) => {
      const ids = await deleteConversations(app.db.prisma, app.events, callerOf(request), [
        request.params.id,
      ]);
      return { message: MSG.conversationsDeleted(1), data: { ids } };
    },
  );

  app.post(
    ENDPOINTS.message.deleteMessage,
    {
      onRequest: app.can('message_delete'),
      schema: {
        tags,
        security,
        params: ZConversationMessageParams,
        response: withErrors({ 200: ZDataResponse(ZDeletedMessage) }),
      },
    },
    async (request) => ({
      message: MSG.messageDeleted,
      data: {
        id: await deleteMessage(
          app.db.prisma,
          app.events,
          callerOf(request),
          request.params.id,
          request.params.messageId,
        ),
      },
    }),
  );
};
