import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer as nginx's upstream is one with deploy/nginx-scale.conf's `proxy_next_upstream error timeout`:
 * each request to the next server in turn; a server that refuses the connection (stopped, restarting) is skipped for
 * the next one; and a request of an idempotent method (GET, HEAD, OPTIONS, PUT, DELETE) whose connection failed
 * before any answer came (a server closing reset it) is passed to the next one too, while a POST that reached a
 * server is never sent twice (nginx's rule since 1.9.13). Streams (the live events) pass through as they come. Each
 * answer says which server gave it (`x-served-by`, 0 or 1), for a test to know.
 */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export class RoundRobinProxy {
  private server: Server | null = null;
  private next = 0;

  constructor(private readonly ports: number[]) {}

  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The server the next request goes to (when it answers). */
  get nextServer() {
    return this.next % this.ports.length;
  }

  async start(): Promise<this> {
    this.server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => this.forward(incoming, Buffer.concat(chunks), outgoing, 0));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  private forward(incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse, tries: number) {
    const index = this.next++ % this.ports.length;
    let answered = false;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: this.ports[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        answered = true;
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(outgoing);
        outgoing.on('close', () => answer.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: nothing of the request reached that server, so the next one may take it; an idempotent request
      // may go again whatever the error, as long as no answer of it has come.
      const passOn = error.code === 'ECONNREFUSED' || (!answered && IDEMPOTENT.has(incoming.method ?? ''));
      if (passOn && tries + 1 < this.ports.length) return this.forward(incoming, body, outgoing, tries + 1);
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    upstream.end(body);
  }

  async stop() {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
