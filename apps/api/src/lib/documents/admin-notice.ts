import type { TDb } from '../kernel/db-client';
import { enqueueMails, type TOutgoingMail } from './outbox';
import { readerLanguage, storedTexts, type TServerTexts } from '../kernel/i18n/server-texts';
import { escapeHtml, wrapMailLayout } from './template-render';

/** What an administrator reads, written with the texts of that administrator's language. */
export type TAdminNoticeText = { subject: string; paragraphs: string[] };

export type TAdminNotice = {
  /** Writes the notice in one language; called once for each language the administrators read. */
  compose: (t: TServerTexts) => TAdminNoticeText;
  /** The outbox event, also the live notice the caller sends once its transaction is committed. */
  event: string;
};

/** Who reads a notice: the active administrators, and others named with them (a complaint's assignee). */
export type TNoticeReaders = {
  readers: { id: number; email: string; language: string | null; isAdmin: boolean }[];
  settings: { businessName: string; footerText: string; systemLanguage: string } | null;
};

/** The readers of notices, read once: every active admin and the active users of `alsoUserIds`, and the settings. */
export async function readNoticeReaders(
  db: TDb,
  alsoUserIds: readonly number[] = [],
): Promise<TNoticeReaders> {
  const users = await db.user.findMany({
    where: {
      isActive: true,
      OR: [{ role: { slug: 'admin' } }, ...(alsoUserIds.length ? [{ id: { in: [...alsoUserIds] } }] : [])],
    },
    select: { id: true, email: true, language: true, role: { select: { slug: true } } },
    orderBy: { id: 'asc' },
  });
  const settings = await db.setting.findUnique({
    where: { id: 1 },
    select: { businessName: true, footerText: true, systemLanguage: true },
  });
  return {
    readers: users.map(({ role, ...user }) => ({ ...user, isAdmin: role.slug === 'admin' })),
    settings,
  };
}

/**
 * A notice's mails to every admin and to the others of `alsoUserIds` among the readers, each in its own language,
 * else the business's. The texts hold names and numbers as they are (no isolates: the subject is plain text, and
 * the body is escaped here, so a name cannot put markup into the mail).
 */
export function composeNotice(
  { readers, settings }: TNoticeReaders,
  notice: TAdminNotice,
  alsoUserIds: readonly number[] = [],
): { mails: TOutgoingMail[]; userIds: number[] } {
  const to = readers.filter((reader) => reader.isAdmin || alsoUserIds.includes(reader.id));
  const mails = to.map((reader) => {
    const language = readerLanguage(reader.language, settings?.systemLanguage);
    const { subject, paragraphs } = notice.compose(storedTexts(language));
    const html = wrapMailLayout(
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      settings?.businessName ?? 'AMC Service Manager',
      settings?.footerText ?? '',
      language,
    );
    return { to: reader.email, subject, html, event: notice.event };
  });
  return { mails, userIds: to.map((reader) => reader.id) };
}

/**
 * Mails every active administrator through the outbox, in the caller's transaction (so a rolled-back change tells
 * no one), each in its own language (composeNotice). Returns their ids, for the live notice sent once the change
 * is committed.
 */
export async function mailAdmins(
  db: TDb,
  notice: TAdminNotice,
  /** Others to tell with them (a complaint's assignee), if active. */
  alsoUserIds: readonly number[] = [],
): Promise<number[]> {
  const { mails, userIds } = composeNotice(await readNoticeReaders(db, alsoUserIds), notice, alsoUserIds);
  await enqueueMails(db, mails);
  return userIds;
}
