import type { TPageScreens } from './page-screens';

/** The tax list; add and edit open in a dialog beside it. */
export const TAX_ROUTES = {
  taxList: () =>
    import('../../features/tax/components/tax-list-page').then((m) => ({ Component: m.TaxListPage })),
} satisfies TPageScreens;
