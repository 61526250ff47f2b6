import { MSG, type TTemplateEvent } from '@amc/contracts';
import type { FastifyReply } from 'fastify';
import type { TPrisma } from '../kernel/db-client';
import { recordActivity } from '../kernel/activitylog';
import { AppError } from '../kernel/app-error';
import type { TCaller } from '../kernel/caller';
import { bytesAttachment, enqueueTemplateMail } from './outbox';

/**
 * Queues the event's template to the customer with the document's PDF kept in the outbox row, and logs it, in one
 * transaction. A template the admin turned off is refused (409) rather than silently not sent.
 */
export async function mailDocumentPdf(
  prisma: TPrisma,
  caller: TCaller,
  mail: {
    event: TTemplateEvent;
    to: string;
    variables: Record<string, unknown>;
    filename: string;
    pdf: Buffer;
    activity: { slug: string; recordId: number; description: string };
  },
): Promise<{ to: string }> {
  return prisma.$transaction(async (tx) => {
    const queued = await enqueueTemplateMail(tx, mail.event, mail.to, mail.variables, {
      attachments: [bytesAttachment(mail.filename, mail.pdf, 'application/pdf')],
    });
    if (!queued) throw new AppError('CONFLICT', MSG.mailTemplateDisabled);
    await recordActivity(tx, caller, { ...mail.activity, action: 'email' });
    return { to: mail.to };
  });
}

/** Sends PDF bytes, shown in the browser or, with download, saved under the file name. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }, download: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
