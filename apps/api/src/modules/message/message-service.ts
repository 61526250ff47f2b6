import {
  canMessageRole,
  LIVE_EVENTS,
  MAX_RECIPIENT_OPTIONS,
  MESSAGE_READ_EVENT,
  MESSAGE_RECIPIENT_ROLES,
  MESSAGE_SNIPPET_LENGTH,
  MSG,
  type TConversation,
  type TConversationSortColumn,
  type TConversationSummary,
  type TCreateMessageBody,
  type TListConversationsQuery,
  type TMessageParty,
  type TRecipient,
  type TRoleSlug,
} from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { defineList, likePattern, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { fullName, PERSON_FIELDS } from '../../lib/kernel/person';

type TEvents = Pick<FastifyInstance['events'], 'publishToUsers'>;
type TWhere = Prisma.ConversationParticipantWhereInput;
type TOrderBy = Prisma.ConversationParticipantOrderByWithRelationInput;

const PARTY_SELECT = { ...PERSON_FIELDS, role: { select: { slug: true } } } as const;
type TPartyRow = { id: number; firstName: string; lastName: string; role: { slug: string } };

const toParty = (user: TPartyRow): TMessageParty => ({
  id: user.id,
  name: fullName(user),
  role: user.role.slug as TRoleSlug,
});

const snippet = (body: string) =>
  body.length > MESSAGE_SNIPPET_LENGTH ? `${body.slice(0, MESSAGE_SNIPPET_LENGTH - 1)}…` : body;

const notHiddenFor = (userId: number) =>
  ({ deletions: { none: { userId } } }) satisfies Prisma.MessageWhereInput;

const sort: Record<TConversationSortColumn, (order: Prisma.SortOrder) => TOrderBy> = {
  last_message_at: (order) => ({ conversation: { lastMessageAt: order } }),
  subject: (order) => ({ conversation: { subject: order } }),
};
const conversationList = defineList<TWhere, TOrderBy>({
  sort,
  defaultSort: { column: 'last_message_at', order: 'desc' },
  search: (term) => ({ conversation: { subject: { startsWith: term } } }),
});

export type TMailbox = 'inbox' | 'sent';

/**
 * The caller's own, not deleted conversations. The inbox holds those where someone else wrote to it, the sent
 * list those where it wrote; a conversation with both is in both, as in any mail program. Messages the caller
 * hid do not count, so a conversation whose only message from others was hidden leaves the inbox.
 */
function mailboxScope(caller: TCaller, mailbox: TMailbox): TWhere {
  const sender = mailbox === 'inbox' ? { not: caller.id } : caller.id;
  return {
    userId: caller.id,
    deletedAt: null,
    conversation: { messages: { some: { senderId: sender, ...notHiddenFor(caller.id) } } },
  };
}

/** Unread messages per conversation: from others, newer than the caller's last visit, not hidden by it. */
async function countUnread(db: TDb | TPrisma, userId: number, conversationIds: number[]) {
  if (!conversationIds.length) return new Map<number, number>();
  const rows = await db.$queryRaw<{ conversationId: number; unread: bigint }[]>`
    SELECT m.conversation_id AS conversationId, COUNT(*) AS unread
    FROM messages m
    JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = ${userId}
    WHERE m.conversation_id IN (${Prisma.join(conversationIds)})
      AND m.sender_id <> ${userId}
      AND (p.last_read_at IS NULL OR m.created_at > p.last_read_at)
      AND NOT EXISTS (SELECT 1 FROM message_deletions d WHERE d.message_id = m.id AND d.user_id = ${userId})
    GROUP BY m.conversation_id`;
  return new Map(rows.map((r) => [Number(r.conversationId), Number(r.unread)]));
}

/** The newest message each conversation shows the caller; one index read (conversation, created_at) each. */
async function findLastMessages(prisma: TPrisma, userId: number, conversationIds: number[]) {
  const rows = await Promise.all(
    conversationIds.map((conversationId) =>
      prisma.message.findFirst({
        where: { conversationId, ...notHiddenFor(userId) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: { sender: { select: PARTY_SELECT } },
      }),
    ),
  );
  return new Map(conversationIds.map((id, i) => [id, rows[i] ?? null]));
}

export async function findConversations(
  prisma: TPrisma,
  caller: TCaller,
  mailbox: TMailbox,
  query: TListConversationsQuery,
) {
  return runList(
    prisma,
    query,
    conversationList,
    [mailboxScope(caller, mailbox)],
    prismaListRunner(prisma.conversationParticipant, async (ids) => {
      const rows = await prisma.conversationParticipant.findMany({
        where: { id: { in: ids } },
        include: {
          conversation: { include: { participants: { include: { user: { select: PARTY_SELECT } } } } },
        },
      });
      const conversationIds = rows.map((r) => r.conversationId);
      const [unread, last] = await Promise.all([
        countUnread(prisma, caller.id, conversationIds),
        findLastMessages(prisma, caller.id, conversationIds),
      ]);
      return rows.map((row) => ({
        ...row,
        unread: unread.get(row.conversationId) ?? 0,
        last: last.get(row.conversationId) ?? null,
      }));
    }),
    (row): TConversationSummary => ({
      id: row.conversationId,
      subject: row.conversation.subject,
      participants: row.conversation.participants
        .filter((p) => p.userId !== caller.id)
        .map((p) => toParty(p.user)),
      last_message: row.last
        ? {
            snippet: snippet(row.last.body),
            sender: toParty(row.last.sender),
            created_at: row.last.createdAt.toISOString(),
          }
        : null,
      last_message_at: row.conversation.lastMessageAt.toISOString(),
      unread_count: row.unread,
      unread: row.unread > 0,
    }),
    {
      filename: mailbox === 'inbox' ? 'inboxData' : 'sentData',
      columns: [
        { header: 'column.subject', value: (r) => r.subject },
        { header: 'column.participants', value: (r) => r.participants.map((p) => p.name).join(', ') },
        { header: 'column.lastMessageAt', value: (r) => r.last_message_at, as: 'time' },
        { header: 'column.unread', value: (r) => String(r.unread_count) },
      ],
    },
  );
}

/** The badge: how many of the caller's conversations hold a message it has not read. */
export async function countUnreadConversations(prisma: TPrisma, caller: TCaller): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: bigint }[]>`
    SELECT COUNT(DISTINCT m.conversation_id) AS n
    FROM conversation_participants p
    JOIN messages m ON m.conversation_id = p.conversation_id
    WHERE p.user_id = ${caller.id}
      AND p.deleted_at IS NULL
      AND m.sender_id <> ${caller.id}
      AND (p.last_read_at IS NULL OR m.created_at > p.last_read_at)
      AND NOT EXISTS (SELECT 1 FROM message_deletions d WHERE d.message_id = m.id AND d.user_id = ${caller.id})`;
  return Number(row?.n ?? 0);
}

