import type { TPageScreens } from './page-screens';

/** The purchase orders, one order's view, and the stock they fill. */
export const PURCHASE_ROUTES = {
  purchaseList: () =>
    import('../../features/purchase/components/purchase-list-page').then((m) => ({
      Component: m.PurchaseListPage,
    })),
  purchaseView: () =>
    import('../../features/purchase/components/purchase-view-page').then((m) => ({
      Component: m.PurchaseViewPage,
    })),
  stockList: () =>
    import('../../features/stock/components/stock-list-page').then((m) => ({ Component: m.StockListPage })),
} satisfies TPageScreens;
