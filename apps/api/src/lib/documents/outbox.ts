import type { TLanguageCode, TTemplateEvent } from '@amc/contracts';
import { defaultTemplateText } from './email-template-texts';
import { insertRows } from '../kernel/bulk-insert';
import type { TDb } from '../kernel/db-client';
import { readerLanguage } from '../kernel/i18n/server-texts';
import { htmlToText, renderTemplate, wrapMailLayout } from './template-render';

/** Documents the mail worker makes when it sends the mail (its module registers how: MailWorker.makeWith). */
export type TMailDocument = 'sale_invoice' | 'payment_receipt' | 'quotation_pdf' | 'visit_report';

/**
 * A file on the server's disk (path), or bytes kept in the outbox row itself (content, base64), so a mail made
 * from a document generated on the fly (a quotation's PDF) still has its attachment when it is retried; or a
 * document made at send time (a bill's invoice), so that a run queuing thousands of mails in its transactions
 * writes rows, not PDFs (the PDF is slow work, done after the commit by the worker).
 */
export type TMailAttachment =
  | { filename: string; path: string; contentType?: string }
  | { filename: string; content: string; encoding: 'base64'; contentType: string }
  | { filename: string; document: TMailDocument; id: number };

/** An attachment from bytes in memory, stored with the mail. */
export const bytesAttachment = (filename: string, data: Buffer, contentType: string): TMailAttachment => ({
  filename,
  content: data.toString('base64'),
  encoding: 'base64',
  contentType,
});

/** A PDF the mail worker makes when it sends the mail. */
export const documentAttachment = (
  filename: string,
  document: TMailDocument,
  id: number,
): TMailAttachment => ({
  filename,
  document,
  id,
});

export type TOutgoingMail = {
  to: string | string[];
  cc?: string[];
  subject: string;
  html: string;
  event?: string;
  /** One mail per logical send: a second enqueue with the same key is ignored (e.g. a reminder per service and day). */
  dedupeKey?: string;
  attachments?: TMailAttachment[];
};

/**
 * Puts a mail into the outbox table; the mail worker sends it and retries until the SMTP server takes it.
 * Called inside the transaction of the write that causes the mail, so a mail is queued exactly when the
 * write commits. Returns false when the dedupe key was already used.
 */
export async function enqueueMail(db: TDb, mail: TOutgoingMail): Promise<boolean> {
  return (await enqueueMails(db, [mail])) > 0;
}

/** Several mails in one statement (a write that tells several people); returns how many were queued. */
export async function enqueueMails(db: TDb, mails: TOutgoingMail[]): Promise<number> {
  if (!mails.length) return 0;
  const queuedAt = new Date();
  // INSERT IGNORE: a mail whose dedupe key is queued already is not queued again.
  return insertRows(
    db,
    'mail_outbox',
    mails.map((mail) => ({
      to_address: (Array.isArray(mail.to) ? mail.to : [mail.to]).join(', ').slice(0, 500),
      cc: mail.cc?.length ? mail.cc.join(', ').slice(0, 500) : null,
      subject: mail.subject.slice(0, 255),
      html: mail.html,
      text: htmlToText(mail.html),
      event: mail.event ?? null,
      dedupe_key: mail.dedupeKey ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      next_attempt_at: queuedAt,
      created_at: queuedAt,
      updated_at: queuedAt,
    })),
    { ignore: true },
  );
}

type TMailExtra = Pick<TOutgoingMail, 'dedupeKey' | 'attachments' | 'cc'>;

/** Who a template mail is for: the address, and the reader's own language (users.language; null: the business's). */
export type TMailRecipient = { email: string; language: string | null };

/**
 * A mail's values, or a function of the language it is written in, for a value that is itself words or a date
 * spelt out (a month's name): each recipient's mail is made in its own language.
 */
export type TMailVariables = Record<string, unknown> | ((language: TLanguageCode) => Record<string, unknown>);

/**
 * The stored templates of these events (with every language's edited text) and the settings the layout needs,
 * read once; `render` then makes a mail of an event in its recipient's language without another read (null when
 * the template is disabled or missing: the admin turned that notice off). A write reads them before it takes its
 * document number, so the counter row's lock is not held across these reads.
 */
export async function loadTemplateMails(db: TDb, events: readonly TTemplateEvent[]) {
  const templates = await db.emailTemplate.findMany({
    where: { event: { in: [...events] } },
    include: { texts: { select: { language: true, subject: true, body: true } } },
  });
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, footerText: true, systemLanguage: true },
  });
  const byEvent = new Map(templates.map((template) => [template.event, template]));
  return {
    render(
      event: TTemplateEvent,
      to: TMailRecipient,
      variables: TMailVariables,
      extra: TMailExtra = {},
    ): TOutgoingMail | null {
      const template = byEvent.get(event);
      if (!template || !template.isEnabled) return null;
      const language = readerLanguage(to.language, settings?.systemLanguage);
      const text =
        template.texts.find((edited) => edited.language === language) ?? defaultTemplateText(event, language);
      const values = typeof variables === 'function' ? variables(language) : variables;
      const { subject, html } = renderTemplateMail(text, settings, values, language);
      return { to: to.email, subject, html, event, ...extra };
    },
  };
}

/** The recipient of an address: its user's language when the address is a user's, else the business's. */
async function recipientOf(db: TDb, to: string | TMailRecipient): Promise<TMailRecipient> {
  if (typeof to !== 'string') return to;
  const user = await db.user.findUnique({ where: { email: to }, select: { language: true } });
  return { email: to, language: user?.language ?? null };
}

/**
 * Renders the event's template (subject and body, values escaped) in the recipient's language inside the mail
 * layout and queues it. An address alone is looked up among the users for its language. A disabled or missing
 * template sends nothing: the admin turned that notice off.
 */
export async function enqueueTemplateMail(
  db: TDb,
  event: TTemplateEvent,
  to: string | TMailRecipient,
  variables: TMailVariables,
  extra: TMailExtra = {},
): Promise<boolean> {
  const recipient = await recipientOf(db, to);
  const mail = (await loadTemplateMails(db, [event])).render(event, recipient, variables, extra);
  return mail ? enqueueMail(db, mail) : false;
}

/**
 * A template's subject (plain text) and its body inside the mail layout, the way it is sent, laid out for the
 * language (right to left where it is written so); the template editor's preview renders through here too, so
 * what the admin sees is what a customer gets.
 */
export function renderTemplateMail(
  template: { subject: string; body: string },
  settings: { businessName: string; footerText: string } | null,
  variables: Record<string, unknown>,
  language: TLanguageCode = 'en',
): { subject: string; html: string } {
  const systemName = settings?.businessName ?? 'AMC Service Manager';
  const context = { system_name: systemName, date: new Date().toISOString().slice(0, 10), ...variables };
  const subject = decodeEntities(renderTemplate(template.subject, context));
  const html = wrapMailLayout(
    renderTemplate(template.body, context),
    systemName,
    settings?.footerText ?? '',
    language,
  );
  return { subject, html };
}

/** Subjects are plain text: undo the HTML escaping handlebars applied to values. */
const decodeEntities = (text: string) => htmlToText(text);
