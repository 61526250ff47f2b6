import type { RouteObject } from 'react-router-dom';

/** The AMC pages (guarded by route-access.ts: amc_view). Loaded on first visit, like the other lists. */
export const AMC_ROUTES: RouteObject[] = [
  {
    path: '/amc/list',
    lazy: () =>
      import('../../features/amc/components/amc-list-page').then((m) => ({ Component: m.AmcListPage })),
  },
  {
    path: '/amc/view/:id',
    lazy: () =>
      import('../../features/amc/components/amc-view-page').then((m) => ({ Component: m.AmcViewPage })),
  },
];
