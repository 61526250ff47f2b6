import nodemailer, { type Transporter } from 'nodemailer';
import { MSG, publicHostName } from '@amc/contracts';
import { AppError } from './app-error';

/** The mail settings a transport is made of (the settings row's, or a form's before it is saved). */
export type TSmtpFields = {
  businessName: string;
  domainName: string;
  mailFromName: string;
  mailFromAddress: string;
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  smtpPassword: string;
  smtpSecure: boolean;
};

/** A connection that gives up within seconds, so a wrong host answers the admin's test instead of hanging. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The transport and sender the mail settings make: `SMTP_URL` (the server's own) when set, else the settings'
 * server; null when neither is there (mail waits in the outbox). One rule for the outbox worker and the test mail.
 */
export function smtpOf(
  settings: TSmtpFields | null,
  smtpUrl: string | undefined,
): { transport: Transporter; from: string } | null {
  const fromAddress =
    settings?.mailFromAddress || `no-reply@${publicHostName(settings?.domainName ?? '') ?? 'localhost'}`;
  const fromName = (settings?.mailFromName || settings?.businessName || 'AMC Service Manager').replace(
    /"/g,
    '',
  );
  const from = `"${fromName}" <${fromAddress}>`;
  if (smtpUrl) return { transport: nodemailer.createTransport(smtpUrl), from };
  if (!settings?.smtpHost) return null;
  const transport = nodemailer.createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpSecure,
    auth: settings.smtpUser ? { user: settings.smtpUser, pass: settings.smtpPassword } : undefined,
    ...TIMEOUTS,
  });
  return { transport, from };
}

/**
 * One mail sent now with the given settings, so whoever typed them learns at once whether they work: the mail
 * server's refusal is the answer (400, on the host field). Not through the outbox, which would retry it for hours:
 * this is a question asked now, and nothing is kept of it. Settings → Mail and the install wizard both ask it.
 */
export async function sendTestMail(
  settings: TSmtpFields,
  smtpUrl: string | undefined,
  to: string,
): Promise<void> {
  const smtp = smtpOf(settings, smtpUrl);
  if (!smtp) throw AppError.field('smtp_host', MSG.mailServerMissing);
  try {
    await smtp.transport.sendMail({
      from: smtp.from,
      to,
      subject: `${settings.businessName}: test mail`,
      text: `This test mail from ${settings.businessName} shows that its mail settings work.`,
    });
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    throw AppError.field('smtp_host', MSG.testMailFailed(detail));
  } finally {
    smtp.transport.close();
  }
}
