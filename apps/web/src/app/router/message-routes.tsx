import type { RouteObject } from 'react-router-dom';

/** The mailboxes (compose opens beside them) and one conversation (/message/view-message?id=N). */
export const MESSAGE_ROUTES: RouteObject[] = [
  {
    path: '/message/list',
    lazy: () =>
      import('../../features/message/components/message-list-page').then((m) => ({
        Component: m.MessageListPage,
      })),
  },
  {
    path: '/message/view-message',
    lazy: () =>
      import('../../features/message/components/conversation-view-page').then((m) => ({
        Component: m.ConversationViewPage,
      })),
  },
];
