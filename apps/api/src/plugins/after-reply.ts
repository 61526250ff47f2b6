import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` after the current answer has gone out (its timing must not show in the answer, as with a
     * reset mail for an e-mail that may not exist). A failure is logged, never thrown; shutting down waits for it.
     */
    afterReply: (work: () => Promise<unknown>, log: FastifyBaseLogger, what: string) => void;
    /** Resolves once every piece of work queued with afterReply so far has finished. */
    settleAfterReply: () => Promise<void>;
  }
}

export const afterReplyPlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();

  app.decorate('afterReply', (work: () => Promise<unknown>, log: FastifyBaseLogger, what: string) => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed after the reply`),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  });

  app.decorate('settleAfterReply', async () => {
    while (pending.size) await Promise.all(pending);
  });

  app.addHook('preClose', async () => app.settleAfterReply());
});
