import type { RouteObject } from 'react-router-dom';

/**
 * The service pages (service_view, see route-access.ts): add, edit, view and complete open beside the list.
 * Loaded on first visit: the table library is only needed once a list is opened.
 */
export const SERVICE_ROUTES: RouteObject[] = [
  {
    path: '/service/list',
    lazy: () =>
      import('../../features/service/components/service-list-page').then((m) => ({
        Component: m.ServiceListPage,
      })),
  },
];
