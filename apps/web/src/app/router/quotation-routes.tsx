import type { RouteObject } from 'react-router-dom';

/**
 * The quotation pages: admin-only, as SPEC section 2 routes them (route-access.ts). Loaded on first visit.
 */
export const QUOTATION_ROUTES: RouteObject[] = [
  {
    path: '/quotation/list',
    lazy: () =>
      import('../../features/quotation/components/quotation-list-page').then((m) => ({
        Component: m.QuotationListPage,
      })),
  },
  {
    path: '/quotation/view/:id',
    lazy: () =>
      import('../../features/quotation/components/quotation-view-page').then((m) => ({
        Component: m.QuotationViewPage,
      })),
  },
];
