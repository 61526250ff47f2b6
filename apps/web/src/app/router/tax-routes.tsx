import type { RouteObject } from 'react-router-dom';

/**
 * Taxes (tax_view, see route-access.ts). Loaded on first visit.
 */
export const TAX_ROUTES: RouteObject[] = [
  {
    path: '/tax/list',
    lazy: () =>
      import('../../features/tax/components/tax-list-page').then((m) => ({ Component: m.TaxListPage })),
  },
];
