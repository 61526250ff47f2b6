import type { TPageScreens } from './page-screens';

/** The tax list (add and edit open in a dialog beside it) and one tax's view. */
export const TAX_ROUTES = {
  taxList: () =>
    import('../../features/tax/components/tax-list-page').then((m) => ({ Component: m.TaxListPage })),
  taxView: () =>
    import('../../features/tax/components/tax-view-page').then((m) => ({ Component: m.TaxViewPage })),
} satisfies TPageScreens;
