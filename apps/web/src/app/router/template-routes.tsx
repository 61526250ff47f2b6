import type { RouteObject } from 'react-router-dom';

/** The e-mail template screen (admin only, see route-access.ts); loaded on first visit. */
export const TEMPLATE_ROUTES: RouteObject[] = [
  {
    path: '/email-template/list',
    lazy: () =>
      import('../../features/template/components/template-list-page').then((m) => ({
        Component: m.TemplateListPage,
      })),
  },
  {
    path: '/email-template/outbox',
    lazy: () =>
      import('../../features/mail/components/outbox-list-page').then((m) => ({
        Component: m.OutboxListPage,
      })),
  },
];
