import { z } from 'zod';
import { MSG } from './messages';
import { ZId, ZIdsBody, ZListQuery, ZRequiredText } from './common';
import { ZRoleSlug, type TRoleSlug } from './enums';

/**
 * Whom a sender may start a conversation with, by role: the one place this rule lives (API and picker).
 * Admin writes to anyone; employees to the office, colleagues and customers they serve; customers to the
 * office and the employees who serve them; suppliers deal with the office alone. A reply needs no check:
 * whoever is in a conversation may answer in it.
 */
export const MESSAGE_RECIPIENT_ROLES: Record<TRoleSlug, readonly TRoleSlug[]> = {
  admin: ['admin', 'employee', 'customer', 'supplier'],
  employee: ['admin', 'employee', 'customer'],
  customer: ['admin', 'employee'],
  supplier: ['admin'],
};

export const canMessageRole = (from: TRoleSlug, to: TRoleSlug) => MESSAGE_RECIPIENT_ROLES[from].includes(to);

/**
 * The live notice to the caller's own tabs when its unread count changed without a new message (it read or
 * deleted something), so a badge in another tab follows. New messages come as LIVE_EVENTS.messageReceived.
 */
export const MESSAGE_READ_EVENT = 'message_read';

export const MAX_MESSAGE_RECIPIENTS = 50;
export const MAX_MESSAGE_LENGTH = 5000;
/** How much of the last message the inbox shows. */
export const MESSAGE_SNIPPET_LENGTH = 120;

export const CONVERSATION_SORT_COLUMNS = ['last_message_at', 'subject'] as const;
export type TConversationSortColumn = (typeof CONVERSATION_SORT_COLUMNS)[number];

/** A user as the messages screens show it. */
export const ZMessageParty = z.object({
  id: z.number().int(),
  name: z.string(),
  role: ZRoleSlug,
});
export type TMessageParty = z.infer<typeof ZMessageParty>;

/** One row of the inbox or the sent list. Bodies are plain text: display them escaped, never as HTML. */
export const ZConversationSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Everyone in the conversation but the caller. */
  participants: z.array(ZMessageParty),
  /** The newest message the caller has not hidden, cut to MESSAGE_SNIPPET_LENGTH characters. */
  last_message: z.object({ snippet: z.string(), sender: ZMessageParty, created_at: z.string() }).nullable(),
  last_message_at: z.string(),
  /** Messages from others newer than the caller's last visit. */
  unread_count: z.number().int(),
  unread: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/**
 * GET /api/message/inbox (conversations where someone else wrote to the caller) and GET /api/message/sent
 * (conversations where the caller wrote): paged, searched by subject prefix, newest first.
 */
export const ZListConversationsQuery = ZListQuery;
export type TListConversationsQuery = z.infer<typeof ZListConversationsQuery>;

export const ZConversationMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  sender: ZMessageParty,
  created_at: z.string(),
  mine: z.boolean(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

/** GET /api/message/conversation/{id}: the thread, oldest first, without the messages the caller hid. */
export const ZConversation = z.object({
  id: z.number().int(),
  subject: z.string(),
  created_at: z.string(),
  participants: z.array(ZMessageParty),
  messages: z.array(ZConversationMessage),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationIdParam = z.object({ id: ZId });
export const ZConversationMessageParams = z.object({ id: ZId, messageId: ZId });

const ZMessageBody = ZRequiredText('Message', MAX_MESSAGE_LENGTH);

/** POST /api/message/store: a new conversation. */
export const ZCreateMessageBody = z.object({
  recipient_ids: z
    .array(ZId, { error: MSG.chooseRecipient })
    .min(1, MSG.chooseRecipient)
    .max(MAX_MESSAGE_RECIPIENTS, MSG.tooManyRecipients(MAX_MESSAGE_RECIPIENTS)),
  subject: ZRequiredText('Subject', 191),
  body: ZMessageBody,
});
export type TCreateMessageBody = z.infer<typeof ZCreateMessageBody>;
export type TCreateMessageInput = z.input<typeof ZCreateMessageBody>;

/** POST /api/message/reply/{id}. */
export const ZReplyMessageBody = z.object({ body: ZMessageBody });
export type TReplyMessageBody = z.infer<typeof ZReplyMessageBody>;

/** POST /api/message/conversation/delete-multi-conversation: hides them for the caller, all or nothing. */
export const ZDeleteConversationsBody = ZIdsBody;
export const ZDeletedConversations = z.object({ ids: z.array(z.number().int()) });
export type TDeletedConversations = z.infer<typeof ZDeletedConversations>;

export const ZDeletedMessage = z.object({ id: z.number().int() });

/** GET /api/message/unread-count: conversations with a message the caller has not read (the badge). */
export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** GET /api/message/recipients: active users the caller may write to, by name or e-mail prefix. */
export const ZListRecipientsQuery = z.object({ search: z.string().trim().max(100).optional() });
export const MAX_RECIPIENT_OPTIONS = 50;
export const ZRecipient = ZMessageParty.extend({ email: z.string() });
export type TRecipient = z.infer<typeof ZRecipient>;
