import type { TPageScreens } from './page-screens';

/** The quotation list (add and edit beside it) and one quotation's view. */
export const QUOTATION_ROUTES = {
  quotationList: () =>
    import('../../features/quotation/components/quotation-list-page').then((m) => ({
      Component: m.QuotationListPage,
    })),
  quotationView: () =>
    import('../../features/quotation/components/quotation-view-page').then((m) => ({
      Component: m.QuotationViewPage,
    })),
} satisfies TPageScreens;
