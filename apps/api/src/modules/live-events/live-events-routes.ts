import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ZLiveEventsQuery } from '@amc/contracts';
import { withErrors } from '../../lib/kernel/route-schema';
import { callerOf, queryToken } from '../../plugins/auth';

/** How often the sessions behind open streams are re-checked: a revoked one ends within twice this time. */
const SESSION_CHECK_MS = 1000;

type TOpenStream = {
  userId: number;
  tokenVersion: number;
  expiresAt: number;
  /** Found revoked by a check: the next one ends it. */
  revoked: boolean;
  end: () => void;
};

/**
 * GET /api/listenEventMessage?token=...: one server-sent event stream per browser tab. Each notice is one
 * `data:` line holding a JSON string ("customer_permission_updated", "message_received" ...); a comment line
 * every `eventHeartbeatMs` keeps an idle stream open through proxies.
 */
export const liveEventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifySSE, { heartbeatInterval: app.appConfig.eventHeartbeatMs });

  // Open streams never end by themselves: shutting down ends them, or closing would wait for every tab.
  const openStreams = new Set<TOpenStream>();
  app.addHook('preClose', async () => {
    for (const stream of [...openStreams]) stream.end();
  });

  // A stream outlives the request that checked its token: once a second, this process re-checks the callers
  // of its open streams in one query and ends the streams whose session was revoked since (signed out,
  // password changed, role rights changed, account disabled or deleted) or whose token has expired. A stream is
  // ended at the check after the one that found it revoked: the change that revoked it tells the tab why (a role's
  // new rights: sign in again) just after its commit, and a check that read the commit first would end the stream
  // before that notice reached it (seen in the e2e on a busy machine).
  let checking = false;
  const endRevokedStreams = async () => {
    if (checking || openStreams.size === 0) return;
    checking = true;
    try {
      const streams = [...openStreams];
      const users = await app.db.prisma.user.findMany({
        where: { id: { in: [...new Set(streams.map((stream) => stream.userId))] } },
        select: { id: true, isActive: true, tokenVersion: true },
      });
      const current = new Map(users.map((user) => [user.id, user]));
      for (const stream of streams) {
        const user = current.get(stream.userId);
        if (stream.revoked) stream.end();
        else if (
          !user?.isActive ||
          user.tokenVersion !== stream.tokenVersion ||
          stream.expiresAt <= Date.now()
        )
          stream.revoked = true;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'live events: could not re-check the sessions of open streams');
    } finally {
      checking = false;
    }
  };
  const sessionCheck = setInterval(() => void endRevokedStreams(), SESSION_CHECK_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => clearInterval(sessionCheck));

  app.get(
    ENDPOINTS.liveEvents.stream,
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
      // The guard has checked the token, so its claims are there.
      const claims = app.tokens.verify(queryToken(request)!)!;
      const open: TOpenStream = {
        userId: caller.id,
        tokenVersion: claims.tv,
        expiresAt: claims.exp * 1000,
        revoked: false,
        end: () => stream.close(),
      };
      openStreams.add(open);
      stream.onClose(() => {
        unsubscribe();
        openStreams.delete(open);
      });
      // A first comment line now, not just headers: proxies (Vite's, nginx) pass a response on only once
      // its body starts, and the browser must see the stream open before the first notice or heartbeat.
      stream.sendHeaders();
      reply.raw.write(': connected\n\n');
    },
  );
};
