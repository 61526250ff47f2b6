import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { stopAcceptingOn } from '../src/lib/kernel/stop-accepting';

/** A client's connection the server has accepted, with nothing sent on it yet. */
async function acceptedConnection(app: FastifyInstance, port: number): Promise<Socket> {
  const accepted = new Promise((resolve) => app.server.once('connection', resolve));
  const socket = connect(port, '127.0.0.1');
  await accepted;
  return socket;
}

/** What the server answers on `socket` to one GET, or "closed" when it closes the connection unanswered. */
function answer(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n')) resolve(received.slice(0, received.indexOf('\r\n')));
    });
    socket.on('close', () => resolve(received ? received.slice(0, received.indexOf('\r\n')) : 'closed'));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

/**
 * The graceful stop's first step (serve.ts): a connection accepted just before the stop, whose request has not
 * arrived yet, is answered; no new connection is taken; one that sends nothing is closed in the time given, where
 * Fastify's close alone would wait on it until the process is killed.
 */
describe('stopping to accept connections', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const start = async () => {
    // As app.ts: a request that reaches a closing server is served, not answered 503.
    app = Fastify({ return503OnClosing: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    const stopAccepting = stopAcceptingOn(app.server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return { stopAccepting, port: typeof address === 'object' && address ? address.port : 0 };
  };

  it('answers a connection accepted before the stop whose request comes after, and refuses new ones', async () => {
    const { stopAccepting, port } = await start();
    const early = await acceptedConnection(app, port);

    // As serve.ts stops: the app closes once the connections just accepted have sent their request.
    const stopped = stopAccepting(10_000).then(() => app.close());
    const refused = await new Promise<string>((resolve) => {
      const late = connect(port, '127.0.0.1');
      late.on('connect', () => resolve('connected'));
      late.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    // The stop waits for the request, not for its whole 10 s.
    expect(await answer(early, '/hello')).toBe('HTTP/1.1 200 OK');
    await stopped;
  });

  it('closes a connection that sends nothing in the time given, so the close does not wait on it', async () => {
    const { stopAccepting, port } = await start();
    const silent = await acceptedConnection(app, port);
    const closedByServer = new Promise((resolve) => silent.once('close', resolve));
    await stopAccepting(30);
    await closedByServer;
    await app.close();
  });

  it('returns at once when no connection is waiting for its request', async () => {
    const { stopAccepting } = await start();
    const began = performance.now();
    await stopAccepting(10_000);
    expect(performance.now() - began).toBeLessThan(1000);
  });
});
