import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** Where a COMMIT is cut: before the server gets it (it rolls back), or after it answered (it committed). */
export type TCommitCut = 'before-commit' | 'after-commit';

/** The MySQL wire protocol's COM_QUERY command byte followed by the text the driver sends to commit. */
const COMMIT_QUERY = Buffer.concat([Buffer.from([0x03]), Buffer.from('COMMIT')]);

/**
 * A TCP proxy in front of the test database that can break a connection at its next COMMIT, the moment whose
 * outcome a client cannot know. Without it a test could only kill a connection at some moment, not that one.
 */
export class CuttingProxy {
  private server: Server | null = null;
  private cut: { at: TCommitCut; after: Buffer } | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /**
   * Breaks the connection at the next COMMIT of a transaction that sent `after` (a statement's text, so that the
   * cut meets the write under test and not, say, the idempotency claim before it), once.
   */
  cutAtNextCommit(at: TCommitCut, after: string): void {
    this.cut = { at, after: Buffer.from(after) };
  }

  async start(): Promise<this> {
    this.server = createServer((client) => {
      const server = connect(this.target.port, this.target.host);
      for (const socket of [client, server]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      const breakBoth = () => {
        client.destroy();
        server.destroy();
      };
      let awaitingCommitAnswer = false;
      let sentAfter = false;
      client.on('data', (chunk) => {
        if (this.cut && chunk.includes(this.cut.after)) sentAfter = true;
        if (this.cut && sentAfter && chunk.includes(COMMIT_QUERY)) {
          const { at } = this.cut;
          this.cut = null;
          if (at === 'before-commit') return breakBoth();
          awaitingCommitAnswer = true;
        }
        server.write(chunk);
      });
      server.on('data', (chunk) => (awaitingCommitAnswer ? breakBoth() : client.write(chunk)));
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
