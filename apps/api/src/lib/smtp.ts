import nodemailer, { type Transporter } from 'nodemailer';
import { publicHostName } from '@amc/contracts';

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
