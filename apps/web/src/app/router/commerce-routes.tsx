import type { RouteObject } from 'react-router-dom';

/**
 * The quotation and sale pages (guarded by route-access.ts: quotations admin-only as SPEC section 2 routes
 * them, sales by sell_view). Loaded on first visit, like the other lists.
 */
export const COMMERCE_ROUTES: RouteObject[] = [
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
