import type { TPageScreens } from './page-screens';

/** The stock the purchases fill and the sales and visits draw on. */
export const STOCK_ROUTES = {
  stockList: () =>
    import('../../features/stock/components/stock-list-page').then((m) => ({ Component: m.StockListPage })),
} satisfies TPageScreens;
