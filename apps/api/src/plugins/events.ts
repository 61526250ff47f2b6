import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalEventBus, type TEventBus } from '../lib/kernel/event-bus';
import { RedisEventBus } from '../lib/kernel/event-bus-redis';
import { ClusterEventBus } from '../lib/kernel/event-bus-cluster';

declare module 'fastify' {
  interface FastifyInstance {
    events: TEventBus;
  }
}

export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl, redisChannel, workerIndex } = app.appConfig;
  // Redis reaches every process on every machine; without it, a cluster's workers pass notices through their primary.
  const bus: TEventBus = redisUrl
    ? new RedisEventBus(redisUrl, redisChannel, app.log)
    : workerIndex > 0
      ? new ClusterEventBus(app.log)
      : new LocalEventBus(app.log);
  app.decorate('events', bus);
  app.addHook('onClose', async () => bus.close());
});
