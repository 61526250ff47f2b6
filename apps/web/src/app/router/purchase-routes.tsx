import type { RouteObject } from 'react-router-dom';

/**
 * The purchase and stock pages (guarded by route-access.ts: admin-only, as SPEC section 2 routes them). Loaded
 * on first visit, like the other lists.
 */
export const PURCHASE_ROUTES: RouteObject[] = [
  {
    path: '/purchase/list',
    lazy: () =>
      import('../../features/purchase/components/purchase-list-page').then((m) => ({
        Component: m.PurchaseListPage,
      })),
  },
  {
    path: '/purchase/view/:id',
    lazy: () =>
      import('../../features/purchase/components/purchase-view-page').then((m) => ({
        Component: m.PurchaseViewPage,
      })),
  },
  {
    path: '/stock/list',
    lazy: () =>
      import('../../features/stock/components/stock-list-page').then((m) => ({ Component: m.StockListPage })),
  },
];