/** Active users the caller may start a conversation with (MESSAGE_RECIPIENT_ROLES), for the picker. */
export async function findRecipients(
  prisma: TPrisma,
  caller: TCaller,
  search?: string,
): Promise<TRecipient[]> {
  const term = likePattern(search?.trim() ?? '');
  const rows = await prisma.user.findMany({
    where: {
      id: { not: caller.id },
      isActive: true,
      role: { slug: { in: [...MESSAGE_RECIPIENT_ROLES[caller.role]] } },
      ...(term
        ? {
            OR: [
              { firstName: { startsWith: term } },
              { lastName: { startsWith: term } },
              { email: { startsWith: term } },
            ],
          }
        : {}),
    },
    select: { ...PARTY_SELECT, email: true },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    take: MAX_RECIPIENT_OPTIONS,
  });
  return rows.map((row) => ({ ...toParty(row), email: row.email }));
}

/** The caller's live membership of a conversation; anyone else (or after deleting it) gets 404. */
async function findMembership(db: TDb | TPrisma, caller: TCaller, conversationId: number) {
  const membership = await db.conversationParticipant.findFirst({
    where: { conversationId, userId: caller.id, deletedAt: null },
    select: { id: true, lastReadAt: true },
  });
  if (!membership) throw new AppError('NOT_FOUND');
  return membership;
}

