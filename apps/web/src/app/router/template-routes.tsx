import type { TPageScreens } from './page-screens';

/** The e-mail templates and the outbox of mails waiting or failed. */
export const TEMPLATE_ROUTES = {
  emailTemplateList: () =>
    import('../../features/template/components/template-list-page').then((m) => ({
      Component: m.TemplateListPage,
    })),
  mailOutbox: () =>
    import('../../features/mail/components/outbox-list-page').then((m) => ({
      Component: m.OutboxListPage,
    })),
} satisfies TPageScreens;
