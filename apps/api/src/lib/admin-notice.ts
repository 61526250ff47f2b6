import type { TDb } from './db-client';
import { enqueueMail } from './outbox';
import { readerLanguage, storedTexts, type TServerTexts } from './i18n/server-texts';
import { escapeHtml, wrapMailLayout } from './template-render';

/** What an administrator reads, written with the texts of that administrator's language. */
export type TAdminNoticeText = { subject: string; paragraphs: string[] };

export type TAdminNotice = {
  /** Writes the notice in one language; called once for each language the administrators read. */
  compose: (t: TServerTexts) => TAdminNoticeText;
  /** The outbox event, also the live notice the caller sends once its transaction is committed. */
  event: string;
};

/**
 * Mails every active administrator through the outbox, in the caller's transaction (so a rolled-back change tells
 * no one), each in its own language, else the business's. The texts hold names and numbers as they are (no
 * isolates: the subject is plain text, and the body is escaped here, so a name cannot put markup into the mail).
 * Returns their ids, for the live notice sent once the change is committed.
 */
export async function mailAdmins(
  db: TDb,
  notice: TAdminNotice,
  /** Others to tell with them (a complaint's assignee), if active. */
  alsoUserIds: readonly number[] = [],
): Promise<number[]> {
  const admins = await db.user.findMany({
    where: {
      isActive: true,
      OR: [{ role: { slug: 'admin' } }, ...(alsoUserIds.length ? [{ id: { in: [...alsoUserIds] } }] : [])],
    },
    select: { id: true, email: true, language: true },
  });
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, footerText: true, systemLanguage: true },
  });
  for (const admin of admins) {
    const language = readerLanguage(admin.language, settings?.systemLanguage);
    const { subject, paragraphs } = notice.compose(storedTexts(language));
    const html = wrapMailLayout(
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      settings?.businessName ?? 'AMC Service Manager',
      settings?.footerText ?? '',
      language,
    );
    await enqueueMail(db, { to: admin.email, subject, html, event: notice.event });
  }
  return admins.map((a) => a.id);
}
