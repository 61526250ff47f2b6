import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type TUserEventListener = (event: string) => void;

/**
 * Live notices to signed-in users (new message, "customer_permission_updated" ...). In-process by default;
 * the server-sent event stream subscribes per user.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open browser tab: no fixed limit fits, so none is set.
    this.emitter.setMaxListeners(0);
  }

  publishToUsers(userIds: readonly number[], event: string) {
    for (const id of userIds) this.emitter.emit(`user:${id}`, event);
  }

  subscribe(userId: number, listener: TUserEventListener): () => void {
    this.emitter.on(`user:${userId}`, listener);
    return () => this.emitter.off(`user:${userId}`, listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const eventsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('events', new EventBus());
});