async function loadConversation(
  db: TDb | TPrisma,
  caller: TCaller,
  conversationId: number,
): Promise<TConversation> {
  const conversation = await db.conversation.findUniqueOrThrow({
    where: { id: conversationId },
    include: {
      participants: { include: { user: { select: PARTY_SELECT } }, orderBy: { id: 'asc' } },
      messages: {
        where: notHiddenFor(caller.id),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: { sender: { select: PARTY_SELECT } },
      },
    },
  });
  return {
    id: conversation.id,
    subject: conversation.subject,
    created_at: conversation.createdAt.toISOString(),
    participants: conversation.participants.filter((p) => p.userId !== caller.id).map((p) => toParty(p.user)),
    messages: conversation.messages.map((m) => ({
      id: m.id,
      body: m.body,
      sender: toParty(m.sender),
      created_at: m.createdAt.toISOString(),
      mine: m.senderId === caller.id,
    })),
  };
}

/**
 * Opens a conversation and marks it read up to its newest message. The read mark is that message's own time,
 * not the clock of this request, so a message written in the same instant is never counted as read unseen.
 */
export async function openConversation(
  prisma: TPrisma,
  events: TEvents,
  caller: TCaller,
  conversationId: number,
): Promise<TConversation> {
  const membership = await findMembership(prisma, caller, conversationId);
  const conversation = await loadConversation(prisma, caller, conversationId);
  const newest = await prisma.message.findFirst({
    where: { conversationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { createdAt: true },
  });
  if (newest && (!membership.lastReadAt || newest.createdAt > membership.lastReadAt)) {
    await prisma.conversationParticipant.updateMany({
      where: { id: membership.id, OR: [{ lastReadAt: null }, { lastReadAt: { lt: newest.createdAt } }] },
      data: { lastReadAt: newest.createdAt },
    });
    events.publishToUsers([caller.id], MESSAGE_READ_EVENT);
  }
  return conversation;
}

/**
 * Starts a conversation. Every recipient must be an active user whose role the caller may write to
 * (MESSAGE_RECIPIENT_ROLES); one that is not refuses the whole message, without saying which ids exist.
 */
export async function createConversation(
  prisma: TPrisma,
  events: TEvents,
  caller: TCaller,
  body: TCreateMessageBody,
): Promise<TConversation> {
  const recipientIds = [...new Set(body.recipient_ids)];
  const recipients = await prisma.user.findMany({
    where: { id: { in: recipientIds }, isActive: true },
    select: { id: true, role: { select: { slug: true } } },
  });
  const allowed =
    !recipientIds.includes(caller.id) &&
    recipients.length === recipientIds.length &&
    recipients.every((r) => canMessageRole(caller.role, r.role.slug as TRoleSlug));
  if (!allowed) throw AppError.field('recipient_ids', MSG.recipientNotAllowed);

  const now = new Date();
  const conversation = await prisma.$transaction(async (tx) => {
    const row = await tx.conversation.create({
      data: { subject: body.subject, createdById: caller.id, lastMessageAt: now, createdAt: now },
    });
    await tx.conversationParticipant.createMany({
      data: [
        { conversationId: row.id, userId: caller.id, lastReadAt: now },
        ...recipientIds.map((userId) => ({ conversationId: row.id, userId })),
      ],
    });
    await tx.message.create({
      data: { conversationId: row.id, senderId: caller.id, body: body.body, createdAt: now },
    });
    await recordActivity(tx, caller, {
      slug: 'message',
      action: 'create',
      description: `Sent the message "${row.subject}" to ${recipientIds.length} recipient${recipientIds.length === 1 ? '' : 's'}`,
      recordId: row.id,
    });
    return loadConversation(tx, caller, row.id);
  });
  events.publishToUsers(recipientIds, LIVE_EVENTS.messageReceived);
  return conversation;
}

/**
 * Answers in a conversation. A participant who had deleted it gets it back in its inbox with this reply (the
 * messages from before its delete stay hidden for it), so nobody misses an answer by having tidied up.
 */
export async function replyToConversation(
  prisma: TPrisma,
  events: TEvents,
  caller: TCaller,
  conversationId: number,
  text: string,
): Promise<TConversation> {
  const now = new Date();
  const { conversation, others } = await prisma.$transaction(async (tx) => {
    const membership = await findMembership(tx, caller, conversationId);
    await tx.message.create({ data: { conversationId, senderId: caller.id, body: text, createdAt: now } });
    const row = await tx.conversation.update({ where: { id: conversationId }, data: { lastMessageAt: now } });
    await tx.conversationParticipant.updateMany({
      where: { conversationId, userId: { not: caller.id }, deletedAt: { not: null } },
      data: { deletedAt: null },
    });
    await tx.conversationParticipant.update({ where: { id: membership.id }, data: { lastReadAt: now } });
    const participants = await tx.conversationParticipant.findMany({
      where: { conversationId, userId: { not: caller.id } },
      select: { userId: true },
    });
    await recordActivity(tx, caller, {
      slug: 'message',
      action: 'reply',
      description: `Replied to the message "${row.subject}"`,
      recordId: conversationId,
    });
    return {
      conversation: await loadConversation(tx, caller, conversationId),
      others: participants.map((p) => p.userId),
    };
  });
  events.publishToUsers(others, LIVE_EVENTS.messageReceived);
  return conversation;
}

/**
 * Deletes conversations for the caller alone, all or nothing: the others keep their copy. Every message so far
 * is hidden for the caller too, so a later reply brings back the conversation with only what came after.
 */
export async function deleteConversations(
  prisma: TPrisma,
  events: TEvents,
  caller: TCaller,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    const memberships = await tx.conversationParticipant.findMany({
      where: { conversationId: { in: unique }, userId: caller.id, deletedAt: null },
      select: { id: true, conversation: { select: { id: true, subject: true } } },
    });
    if (memberships.length !== unique.length) throw new AppError('NOT_FOUND');
    const { count } = await tx.conversationParticipant.updateMany({
      where: { id: { in: memberships.map((m) => m.id) }, deletedAt: null },
      data: { deletedAt: now },
    });
    // A delete racing this one took a row first: refuse rather than report a partial result.
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    const messages = await tx.message.findMany({
      where: { conversationId: { in: unique } },
      select: { id: true },
    });
    await tx.messageDeletion.createMany({
      data: messages.map((m) => ({ messageId: m.id, userId: caller.id, createdAt: now })),
      skipDuplicates: true,
    });
    for (const membership of memberships) {
      await recordActivity(tx, caller, {
        slug: 'message',
        action: 'delete',
        description: `Deleted the conversation "${membership.conversation.subject}"`,
        recordId: membership.conversation.id,
      });
    }
  });
  events.publishToUsers([caller.id], MESSAGE_READ_EVENT);
  return unique;
}

/** Hides one message for the caller; the other participants still see it. Hidden already answers 404. */
export async function deleteMessage(
  prisma: TPrisma,
  events: TEvents,
  caller: TCaller,
  conversationId: number,
  messageId: number,
): Promise<number> {
  await prisma.$transaction(async (tx) => {
    await findMembership(tx, caller, conversationId);
    const message = await tx.message.findFirst({
      where: { id: messageId, conversationId, ...notHiddenFor(caller.id) },
      select: { id: true, conversation: { select: { subject: true } } },
    });
    if (!message) throw new AppError('NOT_FOUND');
    const { count } = await tx.messageDeletion.createMany({
      data: [{ messageId, userId: caller.id }],
      skipDuplicates: true,
    });
    if (count !== 1) throw new AppError('NOT_FOUND');
    await recordActivity(tx, caller, {
      slug: 'message',
      action: 'delete',
      description: `Deleted a message of the conversation "${message.conversation.subject}"`,
      recordId: conversationId,
    });
  });
  events.publishToUsers([caller.id], MESSAGE_READ_EVENT);
  return messageId;
}
