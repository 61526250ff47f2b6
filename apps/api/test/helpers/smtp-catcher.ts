import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type TCaughtMail = { from: string; to: string[]; parsed: ParsedMail };

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, for tests to read. */
export class SmtpCatcher {
  readonly mails: TCaughtMail[] = [];
  private server?: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      // No DNS here: a reverse lookup of 127.0.0.1 would only wait for its timeout.
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        // The envelope belongs to the session and changes with the next mail: copy it first.
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        simpleParser(stream).then(
          (parsed) => {
            this.mails.push({ ...envelope, parsed });
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the first mail that matches, waiting for it to arrive up to the timeout. */
  async waitFor(match: (mail: TCaughtMail) => boolean, timeoutMs = 10_000): Promise<TCaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching mail within ${timeoutMs} ms (${this.mails.length} received)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Stops listening; a second call does nothing. */
  async stop() {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
