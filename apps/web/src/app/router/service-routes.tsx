import type { TPageScreens } from './page-screens';

/** The service list: add, edit, view and complete open beside it. */
export const SERVICE_ROUTES = {
  serviceList: () =>
    import('../../features/service/components/service-list-page').then((m) => ({
      Component: m.ServiceListPage,
    })),
  serviceComplete: () =>
    import('../../features/service/components/complete/service-complete-page').then((m) => ({
      Component: m.ServiceCompletePage,
    })),
} satisfies TPageScreens;
