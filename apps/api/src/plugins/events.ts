import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalEventBus, type TEventBus } from '../lib/event-bus';
import { RedisEventBus } from '../lib/event-bus-redis';

declare module 'fastify' {
  interface FastifyInstance {
    events: TEventBus;
  }
}

export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl, redisChannel } = app.appConfig;
  const bus: TEventBus = redisUrl
    ? new RedisEventBus(redisUrl, redisChannel, app.log)
    : new LocalEventBus(app.log);
  app.decorate('events', bus);
  app.addHook('onClose', async () => bus.close());
});
