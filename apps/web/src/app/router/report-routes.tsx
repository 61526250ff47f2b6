import type { TPageScreens } from './page-screens';

/** The reports page. */
export const REPORT_ROUTES = {
  reportList: () =>
    import('../../features/report/components/report-page').then((m) => ({ Component: m.ReportPage })),
} satisfies TPageScreens;
