import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smtpOf } from '../lib/kernel/smtp';
import type { TMailAttachment, TMailDocument } from '../lib/documents/outbox';
import type { Database } from './database';
import { OutboxWorker, runOutboxWorker } from './outbox-worker';

const MAX_ATTEMPTS = 10;
const STALE_SENDING_MS = 10 * 60 * 1000;

/** Waits 30 s after the first failure, doubling up to an hour: a mail outlives a long SMTP outage. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Makes a document attachment's bytes when its mail is sent (a module registers it: makeWith). */
export type TDocumentMaker = (id: number) => Promise<Buffer>;

/**
 * Sends what the outbox holds. Several API processes may run it at once: rows are claimed with
 * SELECT ... FOR UPDATE SKIP LOCKED, so each mail is taken by one process only.
 */
export class MailWorker extends OutboxWorker {
  private readonly makers = new Map<TMailDocument, TDocumentMaker>();

  constructor(
    db: Database,
    private readonly smtpUrl: string | undefined,
    log: FastifyInstance['log'],
  ) {
    super(db, log, 'mail outbox');
  }

  /** How the worker makes a kind of document attachment: the module that owns it registers it at start. */
  makeWith(document: TMailDocument, maker: TDocumentMaker) {
    this.makers.set(document, maker);
  }

  /** Stored attachments as nodemailer takes them, documents made now (a maker that fails fails this attempt). */
  private async attachmentsOf(stored: string | null) {
    if (!stored) return undefined;
    return Promise.all(
      (JSON.parse(stored) as TMailAttachment[]).map(async (attachment) => {
        if (!('document' in attachment)) return attachment;
        const maker = this.makers.get(attachment.document);
        if (!maker) throw new Error(`no maker registered for ${attachment.document} attachments`);
        return {
          filename: attachment.filename,
          content: await maker(attachment.id),
          contentType: 'application/pdf',
        };
      }),
    );
  }

  private async smtp() {
    const settings = await this.db.prisma.setting.findUnique({ where: { id: 1 } });
    return { smtp: smtpOf(settings, this.smtpUrl), settings };
  }

  /**
   * Keeps the settings' word on whether mail goes out (GET /mail/status): a pass that sent something clears it, one
   * whose every attempt failed sets it (once: the first failure's time stays). Written only on a change.
   */
  private async recordOutcome(
    settings: { mailFailingSince: Date | null } | null,
    sent: number,
    lastError: string | null,
  ) {
    if (!settings) return;
    if (sent > 0 && settings.mailFailingSince) {
      await this.db.prisma.setting.update({
        where: { id: 1 },
        data: { mailFailingSince: null, mailLastError: null },
      });
    } else if (sent === 0 && lastError !== null) {
      await this.db.prisma.setting.update({
        where: { id: 1 },
        data: {
          mailFailingSince: settings.mailFailingSince ?? new Date(),
          mailLastError: lastError.slice(0, 500),
        },
      });
    }
  }

  protected async sendDue(): Promise<number> {
    const prisma = this.db.prisma;
    const now = new Date();
    // A process that died while sending leaves rows in "sending": give them back after a while.
    await prisma.mailOutbox.updateMany({
      where: { status: 'sending', updatedAt: { lt: new Date(now.getTime() - STALE_SENDING_MS) } },
      data: { status: 'queued' },
    });
    const { smtp, settings } = await this.smtp();
    if (!smtp) return 0; // No mail server configured: mails wait in the outbox, none is lost.

    const ids = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM mail_outbox
        WHERE status = 'queued' AND next_attempt_at <= ${now} ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`;
      const claimed = rows.map((r) => Number(r.id));
      if (claimed.length)
        await tx.mailOutbox.updateMany({ where: { id: { in: claimed } }, data: { status: 'sending' } });
      return claimed;
    });

    let sent = 0;
    let lastError: string | null = null;
    for (const id of ids) {
      const mail = await prisma.mailOutbox.findUniqueOrThrow({ where: { id } });
      try {
        const attachments = await this.attachmentsOf(mail.attachments);
        await smtp.transport.sendMail({
          from: smtp.from,
          to: mail.toAddress,
          cc: mail.cc ?? undefined,
          subject: mail.subject,
          html: mail.html,
          text: mail.text ?? undefined,
          attachments,
        });
        await prisma.mailOutbox.update({
          where: { id },
          data: { status: 'sent', sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
        });
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        lastError = message;
        this.log.warn({ mailId: id, attempts, err: message }, 'mail not sent, will retry');
        await prisma.mailOutbox.update({
          where: { id },
          data: {
            attempts,
            lastError: message.slice(0, 2000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          },
        });
      }
    }
    smtp.transport.close();
    await this.recordOutcome(settings, sent, lastError);
    return sent;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const worker = new MailWorker(app.db, app.appConfig.smtpUrl, app.log);
  app.decorate('mailWorker', worker);
  // Mail queued by a request goes out right after the response instead of at the next tick.
  runOutboxWorker(app, worker);
});
