import type { RouteObject } from 'react-router-dom';

/**
 * The sale pages (sell_view, see route-access.ts), at /sales as SPEC names them. Loaded on first visit.
 */
export const SALE_ROUTES: RouteObject[] = [
  {
    path: '/sales/list',
    lazy: () =>
      import('../../features/sale/components/sale-list-page').then((m) => ({ Component: m.SaleListPage })),
  },
  {
    path: '/sales/view/:id',
    lazy: () =>
      import('../../features/sale/components/sale-view-page').then((m) => ({ Component: m.SaleViewPage })),
  },
];
