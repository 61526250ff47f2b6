import type { FastifyBaseLogger } from 'fastify';
import { isMessageOf } from './cluster-messages';
import { LocalEventBus } from './event-bus';

/** The primary's message that carries a live event to every worker (the event bus without Redis). */
export const CLUSTER_EVENT = 'amc:event';
export type TClusterEvent = { type: typeof CLUSTER_EVENT; userIds: number[]; event: string };
export const isClusterEvent = isMessageOf<TClusterEvent>(CLUSTER_EVENT);

/**
 * The live events of a cluster's worker without Redis (cluster.ts): a notice goes to the primary, which hands it to
 * every worker (this one included), and each gives it to the streams it holds. With Redis the Redis bus does this
 * across machines too; this one is for the workers of one machine.
 */
export class ClusterEventBus extends LocalEventBus {
  private readonly relay = (message: unknown) => {
    if (isClusterEvent(message)) super.publishToUsers(message.userIds, message.event);
  };

  constructor(
    log: FastifyBaseLogger,
    private readonly channel: Pick<NodeJS.Process, 'send' | 'on' | 'off'> = process,
  ) {
    super(log);
    this.channel.on('message', this.relay);
  }

  override publishToUsers(userIds: readonly number[], event: string) {
    if (!userIds.length) return;
    const message: TClusterEvent = { type: CLUSTER_EVENT, userIds: [...userIds], event };
    // Fire and forget, like every bus: a primary gone (the server stopping) costs the notice, never the write.
    this.channel.send?.(message, undefined, undefined, (error: Error | null) => {
      if (error) this.log.warn({ err: error, event }, 'live events: the primary could not be told');
    });
  }

  override async close() {
    this.channel.off('message', this.relay);
    await super.close();
  }
}
