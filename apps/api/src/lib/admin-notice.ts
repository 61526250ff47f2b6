import type { TDb } from './db-client';
import { enqueueMail } from './outbox';
import { renderTemplate, wrapMailLayout } from './template-render';

export type TAdminNotice = {
  subject: string;
  /** A Handlebars body: it escapes every value, so a name cannot put markup into the mail. */
  body: string;
  variables: Record<string, string | undefined>;
  /** The outbox event, also the live notice the caller sends once its transaction is committed. */
  event: string;
};

/**
 * Mails every active administrator through the outbox, in the caller's transaction (so a rolled-back change tells
 * no one). Returns their ids, for the live notice sent once the change is committed.
 */
export async function mailAdmins(db: TDb, notice: TAdminNotice): Promise<number[]> {
  const admins = await db.user.findMany({
    where: { role: { slug: 'admin' }, isActive: true },
    select: { id: true, email: true },
  });
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, footerText: true },
  });
  const html = wrapMailLayout(
    renderTemplate(notice.body, notice.variables),
    settings?.businessName ?? 'AMC Service Manager',
    settings?.footerText ?? '',
  );
  for (const admin of admins) {
    await enqueueMail(db, { to: admin.email, subject: notice.subject, html, event: notice.event });
  }
  return admins.map((a) => a.id);
}
