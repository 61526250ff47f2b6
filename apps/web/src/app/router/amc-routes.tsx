import type { TPageScreens } from './page-screens';

/** The AMC pages: the list (add and edit in a drawer beside it) and one contract's view with its schedule. */
export const AMC_ROUTES = {
  amcList: () =>
    import('../../features/amc/components/amc-list-page').then((m) => ({ Component: m.AmcListPage })),
  amcView: () =>
    import('../../features/amc/components/amc-view-page').then((m) => ({ Component: m.AmcViewPage })),
} satisfies TPageScreens;
