import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * The first step of a graceful stop: take no new connections, let the ones just accepted send their request, and
 * close those that still send nothing.
 *
 * http's `server.close()` (which Fastify's `close()` calls) closes the idle kept-alive connections but not one that
 * has not sent its first request yet, and the close then waits for it: a browser's spare connection, opened ahead of
 * need, would hold a stopping server until it is killed 25 s later, failed (the test's close hung on one). Closing
 * such a connection at once would cut a client whose request is on its way: under the cluster the primary deals
 * connections to the workers asynchronously, so one is regularly dealt to the worker that is stopping. So the
 * listening socket is closed first, with net's close, which leaves the connections alone (the primary deals the next
 * ones to the other workers, and hands back any already on their way here, Node's cluster does that); the
 * connections that have not sent their first request get up to `maxWaitMs` to send it (a request in flight, which the
 * app's close lets finish, app.ts), and those still silent are closed.
 */
export function stopAcceptingOn(server: Server): (maxWaitMs: number) => Promise<void> {
  const waiting = new Set<Socket>();
  let allArrived: (() => void) | undefined;
  const settle = (socket: Socket) => {
    waiting.delete(socket);
    if (waiting.size === 0) allArrived?.();
  };
  server.on('connection', (socket: Socket) => {
    waiting.add(socket);
    socket.once('close', () => settle(socket));
  });
  server.on('request', (request: { socket: Socket }) => settle(request.socket));

  return (maxWaitMs) => {
    if (server.listening) NetServer.prototype.close.call(server);
    if (waiting.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const socket of waiting) socket.destroy();
        resolve();
      }, maxWaitMs);
      allArrived = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
}
