import type { TPageScreens } from './page-screens';

/** The mailboxes (compose opens beside them) and one conversation (/message/view-message?id=N). */
export const MESSAGE_ROUTES = {
  messageList: () =>
    import('../../features/message/components/message-list-page').then((m) => ({
      Component: m.MessageListPage,
    })),
  messageView: () =>
    import('../../features/message/components/conversation-view-page').then((m) => ({
      Component: m.ConversationViewPage,
    })),
} satisfies TPageScreens;
