import type { TPageScreens } from './page-screens';

/** The sale list (add and edit beside it) and one sale's view with its payments. */
export const SALE_ROUTES = {
  saleList: () =>
    import('../../features/sale/components/sale-list-page').then((m) => ({ Component: m.SaleListPage })),
  saleView: () =>
    import('../../features/sale/components/sale-view-page').then((m) => ({ Component: m.SaleViewPage })),
} satisfies TPageScreens;
