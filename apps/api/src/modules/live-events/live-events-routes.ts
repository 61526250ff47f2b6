import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLiveEventsQuery } from '@amc/contracts';
import { withErrors } from '../../lib/route-schema';
import { callerOf } from '../../plugins/auth';

/**
 * GET /api/listenEventMessage?token=...: one server-sent event stream per browser tab. Each notice is one
 * `data:` line holding a JSON string ("customer_permission_updated", "message_received" ...); a comment line
 * every `eventHeartbeatMs` keeps an idle stream open through proxies.
 */
export const liveEventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifySSE, { heartbeatInterval: app.appConfig.eventHeartbeatMs });

  // Open streams never end by themselves: shutting down ends them, or closing would wait for every tab.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/listenEventMessage',
    {
      sse: 'only',
      onRequest: app.authenticateQueryToken,
      schema: {
        tags: ['events'],
        description: 'Server-sent events for the signed-in user; the access token goes in the query string.',
        querystring: ZLiveEventsQuery,
        response: withErrors({}),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const stream = reply.sse;
      stream.keepAlive();
      const unsubscribe = app.events.subscribe(caller.id, (event) => {
        if (!stream.isConnected) return;
        stream
          .send({ data: event })
          .catch((error: unknown) => request.log.info({ err: error }, 'live event not sent'));
      });
      const end = () => stream.close();
      openStreams.add(end);
      stream.onClose(() => {
        unsubscribe();
        openStreams.delete(end);
      });
      // A first comment line now, not just headers: proxies (Vite's, nginx) pass a response on only once
      // its body starts, and the browser must see the stream open before the first notice or heartbeat.
      stream.sendHeaders();
      reply.raw.write(': connected\n\n');
    },
  );
};
