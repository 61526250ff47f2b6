import type { FastifyBaseLogger } from 'fastify';

type TProcessEvents = Pick<NodeJS.Process, 'on'>;

/**
 * The process's last line of defence, for an error no code path caught. A rejected promise nobody awaited
 * leaves the process in a known state: it is logged and the server keeps serving. An uncaught exception
 * may have left anything half done: it is logged and the process ends through the graceful shutdown (requests
 * in flight finish, a supervisor restarts it), with a failure exit code.
 */
export function guardProcess(
  target: TProcessEvents,
  log: FastifyBaseLogger,
  shutdown: (reason: string, exitCode: number) => void,
) {
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server keeps running');
  });
  target.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; shutting down');
    shutdown('uncaughtException', 1);
  });
}
