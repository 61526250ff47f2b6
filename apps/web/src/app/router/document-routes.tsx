import type { TPageScreens } from './page-screens';

/** Every kind of document: each kind's list (add and edit beside it) and one document's view. */
export const DOCUMENT_ROUTES = {
  quotationList: () =>
    import('../../features/document/components/quotation-list-page').then((m) => ({
      Component: m.QuotationListPage,
    })),
  quotationView: () =>
    import('../../features/document/components/quotation-view-page').then((m) => ({
      Component: m.QuotationViewPage,
    })),
  saleList: () =>
    import('../../features/document/components/sale-list-page').then((m) => ({ Component: m.SaleListPage })),
  saleView: () =>
    import('../../features/document/components/sale-view-page').then((m) => ({ Component: m.SaleViewPage })),
  purchaseList: () =>
    import('../../features/document/components/purchase-list-page').then((m) => ({
      Component: m.PurchaseListPage,
    })),
  purchaseView: () =>
    import('../../features/document/components/purchase-view-page').then((m) => ({
      Component: m.PurchaseViewPage,
    })),
  creditNoteList: () =>
    import('../../features/document/components/credit-note-list-page').then((m) => ({
      Component: m.CreditNoteListPage,
    })),
  purchaseReturnList: () =>
    import('../../features/document/components/purchase-return-list-page').then((m) => ({
      Component: m.PurchaseReturnListPage,
    })),
  purchaseReturnView: () =>
    import('../../features/document/components/purchase-return-view-page').then((m) => ({
      Component: m.PurchaseReturnViewPage,
    })),
  creditNoteView: () =>
    import('../../features/document/components/credit-note-view-page').then((m) => ({
      Component: m.CreditNoteViewPage,
    })),
} satisfies TPageScreens;
