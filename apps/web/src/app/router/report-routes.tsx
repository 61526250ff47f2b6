import type { TPageScreens } from './page-screens';

/** The reports page and the business charts. */
export const REPORT_ROUTES = {
  reportList: () =>
    import('../../features/report/components/report-page').then((m) => ({ Component: m.ReportPage })),
  charts: () =>
    import('../../features/charts/components/charts-page').then((m) => ({ Component: m.ChartsPage })),
} satisfies TPageScreens;
