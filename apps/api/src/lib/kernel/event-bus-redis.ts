import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import {
  LocalEventBus,
  SIGN_IN_CHANGED,
  type TEventBus,
  type TSignInChangeListener,
  type TUserEventListener,
} from './event-bus';

const ZWireNotice = z.object({ userIds: z.array(z.number().int()), event: z.string().min(1) });

/**
 * The bus for several API processes serving one installation: a notice is published on one Redis channel and
 * every process (the publisher too) hands it to the streams it holds. Delivery has this one path, so a
 * stream gets a notice once whichever process it is connected to.
 */
export class RedisEventBus implements TEventBus {
  private readonly local: LocalEventBus;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  // A Redis that is down does not hold up start-up: the subscription completes when it comes back.
  private readonly subscribed: Promise<void>;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new LocalEventBus(log);
    // ioredis reconnects by itself and, once back, subscribes again and sends what was queued meanwhile.
    this.publisher = new Redis(url, { lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) =>
        this.log.warn({ err: error }, 'live events: Redis connection problem'),
      );
    }
    this.subscriber.on('message', (from: string, text: string) => {
      if (from === this.channel) this.deliver(text);
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'live events: could not subscribe to Redis'),
    );
  }

  publishToUsers(userIds: readonly number[], event: string) {
    if (userIds.length === 0) return;
    this.publisher.publish(this.channel, JSON.stringify({ userIds, event })).catch((error: unknown) => {
      this.log.error({ err: error, event }, 'live events: could not publish to Redis');
    });
  }

  publishSignInChanged(userIds: readonly number[]) {
    if (userIds.length) this.publishToUsers(userIds, SIGN_IN_CHANGED);
  }

  onSignInChanged(listener: TSignInChangeListener): () => void {
    return this.local.onSignInChanged(listener);
  }

  subscribe(userId: number, listener: TUserEventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  subscriberCount(userId: number) {
    return this.local.subscriberCount(userId);
  }

  ready() {
    return this.subscribed;
  }

  async close() {
    await this.local.close();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private deliver(text: string) {
    let notice: z.infer<typeof ZWireNotice>;
    try {
      notice = ZWireNotice.parse(JSON.parse(text));
    } catch (error) {
      this.log.warn({ err: error }, 'live events: ignored a malformed notice on the Redis channel');
      return;
    }
    this.local.publishToUsers(notice.userIds, notice.event);
  }
}
